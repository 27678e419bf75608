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
	// PairsChecked is the number of pairs whose slack was computed, over all rounds.
	PairsChecked int64
}

// maxAddPerVertex bounds the violated pairs added per vertex and round. Adding every violated
// pair after a poor first round could bring in most of the complete graph, while a few of the
// worst per vertex usually suffice: duals move, and the next check finds what is still missing.
const maxAddPerVertex = 4

// MaxWeightDense returns a maximum-weight matching of the complete graph on n vertices in which
// the pair i < j weighs weight(i, j), without handing the n(n-1)/2 edges to the solver.
//
// It solves on the candidate pairs (their W fields are ignored: weight decides), then checks
// every pair against the duals of that solution. A pair with negative slack could improve the
// matching, so the worst such pairs are added and the solve is repeated, starting from the
// previous optimum. When no pair is violated, the duals prove the matching optimal over the
// complete graph. Good candidates (players of the same or adjacent score groups) make this one
// solve on a sparse graph plus one O(n^2) pass of cheap arithmetic.
func MaxWeightDense(n int, weight func(i, j int) int64, candidates []Edge) (Matching, Stats, error) {
	var st Stats
	if err := checkGraph(n, candidates); err != nil {
		return Matching{}, st, err
	}
	edges := make([]Edge, 0, len(candidates))
	for _, c := range candidates {
		u, v := min(c.U, c.V), max(c.U, c.V)
		if w := weight(u, v); w > 0 {
			edges = append(edges, Edge{U: u, V: v, W: w})
		}
	}
	var m Matching
	for {
		if err := checkGraph(n, edges); err != nil {
			return Matching{}, st, err
		}
		st.Rounds++
		st.Edges = len(edges)
		s := newSolver(n, edges)
		if st.Rounds == 1 {
			s.initGreedy()
		} else {
			s.initWarm(m.Mate, m.Duals.shares(n))
		}
		var err error
		if m, err = s.solveAndVerify(n, edges); err != nil {
			return Matching{}, st, err
		}
		added, err := violatedPairs(n, weight, m, &st)
		if err != nil {
			return Matching{}, st, err
		}
		if len(added) == 0 {
			return m, st, nil
		}
		st.Added += len(added)
		edges = append(edges, added...)
	}
}

// shares returns each vertex dual plus half the duals of the blossoms around the vertex: a
// feasible start without blossoms (see initWarm). The duals come from a verified solution.
func (d Duals) shares(n int) []int64 {
	out := slices.Clone(d.Vertex)
	for _, b := range d.Blossoms {
		for _, v := range b.Members {
			out[v] += b.Z / 2
		}
	}
	return out
}

// violatedPairs checks every pair of the complete graph against the duals of m and returns,
// for each vertex, up to maxAddPerVertex of its pairs with the most negative slack.
//
// Only blossoms give a pair more than its two vertex duals, and only for pairs inside the same
// outermost blossom; for all other pairs the slack is two additions and a multiplication.
func violatedPairs(n int, weight func(i, j int) int64, m Matching, st *Stats) ([]Edge, error) {
	nt, err := newNesting(n, m.Duals.Blossoms)
	if err != nil {
		return nil, err
	}
	top := make([]int32, n)
	for v := range top {
		b := nt.inner[v]
		for b >= 0 && nt.parent[b] >= 0 {
			b = nt.parent[b]
		}
		top[v] = b
	}
	worst := newWorstPairs(n)
	vd := m.Duals.Vertex
	for i := 0; i < n; i++ {
		for j := i + 1; j < n; j++ {
			w := weight(i, j)
			if w <= 0 {
				continue
			}
			if w > MaxEdgeWeight {
				return nil, fmt.Errorf("%w: weight(%d, %d) = %d exceeds %d", ErrInvalid, i, j, w, MaxEdgeWeight)
			}
			slack := vd[i] + vd[j] - 4*w
			if slack < 0 && top[i] >= 0 && top[i] == top[j] {
				slack += nt.common(i, j)
			}
			if slack < 0 {
				worst.add(i, j, w, slack)
				worst.add(j, i, w, slack)
			}
		}
	}
	st.PairsChecked += int64(n) * int64(n-1) / 2
	return worst.pairs(), nil
}

// worstPairs keeps, per vertex, the few pairs with the most negative slack.
type worstPairs struct {
	slack []int64 // maxAddPerVertex entries per vertex, most negative first
	pair  []Edge
	count []int8
}

func newWorstPairs(n int) *worstPairs {
	return &worstPairs{
		slack: make([]int64, n*maxAddPerVertex),
		pair:  make([]Edge, n*maxAddPerVertex),
		count: make([]int8, n),
	}
}

func (wp *worstPairs) add(v, u int, w, slack int64) {
	base := v * maxAddPerVertex
	c := int(wp.count[v])
	if c == maxAddPerVertex && slack >= wp.slack[base+c-1] {
		return
	}
	if c < maxAddPerVertex {
		c++
		wp.count[v] = int8(c)
	}
	i := base + c - 1
	for i > base && wp.slack[i-1] > slack {
		wp.slack[i], wp.pair[i] = wp.slack[i-1], wp.pair[i-1]
		i--
	}
	wp.slack[i] = slack
	wp.pair[i] = Edge{U: min(u, v), V: max(u, v), W: w}
}

// pairs returns the kept pairs, each once.
func (wp *worstPairs) pairs() []Edge {
	var out []Edge
	for v, c := range wp.count {
		out = append(out, wp.pair[v*maxAddPerVertex:v*maxAddPerVertex+int(c)]...)
	}
	slices.SortFunc(out, func(a, b Edge) int { return cmp.Or(cmp.Compare(a.U, b.U), cmp.Compare(a.V, b.V)) })
	return slices.CompactFunc(out, func(a, b Edge) bool { return a.U == b.U && a.V == b.V })
}
