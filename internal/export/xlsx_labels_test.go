package export

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// TestXLSXLabels: with Labels, every sheet of the XLSX speaks the language: the cross table,
// the rounds, the players, a category and the prizes, and the sheets' names; the line number,
// the round columns and the criteria keep their notation, a category keeps its name, and a
// sheet name a spreadsheet refuses stays English.
func TestXLSXLabels(t *testing.T) {
	tr, _ := readTestdata(t, "juvisy.xml")
	cs := map[string]string{
		"place": "Pořadí", "name": "Příjmení", "first_name": "Jméno", "rank": "Třída", "rating": "Rating", "club": "Klub",
		"country": "Země", "table": "Stůl", "white": "Bílý", "white_rank": "Třída bílého", "black": "Černý",
		"black_rank": "Třída černého", "handicap": "Fora", "komi": "Komi", "result": "Výsledek", "egd_pin": "EGD PIN",
		"registration": "Přihláška", "absent_rounds": "Vynechaná kola", "prize": "Cena", "category": "Kategorie",
		"sheet_standings": "Pořadí", "sheet_round": "Kolo", "sheet_players": "Hráči", "sheet_prizes": "Ceny",
	}
	var asked []string
	label := Labels(func(key, en string) string {
		asked = append(asked, key+"="+en)
		return cs[key]
	})
	dan, _ := rank.Parse("1d")
	strongest, _ := rank.Parse("9d")
	awards := Awards{
		Categories: []tournament.Category{{Name: "dan", Kind: tournament.CategoryRanks, Strongest: strongest, Weakest: dan}},
		Prizes:     []tournament.Prize{{Name: "1. místo"}, {Name: "Nejlepší dan", Category: "dan"}},
	}
	var buf bytes.Buffer
	if err := WriteXLSXAwards(&buf, tr, 0, awards, label); err != nil {
		t.Fatal(err)
	}
	f := openXLSX(t, buf.Bytes())
	want := []string{"Pořadí", "Kolo 1", "Kolo 2", "Kolo 3", "Kolo 4", "Hráči", "dan", "Ceny"}
	if got := f.GetSheetList(); !slices.Equal(got, want) {
		t.Fatalf("sheets %v, want %v", got, want)
	}
	for sheet, want := range map[string]string{
		"Pořadí": "# Pořadí Příjmení Jméno Třída Rating Klub Země R1 R2 R3 R4 NBW MMS SOSM SOSOSM",
		"Kolo 2": "Stůl Bílý Třída bílého Černý Třída černého Fora Komi Výsledek",
		"Hráči":  "Příjmení Jméno Třída Rating Klub Země EGD PIN Přihláška Vynechaná kola",
		"dan":    "# Pořadí Příjmení Jméno Třída Klub Země MMS SOSM SOSOSM",
		"Ceny":   "Cena Kategorie Pořadí Příjmení Jméno Třída Klub",
	} {
		rows, err := f.GetRows(sheet)
		if err != nil || len(rows) < 2 {
			t.Fatalf("%s: %d rows, %v", sheet, len(rows), err)
		}
		if got := strings.Join(rows[0], " "); got != want {
			t.Errorf("%s header %q, want %q", sheet, got, want)
		}
	}
	// The winner of the first prize is the tournament's winner, Minieri (juvisy.h9, line 1).
	checkText(t, f, "Ceny", "D2", "Minieri")
	// The label function learns the English it replaces: a round's sheet without its number.
	for _, w := range []string{"sheet_round=Round", "sheet_standings=Standings", "sheet_prizes=Prizes", "place=Place", "prize=Prize"} {
		if !slices.Contains(asked, w) {
			t.Errorf("Labels was not asked %s", w)
		}
	}

	// A name no spreadsheet takes for a sheet keeps the English one.
	buf.Reset()
	bad := Labels(func(key, en string) string {
		if key == "sheet_players" {
			return "Hráči/hosté"
		}
		if key == "sheet_round" {
			return strings.Repeat("x", 30) // "xxx… 1" is 32 characters
		}
		return ""
	})
	if err := WriteXLSX(&buf, tr, 0, bad); err != nil {
		t.Fatal(err)
	}
	f = openXLSX(t, buf.Bytes())
	if got, want := f.GetSheetList(), []string{"Standings", "Round 1", "Round 2", "Round 3", "Round 4", "Players"}; !slices.Equal(got, want) {
		t.Errorf("sheets %v, want %v", got, want)
	}
}
