// Package paircheck tells whether the rounds of a tournament are its automatic pairing: for
// each round with games it pairs the round afresh from the games of the rounds before it (as
// `hoshi pair` and OpenGotha's Pair button do) and names what the recorded round does
// otherwise: a bye given by hand, players left out or playing though absent, games changed by
// hand, colours swapped, handicaps or komi changed, table numbers, and how much pairing weight
// the recorded games lose against the optimum, which the matching proves optimal.
//
// It is what a director asks ("why was I paired with X?") and what a federation audits a
// tournament's file with; the package knows neither files nor databases.
package paircheck

import (
	"cmp"
	"fmt"
	"slices"

	"github.com/hoshi-go/hoshi/internal/matching"
	"github.com/hoshi-go/hoshi/internal/pairing"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// Kind names one way a recorded round differs from the automatic pairing.
type Kind string

// The kinds of finding, in the order a round reports them.
const (
	// Bye: the recorded bye is not the automatic one (given by hand, or none where the
	// automatic pairing has one, or the other way round).
	Bye Kind = "bye"
	// NotPairable: a player plays in the round though the automatic pairing leaves him out
	// (absent from the round, or his registration not final).
	NotPairable Kind = "not_pairable"
	// Unpaired: a player who takes part in the round has neither a game nor the bye.
	Unpaired Kind = "unpaired"
	// Games: pairs that the recorded round has and the automatic pairing has not, and the
	// other way round (games changed by hand).
	Games Kind = "games"
	// Colours: the same pair with White and Black swapped.
	Colours Kind = "colours"
	// Handicap: the same pair with another handicap or komi.
	Handicap Kind = "handicap"
	// Tables: the same games at other tables.
	Tables Kind = "tables"
	// LevelTables is no deviation: the games are the automatic ones, but games level on
	// everything OpenGotha numbers tables by sit at tables in another order, which OpenGotha
	// itself may give (pairing.Result.LevelTables).
	LevelTables Kind = "level_tables"
)

// Finding is one difference between the recorded round and the automatic pairing.
type Finding struct {
	Kind Kind
	// Recorded and Automatic are the games concerned as the round has them and as the
	// automatic pairing makes them (for Games: the pairs only one of them has; for Colours,
	// Handicap and Tables: the same pair in both, in the same order).
	Recorded, Automatic []tournament.Game
	// Players are the players concerned (Unpaired, NotPairable), or for Bye the recorded bye
	// then the automatic one, 0 for none.
	Players []tournament.PlayerID
}

// Weight compares the recorded games with the optimum under the pairing's cost function.
type Weight struct {
	// Recorded is the total cost of the recorded games between players the automatic
	// pairing pairs; Optimum the total of the automatic pairing's games. Loss is Optimum -
	// Recorded, never negative: Optimum is proved the largest any pairing of these players
	// can reach.
	Recorded, Optimum, Loss int64
	// Proof is how the optimum was found and proved: the matching's dual certificate,
	// checked over every pair of the players paired.
	Proof matching.Stats
	// Pairs is the number of pairs the certificate covers (n(n-1)/2 for n players paired).
	Pairs int64
}

// Round is what the check found in one round.
type Round struct {
	Round int
	// Skipped is true when the round has no games yet: there is nothing to check.
	Skipped bool
	// Findings are the differences, in the order of the kinds above; none when the round is
	// the automatic pairing.
	Findings []Finding
	// Weight is the recorded round's pairing weight against the optimum.
	Weight Weight
	// Automatic is the automatic pairing the round was compared with: of every player who
	// takes part (its bye chosen by the pairing), or, when the recorded round pairs other
	// players (a bye by hand, a game removed), of the players its games pair.
	Automatic *pairing.Result
	// SamePlayers is false when Automatic pairs other players than those of the fresh
	// pairing of the whole round (see Automatic).
	SamePlayers bool
}

// Deviates reports whether the round is not the automatic pairing: any finding but the order
// of level tables.
func (r *Round) Deviates() bool {
	for _, f := range r.Findings {
		if f.Kind != LevelTables {
			return true
		}
	}
	return false
}

// Check checks every round of t, 1 to the number of rounds; rounds without games are skipped.
func Check(t *tournament.Tournament) ([]Round, error) {
	var out []Round
	for r := 1; r <= t.Settings.Rounds; r++ {
		rd, err := CheckRound(t, r)
		if err != nil {
			return nil, err
		}
		out = append(out, *rd)
	}
	return out, nil
}

// Before returns t as it stood before round was paired: the games and byes of the earlier
// rounds only. t is not modified.
func Before(t *tournament.Tournament, round int) *tournament.Tournament {
	b := *t
	b.Games = slices.DeleteFunc(slices.Clone(t.Games), func(g tournament.Game) bool { return g.Round >= round })
	b.Byes = slices.DeleteFunc(slices.Clone(t.Byes), func(y tournament.Bye) bool { return y.Round >= round })
	return &b
}

// CheckRound checks one round of t against its automatic pairing.
func CheckRound(t *tournament.Tournament, round int) (*Round, error) {
	if round < 1 || round > t.Settings.Rounds {
		return nil, fmt.Errorf("round %d: the tournament has rounds 1 to %d", round, t.Settings.Rounds)
	}
	rd := &Round{Round: round}
	recorded := t.RoundGames(round)
	if len(recorded) == 0 {
		rd.Skipped = true
		return rd, nil
	}
	slices.SortStableFunc(recorded, func(a, b tournament.Game) int { return cmp.Compare(a.Table, b.Table) })
	before := Before(t, round)
	auto, err := pairing.Pair(before, round, pairing.Options{})
	if err != nil {
		return nil, fmt.Errorf("round %d: %w", round, err)
	}
	recBye := t.ByeIn(round)
	if recBye != auto.Bye {
		rd.Findings = append(rd.Findings, Finding{Kind: Bye, Players: []tournament.PlayerID{recBye, auto.Bye}})
	}

	// Who takes part, who plays.
	pairable := map[tournament.PlayerID]bool{}
	for i := range t.Players {
		p := &t.Players[i]
		if p.Status == tournament.Final && p.Plays(round) && t.Settings.System != tournament.RoundRobin {
			pairable[p.ID] = true
		}
	}
	if t.Settings.System == tournament.RoundRobin {
		for _, g := range auto.Games {
			pairable[g.White], pairable[g.Black] = true, true
		}
		if auto.Bye != 0 {
			pairable[auto.Bye] = true
		}
	}
	playing := map[tournament.PlayerID]bool{}
	var notPairable, pool []tournament.PlayerID
	for _, g := range recorded {
		for _, id := range []tournament.PlayerID{g.White, g.Black} {
			if !playing[id] && !pairable[id] {
				notPairable = append(notPairable, id)
			}
			playing[id] = true
		}
	}
	// The players to pair in the order of t, as the pairing lists them (ties keep that order).
	for i := range t.Players {
		if id := t.Players[i].ID; playing[id] && pairable[id] {
			pool = append(pool, id)
		}
	}
	if len(notPairable) > 0 {
		rd.Findings = append(rd.Findings, Finding{Kind: NotPairable, Players: notPairable})
	}
	var unpaired []tournament.PlayerID
	for i := range t.Players {
		id := t.Players[i].ID
		if pairable[id] && !playing[id] && id != recBye {
			unpaired = append(unpaired, id)
		}
	}
	if len(unpaired) > 0 {
		rd.Findings = append(rd.Findings, Finding{Kind: Unpaired, Players: unpaired})
	}

	// The automatic pairing of the players the recorded games pair: the round's own when they
	// are the same players, else the pairing of those players alone (as OpenGotha's Pair
	// button pairs the others once the director has given a bye by hand).
	ref := auto
	rd.SamePlayers = samePlayers(pool, auto.Games)
	if !rd.SamePlayers && t.Settings.System != tournament.RoundRobin {
		ref, err = pairing.Pair(before, round, pairing.Options{Players: pool})
		if err != nil {
			return nil, fmt.Errorf("round %d, the players of its games: %w", round, err)
		}
	}
	rd.Automatic = ref

	// Tables are compared when the round pairs the players the automatic pairing pairs, or
	// gives a bye by hand (OpenGotha numbers the others' games as usual); with players left out
	// or added, the automatic pairing of the others numbers its tables otherwise.
	tables := len(unpaired) == 0 && len(notPairable) == 0
	rd.Findings = append(rd.Findings, compareGames(recorded, ref, tables)...)

	// The weight the recorded games lose against the optimum.
	var pairs [][2]tournament.PlayerID
	for _, g := range recorded {
		if pairable[g.White] && pairable[g.Black] && g.White != g.Black {
			pairs = append(pairs, [2]tournament.PlayerID{g.White, g.Black})
		}
	}
	costs, err := pairing.CostsOf(before, round, pairs)
	if err != nil {
		return nil, fmt.Errorf("round %d: %w", round, err)
	}
	w := &rd.Weight
	for _, c := range costs {
		w.Recorded += c.Total
	}
	for _, c := range ref.Costs {
		w.Optimum += c.Total
	}
	w.Loss = w.Optimum - w.Recorded
	w.Proof = ref.Proof
	n := int64(2 * len(ref.Games))
	w.Pairs = n * (n - 1) / 2
	return rd, nil
}

// samePlayers reports whether games pair exactly the players of pool.
func samePlayers(pool []tournament.PlayerID, games []tournament.Game) bool {
	if len(pool) != 2*len(games) {
		return false
	}
	in := make(map[tournament.PlayerID]bool, len(pool))
	for _, id := range pool {
		in[id] = true
	}
	for _, g := range games {
		if !in[g.White] || !in[g.Black] {
			return false
		}
	}
	return true
}

type pairKey [2]tournament.PlayerID

func keyOf(g tournament.Game) pairKey {
	if g.White > g.Black {
		return pairKey{g.Black, g.White}
	}
	return pairKey{g.White, g.Black}
}

// compareGames names how the recorded games differ from the automatic pairing ref: pairs in
// one only, then for the common pairs colours, handicap or komi, and tables.
func compareGames(recorded []tournament.Game, ref *pairing.Result, tables bool) []Finding {
	auto := make(map[pairKey]tournament.Game, len(ref.Games))
	for _, g := range ref.Games {
		auto[keyOf(g)] = g
	}
	rec := make(map[pairKey]bool, len(recorded))
	games := Finding{Kind: Games}
	colours, handicap := Finding{Kind: Colours}, Finding{Kind: Handicap}
	var common [][2]tournament.Game
	for _, g := range recorded {
		k := keyOf(g)
		a, ok := auto[k]
		if !ok || rec[k] {
			games.Recorded = append(games.Recorded, g)
			continue
		}
		rec[k] = true
		common = append(common, [2]tournament.Game{g, a})
		if g.White != a.White {
			colours.Recorded, colours.Automatic = append(colours.Recorded, g), append(colours.Automatic, a)
		}
		if g.Handicap != a.Handicap || g.Komi != a.Komi {
			handicap.Recorded, handicap.Automatic = append(handicap.Recorded, g), append(handicap.Automatic, a)
		}
	}
	for _, g := range ref.Games {
		if !rec[keyOf(g)] {
			games.Automatic = append(games.Automatic, g)
		}
	}
	var out []Finding
	for _, f := range []Finding{games, colours, handicap} {
		if len(f.Recorded)+len(f.Automatic) > 0 {
			out = append(out, f)
		}
	}
	// Tables mean something only when the games are the same.
	if !tables || len(games.Recorded)+len(games.Automatic) > 0 {
		return out
	}
	run := map[int]int{} // table -> its run of level games, 1-based
	for r, tables := range ref.LevelTables {
		for _, n := range tables {
			run[n] = r + 1
		}
	}
	// Every game at another table is told; they are a deviation unless each stays in its run
	// of level games.
	moved, level := Finding{Kind: LevelTables}, true
	for _, c := range common {
		g, a := c[0], c[1]
		if g.Table != a.Table {
			moved.Recorded, moved.Automatic = append(moved.Recorded, g), append(moved.Automatic, a)
			level = level && run[a.Table] != 0 && run[a.Table] == run[g.Table]
		}
	}
	if len(moved.Recorded) > 0 {
		if !level {
			moved.Kind = Tables
		}
		out = append(out, moved)
	}
	return out
}
