package tournament

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/hoshi-go/hoshi/internal/rank"
)

// bigTournament is n players over the given rounds, paired as a McMahon pairing roughly
// would (neighbours by score), with handicaps by the McMahon rule, random results and a few
// absences; deterministic.
func bigTournament(n, rounds int) *Tournament {
	rng := rand.New(rand.NewPCG(1, 2))
	t := &Tournament{Settings: DefaultSettings()}
	t.Settings.Rounds = rounds
	for i := range n {
		p := Player{ID: PlayerID(i + 1), Name: "P", FirstName: string(rune('a' + i%26)), Rank: rank.Rank(rng.IntN(30) - 24)}
		if rng.IntN(50) == 0 {
			p.Absent = []int{1 + rng.IntN(rounds)}
		}
		t.Players = append(t.Players, p)
	}
	for r := 1; r <= rounds; r++ {
		s := t.ScoresAfter(r - 1)
		var ids []PlayerID
		for _, p := range t.Players {
			if p.Plays(r) {
				ids = append(ids, p.ID)
			}
		}
		slices.SortFunc(ids, func(a, b PlayerID) int { return s.MMS(b, r-1) - s.MMS(a, r-1) })
		if len(ids)%2 == 1 {
			t.Byes = append(t.Byes, Bye{Round: r, Player: ids[len(ids)-1]})
			ids = ids[:len(ids)-1]
		}
		for i := 0; i+1 < len(ids); i += 2 {
			w, b, _ := s.HandicapColors(t.Player(ids[i]), t.Player(ids[i+1]))
			g := Game{Round: r, Table: i/2 + 1, White: w.ID, Black: b.ID, Result: Result(1 + rng.IntN(2))}
			s.ApplyHandicap(&g)
			t.Games = append(t.Games, g)
		}
	}
	return t
}

// BenchmarkStandings ranks a European Go Congress-sized field after its last round with
// the default McMahon criteria (MMS, SOSM, SOSOSM).
func BenchmarkStandings(b *testing.B) {
	t := bigTournament(1000, 5)
	for b.Loop() {
		t.Standings(5)
	}
}

// BenchmarkStandingsAllCriteria is the same with every criterion, DC included.
func BenchmarkStandingsAllCriteria(b *testing.B) {
	t := bigTournament(1000, 5)
	t.Settings.Criteria = KnownCriteria()
	for b.Loop() {
		t.Standings(5)
	}
}

// BenchmarkStandingsDirectConfrontation is the worst case of DC: after round 1 half the
// field is tied on wins and DC must order groups of 500.
func BenchmarkStandingsDirectConfrontation(b *testing.B) {
	t := bigTournament(1000, 5)
	t.Settings.Criteria = []Criterion{CritNBW, CritDC, CritSOSW}
	for b.Loop() {
		t.Standings(1)
	}
}
