package export

import (
	"fmt"
	"io"
	"strings"

	"github.com/hoshi-go/hoshi/internal/tournament"
)

// Awards are a tournament's categories and prize list, with the players' details that the
// categories use.
type Awards struct {
	Categories []tournament.Category
	Prizes     []tournament.Prize
	Details    map[tournament.PlayerID]tournament.PlayerDetails
}

// WriteXLSXAwards is WriteXLSX with, after the players, one sheet per category (its players
// in the order of the standings, with their overall place) and a "Prizes" sheet (each prize
// and its winner), when the tournament has them.
func WriteXLSXAwards(w io.Writer, t *tournament.Tournament, afterRound int, a Awards, opts ...Option) error {
	t = safeTournament(t)
	tables := []table{relabel(crossTable(t, afterRound), opts)}
	for _, r := range pairingRounds(t) {
		tables = append(tables, relabel(roundTable(t, r), opts))
	}
	tables = append(tables, relabel(playersTable(t), opts))
	used := map[string]bool{}
	for _, tb := range tables {
		used[strings.ToLower(tb.name)] = true
	}
	st := t.Standings(lastRound(t, afterRound))
	for i := range a.Categories {
		c := &a.Categories[i]
		tb := table{name: sheetName(c.Name, used), header: []string{"#", "Place", "Name", "First name", "Rank", "Club", "Country"},
			keys: []string{"", "place", "name", "first_name", "rank", "club", "country"}}
		for _, cr := range t.Settings.Criteria {
			tb.header = append(tb.header, string(cr))
		}
		for n, s := range tournament.InCategory(st, c, a.Details) {
			p := s.Player
			row := []any{n + 1, s.Place, p.Name, p.FirstName, p.Rank.String(), p.Club, p.Country}
			for j, cr := range t.Settings.Criteria {
				row = append(row, scaled(s.Values[j], cr.Scale()))
			}
			tb.rows = append(tb.rows, row)
		}
		tables = append(tables, relabel(tb, opts))
	}
	if len(a.Prizes) > 0 {
		awards, err := tournament.AwardPrizes(st, a.Prizes, a.Categories, a.Details)
		if err != nil {
			return fmt.Errorf("write XLSX: %w", err)
		}
		place := map[tournament.PlayerID]int{}
		for _, s := range st {
			place[s.Player.ID] = s.Place
		}
		tb := relabel(table{name: "Prizes", sheet: "sheet_prizes", header: []string{"Prize", "Category", "Place", "Name", "First name", "Rank", "Club"},
			keys: []string{"prize", "category", "place", "name", "first_name", "rank", "club"}}, opts)
		tb.name = sheetName(tb.name, used)
		for _, aw := range awards {
			row := []any{aw.Prize.Name, aw.Prize.Category, "", "", "", "", ""}
			if p := t.Player(aw.Player); p != nil {
				row = []any{aw.Prize.Name, aw.Prize.Category, place[p.ID], p.Name, p.FirstName, p.Rank.String(), p.Club}
			}
			tb.rows = append(tb.rows, row)
		}
		tables = append(tables, tb)
	}
	return writeTables(w, tables)
}

// sheetName makes a category's name a sheet name: without the characters spreadsheets refuse
// (: \ / ? * [ ]), at most 31 characters, and unlike the names already used (a number added).
func sheetName(name string, used map[string]bool) string {
	clean := strings.Map(func(r rune) rune {
		if strings.ContainsRune(`:\/?*[]`, r) {
			return '-'
		}
		return r
	}, strings.TrimSpace(name))
	clean = strings.Trim(clean, "'")
	if clean == "" {
		clean = "Category"
	}
	cut := func(s string, n int) string {
		r := []rune(s)
		if len(r) > n {
			r = r[:n]
		}
		return string(r)
	}
	out := cut(clean, 31)
	for k := 2; used[strings.ToLower(out)]; k++ {
		suffix := fmt.Sprintf(" (%d)", k)
		out = cut(clean, 31-len(suffix)) + suffix
	}
	used[strings.ToLower(out)] = true
	return out
}
