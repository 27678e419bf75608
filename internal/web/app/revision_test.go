package app_test

import (
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"

	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// Two servers on one database (the director's laptop and a second one at the desk) do not
// share the lock that serialises a tournament's changes inside one process. A player changed
// from both at once must never lose a change that was acknowledged: one of the two may be
// refused with 409 and made again, but a 200 means the change is stored.
func TestTwoServersNeverLoseAnAcknowledgedChange(t *testing.T) {
	s := newTestServer(t)
	other, err := web.New(s.DB, web.Config{Defaults: tournament.DefaultSettings(), Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		t.Fatal(err)
	}
	ts2 := httptest.NewServer(other.Handler())
	t.Cleanup(ts2.Close)
	s2 := &testServer{&webtest.Server{T: t, DB: s.DB, App: other, TS: ts2, Director: webtest.NewClient(), Anon: webtest.NewClient()}}
	s2.Expect(s2.Director, "POST", "/api/session", map[string]string{"password": webtest.TestPassword}, http.StatusOK, nil)

	id, players := s.CreateTournament("Two desks", 40)
	conflicts, changes := 0, 0
	for i, pid := range players {
		path := fmt.Sprintf("/api/tournaments/%d/players/%d", id, pid)
		// Four changes of four different fields at once, two through each server.
		edits := []struct {
			via   *testServer
			field string
			value any
		}{
			{s, "club", fmt.Sprintf("Club%d", i)},
			{s2, "rating", 1000 + i},
			{s, "egd_pin", fmt.Sprintf("%08d", 10000000+i)},
			{s2, "first_name", fmt.Sprintf("First%d", i)},
		}
		status := make([]int, len(edits))
		var wg sync.WaitGroup
		for k, e := range edits {
			wg.Add(1)
			go func() {
				defer wg.Done()
				resp, body := e.via.Do(e.via.Director, "PUT", path, map[string]any{e.field: e.value})
				status[k] = resp.StatusCode
				if resp.StatusCode == http.StatusConflict {
					var er app.ErrorJSON
					if json.Unmarshal(body, &er) != nil || er.Field != "revision" {
						t.Errorf("conflict without the revision named: %s", body)
					}
				} else if resp.StatusCode != http.StatusOK {
					t.Errorf("PUT %s %s: status %d: %s", path, e.field, resp.StatusCode, body)
				}
			}()
		}
		wg.Wait()
		var got map[string]any
		s.Expect(s.Anon, "GET", path, nil, http.StatusOK, &got)
		for k, e := range edits {
			changes++
			if status[k] == http.StatusConflict {
				conflicts++
				continue
			}
			if fmt.Sprint(got[e.field]) != fmt.Sprint(e.value) {
				t.Errorf("player %d: %s change acknowledged but lost (%v, want %v)", pid, e.field, got[e.field], e.value)
			}
		}
	}
	t.Logf("%d of %d changes refused with 409, none lost", conflicts, changes)
}
