package account_test

import (
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web"
	"github.com/hoshi-go/hoshi/internal/web/app"
)

// An address past its rate gets 429 in its language; other addresses, signed-in users and
// the health checks do not; the bucket fills again with time.
func TestRateLimitPerAddress(t *testing.T) {
	s := newTestServer(t)
	id, _ := s.CreateTournament("Limited", 2)
	srv, err := web.New(s.DB, web.Config{Defaults: tournament.DefaultSettings(), Logger: slog.New(slog.NewTextHandler(io.Discard, nil)),
		RateLimit: app.RateLimit{PerSecond: 5, Burst: 10}})
	if err != nil {
		t.Fatal(err)
	}
	get := func(remote, path string, header ...string) (int, string) {
		req := httptest.NewRequest("GET", path, nil)
		req.RemoteAddr = remote
		for i := 0; i+1 < len(header); i += 2 {
			req.Header.Set(header[i], header[i+1])
		}
		rec := httptest.NewRecorder()
		srv.Handler().ServeHTTP(rec, req)
		return rec.Code, rec.Body.String()
	}
	page := fmt.Sprintf("/tournaments/%d", id)
	for i := range 10 {
		if code, _ := get("192.0.2.7:1000", page); code != http.StatusOK {
			t.Fatalf("request %d of the burst: %d", i+1, code)
		}
	}
	code, body := get("192.0.2.7:1000", page, "Accept-Language", "cs")
	if code != http.StatusTooManyRequests || !strings.Contains(body, "příliš mnoho požadavků") {
		t.Fatalf("past the burst: %d %s", code, body)
	}
	if code, _ := get("192.0.2.7:1000", "/api/tournaments"); code != http.StatusTooManyRequests {
		t.Errorf("the API past the burst: %d", code)
	}
	if code, _ := get("192.0.2.8:1000", page); code != http.StatusOK {
		t.Errorf("another address: %d", code)
	}
	if code, _ := get("192.0.2.7:1000", "/healthz"); code != http.StatusOK {
		t.Errorf("the health check: %d", code)
	}
	// A signed-in user from the same address is not limited.
	u, _ := http.NewRequest("GET", s.TS.URL, nil)
	var cookie string
	for _, ck := range s.Director.Jar.Cookies(u.URL) {
		cookie += ck.Name + "=" + ck.Value + "; "
	}
	if code, _ := get("192.0.2.7:1000", page, "Cookie", cookie); code != http.StatusOK {
		t.Errorf("the director from the limited address: %d", code)
	}
	time.Sleep(250 * time.Millisecond) // a token back at 5 a second
	if code, _ := get("192.0.2.7:1000", page); code != http.StatusOK {
		t.Errorf("after a pause: %d", code)
	}
}
