package director_test

import (
	"bytes"
	"fmt"
	"html"
	"net/http"
	"regexp"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/web/webtest"
	"github.com/xuri/excelize/v2"
)

// crossRows reads the rows of a page's standings table as "name | cells | NBW".
func crossRows(body string) []string {
	tbody := regexp.MustCompile(`(?s)<tbody>(.*?)</tbody>`).FindStringSubmatch(body)
	if tbody == nil {
		return nil
	}
	var rows []string
	for _, tr := range regexp.MustCompile(`(?s)<tr.*?</tr>`).FindAllString(tbody[1], -1) {
		var cells []string
		for _, m := range regexp.MustCompile(`<td class="cell">(.*?)</td>`).FindAllStringSubmatch(tr, -1) {
			cells = append(cells, html.UnescapeString(m[1]))
		}
		nbw := regexp.MustCompile(`<td class="num nbw">(.*?)</td>`).FindStringSubmatch(tr)
		name := regexp.MustCompile(`(Dvořák|Kim|田中|Novák)`).FindString(tr)
		if nbw == nil {
			nbw = []string{"", "no NBW"}
		}
		rows = append(rows, name+" | "+strings.Join(cells, " ")+" | "+nbw[1])
	}
	return rows
}

// TestStandingsCrossTable: the director's standings, the printed standings and the
// spreadsheet show each round's game as the wall chart does, and the wins. Worked by hand
// from the games of newSmallTournament: round 1 Dvořák (W) beats Kim, Novák (B, 2 stones)
// beats 田中; round 2 田中 (B, 2 stones) beats Dvořák, Kim (W, 1 stone) beats Novák. Starting
// MMS 31, 30, 29, 27, so after round 1 the order is Dvořák 32, Kim 30, 田中 29, Novák 28, and
// after round 2 Dvořák, Kim, 田中, Novák again (32, 31, 30, 28).
func TestStandingsCrossTable(t *testing.T) {
	webtest.Parallel(t)
	s := newPageSite(t)
	st := webtest.NewSmallTournament(s.PageSite, false)
	want := map[int][]string{
		1: {"Dvořák | 2+/w | 1", "Kim | 1-/b | 0", "田中 | 4-/w2 | 0", "Novák | 3+/b2 | 1"},
		2: {"Dvořák | 2+/w 3-/w2 | 1", "Kim | 1-/b 4+/w1 | 1", "田中 | 4-/w2 1+/b2 | 1", "Novák | 3+/b2 2-/b1 | 1"},
	}
	for round, rows := range want {
		for _, page := range []struct {
			c    *http.Client
			path string
		}{
			{s.Director, fmt.Sprintf("/director/tournaments/%d/standings?round=%d", st.ID, round)},
			{s.Anon, fmt.Sprintf("/tournaments/%d/print/standings?round=%d", st.ID, round)},
			{s.Anon, fmt.Sprintf("/tournaments/%d/print/wallchart?round=%d", st.ID, round)},
		} {
			_, body := s.Get(page.c, page.path, http.StatusOK)
			if got := crossRows(body); strings.Join(got, "\n") != strings.Join(rows, "\n") {
				t.Errorf("%s:\n%s\nwant:\n%s", page.path, strings.Join(got, "\n"), strings.Join(rows, "\n"))
			}
			if !strings.Contains(body, "<th class=\"num\">NBW</th>") || !strings.Contains(body, fmt.Sprintf("<th class=\"cell\">R%d</th>", round)) &&
				!strings.Contains(body, fmt.Sprintf("<th>R%d</th>", round)) {
				t.Errorf("%s: no column R%d or NBW", page.path, round)
			}
		}
		for _, path := range []string{
			fmt.Sprintf("/tournaments/%d/standings.xlsx?round=%d", st.ID, round),
			fmt.Sprintf("/director/tournaments/%d/export/standings.xlsx?round=%d", st.ID, round),
		} {
			_, body := s.Get(s.Director, path, http.StatusOK)
			f, err := excelize.OpenReader(bytes.NewReader([]byte(body)))
			if err != nil {
				t.Fatalf("%s: %v", path, err)
			}
			sheet, err := f.GetRows("Standings")
			f.Close()
			if err != nil {
				t.Fatal(err)
			}
			col := map[string]int{}
			for i, h := range sheet[0] {
				col[h] = i
			}
			var got []string
			for _, r := range sheet[1:] {
				var cells []string
				for n := 1; n <= round; n++ {
					cells = append(cells, r[col[fmt.Sprintf("R%d", n)]])
				}
				got = append(got, r[col["Name"]]+" | "+strings.Join(cells, " ")+" | "+r[col["NBW"]])
			}
			if strings.Join(got, "\n") != strings.Join(rows, "\n") {
				t.Errorf("%s:\n%s\nwant:\n%s", path, strings.Join(got, "\n"), strings.Join(rows, "\n"))
			}
		}
	}
}
