package main

import (
	"bytes"
	"compress/gzip"
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/hoshi-go/hoshi/internal/pairing"
	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/store/storetest"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// The throughput tests measure the figures of docs/PERFORMANCE.md ("Federation server") over
// HTTP against real `hoshi serve` processes (the test binary run as hoshi, see execEnv), on
// SQLite and, when HOSHI_TEST_POSTGRES is set, on PostgreSQL. They run only when asked:
//
//	HOSHI_LOAD=1 HOSHI_TEST_POSTGRES=postgres://... go test -count=1 -run 'TestThroughput|TestManyTournaments' -v ./cmd/hoshi
//
// Client and servers share the machine over loopback; every run is bounded in requests and
// in time. Besides timing, each run checks every answer and, after the results, the store.
func loadOnly(t *testing.T) {
	t.Helper()
	if os.Getenv("HOSHI_LOAD") == "" {
		t.Skip("set HOSHI_LOAD=1 to run the load tests")
	}
}

// envInt reads a size from the environment, def when unset.
func envInt(t *testing.T, name string, def int) int {
	t.Helper()
	v := os.Getenv(name)
	if v == "" {
		return def
	}
	n, err := strconv.Atoi(v)
	if err != nil || n <= 0 {
		t.Fatalf("%s=%q: want a positive number", name, v)
	}
	return n
}

// loadSetup is one database with the number of hoshi serve processes that share it.
type loadSetup struct {
	name      string
	dsn       string
	processes int
}

// loadSetups are the rows of the tables: SQLite with one process always, PostgreSQL with one
// and with three when the tests have a PostgreSQL database (each its own schema).
func loadSetups(t *testing.T, pgProcesses ...int) []loadSetup {
	setups := []loadSetup{{"SQLite, 1 process", storetest.SQLite(t), 1}}
	if storetest.PostgresURL() == "" {
		t.Logf("%s is not set: SQLite only", storetest.Env)
		return setups
	}
	for _, n := range pgProcesses {
		name := fmt.Sprintf("PostgreSQL, %d process", n)
		if n > 1 {
			name += "es"
		}
		setups = append(setups, loadSetup{name, storetest.NewPostgres(t), n})
	}
	return setups
}

// startProcesses starts n hoshi serve processes on dsn, killed when t ends.
func startProcesses(t *testing.T, dsn string, n int) []*serveProcess {
	procs := make([]*serveProcess, n)
	for i := range procs {
		procs[i] = &serveProcess{t: t, addr: freeAddr(t), dsn: dsn}
		procs[i].start()
		p := procs[i]
		t.Cleanup(p.kill)
	}
	return procs
}

// playedTournament is a tournament of n players (ids 1..n) with rounds paired by hoshi's own
// pairing and results decided by rank (the stronger wins; equal ranks: White), as the load
// tests of internal/web seed theirs.
func playedTournament(t testing.TB, name string, n, rounds, of int) *tournament.Tournament {
	t.Helper()
	s := tournament.DefaultSettings()
	s.Name = name
	s.Rounds = of
	tt := &tournament.Tournament{Settings: s}
	for i := range n {
		tt.Players = append(tt.Players, tournament.Player{ID: tournament.PlayerID(i + 1),
			Name: fmt.Sprintf("Player%04d", i), FirstName: "Load", Rank: rank.Rank(-30 + (i*47)%38),
			Club: fmt.Sprintf("C%d", i%40), Country: []string{"CZ", "FR", "DE", "JP", "KR"}[i%5]})
	}
	for r := 1; r <= rounds; r++ {
		res, err := pairing.Pair(tt, r, pairing.Options{})
		if err != nil {
			t.Fatal(err)
		}
		for _, g := range res.Games {
			g.Result = tournament.WhiteWins
			if tt.Player(g.Black).Rank > tt.Player(g.White).Rank {
				g.Result = tournament.BlackWins
			}
			tt.Games = append(tt.Games, g)
		}
		if res.Bye != 0 {
			tt.Byes = append(tt.Byes, tournament.Bye{Round: r, Player: res.Bye})
		}
	}
	return tt
}

// stats are the latencies of one series of requests.
type stats struct {
	n, errors int
	elapsed   time.Duration
	lat       []time.Duration // sorted
}

func (s stats) perSecond() float64 { return float64(s.n) / s.elapsed.Seconds() }

func (s stats) pct(p float64) time.Duration {
	if len(s.lat) == 0 {
		return 0
	}
	return s.lat[min(len(s.lat)-1, int(float64(len(s.lat))*p))]
}

func (s stats) max() time.Duration {
	if len(s.lat) == 0 {
		return 0
	}
	return s.lat[len(s.lat)-1]
}

func (s stats) String() string {
	return fmt.Sprintf("%d requests in %.2fs: %.0f/s; p50 %v, p99 %v, max %v; %d errors", s.n, s.elapsed.Seconds(),
		s.perSecond(), ms(s.pct(0.5)), ms(s.pct(0.99)), ms(s.max()), s.errors)
}

// ms writes a duration in milliseconds with two decimals.
func ms(d time.Duration) string { return fmt.Sprintf("%.2f ms", float64(d)/float64(time.Millisecond)) }

// measure runs request i = 0, 1, ... from workers until count are done or limit has passed.
// The first error fails t; all are counted.
func measure(t *testing.T, workers, count int, limit time.Duration, do func(i int) error) stats {
	t.Helper()
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
				err := do(i)
				mine = append(mine, time.Since(t0))
				if err != nil && errs.Add(1) == 1 {
					t.Errorf("request %d: %v", i, err)
				}
			}
			mu.Lock()
			lat = append(lat, mine...)
			mu.Unlock()
		})
	}
	wg.Wait()
	s := stats{n: len(lat), errors: int(errs.Load()), elapsed: time.Since(start), lat: lat}
	slices.Sort(s.lat)
	return s
}

var loadClient = &http.Client{Timeout: 60 * time.Second,
	Transport: &http.Transport{MaxIdleConns: 256, MaxIdleConnsPerHost: 64}}

// fetch asks for url as a phone does, gzip accepted and left compressed (Go's transport would
// otherwise decompress it on the machine the servers share), and returns the body as sent.
func fetch(url string) (body []byte, gzipped bool, err error) {
	req, err := http.NewRequest("GET", url, nil)
	if err != nil {
		return nil, false, err
	}
	req.Header.Set("Accept-Encoding", "gzip")
	resp, err := loadClient.Do(req)
	if err != nil {
		return nil, false, err
	}
	defer resp.Body.Close()
	body, err = io.ReadAll(resp.Body)
	if err != nil {
		return nil, false, err
	}
	if resp.StatusCode != http.StatusOK {
		return nil, false, fmt.Errorf("GET %s: status %d: %.200s", url, resp.StatusCode, body)
	}
	return body, resp.Header.Get("Content-Encoding") == "gzip", nil
}

// checker checks answers: a body seen before and found right is right again (compared byte
// for byte, cheap); a new one is decompressed and checked in full. Each process renders its
// own copy, and a page may differ between processes by its ETag-free parts only if at all.
type checker struct {
	check func(body []byte) error
	mu    sync.Mutex
	good  [][]byte
}

func (c *checker) verify(body []byte, gzipped bool) error {
	c.mu.Lock()
	for _, g := range c.good {
		if bytes.Equal(g, body) {
			c.mu.Unlock()
			return nil
		}
	}
	c.mu.Unlock()
	plain := body
	if gzipped {
		zr, err := gzip.NewReader(bytes.NewReader(body))
		if err != nil {
			return err
		}
		if plain, err = io.ReadAll(zr); err != nil {
			return err
		}
	}
	if err := c.check(plain); err != nil {
		return err
	}
	c.mu.Lock()
	if len(c.good) < 64 {
		c.good = append(c.good, body)
	}
	c.mu.Unlock()
	return nil
}

// getChecked fetches url and checks the answer with c.
func getChecked(c *checker, url string) error {
	body, gz, err := fetch(url)
	if err != nil {
		return err
	}
	if err := c.verify(body, gz); err != nil {
		return fmt.Errorf("GET %s: %w", url, err)
	}
	return nil
}

// countLines checks that an HTML page holds want elements starting with marker.
func countLines(marker string, want int) func([]byte) error {
	return func(b []byte) error {
		if n := bytes.Count(b, []byte(marker)); n != want {
			return fmt.Errorf("%d lines %q, want %d", n, marker, want)
		}
		return nil
	}
}

// standingsJSONCheck checks the JSON standings after round: one line per player of t, each
// player once, places from 1 and never decreasing.
func standingsJSONCheck(t *tournament.Tournament, round int) func([]byte) error {
	return func(b []byte) error {
		var st struct {
			Round     int `json:"round"`
			Standings []struct {
				Place int    `json:"place"`
				Name  string `json:"name"`
			} `json:"standings"`
		}
		if err := json.Unmarshal(b, &st); err != nil {
			return err
		}
		if st.Round != round || len(st.Standings) != len(t.Players) {
			return fmt.Errorf("standings after round %d with %d lines, want round %d and %d lines", st.Round, len(st.Standings), round, len(t.Players))
		}
		seen := map[string]bool{}
		for i, l := range st.Standings {
			if seen[l.Name] || l.Place < 1 || (i > 0 && l.Place < st.Standings[i-1].Place) || (i == 0 && l.Place != 1) {
				return fmt.Errorf("line %d: %s placed %d (repeated or out of order)", i+1, l.Name, l.Place)
			}
			seen[l.Name] = true
		}
		for i := range t.Players {
			if !seen[t.Players[i].Name] {
				return fmt.Errorf("%s is missing", t.Players[i].Name)
			}
		}
		return nil
	}
}

// pairingJSONCheck checks the JSON pairing of round: t's games of that round, table by table.
func pairingJSONCheck(t *tournament.Tournament, round int) func([]byte) error {
	want := t.RoundGames(round)
	return func(b []byte) error {
		var r struct {
			Round int `json:"round"`
			Games []struct {
				Table     int    `json:"table"`
				WhiteName string `json:"white_name"`
				BlackName string `json:"black_name"`
				Result    string `json:"result"`
			} `json:"games"`
		}
		if err := json.Unmarshal(b, &r); err != nil {
			return err
		}
		if r.Round != round || len(r.Games) != len(want) {
			return fmt.Errorf("round %d with %d games, want round %d with %d", r.Round, len(r.Games), round, len(want))
		}
		for i, g := range r.Games {
			w := want[i]
			if g.Table != w.Table || g.WhiteName != t.Player(w.White).FullName() || g.BlackName != t.Player(w.Black).FullName() || g.Result != w.Result.String() {
				return fmt.Errorf("table %d: %s - %s %s, want %s - %s %s", g.Table, g.WhiteName, g.BlackName, g.Result,
					t.Player(w.White).FullName(), t.Player(w.Black).FullName(), w.Result)
			}
		}
		return nil
	}
}

// throughputRow is one line of TestThroughput's table.
type throughputRow struct {
	setup                    loadSetup
	results, standings, page stats
}

// TestThroughput measures, side by side in one run, on SQLite with one hoshi serve process
// and on PostgreSQL with one and with three: results entered per second by 50 clients (1250
// results, 5 rounds of 250 games, each request to the next process in turn as a round-robin
// proxy sends them) and public standings of 500 players after 5 rounds, JSON and HTML page,
// asked by 16 clients. Every result acknowledged is then read back from the store with its
// one audit line; every standings answer is 200 with one line per player.
func TestThroughput(t *testing.T) {
	loadOnly(t)
	const (
		players, rounds = 500, 5
		games           = players / 2 * rounds
		resultClients   = 50
		readClients     = 16
	)
	requests := envInt(t, "HOSHI_LOAD_REQUESTS", 20000)
	ctx := context.Background()
	t0 := time.Now()
	played := playedTournament(t, "Throughput standings", players, rounds, rounds)
	t.Logf("paired %d players, %d rounds in memory in %v", players, rounds, time.Since(t0).Round(time.Millisecond))
	// The results' tournament: the same rounds, no result yet.
	blank := *played
	blank.Settings.Name = "Throughput results"
	blank.Games = slices.Clone(played.Games)
	for i := range blank.Games {
		blank.Games[i].Result = tournament.Unknown
	}
	want := func(round, table int) string { return []string{"w", "b", "="}[(round+table)%3] }

	var rows []throughputRow
	for _, su := range loadSetups(t, 1, 3) {
		t.Logf("--- %s", su.name)
		db, err := store.Open(ctx, su.dsn)
		if err != nil {
			t.Fatal(err)
		}
		if err := db.SetPassword(ctx, multiPassword); err != nil {
			t.Fatal(err)
		}
		t0 := time.Now()
		standingsID, err := db.ImportTournament(ctx, played)
		if err != nil {
			t.Fatal(err)
		}
		resultsID, err := db.ImportTournament(ctx, &blank)
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("seeded two tournaments of %d players and %d games in %v", players, games, time.Since(t0).Round(time.Millisecond))
		procs := startProcesses(t, su.dsn, su.processes)
		session := multiLogin(t, procs[0].addr)
		row := throughputRow{setup: su}

		row.results = measure(t, resultClients, games, 60*time.Second, func(i int) error {
			round, table := i/(players/2)+1, i%(players/2)+1
			url := fmt.Sprintf("http://%s/api/tournaments/%d/rounds/%d/games/%d/result", procs[i%len(procs)].addr, resultsID, round, table)
			req, _ := http.NewRequest("PUT", url, strings.NewReader(fmt.Sprintf(`{"result":%q}`, want(round, table))))
			req.Header.Set("Content-Type", "application/json")
			req.AddCookie(&http.Cookie{Name: "hoshi_session", Value: session})
			resp, err := loadClient.Do(req)
			if err != nil {
				return err
			}
			b, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			if resp.StatusCode != http.StatusOK {
				return fmt.Errorf("round %d table %d: status %d: %.200s", round, table, resp.StatusCode, b)
			}
			return nil
		})
		t.Logf("results: %v", row.results)
		if row.results.n != games {
			t.Errorf("%d results entered within the time limit, want %d", row.results.n, games)
		}
		stored, _, err := db.LoadTournament(ctx, resultsID)
		if err != nil {
			t.Fatal(err)
		}
		lost := 0
		for _, g := range stored.Games {
			if g.Result.String() != want(g.Round, g.Table) {
				if lost++; lost <= 5 {
					t.Errorf("round %d table %d: %s stored, %s entered", g.Round, g.Table, g.Result, want(g.Round, g.Table))
				}
			}
		}
		if len(stored.Games) != games || lost > 0 {
			t.Errorf("%d games, %d without the result entered", len(stored.Games), lost)
		}
		audit, err := db.ResultChanges(ctx, resultsID)
		if err != nil {
			t.Fatal(err)
		}
		if len(audit) != games {
			t.Errorf("%d audit lines, want one per result: %d", len(audit), games)
		}
		db.Close()

		jsonCheck := &checker{check: standingsJSONCheck(played, rounds)}
		pageCheck := &checker{check: countLines(`<tr id="p`, players)}
		// The first request of each process computes the standings; it is not counted.
		for _, p := range procs {
			if err := getChecked(jsonCheck, fmt.Sprintf("http://%s/api/tournaments/%d/standings?round=%d", p.addr, standingsID, rounds)); err != nil {
				t.Fatal(err)
			}
			if err := getChecked(pageCheck, fmt.Sprintf("http://%s/tournaments/%d/standings", p.addr, standingsID)); err != nil {
				t.Fatal(err)
			}
		}
		row.standings = measure(t, readClients, requests, 30*time.Second, func(i int) error {
			return getChecked(jsonCheck, fmt.Sprintf("http://%s/api/tournaments/%d/standings?round=%d", procs[i%len(procs)].addr, standingsID, rounds))
		})
		t.Logf("standings JSON: %v", row.standings)
		row.page = measure(t, readClients, requests, 30*time.Second, func(i int) error {
			return getChecked(pageCheck, fmt.Sprintf("http://%s/tournaments/%d/standings", procs[i%len(procs)].addr, standingsID))
		})
		t.Logf("standings page: %v", row.page)
		for _, p := range procs {
			p.kill()
		}
		rows = append(rows, row)
	}

	var b strings.Builder
	fmt.Fprintf(&b, "\n| setup | results/s | p99 | standings JSON req/s | p99 | standings page req/s | p99 |\n|---|---|---|---|---|---|---|\n")
	for _, r := range rows {
		fmt.Fprintf(&b, "| %s | %.0f | %s | %.0f | %s | %.0f | %s |\n", r.setup.name,
			r.results.perSecond(), ms(r.results.pct(0.99)), r.standings.perSecond(), ms(r.standings.pct(0.99)),
			r.page.perSecond(), ms(r.page.pct(0.99)))
	}
	t.Log(b.String())
}

// TestManyTournaments measures the pages a federation server answers most, on a database of
// 200 tournaments of 200 players (40,000 players; 3 rounds of 5 played, 60,000 games): the
// tournament list (`/` and `GET /api/tournaments`) and a public page of any tournament (its
// standings and a round's pairings, HTML and JSON), 4 clients at a time, each request for
// another tournament and round. The target is a p99 under 10 ms; the first request of each
// page after the start (the process's caches empty) is measured apart. Every answer is
// checked: the list has every tournament with its players, the standings every player, the
// pairings every game of the round.
//
// HOSHI_LOAD_TOURNAMENTS and HOSHI_LOAD_REQUESTS (per URL) change the sizes.
func TestManyTournaments(t *testing.T) {
	loadOnly(t)
	const players, played, rounds, clients = 200, 3, 5, 4
	n := envInt(t, "HOSHI_LOAD_TOURNAMENTS", 200)
	requests := envInt(t, "HOSHI_LOAD_REQUESTS", 2000)
	ctx := context.Background()
	model := playedTournament(t, "Model", players, played, rounds)

	for _, su := range loadSetups(t, 1) {
		t.Logf("--- %s", su.name)
		db, err := store.Open(ctx, su.dsn)
		if err != nil {
			t.Fatal(err)
		}
		t0 := time.Now()
		ids := make([]store.TournamentID, n)
		writers := 1 // SQLite writes one transaction at a time anyway
		if strings.HasPrefix(su.dsn, "postgres") {
			writers = 4
		}
		var wg sync.WaitGroup
		var next atomic.Int64
		for range writers {
			wg.Go(func() {
				for {
					k := int(next.Add(1)) - 1
					if k >= n || t.Failed() {
						return
					}
					tt := *model
					tt.Settings.Name = fmt.Sprintf("Tournament %03d", k)
					tt.Settings.Place = fmt.Sprintf("Town %d", k%37)
					tt.Settings.Begin = time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC).AddDate(0, 0, k)
					tt.Settings.End = tt.Settings.Begin.AddDate(0, 0, 1)
					// ImportTournament may write into the players (their names in NFC).
					tt.Players = slices.Clone(model.Players)
					id, err := db.ImportTournament(ctx, &tt)
					if err != nil {
						t.Error(err)
						return
					}
					ids[k] = id
				}
			})
		}
		wg.Wait()
		if t.Failed() {
			t.FailNow()
		}
		seeded := time.Since(t0)
		t.Logf("seeded %d tournaments, %d players, %d games in %v (writers: %d, one transaction per tournament)",
			n, n*players, n*len(model.Games), seeded.Round(time.Millisecond), writers)
		if strings.HasPrefix(su.dsn, "postgres") && testing.Verbose() {
			explainPublicQueries(t, su.dsn, ids[n/2])
		}
		db.Close()
		p := startProcesses(t, su.dsn, 1)[0]
		base := "http://" + p.addr

		// Checks per URL path: each tournament's pages have their own names and ids.
		listHTML := &checker{check: countLines(`<li><a href="/tournaments/`, n)}
		listJSON := &checker{check: func(b []byte) error {
			var list []struct {
				ID      uint `json:"id"`
				Players int  `json:"players"`
			}
			if err := json.Unmarshal(b, &list); err != nil {
				return err
			}
			if len(list) != n {
				return fmt.Errorf("%d tournaments, want %d", len(list), n)
			}
			for _, l := range list {
				if l.Players != players {
					return fmt.Errorf("tournament %d: %d players, want %d", l.ID, l.Players, players)
				}
			}
			return nil
		}}
		checks := map[string]func(path string) *checker{}
		perPath := func(check func([]byte) error) func(string) *checker {
			var mu sync.Mutex
			m := map[string]*checker{}
			return func(path string) *checker {
				mu.Lock()
				defer mu.Unlock()
				if m[path] == nil {
					m[path] = &checker{check: check}
				}
				return m[path]
			}
		}
		checks["standings page"] = perPath(countLines(`<tr id="p`, players))
		checks["standings JSON"] = perPath(standingsJSONCheck(model, played))
		checks["pairings page"] = perPath(countLines(`<tr id="t`, players/2))
		pairingJSON := make([]func(string) *checker, played+1)
		for r := 1; r <= played; r++ {
			pairingJSON[r] = perPath(pairingJSONCheck(model, r))
		}
		type page struct {
			name   string
			firsts int               // requests that find the process's caches empty: a page of each tournament (and round)
			get    func(i int) error // request i: tournament and round chosen from i
		}
		// i*7919 spreads the requests over the tournaments (7919 is prime, n is not its multiple).
		at := func(i int) (store.TournamentID, int) { return ids[(i*7919)%n], 1 + (i/n)%played }
		pages := []page{
			{"/", 1, func(int) error { return getChecked(listHTML, base+"/") }},
			{"/api/tournaments", 1, func(int) error { return getChecked(listJSON, base+"/api/tournaments") }},
			{"/tournaments/{id}/standings", n, func(i int) error {
				id, _ := at(i)
				path := fmt.Sprintf("/tournaments/%d/standings", id)
				return getChecked(checks["standings page"](path), base+path)
			}},
			{"/api/tournaments/{id}/standings", n, func(i int) error {
				id, _ := at(i)
				path := fmt.Sprintf("/api/tournaments/%d/standings", id)
				return getChecked(checks["standings JSON"](path), base+path)
			}},
			{"/tournaments/{id}/rounds/{n}", n * played, func(i int) error {
				id, r := at(i)
				path := fmt.Sprintf("/tournaments/%d/rounds/%d", id, r)
				return getChecked(checks["pairings page"](path), base+path)
			}},
			{"/api/tournaments/{id}/rounds/{n}/pairing", n * played, func(i int) error {
				id, r := at(i)
				path := fmt.Sprintf("/api/tournaments/%d/rounds/%d/pairing", id, r)
				return getChecked(pairingJSON[r](path), base+path)
			}},
		}
		var b strings.Builder
		fmt.Fprintf(&b, "\n%s, %d tournaments, %d players; %d clients\n\n| URL | first requests p50 | p99 | max | req/s | p50 | p99 | max |\n|---|---|---|---|---|---|---|---|\n",
			su.name, n, n*players, clients)
		for _, pg := range pages {
			// First: every tournament's page once (each round's for the pairings), the caches
			// empty; then the series measured.
			first := measure(t, clients, pg.firsts, time.Minute, pg.get)
			s := measure(t, clients, requests, 30*time.Second, pg.get)
			t.Logf("%s: first requests %v; then %v", pg.name, first, s)
			fmt.Fprintf(&b, "| `%s` | %s | %s | %s | %.0f | %s | %s | %s |\n", pg.name, ms(first.pct(0.5)), ms(first.pct(0.99)), ms(first.max()),
				s.perSecond(), ms(s.pct(0.5)), ms(s.pct(0.99)), ms(s.max()))
			if s.pct(0.99) > 10*time.Millisecond {
				t.Logf("%s: p99 %v, over the 10 ms target (load average: %s)", pg.name, ms(s.pct(0.99)), loadAverage())
			}
		}
		t.Log(b.String())
		p.kill()
	}
}

// loadAverage is the machine's load average as /proc/loadavg gives it, for the logs.
func loadAverage() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "unknown"
	}
	f := strings.Fields(string(b))
	return strings.Join(f[:min(3, len(f))], " ")
}

// explainPublicQueries logs PostgreSQL's plans of the queries behind the list and a public
// page of tournament id, run on the seeded database: a sequential scan of a big table there
// would be a missing index.
func explainPublicQueries(t *testing.T, dsn string, id store.TournamentID) {
	db, err := sql.Open("pgx", dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if _, err := db.Exec("ANALYZE"); err != nil {
		t.Fatal(err)
	}
	queries := []string{
		`SELECT * FROM tournaments ORDER BY begin_date DESC, id DESC`,
		`SELECT tournament_id, count(*) AS n FROM players GROUP BY tournament_id`,
		fmt.Sprintf(`SELECT revision, (SELECT COALESCE(MAX(id), 0) FROM game_records) AS records FROM tournaments WHERE id = %d`, id),
		fmt.Sprintf(`SELECT * FROM players WHERE tournament_id = %d ORDER BY id`, id),
		fmt.Sprintf(`SELECT * FROM games WHERE tournament_id = %d ORDER BY round, table_number`, id),
		fmt.Sprintf(`SELECT * FROM byes WHERE tournament_id = %d ORDER BY round`, id),
	}
	for _, q := range queries {
		rows, err := db.Query("EXPLAIN ANALYZE " + q)
		if err != nil {
			t.Fatal(err)
		}
		var plan []string
		for rows.Next() {
			var line string
			rows.Scan(&line)
			plan = append(plan, line)
		}
		rows.Close()
		t.Logf("EXPLAIN ANALYZE %s\n%s", q, strings.Join(plan, "\n"))
	}
}
