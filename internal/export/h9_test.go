package export

import (
	"bytes"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"golang.org/x/text/encoding/charmap"

	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/testdata"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// h9Line is one player line of an EGD results file, split into fields.
type h9Line struct {
	place                     string
	name, rank, country, club string
	values, results           []string
	pin                       string
}

// parseH9 reads the player lines of an EGD results file whose names have two words.
func parseH9(t *testing.T, text string) (header map[string]string, players []h9Line) {
	t.Helper()
	header = map[string]string{}
	for _, line := range strings.Split(text, "\n") {
		if k, rest, ok := strings.Cut(strings.TrimPrefix(line, "; "), "["); ok && strings.HasPrefix(line, "; ") && len(k) == 2 {
			header[k] = strings.TrimSuffix(rest, "]")
			continue
		}
		f := strings.Fields(line)
		if len(f) == 0 || strings.HasPrefix(f[0], ";") {
			continue
		}
		if _, err := strconv.Atoi(f[0]); err != nil {
			f = append([]string{""}, f...) // a shared place, left blank
		}
		if len(f) < 6 {
			t.Fatalf("short line %q", line)
		}
		p := h9Line{place: f[0], name: f[1] + " " + f[2], rank: f[3], country: f[4], club: f[5]}
		for _, tok := range f[6:] {
			switch {
			case strings.HasPrefix(tok, "|"):
				p.pin = tok[1:]
			case strings.ContainsAny(tok, "+-=?"):
				p.results = append(p.results, tok)
			default:
				p.values = append(p.values, tok)
			}
		}
		players = append(players, p)
	}
	return header, players
}

func TestWriteH9Juvisy(t *testing.T) {
	raw, err := os.ReadFile(testdata.Path(t, "opengotha", "juvisy.h9"))
	if err != nil {
		t.Fatal(err)
	}
	ref, err := charmap.ISO8859_1.NewDecoder().String(string(raw))
	if err != nil {
		t.Fatal(err)
	}
	tr, _ := readTestdata(t, "juvisy.xml")
	var buf bytes.Buffer
	notes, err := WriteH9(&buf, tr, H9Options{Charset: "ISO-8859-1"})
	if err != nil {
		t.Fatal(err)
	}
	if len(notes) != 0 {
		t.Errorf("notes %q", notes)
	}
	got, err := charmap.ISO8859_1.NewDecoder().String(buf.String())
	if err != nil {
		t.Fatal(err)
	}
	wantHeader, want := parseH9(t, ref)
	gotHeader, have := parseH9(t, got)
	for _, k := range []string{"CL", "EV", "PC", "DT", "HA", "KM", "TM", "CM"} {
		if gotHeader[k] != wantHeader[k] {
			t.Errorf("%s[%s], want %s[%s]", k, gotHeader[k], k, wantHeader[k])
		}
	}
	if len(have) != len(want) {
		t.Fatalf("%d players, want %d", len(have), len(want))
	}
	for i := range want {
		w, g := want[i], have[i]
		// OpenGotha fills the criteria up to four with 0, as hoshi does. OpenGotha 3.49 wrote
		// no EGD PINs: hoshi does, from the players' egfPin.
		if g.place != w.place || g.name != w.name || g.rank != w.rank || g.country != w.country ||
			g.club != w.club || g.pin != playerByKey(t, tr, strings.ToUpper(strings.ReplaceAll(w.name, " ", ""))).EGDPin || !slices.Equal(g.values, w.values) ||
			!slices.Equal(g.results, w.results) {
			t.Errorf("line %d:\n got %+v\nwant %+v", i+1, g, w)
		}
	}
	// Column for column, each player line is OpenGotha's, up to the PIN hoshi adds.
	refLines, gotLines := playerLines(ref), playerLines(got)
	for i := range refLines {
		g, _, _ := strings.Cut(gotLines[i], " |")
		if g != refLines[i] {
			t.Errorf("player line %d:\n got %q\nwant %q", i+1, g, refLines[i])
		}
	}
}

// playerLines are the lines of an .h9 text that are not header or comment lines.
func playerLines(text string) []string {
	var out []string
	for _, l := range strings.Split(strings.TrimSuffix(text, "\n"), "\n") {
		if !strings.HasPrefix(l, ";") {
			out = append(out, l)
		}
	}
	return out
}

func TestWriteH9Forms(t *testing.T) {
	tr := smallTournament()
	var buf bytes.Buffer
	notes, err := WriteH9(&buf, tr, H9Options{Charset: "latin1"})
	if err != nil {
		t.Fatal(err)
	}
	text, _ := charmap.ISO8859_1.NewDecoder().String(buf.String())
	header, lines := parseH9(t, text)
	if header["EV"] != "Dvorák Cup" || header["PC"] != "CZ,Praha" || header["KM"] != "6.5" {
		t.Errorf("header %v", header)
	}
	// MMS after 3 rounds, hand-worked: Dvořák 3d starts at 32, wins round 1, loses round 2
	// by default, draws round 3: 33.5. van der Berg 2k: 28 + loss + bye 1 + draw 1/2 = 29.5.
	// Ōta 18k: 12 + default win 1 + (bye 1 + absence 1/2, rounded down to 1) = 14.
	want := []h9Line{
		{place: "1", name: "Dvorák Jan", rank: "3D", country: "CZ", club: "Praha", values: []string{"33.5", "0", "0", "0"},
			results: []string{"2+/w0", "3-!w9", "2=/b0"}, pin: "12345678"},
		{place: "2", name: "van_der_Berg Anna_Maria", rank: "2K", country: "NL", club: "Den_Haag", values: []string{"29.5", "0", "0", "0"},
			results: []string{"1-/b0", "0+", "1=/w0"}},
		{place: "3", name: "Ota Yuki", rank: "18K", country: "XX", club: "xxxx", values: []string{"14", "0", "0", "0"},
			results: []string{"0+", "1+!b9", "0="}},
	}
	if len(lines) != len(want) {
		t.Fatalf("lines %+v", lines)
	}
	for i := range want {
		if !reflectEqualH9(lines[i], want[i]) {
			t.Errorf("line %d:\n got %+v\nwant %+v", i+1, lines[i], want[i])
		}
	}
	for _, n := range []string{`"Dvořák Cup"`, `"Dvořák Jan"`, `"Ōta Yūki"`, "Ōta Yūki has no country", "Late Never left out"} {
		if !slices.ContainsFunc(notes, func(s string) bool { return strings.Contains(s, n) }) {
			t.Errorf("no note mentions %s: %q", n, notes)
		}
	}
	if _, err := WriteH9(&buf, tr, H9Options{Charset: "EBCDIC"}); err == nil {
		t.Error("unknown charset accepted")
	}
}

func reflectEqualH9(a, b h9Line) bool {
	return a.place == b.place && a.name == b.name && a.rank == b.rank && a.country == b.country &&
		a.club == b.club && a.pin == b.pin && slices.Equal(a.values, b.values) && slices.Equal(a.results, b.results)
}

// TestWriteH9BothWinBothLose follows OpenGotha's EGD export (ExternalDocument): a both-win
// is a win for each player ("+") and a both-lose a loss for each ("-"), never a jigo.
func TestWriteH9BothWinBothLose(t *testing.T) {
	s := tournament.DefaultSettings()
	s.Begin = time.Date(2026, 5, 1, 0, 0, 0, 0, time.UTC)
	s.End = s.Begin.AddDate(0, 0, 1)
	s.Rounds = 2
	s.Criteria = []tournament.Criterion{tournament.CritMMS}
	tr := &tournament.Tournament{
		Settings: s,
		Players: []tournament.Player{
			{ID: 1, Name: "Alpha", FirstName: "A", Rank: rank.Dan(1), Country: "FR"},
			{ID: 2, Name: "Bravo", FirstName: "B", Rank: rank.Dan(1), Country: "FR"},
		},
		Games: []tournament.Game{
			{Round: 1, Table: 1, White: 1, Black: 2, Result: tournament.BothWin, KnownColor: true},
			{Round: 2, Table: 1, White: 2, Black: 1, Result: tournament.BothLose, ByDefault: true, KnownColor: true},
		},
	}
	var buf bytes.Buffer
	if _, err := WriteH9(&buf, tr, H9Options{}); err != nil {
		t.Fatal(err)
	}
	_, lines := parseH9(t, buf.String())
	want := map[string][]string{
		"Alpha A": {"2+/w0", "2-!b0"},
		"Bravo B": {"1+/b0", "1-!w0"},
	}
	if len(lines) != 2 {
		t.Fatalf("lines %+v", lines)
	}
	for _, l := range lines {
		if !slices.Equal(l.results, want[l.name]) {
			t.Errorf("%s: results %q, want %q", l.name, l.results, want[l.name])
		}
	}
}

// The HA header says how many stones the handicap falls short of the rank difference: the
// McMahon correction (as OpenGotha writes it), 0 for the seeds' rank difference, 9 (no stone
// at all) for a tournament without handicap.
func TestWriteH9HandicapHeader(t *testing.T) {
	for _, tc := range []struct {
		policy tournament.HandicapPolicy
		want   string
		note   bool
	}{
		{tournament.HandicapPolicy{Kind: tournament.HandicapMMS, Correction: 1, Ceiling: 9}, "h1", false},
		{tournament.HandicapPolicy{Kind: tournament.HandicapMMS, Correction: 2, Ceiling: 5}, "h2", false},
		{tournament.HandicapPolicy{Kind: tournament.HandicapMMS, Correction: 0, Ceiling: 9}, "h0", false},
		{tournament.HandicapPolicy{Kind: tournament.HandicapMMS, Correction: -1, Ceiling: 9}, "h0", true},
		{tournament.HandicapPolicy{Kind: tournament.HandicapMMS, Correction: 1, Ceiling: 0}, "h9", false},
		{tournament.HandicapPolicy{Kind: tournament.HandicapRankDifference, Correction: 1, Ceiling: 9}, "h0", false},
		{tournament.HandicapPolicy{Kind: tournament.HandicapRankDifference, Correction: 2, Ceiling: 0}, "h0", false},
		{tournament.HandicapPolicy{Kind: tournament.HandicapNone, Correction: 1, Ceiling: 9}, "h9", false},
	} {
		tr := smallTournament()
		tr.Settings.Handicap = tc.policy
		var buf bytes.Buffer
		notes, err := WriteH9(&buf, tr, H9Options{})
		if err != nil {
			t.Fatal(err)
		}
		header, _ := parseH9(t, buf.String())
		noted := slices.ContainsFunc(notes, func(n string) bool { return strings.Contains(n, "HA[h0]") })
		if header["HA"] != tc.want || noted != tc.note {
			t.Errorf("%+v: HA[%s], note %v; want HA[%s], note %v", tc.policy, header["HA"], noted, tc.want, tc.note)
		}
	}
}

// TestWriteH9ColumnsSeparated: the EGD reads a player line by whitespace, so half points
// (jigos), five-digit tie-breaks, long names and long clubs must never join two fields.
// Two 9d players draw 19 rounds against each other: MMS 47.5, SOS 902.5, SOSOS 17147.5,
// wider than OpenGotha's columns.
func TestWriteH9ColumnsSeparated(t *testing.T) {
	s := tournament.DefaultSettings()
	s.Begin = time.Date(2026, 5, 1, 0, 0, 0, 0, time.UTC)
	s.End = s.Begin.AddDate(0, 0, 1)
	s.Name, s.Rounds, s.Bar = "Marathon", 19, rank.Dan(9)
	s.Criteria = []tournament.Criterion{tournament.CritMMS, tournament.CritSOSM, tournament.CritSOSOSM}
	tr := &tournament.Tournament{
		Settings: s,
		Players: []tournament.Player{
			{ID: 1, Name: "Wolfeschlegelsteinhausenbergerdorff", FirstName: "Hubert Blaine", Rank: rank.Dan(9),
				Country: "DE", Club: "Universitätsgoklub Wien-Hietzing", EGDPin: "10000001"},
			{ID: 2, Name: "Novák", Rank: rank.Dan(9), Country: "CZ", Club: "Brno"},
		},
	}
	for r := 1; r <= s.Rounds; r++ {
		w, b := tournament.PlayerID(1+r%2), tournament.PlayerID(2-r%2)
		tr.Games = append(tr.Games, tournament.Game{Round: r, Table: 1, White: w, Black: b, Result: tournament.Jigo, KnownColor: true, Komi: 12})
	}
	var buf bytes.Buffer
	notes, err := WriteH9(&buf, tr, H9Options{})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.ContainsFunc(notes, func(n string) bool { return strings.Contains(n, "no first name") }) {
		t.Errorf("no note about the missing first name: %q", notes)
	}
	// Tied: the order of the two lines is the standings' business, not this test's.
	want := map[string][]string{
		"Wolfeschlegelsteinhausenbergerdorff": {"Wolfeschlegelsteinhausenbergerdorff", "Hubert_Blaine", "9D", "DE", "Universitätsgoklub_Wien-Hietzing", "47.5", "902.5", "17147.5", "0"},
		"Novák":                               {"Novák", "-", "9D", "CZ", "Brno", "47.5", "902.5", "17147.5", "0"},
	}
	var header string
	var lines []string
	for _, l := range strings.Split(strings.TrimSuffix(buf.String(), "\n"), "\n") {
		switch {
		case strings.HasPrefix(l, "; Pl "):
			header = l
		case !strings.HasPrefix(l, ";"):
			lines = append(lines, l)
		}
	}
	if len(lines) != len(want) {
		t.Fatalf("%d player lines, want %d:\n%s", len(lines), len(want), buf.String())
	}
	lineOf := map[tournament.PlayerID]int{}
	for i, l := range lines {
		if f := fieldsWithPlace(l); len(f) > 1 && f[1] == "Novák" {
			lineOf[2], lineOf[1] = i+1, 2-i
		}
	}
	for i, l := range lines {
		got := fieldsWithPlace(l)
		if len(got) < 2 || want[got[1]] == nil {
			t.Fatalf("line %d %q: no such player", i+1, l)
		}
		// Tied, the second line shares the first's place, which OpenGotha leaves blank.
		place := "1"
		if i > 0 {
			place = ""
		}
		w := append([]string{place}, want[got[1]]...)
		id := tournament.PlayerID(1)
		if got[1] == "Novák" {
			id = 2
		}
		for r := 1; r <= s.Rounds; r++ {
			g := tr.Games[r-1]
			colour := "w"
			if g.Black == id {
				colour = "b"
			}
			w = append(w, fmt.Sprintf("%d=/%s0", lineOf[g.Opponent(id)], colour))
		}
		if id == 1 {
			w = append(w, "|10000001")
		}
		if !slices.Equal(got, w) {
			t.Errorf("line %d %q:\n got fields %q\nwant %q", i+1, l, got, w)
		}
	}
	// The header's titles stay apart too, as OpenGotha's "SOSSOSOS" did not.
	if got := strings.Fields(header); !slices.Equal(got, []string{";", "Pl", "Name", "Rk", "Co", "Club", "MMS", "SOS", "SOSOS"}) {
		t.Errorf("header %q", header)
	}
}

// fieldsWithPlace splits a player line by whitespace, with "" for a place left blank.
func fieldsWithPlace(line string) []string {
	f := strings.Fields(line)
	if len(f) > 0 {
		if _, err := strconv.Atoi(f[0]); err != nil {
			f = append([]string{""}, f...)
		}
	}
	return f
}

// TestWriteH9OpenGothaConventions checks, on a small Swiss tournament worked by hand, the
// forms OpenGotha's generateH9File writes: XX for no country and xxxx for no club, criteria
// filled up to four with 0, "?" for an unknown colour with the handicap kept, a bye or an
// absence scored with the wins a Swiss tournament gives it (genNBW2ValueBye 2 and
// genNBW2ValueAbsent 0, not the McMahon values), and a player who has neither a game nor a
// bye left out.
func TestWriteH9OpenGothaConventions(t *testing.T) {
	s := tournament.DefaultSettings()
	s.Begin = time.Date(2026, 5, 1, 0, 0, 0, 0, time.UTC)
	s.Name, s.Rounds, s.System = "Swiss", 2, tournament.Swiss
	s.Criteria = []tournament.Criterion{tournament.CritNBW}
	s.NBWByePoints, s.NBWAbsentPoints, s.ByePoints, s.AbsentPoints = 2, 0, 2, 1
	tr := &tournament.Tournament{
		Settings: s,
		Players: []tournament.Player{
			{ID: 1, Name: "A", FirstName: "a", Rank: rank.Dan(1), Country: "FR", Club: "Pa"},
			{ID: 2, Name: "B", FirstName: "b", Rank: rank.Dan(1), Absent: []int{2}},
			{ID: 3, Name: "C", FirstName: "c", Rank: rank.Dan(1), Country: "DE", Club: "Berl"},
			{ID: 4, Name: "D", FirstName: "d", Rank: rank.Dan(1), Absent: []int{1, 2}},
		},
		Games: []tournament.Game{
			{Round: 1, Table: 1, White: 1, Black: 2, Result: tournament.WhiteWins},
			{Round: 2, Table: 1, White: 1, Black: 3, Result: tournament.BlackWins, KnownColor: true},
		},
		Byes: []tournament.Bye{{Round: 1, Player: 3}},
	}
	var buf bytes.Buffer
	notes, err := WriteH9(&buf, tr, H9Options{})
	if err != nil {
		t.Fatal(err)
	}
	// C: bye (1 win) and a win; A: a win and a loss; B: a loss and an absence (no win).
	want := []string{
		"   1 C c                             1D DE Berl    2 0 0 0    0+       2+/b0",
		"   2 A a                             1D FR   Pa    1 0 0 0    3+/?0    1-/w0",
		"   3 B b                             1D XX xxxx    0 0 0 0    2-/?0    0-   ",
	}
	if got := playerLines(buf.String()); !slices.Equal(got, want) {
		t.Errorf("player lines\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if !slices.Contains(notes, "D d left out: no game and no bye") {
		t.Errorf("notes %q", notes)
	}
}
