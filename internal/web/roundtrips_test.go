package web_test

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"sync/atomic"
	"testing"
	"time"

	"github.com/hoshi-go/hoshi/internal/loadtest"
	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/store/storetest"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// pgProxy passes connections on to a PostgreSQL server and counts the client's round trips:
// each burst of bytes the client sends before reading the answer (pgx sends a query's
// messages in one write) is counted once.
type pgProxy struct {
	ln     net.Listener
	target string
	trips  atomic.Int64
}

func newPGProxy(t testing.TB, target string) *pgProxy {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	p := &pgProxy{ln: ln, target: target}
	go p.serve()
	t.Cleanup(func() { ln.Close() })
	return p
}

func (p *pgProxy) serve() {
	for {
		c, err := p.ln.Accept()
		if err != nil {
			return
		}
		s, err := net.Dial("tcp", p.target)
		if err != nil {
			c.Close()
			continue
		}
		go func() {
			buf := make([]byte, 1<<16)
			for {
				n, err := c.Read(buf)
				if n > 0 {
					p.trips.Add(1)
					if _, err := s.Write(buf[:n]); err != nil {
						break
					}
				}
				if err != nil {
					break
				}
			}
			s.Close()
		}()
		go func() {
			io.Copy(c, s)
			c.Close()
		}()
	}
}

// A public page, its JSON and the list of tournaments served from a process's memory cost
// one round trip to PostgreSQL each: the query of the tournament's version (or of the list's
// key), nothing else.
func TestCachedPagesOneRoundTrip(t *testing.T) {
	if !storetest.Postgres() {
		t.Skip("round trips are counted on PostgreSQL (HOSHI_TEST_POSTGRES)")
	}
	s := newTestServer(t)
	id, _ := s.CreateTournament("Trips", 8)
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/rounds/1/pairing", id), nil, http.StatusCreated, nil)
	s.Expect(s.Director, "PUT", fmt.Sprintf("/api/tournaments/%d/rounds/1/games/1/result", id), map[string]any{"result": "w"}, http.StatusOK, nil)

	u, err := url.Parse(s.DSN)
	if err != nil {
		t.Fatal(err)
	}
	proxy := newPGProxy(t, u.Host)
	u.Host = proxy.ln.Addr().String()
	db, err := store.Open(context.Background(), u.String())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	srv, err := web.New(db, web.Config{Defaults: tournament.DefaultSettings(), Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(srv.Handler())
	t.Cleanup(ts.Close)

	client := &http.Client{}
	get := func(path string) {
		t.Helper()
		resp, err := client.Get(ts.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			t.Fatalf("GET %s: status %d", path, resp.StatusCode)
		}
	}
	const n = 20
	for _, path := range []string{
		fmt.Sprintf("/tournaments/%d/standings", id),
		fmt.Sprintf("/tournaments/%d/rounds/1", id),
		fmt.Sprintf("/tournaments/%d/rounds/1/live", id),
		fmt.Sprintf("/api/tournaments/%d/standings", id),
		"/",
		"/api/tournaments",
	} {
		get(path) // renders the page, prepares the statements on the connection
		before := proxy.trips.Load()
		for range n {
			get(path)
		}
		trips := proxy.trips.Load() - before
		t.Logf("GET %s: %d round trips in %d requests", path, trips, n)
		if trips > n {
			t.Errorf("GET %s: %d round trips to PostgreSQL in %d requests served from memory, want at most %d", path, trips, n, n)
		}
	}

	// What a change costs: a result entered through this server (logged), then the first
	// request of a page, which reads the tournament again.
	other := &testServer{&webtest.Server{T: t, DSN: s.DSN, TS: ts, Director: webtest.NewClient(), Anon: webtest.NewClient()}}
	other.Expect(other.Director, "POST", "/api/session", map[string]string{"password": webtest.TestPassword}, http.StatusOK, nil)
	for i, path := range []string{
		fmt.Sprintf("/tournaments/%d/standings", id),
		fmt.Sprintf("/tournaments/%d/rounds/1", id),
	} {
		before := proxy.trips.Load()
		other.Expect(other.Director, "PUT", fmt.Sprintf("/api/tournaments/%d/rounds/1/games/2/result", id),
			map[string]any{"result": []string{"b", "w"}[i]}, http.StatusOK, nil)
		t.Logf("PUT a result: %d round trips", proxy.trips.Load()-before)
		before = proxy.trips.Load()
		get(path)
		trips := proxy.trips.Load() - before
		t.Logf("GET %s after a change: %d round trips", path, trips)
		// 12-13: the version, the tournament's read transaction (begin, tournament, players,
		// games, byes, commit), the prize lists and registration of the page's links, the team
		// settings' transaction (begin, read, commit), the round's recorded tables. 23-24 when
		// each statement of a transaction was prepared and closed on it.
		if trips > 15 {
			t.Errorf("GET %s after a change: %d round trips to PostgreSQL, want at most 15", path, trips)
		}
	}
}

// BenchmarkCachedPagesPostgres serves the public standings and pairings pages of a 200-player
// tournament after 3 rounds from a process's memory on PostgreSQL, 4 clients at a time, as
// TestManyTournaments does over real processes: what a request costs besides its one round
// trip. The database is named by HOSHI_BENCH_POSTGRES rather than HOSHI_TEST_POSTGRES, whose
// second pass of the package's tests would write over a -cpuprofile of the first:
//
//	HOSHI_BENCH_POSTGRES=postgres://... go test -run '^$' -bench CachedPagesPostgres -benchtime 20000x -cpuprofile pg.prof ./internal/web
func BenchmarkCachedPagesPostgres(b *testing.B) {
	pgURL := os.Getenv("HOSHI_BENCH_POSTGRES")
	if pgURL == "" {
		b.Skip("set HOSHI_BENCH_POSTGRES to the URL of a PostgreSQL database")
	}
	b.Setenv(storetest.Env, pgURL) // for NewPostgres, this benchmark only
	ctx := context.Background()
	db, err := store.Open(ctx, storetest.NewPostgres(b))
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { db.Close() })
	id, err := db.ImportTournament(ctx, loadtest.Played(b, "Bench", 200, 3, 5))
	if err != nil {
		b.Fatal(err)
	}
	srv, err := web.New(db, web.Config{Defaults: tournament.DefaultSettings(), Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		b.Fatal(err)
	}
	ts := httptest.NewServer(srv.Handler())
	b.Cleanup(ts.Close)
	for _, page := range []struct {
		name, path, marker string
		lines              int
	}{
		{"standings", fmt.Sprintf("/tournaments/%d/standings", id), `<tr id="p`, 200},
		{"round", fmt.Sprintf("/tournaments/%d/rounds/2", id), `<tr id="t`, 100},
	} {
		b.Run(page.name, func(b *testing.B) {
			check := &loadtest.Checker{Check: loadtest.CountLines(page.marker, page.lines)}
			if err := loadtest.Get(check, ts.URL+page.path); err != nil {
				b.Fatal(err)
			}
			b.ResetTimer()
			st := loadtest.Measure(b, 4, b.N, time.Minute, func(int) error { return loadtest.Get(check, ts.URL+page.path) })
			b.StopTimer()
			b.ReportMetric(st.PerSecond(), "req/s")
			b.ReportMetric(float64(st.Pct(0.5).Microseconds())/1000, "p50-ms")
			b.ReportMetric(float64(st.Pct(0.99).Microseconds())/1000, "p99-ms")
			b.ReportMetric(0, "ns/op")
		})
	}
}
