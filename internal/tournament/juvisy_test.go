package tournament_test

import (
	"bufio"
	"encoding/xml"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

const ogDir = "../../../shared/testdata/opengotha/"

// ogFile is the part of an OpenGotha tournament file these tests need.
type ogFile struct {
	Players []struct {
		Name          string `xml:"name,attr"`
		FirstName     string `xml:"firstName,attr"`
		Rank          string `xml:"rank,attr"`
		Participating string `xml:"participating,attr"`
		Correction    int    `xml:"smmsCorrection,attr"`
	} `xml:"Players>Player"`
	Games []struct {
		Round    int    `xml:"roundNumber,attr"`
		Table    int    `xml:"tableNumber,attr"`
		White    string `xml:"whitePlayer,attr"`
		Black    string `xml:"blackPlayer,attr"`
		Handicap int    `xml:"handicap,attr"`
		Result   string `xml:"result,attr"`
	} `xml:"Games>Game"`
	Byes []struct {
		Round  int    `xml:"roundNumber,attr"`
		Player string `xml:"player,attr"`
	} `xml:"ByePlayers>ByePlayer"`
	General struct {
		Rounds    int    `xml:"numberOfRounds,attr"`
		Bar       string `xml:"genMMBar,attr"`
		Floor     string `xml:"genMMFloor,attr"`
		Absent    int    `xml:"genMMS2ValueAbsent,attr"`
		Bye       int    `xml:"genMMS2ValueBye,attr"`
		RoundDown bool   `xml:"genRoundDownNBWMMS,attr"`
	} `xml:"TournamentParameterSet>GeneralParameterSet"`
	Handicap struct {
		BasedOnMMS bool   `xml:"hdBasedOnMMS,attr"`
		Ceiling    int    `xml:"hdCeiling,attr"`
		Correction int    `xml:"hdCorrection,attr"`
		Threshold  string `xml:"hdNoHdRankThreshold,attr"`
	} `xml:"TournamentParameterSet>HandicapParameterSet"`
}

// readOpenGotha builds a tournament from an OpenGotha file with a minimal reader of its own,
// so that these tests check the scores against OpenGotha's data and nothing else.
func readOpenGotha(t *testing.T, name string) *tournament.Tournament {
	t.Helper()
	f, err := os.Open(ogDir + name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var og ogFile
	if err := xml.NewDecoder(f).Decode(&og); err != nil {
		t.Fatal(err)
	}
	s := tournament.DefaultSettings()
	s.Rounds = og.General.Rounds
	s.Bar = rank.MustParse(og.General.Bar)
	s.Floor = rank.MustParse(og.General.Floor)
	s.AbsentPoints, s.ByePoints, s.RoundDown = og.General.Absent, og.General.Bye, og.General.RoundDown
	s.Handicap = tournament.HandicapPolicy{
		Kind:                tournament.HandicapMMS,
		NoHandicapThreshold: rank.MustParse(og.Handicap.Threshold),
		Correction:          og.Handicap.Correction,
		Ceiling:             og.Handicap.Ceiling,
		BasedOnRank:         !og.Handicap.BasedOnMMS,
	}
	tr := &tournament.Tournament{Settings: s}
	ids := map[string]tournament.PlayerID{}
	for i, p := range og.Players {
		pl := tournament.Player{
			ID: tournament.PlayerID(i + 1), Name: p.Name, FirstName: p.FirstName,
			Rank: rank.MustParse(p.Rank), MMSCorrection: p.Correction,
		}
		for r, c := range p.Participating {
			if c == '0' && r < s.Rounds {
				pl.Absent = append(pl.Absent, r+1)
			}
		}
		ids[pl.Key()] = pl.ID
		tr.Players = append(tr.Players, pl)
	}
	results := map[string]tournament.Result{
		"WHITEWINS": tournament.WhiteWins, "BLACKWINS": tournament.BlackWins,
		"EQUAL": tournament.Jigo, "BOTHWIN": tournament.BothWin, "BOTHLOSE": tournament.BothLose,
	}
	for _, g := range og.Games {
		res, byDef := strings.CutSuffix(strings.TrimPrefix(g.Result, "RESULT_"), "_BYDEF")
		w, b := ids[g.White], ids[g.Black]
		if w == 0 || b == 0 {
			t.Fatalf("game %+v: unknown player", g)
		}
		tr.Games = append(tr.Games, tournament.Game{
			Round: g.Round, Table: g.Table, White: w, Black: b, Handicap: g.Handicap,
			Result: results[res], ByDefault: byDef, KnownColor: true,
		})
	}
	for _, b := range og.Byes {
		tr.Byes = append(tr.Byes, tournament.Bye{Round: b.Round, Player: ids[b.Player]})
	}
	return tr
}

// h9Line is one player of an EGD results file: family name and the three criteria columns.
type h9Line struct {
	name     string
	criteria [3]int
}

// readH9 reads the players of an EGD results file whose criteria are integers.
func readH9(t *testing.T, name string) []h9Line {
	t.Helper()
	f, err := os.Open(ogDir + name)
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
		l := h9Line{name: fs[1]}
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
}

// TestJuvisyHandicaps checks that every game of the tournament gets OpenGotha's handicap.
func TestJuvisyHandicaps(t *testing.T) {
	tr := readOpenGotha(t, "juvisy.xml")
	for _, g := range tr.Games {
		w, b := tr.Player(g.White), tr.Player(g.Black)
		hd, komi := tr.Handicap(w, b, g.Round)
		if hd != g.Handicap {
			t.Errorf("round %d %s (W) - %s (B): handicap %d, OpenGotha %d", g.Round, w.FullName(), b.FullName(), hd, g.Handicap)
		}
		if wantKomi := map[bool]int{true: tr.Settings.Komi, false: 1}[hd == 0]; komi != wantKomi {
			t.Errorf("round %d %s - %s: komi %d/2, want %d/2", g.Round, w.FullName(), b.FullName(), komi, wantKomi)
		}
		if hd > 0 {
			if white, _, decided := tr.HandicapColors(b, w, g.Round); !decided || white != w {
				t.Errorf("round %d: %s should take White", g.Round, w.FullName())
			}
		}
	}
}
