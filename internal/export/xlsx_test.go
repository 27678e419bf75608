package export

import (
	"bytes"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/export/xlsxtest"
	"github.com/hoshi-go/hoshi/internal/testdata"

	"github.com/xuri/excelize/v2"
)

func openXLSX(t *testing.T, data []byte) *excelize.File { return xlsxtest.Open(t, data) }

func checkNumber(t *testing.T, f *excelize.File, sheet, cell string, want float64) {
	t.Helper()
	xlsxtest.CheckNumber(t, f, sheet, cell, want)
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
		name := "B" // the name column: wide enough for a name, and not too wide
		if sheet == "Standings" {
			name = "C"
		}
		if w, _ := f.GetColWidth(sheet, name); w < 8 || w > 50 {
			t.Errorf("%s: column %s width %v", sheet, name, w)
		}
	}
	// juvisy.h9: 1 Minieri Davide 3D FR 75Ju 36 128 503; 2 Daguenet Mathieu 33 132 512.
	// The standings sheet is the cross table: #, place, player, a column per round, NBW, then
	// the criteria (MMS SOSM SOSOSM).
	header, _ := f.GetRows("Standings")
	if got, want := strings.Join(header[0], " "), "# Place Name First name Rank Rating Club Country R1 R2 R3 R4 NBW MMS SOSM SOSOSM"; got != want {
		t.Errorf("standings header %q, want %q", got, want)
	}
	checkNumber(t, f, "Standings", "A2", 1)
	checkNumber(t, f, "Standings", "B2", 1)
	checkText(t, f, "Standings", "C2", "Minieri")
	checkText(t, f, "Standings", "E2", "3d")
	checkNumber(t, f, "Standings", "N2", 36)
	checkNumber(t, f, "Standings", "O2", 128)
	checkNumber(t, f, "Standings", "P2", 503)
	checkText(t, f, "Standings", "C3", "Daguenet")
	checkNumber(t, f, "Standings", "P3", 512)
	// Rebelo 18k, rating 276 in the XML, last of 19.
	checkText(t, f, "Standings", "C20", "Rebelo")
	checkNumber(t, f, "Standings", "F20", 276)

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
	checkText(t, f, "Standings", "C2", "Dvořák")
	checkNumber(t, f, "Standings", "M2", 33.5)
	// Round 1: one game, then Ōta's bye.
	checkText(t, f, "Round 1", "B3", "Ōta Yūki")
	checkText(t, f, "Round 1", "D3", "bye")
	checkText(t, f, "Round 2", "H2", "0-1!")
	checkText(t, f, "Round 3", "H2", "½-½")
	// Players in alphabetical order: Dvořák, Late, Ōta, van der Berg.
	checkText(t, f, "Players", "A4", "Ōta")
	checkText(t, f, "Players", "I4", "3")
}

// h9CrossLine is a player's line of an EGD results file: place, surname, then the rounds' cells
// ("2+/w0": opponent, result, colour, handicap; "0=" no game).
var h9CrossLine = regexp.MustCompile(`^\s*(\d+) (\S+) .*?((?:\s+\d+[-+=?]!?(?:/[wb]\d+)?)+)\s*$`)

// TestCrossTableJuvisy checks the spreadsheet's cross table against the one OpenGotha wrote
// for the same tournament in juvisy.h9: the same lines in the same order, and each round's
// cell the same (OpenGotha writes the handicap 0 that the wall chart leaves out, and "0="
// for a round without a game). A player's NBW is his wins, counted in OpenGotha's cells.
func TestCrossTableJuvisy(t *testing.T) {
	tr, _ := readTestdata(t, "juvisy.xml")
	data, err := os.ReadFile(testdata.Path(t, "opengotha", "juvisy.h9"))
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := WriteXLSX(&buf, tr, 4); err != nil {
		t.Fatal(err)
	}
	rows, err := openXLSX(t, buf.Bytes()).GetRows("Standings")
	if err != nil {
		t.Fatal(err)
	}
	col := map[string]int{}
	for i, h := range rows[0] {
		col[h] = i
	}
	zero := regexp.MustCompile(`/([wb])0$`)
	seen := 0
	for _, line := range strings.Split(string(data), "\n") {
		m := h9CrossLine.FindStringSubmatch(line)
		if m == nil || strings.HasPrefix(line, ";") {
			continue
		}
		seen++
		num, _ := strconv.Atoi(m[1])
		if num >= len(rows) {
			t.Fatalf("line %d of juvisy.h9 is beyond the sheet's %d players", num, len(rows)-1)
		}
		row := rows[num]
		if row[col["#"]] != m[1] || row[col["Name"]] != m[2] {
			t.Errorf("line %s: %s %s in the sheet, %s in juvisy.h9", m[1], row[col["#"]], row[col["Name"]], m[2])
		}
		cells := strings.Fields(m[3])
		wins, played := 0, true
		for r, c := range cells {
			want := zero.ReplaceAllString(c, "/$1")
			got := row[col["R"+strconv.Itoa(r+1)]]
			if c == "0=" {
				played = false
				if got != "–" && got != "bye" {
					t.Errorf("%s round %d: %q, want no game", m[2], r+1, got)
				}
				continue
			}
			if got != want {
				t.Errorf("%s round %d: %q, want %q (juvisy.h9 %q)", m[2], r+1, got, want, c)
			}
			if strings.Contains(c, "+") {
				wins++
			}
		}
		if played && row[col["NBW"]] != strconv.Itoa(wins) {
			t.Errorf("%s: NBW %s, want %d", m[2], row[col["NBW"]], wins)
		}
	}
	if seen != 19 {
		t.Errorf("read %d lines of juvisy.h9, want 19", seen)
	}
}
