package export

import (
	"cmp"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/hoshi-go/hoshi/internal/team"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// WriteTeamXLSX writes the spreadsheet of a team tournament (Pair Go and Rengo too) after
// afterRound (0 for the whole tournament): the team standings ("Teams": place, team, its
// members, the team criteria), every match ("Matches": round, the two teams, the score, each
// board's result from team A's side), every board game from each side ("Boards"), for a
// team tournament of boards one ranking sheet per board ("Board 1", ...), and the players.
// Numbers are stored as numbers, text as text (never a formula); names are cleaned of
// control characters as in every export.
func WriteTeamXLSX(w io.Writer, e *team.Event, afterRound int, opts ...Option) error {
	e = safeEvent(e)
	round := lastRound(e.T, afterRound)
	st, err := e.Standings(round)
	if err != nil {
		return fmt.Errorf("write XLSX: %w", err)
	}
	tables := []table{relabel(teamsTable(e, st), opts), relabel(matchesTable(e, round), opts), relabel(boardResultsTable(e, round), opts)}
	if e.Settings.Kind == team.Boards {
		for b := 1; b <= e.Settings.Size; b++ {
			tables = append(tables, relabel(boardRankingTable(e, b, round), opts))
		}
	}
	tables = append(tables, relabel(playersTable(e.T), opts))
	return writeTables(w, tables)
}

// safeEvent is e with the tournament as safeTournament makes it and the teams' names cleaned
// of control characters; e is not changed.
func safeEvent(e *team.Event) *team.Event {
	c := *e
	c.T = safeTournament(e.T)
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

func teamsTable(e *team.Event, st []team.Standing) table {
	tb := table{name: "Teams", sheet: "sheet_teams", header: []string{"Place", "Team", "Members"},
		keys: []string{"place", "team", "members"}}
	crit := teamCriteria(e)
	for _, c := range crit {
		tb.header = append(tb.header, string(c))
		tb.keys = append(tb.keys, "")
	}
	tb.header = append(tb.header, "Matches", "Won", "Drawn", "Lost")
	tb.keys = append(tb.keys, "matches", "won", "drawn", "lost")
	for _, s := range st {
		row := []any{s.Place, e.Name(s.Team.ID), sideNames(e, s.Team.ID, 0, ", ")}
		for j, c := range crit {
			row = append(row, scaled(s.Values[j], teamCriterionScale(c)))
		}
		row = append(row, s.Matches, s.Wins, s.Draws, s.Losses)
		tb.rows = append(tb.rows, row)
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

func matchesTable(e *team.Event, round int) table {
	tb := table{name: "Matches", sheet: "sheet_matches", header: []string{"Round", "Team A", "Team B", "Score A", "Score B"},
		keys: []string{"round", "team_a", "team_b", "score_a", "score_b"}}
	n := boardsOf(e)
	for b := 1; b <= n; b++ {
		// "Board 1"… in the export's language: the board word, then its number.
		tb.header = append(tb.header, "Board "+strconv.Itoa(b))
		tb.keys = append(tb.keys, "board#"+strconv.Itoa(b))
	}
	for _, m := range e.Matches {
		if m.Round > round {
			continue
		}
		res := e.MatchResult(m)
		row := []any{m.Round, e.Name(m.A), e.Name(m.B), "", ""}
		if res.Complete {
			row[3], row[4] = scaled(res.A, 2), scaled(res.B, 2)
		}
		bgs := e.BoardGames(m)
		for b := range n {
			cell := ""
			if b < len(bgs) {
				cell = boardResultText(bgs[b].Game, bgs[b].PointsA, bgs[b].PointsB)
			}
			row = append(row, cell)
		}
		tb.rows = append(tb.rows, row)
	}
	for _, b := range e.Byes {
		if b.Round <= round {
			row := []any{b.Round, e.Name(b.Team), word("bye"), "", ""}
			for range n {
				row = append(row, "")
			}
			tb.rows = append(tb.rows, row)
		}
	}
	// By round; within a round the matches in table order, the bye last.
	slices.SortStableFunc(tb.rows, func(a, b []any) int { return cmp.Compare(a[0].(int), b[0].(int)) })
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

func boardResultsTable(e *team.Event, round int) table {
	tb := table{name: "Boards", sheet: "sheet_boards",
		header: []string{"Round", "Board", "Table", "Team", "Player", "Colour", "Opponent team", "Opponent", "Points"},
		keys:   []string{"round", "board", "table", "team", "player", "colour", "opponent_team", "opponent", "points"}}
	for _, r := range e.BoardResults(round) {
		colour := word("black")
		if r.White {
			colour = word("white")
		}
		var pts any = ""
		if r.Known {
			pts = scaled(r.Points, 2)
		}
		tb.rows = append(tb.rows, []any{r.Round, r.Board, r.Table, e.Name(r.Team), playerOrSide(e, r.Team, r.Player, r.Round),
			colour, e.Name(r.OpponentTeam), playerOrSide(e, r.OpponentTeam, r.Opponent, r.Round), pts})
	}
	return tb
}

func boardRankingTable(e *team.Event, board, round int) table {
	tb := table{name: "Board " + strconv.Itoa(board), sheet: "sheet_board", round: board,
		header: []string{"Place", "Player", "Rank", "Team", "Points", "Games"},
		keys:   []string{"place", "player", "rank", "team", "points", "games"}}
	for _, s := range e.BoardRanking(board, round) {
		name, rk := fmt.Sprintf("unknown player %d", s.Player), ""
		if p := e.T.Player(s.Player); p != nil {
			name, rk = p.FullName(), p.Rank.String()
		}
		tb.rows = append(tb.rows, []any{s.Place, name, rk, e.Name(s.Team), scaled(s.Points, 2), s.Games})
	}
	return tb
}
