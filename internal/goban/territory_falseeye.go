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
	for eid := range a.eyes {
		e := &a.eyes[eid]
		var comp []int32
		for _, t := range e.list {
			for _, p := range t.points {
				inEye, target := 0, 0
				for _, n := range g.neighbours(p) {
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
				if comp == nil {
					comp = a.componentsWithout(int32(eid))
				}
				// The components the eye joins when p is left out, if m's is among them.
				root := comp[t.other]
				joined := false
				for _, u := range e.list {
					if comp[u.other] == root && a.touchesElsewhere(u.points, p) {
						joined = true
						break
					}
				}
				reached := func(r int32) bool {
					if r == root {
						return true
					}
					if !joined {
						return false
					}
					for _, u := range e.list {
						if comp[u.other] == r && a.touchesElsewhere(u.points, p) {
							return true
						}
					}
					return false
				}
				if a.falseEyeAt(int32(eid), comp, p, target, joined, reached) {
					out[p] = true
				}
			}
		}
	}
}

// falseEyeAt decides one candidate point p given which components are reached from the
// macrochain under test.
func (a *territoryAnalysis) falseEyeAt(eid int32, comp []int32, p, target int, joined bool, reached func(int32) bool) bool {
	g := a.g
	e := &a.eyes[eid]
	sides := 0
	for _, n := range g.neighbours(p) {
		switch {
		case a.region[n] != e.region:
		case a.macro[n] >= 0:
			if reached(comp[a.macro[n]]) {
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
	nm := len(a.macros)
	for f := range a.eyes {
		if int32(f) != eid && a.eyes[f].value > 0 && reached(comp[nm+f]) {
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

// closedAround is the quick test for the common cases, needing no component search: p's sides
// are reached when they are stones of m, or when m touches the eye away from p (so the rest of
// the eye is reached) and they are points of the eye or stones of macrochains that also touch
// the eye away from p.
func (a *territoryAnalysis) closedAround(eid, m int32, p, target int) bool {
	g := a.g
	e := &a.eyes[eid]
	joined := a.touchesElsewhere(e.pointsTouching(m), p)
	sides := 0
	for _, n := range g.neighbours(p) {
		switch {
		case a.region[n] != e.region:
		case a.macro[n] == m:
			sides++
		case !joined:
		case a.eye[n] == eid:
			sides++
		case a.macro[n] >= 0 && a.touchesElsewhere(e.pointsTouching(a.macro[n]), p):
			sides++
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

// componentsWithout labels the connected components of the graph of macrochains (nodes
// 0..len(macros)-1) and eyes (the nodes after them) joined by touching, with eye eid left out.
// Each eye's labelling is computed once and serves both runs of markFalseEyes.
func (a *territoryAnalysis) componentsWithout(eid int32) []int32 {
	if a.comps[eid] != nil {
		return a.comps[eid]
	}
	nm := len(a.macros)
	if a.fullComp == nil {
		a.markCutEyes()
	}
	if !a.cut[nm+int(eid)] {
		// Leaving out an eye that is no cut vertex leaves the other components as they are.
		a.comps[eid] = a.fullComp
		return a.fullComp
	}
	n := nm + len(a.eyes)
	comp := make([]int32, n)
	for i := range comp {
		comp[i] = -1
	}
	skip := nm + int(eid)
	queue := a.queue[:0]
	for start := range n {
		if comp[start] >= 0 || start == skip {
			continue
		}
		comp[start] = int32(start)
		queue = append(queue[:0], start)
		for len(queue) > 0 {
			v := queue[len(queue)-1]
			queue = queue[:len(queue)-1]
			var list []touchList
			offset := 0
			if v < nm {
				list, offset = a.macros[v].list, nm
			} else {
				list = a.eyes[v-nm].list
			}
			for _, u := range list {
				w := int(u.other) + offset
				if w != skip && comp[w] < 0 {
					comp[w] = int32(start)
					queue = append(queue, w)
				}
			}
		}
	}
	a.queue = queue
	a.comps[eid] = comp
	return comp
}

// neighbourNode returns the k-th neighbour of node v in the graph of macrochains and eyes, and
// the number of neighbours.
func (a *territoryAnalysis) neighbourNode(v, k int) (w, degree int) {
	nm := len(a.macros)
	if v < nm {
		l := a.macros[v].list
		if k < len(l) {
			return int(l[k].other) + nm, len(l)
		}
		return -1, len(l)
	}
	l := a.eyes[v-nm].list
	if k < len(l) {
		return int(l[k].other), len(l)
	}
	return -1, len(l)
}

// markCutEyes labels the components of the whole graph of macrochains and eyes (fullComp) and
// finds its cut vertices (Tarjan's depth-first search): only leaving out an eye that is a cut
// vertex can split a component.
func (a *territoryAnalysis) markCutEyes() {
	n := len(a.macros) + len(a.eyes)
	a.fullComp = make([]int32, n)
	a.cut = resize(a.cut, n, false)
	disc := make([]int32, n) // 0: not visited yet
	low := make([]int32, n)
	parent := make([]int32, n)
	next := make([]int32, n) // next neighbour to look at
	var timer int32
	stack := a.queue[:0]
	for root := range n {
		if disc[root] != 0 {
			continue
		}
		timer++
		disc[root], low[root], parent[root] = timer, timer, -1
		a.fullComp[root] = int32(root)
		stack = append(stack[:0], root)
		children := 0
		for len(stack) > 0 {
			v := stack[len(stack)-1]
			if w, _ := a.neighbourNode(v, int(next[v])); w >= 0 {
				next[v]++
				switch {
				case disc[w] == 0:
					timer++
					disc[w], low[w], parent[w] = timer, timer, int32(v)
					a.fullComp[w] = int32(root)
					stack = append(stack, w)
					if v == root {
						children++
					}
				case int32(w) != parent[v]:
					low[v] = min(low[v], disc[w])
				}
				continue
			}
			stack = stack[:len(stack)-1]
			if p := parent[v]; p >= 0 {
				low[p] = min(low[p], low[v])
				if int(p) != root && low[v] >= disc[p] {
					a.cut[p] = true
				}
			}
		}
		if children > 1 {
			a.cut[root] = true
		}
	}
	a.queue = stack
}
