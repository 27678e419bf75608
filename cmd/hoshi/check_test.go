package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/export"
	"github.com/hoshi-go/hoshi/internal/paircheck"
	"github.com/hoshi-go/hoshi/internal/pairing"
	"github.com/hoshi-go/hoshi/internal/testdata"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// checkFile runs hoshi check --json on file and decodes what it prints.
func checkFile(t *testing.T, file string) (int, checkOutput, string) {
	t.Helper()
	var stdout, stderr bytes.Buffer
	code := checkCmd([]string{"--opengotha", file, "--json"}, &stdout, &stderr)
	var out checkOutput
	if code != checkBadInput {
		if err := json.Unmarshal(stdout.Bytes(), &out); err != nil {
			t.Fatalf("check %s: %v\n%s", file, err, stdout.String())
		}
	}
	return code, out, stderr.String()
}

func readTournament(t *testing.T, path string) *tournament.Tournament {
	t.Helper()
	tr, _, err := readOpenGothaFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return tr
}

// writeTournament writes tr as an OpenGotha file in a fresh directory.
func writeTournament(t *testing.T, tr *tournament.Tournament) string {
	t.Helper()
	var buf bytes.Buffer
	if err := export.WriteOpenGotha(&buf, tr); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "t.xml")
	if err := os.WriteFile(path, buf.Bytes(), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestCheckOpenGothaFiles: the rounds of OpenGotha's reference tournaments are its automatic
// pairing (TestPairCommandMatchesOpenGotha compares them with `hoshi pair`); check says so,
// with no weight lost, and exits 0.
func TestCheckOpenGothaFiles(t *testing.T) {
	for _, name := range []string{"simplemm", "notsimplemm"} {
		code, out, stderr := checkFile(t, testdata.Path(t, "opengotha", name+".xml"))
		if code != checkAutomatic || !out.Automatic || len(out.Deviating) != 0 || len(out.Rounds) != 5 {
			t.Fatalf("%s: exit %d, %+v, %s", name, code, out, stderr)
		}
		for _, r := range out.Rounds {
			if r.Status != "automatic" || len(r.Findings) != 0 || r.Weight == nil || r.Weight.Loss != 0 ||
				r.Weight.Recorded != r.Weight.Optimum || r.Weight.Optimum <= 0 {
				t.Errorf("%s round %d: %+v %+v", name, r.Round, r, r.Weight)
			}
		}
	}
}

// referenceRound is one case of the random reference (opengotha/random): the tournament as it
// stood before round was paired, with OpenGotha's games and bye of the round added as the
// reference's .txt gives them.
func referenceRound(t *testing.T, dir, id string, round int) *tournament.Tournament {
	t.Helper()
	tr := readTournament(t, filepath.Join(dir, id+".xml"))
	ref, err := os.ReadFile(filepath.Join(dir, id+".txt"))
	if err != nil {
		t.Fatal(err)
	}
	byKey := map[string]tournament.PlayerID{}
	for i := range tr.Players {
		byKey[tr.Players[i].Key()] = tr.Players[i].ID
	}
	want := parsePairing(string(ref))
	for _, l := range want.games {
		g := tournament.Game{Round: round, Table: l.table, White: byKey[l.white], Black: byKey[l.black], Handicap: l.handicap, KnownColor: true}
		if g.White == 0 || g.Black == 0 {
			t.Fatalf("%s: unknown player in %+v", id, l)
		}
		// As OpenGotha's files give the komi: the tournament's, half a point with a handicap.
		g.Komi = tr.Settings.Komi
		if g.Handicap > 0 {
			g.Komi = 1
		}
		tr.Games = append(tr.Games, g)
	}
	if want.bye != "" {
		tr.Byes = append(tr.Byes, tournament.Bye{Round: round, Player: byKey[want.bye]})
	}
	return tr
}

// TestCheckRandomReference checks every round of the random reference with OpenGotha's own
// pairing of it recorded: check finds nothing, but for the rounds whose level games OpenGotha
// numbered in another order (randomParityLevelTables), where it finds only that. One case in
// ten goes through a file and the command.
func TestCheckRandomReference(t *testing.T) {
	dir := testdata.Path(t, "opengotha", "random")
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	n, level := 0, 0
	for _, e := range entries {
		m := randomCase.FindStringSubmatch(e.Name())
		if m == nil {
			continue
		}
		id := strings.TrimSuffix(e.Name(), ".xml")
		round, _ := strconv.Atoi(m[2])
		tr := referenceRound(t, dir, id, round)
		rd, err := paircheck.CheckRound(tr, round)
		if err != nil {
			t.Errorf("%s: %v", id, err)
			continue
		}
		n++
		listed := randomParityLevelTables[id]
		switch {
		case rd.Deviates():
			t.Errorf("%s: %+v", id, rd.Findings)
		case listed && (len(rd.Findings) != 1 || rd.Findings[0].Kind != paircheck.LevelTables):
			t.Errorf("%s: listed in randomParityLevelTables, found %+v", id, rd.Findings)
		case !listed && len(rd.Findings) != 0:
			t.Errorf("%s: %+v", id, rd.Findings)
		case rd.Weight.Loss != 0:
			t.Errorf("%s: the recorded round loses %d", id, rd.Weight.Loss)
		}
		if listed {
			level++
		}
		if n%10 == 0 {
			code, out, stderr := checkFile(t, writeTournament(t, tr))
			if code == checkBadInput || out.Rounds[round-1].Status != "automatic" {
				t.Errorf("%s: hoshi check: exit %d %s, round %d: %+v", id, code, stderr, round, out.Rounds[round-1])
			}
		}
	}
	if n != 492 || level != len(randomParityLevelTables) {
		t.Errorf("%d rounds checked (%d with level tables), the reference has 492 (%d)", n, level, len(randomParityLevelTables))
	}
}

// ogWeights reads one of OpenGotha's weight dumps: the total cost of each pair, keyed by the
// two players' "Name FirstName" in either order.
func ogWeights(t *testing.T, path string) map[[2]string]int64 {
	t.Helper()
	fh, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer fh.Close()
	out := map[[2]string]int64{}
	var p1, p2 string
	sc := bufio.NewScanner(fh)
	for sc.Scan() {
		k, v, _ := strings.Cut(sc.Text(), "=")
		switch k {
		case "Player1Name":
			p1 = v
		case "Player2Name":
			p2 = v
		case "totalCost":
			w, err := strconv.ParseInt(v, 10, 64)
			if err != nil {
				t.Fatal(err)
			}
			out[[2]string{p1, p2}], out[[2]string{p2, p1}] = w, w
		}
	}
	return out
}

// roundGames returns pointers to the games of round in tr, by table.
func roundGames(tr *tournament.Tournament, round int) map[int]*tournament.Game {
	out := map[int]*tournament.Game{}
	for i := range tr.Games {
		if tr.Games[i].Round == round {
			out[tr.Games[i].Table] = &tr.Games[i]
		}
	}
	return out
}

// dropAfter drops the games and byes of the rounds after round: an edit of round changes
// the history the later rounds were paired from, so that they are no longer the automatic
// pairing either (an edit of a round before pairing the next is what the tests play).
func dropAfter(tr *tournament.Tournament, round int) {
	tr.Games = slices.DeleteFunc(tr.Games, func(g tournament.Game) bool { return g.Round > round })
	tr.Byes = slices.DeleteFunc(tr.Byes, func(b tournament.Bye) bool { return b.Round > round })
}

// kinds lists the kinds of a round's findings.
func kinds(r checkRound) []string {
	var out []string
	for _, f := range r.Findings {
		out = append(out, f.Kind)
	}
	return out
}

// TestCheckHandEdits edits OpenGotha's reference files by hand, one change at a time, and
// checks that hoshi check names each change, in that round only, and exits 1.
func TestCheckHandEdits(t *testing.T) {
	simple := testdata.Path(t, "opengotha", "simplemm.xml")
	notSimple := testdata.Path(t, "opengotha", "notsimplemm.xml")
	// Written back by hoshi unedited, the file is still the automatic pairing.
	if code, out, stderr := checkFile(t, writeTournament(t, readTournament(t, simple))); code != checkAutomatic {
		t.Fatalf("simplemm written back: exit %d %s %+v", code, stderr, out)
	}
	check := func(t *testing.T, tr *tournament.Tournament, round int, want ...string) checkRound {
		t.Helper()
		code, out, stderr := checkFile(t, writeTournament(t, tr))
		if code != checkDeviates || out.Automatic || !slices.Equal(out.Deviating, []int{round}) {
			t.Fatalf("exit %d, deviating %v (want 1, [%d]): %s", code, out.Deviating, round, stderr)
		}
		r := out.Rounds[round-1]
		if got := kinds(r); r.Status != "deviates" || !slices.Equal(got, want) {
			t.Fatalf("round %d: status %s, findings %v, want %v: %+v", round, r.Status, got, want, r.Findings)
		}
		return r
	}
	name := func(tr *tournament.Tournament, id tournament.PlayerID) string {
		p := tr.Player(id)
		return p.Name + " " + p.FirstName
	}

	t.Run("swap two opponents", func(t *testing.T) {
		tr := readTournament(t, simple)
		g := roundGames(tr, 3)
		a, b := *g[1], *g[2]
		g[1].Black, g[2].Black = b.Black, a.Black
		dropAfter(tr, 3)
		r := check(t, tr, 3, "games")
		f := r.Findings[0]
		key := func(id tournament.PlayerID) string { return tr.Player(id).Key() }
		if len(f.Recorded) != 2 || f.Recorded[0].White != key(a.White) || f.Recorded[0].Black != key(b.Black) ||
			f.Recorded[1].White != key(b.White) || f.Recorded[1].Black != key(a.Black) || len(f.Automatic) != 2 {
			t.Fatalf("%+v", f)
		}
		// The weight lost, from OpenGotha's own weights of the round.
		og := ogWeights(t, testdata.Path(t, "opengotha", "simplemm", "simplemm_weights_R3.txt"))
		w := func(x, y tournament.PlayerID) int64 {
			v, ok := og[[2]string{name(tr, x), name(tr, y)}]
			if !ok {
				t.Fatalf("no weight for %s - %s", name(tr, x), name(tr, y))
			}
			return v
		}
		loss := w(a.White, a.Black) + w(b.White, b.Black) - w(a.White, b.Black) - w(b.White, a.Black)
		if loss <= 0 || r.Weight.Loss != loss {
			t.Errorf("weight lost %d, OpenGotha's weights give %d", r.Weight.Loss, loss)
		}
	})

	t.Run("swap colours", func(t *testing.T) {
		tr := readTournament(t, simple)
		g := roundGames(tr, 2)[4]
		g.White, g.Black = g.Black, g.White
		white, black := tr.Player(g.White).Key(), tr.Player(g.Black).Key()
		dropAfter(tr, 2)
		r := check(t, tr, 2, "colours")
		f := r.Findings[0]
		if len(f.Recorded) != 1 || f.Recorded[0].Table != 4 || f.Recorded[0].White != white ||
			f.Automatic[0].White != black || r.Weight.Loss != 0 {
			t.Errorf("%+v, loss %d", f, r.Weight.Loss)
		}
	})

	t.Run("change a handicap", func(t *testing.T) {
		tr := readTournament(t, simple)
		var g *tournament.Game
		for _, x := range roundGames(tr, 5) {
			if x.Handicap >= 2 && (g == nil || x.Table < g.Table) {
				g = x
			}
		}
		if g == nil {
			t.Fatal("simplemm round 5 has no handicap game")
		}
		old := g.Handicap
		g.Handicap++
		r := check(t, tr, 5, "handicap")
		f := r.Findings[0]
		if len(f.Recorded) != 1 || f.Recorded[0].Table != g.Table || f.Recorded[0].Handicap != old+1 || f.Automatic[0].Handicap != old {
			t.Errorf("%+v", f)
		}
	})

	t.Run("give a bye by hand", func(t *testing.T) {
		tr := readTournament(t, notSimple)
		auto := tr.ByeIn(1)
		// The director gives the bye to the first player of the file's last game of round 1,
		// then pairs the others, as OpenGotha's Pair button does (`hoshi pair` keeps such a bye).
		g := roundGames(tr, 1)
		given := g[len(g)].White
		before := paircheck.Before(tr, 1)
		before.Byes = append(before.Byes, tournament.Bye{Round: 1, Player: given})
		res, err := pairing.Pair(before, 1, pairing.Options{})
		if err != nil {
			t.Fatal(err)
		}
		tr.Games = append(slices.DeleteFunc(tr.Games, func(g tournament.Game) bool { return g.Round == 1 }), res.Games...)
		for i := range tr.Byes {
			if tr.Byes[i].Round == 1 {
				tr.Byes[i].Player = given
			}
		}
		dropAfter(tr, 1)
		r := check(t, tr, 1, "bye")
		f := r.Findings[0]
		if *f.RecordedBye != tr.Player(given).Key() || *f.AutomaticBye != tr.Player(auto).Key() || given == auto {
			t.Errorf("%+v", f)
		}
	})

	t.Run("remove a game", func(t *testing.T) {
		tr := readTournament(t, simple)
		g := *roundGames(tr, 4)[8]
		tr.Games = slices.DeleteFunc(tr.Games, func(x tournament.Game) bool { return x.Round == 4 && x.Table == 8 })
		dropAfter(tr, 4)
		r := check(t, tr, 4, "unpaired")
		want := []string{tr.Player(g.White).Key(), tr.Player(g.Black).Key()}
		got := slices.Clone(r.Findings[0].Players)
		slices.Sort(want)
		slices.Sort(got)
		if !slices.Equal(got, want) {
			t.Errorf("unpaired %v, want %v", got, want)
		}
	})

	t.Run("move tables", func(t *testing.T) {
		tr := readTournament(t, simple)
		g := roundGames(tr, 5)
		g[1].Table, g[6].Table = 6, 1
		r := check(t, tr, 5, "tables")
		f := r.Findings[0]
		if len(f.Recorded) != 2 || f.Recorded[0].Table != 1 || f.Automatic[0].Table != 6 || f.Recorded[1].Table != 6 || f.Automatic[1].Table != 1 {
			t.Errorf("%+v", f)
		}
	})

	t.Run("play an absent player", func(t *testing.T) {
		tr := readTournament(t, simple)
		g := roundGames(tr, 2)[3]
		p := tr.Player(g.Black)
		p.Absent = append(p.Absent, 2)
		dropAfter(tr, 2)
		// Without him the automatic pairing has 15 players, a bye, and other games.
		r := check(t, tr, 2, "bye", "not_pairable", "games")
		if f := r.Findings[1]; !slices.Equal(f.Players, []string{p.Key()}) {
			t.Errorf("%+v", f)
		}
		if f := r.Findings[0]; *f.RecordedBye != "" || *f.AutomaticBye == "" {
			t.Errorf("%+v", f)
		}
	})
}

// TestCheckCommandErrors: what hoshi check refuses, with exit status 2 and a one-line message.
func TestCheckCommandErrors(t *testing.T) {
	bad := filepath.Join(t.TempDir(), "bad.xml")
	if err := os.WriteFile(bad, []byte("<Tournament><Players>"), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{nil, "--opengotha FILE.xml is required"},
		{[]string{"--opengotha", filepath.Join(t.TempDir(), "none.xml")}, "none.xml"},
		{[]string{"--opengotha", bad}, "bad.xml"},
		{[]string{"--opengotha", bad, "extra"}, `unexpected argument "extra"`},
		{[]string{"--colour"}, "flag provided but not defined"},
	} {
		var stdout, stderr bytes.Buffer
		code := checkCmd(c.args, &stdout, &stderr)
		if code != checkBadInput || !strings.Contains(stderr.String(), c.want) || strings.Count(stderr.String(), "\n") != 1 {
			t.Errorf("%v: exit %d, %q, want 2 and %q", c.args, code, stderr.String(), c.want)
		}
	}
}

// TestCheckText: the text output of a deviating file names the round, the finding and the
// summary.
func TestCheckText(t *testing.T) {
	tr := readTournament(t, testdata.Path(t, "opengotha", "simplemm.xml"))
	g := *roundGames(tr, 2)[4]
	g.White, g.Black = g.Black, g.White
	*roundGames(tr, 2)[4] = g
	dropAfter(tr, 2)
	var stdout, stderr bytes.Buffer
	code := checkCmd([]string{"--opengotha", writeTournament(t, tr)}, &stdout, &stderr)
	out := stdout.String()
	for _, want := range []string{
		"round 1: the automatic pairing (8 games, bye none)\n",
		"round 2: NOT the automatic pairing (8 games, bye none)\n",
		"  colours swapped: table 4 " + tr.Player(g.White).Key() + " (white) - " + tr.Player(g.Black).Key() + " (black)",
		"  pairing weight: recorded ",
		"round 3: skipped, no games yet\n",
		"1 of 2 rounds with games are the automatic pairing; not: round 2\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q in\n%s", want, out)
		}
	}
	if code != checkDeviates {
		t.Errorf("exit %d", code)
	}
}
