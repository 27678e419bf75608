package matching_test

import (
	"fmt"

	"github.com/hoshi-go/hoshi/internal/matching"
)

// Four players in a row of preferences: pairing the middle two (weight 3) is tempting, but
// pairing the ends with their neighbours (2 + 2) is better.
func ExampleMaxWeight() {
	edges := []matching.Edge{{U: 0, V: 1, W: 2}, {U: 1, V: 2, W: 3}, {U: 2, V: 3, W: 2}}
	m, err := matching.MaxWeight(4, edges)
	if err != nil {
		panic(err)
	}
	fmt.Println(m.Mate, m.Weight, matching.Verify(4, edges, m))
	// Output: [1 0 3 2] 4 <nil>
}

// A complete graph given by its weight function: the candidates hold only one pair, and the
// dual check over all pairs brings in what the optimum needs.
func ExampleMaxWeightDense() {
	score := []int64{5, 5, 3, 3}
	weight := func(i, j int) int64 {
		gap := score[i] - score[j]
		return 100 - gap*gap // players of equal score are the best opponents
	}
	m, st, err := matching.MaxWeightDense(4, weight, []matching.Edge{{U: 0, V: 2}})
	if err != nil {
		panic(err)
	}
	fmt.Println(m.Mate, m.Weight, st.Rounds > 1)
	// Output: [1 0 3 2] 200 true
}
