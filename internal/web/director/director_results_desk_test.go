package director_test

import (
	"fmt"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// TestResultEntryBounded: a typed entry of more than 100 results, or longer than 1000
// characters, is refused whole before anything is stored, with a message in the page's
// language naming the bound; 100 results at once are still taken.
func TestResultEntryBounded(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id, _ := s.CreateTournament("Paste", 8)
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/rounds/1/pairing", id), nil, http.StatusCreated, nil)
	entry := fmt.Sprintf("/director/tournaments/%d/rounds/1/results", id)
	cs := []string{"Cookie", app.LangCookie + "=cs", "HX-Request", "true"}
	for _, c := range []struct{ entry, want string }{
		{strings.Repeat("1w ", 101), "jeden zápis smí mít nejvýše 100 výsledků, tento jich má 101: zapište je na několikrát"},
		{strings.Repeat("1w 2b ", 12500), "jeden zápis smí mít nejvýše 100 výsledků"}, // 25,000 results, 75,000 characters
		{"1w" + strings.Repeat(" ", 999), "zápis smí mít nejvýše 1000 znaků, tento jich má 1001: zapište ho na několikrát"},
	} {
		rev := s.Revision(id)
		resp, body := s.DirPost(entry, url.Values{"entry": {c.entry}}, cs...)
		if c.entry == strings.Repeat("1w 2b ", 12500) {
			c.want = "zápis smí mít nejvýše 1000 znaků, tento jich má 75000"
		}
		if resp.StatusCode != http.StatusUnprocessableEntity || !strings.Contains(body, c.want) || s.Revision(id) != rev {
			t.Errorf("entry of %d characters: %d, revision %d to %d, want 422 with %q: %.300s", len(c.entry), resp.StatusCode, rev, s.Revision(id), c.want, body)
		}
		if len(c.entry) > 10000 && len(body) > 10000 {
			t.Errorf("entry of %d characters: an answer of %d bytes, the paste sent back", len(c.entry), len(body))
		}
	}
	for _, g := range s.DirLoad(id).RoundGames(1) {
		if g.Result != tournament.Unknown {
			t.Errorf("table %d has %v after the refusals", g.Table, g.Result)
		}
	}
	// 100 results (the same two tables, as a pile of slips entered twice over) are taken.
	if resp, body := s.DirPost(entry, url.Values{"entry": {strings.Repeat("1w 2b ", 50)}}, "HX-Request", "true"); resp.StatusCode != http.StatusOK {
		t.Fatalf("100 results: %d %.300s", resp.StatusCode, body)
	}
	audit, err := s.DB.ResultChanges(t.Context(), 1)
	if err != nil || len(audit) != 100 {
		t.Errorf("100 results: %d lines in the audit trail (%v), want 100", len(audit), err)
	}
}

// resultButtons finds a row's result buttons: value, then the text shown.
var resultButtons = regexp.MustCompile(`<button name="result" value="([wb=?])"[^>]*>(.*?)</button>`)

// TestResultButtonsSayWhoWins: on a Czech page (where "b" reads as bílý, White) the row's
// buttons say the colour in Czech and the player's name, never a bare letter; the letters of
// the typed notation are shown with their meaning; a typed "1b" answers with Black's win and
// Black's name in Czech, and stores Black's win, as on an English page.
func TestResultButtonsSayWhoWins(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id, _ := s.CreateTournament("Barvy", 4)
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/rounds/1/pairing", id), nil, http.StatusCreated, nil)
	tn := s.DirLoad(id)
	results := fmt.Sprintf("/director/tournaments/%d/rounds/1/results", id)
	page := s.DirGetIn("cs", results)
	for _, g := range tn.RoundGames(1) {
		row := page[strings.Index(page, fmt.Sprintf(`<tr id="game-%d"`, g.Table)):]
		row = row[:strings.Index(row, "</tr>")]
		want := map[string]string{"w": "Bílý " + tn.Player(g.White).FullName(), "b": "Černý " + tn.Player(g.Black).FullName()}
		seen := 0
		for _, m := range resultButtons.FindAllStringSubmatch(row, -1) {
			text := strings.Join(strings.Fields(regexp.MustCompile(`<[^>]+>`).ReplaceAllString(m[2], "")), " ")
			if w, ok := want[m[1]]; ok {
				seen++
				if text != w {
					t.Errorf("table %d: button %s says %q, want %q", g.Table, m[1], text, w)
				}
			}
		}
		if seen != 2 {
			t.Errorf("table %d: %d buttons for a win, want 2: %s", g.Table, seen, row)
		}
	}
	if !strings.Contains(page, "<kbd>w</kbd> = vyhrál bílý · <kbd>b</kbd> = vyhrál černý") || !strings.Contains(page, "b neznamená bílý") {
		t.Errorf("the Czech page does not show the letters with their meaning")
	}
	var black string
	for _, g := range tn.RoundGames(1) {
		if g.Table == 1 {
			black = tn.Player(g.Black).FullName()
		}
	}
	_, body := s.DirPost(results, url.Values{"entry": {"1b"}}, "Cookie", app.LangCookie+"=cs", "HX-Request", "true")
	if want := "0-1 · Vyhrává černý: " + black; !strings.Contains(body, want) {
		t.Errorf("1b on the Czech page: answer lacks %q: %.400s", want, body)
	}
	for _, g := range s.DirLoad(id).RoundGames(1) {
		if g.Table == 1 && g.Result != tournament.BlackWins {
			t.Errorf("1b on the Czech page stored %v, want Black's win", g.Result)
		}
	}
}

// TestMakeGameFlashInCzech: the message after making a game by hand is in the page's language.
func TestMakeGameFlashInCzech(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id, players := s.CreateTournament("Ručně", 4)
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/rounds/1/pairing", id), nil, http.StatusCreated, nil)
	round := fmt.Sprintf("/director/tournaments/%d/rounds/1", id)
	resp, body := s.DirPost(round+"/fix", url.Values{"a": {fmt.Sprint(players[0])}, "b": {fmt.Sprint(players[3])}}, "Cookie", app.LangCookie+"=cs")
	if resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("fix: %d %s", resp.StatusCode, body)
	}
	tn := s.DirLoad(id)
	var table int
	for _, g := range tn.RoundGames(1) {
		if g.White == tournament.PlayerID(players[0]) || g.Black == tournament.PlayerID(players[0]) {
			table = g.Table
		}
	}
	want := fmt.Sprintf("%s a %s hrají u stolu %d.", tn.Player(tournament.PlayerID(players[0])).FullName(), tn.Player(tournament.PlayerID(players[3])).FullName(), table)
	if page := s.DirGetIn("cs", round); !strings.Contains(page, want) {
		t.Errorf("the round page lacks %q", want)
	}
}

// TestResultLineDoesNotHoldOthers: while a line of 100 typed results is being stored, a
// result sent from another device is stored in between, not after the whole line: each result
// of the line takes the tournament's lock for itself.
func TestResultLineDoesNotHoldOthers(t *testing.T) {
	s := newTestServer(t)
	id, _ := s.CreateTournament("Fronta", 8)
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/rounds/1/pairing", id), nil, http.StatusCreated, nil)
	entry := fmt.Sprintf("/director/tournaments/%d/rounds/1/results", id)
	lineDone := make(chan struct{})
	go func() {
		defer close(lineDone)
		s.DirPost(entry, url.Values{"entry": {strings.Repeat("1w 1b ", 50)}}, "HX-Request", "true")
	}()
	// Once the line has begun, another device enters table 2.
	var audit int
	for deadline := time.Now().Add(10 * time.Second); audit == 0; {
		if time.Now().After(deadline) {
			t.Fatal("the line stored nothing in 10 s")
		}
		changes, err := s.DB.ResultChanges(t.Context(), store.TournamentID(id))
		if err != nil {
			t.Fatal(err)
		}
		audit = len(changes)
	}
	s.Expect(s.SessionClient(), "PUT", fmt.Sprintf("/api/tournaments/%d/rounds/1/games/2/result", id), map[string]string{"result": "b"}, http.StatusOK, nil)
	changes, err := s.DB.ResultChanges(t.Context(), store.TournamentID(id))
	if err != nil {
		t.Fatal(err)
	}
	<-lineDone
	if len(changes) >= 101 {
		t.Errorf("the other device's result waited for the whole line: %d results stored before it answered", len(changes)-1)
	}
	var pos int
	all, _ := s.DB.ResultChanges(t.Context(), store.TournamentID(id))
	for i, c := range all {
		if c.Table == 2 {
			pos = i
		}
	}
	if len(all) != 101 || pos == 100 {
		t.Errorf("%d results, table 2's the %dth: want 101, table 2 amid the line", len(all), pos+1)
	}
}
