package app_test

import (
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// metricValue is the value of the sample line that starts with name{labels} (or name alone),
// -1 when there is none.
func metricValue(t *testing.T, text, sample string) float64 {
	t.Helper()
	re := regexp.MustCompile(`(?m)^` + regexp.QuoteMeta(sample) + ` (\S+)$`)
	m := re.FindStringSubmatch(text)
	if m == nil {
		return -1
	}
	v, err := strconv.ParseFloat(m[1], 64)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// /metrics gives the measures in Prometheus' text format to this machine, counting requests
// by route pattern and status, refused logins and the database's pool.
func TestMetrics(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id, _ := s.CreateTournament("Measured", 4)
	for range 3 {
		s.Do(s.Anon, "GET", fmt.Sprintf("/tournaments/%d", id), nil)
	}
	s.Do(s.Anon, "GET", "/tournaments/999999", nil)
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/rounds/1/pairing", id), nil, http.StatusCreated, nil)
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/rounds/1/games/1/sgf", id),
		"(;GM[1]FF[4]SZ[19]KM[6.5];B[dd];W[pp];B[];W[])", http.StatusOK, nil)
	s.Do(webtest.NewClient(), "POST", "/api/session", map[string]string{"password": "wrong"})

	resp, body := s.Do(s.Anon, "GET", "/metrics", nil)
	if resp.StatusCode != http.StatusOK || !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/plain") {
		t.Fatalf("GET /metrics: %d %q", resp.StatusCode, resp.Header.Get("Content-Type"))
	}
	text := string(body)
	for sample, want := range map[string]float64{
		`hoshi_http_requests_total{method="GET",route="/tournaments/:id",status="200"}`:              3,
		`hoshi_http_requests_total{method="GET",route="/tournaments/:id",status="404"}`:              1,
		`hoshi_http_request_duration_seconds_count{method="GET",route="/tournaments/:id"}`:           4,
		`hoshi_http_requests_total{method="POST",route="/api/tournaments/:id/players",status="201"}`: 4,
		`hoshi_login_refusals_total{reason="password"}`:                                              1,
		`hoshi_login_refusals_total{reason="limited"}`:                                               0,
		`hoshi_live_streams`:                             0,
		`hoshi_automatic_backups_total{result="failed"}`: 0,
	} {
		if got := metricValue(t, text, sample); got != want {
			t.Errorf("%s = %v, want %v", sample, got, want)
		}
	}
	for _, name := range []string{"hoshi_db_connections_open", "hoshi_db_connections_max", "go_goroutines"} {
		if metricValue(t, text, name) < 0 {
			t.Errorf("no %s in\n%s", name, text)
		}
	}
	if metricValue(t, text, "hoshi_db_connections_max") < 1 {
		t.Error("hoshi_db_connections_max below 1")
	}
}

// Nobody else reads them: a request a proxy forwards, or one from another machine, gets 404;
// a trusted proxy's own machine may.
func TestMetricsOnlyForThisMachine(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	if resp, _ := s.Do(s.Anon, "GET", "/metrics", nil, "X-Forwarded-For", "203.0.113.9"); resp.StatusCode != http.StatusNotFound {
		t.Errorf("forwarded: %d, want 404", resp.StatusCode)
	}
	get := func(h http.Handler, remote string) int {
		req := httptest.NewRequest("GET", "/metrics", nil)
		req.RemoteAddr = remote
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		return rec.Code
	}
	if code := get(s.App.Handler(), "192.0.2.7:4000"); code != http.StatusNotFound {
		t.Errorf("from 192.0.2.7: %d, want 404", code)
	}
	if code := get(s.App.Handler(), "[::1]:4000"); code != http.StatusOK {
		t.Errorf("from ::1: %d, want 200", code)
	}
	proxied, err := web.New(s.DB, web.Config{Defaults: tournament.DefaultSettings(), Logger: slog.New(slog.NewTextHandler(io.Discard, nil)),
		TrustedProxies: []string{"192.0.2.0/24"}})
	if err != nil {
		t.Fatal(err)
	}
	if code := get(proxied.Handler(), "192.0.2.7:4000"); code != http.StatusOK {
		t.Errorf("from a trusted proxy's machine: %d, want 200", code)
	}
	if code := get(proxied.Handler(), "198.51.100.1:4000"); code != http.StatusNotFound {
		t.Errorf("from an untrusted machine: %d, want 404", code)
	}
}
