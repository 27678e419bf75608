package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"

	"github.com/hoshi-go/hoshi/internal/backup"
	"github.com/hoshi-go/hoshi/internal/export"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

func init() {
	register("export", "convert an OpenGotha tournament to h9, xlsx, csv, OpenGotha XML or aga", runExport)
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
	cl := newCmdLine("export", "export --opengotha FILE.xml --format h9|xlsx|csv|opengotha|aga [-o OUT]\n"+
		"                    [--round N] [--charset utf-8|latin1] [--csv standings|pairings|players]", stdout, stderr)
	file := cl.String("opengotha", "", "OpenGotha tournament `FILE.xml` to convert (required)")
	format := cl.String("format", "", "output `format`: h9, xlsx, csv, opengotha or aga (required)")
	out := cl.String("o", "", "write to `OUT`, once the conversion is complete (default: standard output)")
	round := cl.Int("round", 0, "standings after round `N` (default: the last round); with --csv pairings, the round to list (default: the last round with games)")
	charset := cl.String("charset", "utf-8", "h9 only: `charset` utf-8 or latin1")
	csvTable := cl.String("csv", "standings", "csv only: the `table`, standings, pairings or players")
	rest, status, ok := cl.parse(args)
	if !ok {
		return status
	}
	fail := func(err error) int { return cl.fail("%v", err) }
	switch {
	case *file == "":
		return fail(errors.New("--opengotha FILE.xml is required"))
	case *format == "":
		return fail(errors.New("--format is required: h9, xlsx, csv, opengotha or aga"))
	case len(rest) > 0:
		return fail(fmt.Errorf("unexpected argument %q", rest[0]))
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
		for _, n := range export.OpenGothaNotes(t) {
			cl.warn("%s", n)
		}
	case "aga":
		err = export.WriteAGA(&buf, t)
	}
	if err != nil {
		return fail(err)
	}
	for _, w := range report.Warnings {
		cl.warn("%s", w)
	}
	for _, n := range notes {
		cl.note("%s", n)
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
//
// OpenGotha files are Go tournaments (docs/SHOGI.md, "What stays Go's only"): a hoshi backup
// given instead is refused with what it is, by its game.
func readOpenGothaFile(path string) (*tournament.Tournament, *export.ImportReport, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, nil, err
	}
	if err := notABackup(path, data); err != nil {
		return nil, nil, err
	}
	t, report, err := export.ReadOpenGotha(bytes.NewReader(data))
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", path, err)
	}
	if !t.Settings.IsGo() {
		return nil, nil, fmt.Errorf("%s: a %s tournament: hoshi pair, check and export work on Go tournaments only", path, t.Settings.Game)
	}
	return t, report, nil
}

// notABackup refuses a hoshi backup (JSON) given where an OpenGotha file is read, naming the
// game of its tournament: the commands that read OpenGotha files know Go only.
func notABackup(path string, data []byte) error {
	if trimmed := bytes.TrimSpace(data); len(trimmed) == 0 || trimmed[0] != '{' {
		return nil
	}
	var head struct {
		Format   string `json:"format"`
		Settings struct {
			Game string `json:"game"`
		} `json:"settings"`
	}
	if json.Unmarshal(data, &head) != nil || head.Format != backup.Format {
		return nil
	}
	game := tournament.GameKind(head.Settings.Game).OrGo()
	if game != tournament.GoGame {
		return fmt.Errorf("%s is a hoshi backup of a %s tournament: hoshi pair, check and export work on Go tournaments (OpenGotha files) only", path, game)
	}
	return fmt.Errorf("%s is a hoshi backup, not an OpenGotha file: restore it with hoshi import, or download the tournament's OpenGotha file", path)
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
