package matching

// A stage used to end at its first augmentation, and the next stage grew every other tree
// again from its root, rescanning the edges of every S-vertex: at 10,000 players nine edge
// scans in ten were such rescans. endTrees ends only the trees that the augmentation (or the
// dual that reached zero) involves, and the stage goes on with the others.
//
// The duals stay feasible whatever labels the vertices have, so unlabelling a tree is sound;
// what has to be put right is what the stage recorded about the pairs between the ended trees
// and the rest:
//   - a pair from a remaining S-vertex to a vertex of an ended tree joins an S-vertex and an
//     unlabelled one: the ended vertex takes the least-slack such pair as its best edge;
//   - a best edge that led into an ended tree (an unlabelled vertex's edge to an S-vertex, an
//     S-blossom's edge to another S-blossom) is worked out again from the edges of its owner;
//   - a vertex inside a remaining T-blossom that an S-vertex of an ended tree had reached
//     loses that mark (see relabelExpandedT);
//   - an S-blossom of an ended tree whose dual is zero is dissolved, as at the end of a stage.
//
// Lists of best edges to neighbouring S-blossoms (bestEdges) may keep pairs into an ended
// tree: mergeBestEdges passes over a pair whose far end is not an S-blossom.

// joinTree records the top-level blossom or vertex x, just labelled, in the tree of root.
func (s *solver) joinTree(x, root int32) {
	s.treeOf[x] = root
	s.tops[root] = append(s.tops[root], x)
}

// endTrees ends the trees whose roots are in s.ended and reports whether any tree is left.
func (s *solver) endTrees() bool {
	freed := s.freed[:0]
	for i, r := range s.ended {
		if i == 1 && r == s.ended[0] {
			break
		}
		s.live--
		for _, x := range s.tops[r] {
			if x < s.n && s.inBlossom[x] != x || x >= s.n && (s.base[x] < 0 || s.parent[x] != -1) {
				continue // inside a larger blossom now, or dissolved: listed again, or gone
			}
			if s.treeOf[x] != r || s.label[x] == unlabeled {
				continue // relabelled by another tree, or already ended
			}
			zeroS := x >= s.n && s.label[x] == labelS && s.dual[x] == 0
			freed = s.clearTree(x, freed)
			if zeroS {
				s.expandBlossom(x, true)
			}
		}
		s.tops[r] = s.tops[r][:0]
	}
	s.freed = freed
	if s.live == 0 {
		return false
	}
	s.redoID++
	redo := s.redo[:0]
	mark := func(x int32) {
		if s.redoAt[x] != s.redoID {
			s.redoAt[x] = s.redoID
			redo = append(redo, x)
		}
	}
	for _, v := range freed {
		for i := s.adjStart[v]; i < s.adjStart[v+1]; i++ {
			he := &s.adj[i]
			y, k := he.to, he.p>>1
			ty := s.inBlossom[y]
			switch {
			case ty == s.inBlossom[v]:
			case s.label[ty] == labelS:
				if s.bestEdge[ty] == k {
					mark(ty)
				}
				if sl := s.dual[v] + s.y(y) - he.w4; s.bestEdge[v] == -1 || sl < s.bestSlack(v) {
					s.setBest(v, k, v, y, he.w4)
				}
			default:
				if s.label[y] == labelT && ty != y && s.labelEnd[y] >= 0 && s.end(s.labelEnd[y]) == v {
					s.label[y], s.labelEnd[y] = unlabeled, -1
					mark(y)
				} else if s.bestEdge[y] == k {
					mark(y)
				}
			}
		}
	}
	for _, x := range redo {
		s.redoBest(x)
	}
	s.redo = redo
	// The dual steps look at the active blossoms: those the ended trees left without a label
	// are active no more.
	actB := s.actB[:0]
	for _, b := range s.actB {
		if s.base[b] >= 0 && s.parent[b] == -1 && s.label[b] != unlabeled {
			actB = append(actB, b)
		} else {
			s.stampB[b] = 0
		}
	}
	s.actB = actB
	return true
}

// redoBest works out again the best edge of x from its edges: for an S-blossom or S-vertex at
// the top, its least-slack edge to another S-blossom; for any other vertex, its least-slack
// edge to an S-vertex.
func (s *solver) redoBest(x int32) {
	s.bestEdge[x] = -1
	top := x
	if x < s.n {
		top = s.inBlossom[x]
	}
	s.leafBuf = s.appendLeaves(s.leafBuf[:0], x)
	for _, v := range s.leafBuf {
		yv := s.y(v)
		for i := s.adjStart[v]; i < s.adjStart[v+1]; i++ {
			he := &s.adj[i]
			tz := s.inBlossom[he.to]
			if tz == top || s.label[tz] != labelS {
				continue
			}
			if sl := yv + s.y(he.to) - he.w4; s.bestEdge[x] == -1 || sl < s.bestSlack(x) {
				s.setBest(x, he.p>>1, v, he.to, he.w4)
			}
		}
	}
	if s.bestEdge[x] != -1 {
		s.touch(x)
	}
}

// clearTree forgets the labels and best edges of x and of every blossom and vertex inside it
// (a blossom absorbed into a larger one keeps the label it had, which must not outlive its
// tree), and appends x's vertices to freed.
func (s *solver) clearTree(x int32, freed []int32) []int32 {
	s.setShift(x, 0)
	stack := append(s.leafStack[:0], x)
	for len(stack) > 0 {
		t := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		s.label[t], s.labelEnd[t], s.bestEdge[t] = unlabeled, -1, -1
		if t < s.n {
			freed = append(freed, t)
			continue
		}
		s.hasBest[t] = false
		s.bestEdges[t] = s.bestEdges[t][:0]
		stack = append(stack, s.childs[t]...)
	}
	s.leafStack = stack
	return freed
}
