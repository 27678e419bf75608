package team

import (
	"cmp"
	"slices"

	"github.com/hoshi-go/hoshi/internal/tournament"
)

// BoardResult is one player's game in a match.
type BoardResult struct {
	Round, Board, Table int
	Team, OpponentTeam  ID
	Player, Opponent    tournament.PlayerID
	White               bool
	// Points (x2): 2 a win, 1 a jigo, 0 a loss; Known is false while the game has no result.
	Points int
	Known  bool
}

// BoardResults lists the board games of every match up to round afterRound, each once from
// each side, by round, table and side (team A first).
func (e *Event) BoardResults(afterRound int) []BoardResult {
	var out []BoardResult
	for _, m := range e.Matches {
		if m.Round > afterRound {
			continue
		}
		for _, bg := range e.BoardGames(m) {
			if bg.Game == nil {
				continue
			}
			g := bg.Game
			known := g.Result != tournament.Unknown
			out = append(out,
				BoardResult{Round: m.Round, Board: bg.Board, Table: g.Table, Team: m.A, OpponentTeam: m.B,
					Player: bg.PlayerA, Opponent: bg.PlayerB, White: g.White == bg.PlayerA, Points: bg.PointsA, Known: known},
				BoardResult{Round: m.Round, Board: bg.Board, Table: g.Table, Team: m.B, OpponentTeam: m.A,
					Player: bg.PlayerB, Opponent: bg.PlayerA, White: g.White == bg.PlayerB, Points: bg.PointsB, Known: known})
		}
	}
	slices.SortStableFunc(out, func(a, b BoardResult) int {
		return cmp.Or(cmp.Compare(a.Round, b.Round), cmp.Compare(a.Table, b.Table))
	})
	return out
}

// BoardStanding is one line of a board's ranking.
type BoardStanding struct {
	Place  int
	Shared bool
	Player tournament.PlayerID
	Team   ID
	// Points (x2) won on the board, out of Games games with a result.
	Points, Games int
}

// BoardRanking ranks the players who played board (1-based) up to round afterRound by
// their points on that board, then by fewer games (the better rate), then by rating; games
// on other boards do not count. Players equal on points and games share a place.
func (e *Event) BoardRanking(board, afterRound int) []BoardStanding {
	by := map[tournament.PlayerID]*BoardStanding{}
	var order []tournament.PlayerID
	for _, r := range e.BoardResults(afterRound) {
		if r.Board != board || !r.Known {
			continue
		}
		s := by[r.Player]
		if s == nil {
			s = &BoardStanding{Player: r.Player, Team: r.Team}
			by[r.Player] = s
			order = append(order, r.Player)
		}
		s.Points += r.Points
		s.Games++
	}
	out := make([]BoardStanding, 0, len(order))
	for _, id := range order {
		out = append(out, *by[id])
	}
	tied := func(a, b *BoardStanding) int {
		return cmp.Or(cmp.Compare(b.Points, a.Points), cmp.Compare(a.Games, b.Games))
	}
	slices.SortStableFunc(out, func(a, b BoardStanding) int {
		pa, pb := e.T.Player(a.Player), e.T.Player(b.Player)
		return cmp.Or(tied(&a, &b), cmp.Compare(rating(pb), rating(pa)), cmp.Compare(pa.FullName(), pb.FullName()))
	})
	for i := range out {
		out[i].Place = i + 1
		if i > 0 && tied(&out[i-1], &out[i]) == 0 {
			out[i].Place = out[i-1].Place
			out[i].Shared, out[i-1].Shared = true, true
		}
	}
	return out
}
