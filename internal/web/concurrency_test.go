package web_test

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"

	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// resultFor is the result entered at a table, so that a lost or misplaced write shows (no
// jigo: the test tournaments' komi is 6.5).
func resultFor(table int) string { return []string{"w", "b", "both-win"}[table%3] }

// TestConcurrentResults enters 200 results from 50 clients at once over real HTTP: every one
// is acknowledged, stored once, at its own table, with one audit line each.
func TestConcurrentResults(t *testing.T) {
	const games, clients = 200, 50
	s := newTestServer(t)
	id := webtest.SeedRound(t, s.DB, games)

	tables := make(chan int, games)
	for i := 1; i <= games; i++ {
		tables <- i
	}
	close(tables)
	var (
		wg     sync.WaitGroup
		mu     sync.Mutex
		failed []string
	)
	for range clients {
		client := s.SessionClient()
		wg.Go(func() {
			for table := range tables {
				body := fmt.Sprintf(`{"result":%q}`, resultFor(table))
				req, _ := http.NewRequest("PUT", fmt.Sprintf("%s/api/tournaments/%d/rounds/1/games/%d/result", s.TS.URL, id, table), strings.NewReader(body))
				resp, err := client.Do(req)
				if err == nil {
					resp.Body.Close()
				}
				if err != nil || resp.StatusCode != http.StatusOK {
					mu.Lock()
					failed = append(failed, fmt.Sprintf("table %d: %v %v", table, err, resp))
					mu.Unlock()
				}
			}
		})
	}
	wg.Wait()
	if len(failed) > 0 {
		t.Fatalf("%d results refused: %v", len(failed), failed[:min(5, len(failed))])
	}

	tt, _, err := s.DB.LoadTournament(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range tt.Games {
		if g.Result.String() != resultFor(g.Table) {
			t.Errorf("table %d: result %s, want %s", g.Table, g.Result, resultFor(g.Table))
		}
	}
	changes, err := s.DB.ResultChanges(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	perTable := map[int]int{}
	for _, c := range changes {
		perTable[c.Table]++
	}
	if len(changes) != games || len(perTable) != games {
		t.Fatalf("%d audit lines over %d tables, want %d each", len(changes), len(perTable), games)
	}
}
