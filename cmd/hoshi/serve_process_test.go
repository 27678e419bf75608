package main

import (
	"bytes"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// A `hoshi serve` process configured from the environment: JSON log lines, the measures on a
// second address, the health checks, and a clean stop on SIGTERM.
func TestServeProcessFromEnvironment(t *testing.T) {
	addr, metricsAddr := freeAddr(t), freeAddr(t)
	db := filepath.Join(t.TempDir(), "env.db")
	cmd := exec.Command(os.Args[0], "serve")
	cmd.Env = append(os.Environ(), execEnv+"=1", "HOSHI_ADMIN_PASSWORD=env password",
		"HOSHI_LISTEN="+addr, "HOSHI_DATABASE="+db, "HOSHI_LOG_FORMAT=json", "HOSHI_METRICS_LISTEN="+metricsAddr)
	var stderr lockedWriter
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	get := func(url string) (int, string) {
		resp, err := http.Get(url)
		if err != nil {
			return 0, err.Error()
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, string(b)
	}
	deadline := time.Now().Add(20 * time.Second)
	for {
		if code, _ := get("http://" + addr + "/readyz"); code == http.StatusOK {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("hoshi serve did not become ready:\n%s", stderr.String())
		}
		time.Sleep(30 * time.Millisecond)
	}
	if code, body := get("http://" + addr + "/healthz"); code != 200 || body != "ok\n" {
		t.Errorf("/healthz: %d %q", code, body)
	}
	if code, body := get("http://" + metricsAddr + "/metrics"); code != 200 || !strings.Contains(body, `hoshi_http_requests_total{method="GET",route="/readyz",status="200"}`) {
		t.Errorf("metrics_listen /metrics: %d\n%s", code, body)
	}
	if code, _ := get("http://" + metricsAddr + "/"); code != http.StatusNotFound {
		t.Errorf("metrics_listen serves more than /metrics: %d", code)
	}
	if err := cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	if err := cmd.Wait(); err != nil {
		t.Errorf("after SIGTERM: %v\n%s", err, stderr.String())
	}
	log := stderr.String()
	for _, want := range []string{`"msg":"migration applied"`, `"msg":"hoshi serving"`, `"msg":"metrics served"`,
		`"msg":"shutting down"`, `"path":"/healthz"`} {
		if want == `"path":"/healthz"` {
			if strings.Contains(log, want) {
				t.Errorf("a health check logged at the info level:\n%s", log)
			}
			continue
		}
		if !strings.Contains(log, want) {
			t.Errorf("the log has no %s:\n%s", want, log)
		}
	}
	for line := range strings.SplitSeq(strings.TrimSpace(log), "\n") {
		if !strings.HasPrefix(line, "{") {
			t.Errorf("a log line that is no JSON: %s", line)
		}
	}
}

// lockedWriter collects a process's output while the test reads it.
type lockedWriter struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (w *lockedWriter) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.buf.Write(p)
}

func (w *lockedWriter) String() string {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.buf.String()
}
