package matching

import "fmt"

// OpenGothaOrder returns the maximum-weight matching that OpenGotha's matcher finds on the
// complete graph of n vertices (0..n-1) with the given weights: mate[v] is v's partner, or -1.
//
// When several matchings share the largest total weight, which one a primal-dual algorithm
// returns depends on the order in which it looks at vertices and edges. OpenGotha's matcher is
// Gabow's O(n^3) form of Edmonds' algorithm on a complete graph (as Gabow describes it in his
// 1973 dissertation, and Lawler in Combinatorial Optimization, chapter 6). This is a
// re-implementation of that algorithm with every choice made in the same order:
//
//   - vertices are numbered 1..n in the order given (vertex v here is vertex v+1 there);
//   - every pair is two half-edges, one in each player's list, and a vertex scans its
//     neighbours in increasing order (OpenGotha builds the lists pair by pair from the last
//     vertex down, each new half-edge at the front, which ends in that order);
//   - edge weights are doubled, every vertex dual starts at the largest (undoubled) weight;
//   - the next step is the vertex with the smallest bound, the lowest number among equals;
//     a vertex keeps, as its best edge, the first of its scan with the smallest slack;
//   - a blossom's list of edges to other outer blossoms is kept sorted by neighbour, one
//     edge per neighbour (the first found among equal slacks), and the edge that closes a
//     path is the first of the list with the step's slack.
//
// It is a reference for choosing among optimal matchings, not a fast solver: it costs every
// pair and takes O(n^3) time and O(n^2) memory. Callers solve exactly with MaxWeight or
// MaxWeightClasses first and use this only to pick, among matchings of the proven optimal
// weight, the one OpenGotha would print; they must check that its weight is the optimum.
//
// Weights are OpenGotha's costs: positive, at most MaxEdgeWeight. An internal inconsistency
// (which would be a bug) is reported as an error rather than a panic.
func OpenGothaOrder(n int, weight func(i, j int) int64) (mate []int, err error) {
	if n < 0 || n > 1<<14 {
		return nil, fmt.Errorf("%w: %d vertices", ErrInvalid, n)
	}
	mate = make([]int, n)
	for i := range mate {
		mate[i] = -1
	}
	if n < 2 {
		return mate, nil
	}
	g := newGabow(n)
	for i := 1; i <= n; i++ {
		for j := i + 1; j <= n; j++ {
			w := weight(i-1, j-1)
			if w > MaxEdgeWeight || w < -MaxEdgeWeight {
				return nil, fmt.Errorf("%w: weight %d of (%d, %d) out of range", ErrInvalid, w, i-1, j-1)
			}
			g.weight[g.edge(int32(i), int32(j))] = 2 * w
			g.weight[g.edge(int32(j), int32(i))] = 2 * w
		}
	}
	defer func() {
		if r := recover(); r != nil {
			mate, err = nil, fmt.Errorf("matching: OpenGotha-order matcher failed: %v", r)
		}
	}()
	res := g.run()
	for v := 1; v <= n; v++ {
		if u := res[v]; u != 0 {
			mate[v-1] = int(u) - 1
		}
	}
	for v, u := range mate {
		if u >= 0 && mate[u] != v {
			return nil, fmt.Errorf("matching: OpenGotha-order matcher paired %d with %d but not back", v, u)
		}
	}
	return mate, nil
}

// gabow is the state of the algorithm. Vertices are 1..nv and nv+1 is the dummy vertex that
// roots the search. The half-edge from x to y is number x*stride+y, so that a vertex's edges
// lie side by side in its scanning order (increasing neighbour) and both ends and the
// opposite half follow from the number; dummyE = nv+1 is an artificial edge ending at the
// dummy vertex, and 0 is no edge. Negative link values are flags, as in Gabow's description,
// so indices are signed.
type gabow struct {
	nv             int32
	stride         int32
	dummyV, dummyE int32

	weight []int64 // doubled weight of a half-edge
	pairs  []int32 // blossom pair lists, linked through half-edges
	head   []int32 // the vertex a half-edge points to (the dummy vertex for dummyE, 0 for no edge)
	tail   []int32 // the vertex a half-edge starts from

	mate, link, base, nextV, lastV, bestE []int32
	y, bound                              []int64

	lastEdge [3]int32

	// Registers shared by the steps, as in the algorithm's description: several steps leave a
	// value in one of them for the step that follows.
	delta, lastDelta                  int64
	newBase, nextBase, stopScan       int32
	pairPoint, neighbor, newLast      int32
	nextPoint, oldFirst, secondMate   int32
	f, nxtEdge, nextE, nextU, e, v, i int32
}

func newGabow(n int) *gabow {
	stride := int32(n + 2)
	size := int(stride) * int(stride)
	g := &gabow{
		nv:     int32(n),
		stride: stride,
		dummyV: int32(n + 1),
		dummyE: int32(n + 1),
		weight: make([]int64, size),
		pairs:  make([]int32, size),
		head:   make([]int32, size),
		tail:   make([]int32, size),
	}
	for e := range size {
		g.head[e], g.tail[e] = int32(e)%stride, int32(e)/stride
	}
	return g
}

// edge is the half-edge from x to y.
func (g *gabow) edge(x, y int32) int32 { return x*g.stride + y }

// end is the vertex a half-edge points to; the dummy edge points to the dummy vertex.
func (g *gabow) end(e int32) int32 {
	if e <= 0 {
		panic(fmt.Sprintf("edge %d out of range", e))
	}
	return g.head[e]
}

// opp is the other half of e's pair.
func (g *gabow) opp(e int32) int32 {
	if e < g.stride || e >= g.stride*g.stride {
		panic(fmt.Sprintf("edge %d has no opposite", e))
	}
	return g.edge(e%g.stride, e/g.stride)
}

func (g *gabow) bend(e int32) int32  { return g.base[g.end(e)] }
func (g *gabow) blink(v int32) int32 { return g.base[g.end(g.link[v])] }
func (g *gabow) bmate(v int32) int32 { return g.base[g.end(g.mate[v])] }

// slack is twice the slack of e's pair: both ends' duals less its doubled weight.
func (g *gabow) slack(e int32) int64 {
	if e < g.stride {
		panic(fmt.Sprintf("slack of edge %d", e))
	}
	return g.y[g.head[e]] + g.y[g.tail[e]] - g.weight[e]
}

// run performs the search and returns the mates, 1-based, 0 for unmatched.
func (g *gabow) run() []int32 {
	n := g.nv
	maxW := int64(-1 << 62)
	for x := int32(1); x <= n; x++ {
		for y := x + 1; y <= n; y++ {
			maxW = max(maxW, g.weight[g.edge(x, y)])
		}
	}
	g.lastDelta = maxW / 2
	size := n + 2
	g.mate, g.link, g.base = make([]int32, size), make([]int32, size), make([]int32, size)
	g.nextV, g.lastV, g.bestE = make([]int32, size), make([]int32, size), make([]int32, size)
	g.y, g.bound = make([]int64, size), make([]int64, size)
	for i := int32(1); i <= n+1; i++ {
		g.mate[i], g.bestE[i] = g.dummyE, g.dummyE
		g.link[i] = -g.dummyE
		g.base[i], g.lastV[i] = i, i
		g.y[i], g.bound[i] = g.lastDelta, g.lastDelta
	}
	for {
		// A new search: every exposed vertex is linked to the dummy root.
		g.delta = 0
		for g.v = 1; g.v <= n; g.v++ {
			if g.mate[g.v] == g.dummyE {
				g.pointer(g.dummyV, g.v, g.dummyE)
			}
		}
		for {
			g.i = 1
			for j := int32(2); j <= n; j++ {
				if g.bound[g.i] > g.bound[j] {
					g.i = j
				}
			}
			g.delta = g.bound[g.i]
			if g.delta == g.lastDelta {
				// No further improvement: undo the blossoms and read the matching.
				g.setBounds()
				g.unpairAll()
				out := make([]int32, n+1)
				for i := int32(1); i <= n; i++ {
					out[i] = g.end(g.mate[i])
					if out[i] == g.dummyV {
						out[i] = 0
					}
				}
				return out
			}
			g.v = g.base[g.i]
			if g.link[g.v] >= 0 {
				if g.pair() {
					break
				}
			} else {
				w := g.bmate(g.v)
				if g.link[w] < 0 {
					g.pointer(g.v, w, g.opp(g.bestE[g.i]))
				} else {
					g.unpair(g.v, w)
				}
			}
		}
		// Augment along the path closed by edge e.
		g.lastDelta -= g.delta
		g.setBounds()
		h := g.opp(g.e)
		g.rematch(g.bend(g.e), h)
		g.rematch(g.bend(h), g.e)
	}
}

// insertPair puts edge e (to neighbor) into the sorted pair list being built after pairPoint,
// keeping only the better of two edges to the same neighbour.
func (g *gabow) insertPair() {
	de := g.slack(g.e) / 2
	g.nextPoint = g.pairs[g.pairPoint]
	for g.end(g.nextPoint) < g.neighbor {
		g.pairPoint = g.nextPoint
		g.nextPoint = g.pairs[g.nextPoint]
	}
	if g.end(g.nextPoint) == g.neighbor {
		if de >= g.slack(g.nextPoint)/2 {
			return
		}
		g.nextPoint = g.pairs[g.nextPoint]
	}
	g.pairs[g.pairPoint] = g.e
	g.pairPoint = g.e
	g.pairs[g.e] = g.nextPoint
	if g.bound[g.newBase] > de {
		g.bound[g.newBase] = de
	}
}

// linkPath links the unlinked blossoms on the path from edge e's end to newBase and merges
// them into the new blossom's vertex list.
func (g *gabow) linkPath(e int32) {
	for g.v = g.bend(e); g.v != g.newBase; g.v = g.bend(e) {
		u := g.bmate(g.v)
		g.link[u] = g.opp(e)
		g.nextV[g.newLast] = g.v
		g.nextV[g.lastV[g.v]] = u
		g.newLast = g.lastV[u]
		g.i = g.v
		for {
			g.base[g.i] = g.newBase
			g.i = g.nextV[g.i]
			if g.i == g.dummyV {
				break
			}
		}
		e = g.link[g.v]
	}
}

// mergePairs merges the pair list of sub-blossom v into the new blossom's list.
func (g *gabow) mergePairs(v int32) {
	g.bound[v] = g.lastDelta
	g.pairPoint = g.dummyE
	for g.f = g.bestE[v]; g.f != g.dummyE; {
		g.e = g.f
		g.neighbor = g.end(g.e)
		g.f = g.pairs[g.f]
		if g.base[g.neighbor] != g.newBase {
			g.insertPair()
		}
	}
}

// pair handles an edge between two linked (outer) blossoms: it reports an augmenting path, or
// forms a new blossom and returns false.
func (g *gabow) pair() bool {
	g.e = g.bestE[g.v]
	for g.slack(g.e) != 2*g.delta {
		g.e = g.pairs[g.e]
	}
	w := g.bend(g.e)
	g.link[g.bmate(w)] = -g.e
	u := g.bmate(g.v)
	for g.link[u] != -g.e {
		g.link[u] = -g.e
		if g.mate[w] != g.dummyE {
			g.v, w = w, g.v
		}
		g.v = g.blink(g.v)
		u = g.bmate(g.v)
	}
	if u == g.dummyV && g.v != w {
		return true
	}
	g.newLast, g.newBase = g.v, g.v
	g.oldFirst = g.nextV[g.v]
	g.linkPath(g.e)
	g.linkPath(g.opp(g.e))
	g.nextV[g.newLast] = g.oldFirst
	if g.lastV[g.newBase] == g.newBase {
		g.lastV[g.newBase] = g.newLast
	}
	g.pairs[g.dummyE] = g.dummyE
	g.mergePairs(g.newBase)
	g.i = g.nextV[g.newBase]
	for {
		g.mergePairs(g.i)
		g.i = g.nextV[g.lastV[g.i]]
		g.scan(g.i, 2*g.delta-g.slack(g.mate[g.i]))
		g.i = g.nextV[g.lastV[g.i]]
		if g.i == g.oldFirst {
			break
		}
	}
	return false
}

// pointer links blossom v (matched to blossom u) through edge e and scans it if it was
// unlinked.
func (g *gabow) pointer(u, v, e int32) {
	g.link[u] = -g.dummyE
	g.nextV[g.lastV[u]] = g.dummyV
	g.nextV[g.lastV[v]] = g.dummyV
	var del int64
	if g.lastV[u] != u {
		del = -g.slack(g.mate[g.nextV[u]]) / 2
	} else {
		del = g.lastDelta
	}
	for i := u; i != g.dummyV; i = g.nextV[i] {
		g.y[i] += del
		g.bound[i] += del
	}
	if g.link[v] < 0 {
		g.link[v] = e
		g.pairs[g.dummyE] = g.dummyE
		g.scan(v, g.delta)
	} else {
		g.link[v] = e
	}
}

// rematch changes the matching along the alternating path that starts at firstMate with e.
func (g *gabow) rematch(firstMate, e int32) {
	g.mate[firstMate] = e
	g.nextE = -g.link[firstMate]
	for g.nextE != g.dummyE {
		e = g.nextE
		g.f = g.opp(e)
		firstMate = g.bend(e)
		g.secondMate = g.bend(g.f)
		g.nextE = -g.link[firstMate]
		g.link[firstMate] = -g.mate[g.secondMate]
		g.link[g.secondMate] = -g.mate[firstMate]
		g.mate[firstMate] = g.f
		g.mate[g.secondMate] = e
	}
}

// scan scans the vertices of the blossom of x just linked, raising their duals by del, and
// builds its pair list.
func (g *gabow) scan(x int32, del int64) {
	g.newBase = g.base[x]
	g.stopScan = g.nextV[g.lastV[x]]
	n, stride := g.nv, g.stride
	base, link, mate, lastV, bound, bestE, y, head := g.base, g.link, g.mate, g.lastV, g.bound, g.bestE, g.y, g.head
	pairs, newBase := g.pairs, g.newBase
	for ; x != g.stopScan; x = g.nextV[x] {
		y[x] += del
		bound[x] = g.lastDelta
		g.pairPoint = g.dummyE
		row := x * stride
		w := g.weight[row : row+n+1]
		yx := y[x]
		for nb := int32(1); nb <= n; nb++ { // the half-edges row+nb, in scanning order
			if nb == x {
				continue
			}
			u := base[nb]
			if link[u] < 0 {
				if link[base[head[mate[u]]]] < 0 || lastV[u] != u {
					if de := yx + y[nb] - w[nb]; bound[nb] > de {
						bound[nb] = de
						bestE[nb] = row + nb
					}
				}
			} else if u != newBase {
				// Insert the edge into the sorted pair list being built (insertPair, with the
				// edge's ends and slack known here).
				de := (yx + y[nb] - w[nb]) / 2
				pp := g.pairPoint
				np := pairs[pp]
				for head[np] < nb {
					pp, np = np, pairs[np]
				}
				if head[np] == nb {
					if de >= g.slack(np)/2 {
						g.pairPoint = pp
						continue
					}
					np = pairs[np]
				}
				e := row + nb
				pairs[pp], pairs[e] = e, np
				g.pairPoint = e
				if bound[newBase] > de {
					bound[newBase] = de
				}
			}
		}
		g.e = 0 // the list is exhausted
	}
	bestE[g.newBase] = g.pairs[g.dummyE]
}

// setBounds applies the search's dual change to the linked blossoms and their mates.
func (g *gabow) setBounds() {
	for g.v = 1; g.v <= g.nv; g.v++ {
		if g.link[g.v] < 0 || g.base[g.v] != g.v {
			g.bound[g.v] = g.lastDelta
			continue
		}
		g.link[g.v] = -g.link[g.v]
		for g.i = g.v; g.i != g.dummyV; g.i = g.nextV[g.i] {
			g.y[g.i] -= g.delta
		}
		g.f = g.mate[g.v]
		if g.f != g.dummyE {
			g.i = g.bend(g.f)
			del := g.slack(g.f)
			for ; g.i != g.dummyV; g.i = g.nextV[g.i] {
				g.y[g.i] -= del
			}
		}
		g.bound[g.v] = g.lastDelta
	}
}

// unlink splits the blossom based at oldBase back into its sub-blossoms, keeping their links
// for rematch and unpair, and leaves the two edges ending the paths in lastEdge.
func (g *gabow) unlink(oldBase int32) {
	g.newBase = g.nextV[oldBase]
	g.i = g.newBase
	g.nextBase = g.nextV[g.lastV[g.newBase]]
	g.e = g.link[g.nextBase]
	for j := 1; j <= 2; j++ {
		for {
			g.nxtEdge = g.opp(g.link[g.newBase])
			for k := 1; k <= 2; k++ {
				g.link[g.newBase] = -g.link[g.newBase]
				for {
					g.base[g.i] = g.newBase
					g.i = g.nextV[g.i]
					if g.i == g.nextBase {
						break
					}
				}
				g.newBase = g.nextBase
				g.nextBase = g.nextV[g.lastV[g.newBase]]
			}
			if g.link[g.nextBase] != g.nxtEdge {
				break
			}
		}
		if j == 1 {
			g.lastEdge[1] = g.nxtEdge
			g.nxtEdge = g.opp(g.e)
			if g.link[g.nextBase] == g.nxtEdge {
				continue
			}
		}
		break
	}
	g.lastEdge[2] = g.nxtEdge
	if g.base[g.lastV[oldBase]] == oldBase {
		g.nextV[oldBase] = g.newBase
	} else {
		g.nextV[oldBase] = g.dummyV
		g.lastV[oldBase] = oldBase
	}
}

// unpair undoes the unlinked blossom oldBase, matched to the linked blossom oldMate, and links
// its sub-blossoms again.
func (g *gabow) unpair(oldBase, oldMate int32) {
	g.unlink(oldBase)
	nb := g.bmate(oldMate)
	if nb != oldBase {
		g.link[oldBase] = -g.dummyE
		g.rematch(nb, g.mate[oldBase])
		if g.f == g.lastEdge[1] {
			g.link[g.secondMate] = -g.lastEdge[2]
		} else {
			g.link[g.secondMate] = -g.lastEdge[1]
		}
	}
	e := g.link[oldMate]
	u := g.bend(g.opp(e))
	if u == nb {
		g.pointer(nb, oldMate, e)
		return
	}
	g.link[g.bmate(u)] = -e
	for {
		e = -g.link[u]
		g.v = g.bmate(u)
		g.pointer(u, g.v, -g.link[g.v])
		u = g.bend(e)
		if u == nb {
			break
		}
	}
	e = g.opp(e)
	g.pointer(nb, oldMate, e)
}

// unpairAll undoes every blossom at the end, rematching inside each to read the matching.
func (g *gabow) unpairAll() {
	for g.v = 1; g.v <= g.nv; g.v++ {
		if g.base[g.v] != g.v || g.lastV[g.v] == g.v {
			continue
		}
		g.nextU = g.v
		g.nextV[g.lastV[g.nextU]] = g.dummyV
		for {
			u := g.nextU
			g.nextU = g.nextV[g.nextU]
			g.unlink(u)
			if g.lastV[u] != u {
				if g.lastEdge[2] == g.opp(g.e) {
					g.f = g.lastEdge[1]
				} else {
					g.f = g.lastEdge[2]
				}
				g.nextV[g.lastV[g.bend(g.f)]] = u
			}
			g.newBase = g.bmate(g.bmate(u))
			if g.newBase != g.dummyV && g.newBase != u {
				g.link[u] = -g.dummyE
				g.rematch(g.newBase, g.mate[u])
			}
			for g.lastV[g.nextU] == g.nextU && g.nextU != g.dummyV {
				g.nextU = g.nextV[g.nextU]
			}
			if g.lastV[g.nextU] == g.nextU && g.nextU == g.dummyV {
				break
			}
		}
	}
}
