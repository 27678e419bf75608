package director

import (
	"testing"

	"github.com/hoshi-go/hoshi/internal/tournament"
)

// A spreadsheet that names its columns as the API does (first_name, last_name, egd_pin) is
// read column by column: the first names are not lost.
func TestCSVHeadersAsTheAPIWritesThem(t *testing.T) {
	tr := &tournament.Tournament{Settings: tournament.DefaultSettings()}
	lines, header, unread, err := readPlayerCSV(tr, "last_name,first_name,rank,egd_pin\nNovák,Jan,3k,12345678\n", englishCSV)
	if err != nil || !header || len(unread) != 0 || len(lines) != 1 {
		t.Fatalf("lines %+v, header %v, unread %v, %v", lines, header, unread, err)
	}
	if p := lines[0].player; p.Name != "Novák" || p.FirstName != "Jan" || p.EGDPin != "12345678" || len(lines[0].Errors) != 0 {
		t.Errorf("read %+v, errors %v", p, lines[0].Errors)
	}
}
