package export

import (
	"bytes"
	"slices"
	"testing"
)

// TestPairingsPrisonersColumn: a round in which White hands Black prisoners before a game
// (rank-difference handicap beyond the ceiling) gets a last column "Prisoners to Black", in the
// CSV and the XLSX; the columns before it stay, and a round without any keeps its 8 columns.
func TestPairingsPrisonersColumn(t *testing.T) {
	tr := smallTournament()
	// Round 2: Dvořák 3d gives Ōta 18k 9 stones; the ranks are 20 apart (2 dan ranks and 18
	// kyu ranks), 11 beyond the ceiling of 9, and 5 prisoners a rank make 55.
	tr.Games[1].Prisoners = 55
	var buf bytes.Buffer
	if err := WritePairingsCSV(&buf, tr, 2); err != nil {
		t.Fatal(err)
	}
	rows := readCSV(t, buf.Bytes())
	wantHeader := []string{"Table", "White", "White rank", "Black", "Black rank", "Handicap", "Komi", "Result", "Prisoners to Black"}
	if !slices.Equal(rows[0], wantHeader) {
		t.Errorf("round 2 header %q, want %q", rows[0], wantHeader)
	}
	if want := []string{"1", "Dvořák Jan", "3d", "Ōta Yūki", "18k", "9", "0", "0-1!", "55"}; !slices.Equal(rows[1], want) {
		t.Errorf("round 2 table 1 %q, want %q", rows[1], want)
	}
	// van der Berg's bye: nothing in the prisoners' column.
	if len(rows) != 3 || len(rows[2]) != 9 || rows[2][3] != "bye" || rows[2][8] != "" {
		t.Errorf("round 2 rows %q, want the game and the bye with an empty last cell", rows)
	}
	buf.Reset()
	if err := WritePairingsCSV(&buf, tr, 1); err != nil {
		t.Fatal(err)
	}
	if rows := readCSV(t, buf.Bytes()); len(rows[0]) != 8 || rows[0][7] != "Result" {
		t.Errorf("round 1 (no prisoners) header %q, want the 8 columns ending in Result", rows[0])
	}
	buf.Reset()
	if err := WriteXLSX(&buf, tr, 0); err != nil {
		t.Fatal(err)
	}
	f := openXLSX(t, buf.Bytes())
	checkText(t, f, "Round 2", "I1", "Prisoners to Black")
	checkNumber(t, f, "Round 2", "I2", 55)
	checkText(t, f, "Round 1", "I1", "")
}
