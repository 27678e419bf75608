package goban

// markFalseEyes sets out[p] for the eye points p that do not help their group live: p touches a
// macrochain that cannot get back to the other sides of p (nor to another point of the same
// eye) except through p itself. Paths may cross other macrochains and other eyes. When eye values
// are known, reaching a real point of a valuable eye also proves p unnecessary to fill, so the
// second run (with values) finds the false eyes that must be filled and are not scored.
func (a *territoryAnalysis) markFalseEyes(out []bool) {
	g := a.g
	var nb [4]int
	for eid := range a.eyes {
		e := &a.eyes[eid]
		for _, t := range e.list {
			for _, p := range t.points {
				inEye, target := 0, 0
				for _, n := range g.neighbours(p, nb[:0]) {
					if a.eye[n] == int32(eid) {
						inEye++
					}
					if a.region[n] == e.region {
						target++
					}
				}
				if inEye > 1 {
					continue
				}
				if !a.reachesAround(int32(eid), t.other, p, target) {
					out[p] = true
				}
			}
		}
	}
}

// reachesAround searches outward from macrochain m for a way back to eye point p of eye eid
// from target different sides, or to a real point of a valuable eye.
func (a *territoryAnalysis) reachesAround(eid, m int32, p, target int) bool {
	g := a.g
	e := &a.eyes[eid]
	var sides [4]int
	nSides := 0
	addSide := func(s int) {
		if !g.adjacent(s, p) {
			return
		}
		for _, q := range sides[:nSides] {
			if q == s {
				return
			}
		}
		sides[nSides] = s
		nSides++
	}
	a.macroStamp++
	a.eyeStamp++
	a.stamp++
	origSeen := a.stamp
	a.seen[p] = origSeen
	queue := append(a.queue[:0], m)
	a.macroSeen[m] = a.macroStamp
	defer func() { a.queue = queue[:0] }()
	var nb [4]int
	for len(queue) > 0 {
		cur := queue[len(queue)-1]
		queue = queue[:len(queue)-1]
		for _, t := range a.macros[cur].list {
			if t.other != eid {
				f := &a.eyes[t.other]
				if a.eyeSeen[t.other] == a.eyeStamp {
					continue
				}
				a.eyeSeen[t.other] = a.eyeStamp
				if f.value > 0 {
					return true
				}
				for _, u := range f.list {
					if a.macroSeen[u.other] != a.macroStamp {
						a.macroSeen[u.other] = a.macroStamp
						queue = append(queue, u.other)
					}
				}
				continue
			}
			for _, s := range t.points {
				addSide(s)
			}
			if nSides >= target {
				return true
			}
			// Spread through the eye's own points, never through p.
			a.mark++
			reached := a.scratch[:0]
			for _, s := range e.pointsTouching(cur) {
				if a.seen[s] != origSeen {
					a.seen[s] = origSeen
					a.marks[s] = a.mark
					reached = append(reached, s)
				}
			}
			for k := 0; k < len(reached); k++ {
				for _, n := range g.neighbours(reached[k], nb[:0]) {
					if a.eye[n] == eid && a.seen[n] != origSeen {
						a.seen[n] = origSeen
						a.marks[n] = a.mark
						reached = append(reached, n)
					}
				}
			}
			a.scratch = reached
			if len(reached) == 0 {
				continue
			}
			for _, r := range reached {
				if e.value > 0 && !a.falseEye[r] {
					return true
				}
				addSide(r)
			}
			if nSides >= target {
				return true
			}
			for _, u := range e.list {
				if a.macroSeen[u.other] == a.macroStamp {
					continue
				}
				for _, q := range u.points {
					if a.marks[q] == a.mark {
						a.macroSeen[u.other] = a.macroStamp
						queue = append(queue, u.other)
						break
					}
				}
			}
		}
	}
	return false
}
