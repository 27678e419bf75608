package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"strings"

	"github.com/hoshi-go/hoshi/internal/backup"
	"github.com/hoshi-go/hoshi/internal/export"
	"github.com/hoshi-go/hoshi/internal/export/ogteams"
	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

func init() {
	register("import", "import an OpenGotha tournament or restore a hoshi backup into the database", runImport)
}

// runImport is "hoshi import --opengotha FILE.xml [--db PATH]": the whole tournament
// (settings, players, rounds and results) becomes a new tournament of the database; with
// --backup FILE.json instead, a hoshi backup is restored as a new tournament.
func runImport(args []string) int {
	return importMain(args, os.Stdout, os.Stderr)
}

func importMain(args []string, stdout, stderr io.Writer) int {
	const usage = "import (--opengotha FILE.xml | --backup FILE.json) [--db PATH]"
	cl := newCmdLine("import", usage, stdout, stderr)
	file := cl.String("opengotha", "", "OpenGotha tournament `FILE.xml`")
	backupFile := cl.String("backup", "", "hoshi backup `FILE.json` (downloaded from the director's pages or written automatically) to restore")
	dbPath := cl.String("db", "hoshi.db", "SQLite database `PATH` of hoshi serve (created if missing)")
	rest, status, ok := cl.parse(args)
	if !ok {
		return status
	}
	switch {
	case *file == "" && *backupFile == "":
		return cl.fail("--opengotha FILE.xml or --backup FILE.json is required (usage: hoshi %s)", usage)
	case *file != "" && *backupFile != "":
		return cl.fail("give --opengotha or --backup, not both (usage: hoshi %s)", usage)
	case len(rest) > 0:
		return cl.fail("unexpected argument %q (usage: hoshi %s)", rest[0], usage)
	case *backupFile != "":
		return restoreBackup(cl, *backupFile, *dbPath, stdout)
	}
	data, err := os.ReadFile(*file)
	if err != nil {
		return cl.fail("%v", err)
	}
	// A team tournament's file (OpenGotha's <Teams>) gives a team tournament, as the
	// director's import does (ogteams.ReadAny).
	t, e, report, err := ogteams.ReadAny(data)
	if err != nil {
		return cl.fail("%s: %v", *file, err)
	}
	if name := strings.TrimSpace(strings.TrimSuffix(filepath.Base(*file), filepath.Ext(*file))); strings.TrimSpace(t.Settings.Name) == "" && name != "" {
		// A file without name and short name takes its own name, rather than being refused.
		t.Settings.Name = name
		report.Warnings = append(report.Warnings, fmt.Errorf(
			"the file gives the tournament neither a name nor a short name: it is named %q after the file; change it in Settings", name))
	}
	// What the file could not carry: the rule set, the printouts' language (English from
	// the command line), the rank-difference handicap, the unranked marks.
	report.Warnings = append(report.Warnings, export.OpenGothaImportNotes(t, "English")...)
	ctx := context.Background()
	db, err := store.Open(ctx, *dbPath)
	if err != nil {
		cl.errorf("%v", err)
		return 1
	}
	defer db.Close()
	var id store.TournamentID
	if e != nil {
		id, err = db.ImportTeamEvent(ctx, e)
	} else {
		id, err = db.ImportTournament(ctx, t)
	}
	if err != nil {
		cl.errorf("%s: %v", *file, err)
		return 1
	}
	for _, w := range report.Warnings {
		cl.warn("%s", w)
	}
	for _, w := range notKept(ctx, db, id, t) {
		cl.warn("%s", w)
	}
	fmt.Fprintf(stdout, "imported %q as tournament %d: %d players, %d games, %d byes",
		t.Settings.Name, id, len(t.Players), len(t.Games), len(t.Byes))
	if e != nil {
		fmt.Fprintf(stdout, "; a team tournament of %d teams of %d boards, %d matches", len(e.Teams), e.Settings.Size, len(e.Matches))
	}
	fmt.Fprintln(stdout)
	return 0
}

// restoreBackup is "hoshi import --backup FILE.json": the backup is read and checked whole
// before the database is opened, then stored in one transaction.
func restoreBackup(cl *cmdLine, file, dbPath string, stdout io.Writer) int {
	f, err := os.Open(file)
	if err != nil {
		return cl.fail("%v", err)
	}
	defer f.Close()
	b, err := backup.Read(f)
	if err != nil {
		return cl.fail("%s: %v", file, err)
	}
	ctx := context.Background()
	db, err := store.Open(ctx, dbPath)
	if err != nil {
		cl.errorf("%v", err)
		return 1
	}
	defer db.Close()
	// A copy beside its original gets a name of its own: "Brno 2026 (restored)".
	taken, err := db.NameTaken(ctx)
	if err != nil {
		cl.errorf("%v", err)
		return 1
	}
	b.Tournament.Settings.Name = backup.CopyName(b.Tournament.Settings.Name, taken, func(name string, n int) string {
		if n == 1 {
			return name + " (restored)"
		}
		return fmt.Sprintf("%s (restored %d)", name, n)
	})
	id, err := db.RestoreBackup(ctx, b)
	if err != nil {
		cl.errorf("%s: %v", file, err)
		return 1
	}
	t := &b.Tournament
	fmt.Fprintf(stdout, "restored %q as tournament %d: %d players, %d games, %d byes, %d game records, %d result changes\n",
		t.Settings.Name, id, len(t.Players), len(t.Games), len(t.Byes), len(b.Records), len(b.Audit))
	// What the file could not carry (an older hoshi's) and the roles without an account here.
	for _, n := range b.Notes {
		cl.warn("%s: %s", file, n)
	}
	return 0
}

// notKept compares the stored tournament with the file's and names the settings the database
// did not keep, so that the director hears of them now rather than in a later export.
func notKept(ctx context.Context, db *store.DB, id store.TournamentID, want *tournament.Tournament) []string {
	got, _, err := db.LoadTournament(ctx, id)
	if err != nil {
		return []string{fmt.Sprintf("the imported tournament could not be read back: %v", err)}
	}
	var lost []string
	gv, wv := reflect.ValueOf(got.Settings), reflect.ValueOf(want.Settings)
	for i := 0; i < wv.NumField(); i++ {
		if !reflect.DeepEqual(gv.Field(i).Interface(), wv.Field(i).Interface()) {
			lost = append(lost, fmt.Sprintf("the database did not keep the setting %s as the file has it (%v, stored %v)",
				wv.Type().Field(i).Name, wv.Field(i).Interface(), gv.Field(i).Interface()))
		}
	}
	if len(got.Players) != len(want.Players) || len(got.Games) != len(want.Games) || len(got.Byes) != len(want.Byes) {
		lost = append(lost, fmt.Sprintf("the database holds %d players, %d games, %d byes; the file %d, %d, %d",
			len(got.Players), len(got.Games), len(got.Byes), len(want.Players), len(want.Games), len(want.Byes)))
	}
	return lost
}
