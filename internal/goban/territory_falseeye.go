package goban

// markFalseEyes sets out[p] for the eye points p that do not help their group live: p touches a
// macrochain that cannot get back to the other sides of p except through p itself. Paths may
// cross other macrochains, other eyes and the rest of p's own eye. When eye values are known,
// reaching a real point of a valuable eye also proves p unnecessary to fill, so the second run
// (with values) finds the false eyes that must be filled and are not scored.
//
// Only points with at most one neighbour in their eye are candidates, so removing p never splits
// its eye: the question is plain connectivity in the graph of macrochains and eyes, where p's
// own eye links only the macrochains that touch it somewhere other than p.
func (a *territoryAnalysis) markFalseEyes(out []bool) {
	g := a.g
	var nb [4]int
	for eid := range a.eyes {
		e := &a.eyes[eid]
		linked := false
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
				if inEye > 1 || a.closedAround(int32(eid), t.other, p, target) {
					continue
				}
				if !linked {
					a.linkOtherEyes(int32(eid))
					linked = true
				}
				// The components the eye joins when p is left out, if m's is among them.
				root := a.find(int(t.other))
				joined := false
				for _, u := range e.list {
					if a.touchesElsewhere(u.points, p) && a.find(int(u.other)) == root {
						joined = true
						break
					}
				}
				reached := func(r int) bool {
					if r == root {
						return true
					}
					if !joined {
						return false
					}
					for _, u := range e.list {
						if a.find(int(u.other)) == r && a.touchesElsewhere(u.points, p) {
							return true
						}
					}
					return false
				}
				if a.falseEyeAt(int32(eid), p, target, joined, reached) {
					out[p] = true
				}
			}
		}
	}
}

// falseEyeAt decides one candidate point p given which components are reached from the
// macrochain under test.
func (a *territoryAnalysis) falseEyeAt(eid int32, p, target int, joined bool, reached func(int) bool) bool {
	g := a.g
	e := &a.eyes[eid]
	var nb [4]int
	sides := 0
	for _, n := range g.neighbours(p, nb[:0]) {
		switch {
		case a.region[n] != e.region:
		case a.macro[n] >= 0:
			if reached(a.find(int(a.macro[n]))) {
				sides++
			}
		case a.eye[n] == eid && joined:
			sides++
		}
	}
	if sides >= target {
		return false
	}
	// A valuable eye within reach makes p unnecessary.
	for _, u := range e.list {
		if r := a.find(int(u.other)); reached(r) && a.valued[r] {
			return false
		}
	}
	if joined && e.value > 0 {
		for _, q := range e.points {
			if q != p && !a.falseEye[q] {
				return false
			}
		}
	}
	return true
}

// closedAround is the quick test for the common case: p's sides in the region are all stones of
// macrochain m, or p's one neighbour in the eye touches m too.
func (a *territoryAnalysis) closedAround(eid, m int32, p, target int) bool {
	g := a.g
	region := a.eyes[eid].region
	var nb, nb2 [4]int
	sides := 0
	for _, n := range g.neighbours(p, nb[:0]) {
		switch {
		case a.region[n] != region:
		case a.macro[n] == m:
			sides++
		case a.eye[n] == eid:
			for _, q := range g.neighbours(n, nb2[:0]) {
				if a.macro[q] == m && a.region[q] == region {
					sides++
					break
				}
			}
		}
	}
	return sides >= target
}

// touchesElsewhere reports whether a macrochain touching the eye at pts touches it somewhere
// other than p.
func (a *territoryAnalysis) touchesElsewhere(pts []int, p int) bool {
	for _, q := range pts {
		if q != p {
			return true
		}
	}
	return false
}

// linkOtherEyes builds the union-find of macrochains joined through every eye but eid (eyes are
// nodes after the macrochains), and notes which components hold an eye of positive value.
func (a *territoryAnalysis) linkOtherEyes(eid int32) {
	nm := len(a.macros)
	n := nm + len(a.eyes)
	a.parent = resize(a.parent, n, 0)
	for i := range a.parent {
		a.parent[i] = i
	}
	a.valued = resize(a.valued, n, false)
	for f := range a.eyes {
		if int32(f) == eid {
			continue
		}
		for _, u := range a.eyes[f].list {
			a.union(nm+f, int(u.other))
		}
	}
	for f := range a.eyes {
		if int32(f) != eid && a.eyes[f].value > 0 {
			a.valued[a.find(nm+f)] = true
		}
	}
}

func (a *territoryAnalysis) find(i int) int {
	for a.parent[i] != i {
		a.parent[i] = a.parent[a.parent[i]]
		i = a.parent[i]
	}
	return i
}

func (a *territoryAnalysis) union(i, j int) {
	if ri, rj := a.find(i), a.find(j); ri != rj {
		a.parent[ri] = rj
	}
}
