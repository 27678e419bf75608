package matching

// The vertex constraints of the dual step sit in a binary heap: an S-vertex's dual (kind 1),
// the best edge of an unlabelled vertex (kind 2) and that of a top-level S-vertex (kind 3).
// Each falls by exactly delta per step (see solver.delta), so each is held as a key that does
// not change, its value plus the stage's sum of steps, and the heap's order holds from one
// step to the next. A vertex has one entry for its dual and one for its best edge, set
// whenever the key is set (setBest, the labelling of an S-vertex, the expansion of a
// T-blossom); an entry is dropped when it reaches the top and no longer matches the vertex
// (see valid), as when the vertex is labelled or joins a blossom.
//
// Why no constraint is lost: a vertex whose constraint an entry no longer matches can only
// have it back through one of the pushes above. An unlabelled vertex with a best edge that
// joins a T-blossom has it back when the blossom expands (expandBlossom pushes it), one that
// joins an S-blossom or is labelled loses its best edge when its tree ends, and an S-vertex's
// dual is pushed each time it is labelled. The package's tests check every step (checkStep).
//
// Against a pass over the forest's vertices at each step, this measured 4% less CPU over the
// rounds of 5,000- and 10,000-player fields (docs/PERFORMANCE.md).
type constraint struct {
	key  int64
	v    int32
	kind int8
}

// slot is where the heap holds vertex v's constraint of kind 1 (2v) or of its best edge, kind 2
// or 3 (2v+1): one entry each, its key changed in place, so that the heap holds at most 2n.
func slot(v int32, kind int8) int32 {
	if kind == 1 {
		return 2 * v
	}
	return 2*v + 1
}

// push sets vertex v's constraint of kind 1, 2 or 3 to key.
func (s *solver) push(key int64, v int32, kind int8) {
	c := constraint{key: key, v: v, kind: kind}
	sl := slot(v, kind)
	i := s.heapAt[sl]
	if i < 0 {
		i = int32(len(s.heap))
		s.heap = append(s.heap, c)
	} else if old := s.heap[i].key; key > old {
		s.heap[i] = c
		s.down(i)
		return
	}
	s.heap[i] = c
	s.up(i)
}

// place puts c at index i of the heap.
func (s *solver) place(i int32, c constraint) {
	s.heap[i] = c
	s.heapAt[slot(c.v, c.kind)] = i
}

// up moves the entry at i towards the root while its parent's key is larger.
func (s *solver) up(i int32) {
	c := s.heap[i]
	for i > 0 {
		p := (i - 1) / 2
		if s.heap[p].key <= c.key {
			break
		}
		s.place(i, s.heap[p])
		i = p
	}
	s.place(i, c)
}

// down moves the entry at i towards the leaves while a child's key is smaller.
func (s *solver) down(i int32) {
	n := int32(len(s.heap))
	c := s.heap[i]
	for l := 2*i + 1; l < n; l = 2*i + 1 {
		if r := l + 1; r < n && s.heap[r].key < s.heap[l].key {
			l = r
		}
		if c.key <= s.heap[l].key {
			break
		}
		s.place(i, s.heap[l])
		i = l
	}
	s.place(i, c)
}

// pop removes the least entry.
func (s *solver) pop() {
	h := s.heap
	s.heapAt[slot(h[0].v, h[0].kind)] = -1
	last := int32(len(h) - 1)
	if last > 0 {
		h[0] = h[last]
		s.heap = h[:last]
		s.down(0)
	} else {
		s.heap = h[:0]
	}
}

// clearHeap empties the heap.
func (s *solver) clearHeap() {
	for _, c := range s.heap {
		s.heapAt[slot(c.v, c.kind)] = -1
	}
	s.heap = s.heap[:0]
}

// valid reports whether the entry c still states vertex c.v's constraint.
func (s *solver) valid(c constraint) bool {
	v := c.v
	top := s.inBlossom[v]
	switch c.kind {
	case 1:
		return top == v && s.label[v] == labelS && s.dual[v] == c.key
	case 2:
		return s.label[top] == unlabeled && s.bestEdge[v] != -1 && s.bestKey[v] == c.key
	default:
		return top == v && s.label[v] == labelS && s.bestEdge[v] != -1 && s.bestKey[v]/2 == c.key
	}
}

// least drops the entries that no longer hold and returns the least that does, if any.
func (s *solver) least() (constraint, bool) {
	for len(s.heap) > 0 {
		c := s.heap[0]
		if s.valid(c) {
			return c, true
		}
		s.pop()
		s.work.Scanned++
	}
	return constraint{}, false
}

// pushBest pushes the best edge of vertex v, just set, as a constraint of kind 3 if v is a
// top-level S-vertex, of kind 2 otherwise (it may hold only later: see constraint).
func (s *solver) pushBest(v int32) {
	if s.inBlossom[v] == v && s.label[v] == labelS {
		s.push(s.bestKey[v]/2, v, 3)
	} else {
		s.push(s.bestKey[v], v, 2)
	}
}
