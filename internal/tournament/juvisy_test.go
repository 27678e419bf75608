package tournament_test

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/export"
	"github.com/hoshi-go/hoshi/internal/testdata"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// readOpenGotha reads a tournament file of the reference data with hoshi's OpenGotha reader.
func readOpenGotha(t *testing.T, name string) *tournament.Tournament {
	t.Helper()
	f, err := os.Open(testdata.Path(t, "opengotha", name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	tr, _, err := export.ReadOpenGotha(f)
	if err != nil {
		t.Fatal(err)
	}
	return tr
}

// h9Line is one player of an EGD results file: place, family name and the three criteria
// columns.
type h9Line struct {
	place    int
	name     string
	criteria [3]int
}

// readH9 reads the players of an EGD results file whose criteria are integers.
func readH9(t *testing.T, name string) []h9Line {
	t.Helper()
	f, err := os.Open(testdata.Path(t, "opengotha", name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []h9Line
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fs := strings.Fields(sc.Text())
		if len(fs) == 0 || strings.HasPrefix(fs[0], ";") {
			continue
		}
		// place, name, first name, rank, country, club, criteria...
		place, err := strconv.Atoi(fs[0])
		if err != nil {
			t.Fatalf("%s: %q: %v", name, sc.Text(), err)
		}
		l := h9Line{place: place, name: fs[1]}
		for c := range l.criteria {
			v, err := strconv.Atoi(fs[6+c])
			if err != nil {
				t.Fatalf("%s: %q: %v", name, sc.Text(), err)
			}
			l.criteria[c] = v
		}
		out = append(out, l)
	}
	return out
}

// TestJuvisyScores checks MMS, SOSM and SOSOSM after the last round of a real tournament
// against OpenGotha's own EGD export of it.
func TestJuvisyScores(t *testing.T) {
	tr := readOpenGotha(t, "juvisy.xml")
	want := readH9(t, "juvisy.h9")
	if len(want) != len(tr.Players) {
		t.Fatalf("h9 has %d players, xml %d", len(want), len(tr.Players))
	}
	last := tr.Settings.Rounds
	crit := []tournament.Criterion{tournament.CritMMS, tournament.CritSOSM, tournament.CritSOSOSM}
	matched := 0
	for _, w := range want {
		var p *tournament.Player
		for i := range tr.Players {
			if tr.Players[i].Name == w.name {
				p = &tr.Players[i]
			}
		}
		if p == nil {
			t.Errorf("%s: not in the xml", w.name)
			continue
		}
		ok := true
		for c, cr := range crit {
			if got := tr.Value(cr, p.ID, last); got != 2*w.criteria[c] {
				t.Errorf("%s %s after round %d = %d/2, OpenGotha %d", w.name, cr, last, got, w.criteria[c])
				ok = false
			}
		}
		if ok {
			matched++
		}
	}
	t.Logf("%d/%d players match OpenGotha on MMS, SOSM and SOSOSM", matched, len(want))

	// The file lists the final standings (criteria MMS, SOSM, SOSOSM), one place each.
	for i, st := range tr.Standings(last) {
		if st.Player.Name != want[i].name || st.Place != want[i].place {
			t.Errorf("standings line %d: %s place %d, OpenGotha %s place %d", i+1, st.Player.Name, st.Place, want[i].name, want[i].place)
		}
	}
}

// TestOpenGothaHandicaps checks that every game of OpenGotha's reference tournaments gets
// the handicap OpenGotha gave it when pairing.
func TestOpenGothaHandicaps(t *testing.T) {
	for _, file := range []string{"juvisy.xml", "simplemm.xml", "notsimplemm.xml"} {
		tr := readOpenGotha(t, file)
		for _, g := range tr.Games {
			w, b := tr.Player(g.White), tr.Player(g.Black)
			hd, komi := tr.Handicap(w, b, g.Round)
			if hd != g.Handicap {
				t.Errorf("%s round %d %s (W) - %s (B): handicap %d, OpenGotha %d", file, g.Round, w.FullName(), b.FullName(), hd, g.Handicap)
			}
			if wantKomi := map[bool]int{true: tr.Settings.Komi, false: 1}[hd == 0]; komi != wantKomi {
				t.Errorf("%s round %d %s - %s: komi %d/2, want %d/2", file, g.Round, w.FullName(), b.FullName(), komi, wantKomi)
			}
			if hd > 0 {
				if white, _, decided := tr.HandicapColors(b, w, g.Round); !decided || white != w {
					t.Errorf("%s round %d: %s should take White", file, g.Round, w.FullName())
				}
			}
		}
	}
}
