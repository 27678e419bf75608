package web_test

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// The pairing sheets (by table and by name) print the round's public address and its QR
// code, on the configured public address; every printed sheet has the tournament, the sheet
// and "page n / N" in its page margins.
func TestPrintedSheetsCarryAddressAndPages(t *testing.T) {
	s := newTestServer(t)
	s.App.Config.PublicURL = "https://go.example.org"
	id, _ := s.CreateTournament("Printed Cup", 6)
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/rounds/1/pairing", id), nil, 201, nil)
	want := fmt.Sprintf("https://go.example.org/tournaments/%d/rounds/1", id)
	for _, sheet := range []string{"rounds/1/print/table", "rounds/1/print/alpha"} {
		_, body := s.Do(s.Anon, "GET", fmt.Sprintf("/tournaments/%d/%s", id, sheet), nil)
		page := string(body)
		if !strings.Contains(page, "<strong>"+want+"</strong>") || !strings.Contains(page, `<svg xmlns="http://www.w3.org/2000/svg" class="qr"`) {
			t.Errorf("%s: no address %s or QR code", sheet, want)
		}
	}
	for _, sheet := range []string{"rounds/1/print/table", "rounds/1/print/alpha", "rounds/1/print/slips", "print/standings", "print/wallchart"} {
		_, body := s.Do(s.Anon, "GET", fmt.Sprintf("/tournaments/%d/%s", id, sheet), nil)
		page := string(body)
		for _, rule := range []string{`@top-left { content: "Printed Cup";`, `@bottom-right { content: counter(page) " / " counter(pages);`} {
			if !strings.Contains(page, rule) {
				t.Errorf("%s: no %s", sheet, rule)
			}
		}
	}
	if _, body := s.Do(s.Anon, "GET", fmt.Sprintf("/tournaments/%d/print/standings", id), nil); strings.Contains(string(body), `class="qr"`) {
		t.Error("the standings carry a QR code")
	}
}

// The QR code of the pairing sheet reads back as the round's address when a phone's reader
// (zbar) scans the sheet as Chromium draws it.
func TestPrintedQRCodeScans(t *testing.T) {
	chromium, err1 := exec.LookPath("chromium")
	zbar, err2 := exec.LookPath("zbarimg")
	if err1 != nil || err2 != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("chromium or zbarimg (zbar-tools) missing")
		}
		t.Skip("chromium or zbarimg (zbar-tools) is not installed")
	}
	skipBrowserOnPostgres(t)
	s := newTestServer(t)
	s.App.Config.PublicURL = "https://go.example.org"
	id, _ := s.CreateTournament("Scanned Cup", 6)
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/rounds/1/pairing", id), nil, 201, nil)
	png := filepath.Join(t.TempDir(), "sheet.png")
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	out, err := exec.CommandContext(ctx, chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
		"--user-data-dir="+t.TempDir(), "--window-size=1000,700", "--screenshot="+png,
		fmt.Sprintf("%s/tournaments/%d/rounds/1/print/table", s.TS.URL, id)).CombinedOutput()
	if err != nil {
		t.Fatalf("chromium: %v\n%s", err, out)
	}
	out, err = exec.CommandContext(ctx, zbar, "-q", "--raw", png).Output()
	if err != nil {
		t.Fatalf("zbarimg found no code: %v", err)
	}
	if got, want := strings.TrimSpace(string(out)), fmt.Sprintf("https://go.example.org/tournaments/%d/rounds/1", id); got != want {
		t.Errorf("the code reads %q, want %q", got, want)
	}
}
