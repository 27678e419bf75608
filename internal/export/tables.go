package export

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/collate"
	"golang.org/x/text/language"

	"github.com/hoshi-go/hoshi/internal/tournament"
)

// table is one sheet of a spreadsheet export: the XLSX and CSV writers share it, so that both
// give the same columns. Cells are string, int or float64, so numbers stay numbers.
type table struct {
	name   string
	header []string
	// keys name the columns for Labels, beside header; "" keeps the header (criteria).
	keys []string
	// sheet names the sheet for Labels ("sheet_round"); "" keeps name (a category's). A
	// round's sheet is labelled without its number, which follows the label.
	sheet string
	round int
	rows  [][]any
	// label is Labels' function, for the words in the cells of the XLSX; a CSV keeps them
	// English, so that its lines read the same whatever the language of its header.
	label func(key, en string) string
}

// word is a cell that is a word of the export's language rather than data: "bye" (a round's
// cell, a pairing sheet's row), "final" and "preliminary" (a player's registration). In the
// XLSX Labels translates it (key word_bye, word_final, word_preliminary); a CSV writes it in
// English.
type word string

// Option changes how a spreadsheet export is written.
type Option func(*options)

type options struct {
	label func(key, en string) string
}

// Labels gives the column headers in another language: label(key, en) is the header of the
// column named key (place, name, first_name, rank, rating, club, country, table, white,
// white_rank, black, black_rank, handicap, komi, result, prisoners (the pairings' last column,
// only in a round where White hands Black prisoners before a game), egd_pin, registration, absent_rounds,
// prize, category; for a team tournament team, members, matches, won, drawn, lost, round,
// team_a, team_b, score_a, score_b, board followed by the board's number, player, colour,
// opponent_team, opponent, points, games), whose English header is en; and the name of the
// XLSX sheet named key (sheet_standings, sheet_round followed by the round's number,
// sheet_players, sheet_prizes; sheet_teams, sheet_matches, sheet_boards, sheet_board followed
// by the board's number). The round columns of the cross table (R1, R2…) are labelled
// round_col, whose label ("R"; "K" for the Czech kolo) the round's number follows without a
// space. The columns and their order stay as they are; the criteria and the line number (#)
// keep their notation. A sheet name a spreadsheet
// refuses (one of : \ / ? * [ ], or longer than 31 characters) stays English. The words
// written in the XLSX's cells are labelled too: word_bye, word_final, word_preliminary,
// word_white, word_black.
func Labels(label func(key, en string) string) Option {
	return func(o *options) { o.label = label }
}

// relabel applies the options to tb's header and sheet name, and keeps the label for its words.
func relabel(tb table, opts []Option) table {
	var o options
	for _, f := range opts {
		f(&o)
	}
	tb.label = o.label
	if o.label == nil {
		return tb
	}
	if tb.sheet != "" {
		en, num := tb.name, ""
		if tb.round > 0 {
			num = " " + strconv.Itoa(tb.round)
			en = strings.TrimSuffix(en, num)
		}
		if h := o.label(tb.sheet, en); h != "" && validSheetName(h+num) {
			tb.name = h + num
		}
	}
	tb.header = slices.Clone(tb.header)
	for i, k := range tb.keys {
		// A numbered column ("board#2", "Board 2") is labelled without its number, which
		// follows the label.
		if base, num, ok := strings.Cut(k, "#"); ok {
			if base == "round_col" {
				// A round's column is its letter and number without a space: R1, K1 in Czech.
				if h := o.label(base, strings.TrimSuffix(tb.header[i], num)); h != "" {
					tb.header[i] = h + num
				}
				continue
			}
			if h := o.label(base, strings.TrimSuffix(tb.header[i], " "+num)); h != "" {
				tb.header[i] = h + " " + num
			}
			continue
		}
		if k != "" {
			if h := o.label(k, tb.header[i]); h != "" {
				tb.header[i] = h
			}
		}
	}
	return tb
}

// wordsOf is rows with their word cells as strings, in label's language if label is not nil.
// rows is copied, not changed.
func wordsOf(rows [][]any, label func(key, en string) string) [][]any {
	out := make([][]any, len(rows))
	for i, row := range rows {
		out[i] = slices.Clone(row)
		for j, v := range row {
			if w, ok := v.(word); ok {
				s := string(w)
				if label != nil {
					if h := label("word_"+s, s); h != "" {
						s = h
					}
				}
				out[i][j] = s
			}
		}
	}
	return out
}

// validSheetName tells whether a spreadsheet accepts name for a sheet.
func validSheetName(name string) bool {
	return name != "" && utf8.RuneCountInString(name) <= 31 && !strings.ContainsAny(name, `:\/?*[]`)
}

// lastRound resolves the "after round" argument of the exports: 0 or out of range means the
// whole tournament.
func lastRound(t *tournament.Tournament, afterRound int) int {
	if afterRound <= 0 || afterRound > t.Settings.Rounds {
		return t.Settings.Rounds
	}
	return afterRound
}

func standingsTable(t *tournament.Tournament, afterRound int) table {
	tb := table{name: "Standings", sheet: "sheet_standings", header: []string{"Place", "Name", "First name", "Rank", "Rating", "Club", "Country"},
		keys: []string{"place", "name", "first_name", "rank", "rating", "club", "country"}}
	for _, c := range t.Settings.Criteria {
		tb.header = append(tb.header, string(c))
		tb.keys = append(tb.keys, "")
	}
	for _, st := range t.Standings(lastRound(t, afterRound)) {
		p := st.Player
		row := []any{st.Place, p.Name, p.FirstName, p.Rank.String(), p.Rating, p.Club, p.Country}
		for j, c := range t.Settings.Criteria {
			row = append(row, scaled(st.Values[j], c.Scale()))
		}
		tb.rows = append(tb.rows, row)
	}
	return tb
}

// scaled is a criterion value as players know it: whole numbers as int, half points as 0.5.
func scaled(v, scale int) any {
	if v%scale == 0 {
		return v / scale
	}
	return float64(v) / float64(scale)
}

// pairingRounds lists the rounds that have games or byes, in order.
func pairingRounds(t *tournament.Tournament) []int {
	var rs []int
	for _, g := range t.Games {
		rs = append(rs, g.Round)
	}
	for _, b := range t.Byes {
		rs = append(rs, b.Round)
	}
	slices.Sort(rs)
	return slices.Compact(rs)
}

func roundTable(t *tournament.Tournament, r int) table {
	tb := table{
		name:   "Round " + strconv.Itoa(r),
		sheet:  "sheet_round",
		round:  r,
		header: []string{"Table", "White", "White rank", "Black", "Black rank", "Handicap", "Komi", "Result"},
		keys:   []string{"table", "white", "white_rank", "black", "black_rank", "handicap", "komi", "result"},
	}
	games := t.RoundGames(r)
	slices.SortStableFunc(games, func(a, b tournament.Game) int { return cmp.Compare(a.Table, b.Table) })
	who := func(id tournament.PlayerID) (name, rank string) {
		if p := t.Player(id); p != nil {
			return p.FullName(), p.Rank.String()
		}
		return fmt.Sprintf("unknown player %d", id), ""
	}
	for _, g := range games {
		white, whiteRank := who(g.White)
		black, blackRank := who(g.Black)
		var handicap any = g.Handicap
		if t.Settings.IsShogi() {
			handicap = tournament.ShogiHandicapName(g.Handicap) // a named handicap: "lance"
		}
		tb.rows = append(tb.rows, []any{g.Table, white, whiteRank, black, blackRank, handicap,
			scaled(g.Komi, 2), resultText(g)})
	}
	if id := t.ByeIn(r); id != 0 {
		name, rank := who(id)
		tb.rows = append(tb.rows, []any{"", name, rank, word("bye"), "", "", "", ""})
	}
	// The prisoners White hands Black before a game beyond the handicap ceiling (the
	// rank-difference rule) get a last column, only in a round that has any: the columns
	// before it stay where they always were.
	if slices.ContainsFunc(games, func(g tournament.Game) bool { return g.Prisoners != 0 }) {
		tb.header = append(tb.header, "Prisoners to Black")
		tb.keys = append(tb.keys, "prisoners")
		for i, g := range games {
			tb.rows[i] = append(tb.rows[i], g.Prisoners)
		}
		for i := len(games); i < len(tb.rows); i++ {
			tb.rows[i] = append(tb.rows[i], "")
		}
	}
	return tb
}

// resultText is a result as printed on pairing sheets: White's score first, "!" for a game
// decided by default.
func resultText(g tournament.Game) string {
	s := [...]string{"", "1-0", "0-1", "½-½", "1-1", "0-0"}[g.Result]
	if g.ByDefault && s != "" {
		s += "!"
	}
	return s
}

func playersTable(t *tournament.Tournament) table {
	tb := table{name: "Players", sheet: "sheet_players", header: []string{"Name", "First name", "Rank", "Rating", "Club", "Country",
		"EGD PIN", "Registration", "Absent rounds"},
		keys: []string{"name", "first_name", "rank", "rating", "club", "country", "egd_pin", "registration", "absent_rounds"}}
	players := make([]*tournament.Player, len(t.Players))
	for i := range t.Players {
		players[i] = &t.Players[i]
	}
	// Alphabetical as people read it: accents and case do not move a name.
	coll := collate.New(language.Und, collate.Loose)
	slices.SortStableFunc(players, func(a, b *tournament.Player) int {
		return cmp.Or(coll.CompareString(a.Name, b.Name), coll.CompareString(a.FirstName, b.FirstName))
	})
	for _, p := range players {
		status := word("final")
		if p.Status == tournament.Preliminary {
			status = word("preliminary")
		}
		absent := make([]string, 0, len(p.Absent))
		for _, r := range p.Absent {
			if r <= t.Settings.Rounds {
				absent = append(absent, strconv.Itoa(r))
			}
		}
		tb.rows = append(tb.rows, []any{p.Name, p.FirstName, p.Rank.String(), p.Rating, p.Club, p.Country,
			p.EGDPin, status, strings.Join(absent, ", ")})
	}
	return tb
}

// cellText is a cell as text, for CSV and for sizing columns.
func cellText(v any) string {
	switch v := v.(type) {
	case string:
		return v
	case word:
		return string(v)
	case int:
		return strconv.Itoa(v)
	case float64:
		return strconv.FormatFloat(v, 'f', -1, 64)
	}
	return fmt.Sprint(v)
}
