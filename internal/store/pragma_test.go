package store

import (
	"context"
	"database/sql"
	"os"
	"path/filepath"
	"testing"

	"github.com/hoshi-go/hoshi/internal/store/storetest"
)

// TestPragmasOnEveryConnection holds the whole pool at once and checks each connection: the
// settings come from the DSN, so no connection can miss foreign keys or the busy timeout. The
// path has spaces and URI characters in it.
func TestPragmasOnEveryConnection(t *testing.T) {
	if storetest.Postgres() {
		t.Skip("SQLite's pragmas")
	}
	ctx := context.Background()
	dir := filepath.Join(t.TempDir(), "Go club #1?")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "turnaj Brno.db")
	db, err := Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if _, err := os.Stat(path); err != nil {
		t.Fatalf("database not at its path: %v", err)
	}
	pool, _ := db.gorm.DB()
	conns := make([]*sql.Conn, maxConns)
	for i := range conns {
		if conns[i], err = pool.Conn(ctx); err != nil {
			t.Fatal(err)
		}
		defer conns[i].Close()
	}
	for i, c := range conns {
		var (
			journal        string
			fk, sync, busy int
		)
		c.QueryRowContext(ctx, "PRAGMA journal_mode").Scan(&journal)
		c.QueryRowContext(ctx, "PRAGMA foreign_keys").Scan(&fk)
		c.QueryRowContext(ctx, "PRAGMA synchronous").Scan(&sync)
		c.QueryRowContext(ctx, "PRAGMA busy_timeout").Scan(&busy)
		if journal != "wal" || fk != 1 || sync != 2 || busy != 5000 {
			t.Errorf("connection %d: journal %s, foreign_keys %d, synchronous %d (want 2, FULL), busy_timeout %d", i, journal, fk, sync, busy)
		}
	}
}
