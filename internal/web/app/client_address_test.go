package app_test

import (
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"testing"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
	"github.com/labstack/echo/v4"
)

// forwardedLoopback are the headers a client could send to claim the server machine's address.
var forwardedLoopback = []string{
	echo.HeaderXForwardedFor, "127.0.0.1",
	echo.HeaderXRealIP, "127.0.0.1",
	"Forwarded", "for=127.0.0.1",
}

// The client address is the connection's: forwarded headers name whatever address the client
// likes (Echo v4 before v4.16.3 trusted them without an IPExtractor, GO-2026-6872; hoshi sets
// its own extractor either way). A request from 192.0.2.7 claiming 127.0.0.1 stays 192.0.2.7.
func TestForwardedHeadersNotTrusted(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	req := httptest.NewRequest("GET", "/", nil)
	req.RemoteAddr = "192.0.2.7:50000"
	for i := 0; i < len(forwardedLoopback); i += 2 {
		req.Header.Set(forwardedLoopback[i], forwardedLoopback[i+1])
	}
	if got := s.App.Echo.NewContext(req, httptest.NewRecorder()).RealIP(); got != "192.0.2.7" {
		t.Errorf("hoshi's client address: %s, want the connection's 192.0.2.7", got)
	}
}

// A visitor from the network cannot open /setup by claiming the server machine's address.
func TestSetupIgnoresForwardedLoopback(t *testing.T) {
	webtest.Parallel(t)
	db, err := store.Open(t.Context(), filepath.Join(t.TempDir(), "fresh.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	srv, err := web.New(db, web.Config{Defaults: tournament.DefaultSettings(), Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		t.Fatal(err)
	}
	for _, remote := range []string{"192.0.2.7:50000", "[2001:db8::1]:50000"} {
		req := httptest.NewRequest("GET", "/setup", nil)
		req.RemoteAddr = remote
		for i := 0; i < len(forwardedLoopback); i += 2 {
			req.Header.Set(forwardedLoopback[i], forwardedLoopback[i+1])
		}
		rec := httptest.NewRecorder()
		srv.Handler().ServeHTTP(rec, req)
		if rec.Code != http.StatusForbidden {
			t.Errorf("GET /setup from %s claiming 127.0.0.1: %d, want 403", remote, rec.Code)
		}
	}
}

// A password guesser cannot escape the login rate limit by naming another address in each
// request: the failures count against the connection's address (127.0.0.1 for the test
// server), and none against the addresses named.
func TestLoginRateLimitIgnoresForwardedFor(t *testing.T) {
	s := newTestServer(t)
	claim := func(i int) []string {
		a := fmt.Sprintf("203.0.113.%d", i+1)
		return []string{echo.HeaderXForwardedFor, a, echo.HeaderXRealIP, a, "Forwarded", "for=" + a}
	}
	for i := range app.LoginFailures {
		resp, body := s.Do(s.Anon, "POST", "/api/session", map[string]string{"password": fmt.Sprint("guess", i)}, claim(i)...)
		if resp.StatusCode != http.StatusUnauthorized {
			t.Fatalf("guess %d: %d %s", i, resp.StatusCode, body)
		}
	}
	if resp, body := s.Do(s.Anon, "POST", "/api/session", map[string]string{"password": "guess"}, claim(app.LoginFailures)...); resp.StatusCode != http.StatusTooManyRequests {
		t.Fatalf("guess from a new claimed address after %d failures: %d %s", app.LoginFailures, resp.StatusCode, body)
	}
	if !failuresAre(t, s.DB, "127.0.0.1", app.LoginFailures) {
		t.Errorf("failures of 127.0.0.1: not %d", app.LoginFailures)
	}
	for i := range app.LoginFailures + 1 {
		if a := claim(i)[1]; !failuresAre(t, s.DB, a, 0) {
			t.Errorf("failures of the claimed %s: not 0", a)
		}
	}
}

// failuresAre tells whether exactly n failed logins from ip count within the login period,
// asking the store's throttle as a login would, for an account nobody tried: with a limit of
// n failures it refuses the address (n or more), with a limit of n+1 it lets it try (n at
// most). The refused attempt counts no further; the allowed one, left unfinished, would count
// as one more failure.
func failuresAre(t *testing.T, db *store.DB, ip string, n int) bool {
	t.Helper()
	account := "nobody-" + ip
	_, limited, err := db.BeginLogin(t.Context(), ip, account, app.LoginPeriod, n, 1<<30)
	if err != nil {
		t.Fatal(err)
	}
	if limited != "address" {
		return false
	}
	_, limited, err = db.BeginLogin(t.Context(), ip, account, app.LoginPeriod, n+1, 1<<30)
	if err != nil {
		t.Fatal(err)
	}
	return limited == ""
}
