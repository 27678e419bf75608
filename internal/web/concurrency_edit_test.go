package web_test

import (
	"fmt"
	"net/http"
	"net/url"
	"sync"
	"testing"

	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
)

// TestConcurrentPartialUpdates sends, at once, two PUTs for each player and two for the
// tournament, each changing another field: every acknowledged change persists (a PUT reads
// the stored fields and writes them back with its own; two at once must not undo each other).
func TestConcurrentPartialUpdates(t *testing.T) {
	s := newTestServer(t)
	id, players := s.CreateTournament("Partial", 30)
	api := fmt.Sprintf("/api/tournaments/%d", id)
	var wg sync.WaitGroup
	put := func(path string, body map[string]any) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if resp, b := s.Do(s.SessionClient(), "PUT", path, body); resp.StatusCode != http.StatusOK {
				t.Errorf("PUT %s: %d %s", path, resp.StatusCode, b)
			}
		}()
	}
	for i, pid := range players {
		put(fmt.Sprintf("%s/players/%d", api, pid), map[string]any{"club": fmt.Sprint("Club", i)})
		put(fmt.Sprintf("%s/players/%d", api, pid), map[string]any{"first_name": fmt.Sprint("First", i)})
	}
	put(api, map[string]any{"place": "Brno"})
	put(api, map[string]any{"director": "Novák"})
	wg.Wait()
	var list []app.PlayerJSON
	s.Expect(s.Anon, "GET", api+"/players", nil, http.StatusOK, &list)
	for i, p := range list {
		if p.Club != fmt.Sprint("Club", i) || p.FirstName != fmt.Sprint("First", i) {
			t.Errorf("player %d: club %q, first name %q: a change was lost", p.ID, p.Club, p.FirstName)
		}
	}
	var st app.SettingsJSON
	s.Expect(s.Anon, "GET", api, nil, http.StatusOK, &st)
	if st.Place != "Brno" || st.Director != "Novák" {
		t.Errorf("tournament: place %q, director %q: a change was lost", st.Place, st.Director)
	}
}

// TestResultsSurviveRoundEdits enters results while the director changes the same round by
// hand (colours at another table, again and again): an edit rewrites the round it read, and
// must not drop a result stored after it read it.
func TestResultsSurviveRoundEdits(t *testing.T) {
	const results, edits = 60, 60
	s := newTestServer(t)
	id, _ := s.CreateTournament("Edits", 2*(results+1))
	api := fmt.Sprintf("/api/tournaments/%d", id)
	s.Expect(s.Director, "POST", api+"/rounds/1/pairing", nil, http.StatusCreated, nil)
	token := s.CSRFToken(s.Director)
	var wg sync.WaitGroup
	wg.Add(2)
	go func() {
		defer wg.Done()
		c := s.SessionClient()
		for table := 1; table <= results; table++ {
			path := fmt.Sprintf("%s/rounds/1/games/%d/result", api, table)
			if resp, b := s.Do(c, "PUT", path, map[string]string{"result": resultFor(table)}); resp.StatusCode != http.StatusOK {
				t.Errorf("PUT %s: %d %s", path, resp.StatusCode, b)
			}
		}
	}()
	go func() {
		defer wg.Done()
		c := s.SessionClient()
		c.CheckRedirect = func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }
		path := fmt.Sprintf("/director/tournaments/%d/rounds/1/games/%d/colours", id, results+1)
		for range edits {
			resp, b := s.Do(c, "POST", path, url.Values{app.CSRFField: {token}}.Encode(), "Content-Type", "application/x-www-form-urlencoded")
			if resp.StatusCode != http.StatusSeeOther {
				t.Errorf("POST %s: %d %s", path, resp.StatusCode, b)
			}
		}
	}()
	wg.Wait()
	for _, g := range s.DirLoad(id).RoundGames(1) {
		if g.Table <= results {
			if want, _ := tournament.ParseResult(resultFor(g.Table)); g.Result != want {
				t.Errorf("table %d: result %v, want %v: an acknowledged result was lost", g.Table, g.Result, want)
			}
		}
	}
}
