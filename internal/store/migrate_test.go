package store

import (
	"context"
	"path/filepath"
	"reflect"
	"testing"
	"time"

	"github.com/hoshi-go/hoshi/internal/tournament"
)

// rowCounts counts the rows of every table that exists.
func rowCounts(t *testing.T, db *DB) map[string]int64 {
	t.Helper()
	counts := map[string]int64{}
	tables, err := db.gorm.Migrator().GetTables()
	if err != nil {
		t.Fatal(err)
	}
	for _, table := range tables {
		var n int64
		if err := db.gorm.Table(table).Count(&n).Error; err != nil {
			t.Fatal(err)
		}
		counts[table] = n
	}
	return counts
}

// TestMigrationsKeepRows fills the database after each migration with data of the tables
// that exist at that point, then applies the next migrations and checks that no row was lost
// and that the tournament reads back unchanged.
func TestMigrationsKeepRows(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "hoshi.db")
	// fill adds data after the migration of the same index, using only the tables that
	// migration and the earlier ones created.
	var (
		id   TournamentID
		want *tournament.Tournament
	)
	fill := []func(db *DB){
		func(db *DB) {
			id, _ = db.CreateTournament(ctx, testSettings())
			a := mustAdd(t, db, id, "Novák", "Jan", "2d")
			b := mustAdd(t, db, id, "Lee", "Sedol", "9p")
			c := mustAdd(t, db, id, "<b>Bold</b>", "x", "30k")
			games := []tournament.Game{{Table: 1, White: b, Black: a, Handicap: 0, Komi: 13, KnownColor: true}}
			if err := db.SaveRound(ctx, id, 1, games, c); err != nil {
				t.Fatal(err)
			}
			if err := db.SetResult(ctx, id, 1, 1, tournament.WhiteWins, false, "director"); err != nil {
				t.Fatal(err)
			}
		},
		func(db *DB) {
			if err := db.SetPassword(ctx, "correct horse"); err != nil {
				t.Fatal(err)
			}
			if _, err := db.CreateSession(ctx, time.Hour); err != nil {
				t.Fatal(err)
			}
			if err := db.RecordLoginAttempt(ctx, "127.0.0.1", false); err != nil {
				t.Fatal(err)
			}
		},
		func(db *DB) {
			if err := db.SaveGameRecord(ctx, id, GameRecord{Round: 1, Table: 1, SGF: "(;SZ[19]RE[W+R])", Score: "W+R"}); err != nil {
				t.Fatal(err)
			}
		},
	}
	if len(fill) != len(migrations) {
		t.Fatalf("%d migrations but %d fill steps: add a step that fills the new tables", len(migrations), len(fill))
	}
	var before map[string]int64
	for i, m := range migrations {
		db, err := open(ctx, path, m.ID)
		if err != nil {
			t.Fatalf("migrate to %s: %v", m.ID, err)
		}
		after := rowCounts(t, db)
		for table, n := range before {
			if table != "migrations" && after[table] != n {
				t.Errorf("migration %s: table %s has %d rows, had %d", m.ID, table, after[table], n)
			}
		}
		if want != nil {
			got, _, err := db.LoadTournament(ctx, id)
			if err != nil || !reflect.DeepEqual(got, want) {
				t.Fatalf("migration %s: tournament %+v, %v; want %+v", m.ID, got, err, want)
			}
		}
		fill[i](db)
		want, _, _ = db.LoadTournament(ctx, id)
		before = rowCounts(t, db)
		db.Close()
	}
	// Opening again finds nothing to do and keeps everything.
	db, err := Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if got := rowCounts(t, db); !reflect.DeepEqual(got, before) {
		t.Fatalf("reopen: %v, want %v", got, before)
	}
	if err := db.CheckPassword(ctx, "correct horse"); err != nil {
		t.Fatal(err)
	}
}
