package matching

// assignLabel labels the top-level blossom of w with t, reached through remote endpoint p. A
// T-blossom's base is matched, and its mate's blossom becomes an S-blossom in turn.
func (s *solver) assignLabel(w int32, t int8, p int32) {
	b := s.inBlossom[w]
	root := w
	if p != -1 {
		root = s.treeOf[s.inBlossom[s.end(p)]]
	}
	s.treeOf[w] = root
	s.joinTree(b, root)
	s.label[w], s.label[b] = t, t
	s.labelEnd[w], s.labelEnd[b] = p, p
	s.bestEdge[w], s.bestEdge[b] = -1, -1
	s.touch(b)
	if t == labelS {
		s.setShift(b, 1)
		if b == w {
			s.push(s.dual[w], w, 1)
			s.queue = append(s.queue, w)
		} else {
			// setShift listed b's vertices in shiftBuf (an S-blossom's least dual needs them).
			s.queue = append(s.queue, s.shiftBuf...)
		}
		return
	}
	s.setShift(b, -1)
	m := s.mate[s.base[b]]
	s.assignLabel(s.end(m), labelS, m^1)
}

// scanBlossom walks up from the S-vertices v and w in turn. It returns the base of the new
// blossom where the two paths meet, or -1 if they reach two different roots (an augmenting path).
func (s *solver) scanBlossom(v, w int32) int32 {
	s.path = s.path[:0]
	base := int32(-1)
	for v != -1 {
		b := s.inBlossom[v]
		if s.label[b]&crumb != 0 {
			base = s.base[b]
			break
		}
		s.path = append(s.path, b)
		s.label[b] = labelS | crumb
		if s.labelEnd[b] == -1 {
			v = -1
		} else {
			v = s.end(s.labelEnd[b])
			b = s.inBlossom[v]
			v = s.end(s.labelEnd[b])
		}
		if w != -1 {
			v, w = w, v
		}
	}
	for _, b := range s.path {
		s.label[b] = labelS
	}
	return base
}

// addBlossom shrinks the odd cycle closed by edge k, whose two paths meet at base, into a new
// S-blossom.
func (s *solver) addBlossom(base, k int32) {
	v, w := s.end(2*k), s.end(2*k+1)
	bb, bv, bw := s.inBlossom[base], s.inBlossom[v], s.inBlossom[w]
	b := s.unused[len(s.unused)-1]
	s.unused = s.unused[:len(s.unused)-1]
	s.base[b] = base
	s.parent[b] = -1
	s.parent[bb] = b
	ch, ep := s.childs[b][:0], s.endps[b][:0]
	for bv != bb {
		s.parent[bv] = b
		ch = append(ch, bv)
		ep = append(ep, s.labelEnd[bv])
		v = s.end(s.labelEnd[bv])
		bv = s.inBlossom[v]
	}
	ch = append(ch, bb)
	reverse(ch)
	reverse(ep)
	ep = append(ep, 2*k)
	for bw != bb {
		s.parent[bw] = b
		ch = append(ch, bw)
		ep = append(ep, s.labelEnd[bw]^1)
		w = s.end(s.labelEnd[bw])
		bw = s.inBlossom[w]
	}
	s.childs[b], s.endps[b] = ch, ep
	s.work.Blossoms++
	s.label[b] = labelS
	s.labelEnd[b] = s.labelEnd[bb]
	s.joinTree(b, s.treeOf[bb])
	s.touch(b)
	s.dual[b] = 0
	s.shift[b] = 1
	least, at := int64(1)<<62, int32(-1)
	for _, c := range ch {
		// The T-children's vertices turn from rising to falling: their duals are restated
		// (see solver.delta), and they are S-vertices now, to be scanned.
		d := int64(1-s.shift[c]) * s.delta
		fromT := s.label[c] == labelT
		s.leafBuf = s.appendLeaves(s.leafBuf[:0], c)
		for _, v := range s.leafBuf {
			s.restate(v, d)
			if fromT {
				s.queue = append(s.queue, v)
			}
			s.inBlossom[v] = b
			if s.dual[v] < least {
				least, at = s.dual[v], v
			}
		}
	}
	s.minDual[b], s.minAt[b] = least, at
	s.mergeBestEdges(b)
}

// mergeBestEdges computes the least-slack edge from the new blossom b to each other S-blossom,
// from its children's lists (or their edges, for children without a list).
func (s *solver) mergeBestEdges(b int32) {
	s.touched = s.touched[:0]
	consider := func(k, far int32) {
		bj := s.inBlossom[far]
		if bj == b || s.label[bj] != labelS {
			return
		}
		if cur := s.bestTo[bj]; cur == -1 {
			s.bestTo[bj] = k
			s.touched = append(s.touched, bj)
		} else if s.slack(k) < s.slack(cur) {
			s.bestTo[bj] = k
		}
	}
	for _, c := range s.childs[b] {
		if s.hasBest[c] {
			for _, k := range s.bestEdges[c] {
				far := s.end(2 * k)
				if s.inBlossom[far] == b {
					far = s.end(2*k + 1)
				}
				consider(k, far)
			}
		} else {
			s.leafBuf = s.appendLeaves(s.leafBuf[:0], c)
			for _, v := range s.leafBuf {
				for i := s.adjStart[v]; i < s.adjStart[v+1]; i++ {
					consider(s.adj[i].p>>1, s.adj[i].to)
				}
			}
		}
		s.hasBest[c] = false
		s.bestEdges[c] = s.bestEdges[c][:0]
		s.bestEdge[c] = -1
	}
	list := s.bestEdges[b][:0]
	best := int32(-1)
	for _, bj := range s.touched {
		k := s.bestTo[bj]
		s.bestTo[bj] = -1
		list = append(list, k)
		if best == -1 || s.slack(k) < s.slack(best) {
			best = k
		}
	}
	s.bestEdges[b] = list
	s.hasBest[b] = true
	s.bestEdge[b] = -1
	if best != -1 {
		e := &s.edges[best]
		s.setBest(b, best, e.end[0], e.end[1], e.w4)
	}
}

// expandBlossom dissolves blossom b into its children. At the end of a stage, children whose
// dual is zero are dissolved too. In the middle of a stage b is a T-blossom whose dual fell to
// zero: its children on the even path from the entry to the base keep the tree alternating
// and are relabeled, and the others become unlabeled unless an S-vertex already reached them.
func (s *solver) expandBlossom(b int32, endStage bool) {
	s.work.Expansions++
	// The children start unlabelled, with their duals as they are: b's vertices, held with
	// b's shift (see solver.delta), are restated. In the middle of a stage, the constraints of
	// b's vertices, dropped from the heap while b was labelled, may hold again (see
	// constraint).
	r := s.shift[b]
	d := -int64(r) * s.delta
	s.shift[b] = 0
	mid := !endStage && s.label[b] == labelT
	for _, c := range s.childs[b] {
		s.parent[c] = -1
		if endStage && c >= s.n && s.dual[c] == 0 {
			s.shift[c] = r // its vertices are still held with b's shift
			s.expandBlossom(c, endStage)
			continue
		}
		s.shift[c] = 0
		s.leafBuf = s.appendLeaves(s.leafBuf[:0], c)
		for _, v := range s.leafBuf {
			s.inBlossom[v] = c
			s.restate(v, d)
			if mid && s.bestEdge[v] != -1 {
				s.push(s.bestKey[v], v, 2)
			}
		}
	}
	if mid {
		s.relabelExpandedT(b)
	}
	s.label[b] = unlabeled
	s.labelEnd[b] = -1
	s.childs[b] = s.childs[b][:0]
	s.endps[b] = s.endps[b][:0]
	s.base[b] = -1
	s.bestEdges[b] = s.bestEdges[b][:0]
	s.hasBest[b] = false
	s.bestEdge[b] = -1
	s.unused = append(s.unused, b)
}

// relabelExpandedT restores the alternating tree through the children of an expanded T-blossom.
func (s *solver) relabelExpandedT(b int32) {
	ch, ep := s.childs[b], s.endps[b]
	l := int32(len(ch))
	at := func(j int32) int32 { return (j%l + l) % l }
	entry := s.inBlossom[s.end(s.labelEnd[b]^1)]
	j := index(ch, entry)
	// Walk from the entry child to the base child along the even side of the cycle.
	var step, trick int32
	if j&1 != 0 {
		j -= l
		step, trick = 1, 0
	} else {
		step, trick = -1, 1
	}
	p := s.labelEnd[b]
	for j != 0 {
		s.label[s.end(p^1)] = unlabeled
		s.label[s.end(ep[at(j-trick)]^trick^1)] = unlabeled
		s.assignLabel(s.end(p^1), labelT, p)
		j += step
		p = ep[at(j-trick)] ^ trick
		j += step
	}
	// The base child takes the T label of the whole blossom without relabeling its mate.
	bv := ch[at(j)]
	s.label[s.end(p^1)], s.label[bv] = labelT, labelT
	s.labelEnd[s.end(p^1)], s.labelEnd[bv] = p, p
	s.joinTree(bv, s.treeOf[b])
	s.bestEdge[bv] = -1
	s.touch(bv)
	s.setShift(bv, -1)
	// The children on the odd side become unlabeled, unless an S-vertex reached one of their
	// vertices earlier in this stage: then that child becomes a T-blossom through that edge.
	j += step
	for ch[at(j)] != entry {
		bv = ch[at(j)]
		j += step
		if s.label[bv] == labelS {
			continue
		}
		s.leafBuf = s.appendLeaves(s.leafBuf[:0], bv)
		for _, v := range s.leafBuf {
			if s.label[v] != unlabeled {
				s.label[v] = unlabeled
				s.label[s.end(s.mate[s.base[bv]])] = unlabeled
				s.assignLabel(v, labelT, s.labelEnd[v])
				break
			}
		}
	}
}

// augmentBlossom swaps matched and unmatched edges inside blossom b so that its vertex v becomes
// the base, and rotates the children so that the base child comes first.
func (s *solver) augmentBlossom(b, v int32) {
	t := v
	for s.parent[t] != b {
		t = s.parent[t]
	}
	if t >= s.n {
		s.augmentBlossom(t, v)
	}
	ch, ep := s.childs[b], s.endps[b]
	l := int32(len(ch))
	at := func(j int32) int32 { return (j%l + l) % l }
	i := index(ch, t)
	j := i
	var step, trick int32
	if i&1 != 0 {
		j -= l
		step, trick = 1, 0
	} else {
		step, trick = -1, 1
	}
	for j != 0 {
		j += step
		t = ch[at(j)]
		p := ep[at(j-trick)] ^ trick
		if t >= s.n {
			s.augmentBlossom(t, s.end(p))
		}
		j += step
		t = ch[at(j)]
		if t >= s.n {
			s.augmentBlossom(t, s.end(p^1))
		}
		s.mate[s.end(p)] = p ^ 1
		s.mate[s.end(p^1)] = p
	}
	rotate(ch, int(i))
	rotate(ep, int(i))
	s.base[b] = s.base[ch[0]]
}

// augment flips the augmenting path through edge k.
func (s *solver) augment(k int32) {
	s.augmentFrom(s.end(2*k), 2*k+1)
	s.augmentFrom(s.end(2*k+1), 2*k)
}

// augmentFrom matches v to remote endpoint p (or frees it, for p = -1) and flips the tree path
// from v's blossom up to its root.
func (s *solver) augmentFrom(v, p int32) {
	for {
		bs := s.inBlossom[v]
		if bs >= s.n {
			s.augmentBlossom(bs, v)
		}
		s.mate[v] = p
		if s.labelEnd[bs] == -1 {
			return
		}
		bt := s.inBlossom[s.end(s.labelEnd[bs])]
		v = s.end(s.labelEnd[bt])
		j := s.end(s.labelEnd[bt] ^ 1)
		if bt >= s.n {
			s.augmentBlossom(bt, j)
		}
		s.mate[j] = s.labelEnd[bt]
		p = s.labelEnd[bt] ^ 1
	}
}

func index(xs []int32, x int32) int32 {
	for i, y := range xs {
		if y == x {
			return int32(i)
		}
	}
	panic("matching: child not in its blossom")
}

func reverse(xs []int32) {
	for i, j := 0, len(xs)-1; i < j; i, j = i+1, j-1 {
		xs[i], xs[j] = xs[j], xs[i]
	}
}

// rotate moves xs[i:] to the front.
func rotate(xs []int32, i int) {
	reverse(xs[:i])
	reverse(xs[i:])
	reverse(xs)
}
