package api_test

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"sync"
	"testing"

	"github.com/hoshi-go/hoshi/internal/web/api"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/hoshi-go/hoshi/internal/web/director"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

func TestAPIUpdateGame(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id := int(webtest.SeedRound(t, s.DB, 3)) // P0000-P0003 at table 1, P0001-P0004 at 2, P0002-P0005 at 3
	round := func() api.RoundJSON {
		var r api.RoundJSON
		s.Expect(s.Anon, "GET", fmt.Sprintf("/api/tournaments/%d/rounds/1/pairing", id), nil, http.StatusOK, &r)
		return r
	}
	before := round()
	g1, g2 := before.Games[0], before.Games[1]
	path := fmt.Sprintf("/api/tournaments/%d/rounds/1/games/", id)
	s.Expect(s.Director, "PUT", path+"1/result", map[string]string{"result": "w"}, http.StatusOK, nil)

	// Handicap and komi: the result stays.
	var got api.GameJSON
	s.Expect(s.Director, "PUT", path+"1", map[string]any{"handicap": 3, "komi": 0.5}, http.StatusOK, &got)
	if got.Handicap != 3 || got.Komi != 0.5 || got.Result != "w" || got.White != g1.White || got.Black != g1.Black {
		t.Fatalf("after the handicap: %+v", got)
	}
	// Colours exchanged: the result goes (it was White's win), handicap and komi stay.
	s.Expect(s.Director, "PUT", path+"1", map[string]any{"white": g1.Black, "black": g1.White}, http.StatusOK, &got)
	if got.White != g1.Black || got.Black != g1.White || got.Result != "?" || got.Handicap != 3 || got.Komi != 0.5 {
		t.Fatalf("after the colours: %+v", got)
	}
	// Refused, nothing stored.
	rev := s.Revision(id)
	for _, c := range []struct {
		path   string
		body   any
		status int
		field  string
	}{
		{path + "1", map[string]any{"handicap": 10}, 400, "handicap"},
		{path + "1", map[string]any{"komi": 6.3}, 400, "komi"},
		{path + "1", map[string]any{"komi": 51}, 400, "komi"},
		{path + "1", map[string]any{"white": 9999}, 400, "white"},
		{path + "1", map[string]any{"black": g1.Black}, 400, "black"}, // White's own id: himself
		{path + "1", map[string]any{"black": g2.White}, 400, "black"}, // plays at table 2
		{path + "1", map[string]any{"stones": 2}, 400, ""},            // unknown field
		{path + "9", map[string]any{"handicap": 1}, 404, "table"},     // no such table
		{fmt.Sprintf("/api/tournaments/%d/rounds/9/games/1", id), map[string]any{"handicap": 1}, 404, "round"},
	} {
		resp, body := s.Do(s.Director, "PUT", c.path, c.body)
		var e app.ErrorJSON
		json.Unmarshal(body, &e)
		if resp.StatusCode != c.status || (c.field != "" && e.Field != c.field) {
			t.Errorf("PUT %s %v: %d %s, want %d on %q", c.path, c.body, resp.StatusCode, body, c.status, c.field)
		}
	}
	if s.Revision(id) != rev {
		t.Fatal("a refused change changed the tournament")
	}
	s.Expect(s.Anon, "PUT", path+"2", map[string]any{"handicap": 1}, http.StatusUnauthorized, nil)
	after := round()
	if after.Games[1] != before.Games[1] || after.Games[2] != before.Games[2] {
		t.Fatalf("other tables changed: %+v", after.Games)
	}
}

// Changes of one game from two servers at once (two processes on one database), while the
// result is entered again and again: a 200 means stored, a refusal is 409 on "revision",
// and the result acknowledged last is the game's.
func TestAPIUpdateGameTwoServers(t *testing.T) {
	s := newTestServer(t)
	s2 := &testServer{s.SecondServer()}
	id := int(webtest.SeedRound(t, s.DB, 2))
	path := fmt.Sprintf("/api/tournaments/%d/rounds/1/games/1", id)
	conflicts := 0
	for i := range 20 {
		edits := []struct {
			via   *testServer
			field string
			value any
		}{{s, "handicap", i % 10}, {s2, "komi", float64(i%20) / 2}}
		status := make([]int, len(edits))
		result := []string{"w", "b", "both-lose"}[i%3] // no jigo: the komi changes meanwhile
		var wg sync.WaitGroup
		for k, e := range edits {
			wg.Go(func() {
				resp, body := e.via.Do(e.via.Director, "PUT", path, map[string]any{e.field: e.value})
				status[k] = resp.StatusCode
				if resp.StatusCode == http.StatusConflict {
					var er app.ErrorJSON
					if json.Unmarshal(body, &er) != nil || er.Field != "revision" {
						t.Errorf("conflict without the revision named: %s", body)
					}
				} else if resp.StatusCode != http.StatusOK {
					t.Errorf("PUT %s: %d %s", path, resp.StatusCode, body)
				}
			})
		}
		wg.Go(func() {
			s2.Expect(s2.Director, "PUT", path+"/result", map[string]string{"result": result}, http.StatusOK, nil)
		})
		wg.Wait()
		var r api.RoundJSON
		s.Expect(s.Anon, "GET", fmt.Sprintf("/api/tournaments/%d/rounds/1/pairing", id), nil, http.StatusOK, &r)
		g := r.Games[0]
		if g.Result != result {
			t.Fatalf("change %d: result %s, want %s acknowledged last", i, g.Result, result)
		}
		if status[0] == http.StatusOK && g.Handicap != i%10 {
			t.Fatalf("change %d: handicap %d acknowledged but stored %d", i, i%10, g.Handicap)
		}
		if status[1] == http.StatusOK && g.Komi != float64(i%20)/2 {
			t.Fatalf("change %d: komi %v acknowledged but stored %v", i, float64(i%20)/2, g.Komi)
		}
		for _, st := range status {
			if st == http.StatusConflict {
				conflicts++
			}
		}
	}
	t.Logf("%d of 40 changes refused with 409, none lost", conflicts)
}

// The director changes handicaps on one server with the form, from pages loaded before,
// while results are entered and corrected through a second server on the same database (a
// second process): every result acknowledged last stays, every handicap is stored.
func TestHandicapFormKeepsResultsOfAnotherServer(t *testing.T) {
	s := newTestServer(t)
	s2 := &testServer{s.SecondServer()}
	const tables = 8
	id := int(webtest.SeedRound(t, s.DB, tables))
	last := make([]string, tables+1)
	var wg sync.WaitGroup
	for table := 1; table <= tables; table++ {
		wg.Go(func() {
			for i := range 6 {
				r := []string{"w", "b"}[(table+i)%2]
				resp, body := s2.Do(s2.Director, "PUT", fmt.Sprintf("/api/tournaments/%d/rounds/1/games/%d/result", id, table),
					map[string]string{"result": r})
				if resp.StatusCode != http.StatusOK {
					t.Errorf("table %d: %d %s", table, resp.StatusCode, body)
					return
				}
				last[table] = r
			}
		})
	}
	handicap := make([]int, tables+1)
	for i := range 3 * tables {
		table := 1 + i%tables
		h := 2 + i%7
		resp, body := s.DirPost(fmt.Sprintf("/director/tournaments/%d/rounds/1/games/%d/handicap", id, table),
			url.Values{"handicap": {fmt.Sprint(h)}, "komi": {"0.5"}})
		if resp.StatusCode != http.StatusSeeOther {
			t.Fatalf("handicap form: %d %s", resp.StatusCode, body)
		}
		for _, c := range resp.Cookies() {
			if f := decodeFlash(c.Value); c.Name == director.FlashCookie && f.Kind == "error" {
				t.Fatalf("handicap form refused: %s", f.Text)
			}
		}
		handicap[table] = h
	}
	wg.Wait()
	for _, g := range s.DirLoad(id).RoundGames(1) {
		if g.Result.String() != last[g.Table] || g.Handicap != handicap[g.Table] || g.Komi != 1 {
			t.Errorf("table %d: %s handicap %d komi %d, want %s handicap %d komi 1", g.Table, g.Result, g.Handicap, g.Komi,
				last[g.Table], handicap[g.Table])
		}
	}
}

// decodeFlash reads the flash cookie's message.
func decodeFlash(v string) director.DirFlash {
	var f director.DirFlash
	b, _ := base64.RawURLEncoding.DecodeString(v)
	json.Unmarshal(b, &f)
	return f
}
