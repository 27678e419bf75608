// Package xlsxtest helps the tests of hoshi's spreadsheets read them back.
package xlsxtest

import (
	"bytes"
	"strconv"
	"testing"

	"github.com/xuri/excelize/v2"
)

// Open reads a workbook written in memory; it is closed when the test ends.
func Open(t testing.TB, data []byte) *excelize.File {
	t.Helper()
	f, err := excelize.OpenReader(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { f.Close() })
	return f
}

// CheckNumber asserts that a cell holds a number (not text) of the given value.
func CheckNumber(t testing.TB, f *excelize.File, sheet, cell string, want float64) {
	t.Helper()
	typ, err := f.GetCellType(sheet, cell)
	if err != nil {
		t.Fatal(err)
	}
	if typ == excelize.CellTypeSharedString || typ == excelize.CellTypeInlineString {
		t.Errorf("%s!%s is text, want the number %v", sheet, cell, want)
	}
	v, _ := f.GetCellValue(sheet, cell)
	if got, err := strconv.ParseFloat(v, 64); err != nil || got != want {
		t.Errorf("%s!%s = %q, want %v", sheet, cell, v, want)
	}
}
