package export

import (
	"bytes"
	"slices"
	"strconv"
	"testing"

	"github.com/xuri/excelize/v2"
)

func openXLSX(t *testing.T, data []byte) *excelize.File {
	t.Helper()
	f, err := excelize.OpenReader(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { f.Close() })
	return f
}

// checkNumber asserts that a cell holds a number (not text) of the given value.
func checkNumber(t *testing.T, f *excelize.File, sheet, cell string, want float64) {
	t.Helper()
	typ, err := f.GetCellType(sheet, cell)
	if err != nil {
		t.Fatal(err)
	}
	if typ == excelize.CellTypeSharedString || typ == excelize.CellTypeInlineString {
		t.Errorf("%s!%s is text, want the number %v", sheet, cell, want)
	}
	v, _ := f.GetCellValue(sheet, cell)
	if got, err := strconv.ParseFloat(v, 64); err != nil || got != want {
		t.Errorf("%s!%s = %q, want %v", sheet, cell, v, want)
	}
}

func checkText(t *testing.T, f *excelize.File, sheet, cell, want string) {
	t.Helper()
	if v, _ := f.GetCellValue(sheet, cell); v != want {
		t.Errorf("%s!%s = %q, want %q", sheet, cell, v, want)
	}
}

func TestWriteXLSXJuvisy(t *testing.T) {
	tr, _ := readTestdata(t, "juvisy.xml")
	var buf bytes.Buffer
	if err := WriteXLSX(&buf, tr, 0); err != nil {
		t.Fatal(err)
	}
	f := openXLSX(t, buf.Bytes())
	want := []string{"Standings", "Round 1", "Round 2", "Round 3", "Round 4", "Players"}
	if got := f.GetSheetList(); !slices.Equal(got, want) {
		t.Fatalf("sheets %v, want %v", got, want)
	}
	for _, sheet := range want {
		panes, err := f.GetPanes(sheet)
		if err != nil || !panes.Freeze || panes.YSplit != 1 || panes.TopLeftCell != "A2" {
			t.Errorf("%s: panes %+v (%v), want the first row frozen", sheet, panes, err)
		}
		id, err := f.GetCellStyle(sheet, "B1")
		if err != nil {
			t.Fatal(err)
		}
		style, err := f.GetStyle(id)
		if err != nil || style.Font == nil || !style.Font.Bold {
			t.Errorf("%s: header not bold", sheet)
		}
		if w, _ := f.GetColWidth(sheet, "B"); w < 8 || w > 50 {
			t.Errorf("%s: column B width %v", sheet, w)
		}
	}
	// juvisy.h9: 1 Minieri Davide 3D FR 75Ju 36 128 503; 2 Daguenet Mathieu 33 132 512.
	checkText(t, f, "Standings", "A1", "Place")
	checkText(t, f, "Standings", "H1", "MMS")
	checkNumber(t, f, "Standings", "A2", 1)
	checkText(t, f, "Standings", "B2", "Minieri")
	checkText(t, f, "Standings", "D2", "3d")
	checkNumber(t, f, "Standings", "H2", 36)
	checkNumber(t, f, "Standings", "I2", 128)
	checkNumber(t, f, "Standings", "J2", 503)
	checkText(t, f, "Standings", "B3", "Daguenet")
	checkNumber(t, f, "Standings", "J3", 512)
	// Rebelo 18k, rating 276 in the XML, last of 19.
	checkText(t, f, "Standings", "B20", "Rebelo")
	checkNumber(t, f, "Standings", "E20", 276)

	// Round 4, table 9: Ravera (white) gives Rebelo 9 stones, komi 0.5, white wins.
	rows, err := f.GetRows("Round 4")
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 10 {
		t.Fatalf("round 4 has %d rows, want a header and 9 games", len(rows))
	}
	checkNumber(t, f, "Round 4", "A10", 9)
	checkText(t, f, "Round 4", "B10", "Ravera Sylvain")
	checkText(t, f, "Round 4", "D10", "Rebelo Manuela")
	checkNumber(t, f, "Round 4", "F10", 9)
	checkNumber(t, f, "Round 4", "G10", 0.5)
	checkText(t, f, "Round 4", "H10", "1-0")
	// Round 1, table 1: Minieri - Daguenet, even, komi 7.5.
	checkNumber(t, f, "Round 1", "G2", 7.5)

	players, _ := f.GetRows("Players")
	if len(players) != 20 {
		t.Errorf("%d player rows, want 19 and a header", len(players))
	}
}

func TestWriteXLSXHalfPointsAndByes(t *testing.T) {
	tr := smallTournament()
	var buf bytes.Buffer
	if err := WriteXLSX(&buf, tr, 0); err != nil {
		t.Fatal(err)
	}
	f := openXLSX(t, buf.Bytes())
	// Dvořák's MMS is 33.5 (hand-worked in TestWriteH9Forms).
	checkText(t, f, "Standings", "B2", "Dvořák")
	checkNumber(t, f, "Standings", "H2", 33.5)
	// Round 1: one game, then Ōta's bye.
	checkText(t, f, "Round 1", "B3", "Ōta Yūki")
	checkText(t, f, "Round 1", "D3", "bye")
	checkText(t, f, "Round 2", "H2", "0-1!")
	checkText(t, f, "Round 3", "H2", "½-½")
	// Players in alphabetical order: Dvořák, Late, Ōta, van der Berg.
	checkText(t, f, "Players", "A4", "Ōta")
	checkText(t, f, "Players", "I4", "3")
}
