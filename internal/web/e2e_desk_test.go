package web_test

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// resultPosts are the requests that store a result from the director's results page.
var resultPosts = regexp.MustCompile(`^/director/tournaments/\d+/rounds/\d+/(results|games/\d+/result)$`)

// heldResults serves h but holds every result POST until gate is closed, and slows it down
// after that: the browser's keystrokes then always outrun the server's answers.
func heldResults(h http.Handler, gate <-chan struct{}, delay time.Duration) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodPost && resultPosts.MatchString(r.URL.Path) {
			<-gate
			time.Sleep(delay)
		}
		h.ServeHTTP(w, r)
	})
}

// TestResultDeskTypingAhead types results in bursts into the results page of a real browser
// while the server has not answered yet: every entry is stored at its own table, none is
// lost, a refused one is said and can be brought back, and the box is never replaced.
// "10b⏎1" then "1w⏎" is table 10, then table 11 (the 1 typed after the Enter belongs to the
// next entry): table 1 keeps the result it had.
func TestResultDeskTypingAhead(t *testing.T) {
	s := newTestServer(t)
	_, run := startBrowser(t)
	gate := make(chan struct{})
	slow := httptest.NewServer(heldResults(s.App.Handler(), gate, 150*time.Millisecond))
	defer slow.Close()
	defer s.App.CloseStreams() // before Close, which waits for the results page's event stream
	released := false
	defer func() {
		if !released {
			close(gate)
		}
	}()

	id, _ := s.CreateTournament("Desk", 24) // 12 tables
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/rounds/1/pairing", id), nil, http.StatusCreated, nil)
	s.Expect(s.Director, "PUT", fmt.Sprintf("/api/tournaments/%d/rounds/1/games/1/result", id), map[string]any{"result": "b"}, http.StatusOK, nil)

	results := fmt.Sprintf("%s/director/tournaments/%d/rounds/1/results", slow.URL, id)
	run("log in", logIn(slow.URL, webtest.TestPassword))
	run("results page", chromedp.Navigate(results), chromedp.WaitVisible(`#entry-input`))

	// Everything is typed, and a row's button pressed, while the first entry is held.
	var pending int
	var box string
	run("type ahead",
		chromedp.SendKeys(`#entry-input`, "4b\r5b\r6b\r"),
		chromedp.SendKeys(`#entry-input`, "10b\r1"),
		chromedp.SendKeys(`#entry-input`, "1w\r"),
		chromedp.SendKeys(`#entry-input`, "99w\r5x\r"),
		chromedp.Click(`#game-7 button[value=w]`),
		chromedp.SendKeys(`#entry-input`, "8"),
		into(&pending, chromedp.Evaluate[int](`document.querySelectorAll('#entry-log li.waiting, #entry-log li.saving').length`)),
		into(&box, chromedp.Value(`#entry-input`)),
	)
	if pending != 8 || box != "8" {
		t.Fatalf("while the server is held: %d entries waiting or saving, want 8; the box holds %q, want \"8\"", pending, box)
	}
	for _, g := range s.DirLoad(id).RoundGames(1) {
		if want := map[bool]tournament.Result{true: tournament.BlackWins, false: tournament.Unknown}[g.Table == 1]; g.Result != want {
			t.Fatalf("table %d has %v before the server answered", g.Table, g.Result)
		}
	}

	close(gate)
	released = true
	run("the queue empties, the box stays as typed",
		chromedp.SendKeys(`#entry-input`, "w"),
		chromedp.Poll[chromedp.Void](`document.querySelectorAll('#entry-log li').length == 8 &&
			!document.querySelector('#entry-log li.waiting, #entry-log li.saving')`, chromedp.WithPollingTimeout(12*time.Second)),
		into(&box, chromedp.Value(`#entry-input`)),
	)
	if box != "8w" {
		t.Errorf("after the answers the box holds %q, want 8w", box)
	}

	want := map[int]tournament.Result{1: tournament.BlackWins, 4: tournament.BlackWins, 5: tournament.BlackWins,
		6: tournament.BlackWins, 7: tournament.WhiteWins, 10: tournament.BlackWins, 11: tournament.WhiteWins}
	for _, g := range s.DirLoad(id).RoundGames(1) {
		if g.Result != want[g.Table] {
			t.Errorf("table %d: stored %v, want %v", g.Table, g.Result, want[g.Table])
		}
	}

	// The log, the latest first: each entry as typed and its outcome, in the order typed.
	var lines []string
	run("read the log", into(&lines, chromedp.Evaluate[[]string](`[...document.querySelectorAll('#entry-log li')].reverse().map(li => li.className + '|' + li.textContent)`)))
	wantLines := []struct{ kind, typed, says string }{
		{"saved", "4b", "Table 4:"}, {"saved", "5b", "Table 5:"}, {"saved", "6b", "Table 6:"},
		{"saved", "10b", "Table 10:"}, {"saved", "11w", "Table 11:"},
		{"refused", "99w", "99"}, {"refused", "5x", `"5x" is not a result`}, {"saved", "7w", "Table 7:"},
	}
	for i, w := range wantLines {
		if i >= len(lines) {
			break
		}
		kind, text, _ := strings.Cut(lines[i], "|")
		if kind != w.kind || !strings.HasPrefix(text, w.typed+" ") || !strings.Contains(text, w.says) {
			t.Errorf("log line %d: %s %q, want %s, %q then %q", i+1, kind, text, w.kind, w.typed, w.says)
		}
	}
	var progress string
	run("the counter follows", into(&progress, chromedp.Text(`#progress`)))
	if !strings.HasPrefix(progress, "7 / 12 results") {
		t.Errorf("progress: %q", progress)
	}

	// ↑ in an empty box brings back the last refused entry; "Type again" puts one after what
	// is typed, never over it.
	run("bring back what was refused",
		chromedp.Evaluate[chromedp.Void](`document.querySelector('#entry-input').value = ''`),
		chromedp.SendKeys(`#entry-input`, kb.ArrowUp),
		into(&box, chromedp.Value(`#entry-input`)),
	)
	if box != "5x" {
		t.Errorf("↑ brought back %q, want 5x", box)
	}
	run("type again",
		chromedp.SendKeys(`#entry-input`, kb.Backspace+kb.Backspace+"2w"),
		chromedp.Click(`#entry-log li.refused button`), // the latest refused: 5x
		into(&box, chromedp.Value(`#entry-input`)),
	)
	if box != "2w 5x" {
		t.Errorf("Type again gave %q, want \"2w 5x\"", box)
	}
}
