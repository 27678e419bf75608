package matching

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// cloneMatching copies m deeply, so that its duals can be changed.
func cloneMatching(m Matching) Matching {
	c := m
	c.Mate = slices.Clone(m.Mate)
	c.Duals.Vertex = slices.Clone(m.Duals.Vertex)
	c.Duals.Blossoms = make([]Blossom, len(m.Duals.Blossoms))
	for b, bl := range m.Duals.Blossoms {
		c.Duals.Blossoms[b] = Blossom{Members: slices.Clone(bl.Members), Z: bl.Z}
	}
	return c
}

// outermost returns the blossoms of bs that lie in no other.
func outermost(n int, bs []Blossom) []int {
	nt, err := newNesting(n, bs)
	if err != nil {
		panic(err)
	}
	var out []int
	for b, p := range nt.parent {
		if p < 0 {
			out = append(out, b)
		}
	}
	return out
}

// TestCheckReusesSettledBlossoms checks the same McMahon rounds again and again while their
// duals change the ways a re-solve changes them (or more freely), and compares each check,
// which passes over the blossoms the check before settled, with the check of every pair one
// by one: the violated pairs must be the same. The changes: none (where the check before
// found violated pairs inside blossoms, they must be found again), an outermost blossom's
// members lowered and its dual raised to match (its pairs keep their slacks and are passed
// over), one member of a blossom lowered, an inner blossom's dual lowered, a blossom dropped,
// a vertex raised.
func TestCheckReusesSettledBlossoms(t *testing.T) {
	r := rand.New(rand.NewPCG(41, 42))
	var passed, inside int64
	checks := 0
	for _, c := range []struct{ n, groups, every, tags int }{{300, 6, 1, 2}, {400, 4, 1, 0}, {500, 10, 2, 5}, {600, 8, 1, 3}} {
		round, m, cl := partialRound(t, c.n, c.groups, c.every, c.tags, 5)
		if len(m.Duals.Blossoms) == 0 {
			continue
		}
		ch, err := newClassCheck(c.n, round.weight, cl)
		if err != nil {
			t.Fatal(err)
		}
		every := newAllPairs(c.n, round.weight, 0)
		for step := 0; step < 24; step++ {
			bs := m.Duals.Blossoms
			y := m.Duals.Vertex
			switch step % 6 {
			case 1: // a tree labels an outermost blossom
				outer := outermost(c.n, bs)
				b := outer[r.IntN(len(outer))]
				d := int64(1 + r.IntN(1000))
				for _, v := range bs[b].Members {
					y[v] -= d
				}
				bs[b].Z += 2 * d
			case 2: // one member lowered
				bl := bs[r.IntN(len(bs))]
				y[bl.Members[r.IntN(len(bl.Members))]] -= int64(r.IntN(1 << 30))
			case 3: // a blossom's dual lowered
				b := r.IntN(len(bs))
				bs[b].Z -= r.Int64N(bs[b].Z + 1)
			case 4: // a blossom dropped
				if len(bs) > 1 {
					b := r.IntN(len(bs))
					m.Duals.Blossoms = slices.Delete(bs, b, b+1)
				}
			case 5: // a vertex raised
				y[r.IntN(c.n)] += int64(r.IntN(1 << 40))
			}
			var st, fst Stats
			got, err := ch.violated(m, &st)
			if err != nil {
				t.Fatal(err)
			}
			want, err := violatedPairs(every, m, &fst)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(got, want) {
				t.Fatalf("n=%d, step %d: %d violated pairs after reuse, %d by every pair\n%v\n%v", c.n, step, len(got), len(want), got, want)
			}
			fresh, err := newClassCheck(c.n, round.weight, cl)
			if err != nil {
				t.Fatal(err)
			}
			var nst Stats
			if _, err := fresh.violated(m, &nst); err != nil {
				t.Fatal(err)
			}
			passed += nst.PairsVisited - st.PairsVisited
			nt, _ := newNesting(c.n, m.Duals.Blossoms)
			for _, e := range want {
				if nt.common(e.U, e.V) > 0 {
					inside++
				}
			}
			checks++
			t.Logf("n=%d step %d: %d blossoms, %d violated, looked at %d pairs, %d from scratch", c.n, step, len(m.Duals.Blossoms), len(want), st.PairsVisited, nst.PairsVisited)
			m = cloneMatching(m)
		}
	}
	if checks < 72 {
		t.Fatalf("%d checks of rounds with blossoms", checks)
	}
	if passed <= 0 {
		t.Errorf("the checks after the first looked at %d pairs fewer than checks from scratch", passed)
	}
	if inside == 0 {
		t.Errorf("no violated pair inside a blossom in %d checks: the test cannot tell a wrong reuse", checks)
	}
}

// TestCheckReuseNeedsSameNesting checks two hand-made pairs of certificates, each first
// checked clean and then changed so that pairs inside a blossom become violated while every
// vertex keeps its dual relative to the blossoms around it: the second check must find them.
// In the first, a blossom of 7 members (P) is split into two of 3 (c1, c2): the pairs between
// them lose P's dual. In the second, the dual of a blossom whose children are all blossoms
// moves into them: the pairs between the children lose it.
func TestCheckReuseNeedsSameNesting(t *testing.T) {
	// Weights: 150 between vertices 1..6, 100 otherwise; one class.
	split := func(i, j int) int64 {
		if i >= 1 && i <= 6 && j >= 1 && j <= 6 {
			return 150
		}
		return 100
	}
	flat := func(i, j int) int64 { return 100 }
	cases := []struct {
		name        string
		weight      func(i, j int) int64
		before, now Duals
	}{
		{"split", split,
			Duals{Vertex: make([]int64, 9), Blossoms: []Blossom{
				{Members: []int{1, 2, 3, 4, 5, 6, 7}, Z: 400},
				{Members: []int{0, 1, 2, 3, 4, 5, 6, 7, 8}, Z: 400}}},
			Duals{Vertex: []int64{0, 200, 200, 200, 200, 200, 200, 0, 200}, Blossoms: []Blossom{
				{Members: []int{1, 2, 3}, Z: 400},
				{Members: []int{4, 5, 6}, Z: 400},
				{Members: []int{1, 2, 3, 4, 5, 6, 8}, Z: 0}}}},
		{"inward", flat,
			Duals{Vertex: make([]int64, 9), Blossoms: []Blossom{
				{Members: []int{0, 1, 2}, Z: 100}, {Members: []int{3, 4, 5}, Z: 100}, {Members: []int{6, 7, 8}, Z: 100},
				{Members: []int{0, 1, 2, 3, 4, 5, 6, 7, 8}, Z: 400}}},
			Duals{Vertex: make([]int64, 9), Blossoms: []Blossom{
				{Members: []int{0, 1, 2}, Z: 498}, {Members: []int{3, 4, 5}, Z: 498}, {Members: []int{6, 7, 8}, Z: 498},
				{Members: []int{0, 1, 2, 3, 4, 5, 6, 7, 8}, Z: 2}}}},
	}
	for _, c := range cases {
		cl := Classes{Of: make([]int, 9), Bound: func(a, b int) int64 { return 150 }}
		ch, err := newClassCheck(9, c.weight, cl)
		if err != nil {
			t.Fatal(err)
		}
		var st Stats
		got, err := ch.violated(Matching{Duals: c.before}, &st)
		if err != nil || len(got) != 0 {
			t.Fatalf("%s: the first certificate is not clean: %v, %v", c.name, got, err)
		}
		want, err := violatedPairs(newAllPairs(9, c.weight, 0), Matching{Duals: c.now}, &st)
		if err != nil || len(want) == 0 {
			t.Fatalf("%s: the second certificate violates nothing: %v", c.name, err)
		}
		if got, err = ch.violated(Matching{Duals: c.now}, &st); err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(got, want) {
			t.Errorf("%s: %v violated after reuse, %v by every pair", c.name, got, want)
		}
	}
}
