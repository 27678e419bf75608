package team

import (
	"fmt"

	"github.com/hoshi-go/hoshi/internal/tournament"
)

// Units is the tournament of the teams as units, as the individual pairing sees them before
// round: one player per team (its PlayerID is the team's ID, its name the team's, its rank
// and rating the Strength of its lineup in the round), one game per match of the earlier
// rounds (White is team A, Black team B, won by the team that won more boards, a jigo for a
// drawn match, no result while a board has none), one bye per team bye. Its settings are the
// tournament's, with handicaps off (the match has none of its own).
//
// Pairing Units with the individual pairing pairs the teams on their match points (Swiss)
// or McMahon scores, with the same costs, matching and explanations as for players:
// pairing.Costs(e.Units(round), round, pairing.Options{}) tells why a team met another (the
// director's page of a game's pairing, "why").
func (e *Event) Units(round int) *tournament.Tournament {
	s := e.T.Settings
	s.Handicap.Kind = tournament.HandicapNone
	u := &tournament.Tournament{Settings: s}
	for i := range e.Teams {
		t := &e.Teams[i]
		r, mean := e.Strength(t, max(round, 1))
		// Distinct clubs and countries: the geography term is the same for every pair of
		// teams, so it never decides.
		key := fmt.Sprintf("team-%d", t.ID)
		u.Players = append(u.Players, tournament.Player{
			ID: tournament.PlayerID(t.ID), Name: e.Name(t.ID), Rank: r, Rating: mean,
			Club: key, Country: key, Absent: t.Absent, Status: tournament.Final,
		})
	}
	for _, m := range e.Matches {
		// Matches of later rounds are left out; those of the round being paired (fixed by
		// hand) make their teams busy, whatever their result.
		if round > 0 && m.Round > round {
			continue
		}
		g := tournament.Game{Round: m.Round, White: tournament.PlayerID(m.A), Black: tournament.PlayerID(m.B), KnownColor: true}
		res := e.MatchResult(m)
		switch {
		case !res.Complete:
			g.Result = tournament.Unknown
		case res.A > res.B:
			g.Result = tournament.WhiteWins
		case res.A < res.B:
			g.Result = tournament.BlackWins
		default:
			g.Result = tournament.Jigo
		}
		u.Games = append(u.Games, g)
	}
	for _, b := range e.Byes {
		if round <= 0 || b.Round <= round {
			u.Byes = append(u.Byes, tournament.Bye{Round: b.Round, Player: tournament.PlayerID(b.Team)})
		}
	}
	return u
}

// MatchResult is the score of a match: the board points (x2: 2 a board won, 1 a jigo) of
// team A and team B, and whether every board has a result.
type MatchResult struct {
	A, B     int
	Complete bool
}

// MatchResult adds up the board results of match m from the tournament's games.
func (e *Event) MatchResult(m Match) MatchResult {
	res := MatchResult{Complete: true}
	for _, bg := range e.BoardGames(m) {
		if bg.Game == nil || bg.Game.Result == tournament.Unknown {
			res.Complete = false
			continue
		}
		res.A += bg.PointsA
		res.B += bg.PointsB
	}
	return res
}

// BoardGame is one board of a match.
type BoardGame struct {
	Board int // 1-based
	// Game is the tournament's game at the board's table, nil if it is missing.
	Game *tournament.Game
	// PlayerA and PlayerB play the board for team A and team B (for Pair Go and Rengo, the
	// first player of each side, who stands for the side in the game).
	PlayerA, PlayerB tournament.PlayerID
	// PointsA and PointsB are their game points (x2).
	PointsA, PointsB int
}

// BoardGames returns the board games of m in board order.
func (e *Event) BoardGames(m Match) []BoardGame {
	out := make([]BoardGame, len(m.Tables))
	for b, table := range m.Tables {
		bg := BoardGame{Board: b + 1}
		for i := range e.T.Games {
			if g := &e.T.Games[i]; g.Round == m.Round && g.Table == table {
				bg.Game = g
				break
			}
		}
		if g := bg.Game; g != nil {
			w, bl := g.Points()
			if e.teamOf(g.White, m.Round) == m.A {
				bg.PlayerA, bg.PlayerB, bg.PointsA, bg.PointsB = g.White, g.Black, w, bl
			} else {
				bg.PlayerA, bg.PlayerB, bg.PointsA, bg.PointsB = g.Black, g.White, bl, w
			}
		}
		out[b] = bg
	}
	return out
}

// TeamOf returns the team of player p (a member, playing or reserve), or 0.
func (e *Event) TeamOf(p tournament.PlayerID) ID { return e.teamOf(p, 0) }

// teamOf returns the team of player p (a member, playing or reserve), or 0.
func (e *Event) teamOf(p tournament.PlayerID, _ int) ID {
	for i := range e.Teams {
		for _, q := range e.Teams[i].Players {
			if q == p {
				return e.Teams[i].ID
			}
		}
	}
	return 0
}
