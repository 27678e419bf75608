package export

import (
	"io"

	"github.com/hoshi-go/hoshi/internal/tournament"
)

// Sheet is one sheet of a workbook that another package builds (the team workbook,
// internal/export/teamxlsx) and WriteSheets writes as this package writes its own.
type Sheet struct {
	// Name is the English name; Key names it for Labels ("" keeps Name), Number follows the
	// label ("Board 2" is Key sheet_board, Number 2).
	Name, Key string
	Number    int
	// Header is the English header; Keys name its columns for Labels ("" keeps the header,
	// "board#2" is the label of board followed by 2).
	Header, Keys []string
	// Rows hold string, int, float64 or Word cells: numbers stay numbers, text stays text
	// (never a formula).
	Rows [][]any
}

// Word is a cell that is a word of the export's language ("bye", "white"): Labels
// translates it (key word_ followed by the word).
type Word = word

// WriteSheets writes the sheets as one workbook, the first active, with their headers and
// names labelled as the options say.
func WriteSheets(w io.Writer, sheets []Sheet, opts ...Option) error {
	tables := make([]table, len(sheets))
	for i, s := range sheets {
		tables[i] = relabel(table{name: s.Name, sheet: s.Key, round: s.Number, header: s.Header, keys: s.Keys, rows: s.Rows}, opts)
	}
	return writeTables(w, tables)
}

// SafeTournament is t as every writer of this package sees it: a copy with the control
// characters of its names, clubs, places … replaced by spaces (see safeTournament).
func SafeTournament(t *tournament.Tournament) *tournament.Tournament { return safeTournament(t) }

// PlayersSheet is the Players sheet of the individual workbook.
func PlayersSheet(t *tournament.Tournament) Sheet {
	tb := playersTable(safeTournament(t))
	return Sheet{Name: tb.name, Key: tb.sheet, Header: tb.header, Keys: tb.keys, Rows: tb.rows}
}

// Scaled is a value kept multiplied by scale as players read it: whole numbers as int,
// halves as 0.5.
func Scaled(v, scale int) any { return scaled(v, scale) }
