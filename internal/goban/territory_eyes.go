package goban

// markMacrochains joins each colour's live chains that are connected through dame (points of no
// region) not blocked by the opponent: such chains live or die together.
func (a *territoryAnalysis) markMacrochains() {
	g := a.g
	for _, pla := range [2]Color{Black, White} {
		opp := pla.Opponent()
		a.stamp++
		for start := range g.stones {
			if !g.Live(start, pla) || a.macro[start] >= 0 {
				continue
			}
			id := int32(len(a.macros))
			a.macros = grow(a.macros)
			a.macros[id].list = a.macros[id].list[:0]
			a.seen[start] = a.stamp
			stack := append(a.stack[:0], start)
			for len(stack) > 0 {
				i := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				if g.Live(i, pla) {
					a.macro[i] = id
				} else if a.region[i] >= 0 || a.block[i] == opp {
					continue
				}
				for _, n := range g.Neighbours(i) {
					if a.seen[n] != a.stamp {
						a.seen[n] = a.stamp
						stack = append(stack, n)
					}
				}
			}
			a.stack = stack
		}
	}
}

// markEyes splits each region's empty points and dead stones into connected potential eyes and
// records which macrochain stones touch which eye points.
func (a *territoryAnalysis) markEyes() {
	g := a.g
	for start := range g.stones {
		if a.eye[start] >= 0 || a.region[start] < 0 || (g.stones[start] != Empty && !g.dead[start]) {
			continue
		}
		rid := a.region[start]
		id := int32(len(a.eyes))
		a.eyes = grow(a.eyes)
		e := &a.eyes[id]
		e.list, e.points, e.value = e.list[:0], e.points[:0], 0
		e.color, e.region = a.regions[rid].color, rid
		a.regions[rid].eyes = append(a.regions[rid].eyes, id)
		a.eye[start] = id
		a.stamp++
		stack := append(a.stack[:0], start)
		for len(stack) > 0 {
			i := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			e.points = append(e.points, i)
			for _, n := range g.Neighbours(i) {
				if a.region[n] != rid {
					continue
				}
				if m := a.macro[n]; m >= 0 {
					e.touch(m, i)
					// A stone touching several points of the eye is recorded once.
					if a.seen[n] != a.stamp {
						a.seen[n] = a.stamp
						a.macros[m].touch(id, n)
					}
					continue
				}
				if a.eye[n] < 0 {
					a.eye[n] = id
					stack = append(stack, n)
				}
			}
		}
		a.stack = stack
	}
}

// touch records that point p (of the eye or of the macrochain) touches the other side other.
// Callers record each point once per other side, except that an eye point is recorded once per
// neighbouring stone, one after the other: only a repeat of the last point is dropped.
func (t *touches) touch(other int32, p int) {
	// Calls come in runs for the same other side: try the last entry first.
	if n := len(t.list); n > 0 {
		if l := &t.list[n-1]; l.other == other {
			if l.points[len(l.points)-1] != p {
				l.points = append(l.points, p)
			}
			return
		}
	}
	for k := range t.list {
		if l := &t.list[k]; l.other == other {
			if l.points[len(l.points)-1] != p {
				l.points = append(l.points, p)
			}
			return
		}
	}
	t.list = grow(t.list)
	last := &t.list[len(t.list)-1]
	last.other, last.points = other, append(last.points[:0], p)
}

// grow extends s by one element, reusing the element left in its capacity by an earlier
// analysis (so its inner slices keep their memory); the caller resets its fields.
func grow[T any](s []T) []T {
	if len(s) < cap(s) {
		return s[:len(s)+1]
	}
	var zero T
	return append(s, zero)
}

// pointsTouching returns the points recorded as touching other.
func (t *touches) pointsTouching(other int32) []int {
	for k := range t.list {
		if t.list[k].other == other {
			return t.list[k].points
		}
	}
	return nil
}
