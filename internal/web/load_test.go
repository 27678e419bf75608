package web_test

import (
	"context"
	"fmt"
	"net/url"
	"testing"
	"time"

	"github.com/hoshi-go/hoshi/internal/loadtest"
	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// The load tests measure the figures of docs/PERFORMANCE.md. They run only when asked:
//
//	HOSHI_LOAD=1 go test -run TestLoad -v ./internal/web
//
// Client and server share the machine over loopback (127.0.0.1); every run is bounded in
// requests and in time. The load client is package loadtest's, shared with cmd/hoshi's
// throughput tests.

// seedPlayed stores a tournament of n players with rounds paired by hoshi's own pairing and
// results decided by rank (the stronger wins; equal ranks: White): loadtest.Played.
func seedPlayed(t *testing.T, db *store.DB, n, rounds int) (store.TournamentID, *tournament.Tournament) {
	t.Helper()
	tt := loadtest.Played(t, "Load", n, rounds, rounds)
	id, err := db.ImportTournament(context.Background(), tt)
	if err != nil {
		t.Fatal(err)
	}
	return id, tt
}

// loadSeries runs a series of requests from workers and logs its throughput and latencies.
func loadSeries(t *testing.T, workers, count int, limit time.Duration, do func(i int) error) {
	t.Helper()
	st := loadtest.Measure(t, workers, count, limit, do)
	t.Logf("%d workers: %v (load average %s)", workers, st, loadtest.LoadAverage())
}

// TestLoadStandings: the public standings of a 500-player tournament after 5 rounds; every
// answer is checked (one line per player, each once, places in order).
func TestLoadStandings(t *testing.T) {
	loadtest.Only(t)
	s := newTestServer(t)
	t0 := time.Now()
	id, tt := seedPlayed(t, s.DB, 500, 5)
	t.Logf("seeded 500 players, 5 rounds in %v", time.Since(t0).Round(time.Millisecond))
	check := &loadtest.Checker{Check: loadtest.StandingsJSON(tt, 5)}
	target := fmt.Sprintf("%s/api/tournaments/%d/standings?round=5", s.TS.URL, id)
	t0 = time.Now()
	if err := loadtest.Get(check, target); err != nil {
		t.Fatal(err)
	}
	t.Logf("first request (computes the standings): %v", time.Since(t0).Round(time.Microsecond))
	loadSeries(t, 16, 20000, 30*time.Second, func(int) error { return loadtest.Get(check, target) })
}

// TestLoadStandingsPage: the public standings page (HTML) of the same tournament, as a
// phone asks for it the first time (gzip accepted, no ETag: the full page every time).
func TestLoadStandingsPage(t *testing.T) {
	loadtest.Only(t)
	s := newTestServer(t)
	id, _ := seedPlayed(t, s.DB, 500, 5)
	check := &loadtest.Checker{Check: loadtest.CountLines(`<tr id="p`, 500)}
	target := fmt.Sprintf("%s/tournaments/%d/standings", s.TS.URL, id)
	t0 := time.Now()
	if err := loadtest.Get(check, target); err != nil {
		t.Fatal(err)
	}
	t.Logf("first request (renders the page): %v", time.Since(t0).Round(time.Microsecond))
	loadSeries(t, 16, 20000, 30*time.Second, func(int) error { return loadtest.Get(check, target) })
}

// TestLoadResults: 50 clients enter 1250 distinct results (5 rounds of 250 games) at once.
func TestLoadResults(t *testing.T) {
	loadtest.Only(t)
	const games, rounds, clients = 250, 5, 50
	s := newTestServer(t)
	id := webtest.SeedRound(t, s.DB, games)
	ctx := context.Background()
	tt, _, _ := s.DB.LoadTournament(ctx, id)
	for r := 2; r <= rounds; r++ {
		round := make([]tournament.Game, games)
		for i := range round {
			round[i] = tournament.Game{Round: r, Table: i + 1, White: tt.Players[i].ID, Black: tt.Players[(i+r*7)%games+games].ID, Komi: 13}
		}
		if err := webtest.SaveRound(ctx, s.DB, id, r, round, 0); err != nil {
			t.Fatal(err)
		}
	}
	u, _ := url.Parse(s.TS.URL)
	var session string
	for _, c := range s.Director.Jar.Cookies(u) {
		if c.Name == app.SessionCookie {
			session = c.Value
		}
	}
	if session == "" {
		t.Fatal("the director's client has no session")
	}
	loadSeries(t, clients, games*rounds, 30*time.Second, func(i int) error {
		round, table := i/games+1, i%games+1
		return loadtest.Send("PUT", fmt.Sprintf("%s/api/tournaments/%d/rounds/%d/games/%d/result", s.TS.URL, id, round, table),
			fmt.Sprintf(`{"result":%q}`, resultFor(table)), app.SessionCookie, session)
	})
	tt, _, _ = s.DB.LoadTournament(ctx, id)
	for _, g := range tt.Games {
		if g.Result.String() != resultFor(g.Table) {
			t.Fatalf("round %d table %d: %s, want %s", g.Round, g.Table, g.Result, resultFor(g.Table))
		}
	}
	changes, _ := s.DB.ResultChanges(ctx, id)
	if len(changes) != games*rounds {
		t.Fatalf("%d audit lines, want %d", len(changes), games*rounds)
	}
	t.Logf("all %d results stored once", len(changes))
}
