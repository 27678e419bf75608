package director

import (
	"testing"

	"github.com/hoshi-go/hoshi/internal/tournament"
)

// A spreadsheet that names its columns as the API does (first_name, last_name, egd_pin) is
// read column by column: the first names are not lost.
func TestCSVHeadersAsTheAPIWritesThem(t *testing.T) {
	tr := &tournament.Tournament{Settings: tournament.DefaultSettings()}
	lines, header, unread, err := readPlayerCSV(tr, "last_name,first_name,rank,egd_pin\nNovák,Jan,3k,12345678\n", englishCSV)
	if err != nil || !header || len(unread) != 0 || len(lines) != 1 {
		t.Fatalf("lines %+v, header %v, unread %v, %v", lines, header, unread, err)
	}
	if p := lines[0].player; p.Name != "Novák" || p.FirstName != "Jan" || p.EGDPin != "12345678" || len(lines[0].Errors) != 0 {
		t.Errorf("read %+v, errors %v", p, lines[0].Errors)
	}
}

// The woman column's values as spreadsheets in hoshi's languages hold them: a yes-or-no
// column ("Žena", "Woman") and a gender column ("Pohlaví", "Gender"); "N" is no in the
// first and nainen (a woman, Finnish) in the second.
func TestCSVWomanValues(t *testing.T) {
	for _, c := range []struct {
		gender    bool
		v         string
		woman, ok bool
	}{
		{false, "", false, true}, {false, "x", true, true}, {false, "X", true, true}, {false, "1", true, true},
		{false, "ano", true, true}, {false, "Ano", true, true}, {false, "áno", true, true}, {false, "kyllä", true, true},
		{false, "ja", true, true}, {false, "oui", true, true}, {false, "yes", true, true}, {false, "✓", true, true},
		{false, "Ž", true, true}, {false, "ne", false, true}, {false, "NE", false, true}, {false, "nie", false, true},
		{false, "0", false, true}, {false, "no", false, true}, {false, "N", false, true}, {false, "ei", false, true},
		{false, "nein", false, true}, {false, "non", false, true}, {false, "M", false, true},
		{false, "možná", false, false}, {false, "2", false, false},
		{true, "", false, true}, {true, "Ž", true, true}, {true, "ž", true, true}, {true, "žena", true, true},
		{true, "F", true, true}, {true, "W", true, true}, {true, "N", true, true}, {true, "nainen", true, true},
		{true, "weiblich", true, true}, {true, "femme", true, true}, {true, "M", false, true}, {true, "muž", false, true},
		{true, "H", false, true}, {true, "homme", false, true}, {true, "mies", false, true}, {true, "männlich", false, true},
		{true, "x", false, false}, {true, "ano", false, false}, {true, "?", false, false},
	} {
		if woman, ok := readWoman(c.gender, c.v); woman != c.woman || ok != c.ok {
			t.Errorf("gender column %v, %q: woman %v ok %v, want %v %v", c.gender, c.v, woman, ok, c.woman, c.ok)
		}
	}
	// Headers in each language name the column; without a header line there is none.
	tr := &tournament.Tournament{Settings: tournament.DefaultSettings()}
	for _, h := range []string{"Žena", "ŽENA", "Woman", "Female", "Nainen", "Dame", "Frau", "Femme", "Pohlaví", "Pohlavie", "Gender", "Sex", "Sukupuoli", "Geschlecht", "Sexe"} {
		lines, _, unread, err := readPlayerCSV(tr, "Name;Rank;"+h+"\nNovák;3k;\n", englishCSV)
		if err != nil || len(unread) != 0 || len(lines) != 1 || !lines[0].hasWoman {
			t.Errorf("header %q: lines %+v, unread %v, %v", h, lines, unread, err)
		}
	}
	lines, _, _, _ := readPlayerCSV(tr, "Novák,Jan,3k,Brno,CZ,123,2000,x\n", englishCSV)
	if len(lines) != 1 || lines[0].hasWoman || lines[0].Woman || len(lines[0].Errors) != 0 {
		t.Errorf("a file without a header has no woman column: %+v", lines)
	}
}
