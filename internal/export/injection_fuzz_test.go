package export

import (
	"bytes"
	"encoding/csv"
	"strings"
	"testing"
)

// FuzzExportStructure gives one player of the evil tournament any name, first name, club and
// tournament name, and checks that no export changes shape: as many .h9 and AGA player lines
// as players, as many CSV records, and an OpenGotha file that reads back with every player.
// go test -fuzz FuzzExportStructure ./internal/export/ explores further; the seeds run always.
func FuzzExportStructure(f *testing.F) {
	for _, seed := range [][4]string{
		{"Dvořák", "Jan", "Brno", "Cup"},
		{"a\nb", "\r", "\t", "x\ny"},
		{"]]>", "<&\"'>", "=1+1", "; EV[x]"},
		{"\x00", "\u2028", "|123", "\xff"},
		{"", " ", "  ", ""},
	} {
		f.Add(seed[0], seed[1], seed[2], seed[3])
	}
	f.Fuzz(func(t *testing.T, name, first, club, title string) {
		tr := evilTournament()
		p := &tr.Players[0]
		p.Name, p.FirstName, p.Club = "Z"+name, first, club // a name is never empty
		tr.Settings.Name = "T" + title
		n := len(tr.Players)

		var h9 bytes.Buffer
		if _, err := WriteH9(&h9, tr, H9Options{}); err != nil {
			t.Fatal(err)
		}
		if got := len(playerLines(h9.String())); got != n {
			t.Fatalf(".h9: %d player lines, want %d", got, n)
		}
		var aga bytes.Buffer
		if err := WriteAGA(&aga, tr); err != nil {
			t.Fatal(err)
		}
		_, rest, _ := strings.Cut(aga.String(), "\nPLAYERS\n")
		players, _, _ := strings.Cut(rest, "GAMES\n")
		if got := strings.Count(players, "\n"); got != n {
			t.Fatalf("AGA: %d player lines, want %d", got, n)
		}
		var c bytes.Buffer
		if err := WritePlayersCSV(&c, tr); err != nil {
			t.Fatal(err)
		}
		if got := strings.Count(c.String(), "\n"); got != n+1 {
			t.Fatalf("CSV: %d lines, want %d", got, n+1)
		}
		if records, err := csv.NewReader(&c).ReadAll(); err != nil || len(records) != n+1 {
			t.Fatalf("CSV: %d records, %v", len(records), err)
		}
		var og bytes.Buffer
		if err := WriteOpenGotha(&og, tr); err != nil {
			if strings.Contains(err.Error(), "OpenGotha tells players apart by name") {
				return // the fuzzed name cleaned to another player's key: refused, as it should be
			}
			t.Fatal(err)
		}
		back, _, err := ReadOpenGotha(bytes.NewReader(og.Bytes()))
		if err != nil {
			if strings.Contains(err.Error(), "characters long") {
				return // over hoshi's limits: refused on reading, with its line
			}
			t.Fatal(err)
		}
		if len(back.Players) != n || len(back.Games) != len(tr.Games) {
			t.Fatalf("OpenGotha: read back %d players and %d games", len(back.Players), len(back.Games))
		}
	})
}
