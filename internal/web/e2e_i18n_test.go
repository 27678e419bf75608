package web_test

import (
	"context"
	"io"
	"log/slog"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web"
)

// TestCzechOnPhone opens a tournament's public page in a real browser on a phone-sized
// screen, chooses Čeština with the switch and reads the page in Czech: the plural of the
// players and rounds as Czech writes them (5 hráčů, 5 kol), the terms of the players'
// books (kolo, pořadí). The screenshot goes to t.TempDir(), and to HOSHI_SCREENSHOTS when set.
func TestCzechOnPhone(t *testing.T) {
	chromium, err := exec.LookPath("chromium")
	if err != nil {
		t.Skip("browser test skipped: no chromium in PATH (apt-get install chromium)")
	}
	skipBrowserOnPostgres(t)
	ctx := context.Background()
	db, err := store.Open(ctx, filepath.Join(t.TempDir(), "hoshi.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	s := tournament.DefaultSettings()
	s.Name, s.Place, s.Language, s.TimeZone = "Velká cena Brna", "Brno", "cs", "Europe/Prague"
	id, err := db.CreateTournament(ctx, s)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range []tournament.Player{
		{Name: "Chalupa", FirstName: "Jan", Rank: rank.Kyu(3)}, {Name: "Horák", FirstName: "Petr", Rank: rank.Kyu(1)},
		{Name: "Černý", FirstName: "Tomáš", Rank: rank.Dan(2)}, {Name: "Cibulka", FirstName: "Eva", Rank: rank.Kyu(10)},
		{Name: "Šimek", FirstName: "Jiří", Rank: rank.Kyu(5)},
	} {
		if _, err := db.AddPlayerWithDetails(ctx, id, p, tournament.PlayerDetails{}); err != nil {
			t.Fatal(err)
		}
	}
	srv, err := web.New(db, web.Config{Defaults: tournament.DefaultSettings(), Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(srv.Handler()) // 127.0.0.1
	defer ts.Close()

	profile := browserProfile(t)
	actx, cancelAlloc := chromedp.NewExecAllocator(ctx, chromedp.ExecPath(chromium), chromedp.Headless, chromedp.NoSandbox,
		chromedp.DisableGPU, chromedp.NoFirstRun, chromedp.NoDefaultBrowserCheck, chromedp.UserDataDir(profile),
		chromedp.Flag("disable-background-networking", true), chromedp.Flag("lang", "en-US"), chromedp.WindowSize(390, 844))
	defer cancelAlloc()
	bctx, cancel := chromedp.NewContext(actx)
	defer cancel()
	rctx, cancelRun := context.WithTimeout(bctx, 60*time.Second)
	defer cancelRun()

	var before, text, list string
	var png []byte
	if err := chromedp.Do(rctx,
		chromedp.EmulateViewport(390, 844),
		chromedp.Navigate(ts.URL+"/tournaments/1"),
		chromedp.WaitVisible(`nav.langs a[hreflang=cs]`),
		into(&before, chromedp.Text("main")),
		chromedp.Click(`nav.langs a[hreflang=cs]`),
		chromedp.WaitVisible(`html[lang=cs] main h1`),
		into(&text, chromedp.Text("body")),
		into(&png, chromedp.FullScreenshot(100)),
		chromedp.Navigate(ts.URL+"/"),
		chromedp.WaitVisible(`html[lang=cs] main h1`),
		into(&list, chromedp.Text("main")),
	); err != nil {
		t.Fatal(err)
	}
	// The browser asks for English: before the switch the page is English.
	if !strings.Contains(before, "Rounds") || !strings.Contains(before, "5 rounds") {
		t.Errorf("before the switch, not English: %s", before)
	}
	for _, want := range []string{"Kola", "5 kol", "Hráči", "Pravidla", "1. kolo", "zatím nenalosováno", "Pořadí", "Přehled"} {
		if !strings.Contains(text, want) {
			t.Errorf("Czech page lacks %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, "Rounds") || strings.Contains(text, "not paired yet") {
		t.Errorf("English left on the Czech page:\n%s", text)
	}
	if !strings.Contains(list, "Turnaje") || !strings.Contains(list, "5 hráčů") {
		t.Errorf("list of tournaments not in Czech: %s", list)
	}
	shot := filepath.Join(t.TempDir(), "cs-phone.png")
	if err := os.WriteFile(shot, png, 0o644); err != nil {
		t.Fatal(err)
	}
	if dir := os.Getenv("HOSHI_SCREENSHOTS"); dir != "" {
		os.WriteFile(filepath.Join(dir, "cs-phone.png"), png, 0o644)
	}
	if len(png) < 1000 || string(png[1:4]) != "PNG" {
		t.Errorf("screenshot %s is no PNG (%d bytes)", shot, len(png))
	}
}
