// Package teamxlsx writes the spreadsheet of a team tournament (Pair Go and Rengo too):
// the team standings, the matches with their boards, every board game, a ranking per board
// and the players, with internal/export's writer (numbers as numbers, text never a formula,
// headers in the language of export.Labels). It stands apart from internal/export because
// the team package builds on the pairing, whose tests read files with internal/export.
package teamxlsx

import (
	"cmp"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/hoshi-go/hoshi/internal/export"
	"github.com/hoshi-go/hoshi/internal/team"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// Write writes the spreadsheet of a team tournament (Pair Go and Rengo too) after
// afterRound (0 for the whole tournament): the team standings ("Teams": place, team, its
// members, the team criteria), every match ("Matches": round, the two teams, the score, each
// board's result from team A's side), every board game from each side ("Boards"), for a
// team tournament of boards one ranking sheet per board ("Board 1", ...), and the players.
// Numbers are stored as numbers, text as text (never a formula); names are cleaned of
// control characters as in every export.
func Write(w io.Writer, e *team.Event, afterRound int, opts ...export.Option) error {
	e = safeEvent(e)
	round := afterRound
	if round <= 0 || round > e.T.Settings.Rounds {
		round = e.T.Settings.Rounds
	}
	st, err := e.Standings(round)
	if err != nil {
		return fmt.Errorf("write XLSX: %w", err)
	}
	sheets := []export.Sheet{teamsSheet(e, st), matchesSheet(e, round), boardResultsSheet(e, round)}
	if e.Settings.Kind == team.Boards {
		for b := 1; b <= e.Settings.Size; b++ {
			sheets = append(sheets, boardRankingSheet(e, b, round))
		}
	}
	sheets = append(sheets, export.PlayersSheet(e.T))
	return export.WriteSheets(w, sheets, opts...)
}

// safeEvent is e with the tournament as export.SafeTournament makes it and the teams' names cleaned
// of control characters; e is not changed.
func safeEvent(e *team.Event) *team.Event {
	c := *e
	c.T = export.SafeTournament(e.T)
	c.Teams = make([]team.Team, len(e.Teams))
	for i, t := range e.Teams {
		t.Name = tournament.CleanText(t.Name)
		c.Teams[i] = t
	}
	return &c
}

// teamCriterionScale is what a team criterion's value is divided by for the sheet: board
// points are kept doubled.
func teamCriterionScale(c team.Criterion) int {
	if c == team.CritBoardWins || c.BoardsUpTo() > 0 {
		return 2
	}
	return 1
}

// teamCriteria are the criteria the event's standings use.
func teamCriteria(e *team.Event) []team.Criterion {
	if len(e.Settings.Criteria) > 0 {
		return e.Settings.Criteria
	}
	return team.DefaultCriteria()
}

// sideNames names the players of team id in round r (all its members for r = 0), joined.
func sideNames(e *team.Event, id team.ID, r int, sep string) string {
	return strings.Join(e.PlayerNames(id, r), sep)
}

func teamsSheet(e *team.Event, st []team.Standing) export.Sheet {
	tb := export.Sheet{Name: "Teams", Key: "sheet_teams", Header: []string{"Place", "Team", "Members"},
		Keys: []string{"place", "team", "members"}}
	crit := teamCriteria(e)
	for _, c := range crit {
		tb.Header = append(tb.Header, string(c))
		tb.Keys = append(tb.Keys, "")
	}
	tb.Header = append(tb.Header, "Matches", "Won", "Drawn", "Lost")
	tb.Keys = append(tb.Keys, "matches", "won", "drawn", "lost")
	for _, s := range st {
		row := []any{s.Place, e.Name(s.Team.ID), sideNames(e, s.Team.ID, 0, ", ")}
		for j, c := range crit {
			row = append(row, export.Scaled(s.Values[j], teamCriterionScale(c)))
		}
		row = append(row, s.Matches, s.Wins, s.Draws, s.Losses)
		tb.Rows = append(tb.Rows, row)
	}
	return tb
}

// boardsOf is the number of games of a match: one per board, one for Pair Go and Rengo.
func boardsOf(e *team.Event) int {
	if e.Settings.Kind == team.Boards {
		return e.Settings.Size
	}
	return 1
}

// pointsText is a player's or team's points out of doubled points: "1", "0", "½", "2½".
func pointsText(x2 int) string {
	s := ""
	if x2 >= 2 || x2 == 0 {
		s = strconv.Itoa(x2 / 2)
	}
	if x2%2 == 1 {
		s += "½"
	}
	return s
}

// boardResultText is a board's result from the first side's view, as "1-0" (its player won),
// "0-1", "½-½", "0-0" or "1-1"; "!" marks a game decided by default; "" while unknown.
func boardResultText(g *tournament.Game, pa, pb int) string {
	if g == nil || g.Result == tournament.Unknown {
		return ""
	}
	s := pointsText(pa) + "-" + pointsText(pb)
	if g.ByDefault {
		s += "!"
	}
	return s
}

func matchesSheet(e *team.Event, round int) export.Sheet {
	tb := export.Sheet{Name: "Matches", Key: "sheet_matches", Header: []string{"Round", "Team A", "Team B", "Score A", "Score B"},
		Keys: []string{"round", "team_a", "team_b", "score_a", "score_b"}}
	n := boardsOf(e)
	for b := 1; b <= n; b++ {
		// "Board 1"… in the export's language: the board word, then its number.
		tb.Header = append(tb.Header, "Board "+strconv.Itoa(b))
		tb.Keys = append(tb.Keys, "board#"+strconv.Itoa(b))
	}
	for _, m := range e.Matches {
		if m.Round > round {
			continue
		}
		res := e.MatchResult(m)
		row := []any{m.Round, e.Name(m.A), e.Name(m.B), "", ""}
		if res.Complete {
			row[3], row[4] = export.Scaled(res.A, 2), export.Scaled(res.B, 2)
		}
		bgs := e.BoardGames(m)
		for b := range n {
			cell := ""
			if b < len(bgs) {
				cell = boardResultText(bgs[b].Game, bgs[b].PointsA, bgs[b].PointsB)
			}
			row = append(row, cell)
		}
		tb.Rows = append(tb.Rows, row)
	}
	for _, b := range e.Byes {
		if b.Round <= round {
			row := []any{b.Round, e.Name(b.Team), export.Word("bye"), "", ""}
			for range n {
				row = append(row, "")
			}
			tb.Rows = append(tb.Rows, row)
		}
	}
	// By round; within a round the matches in table order, the bye last.
	slices.SortStableFunc(tb.Rows, func(a, b []any) int { return cmp.Compare(a[0].(int), b[0].(int)) })
	return tb
}

// playerOrSide names a board's player; for Pair Go and Rengo, all players of the side.
func playerOrSide(e *team.Event, side team.ID, p tournament.PlayerID, r int) string {
	if e.Settings.Kind != team.Boards {
		return sideNames(e, side, r, " / ")
	}
	if pl := e.T.Player(p); pl != nil {
		return pl.FullName()
	}
	return fmt.Sprintf("unknown player %d", p)
}

func boardResultsSheet(e *team.Event, round int) export.Sheet {
	tb := export.Sheet{Name: "Boards", Key: "sheet_boards",
		Header: []string{"Round", "Board", "Table", "Team", "Player", "Colour", "Opponent team", "Opponent", "Points"},
		Keys:   []string{"round", "board", "table", "team", "player", "colour", "opponent_team", "opponent", "points"}}
	for _, r := range e.BoardResults(round) {
		colour := export.Word("black")
		if r.White {
			colour = export.Word("white")
		}
		var pts any = ""
		if r.Known {
			pts = export.Scaled(r.Points, 2)
		}
		tb.Rows = append(tb.Rows, []any{r.Round, r.Board, r.Table, e.Name(r.Team), playerOrSide(e, r.Team, r.Player, r.Round),
			colour, e.Name(r.OpponentTeam), playerOrSide(e, r.OpponentTeam, r.Opponent, r.Round), pts})
	}
	return tb
}

func boardRankingSheet(e *team.Event, board, round int) export.Sheet {
	tb := export.Sheet{Name: "Board " + strconv.Itoa(board), Key: "sheet_board", Number: board,
		Header: []string{"Place", "Player", "Rank", "Team", "Points", "Games"},
		Keys:   []string{"place", "player", "rank", "team", "points", "games"}}
	for _, s := range e.BoardRanking(board, round) {
		name, rk := fmt.Sprintf("unknown player %d", s.Player), ""
		if p := e.T.Player(s.Player); p != nil {
			name, rk = p.FullName(), p.Rank.String()
		}
		tb.Rows = append(tb.Rows, []any{s.Place, name, rk, e.Name(s.Team), export.Scaled(s.Points, 2), s.Games})
	}
	return tb
}
