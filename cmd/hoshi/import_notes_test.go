package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/export"
	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// TestImportSaysWhatTheFileCouldNotCarry: hoshi import of an OpenGotha file written from a
// rank-difference tournament with a 4-stone ceiling warns that the file named no rules
// (Japanese ones are played), no printouts' language (English from the command line),
// handicaps from the ranks without prisoners, and no unranked marks.
func TestImportSaysWhatTheFileCouldNotCarry(t *testing.T) {
	s := tournament.DefaultSettings()
	s.Name = "Ranks"
	s.Handicap = tournament.HandicapPolicy{Kind: tournament.HandicapRankDifference, Ceiling: 4, PrisonersPerRank: 5}
	tr := &tournament.Tournament{Settings: s, Players: []tournament.Player{
		{ID: 1, Name: "A", FirstName: "A", Rank: rank.Dan(2)}, {ID: 2, Name: "B", FirstName: "B", Rank: rank.Kyu(10)},
	}}
	var buf bytes.Buffer
	if err := export.WriteOpenGotha(&buf, tr); err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	file := filepath.Join(dir, "ranks.xml")
	if err := os.WriteFile(file, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	_, stderr := importOK(t, "--opengotha", file, "--db", filepath.Join(dir, "h.db"))
	for _, want := range []string{
		"the file names no rule set: the tournament plays by the japanese rules; change them in Settings",
		"the file has no language for the printouts: they are in English; change it in Settings",
		"the file's handicaps come from the ranks as OpenGotha gives them, at most 4 stones and no prisoners beyond",
		"OpenGotha gives every player a rank: no player is marked unranked",
	} {
		if !strings.Contains(stderr, want) {
			t.Errorf("warnings lack %q: %s", want, stderr)
		}
	}
}
