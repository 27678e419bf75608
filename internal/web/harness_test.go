package web

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/store/storetest"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
)

const testPassword = "correct horse battery"

// TestMain runs the tests on SQLite, then on PostgreSQL when HOSHI_TEST_POSTGRES is set.
func TestMain(m *testing.M) { storetest.Main(m) }

// testServer is a real HTTP server on a fresh database (storetest.DSN).
type testServer struct {
	t   *testing.T
	dsn string // the database's file or URL
	db  *store.DB
	srv *Server
	ts  *httptest.Server
	// director is logged in; anon is not.
	director, anon *http.Client
}

func newTestServer(t *testing.T) *testServer {
	t.Helper()
	ctx := context.Background()
	dsn := storetest.DSN(t)
	db, err := store.Open(ctx, dsn)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	if err := db.SetPassword(ctx, testPassword); err != nil {
		t.Fatal(err)
	}
	srv, err := New(db, Config{
		Defaults: tournament.DefaultSettings(),
		Logger:   slog.New(slog.NewTextHandler(io.Discard, nil)),
	})
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(srv.Handler())
	t.Cleanup(ts.Close)
	t.Cleanup(srv.CloseStreams) // first: Close waits for the event streams
	s := &testServer{t: t, dsn: dsn, db: db, srv: srv, ts: ts, director: newClient(), anon: newClient()}
	s.expect(s.director, "POST", "/api/session", map[string]string{"password": testPassword}, http.StatusOK, nil)
	return s
}

func newClient() *http.Client {
	jar, _ := cookiejar.New(nil)
	return &http.Client{Jar: jar, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
}

// do sends body (JSON-encoded unless it is a string or []byte) and returns the answer.
func (s *testServer) do(c *http.Client, method, path string, body any, header ...string) (*http.Response, []byte) {
	s.t.Helper()
	var r io.Reader
	switch b := body.(type) {
	case nil:
	case string:
		r = strings.NewReader(b)
	case []byte:
		r = bytes.NewReader(b)
	default:
		data, err := json.Marshal(b)
		if err != nil {
			s.t.Fatal(err)
		}
		r = bytes.NewReader(data)
	}
	return send(s.t, c, method, s.ts.URL+path, r, header...)
}

// send makes one request with the given header pairs and returns the answer and its body.
func send(t testing.TB, c *http.Client, method, url string, body io.Reader, header ...string) (*http.Response, []byte) {
	t.Helper()
	req, err := http.NewRequest(method, url, body)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	resp, err := c.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp, data
}

// expect sends a request, checks the status and decodes the JSON answer into out (if not nil).
func (s *testServer) expect(c *http.Client, method, path string, body any, status int, out any) []byte {
	s.t.Helper()
	resp, data := s.do(c, method, path, body)
	if resp.StatusCode != status {
		s.t.Fatalf("%s %s: status %d, want %d: %s", method, path, resp.StatusCode, status, data)
	}
	if out != nil {
		if err := json.Unmarshal(data, out); err != nil {
			s.t.Fatalf("%s %s: %v in %s", method, path, err, data)
		}
	}
	return data
}

// expectError checks an error answer: status and the field named.
func (s *testServer) expectError(c *http.Client, method, path string, body any, status int, field string) {
	s.t.Helper()
	var e app.ErrorJSON
	s.expect(c, method, path, body, status, &e)
	if e.Error == "" || e.Field != field {
		s.t.Fatalf("%s %s: error %+v, want a message and field %q", method, path, e, field)
	}
}

// revision is the tournament's revision, to show that a refused request changed nothing.
func (s *testServer) revision(id int) int64 {
	s.t.Helper()
	rev, err := s.db.Revision(context.Background(), store.TournamentID(id))
	if err != nil {
		s.t.Fatal(err)
	}
	return rev
}

// createTournament creates a tournament with n players (ranks spread from 5d down) over the
// API and returns its id and the player ids.
func (s *testServer) createTournament(name string, n int) (int, []int) {
	s.t.Helper()
	var tj struct{ ID int }
	s.expect(s.director, "POST", "/api/tournaments", map[string]any{"name": name}, http.StatusCreated, &tj)
	ids := make([]int, n)
	for i := range n {
		var p struct{ ID int }
		rank := fmt.Sprintf("%dk", 1+i%25)
		if i%7 == 0 {
			rank = fmt.Sprintf("%dd", 1+i%5)
		}
		body := map[string]any{"name": fmt.Sprintf("Player%03d", i), "first_name": "Test", "rank": rank}
		s.expect(s.director, "POST", fmt.Sprintf("/api/tournaments/%d/players", tj.ID), body, http.StatusCreated, &p)
		ids[i] = p.ID
	}
	return tj.ID, ids
}
