package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"

	"github.com/hoshi-go/hoshi/internal/store"
)

func init() {
	register("migrate", "bring the database's schema up to date, as a step of its own (--dry-run lists what it would do)", runMigrate)
}

func runMigrate(args []string) int {
	return migrateCmd(args, os.Getenv, os.Stdout, os.Stderr)
}

// migrateCmd is `hoshi migrate`: it applies the migrations the database lacks and says each
// one, or with --dry-run lists them and changes nothing. The database is --db, else
// HOSHI_DATABASE, else hoshi.db, as for serve. A database written by a newer hoshi is refused
// (exit status 1), as serve refuses it.
func migrateCmd(args []string, getenv func(string) string, stdout, stderr io.Writer) int {
	cl := newCmdLine("migrate", "migrate [--db PATH|URL] [--dry-run]", stdout, stderr)
	dbFlag := cl.String("db", "", "SQLite database `PATH` or PostgreSQL URL postgres://user:password@host/database (default $HOSHI_DATABASE, else hoshi.db)")
	dryRun := cl.Bool("dry-run", false, "list the migrations that would be applied, and change nothing")
	rest, status, ok := cl.parse(args)
	if !ok {
		return status
	}
	if len(rest) > 0 {
		return cl.fail("unexpected argument %q", rest[0])
	}
	dsn := *dbFlag
	if dsn == "" {
		dsn = strings.TrimSpace(getenv("HOSHI_DATABASE"))
	}
	if dsn == "" {
		dsn = "hoshi.db"
	}
	if strings.TrimSpace(dsn) == "" {
		return cl.fail("--db: empty: give the SQLite file, like ./hoshi.db, or a postgres:// URL")
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	name := store.Redact(dsn)
	if *dryRun {
		pending, err := store.Pending(ctx, dsn)
		if err != nil {
			cl.errorf("%v", err)
			return 1
		}
		if len(pending) == 0 {
			fmt.Fprintf(stdout, "%s is up to date (schema %s): nothing to migrate\n", name, store.Schema())
			return 0
		}
		fmt.Fprintf(stdout, "%s: %d migration(s) to apply, up to schema %s (dry run: nothing changed):\n", name, len(pending), store.Schema())
		for _, id := range pending {
			fmt.Fprintf(stdout, "  %s\n", id)
		}
		return 0
	}
	db, err := store.Open(ctx, dsn)
	if err != nil {
		cl.errorf("%v", err)
		return 1
	}
	applied := db.AppliedMigrations()
	if err := db.Close(); err != nil {
		cl.errorf("close %s: %v", name, err)
		return 1
	}
	for _, id := range applied {
		fmt.Fprintf(stdout, "migration applied: %s\n", id)
	}
	if len(applied) == 0 {
		fmt.Fprintf(stdout, "%s is up to date (schema %s): nothing to migrate\n", name, store.Schema())
		return 0
	}
	fmt.Fprintf(stdout, "%s: %d migration(s) applied, now at schema %s\n", name, len(applied), store.Schema())
	return 0
}
