package matching

import (
	"cmp"
	"fmt"
	"slices"
)

// Stats describes the work MaxWeightDense did, so that a slow round can be explained by poor
// candidates (many rounds, many added pairs) rather than guessed at.
type Stats struct {
	// Rounds is the number of solves.
	Rounds int
	// Edges is the number of edges of the last solve.
	Edges int
	// Added is the number of pairs added because their slack was negative.
	Added int
	// PairsChecked is the number of pairs whose slack was computed from their weight, over
	// all rounds.
	PairsChecked int64
	// PairsBounded is the number of pairs settled by the bound of their classes without
	// computing their weight, over all rounds (MaxWeightClasses only).
	PairsBounded int64
	// PairsVisited is the number of pairs the check of all pairs looked at one by one,
	// whether it computed their weight or passed over them from their duals (MaxWeightClasses
	// only): the check's time beyond the weights it computes.
	PairsVisited int64
	// Top is the work of the blossom algorithm over all rounds.
	Top Work
}

const (
	// candidatesPerVertex is how many of its heaviest candidate pairs each vertex keeps for the
	// first solve. The solver's time grows with the edges it is given, and a McMahon player's
	// best partner is almost always among its few heaviest pairs; when it is not, the check
	// finds the pair and the next round adds it. On 2000 players in three score groups this
	// takes the first solve from 1.8 million edges to 32 000 and the round from 1.3 s to 0.07 s.
	candidatesPerVertex = 16
	// maxAddPerVertex bounds the violated pairs added per vertex and round. Adding every
	// violated pair after a poor first round could bring in most of the complete graph, while
	// a dozen of the worst per vertex usually suffice: duals move, and the next check finds what
	// is still missing. Each further solve costs more than the pairs it brings (at 5,000
	// players, 12 rather than 4 saves a solve in most rounds and 10-15% of the time).
	maxAddPerVertex = 12
	// maxCachedPairs bounds the pair weights kept for the whole solve (8 bytes each): up to
	// about 4100 players (64 MB) weight is called once per pair, above that once per pair and
	// round. 2000 players need 2 million pairs, 16 MB.
	maxCachedPairs = 1 << 23
)

// MaxWeightDense returns a maximum-weight matching of the complete graph on n vertices in which
// the pair i < j weighs weight(i, j), without handing the n(n-1)/2 edges to the solver.
//
// It solves on the heaviest candidate pairs of each vertex (the candidates' W fields are
// ignored: weight decides), then checks every pair against the duals of that solution. A pair
// with negative slack could improve the matching, so the worst such pairs are added and the
// solve is repeated, starting from the previous optimum. When no pair is violated, the duals
// prove the matching optimal over the complete graph. Good candidates (players of the same or
// adjacent score groups) make this a few solves on a sparse graph plus one call of weight per
// pair (see maxCachedPairs) and a little arithmetic per pair and round.
func MaxWeightDense(n int, weight func(i, j int) int64, candidates []Edge) (Matching, Stats, error) {
	return maxWeightDense(n, weight, candidates, maxCachedPairs)
}

// maxWeightDense is MaxWeightDense keeping at most cacheLimit pair weights.
func maxWeightDense(n int, weight func(i, j int) int64, candidates []Edge, cacheLimit int64) (Matching, Stats, error) {
	var st Stats
	if err := checkGraph(n, candidates); err != nil {
		return Matching{}, st, err
	}
	pairs := newAllPairs(n, weight, cacheLimit)
	heaviest := newBestPairs(n, candidatesPerVertex)
	for _, c := range candidates {
		u, v := min(c.U, c.V), max(c.U, c.V)
		if w := pairs.at(u, v); w > 0 {
			heaviest.add(u, v, w, -w)
		}
	}
	return improve(n, heaviest.pairs(), &st, func(m Matching) ([]Edge, error) {
		return violatedPairs(pairs, m, &st)
	})
}

// improve solves on edges, asks violated for the pairs of the complete graph that the duals of
// the solution leave with negative slack, adds them and solves again from the previous
// optimum, until violated finds none: then the duals prove the matching optimal over every
// pair violated looked at.
func improve(n int, edges []Edge, st *Stats, violated func(Matching) ([]Edge, error)) (Matching, Stats, error) {
	var m Matching
	var top workSink
	var s *solver
	var added []Edge
	for {
		if err := checkGraph(n, edges); err != nil {
			return Matching{}, *st, err
		}
		st.Rounds++
		st.Edges = len(edges)
		if st.Rounds == 1 {
			// A greedy start; the stages pair what it leaves free, many at a time, since a
			// tree grows on until an augmentation involves it (see endTrees).
			s = newSolver(n, edges)
			s.initGreedy()
		} else {
			// The solver keeps its matching, duals and blossoms (see addEdges).
			s.addEdges(added)
		}
		s.sink = &top
		var err error
		if err = s.run(); err != nil {
			return Matching{}, *st, err
		}
		m = s.result()
		added, err = violated(m)
		if err != nil {
			return Matching{}, *st, err
		}
		st.Top = top.w
		if len(added) == 0 {
			// Only the last solve's certificate is checked by Verify: the solves before it
			// are not answers, and the check has just found every pair outside the graph
			// feasible under these duals.
			if err := Verify(n, edges, m); err != nil {
				return Matching{}, *st, fmt.Errorf("matching: solution failed its own certificate: %w", err)
			}
			return m, *st, nil
		}
		st.Added += len(added)
		edges = append(edges, added...)
	}
}

// violatedPairs checks every pair of the complete graph against the duals of m and returns,
// for each vertex, up to maxAddPerVertex of its pairs with the most negative slack.
//
// Only blossoms give a pair more than its two vertex duals, and only for pairs inside the same
// outermost blossom. The other pairs cost two additions and a multiplication each; the pairs
// inside an outermost blossom are visited in leaf order, where the blossom holding both ends
// comes from a running minimum (see leafOrder). Each pair is checked once, in constant time.
func violatedPairs(pairs *allPairs, m Matching, st *Stats) ([]Edge, error) {
	n := pairs.n
	nt, err := newNesting(n, m.Duals.Blossoms)
	if err != nil {
		return nil, err
	}
	order, runs, join := nt.leafOrder()
	top := make([]int32, n)
	for v := range top {
		top[v] = -1
	}
	for r := 0; r+1 < len(runs); r++ {
		for _, v := range order[runs[r]:runs[r+1]] {
			top[v] = int32(r)
		}
	}
	worst := newBestPairs(n, maxAddPerVertex)
	vd := m.Duals.Vertex
	check := func(i, j int, w, common int64) error {
		if w <= 0 {
			return nil
		}
		if w > MaxEdgeWeight {
			return fmt.Errorf("%w: weight(%d, %d) = %d exceeds %d", ErrInvalid, i, j, w, MaxEdgeWeight)
		}
		if slack := vd[i] + vd[j] + common - 4*w; slack < 0 {
			worst.add(i, j, w, slack)
		}
		return nil
	}
	for i := 0; i < n; i++ {
		for k, w := range pairs.row(i) {
			if j := i + 1 + k; top[i] == -1 || top[i] != top[j] {
				if err := check(i, j, w, 0); err != nil {
					return nil, err
				}
			}
		}
	}
	for r := 0; r+1 < len(runs); r++ {
		for p := runs[r]; p < runs[r+1]; p++ {
			i := int(order[p])
			shallowest := int32(-1)
			for q := p + 1; q < runs[r+1]; q++ {
				if b := join[q-1]; shallowest == -1 || nt.depth[b] < nt.depth[shallowest] {
					shallowest = b
				}
				j := int(order[q])
				if err := check(min(i, j), max(i, j), pairs.at(min(i, j), max(i, j)), nt.zsum[shallowest]); err != nil {
					return nil, err
				}
			}
		}
	}
	st.PairsChecked += int64(n) * int64(n-1) / 2
	return worst.pairs(), nil
}

// allPairs reads the weights of all pairs row by row: pairs (i, j) for j > i. When there are at
// most cacheLimit pairs it reads them once, up front, as every round reads them all again.
type allPairs struct {
	n      int
	weight func(i, j int) int64
	cache  []int64 // all rows one after the other, or nil
	buf    []int64 // the current row when there is no cache
}

func newAllPairs(n int, weight func(i, j int) int64, cacheLimit int64) *allPairs {
	a := &allPairs{n: n, weight: weight}
	total := int64(n) * int64(n-1) / 2
	if total > cacheLimit {
		a.buf = make([]int64, n)
		return a
	}
	cache := make([]int64, total)
	for i := 0; i < n; i++ {
		row := cache[a.rowStart(i) : a.rowStart(i)+n-i-1]
		for k := range row {
			row[k] = weight(i, i+1+k)
		}
	}
	a.cache = cache
	return a
}

// row returns the weights of the pairs (i, j) for j = i+1..n-1, valid until the next call.
func (a *allPairs) row(i int) []int64 {
	if a.cache != nil {
		return a.cache[a.rowStart(i) : a.rowStart(i)+a.n-i-1]
	}
	r := a.buf[:a.n-i-1]
	for k := range r {
		r[k] = a.weight(i, i+1+k)
	}
	return r
}

// at returns the weight of the pair i < j.
func (a *allPairs) at(i, j int) int64 {
	if a.cache != nil {
		return a.cache[a.rowStart(i)+j-i-1]
	}
	return a.weight(i, j)
}

func (a *allPairs) rowStart(i int) int {
	return i * (2*a.n - i - 1) / 2
}

// bestPairs keeps, per vertex, the few pairs with the smallest key.
type bestPairs struct {
	k    int
	key  []int64 // k entries per vertex, smallest first
	pair []Edge
	cnt  []int32
}

func newBestPairs(n, k int) *bestPairs {
	return &bestPairs{k: k, key: make([]int64, n*k), pair: make([]Edge, n*k), cnt: make([]int32, n)}
}

// add offers the pair (u, v) of weight w to both its vertices.
func (bp *bestPairs) add(u, v int, w, key int64) {
	bp.addTo(u, u, v, w, key)
	bp.addTo(v, u, v, w, key)
}

func (bp *bestPairs) addTo(x, u, v int, w, key int64) {
	base := x * bp.k
	c := int(bp.cnt[x])
	if c == bp.k && !bp.before(key, u, v, base+c-1) {
		return
	}
	if c < bp.k {
		c++
		bp.cnt[x] = int32(c)
	}
	i := base + c - 1
	for i > base && bp.before(key, u, v, i-1) {
		bp.key[i], bp.pair[i] = bp.key[i-1], bp.pair[i-1]
		i--
	}
	bp.key[i] = key
	bp.pair[i] = Edge{U: u, V: v, W: w}
}

// before reports whether the pair (u, v) with key comes before entry i: smaller key first, ties
// by the pair, so that the pairs kept do not depend on the order they were offered in (the
// check offers them from several goroutines).
func (bp *bestPairs) before(key int64, u, v, i int) bool {
	if key != bp.key[i] {
		return key < bp.key[i]
	}
	e := &bp.pair[i]
	return u < e.U || u == e.U && v < e.V
}

// merge offers every pair kept by o, which keeps pairs of the same vertices.
func (bp *bestPairs) merge(o *bestPairs) {
	for x, c := range o.cnt {
		for i := x * o.k; i < x*o.k+int(c); i++ {
			e := o.pair[i]
			bp.addTo(x, e.U, e.V, e.W, o.key[i])
		}
	}
}

// pairs returns the kept pairs, each once.
func (bp *bestPairs) pairs() []Edge {
	var out []Edge
	for x, c := range bp.cnt {
		out = append(out, bp.pair[x*bp.k:x*bp.k+int(c)]...)
	}
	return SortPairs(len(bp.cnt), out)
}

// SortPairs sorts pairs of vertices below n by their ends, lower end first, and keeps each
// pair once (the first of equal pairs). It sorts by the lower end by counting, then each
// vertex's few pairs by the other end: the candidates and violated pairs of a large round
// number hundreds of thousands, where a comparison sort of them all cost more than the
// first solve.
func SortPairs(n int, pairs []Edge) []Edge {
	start := make([]int32, n+1)
	for _, e := range pairs {
		start[e.U+1]++
	}
	for u := range n {
		start[u+1] += start[u]
	}
	out := make([]Edge, len(pairs))
	next := slices.Clone(start[:n])
	for _, e := range pairs {
		out[next[e.U]] = e
		next[e.U]++
	}
	kept := 0
	for u := range n {
		run := out[start[u]:start[u+1]]
		if len(run) > 32 {
			slices.SortStableFunc(run, func(a, b Edge) int { return cmp.Compare(a.V, b.V) })
		} else {
			// Insertion sort, stable, for the few dozen pairs a vertex mostly has.
			for i := 1; i < len(run); i++ {
				e := run[i]
				j := i
				for ; j > 0 && run[j-1].V > e.V; j-- {
					run[j] = run[j-1]
				}
				run[j] = e
			}
		}
		for i, e := range run {
			if i == 0 || e.V != run[i-1].V {
				out[kept] = e
				kept++
			}
		}
	}
	return out[:kept]
}
