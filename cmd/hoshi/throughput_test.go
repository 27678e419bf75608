package main

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/hoshi-go/hoshi/internal/loadtest"
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
// The load client is package loadtest's, shared with internal/web's load tests.

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

// throughputRow is one line of TestThroughput's table.
type throughputRow struct {
	setup                    loadSetup
	results, standings, page loadtest.Stats
}

// TestThroughput measures, side by side in one run, on SQLite with one hoshi serve process
// and on PostgreSQL with one and with three: results entered per second by 50 clients (1250
// results, 5 rounds of 250 games, each request to the next process in turn as a round-robin
// proxy sends them) and public standings of 500 players after 5 rounds, JSON and HTML page,
// asked by 16 clients. Every result acknowledged is then read back from the store with its
// one audit line; every standings answer is 200 with one line per player.
func TestThroughput(t *testing.T) {
	loadtest.Only(t)
	const (
		players, rounds = 500, 5
		games           = players / 2 * rounds
		resultClients   = 50
		readClients     = 16
	)
	requests := loadtest.EnvInt(t, "HOSHI_LOAD_REQUESTS", 20000)
	ctx := context.Background()
	t0 := time.Now()
	played := loadtest.Played(t, "Throughput standings", players, rounds, rounds)
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

		row.results = loadtest.Measure(t, resultClients, games, 60*time.Second, func(i int) error {
			round, table := i/(players/2)+1, i%(players/2)+1
			url := fmt.Sprintf("http://%s/api/tournaments/%d/rounds/%d/games/%d/result", procs[i%len(procs)].addr, resultsID, round, table)
			if err := loadtest.Send("PUT", url, fmt.Sprintf(`{"result":%q}`, want(round, table)), "hoshi_session", session); err != nil {
				return fmt.Errorf("round %d table %d: %w", round, table, err)
			}
			return nil
		})
		t.Logf("results: %v", row.results)
		if row.results.N != games {
			t.Errorf("%d results entered within the time limit, want %d", row.results.N, games)
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

		jsonCheck := &loadtest.Checker{Check: loadtest.StandingsJSON(played, rounds)}
		pageCheck := &loadtest.Checker{Check: loadtest.CountLines(`<tr id="p`, players)}
		// The first request of each process computes the standings; it is not counted.
		for _, p := range procs {
			if err := loadtest.Get(jsonCheck, fmt.Sprintf("http://%s/api/tournaments/%d/standings?round=%d", p.addr, standingsID, rounds)); err != nil {
				t.Fatal(err)
			}
			if err := loadtest.Get(pageCheck, fmt.Sprintf("http://%s/tournaments/%d/standings", p.addr, standingsID)); err != nil {
				t.Fatal(err)
			}
		}
		row.standings = loadtest.Measure(t, readClients, requests, 30*time.Second, func(i int) error {
			return loadtest.Get(jsonCheck, fmt.Sprintf("http://%s/api/tournaments/%d/standings?round=%d", procs[i%len(procs)].addr, standingsID, rounds))
		})
		t.Logf("standings JSON: %v", row.standings)
		row.page = loadtest.Measure(t, readClients, requests, 30*time.Second, func(i int) error {
			return loadtest.Get(pageCheck, fmt.Sprintf("http://%s/tournaments/%d/standings", procs[i%len(procs)].addr, standingsID))
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
			r.results.PerSecond(), loadtest.MS(r.results.Pct(0.99)), r.standings.PerSecond(), loadtest.MS(r.standings.Pct(0.99)),
			r.page.PerSecond(), loadtest.MS(r.page.Pct(0.99)))
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
	loadtest.Only(t)
	const players, played, rounds, clients = 200, 3, 5, 4
	n := loadtest.EnvInt(t, "HOSHI_LOAD_TOURNAMENTS", 200)
	requests := loadtest.EnvInt(t, "HOSHI_LOAD_REQUESTS", 2000)
	ctx := context.Background()
	model := loadtest.Played(t, "Model", players, played, rounds)

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
		listHTML := &loadtest.Checker{Check: loadtest.CountLines(`<li><a href="/tournaments/`, n)}
		listJSON := &loadtest.Checker{Check: func(b []byte) error {
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
		checks := map[string]func(path string) *loadtest.Checker{}
		perPath := func(check func([]byte) error) func(string) *loadtest.Checker {
			var mu sync.Mutex
			m := map[string]*loadtest.Checker{}
			return func(path string) *loadtest.Checker {
				mu.Lock()
				defer mu.Unlock()
				if m[path] == nil {
					m[path] = &loadtest.Checker{Check: check}
				}
				return m[path]
			}
		}
		checks["standings page"] = perPath(loadtest.CountLines(`<tr id="p`, players))
		checks["standings JSON"] = perPath(loadtest.StandingsJSON(model, played))
		checks["pairings page"] = perPath(loadtest.CountLines(`<tr id="t`, players/2))
		pairingJSON := make([]func(string) *loadtest.Checker, played+1)
		for r := 1; r <= played; r++ {
			pairingJSON[r] = perPath(loadtest.PairingJSON(model, r))
		}
		type page struct {
			name   string
			firsts int               // requests that find the process's caches empty: a page of each tournament (and round)
			get    func(i int) error // request i: tournament and round chosen from i
		}
		// i*7919 spreads the requests over the tournaments (7919 is prime, n is not its multiple).
		at := func(i int) (store.TournamentID, int) { return ids[(i*7919)%n], 1 + (i/n)%played }
		pages := []page{
			{"/", 1, func(int) error { return loadtest.Get(listHTML, base+"/") }},
			{"/api/tournaments", 1, func(int) error { return loadtest.Get(listJSON, base+"/api/tournaments") }},
			{"/tournaments/{id}/standings", n, func(i int) error {
				id, _ := at(i)
				path := fmt.Sprintf("/tournaments/%d/standings", id)
				return loadtest.Get(checks["standings page"](path), base+path)
			}},
			{"/api/tournaments/{id}/standings", n, func(i int) error {
				id, _ := at(i)
				path := fmt.Sprintf("/api/tournaments/%d/standings", id)
				return loadtest.Get(checks["standings JSON"](path), base+path)
			}},
			{"/tournaments/{id}/rounds/{n}", n * played, func(i int) error {
				id, r := at(i)
				path := fmt.Sprintf("/tournaments/%d/rounds/%d", id, r)
				return loadtest.Get(checks["pairings page"](path), base+path)
			}},
			{"/api/tournaments/{id}/rounds/{n}/pairing", n * played, func(i int) error {
				id, r := at(i)
				path := fmt.Sprintf("/api/tournaments/%d/rounds/%d/pairing", id, r)
				return loadtest.Get(pairingJSON[r](path), base+path)
			}},
		}
		var b strings.Builder
		fmt.Fprintf(&b, "\n%s, %d tournaments, %d players; %d clients\n\n| URL | first requests p50 | p99 | max | req/s | p50 | p99 | max |\n|---|---|---|---|---|---|---|---|\n",
			su.name, n, n*players, clients)
		for _, pg := range pages {
			// First: every tournament's page once (each round's for the pairings), the caches
			// empty; then the series measured.
			first := loadtest.Measure(t, clients, pg.firsts, time.Minute, pg.get)
			s := loadtest.Measure(t, clients, requests, 30*time.Second, pg.get)
			t.Logf("%s: first requests %v; then %v", pg.name, first, s)
			fmt.Fprintf(&b, "| `%s` | %s | %s | %s | %.0f | %s | %s | %s |\n", pg.name, loadtest.MS(first.Pct(0.5)), loadtest.MS(first.Pct(0.99)), loadtest.MS(first.Max()),
				s.PerSecond(), loadtest.MS(s.Pct(0.5)), loadtest.MS(s.Pct(0.99)), loadtest.MS(s.Max()))
			if s.Pct(0.99) > 10*time.Millisecond {
				t.Logf("%s: p99 %v, over the 10 ms target (load average: %s)", pg.name, loadtest.MS(s.Pct(0.99)), loadtest.LoadAverage())
			}
		}
		t.Log(b.String())
		p.kill()
	}
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
