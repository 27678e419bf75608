package matching

import "errors"

// errStalled reports a stage count beyond the proven bound, which only a bug can cause.
var errStalled = errors.New("matching: blossom algorithm did not terminate")

// run improves the initial matching stage by stage until no free vertex has a positive dual.
//
// Every free vertex with a positive dual roots an alternating tree. A stage grows the trees,
// shrinking odd cycles into blossoms and changing duals. A tree ends when one of three things
// happens: it meets another tree (augment; both end), it reaches a free vertex whose dual is
// already zero (augment), or the dual of one of its S-vertices reaches zero (the vertex is set
// free with dual zero). The other trees grow on (see endTrees), and the stage ends with its last
// tree. Every stage ends at least one root, so there are at most n stages. Free vertices may
// start with different duals (see initGreedy), which is why the third case can hit a vertex
// that is not a root.
func (s *solver) run() error {
	defer s.flushWork()
	for stage := int32(0); ; stage++ {
		if stage > s.n {
			return errStalled
		}
		s.startStage()
		for v := int32(0); v < s.n; v++ {
			if s.mate[v] == -1 && s.dual[v] > 0 && s.label[s.inBlossom[v]] == unlabeled {
				s.assignLabel(v, labelS, -1)
				s.roots = append(s.roots, v)
			}
		}
		if len(s.roots) == 0 {
			return nil
		}
		s.live = len(s.roots)
		s.work.Stages++
		// endTrees dissolves each ended tree's S-blossoms whose dual fell to zero, so that
		// later stages see their parts.
		s.stage()
	}
}

// startStage forgets the labels, trees and best edges of the previous stage.
func (s *solver) startStage() {
	// Every tree has ended, which set its duals back (clearTree): this pass only makes sure.
	for v := range s.n {
		if top := s.inBlossom[v]; s.shift[top] != 0 {
			s.setShift(top, 0)
		}
	}
	s.delta = 0
	if dualCheck != nil {
		dualCheck.startStage(s)
	}
	clear(s.label)
	for i := range s.labelEnd {
		s.labelEnd[i] = -1
		s.bestEdge[i] = -1
	}
	for b := s.n; b < 2*s.n; b++ {
		s.hasBest[b] = false
		s.bestEdges[b] = s.bestEdges[b][:0]
	}
	s.queue = s.queue[:0]
	for _, r := range s.roots {
		s.tops[r] = s.tops[r][:0]
	}
	s.roots = s.roots[:0]
	s.stageID++
	s.actB = s.actB[:0]
	s.clearHeap()
}

// stage grows the alternating forest until every tree has ended: by an augmentation (two
// trees, or a tree and a free vertex whose dual is zero) or by a dual reaching zero. Each end
// dissolves the trees it involves and leaves the others growing (see endTrees), so that a
// stage repairs many pairs where it used to repair one and then grow every other tree again.
func (s *solver) stage() {
	for {
		if s.scanQueue() || s.dualStep() {
			if !s.endTrees() {
				return
			}
		}
	}
}

// scanQueue scans the edges of every queued S-vertex. It returns true after an augmentation.
func (s *solver) scanQueue() bool {
	for len(s.queue) > 0 {
		v := s.queue[len(s.queue)-1]
		s.queue = s.queue[:len(s.queue)-1]
		if s.label[s.inBlossom[v]] != labelS {
			continue // its tree ended before it was scanned
		}
		s.work.EdgeScans += int64(s.adjStart[v+1] - s.adjStart[v])
		for i := s.adjStart[v]; i < s.adjStart[v+1]; i++ {
			if s.scanEdge(v, &s.adj[i]) {
				return true
			}
		}
	}
	return false
}

// scanEdge looks at the edge from the S-vertex v to he.to: a tight edge grows the forest (or
// augments, returning true), any other edge may become a best edge.
func (s *solver) scanEdge(v int32, he *halfEdge) bool {
	w := he.to
	bv, bw := s.inBlossom[v], s.inBlossom[w]
	if bv == bw {
		return false
	}
	k := he.p >> 1
	// With exact integer duals an edge between two top-level blossoms is tight exactly when
	// this is zero; it is never negative.
	kslack := s.dual[v] + s.dual[w] - int64(s.shift[bv]+s.shift[bw])*s.delta - he.w4
	if kslack <= 0 {
		switch {
		case s.label[bw] == unlabeled:
			if s.mate[s.base[bw]] == -1 {
				// A free vertex whose dual is already zero ends the path.
				s.ended = append(s.ended[:0], s.treeOf[bv])
				s.augment(k)
				return true
			}
			s.assignLabel(w, labelT, he.p^1)
		case s.label[bw] == labelS:
			base := s.scanBlossom(v, w)
			if base < 0 {
				s.ended = append(s.ended[:0], s.treeOf[bv], s.treeOf[bw])
				s.augment(k)
				return true
			}
			s.addBlossom(base, k)
		case s.label[w] == unlabeled:
			// w sits inside a T-blossom; remember how it was reached in case the blossom is
			// expanded later in this stage.
			s.label[w] = labelT
			s.labelEnd[w] = he.p ^ 1
		}
	} else if s.label[bw] == labelS {
		if s.bestEdge[bv] == -1 || kslack < s.bestSlack(bv) {
			s.setBest(bv, k, v, w, he.w4)
		}
	} else if s.label[w] == unlabeled {
		if s.bestEdge[w] == -1 || kslack < s.bestSlack(w) {
			s.setBest(w, k, v, w, he.w4)
		}
	}
	return false
}

// dualStep changes the duals by the largest amount that keeps them feasible, then acts on the
// constraint that became tight. It returns true when the stage is over.
//
// The vertex duals change through delta alone (see solver.delta), so a step looks at the
// constraints, not at every vertex of the forest: the least vertex constraint that still holds,
// from the heap (see constraint), and the labelled top-level blossoms.
func (s *solver) dualStep() bool {
	const none = int64(1) << 62
	// Kind 1: an S-vertex dual reaches zero. Kind 2: an edge from an S-vertex to an unlabeled
	// vertex becomes tight. Kind 3: an edge between two S-blossoms becomes tight; both ends
	// move, hence the half, and the slack is even because all S-vertices share the parity of
	// the (equal-parity) roots. Kind 4: a T-blossom dual reaches zero.
	var d [5]int64
	var at [5]int32
	for k := range d {
		d[k] = none
	}
	looked := len(s.actB)
	if c, ok := s.least(); ok {
		at[c.kind] = c.v
		if c.kind != 1 {
			at[c.kind] = s.bestEdge[c.v]
		}
		d[c.kind] = c.key - s.delta
		looked++
	}
	keepB := s.actB[:0]
	for _, b := range s.actB {
		if s.base[b] < 0 || s.parent[b] != -1 || s.label[b] == unlabeled {
			s.stampB[b] = 0
			continue
		}
		keepB = append(keepB, b)
		switch s.label[b] {
		case labelS:
			if y := s.minDual[b] - s.delta; y < d[1] {
				d[1], at[1] = y, s.minAt[b]
			}
			if s.bestEdge[b] != -1 {
				if x := s.bestKey[b]/2 - s.delta; x < d[3] {
					d[3], at[3] = x, s.bestEdge[b]
				}
			}
		case labelT:
			if s.dual[b] < d[4] {
				d[4], at[4] = s.dual[b], b
			}
		}
	}
	s.actB = keepB
	kind := 1
	for k := 2; k <= 4; k++ {
		if d[k] < d[kind] {
			kind = k
		}
	}
	delta := d[kind]
	s.work.DualSteps++
	s.work.Scanned += int64(looked)
	if delta != 0 {
		// S-vertices fall by delta and T-vertices rise by it through s.delta; the blossom
		// duals, fewer, move here.
		s.delta += delta
		for _, b := range s.actB {
			if s.label[b] == labelS {
				s.dual[b] += delta
			} else {
				s.dual[b] -= delta
			}
		}
	}
	if dualCheck != nil {
		dualCheck.step(s, kind, at[kind], delta)
	}
	switch k := at[kind]; kind {
	case 1:
		s.ended = append(s.ended[:0], s.treeOf[s.inBlossom[k]])
		if s.mate[k] != -1 {
			// Flip the path from the root: the root is matched, k becomes free at dual zero.
			s.augmentFrom(k, -1)
		}
		return true
	case 2, 3:
		// Only this edge became tight (ties are found by the next, zero, step), so it is
		// scanned alone rather than with all the other edges of its S-end.
		e := &s.edges[k]
		side := int32(0)
		if s.label[s.inBlossom[e.end[0]]] != labelS {
			side = 1
		}
		return s.scanEdge(e.end[side], &halfEdge{to: e.end[1-side], p: 2*k + 1 - side, w4: e.w4})
	case 4:
		s.expandBlossom(k, false)
	}
	return false
}
