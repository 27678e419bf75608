package web_test

import (
	"fmt"
	"net/http"
	"net/url"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// The shogi tournament (docs/SHOGI.md, section 6): 24 players in pairs of equal grades
// from 4d to 15k, 5 rounds McMahon with the default handicap ladder. In Chromium the director
// creates it as a shogi tournament (Go's inputs hide, the ladder shows), records a furigoma,
// uploads three records on their board pages (a CSA sennichite, a KIF won by mate, a KIF
// decided by the 24-point impasse count) and records what they say, and types the other
// results of round 1 at the desk; rounds 2 to 5 are paired and entered through the same forms
// without the browser, to keep the test short. Every pairing's named handicap is checked
// against the ladder worked out here from the grades, and the standings against the total of
// the points played (a draw giving each player half a point).
func TestE2EShogiTournament(t *testing.T) {
	s := newTestServer(t)
	_, run := startBrowser(t)
	run("log in", logIn(s.TS.URL, webtest.TestPassword))
	var shown []string
	var location string
	run("create the shogi tournament",
		chromedp.Navigate(s.TS.URL+"/director/tournaments/new"),
		chromedp.WaitVisible(`#f-name`),
		chromedp.SetValue(`select[name=game]`, "shogi"),
		into(&shown, chromedp.Evaluate[[]string](`['board_size', 'rules', 'komi', 'preset', 'gomoku_board', 'variant', 'draws', 'handicap_ladder', 'handicap.ceiling']
			.filter(n => document.querySelector('[name="' + n + '"]').offsetParent !== null)`)),
		chromedp.SendKeys(`#f-name`, "Shogi Open"),
		chromedp.Click(`form.settings p.actions button`),
		chromedp.WaitVisible(`#p-name`),
		into(&location, chromedp.Location()),
	)
	if strings.Join(shown, " ") != "draws handicap_ladder" {
		t.Errorf("a shogi tournament's form shows %q, want the draw rule and the ladder", shown)
	}
	var id int
	if _, err := fmt.Sscanf(strings.TrimPrefix(location, s.TS.URL), "/director/tournaments/%d/players", &id); err != nil {
		t.Fatalf("created at %s", location)
	}
	api := fmt.Sprintf("/api/tournaments/%d", id)
	grades := []string{"4d", "2d", "1d", "1k", "2k", "3k", "4k", "6k", "8k", "10k", "12k", "15k"}
	value := map[string]int{} // 1d is 0, 1k -1, 15k -15
	for _, g := range grades {
		var n int
		fmt.Sscanf(g[:len(g)-1], "%d", &n)
		if strings.HasSuffix(g, "d") {
			value[g] = n - 1
		} else {
			value[g] = -n
		}
	}
	grade := map[int]int{} // player id: grade value
	for i := range 24 {
		g := grades[i/2]
		var p struct{ ID int }
		s.Expect(s.Director, "POST", api+"/players", map[string]any{"name": fmt.Sprintf("Shogi%02d", i), "first_name": "Test", "rank": g},
			http.StatusCreated, &p)
		grade[p.ID] = value[g]
	}
	// The default ladder (docs/SHOGI.md, section 4), by difference of grades.
	ladder := []string{"even", "even-black", "lance", "bishop", "rook", "rook-lance", "two-piece", "four-piece", "six-piece", "eight-piece", "ten-piece"}
	type game struct {
		Table, White, Black int
		HandicapName        string `json:"handicap_name"`
		Komi                float64
	}
	base := fmt.Sprintf("/director/tournaments/%d", id)
	pair := func(r int) []game {
		t.Helper()
		resp, body := s.DirPost(fmt.Sprintf("%s/rounds/%d/pair", base, r), url.Values{"all": {"1"}})
		if resp.StatusCode != http.StatusSeeOther {
			t.Fatalf("pair round %d: %d %s", r, resp.StatusCode, body)
		}
		var round struct{ Games []game }
		s.Expect(s.Director, "GET", fmt.Sprintf("%s/rounds/%d/pairing", api, r), nil, http.StatusOK, &round)
		if len(round.Games) != 12 {
			t.Fatalf("round %d has %d games", r, len(round.Games))
		}
		for _, g := range round.Games {
			d := grade[g.White] - grade[g.Black]
			if d < 0 {
				t.Errorf("round %d table %d: the weaker player is gote", r, g.Table)
				d = -d
			}
			want := ladder[min(d, len(ladder)-1)]
			if g.HandicapName != want || g.Komi != 0 {
				t.Errorf("round %d table %d: %d grades apart, handicap %s komi %v, want %s", r, g.Table, d, g.HandicapName, g.Komi, want)
			}
		}
		return round.Games
	}
	pair(1)

	// Round 1 in the browser. Table 1 made an even game by hand, then its furigoma recorded.
	round := s.TS.URL + base + "/rounds/1"
	var flash string
	run("table 1 even, and its furigoma",
		chromedp.Navigate(round),
		chromedp.WaitVisible(`#game-1`),
		chromedp.Click(`#game-1 details:has(form[action$="/handicap"]) summary`),
		chromedp.SetValue(`#game-1 form[action$="/handicap"] select`, "0"),
		chromedp.Click(`#game-1 form[action$="/handicap"] button`),
		// The handicap's answer is a new page with its flash: the old page had the
		// furigoma form too, and a click on it could go to a page being replaced.
		chromedp.WaitVisible(`//div[contains(@class, "flash")][contains(., "Table 1")]`),
		chromedp.WaitVisible(`#game-1 details:has(form[action$="/furigoma"]) summary`),
		chromedp.Click(`#game-1 details:has(form[action$="/furigoma"]) summary`),
		chromedp.SetValue(`#game-1 select[name=tokin]`, "4"),
		chromedp.Click(`#game-1 form[action$="/furigoma"] button:not([name])`),
		chromedp.WaitVisible(`//div[contains(@class, "flash")][contains(., "tokin")]`),
		textOf(`.flash`, &flash),
	)
	if !strings.Contains(flash, "4 tokin") || !strings.Contains(flash, "is sente (Black) and moves first") {
		t.Errorf("after the furigoma: %q", flash)
	}
	if g := s.GameAt(id, 1, 1); g.FurigomaTokin != 4 || g.FurigomaBy == 0 {
		t.Errorf("table 1's furigoma: %+v", g)
	}
	// Three records on their board pages, each recorded as the result with the page's button.
	for _, c := range []struct {
		table      int
		file, says string
		result     string
	}{
		{2, "repetition.csa", "a draw by repetition (sennichite) at move 12", "="},
		{3, "head-gold-mate.kif", "Sente (Black) wins by mate (tsumi) at move 21", "b"},
		{4, "impasse.kif", "Gote (White) wins by impasse (jishogi) at move 2", "w"},
	} {
		file, err := filepath.Abs(filepath.Join("..", "shogi", "testdata", c.file))
		if err != nil {
			t.Fatal(err)
		}
		var says, agrees string
		board := fmt.Sprintf("%s/tournaments/%d/rounds/1/games/%d/board", s.TS.URL, id, c.table)
		run("record of table "+fmt.Sprint(c.table),
			chromedp.Navigate(board),
			chromedp.WaitVisible(`input[name=sgf]`),
			chromedp.SetUploadFiles(`input[name=sgf]`, []string{file}),
			chromedp.Submit(`input[name=sgf]`),
			chromedp.WaitVisible(`#scored svg`),
			textOf(`p.result strong`, &says),
			chromedp.Click(`form[action$="/result"] button`),
			chromedp.WaitVisible(`.badge.good`),
			textOf(`.badge.good`, &agrees),
		)
		if says != c.says || agrees != "agrees with the reported result" {
			t.Errorf("table %d: the record says %q, then %q", c.table, says, agrees)
		}
		if g := s.GameAt(id, 1, c.table); g.Result.String() != c.result {
			t.Errorf("table %d: result %v, want %s", c.table, g.Result, c.result)
		}
	}
	// The other tables at the desk, typed as read off the slips.
	var entries []string
	for table := 1; table <= 12; table++ {
		if table < 2 || table > 4 {
			entries = append(entries, fmt.Sprintf("%d%c", table, "wb"[table%2]))
		}
	}
	run("the other results of round 1",
		chromedp.Navigate(round+"/results"),
		chromedp.WaitVisible(`#entry-input`),
		chromedp.SendKeys(`#entry-input`, strings.Join(entries, " ")+"\r"),
		chromedp.Poll[chromedp.Void](`document.querySelectorAll('#results tr.known').length == 12 && !document.querySelector('#entry-log li.waiting, #entry-log li.saving')`, chromedp.WithPollingTimeout(10*time.Second)),
	)

	// Rounds 2 to 5 through the same forms, one draw in round 3.
	for r := 2; r <= 5; r++ {
		pair(r)
		var line []string
		for table := 1; table <= 12; table++ {
			code := "wb"[(table+r)%2]
			if r == 3 && table == 5 {
				code = '='
			}
			line = append(line, fmt.Sprintf("%d%c", table, code))
		}
		resp, body := s.DirPost(fmt.Sprintf("%s/rounds/%d/results", base, r), url.Values{"entry": {strings.Join(line, " ")}})
		if resp.StatusCode != http.StatusSeeOther {
			t.Fatalf("results of round %d: %d %s", r, resp.StatusCode, body)
		}
	}
	// 60 games, a point each shared out: the McMahon scores grew by 60 in all, the two draws
	// giving half a point to each of their players.
	type standings struct {
		Standings []struct {
			Player int
			Values map[string]float64
		}
	}
	var start, end standings
	s.Expect(s.Anon, "GET", api+"/standings?round=0", nil, http.StatusOK, &start)
	s.Expect(s.Anon, "GET", api+"/standings?round=5", nil, http.StatusOK, &end)
	sum := 0.0
	for _, st := range end.Standings {
		sum += st.Values["MMS"]
	}
	for _, st := range start.Standings {
		sum -= st.Values["MMS"]
	}
	if len(end.Standings) != 24 || sum != 60 {
		t.Errorf("%d players gained %v points, want 24 and 60", len(end.Standings), sum)
	}
	var page string
	run("the public standings", chromedp.Navigate(fmt.Sprintf("%s/tournaments/%d/standings", s.TS.URL, id)),
		chromedp.WaitVisible(`table.standings`), textOf(`main`, &page))
	if !strings.Contains(page, "Shogi00") {
		t.Error("the standings page lacks the players")
	}
}

// The gomoku tournament: 16 players, 7 rounds Swiss, matches of 2 games. In Chromium
// the director creates it (the gomoku inputs show, Go's and the handicap hide) with GW as the
// second criterion, and types round 1's match scores at the desk; rounds 2 to 7 go through the
// same forms without the browser. The standings' GW adds up to the 112 games played (a point a
// game, a drawn game half a point each) and NBW to the 56 matches.
func TestE2EGomokuTournament(t *testing.T) {
	s := newTestServer(t)
	_, run := startBrowser(t)
	run("log in", logIn(s.TS.URL, webtest.TestPassword))
	var shown []string
	var location string
	run("create the gomoku tournament",
		chromedp.Navigate(s.TS.URL+"/director/tournaments/new"),
		chromedp.WaitVisible(`#f-name`),
		chromedp.SetValue(`select[name=game]`, "gomoku"),
		chromedp.SetValue(`select[name=system]`, "swiss"),
		chromedp.SetValue(`#f-rounds`, "7"),
		chromedp.SetValue(`select[name=match_games]`, "2"),
		chromedp.SetValue(`select[name="criteria[1]"]`, "NBW"),
		chromedp.SetValue(`select[name="criteria[2]"]`, "GW"),
		chromedp.SetValue(`select[name="criteria[3]"]`, "SOSW"),
		into(&shown, chromedp.Evaluate[[]string](`['board_size', 'komi', 'gomoku_board', 'variant', 'opening', 'match_games', 'draws', 'handicap_ladder', 'handicap.kind']
			.filter(n => document.querySelector('[name="' + n + '"]').offsetParent !== null)`)),
		chromedp.SendKeys(`#f-name`, "Piškvorky Open"),
		chromedp.Click(`form.settings p.actions button`),
		chromedp.WaitVisible(`#p-name`),
		into(&location, chromedp.Location()),
	)
	if strings.Join(shown, " ") != "gomoku_board variant opening match_games draws" {
		t.Errorf("a gomoku tournament's form shows %q", shown)
	}
	var id int
	if _, err := fmt.Sscanf(strings.TrimPrefix(location, s.TS.URL), "/director/tournaments/%d/players", &id); err != nil {
		t.Fatalf("created at %s", location)
	}
	api := fmt.Sprintf("/api/tournaments/%d", id)
	for i := range 16 {
		s.Expect(s.Director, "POST", api+"/players", map[string]any{"name": fmt.Sprintf("Gomoku%02d", i), "rank": "30k"}, http.StatusCreated, nil)
	}
	base := fmt.Sprintf("/director/tournaments/%d", id)
	scores := []string{"2-0", "0-2", "1.5-0.5", "1-1", "0.5-1.5", "1½-½", "0-2", "2-0"}
	line := func(r int) string {
		var l []string
		for table := 1; table <= 8; table++ {
			l = append(l, fmt.Sprintf("%d:%s", table, scores[(table+r)%len(scores)]))
		}
		return strings.Join(l, " ")
	}
	for r := 1; r <= 7; r++ {
		resp, body := s.DirPost(fmt.Sprintf("%s/rounds/%d/pair", base, r), url.Values{"all": {"1"}})
		if resp.StatusCode != http.StatusSeeOther {
			t.Fatalf("pair round %d: %d %s", r, resp.StatusCode, body)
		}
		if r == 1 {
			run("round 1's matches at the desk",
				chromedp.Navigate(fmt.Sprintf("%s%s/rounds/1/results", s.TS.URL, base)),
				chromedp.WaitVisible(`#entry-input`),
				chromedp.SendKeys(`#entry-input`, line(1)+"\r"),
				chromedp.Poll[chromedp.Void](`document.querySelectorAll('#results tr.known').length == 8 && !document.querySelector('#entry-log li.waiting, #entry-log li.saving')`, chromedp.WithPollingTimeout(10*time.Second)),
			)
			continue
		}
		resp, body = s.DirPost(fmt.Sprintf("%s/rounds/%d/results", base, r), url.Values{"entry": {line(r)}})
		if resp.StatusCode != http.StatusSeeOther {
			t.Fatalf("results of round %d: %d %s", r, resp.StatusCode, body)
		}
	}
	var st struct {
		Criteria  []string
		Standings []struct{ Values map[string]float64 }
	}
	s.Expect(s.Anon, "GET", api+"/standings", nil, http.StatusOK, &st)
	gw, nbw := 0.0, 0.0
	for _, p := range st.Standings {
		gw += p.Values["GW"]
		nbw += p.Values["NBW"]
	}
	if strings.Join(st.Criteria, " ") != "NBW GW SOSW" || gw != 112 || nbw != 56 {
		t.Errorf("criteria %v: GW adds up to %v (want 112), NBW to %v (want 56)", st.Criteria, gw, nbw)
	}
	var slip string
	run("a slip of round 7", chromedp.Navigate(fmt.Sprintf("%s/tournaments/%d/rounds/7/print/slips", s.TS.URL, id)),
		chromedp.WaitVisible(`.slip`), textOf(`.slip`, &slip))
	if !strings.Contains(slip, "A match of 2 games") || !strings.Contains(slip, "Game 2:") {
		t.Errorf("a slip: %q", slip)
	}
}

// A shogi game that ends in sennichite under the draw rule "replay" (docs/SHOGI.md, "Draws
// replayed"): 4 players of one grade, 1 round Swiss, so both games are even. In Chromium the
// director uploads table 1's CSA sennichite on its board page and records it; the board page
// then says the replay, the results desk shows table 1 without a result, its colours
// exchanged, and records the replay's result (sente wins) and table 2's (gote wins). Worked
// by hand: the first game's gote P is sente of the replay and wins, so the wins are P 1, S
// (P's opponent) 0, table 2's gote 1 and its sente 0: 2 wins in all, nobody with a half.
func TestE2EShogiDrawReplayed(t *testing.T) {
	s := newTestServer(t)
	_, run := startBrowser(t)
	run("log in", logIn(s.TS.URL, webtest.TestPassword))
	var tj struct{ ID int }
	s.Expect(s.Director, "POST", "/api/tournaments", map[string]any{"name": "Shogi replay", "game": "shogi", "draws": "replay",
		"system": "swiss", "rounds": 1}, http.StatusCreated, &tj)
	id := tj.ID
	api := fmt.Sprintf("/api/tournaments/%d", id)
	name := map[int]string{}
	for _, n := range []string{"Aoki", "Baba", "Chiba", "Doi"} {
		var p struct{ ID int }
		s.Expect(s.Director, "POST", api+"/players", map[string]any{"name": n, "rank": "1k"}, http.StatusCreated, &p)
		name[p.ID] = n
	}
	s.Expect(s.Director, "POST", api+"/rounds/1/pairing", nil, http.StatusCreated, nil)
	first := s.GameAt(id, 1, 1)
	second := s.GameAt(id, 1, 2)
	if first.Handicap != 0 || second.Handicap != 0 {
		t.Fatalf("1k against 1k is no even game: %+v %+v", first, second)
	}
	file, err := filepath.Abs(filepath.Join("..", "shogi", "testdata", "repetition.csa"))
	if err != nil {
		t.Fatal(err)
	}
	var says, terms string
	run("the sennichite of table 1 recorded on its board page",
		chromedp.Navigate(fmt.Sprintf("%s/tournaments/%d/rounds/1/games/1/board", s.TS.URL, id)),
		chromedp.WaitVisible(`input[name=sgf]`),
		chromedp.SetUploadFiles(`input[name=sgf]`, []string{file}),
		chromedp.Submit(`input[name=sgf]`),
		chromedp.WaitVisible(`#scored svg`),
		textOf(`p.result strong`, &says),
		chromedp.Click(`form[action$="/result"] button`),
		// Only the answer's page says the replay.
		chromedp.WaitVisible(`//p[contains(., "replay 1 of a draw")]`),
		into(&terms, chromedp.Evaluate[string](`[...document.querySelectorAll('p')].map(p => p.textContent).find(t => t.includes('replay 1 of a draw')) || ''`)),
	)
	if says != "a draw by repetition (sennichite) at move 12" || !strings.Contains(terms, "replay 1 of a draw, colours exchanged") ||
		!strings.Contains(terms, "reported result: none yet") || strings.Contains(terms, "throws the furigoma") {
		t.Errorf("the board page: the record says %q, then %q", says, terms)
	}
	replay := s.GameAt(id, 1, 1)
	if replay.White != first.Black || replay.Black != first.White || replay.Result.String() != "?" || replay.Replays != 1 {
		t.Fatalf("table 1 after the sennichite: %+v, the first game %+v", replay, first)
	}
	// The desk sees the replay: no result, gote and sente exchanged, and says so.
	var row []string
	run("the desk records the replay's result",
		chromedp.Navigate(fmt.Sprintf("%s/director/tournaments/%d/rounds/1/results", s.TS.URL, id)),
		chromedp.WaitVisible(`#entry-input`),
		into(&row, chromedp.Evaluate[[]string](`[...document.querySelectorAll('#results #game-1 td')].slice(0, 5).map(td => td.textContent.trim())`)),
		chromedp.SendKeys(`#entry-input`, "1b 2w\r"),
		chromedp.Poll[chromedp.Void](`document.querySelectorAll('#results tr.known').length == 2 && !document.querySelector('#entry-log li.waiting, #entry-log li.saving')`,
			chromedp.WithPollingTimeout(10*time.Second)),
	)
	if len(row) != 5 || row[0] != "1" || !strings.HasPrefix(row[1], name[int(first.Black)]) || !strings.HasPrefix(row[2], name[int(first.White)]) ||
		!strings.Contains(row[3], "replay 1 of a draw, colours exchanged") || row[4] != "—" {
		t.Errorf("the desk's row of table 1: %q", row)
	}
	var st struct {
		Standings []struct {
			Player int
			Values map[string]float64
		}
	}
	s.Expect(s.Anon, "GET", api+"/standings", nil, http.StatusOK, &st)
	want := map[int]float64{int(first.White): 1, int(first.Black): 0, int(second.White): 1, int(second.Black): 0}
	if len(st.Standings) != 4 {
		t.Fatalf("%d players in the standings", len(st.Standings))
	}
	for _, p := range st.Standings {
		if p.Values["NBW"] != want[p.Player] {
			t.Errorf("%s has %v wins (%v), want %v", name[p.Player], p.Values["NBW"], p.Values, want[p.Player])
		}
	}
}
