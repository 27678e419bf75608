package matching

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestNestingCommon compares the binary-lifting sum of common blossom duals with a direct
// sum over the member sets, on random laminar families (chains and trees of odd sets).
func TestNestingCommon(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	for c := 0; c < 200; c++ {
		n := 3 + r.IntN(60)
		var bs []Blossom
		var split func(vs []int)
		split = func(vs []int) {
			// Carve disjoint odd subsets out of vs, each becoming a blossom split again.
			for len(vs) >= 3 && r.IntN(4) != 0 {
				k := 3 + 2*r.IntN((len(vs)-1)/2)
				sub := vs[:k]
				vs = vs[k:]
				bs = append(bs, Blossom{Members: append([]int(nil), sub...), Z: r.Int64N(1000)})
				inner := append([]int(nil), sub...)
				r.Shuffle(len(inner), func(a, b int) { inner[a], inner[b] = inner[b], inner[a] })
				split(inner[:len(inner)-1-r.IntN(2)])
			}
		}
		all := r.Perm(n)
		split(all)
		nt, err := newNesting(n, bs)
		if err != nil {
			t.Fatalf("case %d: %v", c, err)
		}
		for i := 0; i < n; i++ {
			for j := i + 1; j < n; j++ {
				var want int64
				for _, b := range bs {
					in := 0
					for _, v := range b.Members {
						if v == i || v == j {
							in++
						}
					}
					if in == 2 {
						want += b.Z
					}
				}
				if got := nt.common(i, j); got != want {
					t.Fatalf("case %d: common(%d, %d) = %d, want %d", c, i, j, got, want)
				}
			}
		}
		checkLeafOrder(t, n, bs, &nt)
	}
}

// checkLeafOrder checks that leafOrder lists every blossom member exactly once, each outermost
// blossom as one run, and that the running minimum over join finds the same common dual as a
// direct sum over the member sets.
func checkLeafOrder(t *testing.T, n int, bs []Blossom, nt *nesting) {
	t.Helper()
	order, runs, join := nt.leafOrder()
	seen := make([]int, n)
	for _, v := range order {
		seen[v]++
	}
	for v := 0; v < n; v++ {
		if want := min(1, int(nt.inner[v]+1)); seen[v] != want {
			t.Fatalf("vertex %d listed %d times, want %d", v, seen[v], want)
		}
	}
	for r := 0; r+1 < len(runs); r++ {
		for p := runs[r]; p < runs[r+1]; p++ {
			low := int32(-1)
			for q := p + 1; q < runs[r+1]; q++ {
				if b := join[q-1]; low == -1 || nt.depth[b] < nt.depth[low] {
					low = b
				}
				var want int64
				for _, b := range bs {
					if slices.Contains(b.Members, int(order[p])) && slices.Contains(b.Members, int(order[q])) {
						want += b.Z
					}
				}
				if got := nt.zsum[low]; got != want {
					t.Fatalf("pair (%d, %d) at %d, %d: running minimum gives %d, want %d", order[p], order[q], p, q, got, want)
				}
			}
		}
	}
}
