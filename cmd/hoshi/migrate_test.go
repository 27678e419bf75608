package main

import (
	"bytes"
	"context"
	"database/sql"
	"os"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/store/storetest"
	_ "github.com/mattn/go-sqlite3"
)

// hoshi migrate: the dry run lists the pending migrations and changes nothing; the real run
// applies and names each; a database written by a newer hoshi is refused, dry run or not.
func TestMigrateCommand(t *testing.T) {
	t.Run("sqlite", func(t *testing.T) { migrateCommand(t, storetest.SQLite(t)) })
	t.Run("postgres", func(t *testing.T) { migrateCommand(t, storetest.NewPostgres(t)) })
}

func migrateCommand(t *testing.T, dsn string) {
	run := func(args ...string) (int, string, string) {
		var out, errOut bytes.Buffer
		code := migrateCmd(args, func(string) string { return "" }, &out, &errOut)
		return code, out.String(), errOut.String()
	}
	code, out, errOut := run("--db", dsn, "--dry-run")
	if code != 0 || !strings.Contains(out, "dry run: nothing changed") || !strings.Contains(out, "2026112101-tournaments") ||
		!strings.Contains(out, store.Schema()) {
		t.Fatalf("dry run on a new database: %d %q %q", code, out, errOut)
	}
	if !store.IsPostgres(dsn) {
		if _, err := os.Stat(dsn); !os.IsNotExist(err) {
			t.Errorf("the dry run created %s: %v", dsn, err)
		}
	}
	n := strings.Count(out, "\n  ")
	if n < 16 {
		t.Errorf("the dry run listed %d migrations: %q", n, out)
	}

	code, out, errOut = run("--db", dsn)
	if code != 0 || strings.Count(out, "migration applied: ") != n || !strings.Contains(out, "migration applied: "+store.Schema()) {
		t.Fatalf("migrate: %d %q %q", code, out, errOut)
	}
	for _, args := range [][]string{{"--db", dsn, "--dry-run"}, {"--db", dsn}} {
		code, out, errOut = run(args...)
		if code != 0 || !strings.Contains(out, "up to date") || strings.Contains(out, "applied:") {
			t.Errorf("%v when up to date: %d %q %q", args, code, out, errOut)
		}
	}

	// A newer hoshi's migration: refused, and still there afterwards.
	driver := "sqlite3"
	if store.IsPostgres(dsn) {
		driver = "pgx"
	}
	raw, err := sql.Open(driver, dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer raw.Close()
	ins := "INSERT INTO migrations (id) VALUES (?)"
	if store.IsPostgres(dsn) {
		ins = "INSERT INTO migrations (id) VALUES ($1)"
	}
	if _, err := raw.ExecContext(context.Background(), ins, "2099010101-future"); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"--db", dsn, "--dry-run"}, {"--db", dsn}} {
		code, out, errOut = run(args...)
		if code != 1 || !strings.Contains(errOut, "newer hoshi") || !strings.Contains(errOut, "2099010101-future") {
			t.Errorf("%v on a newer database: %d %q %q", args, code, out, errOut)
		}
	}
	var left int
	if err := raw.QueryRow("SELECT COUNT(*) FROM migrations WHERE id = '2099010101-future'").Scan(&left); err != nil || left != 1 {
		t.Errorf("the newer migration: %d %v", left, err)
	}
}
