package export

import (
	"bytes"
	"slices"
	"strings"
	"testing"
	"time"

	"golang.org/x/text/encoding/charmap"

	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// TestWriteH9FoldsLettersWithoutDecomposition: in ISO-8859-1, letters that Unicode does not
// decompose into a base letter and an accent (Polish ł, Croatian đ, Turkish ı, French œ) take
// their usual Latin spelling instead of "?"; letters ISO-8859-1 has (Norwegian ø, å) stay.
// The expected spellings are written by hand.
func TestWriteH9FoldsLettersWithoutDecomposition(t *testing.T) {
	s := tournament.DefaultSettings()
	s.Begin = time.Date(2026, 5, 1, 0, 0, 0, 0, time.UTC)
	s.End = s.Begin.AddDate(0, 0, 1)
	s.Rounds = 1
	s.Name, s.Country, s.Place = "Œcumenical Cup", "PL", "Łódź"
	s.Criteria = []tournament.Criterion{tournament.CritMMS}
	tr := &tournament.Tournament{
		Settings: s,
		Players: []tournament.Player{
			{ID: 1, Name: "Łukasiewicz", FirstName: "Paweł", Rank: rank.Dan(4), Country: "PL", Club: "Wrocław"},
			{ID: 2, Name: "Đurđević", FirstName: "Đorđe", Rank: rank.Dan(3), Country: "HR", Club: "Split"},
			{ID: 3, Name: "Bjørnstad", FirstName: "Øyvind", Rank: rank.Dan(2), Country: "NO", Club: "Tromsø"},
			{ID: 4, Name: "Yıldırım", FirstName: "Işıl", Rank: rank.Dan(1), Country: "TR", Club: "İstanbul"},
		},
		Games: []tournament.Game{
			{Round: 1, Table: 1, White: 1, Black: 2, Result: tournament.WhiteWins, KnownColor: true, Komi: 13},
			{Round: 1, Table: 2, White: 3, Black: 4, Result: tournament.BlackWins, KnownColor: true, Komi: 13},
		},
	}
	var buf bytes.Buffer
	notes, err := WriteH9(&buf, tr, H9Options{Charset: "ISO-8859-1"})
	if err != nil {
		t.Fatal(err)
	}
	text, err := charmap.ISO8859_1.NewDecoder().String(buf.String())
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(text, "?") {
		t.Errorf("a letter became ?:\n%s", text)
	}
	header, lines := parseH9(t, text)
	if header["EV"] != "OEcumenical Cup" || header["PC"] != "PL,Lódz" {
		t.Errorf("header %v", header)
	}
	want := map[string]string{ // name -> club
		"Lukasiewicz Pawel": "Wroclaw",
		"Durdevic Dorde":    "Split",
		"Bjørnstad Øyvind":  "Tromsø",
		"Yildirim Isil":     "Istanbul",
	}
	for _, l := range lines {
		club, ok := want[l.name]
		if !ok {
			t.Errorf("unexpected name %q", l.name)
			continue
		}
		if l.club != club {
			t.Errorf("%s: club %q, want %q", l.name, l.club, club)
		}
		delete(want, l.name)
	}
	if len(want) > 0 {
		t.Errorf("names missing: %v in\n%s", want, text)
	}
	// One note per changed text; the Norwegian player, all in ISO-8859-1, has none.
	for _, n := range []string{
		`name "Łukasiewicz Paweł" is not in ISO-8859-1: written as "Lukasiewicz Pawel"`,
		`club "Wrocław" is not in ISO-8859-1: written as "Wroclaw"`,
		`name "Đurđević Đorđe" is not in ISO-8859-1: written as "Durdevic Dorde"`,
		`name "Yıldırım Işıl" is not in ISO-8859-1: written as "Yildirim Isil"`,
		`club "İstanbul" is not in ISO-8859-1: written as "Istanbul"`,
		`tournament name "Œcumenical Cup" is not in ISO-8859-1: written as "OEcumenical Cup"`,
		`place "Łódź" is not in ISO-8859-1: written as "Lódz"`, // ó is in ISO-8859-1,
	} {
		if !slices.Contains(notes, n) {
			t.Errorf("no note %s in %q", n, notes)
		}
	}
	for _, n := range notes {
		if strings.Contains(n, "Bjørnstad") || strings.Contains(n, "Tromsø") {
			t.Errorf("note about a name ISO-8859-1 has: %s", n)
		}
	}
	// In UTF-8 nothing is folded.
	buf.Reset()
	if _, err := WriteH9(&buf, tr, H9Options{}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(buf.String(), "Łukasiewicz Paweł") || !strings.Contains(buf.String(), "Đurđević Đorđe") {
		t.Errorf("UTF-8 file changed the names:\n%s", buf.String())
	}
}
