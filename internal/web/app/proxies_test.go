package app_test

import (
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/store/storetest"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// freshServer is a server without password on a new database, with the trusted proxies given.
func freshServer(t *testing.T, trusted ...string) *web.Server {
	t.Helper()
	db, err := store.Open(t.Context(), storetest.DSN(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	srv, err := web.New(db, web.Config{Defaults: tournament.DefaultSettings(), TrustedProxies: trusted,
		Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		t.Fatal(err)
	}
	return srv
}

// getFrom sends a request as if from remote with the headers (name, value, ...).
func getFrom(srv *web.Server, path, remote string, header ...string) *httptest.ResponseRecorder {
	req := httptest.NewRequest("GET", path, nil)
	req.RemoteAddr = remote
	for i := 0; i < len(header); i += 2 {
		req.Header.Add(header[i], header[i+1])
	}
	rec := httptest.NewRecorder()
	srv.Handler().ServeHTTP(rec, req)
	return rec
}

func TestTrustedProxies(t *testing.T) {
	webtest.Parallel(t)
	srv := freshServer(t, "127.0.0.1", "10.1.0.0/16")
	ip := func(remote string, header ...string) string {
		req := httptest.NewRequest("GET", "/", nil)
		req.RemoteAddr = remote
		for i := 0; i < len(header); i += 2 {
			req.Header.Add(header[i], header[i+1])
		}
		return srv.Echo.NewContext(req, httptest.NewRecorder()).RealIP()
	}
	cases := []struct {
		remote, xff, want string
	}{
		{"127.0.0.1:1", "203.0.113.5", "203.0.113.5"},           // the local proxy, trusted
		{"10.1.2.3:1", "203.0.113.5", "203.0.113.5"},            // a proxy in the trusted range
		{"10.1.2.3:1", "203.0.113.5, 127.0.0.1", "203.0.113.5"}, // two trusted hops
		{"10.2.0.1:1", "203.0.113.5", "10.2.0.1"},               // private, but not listed
		{"192.0.2.7:1", "127.0.0.1", "192.0.2.7"},               // a client claiming loopback
		{"127.0.0.1:1", "", "127.0.0.1"},
	}
	for _, c := range cases {
		var h []string
		if c.xff != "" {
			h = []string{"X-Forwarded-For", c.xff}
		}
		if got := ip(c.remote, h...); got != c.want {
			t.Errorf("from %s with X-Forwarded-For %q: %s, want %s", c.remote, c.xff, got, c.want)
		}
	}
	if _, err := web.New(nil, web.Config{TrustedProxies: []string{"10.0.0.0/33"}}); err == nil || !strings.Contains(err.Error(), "trusted_proxies") {
		t.Errorf("a bad range: %v", err)
	}
}

// TestSetupBehindLocalProxy: /setup stays the server machine's; a reverse proxy on that
// machine forwarding a remote client's request is not local, trusted or not.
func TestSetupBehindLocalProxy(t *testing.T) {
	webtest.Parallel(t)
	for _, trusted := range [][]string{nil, {"127.0.0.1"}} {
		srv := freshServer(t, trusted...)
		if rec := getFrom(srv, "/setup", "127.0.0.1:40000"); rec.Code != http.StatusOK {
			t.Fatalf("trusted %v: a local browser: %d", trusted, rec.Code)
		}
		if rec := getFrom(srv, "/setup", "127.0.0.1:40000", "X-Forwarded-For", "127.0.0.1"); rec.Code != http.StatusOK {
			t.Fatalf("trusted %v: a local browser through the local proxy: %d", trusted, rec.Code)
		}
		for _, h := range [][]string{
			{"X-Forwarded-For", "203.0.113.5"},
			{"X-Forwarded-For", "203.0.113.5, 127.0.0.1"},
			{"X-Real-IP", "203.0.113.5"},
			{"Forwarded", "for=203.0.113.5"},
		} {
			if rec := getFrom(srv, "/setup", "127.0.0.1:40000", h...); rec.Code != http.StatusForbidden {
				t.Errorf("trusted %v: a remote client through the local proxy (%v): %d, want 403", trusted, h, rec.Code)
			}
		}
	}
}

// TestLoginLimitsPerAccountAndAddress: behind a trusted proxy each client counts by its own
// address, so an attacker's address locked out leaves the director's; guesses spread over
// many addresses stop at the account's limit.
func TestLoginLimitsPerAccountAndAddress(t *testing.T) {
	srv := freshServer(t, "127.0.0.1")
	if err := srv.DB.SetPassword(t.Context(), webtest.TestPassword); err != nil {
		t.Fatal(err)
	}
	login := func(from, body string) int {
		req := httptest.NewRequest("POST", "/api/session", strings.NewReader(body))
		req.RemoteAddr = "127.0.0.1:40000"
		req.Header.Set("X-Forwarded-For", from)
		req.Header.Set("Content-Type", "application/json")
		rec := httptest.NewRecorder()
		srv.Handler().ServeHTTP(rec, req)
		return rec.Code
	}
	guess := `{"password":"wrong guess"}`
	for i := range app.LoginFailures {
		if got := login("203.0.113.5", guess); got != http.StatusUnauthorized {
			t.Fatalf("guess %d: %d", i, got)
		}
	}
	if got := login("203.0.113.5", guess); got != http.StatusTooManyRequests {
		t.Fatalf("the attacker's sixth guess: %d, want 429", got)
	}
	if got := login("198.51.100.1", `{"password":"`+webtest.TestPassword+`"}`); got != http.StatusOK {
		t.Fatalf("the director from another address: %d", got)
	}
	// Guesses from many addresses: past LoginAccountFailures, the account takes one try from a
	// new address per store.LoginAccountBackoff, and none from an address that failed on it.
	n := 0
	start := time.Now()
	for i := range 4 * app.LoginAccountFailures {
		if login("203.0.114."+string(rune('0'+i%10))+"0", guess) == http.StatusUnauthorized {
			n++
		}
	}
	backoffs := int(time.Since(start)/store.LoginAccountBackoff) + 1
	if n+app.LoginFailures > app.LoginAccountFailures+backoffs {
		t.Fatalf("%d guesses on the account passed within a minute, the limit is %d and %d more", n+app.LoginFailures, app.LoginAccountFailures, backoffs)
	}
	// The account is not locked for its owner: from an address that has not failed on it, the
	// right password gets in once the backoff has passed, while the guessing addresses stay out.
	time.Sleep(store.LoginAccountBackoff + 100*time.Millisecond)
	if got := login("203.0.114.00", `{"password":"`+webtest.TestPassword+`"}`); got != http.StatusTooManyRequests {
		t.Fatalf("a guessing address with the right password: %d, want 429", got)
	}
	if got := login("198.51.100.7", `{"password":"`+webtest.TestPassword+`"}`); got != http.StatusOK {
		t.Fatalf("the director from a clean address while the account is attacked: %d, want 200", got)
	}
	if got := login("203.0.115.1", `{"user":"someone else","password":"x"}`); got != http.StatusUnauthorized {
		t.Fatalf("another account: %d", got)
	}
}
