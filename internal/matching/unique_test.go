package matching

import (
	"math/rand/v2"
	"testing"
)

// TestUniqueAgainstBruteForce compares Unique with exhaustive enumeration of the perfect
// matchings of random complete graphs (heavily tied weights, so that both answers occur).
func TestUniqueAgainstBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 8))
	seen := map[bool]int{}
	for trial := range 1500 {
		n := 2 * (1 + r.IntN(6))
		maxW := []int64{1, 3, 10, 1000}[r.IntN(4)]
		w := completeWeights(r, n, maxW, trial%3 != 0)
		weight := func(i, j int) int64 { return w[i][j] }
		var edges []Edge
		for i := 0; i < n; i++ {
			for j := i + 1; j < n; j++ {
				edges = append(edges, Edge{U: i, V: j, W: w[i][j]})
			}
		}
		m, err := MaxWeight(n, edges)
		if err != nil {
			t.Fatal(err)
		}
		got, err := Unique(n, weight, m)
		if err != nil {
			t.Fatalf("trial %d: %v", trial, err)
		}
		// Count the perfect matchings of maximum weight.
		count := 0
		var rec func(free []int, sum int64)
		rec = func(free []int, sum int64) {
			if len(free) == 0 {
				if sum == m.Weight {
					count++
				}
				return
			}
			a := free[0]
			for x := 1; x < len(free); x++ {
				rest := append(append([]int{}, free[1:x]...), free[x+1:]...)
				rec(rest, sum+w[a][free[x]])
			}
		}
		all := make([]int, n)
		for i := range all {
			all[i] = i
		}
		rec(all, 0)
		if want := count == 1; got != want {
			t.Fatalf("trial %d (n=%d): Unique says %v, %d optimal matchings", trial, n, got, count)
		}
		seen[got]++
	}
	if seen[true] == 0 || seen[false] == 0 {
		t.Errorf("only one answer drawn: %v", seen)
	}
}
