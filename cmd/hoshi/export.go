package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"

	"github.com/hoshi-go/hoshi/internal/export"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

func init() {
	register("export", "convert an OpenGotha tournament to h9, xlsx, csv or OpenGotha XML", runExport)
}

func runExport(args []string) int {
	return exportCmd(args, os.Stdout, os.Stderr)
}

// exportCmd is `hoshi export --opengotha FILE.xml --format h9|xlsx|csv|opengotha|aga [-o OUT]
// [--round N] [--charset utf-8|latin1] [--csv standings|pairings|players]`. The converted
// file goes to OUT (written only once complete) or to standard output; what the conversion
// could not carry over is reported on standard error. Bad input exits with status 2 and a
// one-line message.
func exportCmd(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("export", flag.ContinueOnError)
	fs.SetOutput(stderr)
	file := fs.String("opengotha", "", "OpenGotha tournament `file` (XML) to convert")
	format := fs.String("format", "", "output format: h9, xlsx, csv, opengotha or aga")
	out := fs.String("o", "", "write to this `file` instead of standard output")
	round := fs.Int("round", 0, "standings after round `N` (default: the last round); with --csv pairings, the round")
	charset := fs.String("charset", "utf-8", "h9 charset: utf-8 or latin1")
	csvTable := fs.String("csv", "standings", "CSV table: standings, pairings or players")
	fs.Usage = func() {} // a bad flag gets the flag package's one-line message only
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fs.PrintDefaults()
			return 0
		}
		return 2
	}
	fail := func(err error) int {
		fmt.Fprintf(stderr, "hoshi export: %v\n", err)
		return 2
	}
	switch {
	case *file == "":
		return fail(errors.New("--opengotha FILE.xml is required"))
	case *format == "":
		return fail(errors.New("--format is required: h9, xlsx, csv, opengotha or aga"))
	case fs.NArg() > 0:
		return fail(fmt.Errorf("unexpected argument %q", fs.Arg(0)))
	case !slices.Contains([]string{"h9", "xlsx", "csv", "opengotha", "aga"}, *format):
		return fail(fmt.Errorf("--format %q: choose h9, xlsx, csv, opengotha or aga", *format))
	case !slices.Contains([]string{"standings", "pairings", "players"}, *csvTable):
		return fail(fmt.Errorf("--csv %q: choose standings, pairings or players", *csvTable))
	}
	t, report, err := readOpenGothaFile(*file)
	if err != nil {
		return fail(err)
	}
	if *round < 0 || *round > t.Settings.Rounds {
		return fail(fmt.Errorf("--round %d: the tournament has rounds 1 to %d", *round, t.Settings.Rounds))
	}
	var buf bytes.Buffer
	var notes []string
	switch *format {
	case "h9":
		notes, err = export.WriteH9(&buf, t, export.H9Options{Charset: *charset, AfterRound: *round})
	case "xlsx":
		err = export.WriteXLSX(&buf, t, *round)
	case "csv":
		err = writeCSVTable(&buf, t, *csvTable, *round)
	case "opengotha":
		err = export.WriteOpenGotha(&buf, t)
	case "aga":
		err = export.WriteAGA(&buf, t)
	}
	if err != nil {
		return fail(err)
	}
	for _, w := range report.Warnings {
		fmt.Fprintf(stderr, "hoshi export: warning: %s\n", w)
	}
	for _, n := range notes {
		fmt.Fprintf(stderr, "hoshi export: note: %s\n", n)
	}
	if *out == "" {
		_, err = stdout.Write(buf.Bytes())
	} else {
		err = os.WriteFile(*out, buf.Bytes(), 0o644)
	}
	if err != nil {
		return fail(err)
	}
	return 0
}

// readOpenGothaFile reads the OpenGotha tournament of the export and pair commands; errors
// name the file.
func readOpenGothaFile(path string) (*tournament.Tournament, *export.ImportReport, error) {
	fh, err := os.Open(path)
	if err != nil {
		return nil, nil, err
	}
	defer fh.Close()
	t, report, err := export.ReadOpenGotha(fh)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", path, err)
	}
	return t, report, nil
}

// writeCSVTable writes the table --csv names (standings, players or pairings); pairings
// default to the last round with games.
func writeCSVTable(w io.Writer, t *tournament.Tournament, table string, round int) error {
	switch table {
	case "standings":
		return export.WriteStandingsCSV(w, t, round)
	case "players":
		return export.WritePlayersCSV(w, t)
	}
	if round == 0 {
		for _, g := range t.Games {
			round = max(round, g.Round)
		}
	}
	return export.WritePairingsCSV(w, t, round)
}
