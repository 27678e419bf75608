package app_test

import (
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"regexp"
	"testing"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// printedAt matches the time a printed sheet's heading gives (templates/print_*.html).
var printedAt = regexp.MustCompile(`<span class="muted">· [^<]*</span></p></header>`)

// TestCachedPagesFollowEveryChange changes a tournament through each kind of mutating route,
// API and director's forms, and after each change compares every public page, fragment and
// JSON answer of the running server (whose caches were filled before the change) with those
// of a fresh server on the same database: a cache that misses a change shows old data.
func TestCachedPagesFollowEveryChange(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id, players := s.CreateTournament("Cached", 8)
	api := fmt.Sprintf("/api/tournaments/%d", id)
	dir := fmt.Sprintf("/director/tournaments/%d", id)

	pages := func() []string {
		base := fmt.Sprintf("/tournaments/%d", id)
		out := []string{"/", base, base + "/standings", base + "/standings/live", base + "/standings?round=1",
			base + "/print/standings", base + "/print/wallchart", base + "/standings.xlsx", base + "/standings.xlsx?round=1", api, api + "/players", api + "/standings", api + "/standings?round=1"}
		for n := 1; n <= 2; n++ {
			r := fmt.Sprintf("%s/rounds/%d", base, n)
			out = append(out, r, r+"/live", r+"/print/table", r+"/print/alpha", r+"/print/slips", fmt.Sprintf("%s/rounds/%d/pairing", api, n))
		}
		for _, p := range players {
			out = append(out, fmt.Sprintf("%s/players/%d", base, p))
		}
		return out
	}
	type seen struct{ body, etag string }
	before := map[string]seen{}
	get := func(h http.Handler, path string, header ...string) (int, string) {
		rec := httptest.NewRecorder()
		req := httptest.NewRequest("GET", path, nil)
		for i := 0; i+1 < len(header); i += 2 {
			req.Header.Set(header[i], header[i+1])
		}
		h.ServeHTTP(rec, req)
		if h == s.App.Handler() && len(header) == 0 {
			before[path] = seen{rec.Body.String(), rec.Header().Get("ETag")}
		}
		return rec.Code, rec.Body.String()
	}
	check := func(what string) {
		t.Helper()
		fresh, err := web.New(s.DB, web.Config{Defaults: tournament.DefaultSettings(), Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range pages() {
			// A browser holding the page from before the change must not be told it is current.
			if old := before[p]; old.etag != "" {
				if _, now := get(fresh.Handler(), p); printedAt.ReplaceAllString(now, "") != printedAt.ReplaceAllString(old.body, "") {
					if code, _ := get(s.App.Handler(), p, "If-None-Match", old.etag); code == http.StatusNotModified {
						t.Errorf("after %s, GET %s with the old ETag: 304", what, p)
					}
				}
			}
			code, body := get(s.App.Handler(), p)
			wantCode, want := get(fresh.Handler(), p)
			// A printed sheet says when it was printed: two servers asked a second apart
			// may print another minute.
			if code != wantCode || printedAt.ReplaceAllString(body, "") != printedAt.ReplaceAllString(want, "") {
				t.Errorf("after %s, GET %s: the running server answers %d, a fresh one %d (bodies differ: %v)", what, p, code, wantCode, body != want)
			}
		}
	}
	if _, body := get(s.App.Handler(), fmt.Sprintf("/tournaments/%d/print/standings", id)); !printedAt.MatchString(body) {
		t.Fatalf("printedAt finds no time on the printed standings: %.300s", body)
	}
	warm := func() {
		clear(before)
		for _, p := range pages() {
			get(s.App.Handler(), p)
		}
	}
	form := func(path string, v url.Values) func() {
		return func() {
			if resp, body := s.DirPost(path, v); resp.StatusCode >= 400 {
				t.Fatalf("POST %s: %d %.300s", path, resp.StatusCode, body)
			}
		}
	}
	call := func(method, path string, body any, status int) func() {
		return func() { s.Expect(s.Director, method, path, body, status, nil) }
	}
	sgf := "(;GM[1]FF[4]SZ[19]KM[6.5];B[pd];W[dp];B[pp];W[dd])"
	for _, step := range []struct {
		what string
		do   func()
	}{
		{"API settings", call("PUT", api, map[string]any{"name": "Cached renamed", "place": "Praha"}, 200)},
		{"API new player", call("POST", api+"/players", map[string]any{"name": "Newcomer", "rank": "2k"}, 201)},
		{"API player edit", call("PUT", fmt.Sprintf("%s/players/%d", api, players[1]), map[string]any{"name": "Renamed", "rank": "3d"}, 200)},
		{"API pairing", call("POST", api+"/rounds/1/pairing", nil, 201)},
		{"API result", call("PUT", api+"/rounds/1/games/1/result", map[string]string{"result": "w"}, 200)},
		{"API SGF", call("POST", api+"/rounds/1/games/2/sgf", sgf, 200)},
		{"keyboard result", form(dir+"/rounds/1/results", url.Values{"entry": {"2b 3="}})},
		{"result button", form(dir+"/rounds/1/games/1/result", url.Values{"result": {"fb"}})},
		{"colour swap", form(dir+"/rounds/1/games/3/colours", nil)},
		{"handicap", form(dir+"/rounds/1/games/4/handicap", url.Values{"handicap": {"2"}, "komi": {"0.5"}})},
		{"table swap", form(dir+"/rounds/1/swap", url.Values{"a": {"1"}, "b": {"2"}})},
		{"renumber", form(dir+"/rounds/1/renumber", nil)},
		{"unpair game", form(dir+"/rounds/1/games/5/unpair", nil)},
		{"fix game", form(dir+"/rounds/1/fix", url.Values{"a": {fmt.Sprint(players[6])}, "b": {fmt.Sprint(players[7])}})},
		{"settings form", form(dir+"/settings", webtest.SettingsValues("Cached by form"))},
		{"player form", form(fmt.Sprintf("%s/players/%d", dir, players[2]), url.Values{"name": {"Edited"}, "first_name": {"Form"}, "rank": {"4k"}})},
		{"registration form", form(dir+"/players", url.Values{"name": {"Latecomer"}, "first_name": {"Form"}, "rank": {"7k"}})},
		{"withdrawal", form(fmt.Sprintf("%s/players/%d/withdraw", dir, players[3]), nil)},
		{"API unpair", call("DELETE", api+"/rounds/1/pairing", nil, 204)},
		{"pair form", form(dir+"/rounds/1/pair", url.Values{"all": {"1"}})},
		{"delete round form", form(dir+"/rounds/1/delete", nil)},
		{"API player delete", call("DELETE", fmt.Sprintf("%s/players/%d", api, players[0]), nil, 204)},
		{"delete player form", form(fmt.Sprintf("%s/players/%d/delete", dir, players[4]), nil)},
		{"delete tournament form", form(dir+"/delete", url.Values{"confirm": {"Cached by form"}})},
	} {
		warm()
		step.do()
		check(step.what)
	}
}

// TestStandingsXLSXOncePerChange: the public spreadsheet takes tens of milliseconds to write
// for a large tournament and anyone may ask for it: it is written once per change of the
// tournament and round, then served from the snapshot.
func TestStandingsXLSXOncePerChange(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id, _ := s.CreateTournament("Sheet", 6)
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/rounds/1/pairing", id), nil, http.StatusCreated, nil)
	path := fmt.Sprintf("/tournaments/%d/standings.xlsx?round=1", id)
	s.Expect(s.Anon, "GET", path, nil, http.StatusOK, nil)
	s.App.Cache.Mu.Lock()
	sn := s.App.Cache.M[store.TournamentID(id)]
	s.App.Cache.Mu.Unlock()
	sn.Mu.Lock()
	sn.Answers[app.AnswerKey{What: "standings.xlsx:en", Round: 1}] = []byte("kept") // the English sheet: the test client asks for no language
	sn.Mu.Unlock()
	if body := s.Expect(s.Anon, "GET", path, nil, http.StatusOK, nil); string(body) != "kept" {
		t.Fatalf("the spreadsheet was written again for the same revision")
	}
	s.Expect(s.Director, "PUT", fmt.Sprintf("/api/tournaments/%d/rounds/1/games/1/result", id), map[string]string{"result": "w"}, http.StatusOK, nil)
	if body := s.Expect(s.Anon, "GET", path, nil, http.StatusOK, nil); string(body) == "kept" {
		t.Fatalf("the spreadsheet was not written again after a change")
	}
}
