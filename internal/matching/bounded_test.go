package matching

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
)

// blockMax returns the largest weight of each block of classes, worked out from every pair: an
// exact bound, to which a test may add a margin.
func blockMax(n int, weight func(i, j int) int64, of []int, k int) [][]int64 {
	top := make([][]int64, k)
	for a := range top {
		top[a] = make([]int64, k)
	}
	for i := 0; i < n; i++ {
		for j := i + 1; j < n; j++ {
			a, b := min(of[i], of[j]), max(of[i], of[j])
			top[a][b] = max(top[a][b], weight(i, j))
		}
	}
	return top
}

// exactLess returns, for tags tag (from 0 to tags-1) and the bound of the classes of, the
// largest Less for which every pair still weighs at most its bound: for each pair of tags, the
// least gap between a pair's bound and its weight, worked out from every pair. Pairs of tags
// that no pair has get MaxEdgeWeight, which must not matter.
func exactLess(n int, weight func(i, j int) int64, of, tag []int, tags int, bound func(a, b int) int64) func(s, t int) int64 {
	less := make([][]int64, tags)
	for s := range less {
		less[s] = make([]int64, tags)
		for t := range less[s] {
			less[s][t] = MaxEdgeWeight
		}
	}
	for i := 0; i < n; i++ {
		for j := i + 1; j < n; j++ {
			s, t := min(tag[i], tag[j]), max(tag[i], tag[j])
			gap := bound(min(of[i], of[j]), max(of[i], of[j])) - max(weight(i, j), 0)
			less[s][t] = min(less[s][t], gap)
		}
	}
	return func(s, t int) int64 { return less[s][t] }
}

// randomTags gives the classes cl random tags, from 0 to tags-1, and their exact Less.
func randomTags(r *rand.Rand, n int, weight func(i, j int) int64, cl *Classes, tags int) {
	cl.Tag = make([]int, n)
	for v := range cl.Tag {
		cl.Tag[v] = r.IntN(tags)
	}
	cl.Less = exactLess(n, weight, cl.Of, cl.Tag, tags, cl.Bound)
}

// TestClassesAgainstBruteForce solves small complete graphs with random classes, bounds that
// are exact or loose, and poor candidates (half the time with random pairs to keep for the
// first solve; half the time with random tags and their exact Less), and compares with
// exhaustive search. Every pair must be either computed or settled by its block in every
// round.
func TestClassesAgainstBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(15, 16))
	keep := rand.New(rand.NewPCG(17, 18))
	count := 600
	if testing.Short() {
		count = 60
	}
	bounded := 0
	for c := 0; c < count; c++ {
		n := 1 + r.IntN(14)
		weight, all := completeGraph(r, n, []int64{4, 1000, 1e15}[r.IntN(3)], r.IntN(3) == 0)
		k := 1 + r.IntN(n)
		of := make([]int, n)
		for v := range of {
			of[v] = r.IntN(k)
		}
		top := blockMax(n, weight, of, k)
		margin := []int64{0, 1, 1000}[r.IntN(3)]
		cl := Classes{Of: of, Bound: func(a, b int) int64 { return top[a][b] + margin }}
		if r.IntN(2) == 0 {
			randomTags(r, n, weight, &cl, 1+r.IntN(MaxTags))
		}
		if keep.IntN(2) == 0 {
			cl.Keep = fewCandidates(keep, n, keep.IntN(n+1))
		}
		m, st, err := MaxWeightClasses(n, weight, fewCandidates(r, n, r.IntN(n+1)), cl)
		if err != nil {
			t.Fatalf("case %d: %v", c, err)
		}
		if want := bruteMaxWeight(n, all); m.Weight != want {
			t.Fatalf("case %d: weight %d, brute force %d (n=%d edges=%v classes=%v)", c, m.Weight, want, n, all, of)
		}
		if err := Verify(n, all, m); err != nil {
			t.Fatalf("case %d: certificate fails on the complete graph: %v", c, err)
		}
		if got, want := st.PairsChecked+st.PairsBounded, int64(st.Rounds)*int64(n*(n-1)/2); got != want {
			t.Fatalf("case %d: %d pairs computed or bounded over %d rounds, want %d", c, got, st.Rounds, want)
		}
		if st.PairsBounded > 0 {
			bounded++
		}
	}
	if bounded < count/4 {
		t.Errorf("only %d of %d cases settled a pair by its bound", bounded, count)
	}
}

// TestClassesKeepInvalid: a pair to keep with an end outside the graph, or a loop, is refused
// as invalid input.
func TestClassesKeepInvalid(t *testing.T) {
	weight := func(i, j int) int64 { return int64(i + j + 1) }
	of := []int{0, 0, 1, 1}
	cl := Classes{Of: of, Bound: func(a, b int) int64 { return 8 }}
	for _, bad := range [][]Edge{{{U: 0, V: 4}}, {{U: -1, V: 2}}, {{U: 2, V: 2}}} {
		cl.Keep = bad
		if _, _, err := MaxWeightClasses(4, weight, nil, cl); !errors.Is(err, ErrInvalid) {
			t.Errorf("keep %v: error %v, want ErrInvalid", bad, err)
		}
	}
}

// TestClassesMcMahon solves synthetic McMahon rounds with the score groups as classes and
// their exact block maxima as bounds: the weight must equal MaxWeightDense's, the certificate
// must hold on every pair, and a good share of the pairs (a third over all solves, the first
// one from a poor start included) must be settled without their weight.
func TestClassesMcMahon(t *testing.T) {
	for _, c := range []struct{ n, groups int }{{200, 8}, {600, 12}, {1000, 12}, {2100, 16}} {
		round := newMcMahonRound(c.n, c.groups, uint64(c.n))
		dense, _, err := MaxWeightDense(c.n, round.weight, round.candidates())
		if err != nil {
			t.Fatal(err)
		}
		top := blockMax(c.n, round.weight, round.group, c.groups)
		cl := Classes{Of: round.group, Bound: func(a, b int) int64 { return top[a][b] }}
		m, st, err := MaxWeightClasses(c.n, round.weight, round.candidates(), cl)
		if err != nil {
			t.Fatal(err)
		}
		if m.Weight != dense.Weight {
			t.Fatalf("n=%d: weight %d, MaxWeightDense %d", c.n, m.Weight, dense.Weight)
		}
		if err := Verify(c.n, round.allEdges(), m); err != nil {
			t.Fatalf("n=%d: %v", c.n, err)
		}
		if per := int64(st.Rounds) * int64(c.n*(c.n-1)/2); st.PairsBounded < per/3 {
			t.Errorf("n=%d: only %d of %d pairs settled by their bound", c.n, st.PairsBounded, per)
		}
	}
}

// TestClassesBrokenLess gives tags whose Less puts the bound of a pair of tags below the
// weight of pairs that the duals leave to compute: the check reports ErrBound, naming the
// tags.
func TestClassesBrokenLess(t *testing.T) {
	// One class; 0-1 and 2-3 weigh 10, the pairs across the tags 100, and the candidates are
	// 0-1 and 2-3 alone, so the first duals (20 each) fall short of every cross pair.
	weight := func(i, j int) int64 {
		if (i < 2) == (j < 2) {
			return 10
		}
		return 100
	}
	cand := []Edge{{U: 0, V: 1, W: 10}, {U: 2, V: 3, W: 10}}
	cl := Classes{Of: []int{0, 0, 0, 0}, Bound: func(a, b int) int64 { return 100 }, Tag: []int{0, 0, 1, 1}}
	cl.Less = func(s, t int) int64 { return 0 }
	m, _, err := MaxWeightClasses(4, weight, cand, cl)
	if err != nil || m.Weight != 200 {
		t.Fatalf("with Less 0: weight %d, error %v; want 200", m.Weight, err)
	}
	cl.Less = func(s, t int) int64 {
		if s != t {
			return 50
		}
		return 0
	}
	if _, _, err := MaxWeightClasses(4, weight, cand, cl); !errors.Is(err, ErrBound) || !strings.Contains(err.Error(), "tags 0 and 1") {
		t.Errorf("Less 50 across the tags: got %v, want ErrBound naming tags 0 and 1", err)
	}
}

// TestClassesBrokenBound gives a bound below the true weight of a block. Where a pair of the
// block has to be computed the check reports ErrBound; where the duals settle the block
// without computing it, the answer is wrong, and the check of its certificate against every
// pair of the graph rejects it: the proof is only as good as the bound, and the tests that
// compare with brute force or with every pair would catch a bound that is too low.
func TestClassesBrokenBound(t *testing.T) {
	// Classes {0, 1} and {2, 3}; the optimum pairs across them (0-2, 1-3: 200), the candidates
	// only inside them (0-1, 2-3: 20).
	weights := map[[2]int]int64{{0, 1}: 10, {2, 3}: 10, {0, 2}: 100, {1, 3}: 100, {0, 3}: 1, {1, 2}: 1}
	weight := func(i, j int) int64 { return weights[[2]int{i, j}] }
	var all []Edge
	for p, w := range weights {
		all = append(all, Edge{U: p[0], V: p[1], W: w})
	}
	cand := []Edge{{U: 0, V: 1}, {U: 2, V: 3}}
	of := []int{0, 0, 1, 1}
	bound := func(cross int64) Classes {
		return Classes{Of: of, Bound: func(a, b int) int64 {
			if a != b {
				return cross
			}
			return 10
		}}
	}
	m, _, err := MaxWeightClasses(4, weight, cand, bound(100))
	if err != nil || m.Weight != 200 {
		t.Fatalf("honest bound: weight %d, %v; want 200", m.Weight, err)
	}
	// Too low, but the duals (20 a vertex, quarter units) fall short of it: the pairs are
	// computed and the first one above the bound is reported.
	if _, _, err := MaxWeightClasses(4, weight, cand, bound(50)); !errors.Is(err, ErrBound) {
		t.Errorf("bound 50: got %v, want ErrBound", err)
	}
	// Far too low: the duals settle the block, the optimum is missed, and only a check of the
	// certificate against every pair shows it.
	m, _, err = MaxWeightClasses(4, weight, cand, bound(1))
	if err != nil {
		t.Fatal(err)
	}
	if m.Weight == 200 {
		t.Fatal("bound 1 still found the optimum: the test no longer exercises a broken bound")
	}
	if err := Verify(4, all, m); !errors.Is(err, ErrCertificate) {
		t.Errorf("bound 1: Verify over every pair gave %v, want ErrCertificate", err)
	}
}

// TestClassesInvalid rejects classes that do not fit the graph, bounds above MaxEdgeWeight,
// and tags that do not fit the graph or are out of range, or whose Less is missing or out of
// range.
func TestClassesInvalid(t *testing.T) {
	weight := func(i, j int) int64 { return 1 }
	one := func(a, b int) int64 { return 1 }
	for _, cl := range []Classes{
		{Of: []int{0, 0}, Bound: one},
		{Of: []int{0, -1, 0}, Bound: one},
		{Of: []int{0, 0, 0}, Bound: func(a, b int) int64 { return MaxEdgeWeight + 1 }},
		{Of: []int{0, 0, 0}, Bound: one, Tag: []int{0, 0}, Less: one},
		{Of: []int{0, 0, 0}, Bound: one, Tag: []int{0, MaxTags, 0}, Less: one},
		{Of: []int{0, 0, 0}, Bound: one, Tag: []int{0, -1, 0}, Less: one},
		{Of: []int{0, 0, 0}, Bound: one, Tag: []int{0, 1, 0}},
		{Of: []int{0, 0, 0}, Bound: one, Tag: []int{0, 1, 0}, Less: func(s, t int) int64 { return -1 }},
		{Of: []int{0, 0, 0}, Bound: one, Tag: []int{0, 1, 0}, Less: func(s, t int) int64 { return MaxEdgeWeight + 1 }},
	} {
		if _, _, err := MaxWeightClasses(3, weight, nil, cl); !errors.Is(err, ErrInvalid) {
			t.Errorf("classes %v: got %v, want ErrInvalid", cl.Of, err)
		}
	}
}

// partialRound solves a McMahon round of n players in groups on every every-th of its
// candidates, so that the duals leave pairs of the complete graph violated, and returns the
// round, the matching and its groups as classes with their exact bounds (and, if tags > 0,
// random colour tags drawn from tagSeed with their exact Less).
func partialRound(t *testing.T, n, groups, every, tags int, tagSeed uint64) (*mcmahonRound, Matching, Classes) {
	t.Helper()
	round := newMcMahonRound(n, groups, uint64(7*n+every))
	var part []Edge
	for k, e := range round.candidates() {
		if k%every == 0 {
			e.W = round.weight(e.U, e.V)
			part = append(part, e)
		}
	}
	m, err := MaxWeight(n, part)
	if err != nil {
		t.Fatal(err)
	}
	top := blockMax(n, round.weight, round.group, groups)
	cl := Classes{Of: round.group, Bound: func(a, b int) int64 { return top[a][b] }}
	if tags > 0 {
		randomTags(rand.New(rand.NewPCG(uint64(n), tagSeed)), n, round.weight, &cl, tags)
	}
	return round, m, cl
}

// TestClassCheckEqualsDense checks the duals of matchings solved on a part of McMahon rounds'
// pairs (duals with blossoms, and pairs of the whole graph that violate them) with the check by
// classes and with the check that computes every pair: both must return the same pairs. The
// check by classes passes over runs of a class's members that lie in one outermost blossom
// with the vertex of the row; a run passed over wrongly would lose pairs here. Half the cases
// give the vertices random tags with their exact Less.
func TestClassCheckEqualsDense(t *testing.T) {
	blossoms, violated, visited, walks := 0, 0, int64(0), int64(0)
	for _, c := range []struct{ n, groups, every, tags int }{{120, 3, 3, 0}, {300, 6, 5, 0}, {400, 4, 9, 0}, {500, 10, 2, 0},
		{120, 3, 3, 3}, {300, 6, 5, 2}, {400, 4, 9, MaxTags}, {500, 10, 2, 5}} {
		round, m, cl := partialRound(t, c.n, c.groups, c.every, c.tags, 3)
		ch, err := newClassCheck(c.n, round.weight, cl)
		if err != nil {
			t.Fatal(err)
		}
		var st, dst Stats
		got, err := ch.violated(m, &st)
		if err != nil {
			t.Fatal(err)
		}
		want, err := violatedPairs(newAllPairs(c.n, round.weight, 0), m, &dst)
		if err != nil {
			t.Fatal(err)
		}
		key := func(e Edge) [3]int64 { return [3]int64{int64(min(e.U, e.V)), int64(max(e.U, e.V)), e.W} }
		gs, ws := map[[3]int64]bool{}, map[[3]int64]bool{}
		for _, e := range got {
			gs[key(e)] = true
		}
		for _, e := range want {
			ws[key(e)] = true
		}
		if len(gs) != len(ws) {
			t.Fatalf("n=%d: %d violated pairs by classes, %d by every pair", c.n, len(gs), len(ws))
		}
		for k := range ws {
			if !gs[k] {
				t.Fatalf("n=%d: pair %v violated, missed by the check by classes", c.n, k)
			}
		}
		blossoms += len(m.Duals.Blossoms)
		violated += len(want)
		visited += st.PairsVisited
		walks += int64(c.n) * int64(c.n-1) / 2
	}
	if blossoms == 0 || violated == 0 {
		t.Fatalf("%d blossoms, %d violated pairs: the cases test nothing", blossoms, violated)
	}
	if visited == 0 || visited >= walks {
		t.Errorf("%d pairs looked at one by one of %d", visited, walks)
	}
}
