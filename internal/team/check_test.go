package team

import (
	"errors"
	"testing"

	"github.com/hoshi-go/hoshi/internal/tournament"
)

// TestCheckRound: a paired round is whole; a board game given a player of a third team, two
// players of one team, a moved game, a missing board or an individual bye is not; handicap,
// komi, colours and a reserve standing in are.
func TestCheckRound(t *testing.T) {
	s := tournament.DefaultSettings()
	s.Rounds = 2
	// Teams of 2 boards and a reserve: T1 has players 11, 12, 13; T2 21, 22, 23; T3 31, 32, 33; T4 41, 42, 43.
	ranks := [][]string{{"3d", "2d", "1k"}, {"3d", "2d", "1k"}, {"2d", "1d", "2k"}, {"2d", "1d", "2k"}}
	fresh := func() *Event {
		e := newEvent(t, s, Settings{Size: 2}, ranks)
		pairRound(t, e, 1)
		return e
	}
	e := fresh()
	if err := e.CheckRound(1); err != nil {
		t.Fatalf("paired round: %v", err)
	}
	if err := e.CheckRound(2); err != nil {
		t.Fatalf("empty round: %v", err)
	}
	wantField := func(name string, e *Event, field string) {
		t.Helper()
		err := e.CheckRound(1)
		var te *Error
		if !errors.As(err, &te) || te.Field != field {
			t.Errorf("%s: %v, want an error on %s", name, err, field)
		}
	}
	// The first match's boards: its teams, and a player of another team.
	m := e.Matches[0]
	other := ID(0)
	for _, tm := range e.Teams {
		if tm.ID != m.A && tm.ID != m.B {
			other = tm.ID
		}
	}
	game := func(e *Event, table int) *tournament.Game {
		for i := range e.T.Games {
			if e.T.Games[i].Round == 1 && e.T.Games[i].Table == table {
				return &e.T.Games[i]
			}
		}
		t.Fatalf("no table %d", table)
		return nil
	}
	reserve := func(id ID) tournament.PlayerID { return e.Team(id).Players[2] }

	e = fresh()
	g := game(e, m.Tables[0])
	g.Handicap, g.Komi, g.Result = 2, 1, tournament.WhiteWins
	g.White, g.Black = g.Black, g.White
	if err := e.CheckRound(1); err != nil {
		t.Errorf("handicap, komi and colours changed: %v", err)
	}
	e = fresh()
	g = game(e, m.Tables[0])
	if e.teamOf(g.White, 1) == m.A {
		g.White = reserve(m.A)
	} else {
		g.White = reserve(m.B)
	}
	if err := e.CheckRound(1); err != nil {
		t.Errorf("a reserve stands in: %v", err)
	}

	e = fresh()
	game(e, m.Tables[0]).White = reserve(other)
	wantField("white of a third team", e, "white")
	e = fresh()
	game(e, m.Tables[1]).Black = reserve(other)
	wantField("black of a third team", e, "black")
	e = fresh()
	g = game(e, m.Tables[0])
	if e.teamOf(g.White, 1) == m.A {
		g.Black = reserve(m.A)
	} else {
		g.Black = reserve(m.B)
	}
	wantField("both of one team", e, "black")
	// Two boards of different matches exchange their Black players.
	e = fresh()
	g1, g2 := game(e, e.Matches[0].Tables[1]), game(e, e.Matches[1].Tables[1])
	g1.Black, g2.Black = g2.Black, g1.Black
	wantField("players moved across matches", e, "black")
	e = fresh()
	game(e, m.Tables[1]).Table = 99
	wantField("a board moved to another table", e, "table")
	e = fresh()
	e.T.Games = e.T.Games[1:]
	wantField("a board without its game", e, "table")
	e = fresh()
	e.T.Games = append(e.T.Games, tournament.Game{Round: 1, Table: 50, White: 13, Black: 23})
	wantField("a game outside the matches", e, "table")
	e = fresh()
	e.T.Byes = append(e.T.Byes, tournament.Bye{Round: 1, Player: reserve(other)})
	wantField("an individual bye", e, "bye")
}
