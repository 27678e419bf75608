package matching

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// TestAddEdgesAgainstBruteForce solves random graphs on part of their edges, then hands the
// solver the rest in batches (addEdges keeps its matching and blossoms, dissolving only those
// around the ends of violated edges) and runs it again: after every batch the result must have
// the brute-force optimum of the edges given so far and a certificate that holds on them.
func TestAddEdgesAgainstBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 22))
	count := 1500
	if testing.Short() {
		count = 300
	}
	var dissolved, raised int
	for c := 0; c < count; c++ {
		n := 2 + r.IntN(15)
		all := randomGraph(r, n, []float64{0.3, 0.6, 1}[r.IntN(3)], []int64{5, 100, 1e15}[r.IntN(3)], r.IntN(2) == 0)
		r.Shuffle(len(all), func(i, j int) { all[i], all[j] = all[j], all[i] })
		cut := r.IntN(len(all) + 1)
		given := append([]Edge(nil), all[:cut]...)
		s := newSolver(n, given)
		if r.IntN(2) == 0 {
			s.initGreedy()
		} else {
			// The textbook start (every vertex at half the largest weight, nothing matched)
			// forms and keeps many more blossoms.
			var top int64
			for _, e := range s.edges {
				top = max(top, e.w4/2)
			}
			for v := range s.n {
				s.dual[v] = top + top&1
			}
		}
		if _, err := s.solveAndVerify(n, given); err != nil {
			t.Fatalf("case %d: first solve: %v", c, err)
		}
		rest := all[cut:]
		for len(rest) > 0 {
			k := 1 + r.IntN(len(rest))
			batch := rest[:k]
			rest = rest[k:]
			before := s.work
			blossoms := 0
			for b := s.n; b < 2*s.n; b++ {
				if s.base[b] >= 0 {
					blossoms++
				}
			}
			free := s.free()
			s.addEdges(batch)
			if s.work.Expansions > before.Expansions && blossoms > 0 {
				dissolved++
			}
			if s.free() > free {
				raised++
			}
			given = append(given, batch...)
			m, err := s.solveAndVerify(n, given)
			if err != nil {
				t.Fatalf("case %d: re-solve: %v (n=%d edges=%v)", c, err, n, given)
			}
			if want := bruteMaxWeight(n, given); m.Weight != want {
				t.Fatalf("case %d: weight %d after adding edges, brute force %d (n=%d edges=%v)", c, m.Weight, want, n, given)
			}
		}
	}
	// The cases must reach the paths they are about: blossoms dissolved around a violated
	// edge, and pairs split.
	t.Logf("%d re-solves dissolved a blossom, %d split a pair", dissolved, raised)
	if dissolved < count/50 || raised < count/10 {
		t.Errorf("only %d re-solves dissolved a blossom and %d split a pair, of %d cases", dissolved, raised, count)
	}
}

// TestDenseLargerGraphs solves complete graphs of a few hundred vertices with MaxWeightDense
// from a few candidates and compares with MaxWeight on all pairs.
func TestDenseLargerGraphs(t *testing.T) {
	r := rand.New(rand.NewPCG(23, 24))
	for c, n := range []int{129, 257, 300, 513} {
		weight, all := completeGraph(r, n, []int64{10, 1e15}[c%2], c%2 == 0)
		full, err := MaxWeight(n, all)
		if err != nil {
			t.Fatal(err)
		}
		m, st, err := MaxWeightDense(n, weight, fewCandidates(r, n, 3*n))
		if err != nil {
			t.Fatalf("n=%d: %v", n, err)
		}
		if m.Weight != full.Weight {
			t.Fatalf("n=%d: dense weight %d, full graph %d", n, m.Weight, full.Weight)
		}
		if err := Verify(n, all, m); err != nil {
			t.Fatalf("n=%d: %v", n, err)
		}
		if st.Top.Stages == 0 {
			t.Errorf("n=%d: no stage ran: %+v", n, st)
		}
	}
}

// TestAddEdgesKeepsOtherBlossoms adds one heavy edge to a solved graph: only the blossoms
// around the end addEdges isolates may go, every other blossom keeps its members and dual, and
// at most one pair per dissolved blossom plus the end's own pair is split.
func TestAddEdgesKeepsOtherBlossoms(t *testing.T) {
	r := rand.New(rand.NewPCG(25, 26))
	checked, inside := 0, 0
	for c := 0; c < 400 && checked < 60; c++ {
		n := 20 + r.IntN(40)
		edges := randomGraph(r, n, 0.3, 1000, true)
		s := newSolver(n, edges)
		s.initGreedy()
		if _, err := s.solveAndVerify(n, edges); err != nil {
			t.Fatal(err)
		}
		type kept struct {
			members string
			dual    int64
		}
		blossoms := map[int32]kept{}
		for b := s.n; b < 2*s.n; b++ {
			if s.base[b] >= 0 {
				blossoms[b] = kept{fmt.Sprint(s.appendLeaves(nil, b)), s.dual[b]}
			}
		}
		if len(blossoms) == 0 {
			continue
		}
		u, v := int32(r.IntN(n)), int32(r.IntN(n))
		if u == v {
			continue
		}
		// The end with fewer blossoms around it is the one dissolved (the first on a tie).
		x := u
		if s.depth(v) < s.depth(u) {
			x = v
		}
		around := map[int32]bool{}
		for b := s.parent[x]; b != -1; b = s.parent[b] {
			around[b] = true
		}
		if len(around) > 0 {
			inside++
		}
		pairs := 0
		for w := range s.n {
			if s.mate[w] != -1 {
				pairs++
			}
		}
		s.addEdges([]Edge{{U: int(u), V: int(v), W: 1 << 40}})
		for b, k := range blossoms {
			if around[b] {
				continue
			}
			if s.base[b] < 0 || fmt.Sprint(s.appendLeaves(nil, b)) != k.members || s.dual[b] != k.dual {
				t.Fatalf("case %d: blossom %d not around %d changed", c, b, x)
			}
		}
		after := 0
		for w := range s.n {
			if s.mate[w] != -1 {
				after++
			}
		}
		if split := (pairs - after) / 2; split > len(around)+1 {
			t.Fatalf("case %d: %d pairs split for %d blossoms around %d", c, split, len(around), x)
		}
		if m, err := s.solveAndVerify(n, append(edges, Edge{U: int(u), V: int(v), W: 1 << 40})); err != nil {
			t.Fatal(err)
		} else if m.Mate[u] != int(v) {
			t.Fatalf("case %d: the heavy edge %d-%d is not paired", c, u, v)
		}
		checked++
	}
	if checked < 30 || inside < 10 {
		t.Errorf("only %d graphs had blossoms, %d with the dissolved end inside one", checked, inside)
	}
}
