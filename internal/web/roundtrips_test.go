package web

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/store/storetest"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// pgProxy passes connections on to a PostgreSQL server and counts the client's round trips:
// each burst of bytes the client sends before reading the answer (pgx sends a query's
// messages in one write) is counted once.
type pgProxy struct {
	ln     net.Listener
	target string
	trips  atomic.Int64
	wg     sync.WaitGroup
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
	id, _ := s.createTournament("Trips", 8)
	s.expect(s.director, "POST", fmt.Sprintf("/api/tournaments/%d/rounds/1/pairing", id), nil, http.StatusCreated, nil)
	s.expect(s.director, "PUT", fmt.Sprintf("/api/tournaments/%d/rounds/1/games/1/result", id), map[string]any{"result": "w"}, http.StatusOK, nil)

	u, err := url.Parse(s.dsn)
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
	srv, err := New(db, Config{Defaults: tournament.DefaultSettings(), Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
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

	// What a change costs, logged: a result entered through this server, then the first
	// request of a page, which reads the tournament again.
	other := &testServer{t: t, dsn: s.dsn, ts: ts, director: newClient(), anon: newClient()}
	other.expect(other.director, "POST", "/api/session", map[string]string{"password": testPassword}, http.StatusOK, nil)
	for i, path := range []string{
		fmt.Sprintf("/tournaments/%d/standings", id),
		fmt.Sprintf("/tournaments/%d/rounds/1", id),
	} {
		before := proxy.trips.Load()
		other.expect(other.director, "PUT", fmt.Sprintf("/api/tournaments/%d/rounds/1/games/2/result", id),
			map[string]any{"result": []string{"b", "w"}[i]}, http.StatusOK, nil)
		t.Logf("PUT a result: %d round trips", proxy.trips.Load()-before)
		before = proxy.trips.Load()
		get(path)
		t.Logf("GET %s after a change: %d round trips", path, proxy.trips.Load()-before)
	}
}
