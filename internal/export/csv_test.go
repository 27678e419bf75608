package export

import (
	"bytes"
	"encoding/csv"
	"slices"
	"testing"
)

func readCSV(t *testing.T, data []byte) [][]string {
	t.Helper()
	records, err := csv.NewReader(bytes.NewReader(data)).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	return records
}

func TestWriteCSV(t *testing.T) {
	tr, _ := readTestdata(t, "juvisy.xml")
	var buf bytes.Buffer
	if err := WriteStandingsCSV(&buf, tr, 0); err != nil {
		t.Fatal(err)
	}
	rows := readCSV(t, buf.Bytes())
	// juvisy.h9: 4 Li Boyuan 2D FR 75Op 33 127 493.
	if len(rows) != 20 || !slices.Equal(rows[4], []string{"4", "Li", "Boyuan", "2d", "2160", "75Op", "FR", "33", "127", "493"}) {
		t.Errorf("standings row 4 %q of %d rows", rows[4], len(rows))
	}

	buf.Reset()
	if err := WritePairingsCSV(&buf, tr, 4); err != nil {
		t.Fatal(err)
	}
	rows = readCSV(t, buf.Bytes())
	if want := []string{"9", "Ravera Sylvain", "5k", "Rebelo Manuela", "18k", "9", "0.5", "1-0"}; !slices.Equal(rows[9], want) {
		t.Errorf("round 4 table 9 %q, want %q", rows[9], want)
	}
	if err := WritePairingsCSV(&buf, tr, 5); err == nil {
		t.Error("pairings of round 5 of a 4-round tournament written")
	}

	buf.Reset()
	if err := WritePlayersCSV(&buf, tr); err != nil {
		t.Fatal(err)
	}
	rows = readCSV(t, buf.Bytes())
	// Players by name: Bourgin, Burq, Daguenet, ... Daguenet plays round 1 only.
	if rows[3][0] != "Daguenet" || rows[3][8] != "2, 3, 4" {
		t.Errorf("players row 3 %q", rows[3])
	}
}

// Text that a spreadsheet would run as a formula gets a leading quote; numbers, negative ones
// included, and ordinary text are written as they are.
func TestCSVNeutralisesFormulas(t *testing.T) {
	for _, tc := range []struct {
		cell any
		want string
	}{
		{"=HYPERLINK(\"http://evil.example\")", "'=HYPERLINK(\"http://evil.example\")"},
		{"+1+2", "'+1+2"},
		{"-Anna", "'-Anna"},
		{"@SUM(A1)", "'@SUM(A1)"},
		{"\tTab", "'\tTab"},
		{"\rCR", "'\rCR"},
		{"-3.5", "-3.5"}, // a number written as text is no formula
		{-120, "-120"},
		{-3.5, "-3.5"},
		{"Anna-Maria", "Anna-Maria"},
		{"1-0", "1-0"},
		{"", ""},
	} {
		if got := csvCell(tc.cell); got != tc.want {
			t.Errorf("csvCell(%#v) = %q, want %q", tc.cell, got, tc.want)
		}
	}
	tr := smallTournament()
	tr.Players[0].Name, tr.Players[0].Rating = "=1+1", -120
	tr.Games[0].Komi = -7
	var buf bytes.Buffer
	if err := WritePlayersCSV(&buf, tr); err != nil {
		t.Fatal(err)
	}
	if rows := readCSV(t, buf.Bytes()); rows[1][0] != "'=1+1" || rows[1][3] != "-120" {
		t.Errorf("players row 1 %q", rows[1])
	}
	buf.Reset()
	if err := WritePairingsCSV(&buf, tr, 1); err != nil {
		t.Fatal(err)
	}
	if rows := readCSV(t, buf.Bytes()); rows[1][1] != "'=1+1 Jan" || rows[1][6] != "-3.5" {
		t.Errorf("pairings row 1 %q", rows[1])
	}
}
