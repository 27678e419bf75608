package main

import (
	"bytes"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// The systemd unit of deploy/ passes systemd's own check, and its command line is hoshi's.
func TestSystemdUnit(t *testing.T) {
	unit, err := os.ReadFile("../../deploy/hoshi.service")
	if err != nil {
		t.Fatal(err)
	}
	var exec0 string
	for line := range strings.SplitSeq(string(unit), "\n") {
		if v, ok := strings.CutPrefix(line, "ExecStart="); ok {
			exec0 = v
		}
	}
	args := strings.Fields(exec0)
	if len(args) < 2 || args[0] != "/usr/local/bin/hoshi" || args[1] != "serve" {
		t.Fatalf("ExecStart=%s", exec0)
	}
	// The flags are serve's: with a listen address that cannot be, serve names that flag.
	var stderr bytes.Buffer
	cfg := filepath.Join(t.TempDir(), "config.yaml")
	if err := os.WriteFile(cfg, []byte("listen: 127.0.0.1:99999\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	flags := append([]string{}, args[2:]...)
	for i, a := range flags {
		if a == "/etc/hoshi/config.yaml" {
			flags[i] = cfg
		}
	}
	if code := serveCmd(flags, io.Discard, &stderr); code != 2 || !strings.Contains(stderr.String(), "port \"99999\"") {
		t.Errorf("serve %v: exit %d, %q", flags, code, stderr.String())
	}
	if _, err := exec.LookPath("systemd-analyze"); err != nil {
		t.Skip("systemd-analyze is not installed: the unit's syntax is not checked")
	}
	// systemd checks that ExecStart names an executable: the test binary stands in.
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "hoshi.service")
	if err := os.WriteFile(path, bytes.ReplaceAll(unit, []byte("/usr/local/bin/hoshi"), []byte(self)), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command("systemd-analyze", "verify", "--man=no", path).CombinedOutput()
	if err != nil || len(bytes.TrimSpace(out)) > 0 {
		t.Errorf("systemd-analyze verify: %v\n%s", err, out)
	}
}

// hoshi health: 0 on a ready server, 1 on one that is not or does not answer.
func TestHealthCommand(t *testing.T) {
	status := http.StatusOK
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/readyz" {
			http.NotFound(w, r)
			return
		}
		w.WriteHeader(status)
	}))
	defer ts.Close()
	if code := healthCmd([]string{"--url", ts.URL + "/readyz"}, io.Discard, io.Discard); code != 0 {
		t.Errorf("ready: exit %d", code)
	}
	status = http.StatusServiceUnavailable
	var stderr bytes.Buffer
	if code := healthCmd([]string{"--url", ts.URL + "/readyz"}, io.Discard, &stderr); code != 1 || !strings.Contains(stderr.String(), "503") {
		t.Errorf("not ready: exit %d, %q", code, stderr.String())
	}
	addr := freeAddr(t)
	if code := healthCmd([]string{"--url", "http://" + addr + "/readyz", "--timeout", "1s"}, io.Discard, io.Discard); code != 1 {
		t.Errorf("nobody listening: exit %d", code)
	}
}
