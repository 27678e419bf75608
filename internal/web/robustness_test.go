package web_test

import (
	"bytes"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/web/app"
)

// badParams are path and query values that name nothing, or nothing sensible: each GET
// route must answer them with a 4xx (or a redirect), never a 500 or a panic.
var badParams = []string{"0", "-1", "999", "abc", "1.5", "99999999999999999999", "%00", "%20", "1e3", "+1", "0x1"}

// TestGetRoutesRefuseBadParams walks every GET route of the router, puts a bad value in one
// path parameter at a time (the others naming what exists) and in the usual query
// parameters, and checks that no answer is a server error, with and without the director's
// session, and that none of them changed the tournament. A route added later is covered
// without editing this test.
func TestGetRoutesRefuseBadParams(t *testing.T) {
	s := newTestServer(t)
	id, players := s.CreateTournament("Walk", 6)
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/rounds/1/pairing", id), nil, http.StatusCreated, nil)
	s.Expect(s.Director, "PUT", fmt.Sprintf("/api/tournaments/%d/rounds/1/games/1/result", id), map[string]string{"result": "w"}, http.StatusOK, nil)
	good := map[string]string{":id": fmt.Sprint(id), ":pid": fmt.Sprint(players[0]), ":n": "1", ":table": "1", ":file": "standings.csv"}

	paths := map[string]bool{}
	for _, r := range s.App.Echo.Routes() {
		// The event stream never ends by itself: TestEventStreamOtherServer checks its 404.
		if r.Method != http.MethodGet || r.Path == "/static/*" || r.Path == "/tournaments/:id/events" {
			continue
		}
		params := routeParams(r.Path)
		fill := func(bad, with string) string {
			p := r.Path
			for _, name := range params {
				v, ok := good[name]
				if !ok || name == bad {
					v = with
				}
				p = strings.Replace(p, name, v, 1)
			}
			return p
		}
		base := fill("", "1")
		paths[base] = true
		for _, name := range params {
			for _, v := range badParams {
				paths[fill(name, v)] = true
			}
		}
		for _, v := range badParams {
			for _, q := range []string{"round", "q", "charset", "next"} {
				paths[base+"?"+q+"="+v] = true
			}
		}
		paths[base+"?round="+url.QueryEscape("1&round=2")] = true
		paths[base+"?q="+url.QueryEscape(`<script>"'`)] = true
	}
	if len(paths) < 100 {
		t.Fatalf("only %d paths to try", len(paths))
	}
	rev := s.Revision(id)
	for who, client := range map[string]*http.Client{"director": s.Director, "anonymous": s.Anon} {
		for p := range paths {
			resp, body := s.Do(client, "GET", p, nil)
			if resp.StatusCode >= 500 {
				t.Errorf("%s GET %s: %d %.200s", who, p, resp.StatusCode, body)
			}
		}
	}
	if s.Revision(id) != rev {
		t.Error("a GET changed the tournament")
	}
}

// routeParams lists the ":name" parameters of an Echo route path.
func routeParams(path string) []string {
	var out []string
	for _, seg := range strings.Split(path, "/") {
		if i := strings.IndexByte(seg, ':'); i >= 0 {
			name := seg[i:]
			if j := strings.IndexByte(name, '.'); j > 0 {
				name = name[:j]
			}
			out = append(out, name)
		}
	}
	return out
}

// TestNumbersHaveOneSpelling: the public pages are cached under the text of their path and
// query, so "01" or "+1" for 1 would keep another copy of the same page, as many as anyone
// cares to ask for. Such spellings name nothing.
func TestNumbersHaveOneSpelling(t *testing.T) {
	s := newTestServer(t)
	id, players := s.CreateTournament("Spellings", 4)
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/rounds/1/pairing", id), nil, http.StatusCreated, nil)
	base := fmt.Sprintf("/tournaments/%d", id)
	for _, c := range []struct {
		path   string
		status int
	}{
		{base + "/rounds/1", 200},
		{base + "/rounds/01", 404},
		{base + "/rounds/+1", 404},
		{fmt.Sprintf("/tournaments/0%d/standings", id), 404},
		{fmt.Sprintf("%s/players/%d", base, players[0]), 200},
		{fmt.Sprintf("%s/players/0%d", base, players[0]), 404},
		{base + "/standings?round=1", 200},
		{base + "/standings?round=01", 400},
		{base + "/standings/live?round=+1", 400},
		{base + "/print/standings?round=001", 400},
		{base + "/print/wallchart?round=01", 400},
		{fmt.Sprintf("/api/tournaments/%d/standings?round=01", id), 400},
	} {
		if resp, body := s.Do(s.Anon, "GET", c.path, nil); resp.StatusCode != c.status {
			t.Errorf("GET %s: %d, want %d: %.200s", c.path, resp.StatusCode, c.status, body)
		}
	}
}

// TestEveryPageEscapesData fills every free text of a tournament (its name, place, director,
// the players' names, first names and clubs) with markup and walks every GET route: no HTML
// answer carries the markup as markup, in text or in an attribute, and no other answer is
// served as HTML.
func TestEveryPageEscapesData(t *testing.T) {
	s := newTestServer(t)
	const evil = `<x-evil>"'&`
	var tj struct{ ID int }
	s.Expect(s.Director, "POST", "/api/tournaments", map[string]any{"name": "Cup " + evil, "short_name": "c" + evil,
		"place": "Brno " + evil, "director": "Dir " + evil}, http.StatusCreated, &tj)
	var players []int
	for i := range 5 {
		var p struct{ ID int }
		s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/players", tj.ID), map[string]any{
			"name": fmt.Sprint("N", i, evil), "first_name": fmt.Sprint("F", i, evil), "club": fmt.Sprint("C", i, evil),
			"rank": fmt.Sprintf("%dk", i+1)}, http.StatusCreated, &p)
		players = append(players, p.ID)
	}
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/rounds/1/pairing", tj.ID), nil, http.StatusCreated, nil)
	s.Expect(s.Director, "PUT", fmt.Sprintf("/api/tournaments/%d/rounds/1/games/1/result", tj.ID), map[string]string{"result": "b"}, http.StatusOK, nil)
	good := map[string]string{":id": fmt.Sprint(tj.ID), ":pid": fmt.Sprint(players[0]), ":n": "1", ":table": "1"}

	var paths []string
	for _, r := range s.App.Echo.Routes() {
		// The event stream never ends by itself: TestEventStreamOtherServer checks its 404.
		if r.Method != http.MethodGet || r.Path == "/static/*" || r.Path == "/tournaments/:id/events" {
			continue
		}
		p := r.Path
		for _, name := range routeParams(r.Path) {
			if name == ":file" {
				for _, f := range []string{"standings.xlsx", "standings.csv", "players.csv", "pairings-1.csv", "results.h9", "tournament.xml", "aga.txt"} {
					paths = append(paths, strings.Replace(p, name, f, 1))
				}
				p = ""
				break
			}
			p = strings.Replace(p, name, good[name], 1)
		}
		if p != "" {
			paths = append(paths, p, p+"?q=N")
		}
	}
	for who, client := range map[string]*http.Client{"director": s.Director, "anonymous": s.Anon} {
		for _, p := range paths {
			resp, body := s.Do(client, "GET", p, nil)
			html := strings.Contains(resp.Header.Get("Content-Type"), "html")
			switch {
			case resp.StatusCode >= 500:
				t.Errorf("%s GET %s: %d", who, p, resp.StatusCode)
			case html && (strings.Contains(string(body), "<x-evil") || strings.Contains(string(body), `"'&`)):
				i := strings.Index(string(body), "x-evil")
				t.Errorf("%s GET %s: markup not escaped: …%s…", who, p, body[max(0, i-80):min(len(body), i+40)])
			case !html && bytes.Contains(body, []byte("<x-evil")) && !strings.HasPrefix(resp.Header.Get("Content-Type"), "application/json") &&
				!strings.HasPrefix(resp.Header.Get("Content-Disposition"), "attachment"):
				t.Errorf("%s GET %s: %q with the names as they are, shown in the browser", who, p, resp.Header.Get("Content-Type"))
			}
		}
	}
}

// formFields are the names the director's forms read; each garbled request below fills them
// all with one bad value.
var formFields = []string{
	"name", "first_name", "rank", "club", "country", "rating", "egd_pin", "rank_from_list", "status", "mms_correction",
	"short_name", "place", "director", "begin", "end", "rounds", "board_size", "rules", "komi", "system", "bar", "floor",
	"absent_points", "bye_points", "nbw_absent_points", "nbw_bye_points", "round_down", "time.kind", "time.basic_minutes",
	"time.periods", "time.period_seconds", "time.stones", "time.stones_seconds", "time.increment_seconds",
	"handicap", "handicap.kind", "handicap.ceiling", "handicap.correction", "handicap.no_handicap_threshold",
	"criteria[1]", "criteria[2]", "all", "player", "a", "b", "repair", "entry", "result", "decision", "point", "stones",
	"tool", "data", "confirm", "revision", "absent", "present", "url",
}

// TestChangesRefuseGarbage sends every state-changing route, as the director, bad path
// values and bodies of garbage (form fields and JSON of every wrong shape): the answers are
// refusals or changes, never a server error.
func TestChangesRefuseGarbage(t *testing.T) {
	s := newTestServer(t)
	id, players := s.CreateTournament("Garbage", 12)
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/rounds/1/pairing", id), nil, http.StatusCreated, nil)
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/rounds/1/games/1/sgf", id), "(;GM[1]FF[4]SZ[19];B[pd];W[dp])", http.StatusOK, nil)
	good := map[string]string{":id": fmt.Sprint(id), ":pid": fmt.Sprint(players[len(players)-1]), ":n": "1", ":table": "1"}
	skip := map[string]bool{ // they end the session or the tournament the walk needs
		"POST /logout": true, "DELETE /api/session": true, "DELETE /api/tournaments/:id": true, "POST /director/tournaments/demo": true,
	}
	token := s.CSRFToken(s.Director)
	values := []string{"", "-1", "abc", "99999999999999999999", "1e400", "<x>", "zz99", "0"}
	jsons := []string{"", "null", "[]", `"x"`, "{", `{"result":"zz","name":"","rank":"99d","komi":1e400}`, `{"rounds":-1}`}
	n := 0
	for _, r := range s.App.Echo.Routes() {
		if r.Method == http.MethodGet || skip[r.Method+" "+r.Path] || strings.HasPrefix(r.Path, "/static") {
			continue
		}
		params := routeParams(r.Path)
		fill := func(bad, with string) string {
			p := r.Path
			for _, name := range params {
				v, ok := good[name]
				if !ok || name == bad {
					v = with
				}
				p = strings.Replace(p, name, v, 1)
			}
			return p
		}
		send := func(path, body string, json bool) {
			ct := "application/x-www-form-urlencoded"
			if json {
				ct = "application/json"
			}
			resp, b := s.Do(s.Director, r.Method, path, body, "Content-Type", ct, app.CSRFHeader, token)
			if resp.StatusCode >= 500 {
				t.Errorf("%s %s %.100q: %d %.200s", r.Method, path, body, resp.StatusCode, b)
			}
			n++
		}
		api := strings.HasPrefix(r.Path, "/api/")
		for _, name := range params {
			for _, v := range []string{"0", "abc", "999", "99999999999999999999"} {
				send(fill(name, v), "", api)
			}
		}
		path := fill("", "1")
		if api {
			for _, body := range jsons {
				send(path, body, true)
			}
			continue
		}
		for _, v := range values {
			form := url.Values{}
			for _, f := range formFields {
				form.Set(f, v)
			}
			send(path, form.Encode(), false)
		}
	}
	if n < 200 {
		t.Fatalf("only %d requests sent", n)
	}
}
