package web

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"os"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/hoshi-go/hoshi/internal/pairing"
	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// The load tests measure the figures of docs/PERFORMANCE.md. They run only when asked:
//
//	HOSHI_LOAD=1 go test -run TestLoad -v ./internal/web
//
// Client and server share the machine over loopback (127.0.0.1); every run is bounded in
// requests and in time.
func loadTest(t *testing.T) {
	if os.Getenv("HOSHI_LOAD") == "" {
		t.Skip("set HOSHI_LOAD=1 to run the load tests")
	}
}

// seedPlayed stores a tournament of n players with rounds paired by hoshi's own pairing and
// results decided by rank (the stronger wins; equal ranks: White).
func seedPlayed(t *testing.T, db *store.DB, n, rounds int) store.TournamentID {
	ctx := context.Background()
	s := tournament.DefaultSettings()
	s.Name = "Load"
	id, err := db.CreateTournament(ctx, s)
	if err != nil {
		t.Fatal(err)
	}
	for i := range n {
		p := tournament.Player{Name: fmt.Sprintf("Player%04d", i), FirstName: "Load", Rank: rank.Rank(-30 + (i*47)%38),
			Club: fmt.Sprintf("C%d", i%40), Country: []string{"CZ", "FR", "DE", "JP", "KR"}[i%5]}
		if _, err := db.AddPlayer(ctx, id, p); err != nil {
			t.Fatal(err)
		}
	}
	for r := 1; r <= rounds; r++ {
		tt, _, err := db.LoadTournament(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		res, err := pairing.Pair(tt, r, pairing.Options{})
		if err != nil {
			t.Fatal(err)
		}
		for i := range res.Games {
			g := &res.Games[i]
			g.Result = tournament.WhiteWins
			if tt.Player(g.Black).Rank > tt.Player(g.White).Rank {
				g.Result = tournament.BlackWins
			}
		}
		if err := db.SaveRound(ctx, id, r, res.Games, res.Bye); err != nil {
			t.Fatal(err)
		}
	}
	return id
}

// load runs requests from workers until count requests are done or limit has passed, and
// reports the throughput and latency percentiles.
func load(t *testing.T, workers, count int, limit time.Duration, do func(i int) error) {
	var (
		next    atomic.Int64
		mu      sync.Mutex
		lat     []time.Duration
		errs    atomic.Int64
		wg      sync.WaitGroup
		start   = time.Now()
		stopped = start.Add(limit)
	)
	for range workers {
		wg.Go(func() {
			mine := make([]time.Duration, 0, count/workers+1)
			for {
				i := int(next.Add(1)) - 1
				if i >= count || time.Now().After(stopped) {
					break
				}
				t0 := time.Now()
				if err := do(i); err != nil {
					if errs.Add(1) == 1 {
						t.Errorf("request %d: %v", i, err)
					}
				}
				mine = append(mine, time.Since(t0))
			}
			mu.Lock()
			lat = append(lat, mine...)
			mu.Unlock()
		})
	}
	wg.Wait()
	elapsed := time.Since(start)
	slices.Sort(lat)
	pct := func(p float64) time.Duration { return lat[min(len(lat)-1, int(float64(len(lat))*p))] }
	t.Logf("%d requests, %d workers, %.2fs: %.0f req/s; latency p50 %v, p99 %v, max %v; %d errors",
		len(lat), workers, elapsed.Seconds(), float64(len(lat))/elapsed.Seconds(),
		pct(0.50).Round(time.Microsecond), pct(0.99).Round(time.Microsecond), lat[len(lat)-1].Round(time.Microsecond), errs.Load())
}

// get fetches url as a phone does: asking for gzip and leaving the decompression to the
// client's side (Go's transport would otherwise decompress here, on the server's cores).
func get(client *http.Client, url string) error {
	req, err := http.NewRequest("GET", url, nil)
	if err != nil {
		return err
	}
	req.Header.Set("Accept-Encoding", "gzip")
	resp, err := client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if _, err := io.Copy(io.Discard, resp.Body); err != nil {
		return err
	}
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("status %d", resp.StatusCode)
	}
	return nil
}

// TestLoadStandings: the public standings of a 500-player tournament after 5 rounds.
func TestLoadStandings(t *testing.T) {
	loadTest(t)
	s := newTestServer(t)
	t0 := time.Now()
	id := seedPlayed(t, s.db, 500, 5)
	t.Logf("seeded 500 players, 5 rounds in %v", time.Since(t0).Round(time.Millisecond))
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 64}}
	url := fmt.Sprintf("%s/api/tournaments/%d/standings?round=5", s.ts.URL, id)
	t0 = time.Now()
	if err := get(client, url); err != nil {
		t.Fatal(err)
	}
	t.Logf("first request (computes the standings): %v", time.Since(t0).Round(time.Microsecond))
	load(t, 16, 20000, 30*time.Second, func(int) error { return get(client, url) })
}

// TestLoadStandingsPage: the public standings page (HTML) of the same tournament, as a
// phone asks for it the first time (gzip accepted, no ETag: the full page every time).
func TestLoadStandingsPage(t *testing.T) {
	loadTest(t)
	s := newTestServer(t)
	id := seedPlayed(t, s.db, 500, 5)
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 64}}
	url := fmt.Sprintf("%s/tournaments/%d/standings", s.ts.URL, id)
	t0 := time.Now()
	if err := get(client, url); err != nil {
		t.Fatal(err)
	}
	t.Logf("first request (renders the page): %v", time.Since(t0).Round(time.Microsecond))
	load(t, 16, 20000, 30*time.Second, func(int) error { return get(client, url) })
}

// TestLoadResults: 50 clients enter 1250 distinct results (5 rounds of 250 games) at once.
func TestLoadResults(t *testing.T) {
	loadTest(t)
	const games, rounds, clients = 250, 5, 50
	s := newTestServer(t)
	id := seedRound(t, s.db, games)
	ctx := context.Background()
	tt, _, _ := s.db.LoadTournament(ctx, id)
	for r := 2; r <= rounds; r++ {
		round := make([]tournament.Game, games)
		for i := range round {
			round[i] = tournament.Game{Round: r, Table: i + 1, White: tt.Players[i].ID, Black: tt.Players[(i+r*7)%games+games].ID, Komi: 13}
		}
		if err := s.db.SaveRound(ctx, id, r, round, 0); err != nil {
			t.Fatal(err)
		}
	}
	cs := make([]*http.Client, clients)
	for i := range cs {
		cs[i] = s.sessionClient()
	}
	var worker atomic.Int64
	load(t, clients, games*rounds, 30*time.Second, func(i int) error {
		client := cs[int(worker.Add(1))%clients]
		round, table := i/games+1, i%games+1
		body := fmt.Sprintf(`{"result":%q}`, resultFor(table))
		req, _ := http.NewRequest("PUT", fmt.Sprintf("%s/api/tournaments/%d/rounds/%d/games/%d/result", s.ts.URL, id, round, table), strings.NewReader(body))
		resp, err := client.Do(req)
		if err != nil {
			return err
		}
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			return fmt.Errorf("status %d", resp.StatusCode)
		}
		return nil
	})
	tt, _, _ = s.db.LoadTournament(ctx, id)
	for _, g := range tt.Games {
		if g.Result.String() != resultFor(g.Table) {
			t.Fatalf("round %d table %d: %s, want %s", g.Round, g.Table, g.Result, resultFor(g.Table))
		}
	}
	changes, _ := s.db.ResultChanges(ctx, id)
	if len(changes) != games*rounds {
		t.Fatalf("%d audit lines, want %d", len(changes), games*rounds)
	}
	t.Logf("all %d results stored once", len(changes))
}
