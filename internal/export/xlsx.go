package export

import (
	"fmt"
	"io"
	"unicode/utf8"

	"github.com/xuri/excelize/v2"

	"github.com/hoshi-go/hoshi/internal/tournament"
)

// WriteXLSX writes the spreadsheet a director hands out or archives at the end: the standings
// after afterRound (0 for the whole tournament) as a cross table (every player's game of each
// round, as on the wall chart), one sheet per round with its pairings, and the players.
// Numbers are stored as numbers so that the sheet can sort and sum them.
func WriteXLSX(w io.Writer, t *tournament.Tournament, afterRound int, opts ...Option) error {
	t = safeTournament(t)
	tables := []table{relabel(crossTable(t, afterRound), opts)}
	for _, r := range pairingRounds(t) {
		tables = append(tables, relabel(roundTable(t, r), opts))
	}
	tables = append(tables, relabel(playersTable(t), opts))
	return writeTables(w, tables)
}

// writeTables writes one sheet per table, the first active.
func writeTables(w io.Writer, tables []table) error {
	f := excelize.NewFile()
	defer f.Close()
	bold, err := f.NewStyle(&excelize.Style{Font: &excelize.Font{Bold: true}})
	if err != nil {
		return fmt.Errorf("write XLSX: %w", err)
	}
	first := f.GetSheetName(0)
	for i, tb := range tables {
		if i == 0 {
			err = f.SetSheetName(first, tb.name)
		} else {
			_, err = f.NewSheet(tb.name)
		}
		if err == nil {
			tb.rows = wordsOf(tb.rows, tb.label)
			err = writeSheet(f, tb, bold)
		}
		if err != nil {
			return fmt.Errorf("write XLSX sheet %s: %w", tb.name, err)
		}
	}
	f.SetActiveSheet(0)
	if err := f.Write(w); err != nil {
		return fmt.Errorf("write XLSX: %w", err)
	}
	return nil
}

// writeSheet fills one sheet: a bold header row kept in view when scrolling, then the rows,
// with each column as wide as its longest text.
func writeSheet(f *excelize.File, tb table, bold int) error {
	header := make([]any, len(tb.header))
	widths := make([]int, len(tb.header))
	for i, h := range tb.header {
		header[i] = h
		widths[i] = utf8.RuneCountInString(h)
	}
	if err := f.SetSheetRow(tb.name, "A1", &header); err != nil {
		return err
	}
	last, err := excelize.CoordinatesToCellName(len(tb.header), 1)
	if err != nil {
		return err
	}
	if err := f.SetCellStyle(tb.name, "A1", last, bold); err != nil {
		return err
	}
	for i, row := range tb.rows {
		cell, err := excelize.CoordinatesToCellName(1, i+2)
		if err != nil {
			return err
		}
		if err := f.SetSheetRow(tb.name, cell, &row); err != nil {
			return err
		}
		for j, v := range row {
			widths[j] = max(widths[j], utf8.RuneCountInString(cellText(v)))
		}
	}
	for j, n := range widths {
		col, err := excelize.ColumnNumberToName(j + 1)
		if err != nil {
			return err
		}
		if err := f.SetColWidth(tb.name, col, col, float64(min(max(n+2, 6), 50))); err != nil {
			return err
		}
	}
	return f.SetPanes(tb.name, &excelize.Panes{Freeze: true, YSplit: 1, TopLeftCell: "A2", ActivePane: "bottomLeft"})
}
