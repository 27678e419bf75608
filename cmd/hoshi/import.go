package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/hoshi-go/hoshi/internal/export"
	"github.com/hoshi-go/hoshi/internal/store"
)

func init() {
	register("import", "import an OpenGotha tournament into the database", runImport)
}

// runImport is "hoshi import --opengotha FILE.xml [--db PATH]": the whole tournament
// (settings, players, rounds and results) becomes a new tournament of the database.
func runImport(args []string) int {
	return importMain(args, os.Stdout, os.Stderr)
}

func importMain(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("import", flag.ContinueOnError)
	fs.SetOutput(stderr)
	file := fs.String("opengotha", "", "OpenGotha tournament file (.xml)")
	dbPath := fs.String("db", "hoshi.db", "SQLite database file")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if *file == "" || fs.NArg() > 0 {
		fmt.Fprintln(stderr, "hoshi import: usage: hoshi import --opengotha FILE.xml [--db PATH]")
		return 2
	}
	f, err := os.Open(*file)
	if err != nil {
		fmt.Fprintf(stderr, "hoshi import: %v\n", err)
		return 2
	}
	defer f.Close()
	t, report, err := export.ReadOpenGotha(f)
	if err != nil {
		fmt.Fprintf(stderr, "hoshi import: %s: %v\n", *file, err)
		return 2
	}
	ctx := context.Background()
	db, err := store.Open(ctx, *dbPath)
	if err != nil {
		fmt.Fprintf(stderr, "hoshi import: %v\n", err)
		return 1
	}
	defer db.Close()
	id, err := db.ImportTournament(ctx, t)
	if err != nil {
		fmt.Fprintf(stderr, "hoshi import: %s: %v\n", *file, err)
		return 1
	}
	for _, w := range report.Warnings {
		fmt.Fprintf(stderr, "warning: %s\n", w)
	}
	fmt.Fprintf(stdout, "imported %q as tournament %d: %d players, %d games, %d byes\n",
		t.Settings.Name, id, len(t.Players), len(t.Games), len(t.Byes))
	return 0
}
