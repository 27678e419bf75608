package web_test

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/chromedp"
	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/store/storetest"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
	"github.com/xuri/excelize/v2"
)

// e2ePlayers are registered through the browser: name, first name, rank, and the starting
// McMahon score worked out by hand (docs/PAIRING.md "McMahon score": clamp(rank, 20k, 4d) + 30 with
// 1d = 0: 2d 31, 1k 29, 5k 25, 25k below the floor 10).
var e2ePlayers = []struct {
	name, first, rank string
	start             int
}{
	{"Šťastný", "Tomáš", "2d", 31}, {"Kovács", "Zoltán", "2d", 31},
	{"Łukasiewicz", "Paweł", "1k", 29}, {"Lefèvre", "Amélie", "1k", 29},
	{"Müller", "Lena", "5k", 25}, {"Ødegaard", "Sindre", "5k", 25},
	{"Kim", "Min-su", "25k", 10}, {"佐藤", "由紀", "25k", 10},
}

// TestEndToEnd drives the director's pages in a real browser: log in, create a tournament,
// register eight players, pair round 1, open the printed pairings, enter every result from
// the keyboard, open the standings and download the spreadsheet, then read it back.
// HOSHI_SCREENSHOTS=dir also saves screenshots of the main pages at desktop and phone widths.
func TestEndToEnd(t *testing.T) {
	if _, err := exec.LookPath("chromium"); err != nil {
		t.Skip("end-to-end test skipped: no chromium in PATH (apt-get install chromium)")
	}
	skipBrowserOnPostgres(t)
	ctx := context.Background()
	db, err := store.Open(ctx, storetest.DSN(t))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if err := db.SetPassword(ctx, webtest.TestPassword); err != nil {
		t.Fatal(err)
	}
	srv, err := web.New(db, web.Config{Defaults: tournament.DefaultSettings(), Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		t.Fatal(err)
	}
	// The stand-in for the EGD listens on 127.0.0.1, where production never downloads from.
	srv.AllowLoopbackFetch = true
	ts := httptest.NewServer(srv.Handler()) // listens on 127.0.0.1
	defer ts.Close()
	defer srv.CloseStreams() // before Close, which waits for the pages' event streams

	downloads := t.TempDir()
	bctx, run := startBrowser(t)
	start := time.Now()

	run("log in", logIn(ts.URL, webtest.TestPassword))

	// The EGD rating list, downloaded by the server from a stand-in for the EGD.
	egd := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		io.WriteString(w, "<pre>\n  12345678  Šťastný Tomáš     CZ  Nymb    2d   --   2150    12  T250101A\n</pre>\n")
	}))
	defer egd.Close()
	run("load the rating list",
		chromedp.Navigate(ts.URL+"/director/egd"),
		chromedp.SetValue(`#egd-url`, egd.URL+"/allworld_lp.html"),
		chromedp.Submit(`#egd-url`),
		chromedp.WaitVisible(`//div[contains(@class, "flash")][contains(., "Rating list loaded: 1 player.")]`),
	)

	var location string
	run("create a tournament",
		chromedp.Navigate(ts.URL+"/director"),
		chromedp.Click(`a[href="/director/tournaments/new"]`),
		chromedp.WaitVisible(`#f-name`),
		chromedp.SendKeys(`#f-name`, "Jarní turnaj – Nymburk"),
		chromedp.SetValue(`#f-rounds`, "3"),
		// The EGF class follows the time as it is typed: 600 min + 60 moves of 15 in 300 s.
		chromedp.Clear(`input[name="time.basic_minutes"]`),
		chromedp.SendKeys(`input[name="time.basic_minutes"]`, "600\t"),
		chromedp.Poll[chromedp.Void](`document.querySelector('.live').textContent == 'EGF class A (adjusted time 620 min)'`),
		chromedp.Submit(`#f-name`),
		chromedp.WaitVisible(`#p-name`),
		into(&location, chromedp.Location()),
	)
	var id int
	if _, err := fmt.Sscanf(strings.TrimPrefix(location, ts.URL), "/director/tournaments/%d/players", &id); err != nil {
		t.Fatalf("after creating: at %s", location)
	}
	base := fmt.Sprintf("%s/director/tournaments/%d", ts.URL, id)

	// The first player comes from the rating list: search without accents, pick the hit,
	// and the form is filled with the PIN, rank, club, country and rating.
	run("find in the rating list",
		chromedp.SendKeys(`#egd-q`, "stastny"),
		chromedp.WaitVisible(`#egd-hits a`),
		chromedp.Poll[chromedp.Void](settled),
		clickNow(`#egd-hits a`, ""),
		chromedp.Poll[chromedp.Void](`document.querySelector('#p-egd_pin')?.value == '12345678' && document.querySelector('#p-club').value == 'Nymb'`),
		chromedp.Poll[chromedp.Void](settled),
	)
	for i, p := range e2ePlayers {
		// htmx swaps the form back empty and appends the new line to the list.
		// Enter in the last input sends the form, as a director at the desk does.
		typing := []chromedp.Action[chromedp.Void]{chromedp.SendKeys(`#p-rank`, "\r")}
		if i > 0 {
			typing = []chromedp.Action[chromedp.Void]{
				chromedp.SendKeys(`#p-name`, p.name),
				chromedp.SendKeys(`#p-first_name`, p.first),
				chromedp.SendKeys(`#p-rank`, p.rank+"\r"),
			}
		}
		run("register "+p.name, append(append([]chromedp.Action[chromedp.Void]{chromedp.WaitVisible(`#p-name`)}, typing...),
			chromedp.Poll[chromedp.Void](fmt.Sprintf(`document.querySelectorAll('#player-rows tr[id^="player-"]').length == %d &&
				(document.querySelector('#register .flash')?.textContent ?? '').includes(%s) && %s`, i+1, strconv.Quote(p.name+" "+p.first), settled)),
		)...)
	}
	var list string
	run("the list", into(&list, chromedp.Text(`#player-rows`)))
	for _, p := range e2ePlayers {
		if !strings.Contains(list, p.name+" "+p.first) {
			t.Fatalf("%s missing from the list:\n%s", p.name, list)
		}
	}
	screenshots(t, bctx, base+"/players", "players")

	run("pair round 1",
		chromedp.Navigate(base+"/rounds/1"),
		chromedp.Click(`button[name=all]`),
		chromedp.WaitVisible(`#game-4`),
	)
	screenshots(t, bctx, base+"/rounds/1", "round")

	var printed string
	run("print view",
		chromedp.Navigate(fmt.Sprintf("%s/tournaments/%d/rounds/1/print/table", ts.URL, id)),
		into(&printed, chromedp.Text(`body`)),
	)
	for _, p := range e2ePlayers {
		if !strings.Contains(printed, p.name) {
			t.Fatalf("the printed pairing lacks %s:\n%s", p.name, printed)
		}
	}

	// Results from the keyboard: White wins at odd tables, Black at even ones.
	run("results page", chromedp.Navigate(base+"/rounds/1/results"), chromedp.WaitVisible(`#entry-input`))
	for table := 1; table <= 4; table++ {
		code := map[bool]string{true: "w", false: "b"}[table%2 == 1]
		run(fmt.Sprintf("result of table %d", table),
			chromedp.SendKeys(`#entry-input`, fmt.Sprintf("%d%s\r", table, code)),
			chromedp.WaitVisible(fmt.Sprintf(`#game-%d.known`, table)),
			chromedp.Poll[chromedp.Void](fmt.Sprintf(`document.querySelector('#entry-msg').textContent.startsWith('Table %d:') && %s`, table, settled)),
		)
	}
	var progress string
	run("progress", into(&progress, chromedp.Text(`#progress`)))
	if !strings.Contains(progress, "4 / 4") || !strings.Contains(progress, "round complete") {
		t.Fatalf("progress after the results: %q", progress)
	}
	screenshots(t, bctx, base+"/rounds/1/results", "results")

	// The expected McMahon scores after round 1, from the games as paired.
	tr, _, err := db.LoadTournament(ctx, store.TournamentID(id))
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]int{}
	for _, p := range e2ePlayers {
		want[p.name] = p.start
	}
	for _, g := range tr.RoundGames(1) {
		winner := g.White
		if g.Table%2 == 0 {
			winner = g.Black
		}
		want[tr.Player(winner).Name]++
	}

	var standings string
	run("standings",
		chromedp.Navigate(base+"/standings"),
		into(&standings, chromedp.Text(`table.standings`)),
		command(browser.SetDownloadBehavior, browser.SetDownloadBehaviorParams{Behavior: browser.SetDownloadBehaviorBehaviorAllow,
			DownloadPath: downloads, EventsEnabled: new(true)}),
	)
	if !strings.Contains(standings, "MMS") || !strings.Contains(standings, "Šťastný Tomáš") {
		t.Fatalf("standings page: %s", standings)
	}
	screenshots(t, bctx, base+"/standings", "standings")
	run("download the spreadsheet", chromedp.Navigate(base+"/standings"), chromedp.Click(`a[href$="standings.xlsx?round=1"]`))
	// Named after the tournament, accents kept (Content-Disposition filename*), and the round.
	file := waitForFile(t, filepath.Join(downloads, "jarní-turnaj-nymburk-r1-standings.xlsx"))

	f, err := excelize.OpenFile(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, err := f.GetRows(f.GetSheetName(0))
	if err != nil {
		t.Fatal(err)
	}
	col := map[string]int{}
	for i, h := range rows[0] {
		col[h] = i
	}
	if len(rows) != len(e2ePlayers)+1 {
		t.Fatalf("standings sheet has %d lines", len(rows))
	}
	for _, r := range rows[1:] {
		mms, err := strconv.Atoi(r[col["MMS"]])
		if err != nil || mms != want[r[col["Name"]]] {
			t.Errorf("%s: MMS %q in the spreadsheet, want %d", r[col["Name"]], r[col["MMS"]], want[r[col["Name"]]])
		}
	}
	screenshots(t, bctx, base+"/settings", "settings")
	screenshots(t, bctx, base, "overview")
	screenshots(t, bctx, base+"/presence", "presence")
	screenshots(t, bctx, ts.URL+"/director", "tournaments")
	screenshots(t, bctx, base+"/rounds/1/games/1/why", "why")
	t.Logf("end-to-end in %v", time.Since(start).Round(time.Millisecond))
}

// waitForFile waits for a download to land.
func waitForFile(t *testing.T, path string) string {
	t.Helper()
	for range 100 {
		if st, err := os.Stat(path); err == nil && st.Size() > 0 {
			return path
		}
		time.Sleep(100 * time.Millisecond)
	}
	t.Fatalf("download %s did not arrive", path)
	return ""
}

// screenshots saves the page at desktop and phone widths into $HOSHI_SCREENSHOTS, if set.
func screenshots(t *testing.T, ctx context.Context, url, name string) {
	t.Helper()
	dir := os.Getenv("HOSHI_SCREENSHOTS")
	if dir == "" {
		return
	}
	for _, w := range []struct {
		suffix string
		width  int64
	}{{"desktop", 1280}, {"phone", 390}} {
		var png []byte
		err := chromedp.Do(ctx,
			chromedp.EmulateViewport(w.width, 900),
			chromedp.Navigate(url),
			into(&png, chromedp.FullScreenshot(100)), // quality 100 is PNG
		)
		if err != nil {
			t.Fatalf("screenshot %s: %v", name, err)
		}
		if err := os.WriteFile(filepath.Join(dir, name+"-"+w.suffix+".png"), png, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(1280, 900)); err != nil {
		t.Fatal(err)
	}
}

// clickNow clicks the element sel finds at the moment of the click, in the page's own
// script: a search typed slowly on a loaded machine may answer once per pause between the
// keys, and chromedp.Click, which finds the node first and clicks it afterwards, then clicks
// a node that a later answer has already replaced ("Could not find node with given id").
// The element is the first of sel whose text holds text ("" for any).
func clickNow(sel, text string) chromedp.Action[chromedp.Void] {
	js := fmt.Sprintf(`(() => { const e = [...document.querySelectorAll(%s)].find(e => e.textContent.includes(%s));
		if (!e) return false; e.click(); return true })()`, strconv.Quote(sel), strconv.Quote(text))
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		clicked, err := chromedp.Evaluate[bool](js)(ctx, t)
		if err != nil {
			return err
		}
		if !clicked {
			return fmt.Errorf("clickNow: no element %s with %q", sel, text)
		}
		return nil
	})
}

// into is a step that runs the action a and keeps its value in *dst: a step reads what the
// page shows among its other actions, in their order and within the step's time limit, as
// chromedp's actions return their values rather than fill a variable.
func into[T any](dst *T, a chromedp.Action[T]) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		v, err := a(ctx, t)
		if err == nil {
			*dst = v
		}
		return err
	})
}

// logIn is the director's login on the server at base: the login form of /director filled
// with password, sent, and the director's page shown.
func logIn(base, password string) chromedp.Action[chromedp.Void] {
	return chromedp.Steps(
		chromedp.Navigate(base+"/director"),
		chromedp.WaitVisible(`input[name=password]`),
		chromedp.SendKeys(`input[name=password]`, password),
		chromedp.Submit(`input[name=password]`),
		chromedp.WaitVisible(`a[href="/director/tournaments/new"]`),
	)
}

// command is a step that sends one protocol command to the tab, its answer unused.
func command[P, R any](cmd cdp.Command[P, R], params P) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := cdp.Call(ctx, t, cmd, params)
		return err
	})
}

// settled is true once htmx has swapped and set up the new content, so that the next
// keystroke or click reaches the new form, not the one being replaced.
const settled = `!document.querySelector('.htmx-request, .htmx-swapping, .htmx-settling')`

// browserProfile is a directory for Chromium's profile. Chromium's helper processes may still
// write to it for a moment after the browser quits, which t.TempDir's cleanup takes for an
// error: the directory is removed with retries instead.
func browserProfile(t *testing.T) string {
	t.Helper()
	profile, err := os.MkdirTemp("", "hoshi-e2e-chromium-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		for range 50 {
			if os.RemoveAll(profile) == nil {
				return
			}
			time.Sleep(100 * time.Millisecond)
		}
	})
	return profile
}

// startBrowser starts headless Chromium (skipping the test without it) and returns its
// context and run, which runs a step's actions in order with a time limit of their own and,
// on a failure, stops the test with the page's address and text.
// browserOnPostgres are the browser tests that check what PostgreSQL does differently (the
// live updates between processes go through its notifications): they run on both databases.
var browserOnPostgres = map[string]bool{"TestEndToEndLive": true}

// skipBrowserOnPostgres skips a browser test on the PostgreSQL pass of the tests (storetest.Main).
// The browser tests check pages and scripts, which are the same on both databases, while the
// HTTP tests, which run on both, check the store behind them: running every browser test twice
// would double the package's time for nothing. HOSHI_BROWSER_POSTGRES=1 runs them all twice.
func skipBrowserOnPostgres(t *testing.T) {
	t.Helper()
	name, _, _ := strings.Cut(t.Name(), "/")
	if storetest.Postgres() && !browserOnPostgres[name] && os.Getenv("HOSHI_BROWSER_POSTGRES") == "" {
		t.Skip("browser test run on SQLite only (HOSHI_BROWSER_POSTGRES=1 runs it on PostgreSQL too)")
	}
}

func startBrowser(t *testing.T) (context.Context, func(what string, steps ...chromedp.Action[chromedp.Void])) {
	t.Helper()
	chromium, err := exec.LookPath("chromium")
	if err != nil {
		t.Skip("browser test skipped: no chromium in PATH (apt-get install chromium)")
	}
	skipBrowserOnPostgres(t)
	profile := browserProfile(t)
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(chromium), chromedp.Headless, chromedp.NoSandbox, chromedp.DisableGPU, chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck, chromedp.UserDataDir(profile),
		chromedp.Flag("disable-quic", true), chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true), chromedp.Flag("disable-sync", true),
		chromedp.WindowSize(1280, 900),
	}
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	bctx, cancel := chromedp.NewContext(actx)
	t.Cleanup(func() { cancel(); cancelAlloc() })
	// The browser starts with the first Run, bound to that context: bctx, not a step's.
	if err := chromedp.Do(bctx); err != nil {
		t.Fatal(err)
	}
	// Each step has its own time limit; on a failure the page's text tells what went wrong.
	run := func(what string, steps ...chromedp.Action[chromedp.Void]) {
		t.Helper()
		sctx, cancel := context.WithTimeout(bctx, 15*time.Second)
		defer cancel()
		if err := chromedp.Do(sctx, steps...); err != nil {
			var url, text string
			dctx, cancel := context.WithTimeout(bctx, 5*time.Second)
			defer cancel()
			chromedp.Do(dctx, into(&url, chromedp.Location()), into(&text, chromedp.Text("body")))
			t.Fatalf("%s: %v\nat %s:\n%s", what, err, url, text)
		}
	}
	return bctx, run
}
