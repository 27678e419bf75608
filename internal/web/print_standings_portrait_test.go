package web_test

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// portraitNames are family and first names as long as a Czech tournament's longest.
var portraitNames = [][2]string{
	{"Dvořáková-Procházková", "Kateřina"}, {"Schwarzenbergová", "Marie Terezie"}, {"Wolfeschlegelstein", "Hubert"},
	{"Kristiansen-Lindqvist", "Åsa"}, {"Nepomucký", "Jan Křtitel"}, {"Vondráčková", "Lucie"},
}

// The standings printed on A4 portrait after five rounds of 150 players: Chromium prints them
// to PDF, and every player's name is on one line of the text pdftotext reads back; the line
// number "#" is printed only when ties make it differ from the place.
func TestPortraitStandingsNamesDoNotWrap(t *testing.T) {
	pdftotext, err := exec.LookPath("pdftotext")
	if err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("pdftotext (poppler-utils) missing")
		}
		t.Skip("pdftotext (poppler-utils) is not installed")
	}
	s := newPageSite(t)
	_, run := startBrowser(t)
	id := s.NewTournament("Velká cena Prahy v go", 5)
	var ps []tournament.Player
	for i := range 150 {
		name, first := fmt.Sprintf("Hráčovský%03d", i), "Bartoloměj"
		if i < len(portraitNames) {
			name, first = portraitNames[i][0], portraitNames[i][1]
		}
		ps = append(ps, tournament.Player{Name: name, FirstName: first, Rank: rank.Kyu(1 + i%20), Club: "Go klub Praha-Vinohrady", Country: "CZ"})
	}
	// One transaction for all: the test runs beside many others on a loaded machine.
	if err := s.DB.AddPlayers(t.Context(), id, ps, nil); err != nil {
		t.Fatal(err)
	}
	stored, _, err := s.DB.LoadTournament(t.Context(), id)
	if err != nil {
		t.Fatal(err)
	}
	var ids []tournament.PlayerID
	var names []string
	for _, p := range stored.Players {
		ids, names = append(ids, p.ID), append(names, p.Name+" "+p.FirstName)
	}
	if len(ids) != 150 {
		t.Fatalf("%d players stored, want 150", len(ids))
	}
	for r := 1; r <= 5; r++ {
		var games []tournament.Game
		for i := range 75 {
			res := tournament.WhiteWins
			if (i+r)%3 == 0 {
				res = tournament.BlackWins
			}
			games = append(games, tournament.Game{White: ids[i], Black: ids[75+(i+r)%75], Komi: 13, Result: res})
		}
		s.SaveRound(id, r, games, 0)
	}
	var pdf []byte
	run("print the standings",
		chromedp.Navigate(fmt.Sprintf("%s/tournaments/%d/print/standings?round=5", s.TS.URL, id)),
		chromedp.WaitVisible(`table.sheet-table`),
		into(&pdf, chromedp.PrintToPDF(chromedp.PDFPreferCSSPageSize(), chromedp.PDFPrintBackground())),
	)
	file := filepath.Join(t.TempDir(), "standings.pdf")
	if err := os.WriteFile(file, pdf, 0o644); err != nil {
		t.Fatal(err)
	}
	if dir := os.Getenv("HOSHI_SCREENSHOTS"); dir != "" {
		os.WriteFile(filepath.Join(dir, "standings-portrait.pdf"), pdf, 0o644)
	}
	out, err := exec.Command(pdftotext, "-layout", file, "-").Output()
	if err != nil {
		t.Fatal(err)
	}
	txt := string(out)
	if m := regexp.MustCompile(`Page size:\s+([\d.]+) x ([\d.]+)`).FindStringSubmatch(pdfInfo(t, file)); m != nil {
		var w, h float64
		fmt.Sscan(m[1], &w)
		fmt.Sscan(m[2], &h)
		if w > h {
			t.Errorf("the sheet is not portrait: %s", m[0])
		}
	}
	wrapped := 0
	for _, n := range names {
		if !strings.Contains(txt, n) {
			wrapped++
			if wrapped <= 5 {
				t.Errorf("%q is not on one line of the printed standings", n)
			}
		}
	}
	if wrapped > 0 {
		t.Errorf("%d of %d names wrap", wrapped, len(names))
	}
}

// pdfInfo is what pdfinfo says of a PDF file ("" without pdfinfo).
func pdfInfo(t *testing.T, file string) string {
	out, err := exec.Command("pdfinfo", file).Output()
	if err != nil {
		t.Logf("pdfinfo: %v", err)
	}
	return string(out)
}

// The printed standings have one column of line numbers (#) when no two players share a
// place, since each place is then its line's number; with a tie, the place column is beside
// it. Worked by hand: 1d, 3k, 6k and 9k after 1d beat 3k and 6k beat 9k are 1-4 by MMS;
// four 5k after two games have two winners sharing the first place (same MMS and SOS).
func TestPrintedStandingsPlaceColumnOnlyWithTies(t *testing.T) {
	s := newPageSite(t)
	for _, c := range []struct {
		ranks []rank.Rank
		tie   bool
	}{
		{[]rank.Rank{rank.Dan(1), rank.Kyu(3), rank.Kyu(6), rank.Kyu(9)}, false},
		{[]rank.Rank{rank.Kyu(5), rank.Kyu(5), rank.Kyu(5), rank.Kyu(5)}, true},
	} {
		id := s.NewTournament("Pořadí", 3)
		var ps []tournament.PlayerID
		for i, r := range c.ranks {
			ps = append(ps, s.AddPlayer(id, fmt.Sprintf("Hráč%d", i), "Jan", r))
		}
		s.SaveRound(id, 1, []tournament.Game{{White: ps[0], Black: ps[1], Komi: 13, Result: tournament.WhiteWins},
			{White: ps[2], Black: ps[3], Komi: 13, Result: tournament.WhiteWins}}, 0)
		_, page := s.Get(s.Anon, fmt.Sprintf("/tournaments/%d/print/standings?round=1", id), 200)
		head := regexp.MustCompile(`(?s)<thead>.*?</thead>`).FindString(page)
		if got := strings.Contains(head, ">Pl</th>"); got != c.tie || !strings.Contains(head, ">#</th>") {
			t.Errorf("ties %v: the head is %s", c.tie, webtest.Text(head))
		}
		if c.tie && !strings.Contains(page, `<td class="num place">1-2</td>`) {
			t.Errorf("the two winners do not share place 1-2: %s", webtest.Text(page))
		}
	}
}
