package export

import (
	"encoding/csv"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/hoshi-go/hoshi/internal/tournament"
)

// WriteStandingsCSV writes the standings after afterRound (0 for the whole tournament) as CSV,
// for directors who keep their own spreadsheets or publish results elsewhere.
func WriteStandingsCSV(w io.Writer, t *tournament.Tournament, afterRound int, opts ...Option) error {
	return writeCSV(w, relabel(standingsTable(safeTournament(t), afterRound), opts))
}

// WritePairingsCSV writes the pairings of round r as CSV, for printing or another tool.
func WritePairingsCSV(w io.Writer, t *tournament.Tournament, r int, opts ...Option) error {
	if r < 1 || r > t.Settings.Rounds {
		return fmt.Errorf("write pairings: round %d: the tournament has rounds 1 to %d", r, t.Settings.Rounds)
	}
	return writeCSV(w, relabel(roundTable(safeTournament(t), r), opts))
}

// WritePlayersCSV writes the registered players as CSV, for checking the registration list.
func WritePlayersCSV(w io.Writer, t *tournament.Tournament, opts ...Option) error {
	return writeCSV(w, relabel(playersTable(safeTournament(t)), opts))
}

func writeCSV(w io.Writer, tb table) error {
	cw := csv.NewWriter(w)
	if err := cw.Write(tb.header); err != nil {
		return fmt.Errorf("write %s CSV: %w", tb.name, err)
	}
	record := make([]string, len(tb.header))
	for _, row := range tb.rows {
		for i, v := range row {
			record[i] = csvCell(v)
		}
		if err := cw.Write(record); err != nil {
			return fmt.Errorf("write %s CSV: %w", tb.name, err)
		}
	}
	cw.Flush()
	if err := cw.Error(); err != nil {
		return fmt.Errorf("write %s CSV: %w", tb.name, err)
	}
	return nil
}

// csvCell is a cell as CSV text. A spreadsheet opening the file would run a text cell that
// starts with =, +, -, @, a tab or a carriage return as a formula, so a player named
// "=HYPERLINK(...)" could make the director's spreadsheet fetch or show anything: such text
// gets a leading single quote, as OWASP's "CSV Injection" page recommends. Numbers are left
// alone, so a negative number stays a number.
func csvCell(v any) string {
	s := cellText(v)
	if _, text := v.(string); !text || s == "" || !strings.ContainsRune("=+-@\t\r", rune(s[0])) {
		return s
	}
	if _, err := strconv.ParseFloat(s, 64); err == nil {
		return s
	}
	return "'" + s
}
