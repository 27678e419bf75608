package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/export"
	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/testdata"
)

func TestImportOpenGotha(t *testing.T) {
	file := filepath.Join(testdata.Dir(t), "opengotha", "juvisy.xml")
	dbPath := filepath.Join(t.TempDir(), "hoshi.db")
	var stdout, stderr bytes.Buffer
	if code := importMain([]string{"--opengotha", file, "--db", dbPath}, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	if !strings.Contains(stdout.String(), "as tournament 1") {
		t.Fatalf("output %q", stdout.String())
	}

	// The stored tournament is the file's, player for player and game for game.
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	want, _, err := export.ReadOpenGotha(f)
	if err != nil {
		t.Fatal(err)
	}
	db, err := store.Open(context.Background(), dbPath)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	got, _, err := db.LoadTournament(context.Background(), 1)
	if err != nil {
		t.Fatal(err)
	}
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
	if code := importMain([]string{"--opengotha", filepath.Join(t.TempDir(), "missing.xml"), "--db", dbPath}, &stdout, &stderr); code != 2 {
		t.Fatalf("missing file: exit %d", code)
	}
}

// Counting unplayed games as half points survives the import, and nothing is reported lost.
func TestImportKeepsCountUnplayedAsHalf(t *testing.T) {
	data, err := os.ReadFile(testdata.Path(t, "opengotha", "juvisy.xml"))
	if err != nil {
		t.Fatal(err)
	}
	data = bytes.Replace(data, []byte(`genCountNotPlayedGamesAsHalfPoint="false"`), []byte(`genCountNotPlayedGamesAsHalfPoint="true"`), 1)
	dir := t.TempDir()
	file, dbPath := filepath.Join(dir, "half.xml"), filepath.Join(dir, "hoshi.db")
	if err := os.WriteFile(file, data, 0o600); err != nil {
		t.Fatal(err)
	}
	var stdout, stderr bytes.Buffer
	if code := importMain([]string{"--opengotha", file, "--db", dbPath}, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	db, err := store.Open(context.Background(), dbPath)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	got, _, err := db.LoadTournament(context.Background(), 1)
	if err != nil {
		t.Fatal(err)
	}
	if !got.Settings.CountUnplayedAsHalf {
		t.Fatal("CountUnplayedAsHalf not stored")
	}
	if strings.Contains(stderr.String(), "did not keep") {
		t.Fatalf("import reports a setting lost: %s", stderr.String())
	}
}

// A file with neither name nor shortName is imported under its own base name, with a
// warning; a file with a name keeps it and says nothing about it.
func TestImportNamesAfterTheFile(t *testing.T) {
	data, err := os.ReadFile(testdata.Path(t, "opengotha", "juvisy.xml"))
	if err != nil {
		t.Fatal(err)
	}
	unnamed := bytes.Replace(data, []byte(` name="Tournoi de Juvisy"`), []byte(` name=""`), 1)
	unnamed = bytes.Replace(unnamed, []byte(`shortName="Tournoi de Juvisy"`), []byte(`shortName=""`), 1)
	if bytes.Equal(unnamed, data) || bytes.Contains(unnamed, []byte("Tournoi de Juvisy")) {
		t.Fatal("the test file still has its name")
	}
	dir := t.TempDir()
	dbPath := filepath.Join(dir, "hoshi.db")
	for _, c := range []struct {
		file     string
		data     []byte
		want     string
		warnings bool
	}{
		{"juvisy.xml", unnamed, "juvisy", true},
		{"named.xml", data, "Tournoi de Juvisy", false},
	} {
		file := filepath.Join(dir, c.file)
		if err := os.WriteFile(file, c.data, 0o600); err != nil {
			t.Fatal(err)
		}
		var stdout, stderr bytes.Buffer
		if code := importMain([]string{"--opengotha", file, "--db", dbPath}, &stdout, &stderr); code != 0 {
			t.Fatalf("%s: exit %d: %s", c.file, code, stderr.String())
		}
		if !strings.Contains(stdout.String(), `imported "`+c.want+`"`) {
			t.Errorf("%s: output %q", c.file, stdout.String())
		}
		warned := strings.Contains(stderr.String(), `warning: the file gives the tournament neither a name nor a short name: it is named "juvisy" after the file`)
		if warned != c.warnings {
			t.Errorf("%s: warnings %q", c.file, stderr.String())
		}
	}
	db, err := store.Open(context.Background(), dbPath)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	for id, want := range map[store.TournamentID]string{1: "juvisy", 2: "Tournoi de Juvisy"} {
		got, _, err := db.LoadTournament(context.Background(), id)
		if err != nil || got.Settings.Name != want || len(got.Players) != 19 {
			t.Errorf("tournament %d: %v, name %q, %d players", id, err, got.Settings.Name, len(got.Players))
		}
	}
}

// A file in Pairgoth's shape imports with its byes, as the OpenGotha file it was made from.
func TestImportPairgothFile(t *testing.T) {
	orig := testdata.Path(t, "opengotha", "notsimplemm.xml")
	dbPath := filepath.Join(t.TempDir(), "hoshi.db")
	var stdout, stderr bytes.Buffer
	if code := importMain([]string{"--opengotha", pairgothShaped(t, orig), "--db", dbPath}, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	f, err := os.Open(orig)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	want, _, err := export.ReadOpenGotha(f)
	if err != nil {
		t.Fatal(err)
	}
	db, err := store.Open(context.Background(), dbPath)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	got, _, err := db.LoadTournament(context.Background(), 1)
	if err != nil {
		t.Fatal(err)
	}
	if len(want.Byes) != 3 || len(got.Byes) != len(want.Byes) || len(got.Games) != len(want.Games) {
		t.Fatalf("stored %d byes and %d games, the OpenGotha file has %d and %d", len(got.Byes), len(got.Games), len(want.Byes), len(want.Games))
	}
	for i, b := range want.Byes {
		if g := got.Byes[i]; g.Round != b.Round || got.Player(g.Player).Key() != want.Player(b.Player).Key() {
			t.Errorf("bye %d: round %d %s, want round %d %s", i+1, g.Round, got.Player(g.Player).Key(), b.Round, want.Player(b.Player).Key())
		}
	}
}
