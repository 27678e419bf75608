package teamxlsx

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"github.com/hoshi-go/hoshi/internal/export"
	"github.com/hoshi-go/hoshi/internal/export/xlsxtest"
	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/team"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// teamLeague is the event: 12 teams of 4 boards and a reserve, 5 rounds of McMahon
// without handicaps, paired by the team pairing; every game gets a random result (a few
// jigos and one game by default). Team k ("Club kk") has players "Pkk-b" (b = 1..5).
func teamLeague(t *testing.T) *team.Event {
	t.Helper()
	s := tournament.DefaultSettings()
	s.Rounds = 5
	s.Handicap.Kind = tournament.HandicapNone
	e := &team.Event{T: &tournament.Tournament{Settings: s}, Settings: team.Settings{Size: 4}}
	for k := range 12 {
		tm := team.Team{ID: team.ID(k + 1), Name: fmt.Sprintf("Club %02d", k+1)}
		for b := range 5 {
			id := tournament.PlayerID(100*(k+1) + b + 1)
			e.T.Players = append(e.T.Players, tournament.Player{ID: id, Name: fmt.Sprintf("P%02d-%d", k+1, b+1), FirstName: "Test",
				Rank: rank.Rank(4 - k/2 - b)})
			tm.Players = append(tm.Players, id)
		}
		e.Teams = append(e.Teams, tm)
	}
	rng := rand.New(rand.NewPCG(12, 5))
	for r := 1; r <= 5; r++ {
		p, err := e.Pair(r)
		if err != nil {
			t.Fatalf("round %d: %v", r, err)
		}
		e.Apply(p)
		for i := range e.T.Games {
			g := &e.T.Games[i]
			if g.Round == r {
				g.Result = []tournament.Result{tournament.WhiteWins, tournament.BlackWins, tournament.WhiteWins, tournament.BlackWins, tournament.Jigo}[rng.IntN(5)]
				g.ByDefault = r == 2 && g.Table == 3
			}
		}
	}
	return e
}

func openXLSX(t *testing.T, data []byte) *excelize.File { return xlsxtest.Open(t, data) }

func checkNumber(t *testing.T, f *excelize.File, sheet, cell string, want float64) {
	t.Helper()
	xlsxtest.CheckNumber(t, f, sheet, cell, want)
}

// sheetRows reads a sheet, failing when it is missing.
func sheetRows(t *testing.T, f *excelize.File, sheet string) [][]string {
	t.Helper()
	rows, err := f.GetRows(sheet)
	if err != nil {
		t.Fatalf("sheet %s: %v", sheet, err)
	}
	return rows
}

// counted are the match points, board points (x2) and SOST of each team up to round n,
// counted from the games alone: each player's team, each team's board points in a round,
// the team it met.
type counted struct {
	mp, bp, sost map[string]int
	// score[r][team] is the team's board points (x2) in round r; opp[r][team] its opponent.
	score map[int]map[string]int
	opp   map[int]map[string]string
}

func countFromGames(e *team.Event, n int) counted {
	teamOf := map[tournament.PlayerID]string{}
	for _, tm := range e.Teams {
		for _, p := range tm.Players {
			teamOf[p] = tm.Name
		}
	}
	c := counted{mp: map[string]int{}, bp: map[string]int{}, sost: map[string]int{}, score: map[int]map[string]int{}, opp: map[int]map[string]string{}}
	for _, g := range e.T.Games {
		if g.Round > n {
			continue
		}
		if c.score[g.Round] == nil {
			c.score[g.Round], c.opp[g.Round] = map[string]int{}, map[string]string{}
		}
		w, b := g.Points()
		tw, tb := teamOf[g.White], teamOf[g.Black]
		c.score[g.Round][tw] += w
		c.score[g.Round][tb] += b
		c.opp[g.Round][tw], c.opp[g.Round][tb] = tb, tw
	}
	for r, sc := range c.score {
		for tm, v := range sc {
			o := sc[c.opp[r][tm]]
			c.bp[tm] += v
			switch {
			case v > o:
				c.mp[tm] += 2
			case v == o:
				c.mp[tm]++
			}
		}
	}
	for r := range c.score {
		for tm, o := range c.opp[r] {
			c.sost[tm] += c.mp[o]
		}
	}
	return c
}

// half writes doubled points as the sheet's numbers read: 5 is "2.5".
func half(x2 int) string { return strconv.FormatFloat(float64(x2)/2, 'f', -1, 64) }

// TestTeamXLSX: the 12-team, 4-board, 5-round event written and read back: the
// team standings, every match with its boards, every board game from each side and the
// ranking of each board agree with what the games alone give; after round 3 the sheets
// stop at round 3.
func TestTeamXLSX(t *testing.T) {
	e := teamLeague(t)
	for _, after := range []int{5, 3} {
		var buf bytes.Buffer
		if err := Write(&buf, e, after); err != nil {
			t.Fatal(err)
		}
		f := openXLSX(t, buf.Bytes())
		want := []string{"Teams", "Matches", "Boards", "Board 1", "Board 2", "Board 3", "Board 4", "Players"}
		if got := f.GetSheetList(); !slices.Equal(got, want) {
			t.Fatalf("sheets %v, want %v", got, want)
		}
		c := countFromGames(e, after)

		// Teams: ordered by match points, then board points, then SOST; the values counted.
		rows := sheetRows(t, f, "Teams")
		if got := strings.Join(rows[0], "|"); got != "Place|Team|Members|TEAMP|BDW|SOST|DC|Matches|Won|Drawn|Lost" {
			t.Fatalf("Teams header %q", got)
		}
		if len(rows) != 13 {
			t.Fatalf("after %d: %d team rows", after, len(rows)-1)
		}
		type key struct{ mp, bp, sost int }
		var prev key
		for i, row := range rows[1:] {
			tm := row[1]
			k := key{c.mp[tm], c.bp[tm], c.sost[tm]}
			if row[3] != strconv.Itoa(k.mp) || row[4] != half(k.bp) || row[5] != strconv.Itoa(k.sost) {
				t.Errorf("after %d, %s: TEAMP %s BDW %s SOST %s; the games give %d, %s, %d", after, tm, row[3], row[4], row[5], k.mp, half(k.bp), k.sost)
			}
			if row[7] != strconv.Itoa(after) {
				t.Errorf("after %d, %s: %s matches", after, tm, row[7])
			}
			if i > 0 && (prev.mp < k.mp || prev.mp == k.mp && (prev.bp < k.bp || prev.bp == k.bp && prev.sost < k.sost)) {
				t.Errorf("after %d: %s (%+v) below a team with %+v", after, tm, k, prev)
			}
			prev = k
			n, _ := strconv.Atoi(strings.TrimPrefix(tm, "Club "))
			var members []string
			for b := 1; b <= 5; b++ {
				members = append(members, fmt.Sprintf("P%02d-%d Test", n, b))
			}
			if row[2] != strings.Join(members, ", ") {
				t.Errorf("%s: members %q", tm, row[2])
			}
			checkNumber(t, f, "Teams", fmt.Sprintf("D%d", i+2), float64(k.mp))
		}

		// Matches: 6 a round; the score and each board from team A's side as the games give.
		rows = sheetRows(t, f, "Matches")
		if got := strings.Join(rows[0], "|"); got != "Round|Team A|Team B|Score A|Score B|Board 1|Board 2|Board 3|Board 4" {
			t.Fatalf("Matches header %q", got)
		}
		if len(rows) != 1+6*after {
			t.Fatalf("after %d: %d match rows", after, len(rows)-1)
		}
		byName := map[string]*team.Team{}
		for i := range e.Teams {
			byName[e.Teams[i].Name] = &e.Teams[i]
		}
		for _, row := range rows[1:] {
			r, _ := strconv.Atoi(row[0])
			a, b := row[1], row[2]
			if r < 1 || r > after || c.opp[r][a] != b {
				t.Fatalf("match row %v: %s did not meet %s in round %d", row, a, b, r)
			}
			if row[3] != half(c.score[r][a]) || row[4] != half(c.score[r][b]) {
				t.Errorf("round %d %s-%s: score %s-%s, the games give %s-%s", r, a, b, row[3], row[4], half(c.score[r][a]), half(c.score[r][b]))
			}
			for k := range 4 {
				pa := byName[a].Players[k]
				var want string
				for _, g := range e.T.Games {
					if g.Round == r && (g.White == pa || g.Black == pa) {
						w, bl := g.Points()
						if g.Black == pa {
							w, bl = bl, w
						}
						want = map[int]string{0: "0", 1: "½", 2: "1"}[w] + "-" + map[int]string{0: "0", 1: "½", 2: "1"}[bl]
						if g.ByDefault {
							want += "!"
						}
					}
				}
				if row[5+k] != want {
					t.Errorf("round %d %s-%s board %d: %q, want %q", r, a, b, k+1, row[5+k], want)
				}
			}
		}

		// Boards: every game twice; a player's points as his game gives them.
		rows = sheetRows(t, f, "Boards")
		if len(rows) != 1+2*24*after {
			t.Fatalf("after %d: %d board rows", after, len(rows)-1)
		}
		// Each board's ranking: the points its players won on it, counted from the games.
		for b := 1; b <= 4; b++ {
			pts := map[string]int{}
			for _, tm := range e.Teams {
				p := tm.Players[b-1]
				for _, g := range e.T.Games {
					if g.Round <= after && (g.White == p || g.Black == p) {
						w, bl := g.Points()
						if g.Black == p {
							w = bl
						}
						pts[e.T.Player(p).FullName()] += w
					}
				}
			}
			rows := sheetRows(t, f, "Board "+strconv.Itoa(b))
			if len(rows) != 13 {
				t.Fatalf("board %d: %d rows", b, len(rows)-1)
			}
			last := 1 << 30
			for _, row := range rows[1:] {
				if row[4] != half(pts[row[1]]) || row[5] != strconv.Itoa(after) {
					t.Errorf("board %d, %s: %s points in %s games; the games give %s in %d", b, row[1], row[4], row[5], half(pts[row[1]]), after)
				}
				if pts[row[1]] > last {
					t.Errorf("board %d: %s above a player with fewer points", b, row[1])
				}
				last = pts[row[1]]
			}
		}
	}
}

// TestTeamXLSXPairGoAndLabels: a Pair Go event's sides are named by both players in every
// sheet (no board ranking sheets); with Labels the sheets and headers are in the language,
// the numbered board columns keep their number, the colours and the bye are words of the
// language; names that look like formulas stay text, control characters are cleaned.
func TestTeamXLSXPairGoAndLabels(t *testing.T) {
	s := tournament.DefaultSettings()
	s.Rounds = 1
	e := &team.Event{T: &tournament.Tournament{Settings: s}, Settings: team.Settings{Size: 2, Kind: team.PairGo}}
	names := []string{"Kim", "Lee", "Park", "Choi", "=SUM(A1)", "Line\nbreak"}
	for k := range 3 {
		tm := team.Team{ID: team.ID(k + 1)}
		for j := range 2 {
			id := tournament.PlayerID(2*k + j + 1)
			e.T.Players = append(e.T.Players, tournament.Player{ID: id, Name: names[2*k+j], FirstName: "A", Rank: rank.Dan(1)})
			tm.Players = append(tm.Players, id)
		}
		e.Teams = append(e.Teams, tm)
	}
	e.Teams[2].Name = "+Team\tThree"
	p, err := e.Pair(1)
	if err != nil {
		t.Fatal(err)
	}
	e.Apply(p)
	if len(p.Matches) != 1 || p.Bye == 0 {
		t.Fatalf("3 sides: %d matches, bye %d", len(p.Matches), p.Bye)
	}
	e.T.Games[0].Result = tournament.WhiteWins
	cs := map[string]string{"sheet_teams": "Družstva", "sheet_matches": "Zápasy", "sheet_boards": "Desky", "sheet_players": "Hráči",
		"place": "Pořadí", "team": "Družstvo", "members": "Hráči", "round": "Kolo", "team_a": "Družstvo A", "team_b": "Družstvo B",
		"score_a": "Skóre A", "score_b": "Skóre B", "board": "Deska", "word_bye": "volno", "word_white": "bílý", "word_black": "černý",
		"colour": "Barva"}
	var buf bytes.Buffer
	if err := Write(&buf, e, 0, export.Labels(func(key, en string) string { return cs[key] })); err != nil {
		t.Fatal(err)
	}
	f := openXLSX(t, buf.Bytes())
	if got, want := f.GetSheetList(), []string{"Družstva", "Zápasy", "Desky", "Hráči"}; !slices.Equal(got, want) {
		t.Fatalf("sheets %v, want %v", got, want)
	}
	side := func(k int) string { return e.Name(e.Teams[k].ID) }
	if side(0) != "Kim A / Lee A" {
		t.Fatalf("side 1 is %q", side(0))
	}
	rows := sheetRows(t, f, "Zápasy")
	if got := strings.Join(rows[0], "|"); got != "Kolo|Družstvo A|Družstvo B|Skóre A|Skóre B|Deska 1" {
		t.Errorf("Zápasy header %q", got)
	}
	var sides []string
	for _, row := range rows[1:] {
		sides = append(sides, row[1], row[2])
	}
	slices.Sort(sides)
	// Two sides meet, the third has the bye: every side once, and the bye as a word.
	if want := []string{"+Team Three", "Kim A / Lee A", "Park A / Choi A", "volno"}; !slices.Equal(sides, want) {
		t.Errorf("match sides %q, want %q", sides, want)
	}
	rows = sheetRows(t, f, "Desky")
	if len(rows) != 3 {
		t.Fatalf("Desky: %d rows", len(rows))
	}
	for _, row := range rows[1:] {
		if !strings.Contains(row[4], " / ") || (row[5] != "bílý" && row[5] != "černý") {
			t.Errorf("Pair Go board row %q: want the side's players and a colour word", row)
		}
	}
	rows = sheetRows(t, f, "Družstva")
	found := false
	for _, row := range rows[1:] {
		if row[1] == "+Team Three" && row[2] == "=SUM(A1) A, Line break A" {
			found = true
		}
	}
	if !found {
		t.Errorf("side 3 not found as text: %q", rows)
	}
	for _, sheet := range f.GetSheetList() {
		rows := sheetRows(t, f, sheet)
		for r, row := range rows {
			for col := range row {
				cell, _ := excelize.CoordinatesToCellName(col+1, r+1)
				if formula, _ := f.GetCellFormula(sheet, cell); formula != "" {
					t.Errorf("%s!%s holds the formula %q", sheet, cell, formula)
				}
			}
		}
	}
}
