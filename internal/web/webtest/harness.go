package webtest

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
	"github.com/hoshi-go/hoshi/internal/web"
	"github.com/hoshi-go/hoshi/internal/web/app"
)

// TestPassword is the director's password on every test server.
const TestPassword = "correct horse battery"

// Server is a real HTTP server on a fresh database (storetest.DSN).
type Server struct {
	T   *testing.T
	DSN string // the database's file or URL
	DB  *store.DB
	App *web.Server
	TS  *httptest.Server
	// Director is logged in; Anon is not.
	Director, Anon *http.Client
}

// New starts a server on a fresh database and logs its Director client in.
func New(t *testing.T) *Server {
	t.Helper()
	ctx := context.Background()
	dsn := storetest.DSN(t)
	db, err := store.Open(ctx, dsn)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	if err := db.SetPassword(ctx, TestPassword); err != nil {
		t.Fatal(err)
	}
	srv, err := web.New(db, web.Config{
		Defaults: tournament.DefaultSettings(),
		Logger:   slog.New(slog.NewTextHandler(io.Discard, nil)),
	})
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(srv.Handler())
	t.Cleanup(ts.Close)
	t.Cleanup(srv.CloseStreams) // first: Close waits for the event streams
	s := &Server{T: t, DSN: dsn, DB: db, App: srv, TS: ts, Director: NewClient(), Anon: NewClient()}
	s.Expect(s.Director, "POST", "/api/session", map[string]string{"password": TestPassword}, http.StatusOK, nil)
	return s
}

// NewClient is a client with its own cookies that does not follow redirects.
func NewClient() *http.Client {
	jar, _ := cookiejar.New(nil)
	return &http.Client{Jar: jar, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
}

// Do sends body (JSON-encoded unless it is a string or []byte) and returns the answer.
func (s *Server) Do(c *http.Client, method, path string, body any, header ...string) (*http.Response, []byte) {
	s.T.Helper()
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
			s.T.Fatal(err)
		}
		r = bytes.NewReader(data)
	}
	return Send(s.T, c, method, s.TS.URL+path, r, header...)
}

// Send makes one request with the given header pairs and returns the answer and its body.
func Send(t testing.TB, c *http.Client, method, url string, body io.Reader, header ...string) (*http.Response, []byte) {
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

// Expect sends a request, checks the status and decodes the JSON answer into out (if not nil).
func (s *Server) Expect(c *http.Client, method, path string, body any, status int, out any) []byte {
	s.T.Helper()
	resp, data := s.Do(c, method, path, body)
	if resp.StatusCode != status {
		s.T.Fatalf("%s %s: status %d, want %d: %s", method, path, resp.StatusCode, status, data)
	}
	if out != nil {
		if err := json.Unmarshal(data, out); err != nil {
			s.T.Fatalf("%s %s: %v in %s", method, path, err, data)
		}
	}
	return data
}

// ExpectError checks an error answer: status and the field named.
func (s *Server) ExpectError(c *http.Client, method, path string, body any, status int, field string) {
	s.T.Helper()
	var e app.ErrorJSON
	s.Expect(c, method, path, body, status, &e)
	if e.Error == "" || e.Field != field {
		s.T.Fatalf("%s %s: error %+v, want a message and field %q", method, path, e, field)
	}
}

// Revision is the tournament's revision, to show that a refused request changed nothing.
func (s *Server) Revision(id int) int64 {
	s.T.Helper()
	rev, err := s.DB.Revision(context.Background(), store.TournamentID(id))
	if err != nil {
		s.T.Fatal(err)
	}
	return rev
}

// CreateTournament creates a tournament with n players (ranks spread from 5d down) over the
// API and returns its id and the player ids.
func (s *Server) CreateTournament(name string, n int) (int, []int) {
	s.T.Helper()
	var tj struct{ ID int }
	s.Expect(s.Director, "POST", "/api/tournaments", map[string]any{"name": name}, http.StatusCreated, &tj)
	ids := make([]int, n)
	for i := range n {
		var p struct{ ID int }
		rank := fmt.Sprintf("%dk", 1+i%25)
		if i%7 == 0 {
			rank = fmt.Sprintf("%dd", 1+i%5)
		}
		body := map[string]any{"name": fmt.Sprintf("Player%03d", i), "first_name": "Test", "rank": rank}
		s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/players", tj.ID), body, http.StatusCreated, &p)
		ids[i] = p.ID
	}
	return tj.ID, ids
}
