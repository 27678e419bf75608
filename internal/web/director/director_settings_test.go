package director_test

import (
	"fmt"
	"html"
	"net/http"
	"net/url"
	"regexp"
	"testing"

	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// addPlayers registers players by rank over the API and returns their ids.
func (s *testServer) addPlayers(id int, ranks ...string) []int {
	s.T.Helper()
	ids := make([]int, len(ranks))
	for i, r := range ranks {
		var p struct{ ID int }
		body := map[string]any{"name": fmt.Sprintf("Player%02d", i), "first_name": "Test", "rank": r}
		s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/players", id), body, http.StatusCreated, &p)
		ids[i] = p.ID
	}
	return ids
}

// TestSettingsBarCounts: every McMahon bar the settings offer says how many players it puts in
// the top group: those ranked at or above it, a professional counting as 7d to 9d (1p-3p 7d).
func TestSettingsBarCounts(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id, _ := s.CreateTournament("Bar", 0)
	s.addPlayers(id, "5d", "4d", "4d", "2d", "1k", "3k", "10k", "1p")
	body := s.DirGet(fmt.Sprintf("/director/tournaments/%d/settings", id))
	sel := regexp.MustCompile(`(?s)<select name="bar"[^>]*>(.*?)</select>`).FindStringSubmatch(body)
	if sel == nil {
		t.Fatalf("no bar select in the settings page")
	}
	options := map[string]string{}
	selected := ""
	for _, m := range regexp.MustCompile(`<option value="([^"]*)"( selected)?>([^<]*)</option>`).FindAllStringSubmatch(sel[1], -1) {
		options[m[1]] = html.UnescapeString(m[3])
		if m[2] != "" {
			selected = m[1]
		}
	}
	if len(options) != 39 || selected != "4d" {
		t.Errorf("%d bars offered (want 9d to 30k, 39), %q selected (want the default 4d)", len(options), selected)
	}
	for bar, top := range map[string]int{"9d": 0, "8d": 0, "7d": 1, "6d": 1, "5d": 2, "4d": 4, "3d": 4, "2d": 5, "1d": 5, "1k": 6, "2k": 6, "3k": 7, "10k": 8, "30k": 8} {
		if want := fmt.Sprintf("%s · %d/8", bar, top); options[bar] != want {
			t.Errorf("bar %s: option %q, want %q", bar, options[bar], want)
		}
	}
	// A new tournament has no players: the bars are offered without counts.
	body = s.DirGet("/director/tournaments/new")
	if !regexp.MustCompile(`<option value="4d" selected>4d</option>`).MatchString(body) {
		t.Errorf("the new tournament's bar: %s", regexp.MustCompile(`(?s)<select name="bar".*?</select>`).FindString(body))
	}
}

// TestPlayerListMMS: the player list shows each player's McMahon score at the start and after
// the last round played. Start (bar 4d, floor 20k, 30k = 0): 5d and 1p are held at the bar's
// 33, 4d 33, 2d 31, 1k 29, 3k 27, 10k 20, 25k held at the floor's 10. After round 1, with White
// winning every game, each White has one point more.
func TestPlayerListMMS(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id, _ := s.CreateTournament("MMS", 0)
	ranks := []string{"5d", "4d", "2d", "1k", "3k", "10k", "1p", "25k"}
	start := []string{"33", "33", "31", "29", "27", "20", "33", "10"}
	ids := s.addPlayers(id, ranks...)
	list := fmt.Sprintf("/director/tournaments/%d/players", id)
	row := func(body string, pid int) (string, string) {
		m := regexp.MustCompile(fmt.Sprintf(`(?s)<tr id="player-%d">.*?<td class="num mms-start">([^<]*)</td><td class="num mms-now">([^<]*)</td></tr>`, pid)).FindStringSubmatch(body)
		if m == nil {
			t.Fatalf("player %d: no McMahon scores in the list", pid)
		}
		return m[1], m[2]
	}
	body := s.DirGet(list)
	for i, pid := range ids {
		if st, now := row(body, pid); st != start[i] || now != start[i] {
			t.Errorf("%s before round 1: MMS %s / %s, want %s / %s", ranks[i], st, now, start[i], start[i])
		}
	}
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/rounds/1/pairing", id), nil, http.StatusCreated, nil)
	white := map[int]bool{}
	for _, g := range s.DirLoad(id).RoundGames(1) {
		white[int(g.White)] = true
		s.Expect(s.Director, "PUT", fmt.Sprintf("/api/tournaments/%d/rounds/1/games/%d/result", id, g.Table), map[string]any{"result": "w"}, http.StatusOK, nil)
	}
	if len(white) != 4 {
		t.Fatalf("%d games in round 1, want 4", len(white))
	}
	body = s.DirGet(list)
	if !regexp.MustCompile(`>MMS after R1</a></th>`).MatchString(body) {
		t.Errorf("the list does not say which round its scores follow")
	}
	for i, pid := range ids {
		want := start[i]
		if white[pid] {
			var n int
			fmt.Sscan(start[i], &n)
			want = fmt.Sprint(n + 1)
		}
		if st, now := row(body, pid); st != start[i] || now != want {
			t.Errorf("%s after round 1 (white %v): MMS %s / %s, want %s / %s", ranks[i], white[pid], st, now, start[i], want)
		}
	}
	// A player registered now gets his line with his starting score (3k: 27).
	_, frag := s.DirPost(list, url.Values{"name": {"Late"}, "first_name": {"Comer"}, "rank": {"3k"}}, "HX-Request", "true")
	if !regexp.MustCompile(`(?s)Late Comer</a>.*?<td class="num mms-start">27</td>`).MatchString(frag) {
		t.Errorf("the registered player's line: %.2000s", frag)
	}
	// A Swiss tournament has no McMahon scores to show.
	s.Expect(s.Director, "PUT", fmt.Sprintf("/api/tournaments/%d", id), map[string]any{"system": "swiss"}, http.StatusOK, nil)
	if body := s.DirGet(list); regexp.MustCompile(`mms-start`).MatchString(body) {
		t.Errorf("a Swiss tournament's list shows McMahon scores")
	}
}
