package app_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// /healthz answers while the process serves; /readyz only while the database answers too.
func TestHealthAndReadiness(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	for _, path := range []string{"/healthz", "/readyz"} {
		resp, body := s.Do(s.Anon, "GET", path, nil)
		if resp.StatusCode != http.StatusOK {
			t.Fatalf("GET %s: %d %s", path, resp.StatusCode, body)
		}
		if cc := resp.Header.Get("Cache-Control"); cc != "no-store" {
			t.Errorf("GET %s: Cache-Control %q, want no-store", path, cc)
		}
	}
	if err := s.DB.Close(); err != nil {
		t.Fatal(err)
	}
	if resp, body := s.Do(s.Anon, "GET", "/readyz", nil); resp.StatusCode != http.StatusServiceUnavailable {
		t.Errorf("GET /readyz with the database closed: %d %s, want 503", resp.StatusCode, body)
	}
	if resp, body := s.Do(s.Anon, "GET", "/healthz", nil); resp.StatusCode != http.StatusOK {
		t.Errorf("GET /healthz with the database closed: %d %s, want 200", resp.StatusCode, body)
	}
}

// Every GET route answers HEAD as it answers GET: the same status and content type, no body.
func TestHeadOnEveryGetRoute(t *testing.T) {
	s := newTestServer(t)
	id, pids := s.CreateTournament("Head", 6)
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/rounds/1/pairing", id), nil, http.StatusCreated, nil)
	params := strings.NewReplacer(":id", fmt.Sprint(id), ":pid", fmt.Sprint(pids[0]), ":n", "1", ":table", "1",
		":tid", "1", ":uid", "1", ":code", "cs", ":token", "nosuchtoken", ":file", "standings.csv", "*", "css/hoshi.css")
	n := 0
	for _, r := range s.App.Echo.Routes() {
		if r.Method != http.MethodGet {
			continue
		}
		path := params.Replace(r.Path)
		if strings.HasSuffix(r.Path, "/events") {
			// The live stream: HEAD gives its headers at once, and no stream.
			c := newClientTimeout(5 * time.Second)
			resp, body := webtest.Send(t, c, "HEAD", s.TS.URL+path, nil)
			if resp.StatusCode != http.StatusOK || len(body) != 0 ||
				!strings.HasPrefix(resp.Header.Get("Content-Type"), "text/event-stream") {
				t.Errorf("HEAD %s: %d %q %q", path, resp.StatusCode, resp.Header.Get("Content-Type"), body)
			}
			continue
		}
		n++
		get, _ := s.Do(s.Director, "GET", path, nil)
		head, body := s.Do(s.Director, "HEAD", path, nil)
		if head.StatusCode == http.StatusMethodNotAllowed || head.StatusCode != get.StatusCode {
			t.Errorf("HEAD %s (%s): %d, GET %d", path, r.Path, head.StatusCode, get.StatusCode)
		}
		if len(body) != 0 {
			t.Errorf("HEAD %s: a body of %d bytes", path, len(body))
		}
		if g, h := get.Header.Get("Content-Type"), head.Header.Get("Content-Type"); g != h {
			t.Errorf("HEAD %s: Content-Type %q, GET %q", path, h, g)
		}
	}
	if n < 50 {
		t.Errorf("only %d GET routes checked", n)
	}
}

func newClientTimeout(d time.Duration) *http.Client {
	c := webtest.NewClient()
	c.Timeout = d
	return c
}
