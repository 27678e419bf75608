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
