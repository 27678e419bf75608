package main

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/export"
	"github.com/hoshi-go/hoshi/internal/export/ogteams"
	"github.com/hoshi-go/hoshi/internal/pairing"
	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/team"
	"github.com/hoshi-go/hoshi/internal/testdata"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// importOK runs hoshi import with args, which must succeed, and returns what it wrote.
func importOK(t *testing.T, args ...string) (stdout, stderr string) {
	t.Helper()
	var out, errs bytes.Buffer
	if code := importMain(args, &out, &errs); code != 0 {
		t.Fatalf("hoshi import %s: exit %d: %s", strings.Join(args, " "), code, errs.String())
	}
	return out.String(), errs.String()
}

// stored is tournament id as the database at dbPath holds it.
func stored(t *testing.T, dbPath string, id store.TournamentID) *tournament.Tournament {
	t.Helper()
	ctx := context.Background()
	db, err := store.Open(ctx, dbPath)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	got, _, err := db.LoadTournament(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	return got
}

// readOpenGotha is the tournament of an OpenGotha file as the reader gives it.
func readOpenGotha(t *testing.T, path string) *tournament.Tournament {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	tt, _, err := export.ReadOpenGotha(f)
	if err != nil {
		t.Fatal(err)
	}
	return tt
}

// juvisyEdited writes juvisy.xml with each old replaced by new, once, as dir/name, and
// returns its path; an old not found fails t.
func juvisyEdited(t *testing.T, dir, name string, oldNew ...string) string {
	t.Helper()
	data, err := os.ReadFile(testdata.Path(t, "opengotha", "juvisy.xml"))
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i+1 < len(oldNew); i += 2 {
		if !bytes.Contains(data, []byte(oldNew[i])) {
			t.Fatalf("juvisy.xml has no %s", oldNew[i])
		}
		data = bytes.Replace(data, []byte(oldNew[i]), []byte(oldNew[i+1]), 1)
	}
	file := filepath.Join(dir, name)
	if err := os.WriteFile(file, data, 0o600); err != nil {
		t.Fatal(err)
	}
	return file
}

func TestImportOpenGotha(t *testing.T) {
	file := filepath.Join(testdata.Dir(t), "opengotha", "juvisy.xml")
	dbPath := filepath.Join(t.TempDir(), "hoshi.db")
	if stdout, _ := importOK(t, "--opengotha", file, "--db", dbPath); !strings.Contains(stdout, "as tournament 1") {
		t.Fatalf("output %q", stdout)
	}

	// The stored tournament is the file's, player for player and game for game.
	want, got := readOpenGotha(t, file), stored(t, dbPath, 1)
	if len(got.Players) != len(want.Players) || len(got.Games) != len(want.Games) || len(got.Byes) != len(want.Byes) {
		t.Fatalf("stored %d players, %d games, %d byes; file has %d, %d, %d",
			len(got.Players), len(got.Games), len(got.Byes), len(want.Players), len(want.Games), len(want.Byes))
	}
	for i, g := range want.Games {
		w, b := want.Player(g.White), want.Player(g.Black)
		var found bool
		for _, h := range got.Games {
			if h.Round == g.Round && h.Table == g.Table {
				found = got.Player(h.White).Key() == w.Key() && got.Player(h.Black).Key() == b.Key() &&
					h.Result == g.Result && h.Handicap == g.Handicap && h.Komi == g.Komi
			}
		}
		if !found {
			t.Fatalf("game %d (%+v) not stored as in the file", i, g)
		}
	}
	var stdout, stderr bytes.Buffer
	if code := importMain([]string{"--opengotha", filepath.Join(t.TempDir(), "missing.xml"), "--db", dbPath}, &stdout, &stderr); code != 2 {
		t.Fatalf("missing file: exit %d", code)
	}
}

// Counting unplayed games as half points survives the import, and nothing is reported lost.
func TestImportKeepsCountUnplayedAsHalf(t *testing.T) {
	dir := t.TempDir()
	file := juvisyEdited(t, dir, "half.xml", `genCountNotPlayedGamesAsHalfPoint="false"`, `genCountNotPlayedGamesAsHalfPoint="true"`)
	dbPath := filepath.Join(dir, "hoshi.db")
	_, stderr := importOK(t, "--opengotha", file, "--db", dbPath)
	if !stored(t, dbPath, 1).Settings.CountUnplayedAsHalf {
		t.Fatal("CountUnplayedAsHalf not stored")
	}
	if strings.Contains(stderr, "did not keep") {
		t.Fatalf("import reports a setting lost: %s", stderr)
	}
}

// A file with neither name nor shortName is imported under its own base name, with a
// warning; a file with a name keeps it and says nothing about it.
func TestImportNamesAfterTheFile(t *testing.T) {
	dir := t.TempDir()
	unnamed := juvisyEdited(t, dir, "juvisy.xml",
		` name="Tournoi de Juvisy"`, ` name=""`, `shortName="Tournoi de Juvisy"`, `shortName=""`)
	if data, err := os.ReadFile(unnamed); err != nil || bytes.Contains(data, []byte("Tournoi de Juvisy")) {
		t.Fatalf("the test file still has its name (%v)", err)
	}
	named := juvisyEdited(t, dir, "named.xml")
	dbPath := filepath.Join(dir, "hoshi.db")
	for _, c := range []struct {
		file     string
		want     string
		warnings bool
	}{
		{unnamed, "juvisy", true},
		{named, "Tournoi de Juvisy", false},
	} {
		stdout, stderr := importOK(t, "--opengotha", c.file, "--db", dbPath)
		if !strings.Contains(stdout, `imported "`+c.want+`"`) {
			t.Errorf("%s: output %q", c.file, stdout)
		}
		warned := strings.Contains(stderr, `warning: the file gives the tournament neither a name nor a short name: it is named "juvisy" after the file`)
		if warned != c.warnings {
			t.Errorf("%s: warnings %q", c.file, stderr)
		}
	}
	for id, want := range map[store.TournamentID]string{1: "juvisy", 2: "Tournoi de Juvisy"} {
		if got := stored(t, dbPath, id); got.Settings.Name != want || len(got.Players) != 19 {
			t.Errorf("tournament %d: name %q, %d players", id, got.Settings.Name, len(got.Players))
		}
	}
}

// A file in Pairgoth's shape imports with its byes, as the OpenGotha file it was made from.
func TestImportPairgothFile(t *testing.T) {
	orig := testdata.Path(t, "opengotha", "notsimplemm.xml")
	dbPath := filepath.Join(t.TempDir(), "hoshi.db")
	importOK(t, "--opengotha", pairgothShaped(t, orig), "--db", dbPath)
	want, got := readOpenGotha(t, orig), stored(t, dbPath, 1)
	if len(want.Byes) != 3 || len(got.Byes) != len(want.Byes) || len(got.Games) != len(want.Games) {
		t.Fatalf("stored %d byes and %d games, the OpenGotha file has %d and %d", len(got.Byes), len(got.Games), len(want.Byes), len(want.Games))
	}
	for i, b := range want.Byes {
		if g := got.Byes[i]; g.Round != b.Round || got.Player(g.Player).Key() != want.Player(b.Player).Key() {
			t.Errorf("bye %d: round %d %s, want round %d %s", i+1, g.Round, got.Player(g.Player).Key(), b.Round, want.Player(b.Player).Key())
		}
	}
}

// An OpenGotha team file (juvisy.xml: 6 teams of 3) imports as a team tournament, as the
// director's import does: the stored teams, board orders and matches are the file's.
func TestImportTeamFile(t *testing.T) {
	file := testdata.Path(t, "opengotha", "juvisy.xml")
	dbPath := filepath.Join(t.TempDir(), "hoshi.db")
	stdout, stderr := importOK(t, "--opengotha", file, "--db", dbPath)
	if !strings.Contains(stdout, "a team tournament of 6 teams of 3 boards") || strings.Contains(stderr, "not supported") {
		t.Fatalf("output %q, warnings %q", stdout, stderr)
	}
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	want, _, err := ogteams.Read(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	db, err := store.Open(ctx, dbPath)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	got, _, err := db.LoadTeamEvent(ctx, 1)
	if err != nil {
		t.Fatal(err)
	}
	// Teams by name, each with its members' keys in board order.
	members := func(e *team.Event) map[string][]string {
		m := map[string][]string{}
		for _, tm := range e.Teams {
			for _, p := range tm.Players {
				m[tm.Name] = append(m[tm.Name], e.T.Player(p).Key())
			}
		}
		return m
	}
	if g, w := members(got), members(want); len(w) != 6 || !reflect.DeepEqual(g, w) {
		t.Errorf("teams:\n stored %v\n file   %v", g, w)
	}
	// Matches by round and team names.
	matches := func(e *team.Event) []string {
		var out []string
		for _, m := range e.Matches {
			out = append(out, fmt.Sprintf("%d %s-%s %d boards", m.Round, e.Team(m.A).Name, e.Team(m.B).Name, len(m.Tables)))
		}
		slices.Sort(out)
		return out
	}
	if g, w := matches(got), matches(want); len(w) == 0 || !slices.Equal(g, w) {
		t.Errorf("matches:\n stored %v\n file   %v", g, w)
	}
}

// TestImportTwoByesInARound: notsimplemm with its fourth game of round 1 taken out and both
// its players given the bye, as a file edited by hand or written by another program may have
// it. OpenGotha keeps one bye a round, the last its reader meets; hoshi import and hoshi pair
// read the file so, say so, and the import stores it (it stopped on the database's unique
// bye per round).
func TestImportTwoByesInARound(t *testing.T) {
	dir := t.TempDir()
	data, err := os.ReadFile(testdata.Path(t, "opengotha", "notsimplemm.xml"))
	if err != nil {
		t.Fatal(err)
	}
	game := `<Game blackPlayer="GOLOUBKOVALEXANDRA" handicap="1" knownColor="true" result="RESULT_BLACKWINS" roundNumber="1" tableNumber="4" whitePlayer="DURANDROMAIN"/>`
	bye := `<ByePlayer player="ROBINCLÉ" roundNumber="1"/>`
	if !bytes.Contains(data, []byte(game)) || !bytes.Contains(data, []byte(bye)) {
		t.Fatal("notsimplemm.xml has changed")
	}
	data = bytes.Replace(data, []byte(game), nil, 1)
	data = bytes.Replace(data, []byte(bye), []byte(bye+`<ByePlayer player="DURANDROMAIN" roundNumber="1"/>`), 1)
	file := filepath.Join(dir, "twobyes.xml")
	if err := os.WriteFile(file, data, 0o600); err != nil {
		t.Fatal(err)
	}
	dbPath := filepath.Join(dir, "hoshi.db")
	_, stderr := importOK(t, "--opengotha", file, "--db", dbPath)
	if !strings.Contains(stderr, "a second bye in round 1, for Durand Romain") || !strings.Contains(stderr, "Robin Clé has no bye in round 1") {
		t.Errorf("warnings %q", stderr)
	}
	got := stored(t, dbPath, 1)
	if id := got.ByeIn(1); id == 0 || got.Player(id).Key() != "DURANDROMAIN" {
		t.Errorf("bye of round 1: player %d, want Durand Romain", id)
	}
	var stdout, errs bytes.Buffer
	if code := pairCmd([]string{"--opengotha", file, "--round", "2"}, &stdout, &errs); code != 0 || !strings.Contains(errs.String(), "a second bye in round 1") {
		t.Errorf("hoshi pair: exit %d, %q", code, errs.String())
	}
}

// TestImportPairingCategories: a Swiss tournament with OpenGotha's categories (from the random
// reference) is imported with its categories and its criteria CAT, NBW, EXT, EXR, without a
// warning about them, and the stored tournament pairs its next round as the file does.
func TestImportPairingCategories(t *testing.T) {
	file := testdata.Path(t, "opengotha", "random", "s5038-r3.xml")
	dbPath := filepath.Join(t.TempDir(), "hoshi.db")
	_, stderr := importOK(t, "--opengotha", file, "--db", dbPath)
	if strings.Contains(stderr, "categor") || strings.Contains(stderr, "criterion") {
		t.Errorf("warnings %q", stderr)
	}
	want, got := readOpenGotha(t, file), stored(t, dbPath, 1)
	if w, g := want.Settings.PairingCategories(), got.Settings.PairingCategories(); len(w) == 0 || !slices.Equal(g, w) {
		t.Errorf("stored categories %v, the file's %v", g, w)
	}
	if !slices.Equal(got.Settings.Criteria, want.Settings.Criteria) || got.Settings.Criteria[0] != tournament.CritCAT {
		t.Errorf("stored criteria %v, the file's %v", got.Settings.Criteria, want.Settings.Criteria)
	}
	a, err := pairing.Pair(want, 3, pairing.Options{})
	if err != nil {
		t.Fatal(err)
	}
	b, err := pairing.Pair(got, 3, pairing.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(a.Games) != len(b.Games) {
		t.Fatalf("%d games from the store, %d from the file", len(b.Games), len(a.Games))
	}
	for i := range a.Games {
		wa, wb := want.Player(a.Games[i].White).Key(), got.Player(b.Games[i].White).Key()
		ba, bb := want.Player(a.Games[i].Black).Key(), got.Player(b.Games[i].Black).Key()
		if wa != wb || ba != bb || a.Games[i].Table != b.Games[i].Table {
			t.Errorf("table %d: %s-%s from the store, %s-%s from the file", a.Games[i].Table, wb, bb, wa, ba)
		}
	}
}
