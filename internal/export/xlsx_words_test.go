package export

import (
	"bytes"
	"slices"
	"strings"
	"testing"
)

// TestXLSXWords: the words in cells (a bye, a registration final or preliminary) follow
// Labels; without it they are English, and a CSV keeps them English whatever the language
// of its header. smallTournament: Ōta has the bye of round 1, van der
// Berg that of round 2, Late's registration is preliminary, the others' final.
func TestXLSXWords(t *testing.T) {
	cs := map[string]string{"word_bye": "volno", "word_final": "potvrzená", "word_preliminary": "předběžná",
		"sheet_standings": "Pořadí", "sheet_round": "Kolo", "sheet_players": "Hráči"}
	for _, c := range []struct {
		opts                      []Option
		standings, round, players string
		bye, final, preliminary   string
	}{
		{nil, "Standings", "Round", "Players", "bye", "final", "preliminary"},
		{[]Option{Labels(func(key, en string) string { return cs[key] })}, "Pořadí", "Kolo", "Hráči", "volno", "potvrzená", "předběžná"},
	} {
		var buf bytes.Buffer
		if err := WriteXLSX(&buf, smallTournament(), 0, c.opts...); err != nil {
			t.Fatal(err)
		}
		f := openXLSX(t, buf.Bytes())
		// row is the line of sheet whose cells include all of want.
		row := func(sheet string, want ...string) bool {
			rows, err := f.GetRows(sheet)
			if err != nil {
				t.Fatal(err)
			}
			for _, r := range rows {
				if !slices.ContainsFunc(want, func(w string) bool { return !slices.Contains(r, w) }) {
					return true
				}
			}
			return false
		}
		if !row(c.standings, "Ōta", c.bye) || !row(c.standings, "van der Berg", c.bye) {
			t.Errorf("%s: the byes are not %q", c.standings, c.bye)
		}
		if !row(c.round+" 1", "Ōta Yūki", c.bye) && !row(c.round+" 1", "Ōta", c.bye) {
			t.Errorf("%s 1: the bye row lacks %q", c.round, c.bye)
		}
		if !row(c.players, "Dvořák", c.final) || !row(c.players, "Late", c.preliminary) {
			t.Errorf("%s: the registrations are not %q and %q", c.players, c.final, c.preliminary)
		}
	}
	var buf bytes.Buffer
	if err := WritePlayersCSV(&buf, smallTournament(), Labels(func(key, en string) string { return cs[key] })); err != nil {
		t.Fatal(err)
	}
	if csv := buf.String(); !strings.Contains(csv, ",final,") || !strings.Contains(csv, ",preliminary,") || strings.Contains(csv, "předběžná") {
		t.Errorf("the CSV's registrations are not English: %s", csv)
	}
}
