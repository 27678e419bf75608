package export

import (
	"bytes"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// TestWriteOpenGothaRankDifference: a tournament with the rank-difference handicap is
// written with OpenGotha's handicap from the ranks (hdBasedOnMMS="false"), no correction
// and no threshold below 9d, so that OpenGotha gives the same stones: one a rank of
// difference up to the ceiling (3d against 1k: 3; 5k against 8k: 3; 2k against 12k: 10
// ranks, capped at 9; 1d against 1d: 0). Read back, hoshi gives the same handicaps too.
// The prisoners beyond the ceiling, which OpenGotha has no place for, are noted.
func TestWriteOpenGothaRankDifference(t *testing.T) {
	s := tournament.DefaultSettings()
	s.Name = "Rank difference"
	s.Handicap = tournament.HandicapPolicy{Kind: tournament.HandicapRankDifference, Ceiling: 9, PrisonersPerRank: 5,
		Correction: 1, NoHandicapThreshold: rank.Dan(1)}
	tr := &tournament.Tournament{Settings: s, Players: []tournament.Player{
		{ID: 1, Name: "A", FirstName: "A", Rank: rank.Dan(3)}, {ID: 2, Name: "B", FirstName: "B", Rank: rank.Kyu(1)},
		{ID: 3, Name: "C", FirstName: "C", Rank: rank.Kyu(5)}, {ID: 4, Name: "D", FirstName: "D", Rank: rank.Kyu(8)},
		{ID: 5, Name: "E", FirstName: "E", Rank: rank.Kyu(2)}, {ID: 6, Name: "F", FirstName: "F", Rank: rank.Kyu(12)},
		{ID: 7, Name: "G", FirstName: "G", Rank: rank.Dan(1)}, {ID: 8, Name: "H", FirstName: "H", Rank: rank.Dan(1)},
	}}
	var buf bytes.Buffer
	if err := WriteOpenGotha(&buf, tr); err != nil {
		t.Fatal(err)
	}
	var hd *xmlNode
	var find func(n *xmlNode)
	find = func(n *xmlNode) {
		if n.name == "HandicapParameterSet" {
			hd = n
		}
		for _, c := range n.children {
			find(c)
		}
	}
	find(parseTree(t, bytes.NewReader(buf.Bytes())))
	if hd == nil {
		t.Fatal("no HandicapParameterSet")
	}
	for k, want := range map[string]string{"hdBasedOnMMS": "false", "hdCorrection": "0", "hdNoHdRankThreshold": "9D", "hdCeiling": "9"} {
		if hd.attrs[k] != want {
			t.Errorf("%s=%q, want %q", k, hd.attrs[k], want)
		}
	}
	back, _, err := ReadOpenGotha(bytes.NewReader(buf.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	named := func(name string) *tournament.Player {
		for i := range back.Players {
			if back.Players[i].Name == name {
				return &back.Players[i]
			}
		}
		t.Fatalf("no player %s read back", name)
		return nil
	}
	for _, c := range []struct {
		stronger, weaker string
		stones           int
	}{{"A", "B", 3}, {"C", "D", 3}, {"E", "F", 9}, {"G", "H", 0}} {
		w, b := named(c.stronger), named(c.weaker)
		if h, _ := back.Handicap(w, b, 1); h != c.stones {
			t.Errorf("read back: %s against %s gets %d stones, want %d", w.Rank, b.Rank, h, c.stones)
		}
	}
	notes := OpenGothaNotes(tr)
	if len(notes) != 1 || !strings.Contains(notes[0], "capped at 9 stones, without the 5 prisoners for each rank beyond") {
		t.Errorf("notes %q", notes)
	}
	tr.Settings.Handicap.PrisonersPerRank = 0
	if notes := OpenGothaNotes(tr); notes != nil {
		t.Errorf("no prisoners: notes %q", notes)
	}
}
