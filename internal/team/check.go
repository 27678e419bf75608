package team

import (
	"fmt"
	"slices"

	"github.com/hoshi-go/hoshi/internal/tournament"
)

// CheckRound checks that the games of a round keep its matches whole, as a change by hand
// of a team round must: every game of the round is a board of one match, every board of a
// match has its game, the two players of a board game are one of each team of its match
// (reserves included: a reserve may stand in for a member), and no player has an individual
// bye. Handicaps, komi, colours and results are free. The error names the field at fault:
// "white" or "black" for a player not of the board's teams, "table" for a game outside the
// matches or a board without its game, "bye" for an individual bye.
//
// A round without matches or games (not paired yet, or unpaired) is whole.
func (e *Event) CheckRound(round int) error {
	if b := e.T.ByeIn(round); b != 0 {
		return keyedErr("bye", msgIndividualBye.New(round, e.playerName(b)))
	}
	boardOf := map[int]bool{}
	for _, m := range e.Matches {
		if m.Round != round {
			continue
		}
		for _, bg := range e.BoardGames(m) {
			table := m.Tables[bg.Board-1]
			boardOf[table] = true
			g := bg.Game
			if g == nil {
				return keyedErr("table", msgBoardMissing.New(round, bg.Board, e.Name(m.A), e.Name(m.B), table))
			}
			teams := []ID{m.A, m.B}
			tw, tb := e.teamOf(g.White, round), e.teamOf(g.Black, round)
			switch {
			case !slices.Contains(teams, tw):
				return keyedErr("white", msgBoardStranger.New(round, table, e.playerName(g.White), e.Name(m.A), e.Name(m.B)))
			case !slices.Contains(teams, tb):
				return keyedErr("black", msgBoardStranger.New(round, table, e.playerName(g.Black), e.Name(m.A), e.Name(m.B)))
			case tw == tb:
				return keyedErr("black", msgBoardSameTeam.New(round, table, e.playerName(g.White), e.playerName(g.Black), e.Name(tw)))
			}
		}
	}
	for _, g := range e.T.RoundGames(round) {
		if !boardOf[g.Table] {
			return keyedErr("table", msgBoardOutside.New(round, g.Table))
		}
	}
	return nil
}

// playerName is the player's full name, or his id if he is unknown.
func (e *Event) playerName(id tournament.PlayerID) string {
	if p := e.T.Player(id); p != nil {
		return p.FullName()
	}
	return fmt.Sprintf("#%d", id)
}
