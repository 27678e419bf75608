package export

import (
	"bytes"
	"encoding/csv"
	"encoding/xml"
	"errors"
	"io"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/xuri/excelize/v2"

	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// evilTournament holds every text a writer could be tricked by, as a file of another program
// could bring them in: line breaks that would start a fake player or header line, a carriage
// return, tabs, NUL, an escape sequence, the Unicode line separator, quotes, XML specials,
// spreadsheet formulas, the .h9 PIN bar and header brackets.
func evilTournament() *tournament.Tournament {
	s := tournament.DefaultSettings()
	s.Name = "Evil\nCup\r\n; EV[fake] <x> & \"q\""
	s.Place = "Town\r\n; PC[XX,Fake]\x00"
	s.Director = "x\x00y\x1b[2J"
	s.Country = "FR"
	s.Rounds = 2
	s.Begin = time.Date(2026, 5, 1, 0, 0, 0, 0, time.UTC)
	s.End = s.Begin
	s.Criteria = []tournament.Criterion{tournament.CritMMS, tournament.CritSOSM}
	return &tournament.Tournament{
		Settings: s,
		Players: []tournament.Player{
			{ID: 1, Name: "Evil\n   2 Fake Player                  9D XX xxxx", FirstName: "Line", Rank: rank.Dan(2), Country: "FR", Club: "Pa\nris"},
			{ID: 2, Name: "Carriage\rReturn", FirstName: "Tab\tbed", Rank: rank.Dan(1), Country: "C\nZ", Club: "x\ty"},
			{ID: 3, Name: "Nul\x00Byte", FirstName: "Esc\x1b[2J", Rank: rank.Kyu(1), EGDPin: "123\n456"},
			{ID: 4, Name: `"Quoted" O'Brien`, FirstName: "<b>&amp;</b>]]>", Rank: rank.Kyu(2), Club: `<Club a="1">`},
			{ID: 5, Name: "=cmd|' /C calc'!A0", FirstName: "+1+1", Rank: rank.Kyu(3), Club: "-2+3", Extra: map[string]string{"agaId": "77\n# Round 9"}},
			{ID: 6, Name: "@SUM(A1)", FirstName: "Line\u2028Sep\u0085Nel", Rank: rank.Kyu(4), Club: "]] ; EV[", EGDPin: "|999"},
			{ID: 7, Name: "Bad\xffUTF8", FirstName: "\uFFFE\uFFFF", Rank: rank.Kyu(5), Club: "\v\f"},
		},
		Games: []tournament.Game{
			{Round: 1, Table: 1, White: 1, Black: 2, Result: tournament.WhiteWins, KnownColor: true, Komi: 13},
			{Round: 1, Table: 2, White: 3, Black: 4, Result: tournament.BlackWins, KnownColor: true, Komi: 13},
			{Round: 1, Table: 3, White: 5, Black: 6, Result: tournament.Jigo, KnownColor: true, Komi: 13},
			{Round: 2, Table: 1, White: 2, Black: 3, Result: tournament.WhiteWins, KnownColor: true, Komi: 13},
			{Round: 2, Table: 2, White: 4, Black: 5, Result: tournament.BlackWins, ByDefault: true, KnownColor: true, Komi: 13},
			{Round: 2, Table: 3, White: 6, Black: 7, Result: tournament.WhiteWins, KnownColor: true, Komi: 13},
		},
		Byes: []tournament.Bye{{Round: 1, Player: 7}, {Round: 2, Player: 1}},
	}
}

// controls finds a control character other than the line feed that ends each line.
var controls = regexp.MustCompile(`[\x00-\x09\x0b-\x1f\x7f\x{85}\x{2028}\x{2029}\x{fffe}\x{ffff}]`)

func TestH9Injection(t *testing.T) {
	tr := evilTournament()
	for _, charset := range []string{"UTF-8", "ISO-8859-1"} {
		var buf bytes.Buffer
		if _, err := WriteH9(&buf, tr, H9Options{Charset: charset}); err != nil {
			t.Fatal(err)
		}
		text := buf.String()
		if m := controls.FindString(text); m != "" {
			t.Errorf("%s: control character %q in the file", charset, m)
		}
		lines := strings.Split(strings.TrimSuffix(text, "\n"), "\n")
		// The header is exactly OpenGotha's lines, each once, and the column titles.
		headers := map[string]int{}
		var players []string
		for _, l := range lines {
			if !strings.HasPrefix(l, ";") {
				players = append(players, l)
				continue
			}
			key := "comment"
			if m := regexp.MustCompile(`^; ([A-Z]{2})\[`).FindStringSubmatch(l); m != nil {
				key = m[1]
				if strings.Count(l, "[") != 1 || !strings.HasSuffix(l, "]") || strings.Count(l, "]") != 1 {
					t.Errorf("%s: header line %q holds more than its own field", charset, l)
				}
			}
			headers[key]++
		}
		for _, k := range []string{"CL", "EV", "PC", "DT", "HA", "KM", "TM", "CM"} {
			if headers[k] != 1 {
				t.Errorf("%s: %d %s lines, want 1 (headers %v)", charset, headers[k], k, headers)
			}
		}
		if len(players) != len(tr.Players) {
			t.Fatalf("%s: %d player lines, want %d:\n%s", charset, len(players), len(tr.Players), text)
		}
		// Read each player line as the EGD does, by whitespace: place, name, first name, rank,
		// country, club, the criteria, then one result per round and at most a PIN.
		result := regexp.MustCompile(`^\d+[-+=?]([/!][wb?]\d)?$`)
		for i, l := range players {
			f := fieldsWithPlace(l)
			if len(f) > 0 && strings.HasPrefix(f[len(f)-1], "|") {
				f = f[:len(f)-1]
			}
			if len(f) < 6+tr.Settings.Rounds {
				t.Fatalf("%s: line %q has %d fields", charset, l, len(f))
			}
			rounds := f[len(f)-tr.Settings.Rounds:]
			for _, r := range rounds {
				if !result.MatchString(r) {
					t.Errorf("%s: player line %d: result %q in %q", charset, i+1, r, l)
				}
			}
			if !regexp.MustCompile(`^\d+[KDP]$`).MatchString(f[3]) {
				t.Errorf("%s: player line %d: rank field %q in %q (a name spilled into the next field)", charset, i+1, f[3], l)
			}
			if strings.Count(l, "|") > 1 {
				t.Errorf("%s: player line %d has more than one PIN bar: %q", charset, i+1, l)
			}
		}
	}
}

func TestAGAInjection(t *testing.T) {
	tr := evilTournament()
	var buf bytes.Buffer
	if err := WriteAGA(&buf, tr); err != nil {
		t.Fatal(err)
	}
	text := buf.String()
	lines := strings.Split(strings.TrimSuffix(text, "\n"), "\n")
	section := ""
	var players, games, comments int
	for i, l := range lines {
		switch {
		case i == 0:
			if !strings.HasPrefix(l, "TOURNEY ") {
				t.Fatalf("first line %q", l)
			}
		case i <= 3:
			if !regexp.MustCompile(`^\t(start|finish|rules)=\S+$`).MatchString(l) {
				t.Errorf("header line %q", l)
			}
		case l == "PLAYERS" || l == "GAMES":
			section = l
		case section == "PLAYERS":
			if !regexp.MustCompile(`^ *\d+ [^\t]+ \d+[kdp]$`).MatchString(l) {
				t.Errorf("player line %q", l)
			}
			players++
		case section == "GAMES" && strings.HasPrefix(l, "#"):
			comments++
		case section == "GAMES":
			if !regexp.MustCompile(`^\d+ \d+ [wb] \d+ -?\d+(\.5)?$`).MatchString(l) {
				t.Errorf("game line %q", l)
			}
			games++
		default:
			t.Errorf("line %q outside any section", l)
		}
		if m := controls.FindString(l); m != "" && i > 3 {
			t.Errorf("control character %q in %q", m, l)
		}
	}
	// Rated: the five decided games not by default; comments: two round titles and the jigo
	// and the game by default.
	if players != len(tr.Players) || games != 4 || comments != 4 {
		t.Errorf("%d players, %d games, %d comments, want %d, 4, 4:\n%s", players, games, comments, len(tr.Players), text)
	}
	if strings.Contains(text, "# Round 9") || !strings.Contains(text, "\n9000005 =cmd") {
		t.Errorf("an AGA id that is not a number is not replaced by the temporary id:\n%s", text)
	}
}

func TestCSVInjection(t *testing.T) {
	tr := evilTournament()
	for _, c := range []struct {
		name  string
		write func(io.Writer) error
		rows  int
	}{
		{"standings", func(w io.Writer) error { return WriteStandingsCSV(w, tr, 0) }, len(tr.Players)},
		{"players", func(w io.Writer) error { return WritePlayersCSV(w, tr) }, len(tr.Players)},
		{"pairings", func(w io.Writer) error { return WritePairingsCSV(w, tr, 1) }, 4}, // 3 games and the bye
	} {
		var buf bytes.Buffer
		if err := c.write(&buf); err != nil {
			t.Fatal(err)
		}
		if got := strings.Count(buf.String(), "\n"); got != c.rows+1 {
			t.Errorf("%s: %d lines, want %d: a cell broke a line", c.name, got, c.rows+1)
		}
		r := csv.NewReader(&buf)
		records, err := r.ReadAll() // the same number of fields on every line, or an error
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if len(records) != c.rows+1 {
			t.Fatalf("%s: %d records", c.name, len(records))
		}
		for _, rec := range records {
			for _, cell := range rec {
				if m := controls.FindString(cell); m != "" {
					t.Errorf("%s: control character %q in cell %q", c.name, m, cell)
				}
				if cell != "" && strings.ContainsRune("=+@", rune(cell[0])) {
					t.Errorf("%s: cell %q starts a formula", c.name, cell)
				}
				if strings.HasPrefix(cell, "-") && !regexp.MustCompile(`^-\d+(\.\d+)?$`).MatchString(cell) {
					t.Errorf("%s: cell %q starts a formula", c.name, cell)
				}
			}
		}
	}
}

func TestXLSXInjection(t *testing.T) {
	tr := evilTournament()
	var buf bytes.Buffer
	if err := WriteXLSX(&buf, tr, 0); err != nil {
		t.Fatal(err)
	}
	f := openXLSX(t, buf.Bytes())
	names := map[string]bool{}
	for _, sheet := range f.GetSheetList() {
		rows, err := f.GetRows(sheet)
		if err != nil {
			t.Fatal(err)
		}
		for r, row := range rows {
			for col, v := range row {
				cell, _ := excelize.CoordinatesToCellName(col+1, r+1)
				if formula, _ := f.GetCellFormula(sheet, cell); formula != "" {
					t.Errorf("%s!%s holds the formula %q", sheet, cell, formula)
				}
				if m := controls.FindString(v); m != "" {
					t.Errorf("%s!%s: control character %q in %q", sheet, cell, m, v)
				}
				names[v] = true
			}
		}
	}
	rows, _ := f.GetRows("Players")
	if len(rows) != len(tr.Players)+1 {
		t.Errorf("Players sheet: %d rows, want %d", len(rows), len(tr.Players)+1)
	}
	// The formula-like names are there as text, as typed.
	for _, want := range []string{"=cmd|' /C calc'!A0", "+1+1", "-2+3", "@SUM(A1)"} {
		if !names[want] {
			t.Errorf("text %q not found as a cell value", want)
		}
		typ := excelize.CellTypeUnset
		for _, sheet := range f.GetSheetList() {
			cells, _ := f.SearchSheet(sheet, regexp.QuoteMeta(want), true)
			for _, c := range cells {
				typ, _ = f.GetCellType(sheet, c)
				if typ != excelize.CellTypeSharedString && typ != excelize.CellTypeInlineString {
					t.Errorf("%s!%s = %q is not a text cell (type %v)", sheet, c, want, typ)
				}
			}
		}
	}
}

func TestOpenGothaInjection(t *testing.T) {
	tr := evilTournament()
	var buf bytes.Buffer
	if err := WriteOpenGotha(&buf, tr); err != nil {
		t.Fatal(err)
	}
	// encoding/xml reads the whole file: well-formed, every character allowed by XML 1.0.
	dec := xml.NewDecoder(bytes.NewReader(buf.Bytes()))
	var players, games, byes int
	for {
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatalf("not well-formed: %v", err)
		}
		if se, ok := tok.(xml.StartElement); ok {
			switch se.Name.Local {
			case "Player":
				players++
			case "Game":
				games++
			case "ByePlayer":
				byes++
			}
			for _, a := range se.Attr {
				if m := controls.FindString(a.Value); m != "" {
					t.Errorf("<%s %s=%q>: control character %q", se.Name.Local, a.Name.Local, a.Value, m)
				}
			}
		}
	}
	if players != len(tr.Players) || games != len(tr.Games) || byes != len(tr.Byes) {
		t.Errorf("%d players, %d games, %d byes", players, games, byes)
	}
	if m := regexp.MustCompile(`[\x00-\x08\x0b\x0c\x0e-\x1f]`).Find(buf.Bytes()); m != nil {
		t.Errorf("character %q invalid in XML 1.0", m)
	}
	// hoshi's own reader finds the same tournament, texts cleaned.
	back, _, err := ReadOpenGotha(bytes.NewReader(buf.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	if len(back.Players) != len(tr.Players) || len(back.Games) != len(tr.Games) || len(back.Byes) != len(tr.Byes) {
		t.Fatalf("read back %d players, %d games, %d byes", len(back.Players), len(back.Games), len(back.Byes))
	}
	for i, p := range back.Players {
		o := tr.Players[i]
		if p.Name != tournament.CleanText(o.Name) || p.FirstName != tournament.CleanText(o.FirstName) || p.Club != tournament.CleanText(o.Club) {
			t.Errorf("player %d read back as %q %q %q", i+1, p.Name, p.FirstName, p.Club)
		}
	}
	if back.Settings.Name != tournament.CleanText(tr.Settings.Name) || back.Settings.Place != tournament.CleanText(tr.Settings.Place) {
		t.Errorf("settings read back as %q, %q", back.Settings.Name, back.Settings.Place)
	}
}

// The reader cleans control characters that a file carries as character references, warns,
// and refuses a name longer than hoshi keeps.
func TestReadOpenGothaCleansNames(t *testing.T) {
	file := `<Tournament><Players>` +
		`<Player name="Evil&#10;2 Fake" firstName="a&#9;b" rank="1d" club="x&#13;y"/>` +
		`<Player name="Dvor&#x30C;ák" firstName="Jan" rank="2k"/>` +
		`</Players><TournamentParameterSet><GeneralParameterSet name="Cup&#10;; EV[x]" numberOfRounds="3"/></TournamentParameterSet></Tournament>`
	tr, rep, err := ReadOpenGotha(strings.NewReader(file))
	if err != nil {
		t.Fatal(err)
	}
	p := tr.Players[0]
	if p.Name != "Evil 2 Fake" || p.FirstName != "a b" || p.Club != "x y" {
		t.Errorf("player read as %q %q %q", p.Name, p.FirstName, p.Club)
	}
	if tr.Players[1].Name != "Dvořák" {
		t.Errorf("NFD name read as %q, want NFC", tr.Players[1].Name)
	}
	if tr.Settings.Name != "Cup ; EV[x]" {
		t.Errorf("tournament name %q", tr.Settings.Name)
	}
	if len(rep.Texts()) != 4 {
		t.Errorf("warnings %q, want one per cleaned text", rep.Texts())
	}
	long := `<Tournament><Players><Player name="` + strings.Repeat("n", tournament.MaxNameLength+1) + `" rank="1d"/></Players></Tournament>`
	_, _, err = ReadOpenGotha(strings.NewReader(long))
	var ie *ImportError
	if !errors.As(err, &ie) || ie.Line != 1 || !strings.Contains(err.Error(), "at most 80") {
		t.Errorf("over-long name: %v", err)
	}
}
