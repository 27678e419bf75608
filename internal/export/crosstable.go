package export

import (
	"slices"
	"strconv"

	"github.com/hoshi-go/hoshi/internal/tournament"
)

// CrossLine is a player's line of the cross table (the wall chart) after a round.
type CrossLine struct {
	tournament.Standing
	// Num is the line's number, 1 for the first line of the standings: the number by which
	// the other lines' cells name this player.
	Num int
	// Cells are the player's rounds 1 to n, in the wall chart convention (see CrossCell).
	Cells []string
	// NBW is the number of wins x2, with the tournament's values for byes and absences.
	NBW int
}

// CrossTable is the standings after round n with every player's game of each round.
func CrossTable(t *tournament.Tournament, n int) []CrossLine {
	st := t.Standings(n)
	scores := t.ScoresAfter(n)
	num := make(map[tournament.PlayerID]int, len(st))
	for i, s := range st {
		num[s.Player.ID] = i + 1
	}
	byPlayer := make([]map[tournament.PlayerID]*tournament.Game, n+1)
	for r := range byPlayer {
		byPlayer[r] = map[tournament.PlayerID]*tournament.Game{}
	}
	for i := range t.Games {
		if g := &t.Games[i]; g.Round >= 1 && g.Round <= n {
			byPlayer[g.Round][g.White], byPlayer[g.Round][g.Black] = g, g
		}
	}
	byes := make([]tournament.PlayerID, n+1)
	for r := 1; r <= n; r++ {
		byes[r] = t.ByeIn(r)
	}
	out := make([]CrossLine, len(st))
	for i, s := range st {
		id := s.Player.ID
		l := CrossLine{Standing: s, Num: i + 1, Cells: make([]string, n), NBW: scores.NBW(id, n)}
		for r := 1; r <= n; r++ {
			g := byPlayer[r][id]
			if g != nil && !t.Settings.IsGo() && g.Handicap != 0 {
				// A shogi handicap is a named one, no number of stones: the cell gives none.
				even := *g
				even.Handicap = 0
				g = &even
			}
			l.Cells[r-1] = CrossCell(g, id, byes[r] == id, num)
		}
		out[i] = l
	}
	return out
}

// CrossCell is player id's cell of a round: "12+/w2" is a win ("+"; "-" a loss, "=" jigo,
// "?" not reported yet, "!" after it when by default) against the player of line 12, with
// White, two handicap stones. The colour is left out when the pairing did not decide it.
// Without a game the cell reads "bye" or "–" (absent or not paired).
func CrossCell(g *tournament.Game, id tournament.PlayerID, bye bool, num map[tournament.PlayerID]int) string {
	if g == nil {
		if bye {
			return "bye"
		}
		return "–"
	}
	cell := strconv.Itoa(num[g.Opponent(id)]) + Outcome(g, id)
	if g.ByDefault && g.Result != tournament.Unknown {
		cell += "!"
	}
	if !g.KnownColor {
		return cell
	}
	if g.White == id {
		cell += "/w"
	} else {
		cell += "/b"
	}
	if g.Handicap > 0 {
		cell += strconv.Itoa(g.Handicap)
	}
	return cell
}

// Outcome is the game's result for player id: "+" won, "-" lost, "=" jigo, "?" not known.
// Both players win or both lose when the director decided so.
func Outcome(g *tournament.Game, id tournament.PlayerID) string {
	w, b := g.Points()
	mine, theirs := w, b
	if id == g.Black {
		mine, theirs = b, w
	}
	switch {
	case g.Result == tournament.Unknown:
		return "?"
	case g.Result == tournament.Jigo:
		return "="
	case mine > 0 && (mine > theirs || g.Result == tournament.BothWin):
		return "+"
	}
	return "-"
}

// crossTable is the standings sheet of the spreadsheet: the cross table a director can
// post, the players in the order of the standings with their line number ("#"), place (a
// number, shared places repeated, so that the column sorts), each
// round's cell, the wins (NBW, unless it is a criterion already) and the criteria.
func crossTable(t *tournament.Tournament, afterRound int) table {
	n := lastRound(t, afterRound)
	tb := table{name: "Standings", sheet: "sheet_standings", header: []string{"#", "Place", "Name", "First name", "Rank", "Rating", "Club", "Country"},
		keys: []string{"", "place", "name", "first_name", "rank", "rating", "club", "country"}}
	for r := 1; r <= n; r++ {
		tb.header = append(tb.header, "R"+strconv.Itoa(r))
		tb.keys = append(tb.keys, "round_col#"+strconv.Itoa(r))
	}
	nbw := !slices.Contains(t.Settings.Criteria, tournament.CritNBW)
	if nbw {
		tb.header = append(tb.header, "NBW")
	}
	for _, c := range t.Settings.Criteria {
		tb.header = append(tb.header, string(c))
	}
	for _, l := range CrossTable(t, n) {
		p := l.Player
		row := []any{l.Num, l.Place, p.Name, p.FirstName, p.Rank.String(), p.Rating, p.Club, p.Country}
		for _, c := range l.Cells {
			if c == "bye" { // CrossCell's word for a bye; a game's cell starts with a number
				row = append(row, word(c))
				continue
			}
			row = append(row, c)
		}
		if nbw {
			row = append(row, scaled(l.NBW, 2))
		}
		for j, c := range t.Settings.Criteria {
			row = append(row, scaled(l.Values[j], c.Scale()))
		}
		tb.rows = append(tb.rows, row)
	}
	return tb
}
