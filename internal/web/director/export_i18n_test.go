package director_test

import (
	"encoding/csv"
	"fmt"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// TestCzechCSVHeaders: a Czech director's players.csv has Czech column headers, the same
// columns in the same order as in English, and reads back through the CSV import.
func TestCzechCSVHeaders(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id, _ := s.CreateTournament("Brno Open", 3)
	path := fmt.Sprintf("/director/tournaments/%d/export/players.csv", id)
	_, en := s.Do(s.Director, "GET", path, nil)
	_, cs := s.Do(s.Director, "GET", path, nil, "Cookie", app.LangCookie+"=cs")
	read := func(b []byte) [][]string {
		recs, err := csv.NewReader(strings.NewReader(string(b))).ReadAll()
		if err != nil {
			t.Fatal(err)
		}
		return recs
	}
	enRecs, csRecs := read(en), read(cs)
	if got := strings.Join(csRecs[0], ","); got != "Příjmení,Jméno,Třída,Rating,Klub,Země,EGD PIN,Přihláška,Vynechaná kola" {
		t.Errorf("Czech header: %s", got)
	}
	if got := strings.Join(enRecs[0], ","); got != "Name,First name,Rank,Rating,Club,Country,EGD PIN,Registration,Absent rounds" {
		t.Errorf("English header: %s", got)
	}
	if len(csRecs) != len(enRecs) || len(csRecs) != 4 {
		t.Fatalf("%d Czech lines, %d English", len(csRecs), len(enRecs))
	}
	for i := 1; i < len(csRecs); i++ {
		if strings.Join(csRecs[i], ",") != strings.Join(enRecs[i], ",") {
			t.Errorf("line %d differs: %v / %v", i, csRecs[i], enRecs[i])
		}
	}
	other := s.DirCreate("Praha Open")
	_, page := s.DirUpload(fmt.Sprintf("/director/tournaments/%d/players/import", other), "hraci.csv", cs)
	if !strings.Contains(page, "3 players can be registered") || strings.Contains(page, "The file has no header line") {
		t.Errorf("the Czech file does not read back: %s", page)
	}
}
