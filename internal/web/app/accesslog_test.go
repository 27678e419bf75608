package app_test

import (
	"bufio"
	"bytes"
	"encoding/json"
	"log/slog"
	"net/http"
	"sync"
	"testing"

	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// lockedBuffer is a log that the server's goroutines may write while the test reads it.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) lines(t *testing.T) []map[string]any {
	b.mu.Lock()
	defer b.mu.Unlock()
	var out []map[string]any
	sc := bufio.NewScanner(bytes.NewReader(b.buf.Bytes()))
	for sc.Scan() {
		var m map[string]any
		if err := json.Unmarshal(sc.Bytes(), &m); err != nil {
			t.Fatalf("a log line that is no JSON: %s", sc.Text())
		}
		out = append(out, m)
	}
	return out
}

// Each request is logged once answered, with the status the client got (errors included),
// the bytes, the client's address and the user; health checks only at the debug level.
func TestAccessLog(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	log := &lockedBuffer{}
	s.App.Config.Logger = slog.New(slog.NewJSONHandler(log, nil))
	s.CreateTournament("Logged", 2)
	resp, body := s.Do(s.Anon, "GET", "/tournaments/999999", nil)
	if resp.StatusCode != http.StatusNotFound {
		t.Fatalf("GET a missing tournament: %d", resp.StatusCode)
	}
	s.Do(s.Director, "GET", "/api/tournaments", nil)
	s.Do(s.Anon, "GET", "/healthz", nil)
	s.Do(s.Anon, "HEAD", "/api/tournaments", nil)

	find := func(method, path string) map[string]any {
		for _, l := range log.lines(t) {
			if l["msg"] == "request" && l["method"] == method && l["path"] == path {
				return l
			}
		}
		return nil
	}
	l := find("GET", "/tournaments/999999")
	if l == nil || l["status"] != float64(404) || l["bytes"] != float64(len(body)) || l["client"] != "127.0.0.1" ||
		l["user"] != "" || l["duration"] == nil || l["level"] != "INFO" {
		t.Errorf("the 404's line: %v (body %d bytes)", l, len(body))
	}
	if l := find("GET", "/api/tournaments"); l == nil || l["status"] != float64(200) || l["user"] != "admin" {
		t.Errorf("the director's line: %v", l)
	}
	if l := find("HEAD", "/api/tournaments"); l == nil || l["status"] != float64(200) {
		t.Errorf("the HEAD's line: %v", l)
	}
	if l := find("GET", "/healthz"); l != nil {
		t.Errorf("a health check logged at the info level: %v", l)
	}
}
