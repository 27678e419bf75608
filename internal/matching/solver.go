package matching

import "sync"

// Labels of top-level blossoms (and of single vertices) in the alternating forest.
const (
	unlabeled int8 = 0
	labelS    int8 = 1 // outer: at even distance from a free vertex
	labelT    int8 = 2 // inner: at odd distance
	crumb     int8 = 4 // set on S-blossoms while looking for a common ancestor
)

// edgeRec is an edge: its two endpoints (endpoint 2k is end[0], 2k+1 is end[1]) and four
// times its weight, together so that a slack costs one cache line.
type edgeRec struct {
	end [2]int32
	w4  int64
}

// halfEdge is an adjacency entry: the scan of a vertex reads these sequentially, so the far
// vertex and the weight sit next to each other.
type halfEdge struct {
	to int32 // far vertex
	p  int32 // endpoint index of the far vertex: edge k has endpoints 2k and 2k+1
	w4 int64 // four times the weight
}

// solver holds the state of the primal-dual blossom algorithm in flat slices indexed by vertex
// (0..n-1) or blossom (n..2n-1); once set up, it only allocates to grow its scratch slices.
//
// Vertex duals are kept in quarter units and blossom duals in half units: an edge k = (i, j)
// of weight w between different top-level blossoms has slack dual[i] + dual[j] - 4w, and an
// edge inside blossoms B has slack dual[i] + dual[j] - 4w + 2*sum(dual[B]).
type solver struct {
	n        int32
	edges    []edgeRec
	adjStart []int32 // adj[adjStart[v]:adjStart[v+1]] are the edges at v
	adj      []halfEdge

	mate      []int32 // remote endpoint of the matched edge at v, or -1
	dual      []int64
	label     []int8
	labelEnd  []int32 // remote endpoint of the edge through which a blossom got its label
	inBlossom []int32 // top-level blossom containing v
	parent    []int32 // enclosing blossom, or -1 at top level
	childs    [][]int32
	endps     [][]int32  // endps[b][i] joins childs[b][i] to childs[b][i+1] (cyclically)
	base      []int32    // base vertex of a blossom; -1 for an unused blossom index
	bestEdge  []int32    // least-slack edge towards an S-blossom (see scanQueue)
	bestEnds  [][2]int32 // the ends of bestEdge, and its slack with the duals as stored
	bestKey   []int64    // (see solver.delta), so that comparing with it reads small arrays
	bestEdges [][]int32  // per S-blossom, its least-slack edge to each neighbouring S-blossom
	hasBest   []bool     // bestEdges[b] is valid
	unused    []int32    // free blossom indices
	queue     []int32    // S-vertices still to scan

	// The trees of a stage (see endTrees): treeOf[x] is the root of the tree that labelled the
	// vertex or blossom x, tops[r] every top-level blossom or vertex labelled in r's tree, in
	// order, roots the stage's roots, ended the roots whose trees the last event ended, live
	// how many trees the stage still grows.
	treeOf []int32
	tops   [][]int32
	roots  []int32
	ended  []int32
	live   int
	freed  []int32 // scratch of endTrees: the vertices of the ended trees
	redo   []int32 // scratch of endTrees: vertices and blossoms whose best edge is redone
	redoAt []int32 // stamps of redo, with redoID
	redoID int32

	// The top-level blossoms that a stage labeled, each once (stamped with the stage): the
	// dual step looks at these and at the heap of vertex constraints (see constraint).
	stageID int32
	actB    []int32
	stampB  []int32
	heap    []constraint
	heapAt  []int32 // heapAt[slot(v, kind)] is the entry's index in heap, or -1

	// Lazy vertex duals (see y): delta is the sum of the stage's dual steps, and the vertices
	// of a top-level blossom or vertex x hold their dual plus shift[x] times delta, shift[x]
	// being +1 for an S-blossom, -1 for a T-blossom and 0 otherwise; a dual step then changes
	// delta, not the duals of every vertex of the forest. minDual[b] and minAt[b] are the
	// least stored dual of an S-blossom b's vertices and the vertex that holds it.
	delta    int64
	shift    []int8
	minDual  []int64
	minAt    []int32
	shiftBuf []int32
	shadow   []int64 // the duals moved one by one, for the tests' checkStep (lazy_test.go)

	// work counts what this solver did (see Work); run adds it to sink, if set, at the end.
	work Work
	sink *workSink

	mark   []int32 // scratch of fullSlack: blossoms around one end, stamped with markID
	markID int32

	leafStack []int32
	leafBuf   []int32
	bestTo    []int32 // scratch of addBlossom, all -1 between uses
	touched   []int32
	path      []int32
}

// newSolver builds the adjacency of the positive edges. The caller has validated the graph.
func newSolver(n int, edges []Edge) *solver {
	s := &solver{n: int32(n)}
	deg := make([]int32, n+1)
	m := 0
	for _, e := range edges {
		if e.W > 0 {
			deg[e.U]++
			deg[e.V]++
			m++
		}
	}
	s.edges = make([]edgeRec, m)
	s.adjStart = make([]int32, n+1)
	for v := 0; v < n; v++ {
		s.adjStart[v+1] = s.adjStart[v] + deg[v]
	}
	s.adj = make([]halfEdge, 2*m)
	fill := append([]int32(nil), s.adjStart[:n]...)
	k := int32(0)
	for _, e := range edges {
		if e.W <= 0 {
			continue
		}
		u, v := int32(e.U), int32(e.V)
		s.edges[k] = edgeRec{end: [2]int32{u, v}, w4: 4 * e.W}
		s.adj[fill[u]] = halfEdge{to: v, p: 2*k + 1, w4: 4 * e.W}
		fill[u]++
		s.adj[fill[v]] = halfEdge{to: u, p: 2 * k, w4: 4 * e.W}
		fill[v]++
		k++
	}
	s.allocState(n)
	return s
}

func (s *solver) allocState(n int) {
	s.mate = make([]int32, n)
	s.inBlossom = make([]int32, n)
	s.dual = make([]int64, 2*n)
	s.label = make([]int8, 2*n)
	s.labelEnd = make([]int32, 2*n)
	s.parent = make([]int32, 2*n)
	s.childs = make([][]int32, 2*n)
	s.endps = make([][]int32, 2*n)
	s.base = make([]int32, 2*n)
	s.bestEdge = make([]int32, 2*n)
	s.bestEnds = make([][2]int32, 2*n)
	s.bestKey = make([]int64, 2*n)
	s.bestEdges = make([][]int32, 2*n)
	s.hasBest = make([]bool, 2*n)
	s.bestTo = make([]int32, 2*n)
	s.stampB = make([]int32, 2*n)
	s.treeOf = make([]int32, 2*n)
	s.tops = make([][]int32, n)
	s.redoAt = make([]int32, 2*n)
	s.shift = make([]int8, 2*n)
	s.heapAt = make([]int32, 2*n)
	for i := range s.heapAt {
		s.heapAt[i] = -1
	}
	s.minDual = make([]int64, 2*n)
	s.minAt = make([]int32, 2*n)
	for v := range s.mate {
		s.mate[v] = -1
		s.inBlossom[v] = int32(v)
	}
	for b := range s.parent {
		s.parent[b] = -1
		s.bestTo[b] = -1
		s.base[b] = -1
		if b < n {
			s.base[b] = int32(b)
		}
	}
	for b := 2*n - 1; b >= n; b-- {
		s.unused = append(s.unused, int32(b))
	}
}

// y is the dual of vertex v (see solver.delta).
func (s *solver) y(v int32) int64 {
	return s.dual[v] - int64(s.shift[s.inBlossom[v]])*s.delta
}

// setShift makes the vertices of the top-level blossom or vertex x hold their dual plus r
// times delta (see solver.delta), and for r = +1 finds their least.
func (s *solver) setShift(x int32, r int8) {
	old := s.shift[x]
	if old == r {
		return
	}
	s.shift[x] = r
	d := int64(r-old) * s.delta
	if x < s.n {
		s.restate(x, d)
		return
	}
	if d == 0 && r != 1 {
		return
	}
	s.shiftBuf = s.appendLeaves(s.shiftBuf[:0], x)
	least, at := int64(1)<<62, int32(-1)
	for _, v := range s.shiftBuf {
		s.restate(v, d)
		if s.dual[v] < least {
			least, at = s.dual[v], v
		}
	}
	s.minDual[x], s.minAt[x] = least, at
}

// slack is the slack of edge k, which must join two different top-level blossoms.
func (s *solver) slack(k int32) int64 {
	e := &s.edges[k]
	return s.y(e.end[0]) + s.y(e.end[1]) - e.w4
}

// end is the vertex at endpoint p.
func (s *solver) end(p int32) int32 {
	return s.edges[p>>1].end[p&1]
}

// setBest records edge k = (a, b) of weight w4/4 as the best edge of vertex or blossom x.
func (s *solver) setBest(x, k, a, b int32, w4 int64) {
	s.bestEdge[x] = k
	s.bestEnds[x] = [2]int32{a, b}
	s.bestKey[x] = s.dual[a] + s.dual[b] - w4
	if x < s.n {
		s.pushBest(x)
	}
}

// bestSlack is the slack of the best edge of x, which must be set. Its key holds while neither
// end's duals are restated; where they are (the expansion of a T-blossom), the key is too.
func (s *solver) bestSlack(x int32) int64 {
	e := &s.bestEnds[x]
	return s.bestKey[x] - int64(s.shift[s.inBlossom[e[0]]]+s.shift[s.inBlossom[e[1]]])*s.delta
}

// restate adds d to the stored dual of vertex v, whose outermost blossom changed its shift
// (see solver.delta), and works out again the key of its best edge.
func (s *solver) restate(v int32, d int64) {
	if d != 0 {
		s.dual[v] += d
		s.rekey(v)
	}
}

// rekey works out again the key of x's best edge, if any, after its duals were restated.
func (s *solver) rekey(x int32) {
	if s.bestEdge[x] != -1 {
		e := &s.bestEnds[x]
		s.bestKey[x] = s.dual[e[0]] + s.dual[e[1]] - s.edges[s.bestEdge[x]].w4
	}
}

// appendLeaves appends the vertices of blossom b to dst.
func (s *solver) appendLeaves(dst []int32, b int32) []int32 {
	if b < s.n {
		return append(dst, b)
	}
	stack := append(s.leafStack[:0], b)
	for len(stack) > 0 {
		t := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, c := range s.childs[t] {
			if c < s.n {
				dst = append(dst, c)
			} else {
				stack = append(stack, c)
			}
		}
	}
	s.leafStack = stack
	return dst
}

// result reads the matching and its certificate out of the final state.
func (s *solver) result() Matching {
	n := int(s.n)
	m := Matching{Mate: make([]int, n), Duals: Duals{Vertex: make([]int64, n)}}
	for v := 0; v < n; v++ {
		m.Duals.Vertex[v] = s.dual[v]
		m.Mate[v] = -1
		if p := s.mate[v]; p >= 0 {
			m.Mate[v] = int(s.end(p))
			if int(s.end(p)) > v {
				m.Weight += s.edges[p>>1].w4 / 4
			}
		}
	}
	// The vertices of every blossom are listed once, top-level blossom by top-level blossom,
	// so that the vertices of each blossom inside are a run of the list: its Members share
	// the list, where nests hundreds deep would copy each vertex hundreds of times.
	order := make([]int, 0, n)
	span := make([][2]int32, n)
	var walk func(b int32)
	walk = func(b int32) {
		span[b-s.n][0] = int32(len(order))
		for _, c := range s.childs[b] {
			if c < s.n {
				order = append(order, int(c))
			} else {
				walk(c)
			}
		}
		span[b-s.n][1] = int32(len(order))
	}
	for b := s.n; b < 2*s.n; b++ {
		if s.base[b] >= 0 && s.parent[b] == -1 {
			walk(b)
		}
	}
	for b := s.n; b < 2*s.n; b++ {
		if s.base[b] < 0 || s.dual[b] <= 0 {
			continue
		}
		i, j := span[b-s.n][0], span[b-s.n][1]
		m.Duals.Blossoms = append(m.Duals.Blossoms, Blossom{Members: order[i:j:j], Z: 2 * s.dual[b]})
	}
	return m
}

// touch records the blossom x as active in the current stage.
func (s *solver) touch(x int32) {
	if x >= s.n && s.stampB[x] != s.stageID {
		s.stampB[x] = s.stageID
		s.actB = append(s.actB, x)
	}
}

// Work counts what the blossom algorithm did: the figures that explain a slow solve without a
// clock, the same on a loaded machine as on an idle one.
type Work struct {
	// Stages is the number of stages (each ends with an augmentation or a freed vertex).
	Stages int64
	// DualSteps is the number of dual changes: each makes one constraint tight.
	DualSteps int64
	// Scanned is the number of blossoms and heap entries the dual steps looked at, in all.
	Scanned int64
	// EdgeScans is the number of edges looked at from the S-vertices of the stages.
	EdgeScans int64
	// Blossoms is the number of blossoms formed, Expansions the number dissolved.
	Blossoms, Expansions int64
}

func (w *Work) add(o Work) {
	w.Stages += o.Stages
	w.DualSteps += o.DualSteps
	w.Scanned += o.Scanned
	w.EdgeScans += o.EdgeScans
	w.Blossoms += o.Blossoms
	w.Expansions += o.Expansions
}

// workSink collects the work of solvers that run on several goroutines.
type workSink struct {
	mu sync.Mutex
	w  Work
}

// flushWork adds the solver's work to its sink and clears it.
func (s *solver) flushWork() {
	if s.sink != nil {
		s.sink.mu.Lock()
		s.sink.w.add(s.work)
		s.sink.mu.Unlock()
		s.work = Work{}
	}
}
