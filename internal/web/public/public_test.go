package public_test

import (
	"compress/gzip"
	"context"
	"fmt"
	"io"
	"net/http"
	"regexp"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/pairing"
	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

func TestPublicPages(t *testing.T) {
	webtest.Parallel(t)
	s := newPageSite(t)
	st := webtest.NewSmallTournament(s.PageSite, true)
	base := fmt.Sprintf("/tournaments/%d", st.ID)

	_, body := s.Get(s.Anon, "/", http.StatusOK)
	if !strings.Contains(webtest.Text(body), "Brno Open Brno, CZ · 4–5 Apr 2026 · 6 players") {
		t.Errorf("home page: %s", webtest.Text(body))
	}
	_, body = s.Get(s.Anon, base, http.StatusOK)
	for _, want := range []string{"Rules Japanese rules, komi 6.5", "Players 6", "Round 1 finished", "Round 2 finished"} {
		if !strings.Contains(webtest.Text(body), want) {
			t.Errorf("overview lacks %q: %s", want, webtest.Text(body))
		}
	}

	_, body = s.Get(s.Anon, base+"/rounds/2", http.StatusOK)
	for _, want := range []string{
		"1 Dvořák Antonín 2d 田中 Yuki 1k 2 0.5 0-1",
		"2 Kim &lt;script&gt;alert(1)&lt;/script&gt; 1d Novák Jan 3k 1 0.5 1-0",
	} {
		if !strings.Contains(webtest.Text(body), want) {
			t.Errorf("round 2 lacks %q: %s", want, webtest.Text(body))
		}
	}
	if strings.Contains(body, "<script>alert") {
		t.Error("a player's name reached the page unescaped")
	}
	_, body = s.Get(s.Anon, base+"/rounds/1", http.StatusOK)
	if !strings.Contains(webtest.Text(body), "Not playing this round: Absent Anna, Away Bob") {
		t.Errorf("round 1 does not list the absent players: %s", webtest.Text(body))
	}

	_, body = s.Get(s.Anon, base+"/standings", http.StatusOK)
	for _, want := range []string{
		"After round 2",
		"1 Dvořák Antonín 2d 32 ",
		"2 Kim &lt;script&gt;alert(1)&lt;/script&gt; 1d 31 ",
		"3 田中 Yuki 1k 30 ",
		"4 Novák Jan 3k 28 ",
		"5-6 Absent Anna 10k 20 ", "5-6 Away Bob 10k 20 ",
	} {
		if !strings.Contains(webtest.Text(body), want) {
			t.Errorf("standings lack %q: %s", want, webtest.Text(body))
		}
	}
	_, body = s.Get(s.Anon, base+"/standings?round=1", http.StatusOK)
	if !strings.Contains(webtest.Text(body), "1 Dvořák Antonín 2d 32 ") || !strings.Contains(webtest.Text(body), "2 Kim &lt;script&gt;alert(1)&lt;/script&gt; 1d 30 ") {
		t.Errorf("standings after round 1: %s", webtest.Text(body))
	}
	s.Get(s.Anon, base+"/standings?round=9", http.StatusBadRequest)

	_, body = s.Get(s.Anon, fmt.Sprintf("%s/players/%d", base, st.Dvorak), http.StatusOK)
	for _, want := range []string{
		"place 1 · starting MMS 31",
		"1 Kim &lt;script&gt;alert(1)&lt;/script&gt; 1d table 1 White 0 win 32",
		"2 田中 Yuki 1k table 1 White 2 loss 32",
	} {
		if !strings.Contains(webtest.Text(body), want) {
			t.Errorf("player page lacks %q: %s", want, webtest.Text(body))
		}
	}
	_, body = s.Get(s.Anon, fmt.Sprintf("%s/players/%d", base, st.Absent1), http.StatusOK)
	if !strings.Contains(webtest.Text(body), "1 – absent 20 2 – absent 20") {
		t.Errorf("absent player's page: %s", webtest.Text(body))
	}
	s.Get(s.Anon, base+"/players/999", http.StatusNotFound)
	s.Get(s.Anon, "/tournaments/999/standings", http.StatusNotFound)
	s.Get(s.Anon, base+"/rounds/3", http.StatusNotFound)
}

func TestFindMyTable(t *testing.T) {
	webtest.Parallel(t)
	s := newPageSite(t)
	st := webtest.NewSmallTournament(s.PageSite, true)
	base := fmt.Sprintf("/tournaments/%d/rounds/2", st.ID)
	for _, tc := range []struct {
		q    string
		want []string
		not  string
	}{
		{"dvorak", []string{"Dvořák Antonín 2d: table 1 , White against 田中 Yuki 1k, handicap 2, komi 0.5"}, "Novák Jan 3k:"},
		{"ANTONÍN DVO", []string{"Dvořák Antonín 2d: table 1"}, "Novák Jan 3k:"},
		{"nov", []string{"Novák Jan 3k: table 2 , Black against Kim"}, "Dvořák Antonín 2d:"},
		{"田中", []string{"田中 Yuki 1k: table 1 , Black against Dvořák Antonín 2d"}, "Novák Jan 3k:"},
		{"a", []string{"Dvořák Antonín 2d:", "Novák Jan 3k:", "Absent Anna 10k: not paired this round"}, ""},
		{"zzz", []string{"Nobody&#39;s name contains “zzz”."}, "table"},
	} {
		_, page := s.Get(s.Anon, base+"?q="+urlQuery(tc.q), http.StatusOK)
		_, frag := s.Get(s.Anon, base+"/find?q="+urlQuery(tc.q), http.StatusOK, "HX-Request", "true")
		if strings.Contains(frag, "<html") {
			t.Errorf("find %q: the fragment is a whole page", tc.q)
		}
		for _, body := range []string{page, frag} {
			found := webtest.Text(body[strings.Index(body, `id="found"`):])
			found = found[:strings.Index(found+"Table White", "Table White")]
			// The round's komi, said once above the table for phones, is no answer of the search.
			found = regexp.MustCompile(`Komi [0-9.,]+ at every table\.`).ReplaceAllString(found, "")
			for _, w := range tc.want {
				if !strings.Contains(found, w) {
					t.Errorf("find %q: want %q in %q", tc.q, w, found)
				}
			}
			if tc.not != "" && strings.Contains(found, tc.not) {
				t.Errorf("find %q: %q should not be found in %q", tc.q, tc.not, found)
			}
		}
	}
}

func TestPollingNotModified(t *testing.T) {
	webtest.Parallel(t)
	s := newPageSite(t)
	st := webtest.NewSmallTournament(s.PageSite, false)
	s.SetResult(st.ID, 2, 2, tournament.Unknown) // the round is running: pages poll
	live := fmt.Sprintf("/tournaments/%d/rounds/2/live", st.ID)
	_, page := s.Get(s.Anon, fmt.Sprintf("/tournaments/%d/rounds/2", st.ID), http.StatusOK)
	if !strings.Contains(page, `hx-get="`+live+`" hx-trigger="every 20s"`) {
		t.Fatal("the round page does not poll its pairings")
	}
	resp, frag := s.Get(s.Anon, live, http.StatusOK)
	etag := resp.Header.Get("ETag")
	if etag == "" || !strings.Contains(frag, `id="pairings"`) || strings.Contains(frag, "<html") {
		t.Fatalf("fragment: ETag %q, body %.200s", etag, frag)
	}
	_, body := s.Get(s.Anon, live, http.StatusNotModified, "If-None-Match", etag)
	if body != "" {
		t.Errorf("304 with a body: %q", body)
	}
	// The other public pages answer 304 to their own tag as well, and gzip when asked.
	standings := fmt.Sprintf("/tournaments/%d/standings/live", st.ID)
	resp, zipped := s.Get(s.Anon, standings, http.StatusOK, "Accept-Encoding", "gzip")
	s.Get(s.Anon, standings, http.StatusNotModified, "If-None-Match", resp.Header.Get("ETag"))
	zr, err := gzip.NewReader(strings.NewReader(zipped))
	if err != nil || resp.Header.Get("Content-Encoding") != "gzip" {
		t.Fatalf("gzip asked for: Content-Encoding %q, %v", resp.Header.Get("Content-Encoding"), err)
	}
	if b, _ := io.ReadAll(zr); !strings.Contains(string(b), `id="standings"`) {
		t.Errorf("gzipped standings fragment: %.200s", b)
	}

	s.SetResult(st.ID, 2, 2, tournament.WhiteWins)
	resp, frag = s.Get(s.Anon, live, http.StatusOK, "If-None-Match", etag)
	if resp.Header.Get("ETag") == etag || !strings.Contains(webtest.Text(frag), "Novák Jan 3k 1 0.5 1-0") {
		t.Errorf("after a result: ETag %q (was %q), %s", resp.Header.Get("ETag"), etag, webtest.Text(frag))
	}
	// That was the last result of the last round: the pages stay live for the corrections of
	// the prize-giving, until the director closes the tournament; then the polling stops and
	// the page says so.
	if !strings.Contains(frag, "hx-trigger") {
		t.Error("a finished tournament's pairings stopped polling before it was closed")
	}
	if err := s.DB.SetClosed(context.Background(), st.ID, true); err != nil {
		t.Fatal(err)
	}
	_, frag = s.Get(s.Anon, live, http.StatusOK)
	if strings.Contains(frag, "hx-trigger") || !strings.Contains(frag, "The tournament is closed: this page no longer updates itself.") {
		t.Errorf("a closed tournament's pairings: %s", webtest.Text(frag))
	}
}

// urlQuery escapes a query value.
func urlQuery(q string) string {
	return strings.NewReplacer(" ", "+", "&", "%26").Replace(q)
}

func TestPrintViews(t *testing.T) {
	webtest.Parallel(t)
	s := newPageSite(t)
	id := s.NewTournament("Print Cup", 3)
	var players []tournament.Player
	for i := range 23 {
		pid := s.AddPlayer(id, fmt.Sprintf("Player%02d", i), "Ñandú", rank.Kyu(1+i%9))
		players = append(players, tournament.Player{ID: pid, Name: fmt.Sprintf("Player%02d", i)})
	}
	tour, _, err := s.DB.LoadTournament(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	res, err := pairing.Pair(tour, 1, pairing.Options{})
	if err != nil {
		t.Fatal(err)
	}
	s.SaveRound(id, 1, res.Games, res.Bye)
	base := fmt.Sprintf("/tournaments/%d", id)

	_, body := s.Get(s.Anon, base+"/rounds/1/print/table", http.StatusOK)
	for _, g := range res.Games {
		w, b := tour.Player(g.White), tour.Player(g.Black)
		want := fmt.Sprintf("%d %s %s %s %s %d", g.Table, w.FullName(), w.Rank, b.FullName(), b.Rank, g.Handicap)
		if !strings.Contains(webtest.Text(body), want) {
			t.Errorf("print by table lacks %q", want)
		}
	}
	if !strings.Contains(webtest.Text(body), "Bye: "+tour.Player(res.Bye).FullName()) {
		t.Error("print by table lacks the bye")
	}
	if !strings.Contains(body, "data-print") || !strings.Contains(body, `class="printbar no-print"`) {
		t.Error("no print button hidden in print")
	}

	_, body = s.Get(s.Anon, base+"/rounds/1/print/alpha", http.StatusOK)
	last := -1
	for _, p := range players {
		i := strings.Index(body, p.Name+" Ñandú</strong>")
		if i < 0 || i < last {
			t.Errorf("alphabetical list: %s missing or out of order", p.Name)
		}
		last = i
	}
	if !strings.Contains(webtest.Text(body), tour.Player(res.Bye).FullName()+" "+tour.Player(res.Bye).Rank.String()+" – bye") {
		t.Errorf("alphabetical list lacks the bye")
	}

	_, body = s.Get(s.Anon, base+"/rounds/1/print/slips", http.StatusOK)
	if n := strings.Count(body, `<section class="slip">`); n != len(res.Games) || len(res.Games) != 11 {
		t.Errorf("%d slips for %d tables", n, len(res.Games))
	}
	for _, g := range res.Games {
		if !strings.Contains(body, fmt.Sprintf(">Table %d<", g.Table)) {
			t.Errorf("no slip for table %d", g.Table)
		}
	}

	s.SetResult(id, 1, 1, tournament.WhiteWins)
	_, body = s.Get(s.Anon, base+"/print/standings", http.StatusOK)
	for _, p := range players {
		if !strings.Contains(body, p.Name) {
			t.Errorf("printed standings lack %s", p.Name)
		}
	}
	_, body = s.Get(s.Anon, base+"/print/wallchart", http.StatusOK)
	if !strings.Contains(body, "size: A4 landscape") || strings.Count(body, `<td class="cell">`) != 23 {
		t.Errorf("wall chart: %d cells for 23 players in 1 round", strings.Count(body, `<td class="cell">`))
	}
}

func TestWallchartCells(t *testing.T) {
	webtest.Parallel(t)
	s := newPageSite(t)
	st := webtest.NewSmallTournament(s.PageSite, false)
	_, body := s.Get(s.Anon, fmt.Sprintf("/tournaments/%d/print/wallchart", st.ID), http.StatusOK)
	got := webtest.WallchartRows(body)
	want := []string{
		"1 1 Dvořák Antonín 2d | 2+/w 3-/w2 | 32",
		"2 2 Kim <script>alert(1)</script> 1d | 1-/b 4+/w1 | 31",
		"3 3 田中 Yuki 1k | 4-/w2 1+/b2 | 30",
		"4 4 Novák Jan 3k | 3+/b2 2-/b1 | 28",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("wall chart rows:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// A Swiss tournament counts wins, not McMahon points: the player page says so.
func TestPlayerPageSwiss(t *testing.T) {
	webtest.Parallel(t)
	s := newPageSite(t)
	set := tournament.DefaultSettings()
	set.Name, set.System, set.Criteria = "Swiss Cup", tournament.Swiss, []tournament.Criterion{tournament.CritNBW, tournament.CritSOSW}
	id, err := s.DB.CreateTournament(context.Background(), set)
	if err != nil {
		t.Fatal(err)
	}
	a := s.AddPlayer(id, "Ann", "A", rank.Kyu(2))
	b := s.AddPlayer(id, "Bea", "B", rank.Kyu(2))
	s.SaveRound(id, 1, []tournament.Game{{White: a, Black: b, Komi: 13, KnownColor: true}}, 0)
	s.SetResult(id, 1, 1, tournament.WhiteWins)
	_, body := s.Get(s.Anon, fmt.Sprintf("/tournaments/%d/players/%d", id, a), http.StatusOK)
	if !strings.Contains(webtest.Text(body), "Round Opponent Colour Hcp Result Wins 1 Bea B 2k table 1 White 0 win 1") || strings.Contains(body, "MMS") {
		t.Errorf("Swiss player page: %s", webtest.Text(body))
	}
}
