package pairing

import "github.com/hoshi-go/hoshi/internal/matching"

// openGothaWhole is the largest number of players OpenGotha pairs as one matching; larger
// rounds it cuts into pieces by score, which can cost total weight, so hoshi keeps its own
// optimum there.
const openGothaWhole = 600

// openGothaTies returns the pairs of the round (field indices idx, mates as in m): m's own when
// it is the only optimal matching, else the optimal matching OpenGotha's matcher picks among
// the equally good ones, fed the players in the same order as OpenGotha (the standings before
// the round, ties by name: idx's order). The result never weighs less than m: it is used only
// when its total equals m's proven optimum, so m's duals prove it optimal too.
func (f *field) openGothaTies(idx []int, m matching.Matching) []int {
	n := len(idx)
	if n < 4 || n > openGothaWhole {
		return m.Mate
	}
	w := make([]int64, n*n)
	for u := range n {
		for v := u + 1; v < n; v++ {
			w[u*n+v] = f.weight(idx[u], idx[v])
			w[v*n+u] = w[u*n+v]
		}
	}
	weight := func(u, v int) int64 { return w[u*n+v] }
	if unique, err := matching.Unique(n, weight, m); err != nil || unique {
		return m.Mate
	}
	mate, err := matching.OpenGothaOrder(n, weight)
	if err != nil {
		return m.Mate
	}
	var total int64
	for u, v := range mate {
		if v < 0 {
			return m.Mate
		}
		if u < v {
			total += w[u*n+v]
		}
	}
	if total != m.Weight {
		return m.Mate
	}
	return mate
}
