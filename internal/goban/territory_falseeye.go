package goban

// markFalseEyes sets out[p] for the eye points p that do not help their group live: p touches a
// macrochain that cannot get back to the other sides of p except through p itself. Paths may
// cross other macrochains, other eyes and the rest of p's own eye. When eye values are known,
// reaching a real point of a valuable eye also proves p unnecessary to fill, so the second run
// (with values) finds the false eyes that must be filled and are not scored.
//
// The second run only rechecks the points the first found false: values only add ways out.
//
// Only points with at most one neighbour in their eye are candidates, so removing p never splits
// its eye: the question is plain connectivity in the graph of macrochains and eyes, where p's
// own eye links only the macrochains that touch it somewhere other than p.
func (a *territoryAnalysis) markFalseEyes(out []bool, recheck bool) {
	g := a.g
	for eid := range a.eyes {
		e := &a.eyes[eid]
		for _, t := range e.list {
			for _, p := range t.points {
				if recheck && !a.falseEye[p] {
					continue
				}
				inEye, target := 0, 0
				for _, n := range g.Neighbours(p) {
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
				if !a.graph.ready {
					a.searchGraph()
				}
				node := len(a.macros) + eid
				comp := func(v int) int32 { return a.componentWithout(node, v) }
				// The components the eye joins when p is left out, if m's is among them.
				root := comp(int(t.other))
				joined := false
				for _, u := range e.list {
					if comp(int(u.other)) == root && a.touchesElsewhere(u.points, p) {
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
						if comp(int(u.other)) == r && a.touchesElsewhere(u.points, p) {
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
func (a *territoryAnalysis) falseEyeAt(eid int32, comp func(int) int32, p, target int, joined bool, reached func(int32) bool) bool {
	g := a.g
	e := &a.eyes[eid]
	sides := 0
	for _, n := range g.Neighbours(p) {
		switch {
		case a.region[n] != e.region:
		case a.macro[n] >= 0:
			if reached(comp(int(a.macro[n]))) {
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
		if int32(f) != eid && a.eyes[f].value > 0 && reached(comp(nm+f)) {
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
	for _, n := range g.Neighbours(p) {
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

// graphSearch is a depth-first search of the graph of macrochains (nodes 0..len(macros)-1) and
// eyes (the nodes after them) joined by touching. It gives the components of the graph without any
// one eye without searching again (Tarjan's cut vertices): leaving out node e splits off each
// child subtree c of e with low[c] >= disc[e]; the rest of e's component stays together.
type graphSearch struct {
	ready     bool
	comp      []int32 // component of the whole graph, named by its first node
	disc, low []int32 // discovery order (from 1) and lowest discovery reachable
	done      []int32 // discovery count when the node's subtree was finished
	parent    []int32
}

// componentWithout names the component of node v in the graph without node e.
func (a *territoryAnalysis) componentWithout(e, v int) int32 {
	s := &a.graph
	if s.comp[v] != s.comp[e] {
		return s.comp[v]
	}
	// Walk up from v to the child of e whose subtree holds it, if any.
	if s.disc[v] <= s.disc[e] || s.disc[v] > s.done[e] {
		return s.comp[v]
	}
	c := v
	for int(s.parent[c]) != e {
		c = int(s.parent[c])
	}
	if s.low[c] >= s.disc[e] {
		return int32(c)
	}
	return s.comp[v]
}

// searchGraph runs the depth-first search of graphSearch.
func (a *territoryAnalysis) searchGraph() {
	n := len(a.macros) + len(a.eyes)
	s := &a.graph
	s.comp = resize(s.comp, n, 0)
	s.disc = resize(s.disc, n, 0)
	s.low = resize(s.low, n, 0)
	s.done = resize(s.done, n, 0)
	s.parent = resize(s.parent, n, -1)
	next := a.nextNeighbour[:0]
	for range n {
		next = append(next, 0)
	}
	var timer int32
	stack := a.queue[:0]
	for root := range n {
		if s.disc[root] != 0 {
			continue
		}
		timer++
		s.disc[root], s.low[root] = timer, timer
		s.comp[root] = int32(root)
		stack = append(stack[:0], root)
		for len(stack) > 0 {
			v := stack[len(stack)-1]
			if w, _ := a.neighbourNode(v, int(next[v])); w >= 0 {
				next[v]++
				switch {
				case s.disc[w] == 0:
					timer++
					s.disc[w], s.low[w], s.parent[w] = timer, timer, int32(v)
					s.comp[w] = int32(root)
					stack = append(stack, w)
				case int32(w) != s.parent[v]:
					s.low[v] = min(s.low[v], s.disc[w])
				}
				continue
			}
			stack = stack[:len(stack)-1]
			s.done[v] = timer
			if p := s.parent[v]; p >= 0 {
				s.low[p] = min(s.low[p], s.low[v])
			}
		}
	}
	a.queue, a.nextNeighbour = stack, next
	s.ready = true
}
