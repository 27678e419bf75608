package matching

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// mcmahonRound is a synthetic McMahon round shaped like OpenGotha's costs: players sorted into
// score groups, 5e14 for a pair that has not met yet, 1e11 * f(score gap), a seeding term of
// up to 5e6 inside a group (fold) and noise below 1e6 standing in for colour balance.
type mcmahonRound struct {
	n, groups int
	group     []int // group of each player, 0 at the top
	place     []int // place inside the group
	size      []int // size of each group
	met       func(i, j int) bool
}

func newMcMahonRound(n, groups int, seed uint64) *mcmahonRound {
	r := rand.New(rand.NewPCG(seed, 99))
	m := &mcmahonRound{n: n, groups: groups, group: make([]int, n), place: make([]int, n), size: make([]int, groups)}
	// Bell-shaped group sizes: the middle groups are the crowded ones.
	for i := 0; i < n; i++ {
		g := (r.IntN(groups) + r.IntN(groups) + 1) / 2
		m.size[min(g, groups-1)]++
	}
	i := 0
	for g, sz := range m.size {
		for c := 0; c < sz; c++ {
			m.group[i], m.place[i] = g, c
			i++
		}
	}
	// About four earlier opponents per player.
	m.met = func(i, j int) bool { return mix(uint64(i), uint64(j), seed)%uint64(n/4+1) == 0 }
	return m
}

func mix(a, b, seed uint64) uint64 {
	x := a*0x9e3779b97f4a7c15 ^ b*0xc2b2ae3d27d4eb4f ^ seed
	x ^= x >> 31
	x *= 0xbf58476d1ce4e5b9
	return x ^ x>>29
}

func (m *mcmahonRound) weight(i, j int) int64 {
	w := int64(1)
	if !m.met(i, j) {
		w += 5e14
	}
	gap := int64(m.group[j] - m.group[i])
	if gap < 0 {
		gap = -gap
	}
	g := int64(m.groups)
	w += 1e11 * (g - gap) * (2*g + gap) / (2 * g * g)
	if gap == 0 {
		const s = 5e6
		gs := int64(m.size[m.group[i]])
		if gs > 1 {
			x := int64(m.place[i]+m.place[j]) - (gs - 1)
			w += s - s*x/(gs-1)*x/(gs-1)
		}
	}
	return w + int64(mix(uint64(j), uint64(i), 7)%1e6)
}

// candidates returns the pairs within the same or adjacent groups.
func (m *mcmahonRound) candidates() []Edge {
	var c []Edge
	for i := 0; i < m.n; i++ {
		for j := i + 1; j < m.n && m.group[j]-m.group[i] <= 1; j++ {
			c = append(c, Edge{U: i, V: j})
		}
	}
	return c
}

func (m *mcmahonRound) allEdges() []Edge {
	var e []Edge
	for i := 0; i < m.n; i++ {
		for j := i + 1; j < m.n; j++ {
			e = append(e, Edge{U: i, V: j, W: m.weight(i, j)})
		}
	}
	return e
}

func groupsFor(n int) int { return map[int]int{200: 8, 1000: 12, 2000: 14}[n] }

// BenchmarkDenseMcMahon pairs a McMahon round on the complete graph from candidates in the same
// or adjacent groups, including the dual check of every pair.
func BenchmarkDenseMcMahon(b *testing.B) {
	for _, n := range []int{200, 1000, 2000} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			round := newMcMahonRound(n, groupsFor(n), 1)
			cand := round.candidates()
			var st Stats
			for b.Loop() {
				var err error
				if _, st, err = MaxWeightDense(n, round.weight, cand); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(st.Rounds), "rounds")
			b.ReportMetric(float64(st.Edges), "edges")
		})
	}
}

// BenchmarkCompleteMcMahon solves the same rounds with every pair handed to MaxWeight.
func BenchmarkCompleteMcMahon(b *testing.B) {
	for _, n := range []int{200, 1000} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			edges := newMcMahonRound(n, groupsFor(n), 1).allEdges()
			for b.Loop() {
				if _, err := MaxWeight(n, edges); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
