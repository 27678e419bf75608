package team

import (
	"fmt"
	"testing"

	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// newEvent makes an event of len(ranks) teams; team i+1 ("T1", ...) has the players of
// ranks[i] in board order, with ids 10*(i+1)+board.
func newEvent(t *testing.T, s tournament.Settings, ts Settings, ranks [][]string) *Event {
	t.Helper()
	e := &Event{T: &tournament.Tournament{Settings: s}, Settings: ts}
	for i, rs := range ranks {
		tm := Team{ID: ID(i + 1), Name: fmt.Sprintf("T%d", i+1)}
		for b, r := range rs {
			id := tournament.PlayerID(10*(i+1) + b + 1)
			e.T.Players = append(e.T.Players, tournament.Player{
				ID: id, Name: fmt.Sprintf("P%d", id), Rank: mustRank(r), Club: fmt.Sprintf("C%d", i+1),
			})
			tm.Players = append(tm.Players, id)
		}
		e.Teams = append(e.Teams, tm)
	}
	if err := e.Validate(); err != nil {
		t.Fatal(err)
	}
	return e
}

// pairRound pairs round r and adds it to the event.
func pairRound(t *testing.T, e *Event, r int) *Pairing {
	t.Helper()
	p, err := e.Pair(r)
	if err != nil {
		t.Fatalf("round %d: %v", r, err)
	}
	e.Apply(p)
	return p
}

// win records that player w won his game of round r.
func win(t *testing.T, e *Event, r int, w tournament.PlayerID) {
	t.Helper()
	for i := range e.T.Games {
		g := &e.T.Games[i]
		if g.Round != r {
			continue
		}
		switch w {
		case g.White:
			g.Result = tournament.WhiteWins
			return
		case g.Black:
			g.Result = tournament.BlackWins
			return
		}
	}
	t.Fatalf("round %d: player %d has no game", r, w)
}

// game is a board game as a test expects it.
type game struct {
	white, black tournament.PlayerID
	handicap     int
	komi         int
}

// matchOf returns the match of round r between teams a and b (team A first), or fails.
func matchOf(t *testing.T, e *Event, r int, a, b ID) Match {
	t.Helper()
	for _, m := range e.Matches {
		if m.Round == r && m.A == a && m.B == b {
			return m
		}
	}
	t.Fatalf("round %d: no match with team A %d and team B %d; matches %+v", r, a, b, e.Matches)
	return Match{}
}

// checkGames compares the board games of a match with the expected ones, board 1 first.
func checkGames(t *testing.T, e *Event, m Match, want []game) {
	t.Helper()
	bgs := e.BoardGames(m)
	if len(bgs) != len(want) {
		t.Fatalf("round %d %d-%d: %d boards, want %d", m.Round, m.A, m.B, len(bgs), len(want))
	}
	for k, bg := range bgs {
		g := bg.Game
		got := game{g.White, g.Black, g.Handicap, g.Komi}
		if got != want[k] {
			t.Errorf("round %d %d-%d board %d: %+v, want %+v", m.Round, m.A, m.B, k+1, got, want[k])
		}
	}
}

// mustRank is rank.Parse for the ranks written in the tests; it panics on a bad rank.
func mustRank(s string) rank.Rank {
	r, err := rank.Parse(s)
	if err != nil {
		panic(err)
	}
	return r
}
