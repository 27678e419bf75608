package web_test

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// boxLook is where the registration box and its button are in the window.
type boxLook struct {
	Inner                float64 // the window's inner height
	BoxTop, BoxBottom    float64
	ButtonTop, ButtonBot float64
	Sticky               bool
}

const lookBox = `(() => {
	const box = document.querySelector('.register-box'), b = document.querySelector('#register button');
	const r = box.getBoundingClientRect(), q = b.getBoundingClientRect();
	return {Inner: innerHeight, BoxTop: r.top, BoxBottom: r.bottom, ButtonTop: q.top, ButtonBot: q.bottom,
		Sticky: getComputedStyle(box).position === 'sticky'};
})()`

// The registration box of the player list on a laptop's window (1366x768 and 1280x720, less
// the browser's own bars): with the EGD list loaded and 60 players registered, its button is
// in the window when the page opens, and stays within reach once the list is scrolled (the
// box sticks only if it fits whole).
func TestRegisterBoxFitsLaptop(t *testing.T) {
	s := newTestServer(t)
	_, run := startBrowser(t)
	// A registration POST is cut off (no answer) while drop is set.
	var drop atomic.Bool
	h := s.App.Handler()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodPost && strings.HasSuffix(r.URL.Path, "/players") && drop.Load() {
			panic(http.ErrAbortHandler)
		}
		h.ServeHTTP(w, r)
	}))
	defer srv.Close()
	if resp, body := s.DirUpload("/director/egd", "allworld_lp.html",
		[]byte("<pre>\n  12345678  Šťastný Tomáš     CZ  Nymb    2d   --   2150    12  T250101A\n</pre>\n")); resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("rating list: %d %s", resp.StatusCode, body)
	}
	id, _ := s.CreateTournament("Notebook", 60)
	run("log in", logIn(srv.URL, webtest.TestPassword))
	players := fmt.Sprintf("%s/director/tournaments/%d/players", srv.URL, id)
	// The inner window of a browser on such a screen: its tabs, address bar and the
	// system's task bar take about 130 px.
	for _, w := range []struct{ width, height int64 }{{1366, 768 - 130}, {1280, 720 - 130}} {
		var top, mid boxLook
		var png []byte
		run(fmt.Sprintf("players at %dx%d", w.width, w.height),
			chromedp.EmulateViewport(w.width, w.height),
			chromedp.Navigate(players),
			chromedp.WaitVisible(`#register button`),
			into(&top, chromedp.Evaluate[boxLook](lookBox)),
			chromedp.Evaluate[chromedp.Void](`window.scrollTo(0, document.body.scrollHeight / 2)`),
			into(&mid, chromedp.Evaluate[boxLook](lookBox)),
			into(&png, chromedp.CaptureScreenshot()),
		)
		if dir := os.Getenv("HOSHI_SCREENSHOTS"); dir != "" {
			os.WriteFile(filepath.Join(dir, fmt.Sprintf("register-box-%dx%d.png", w.width, w.height)), png, 0o644)
		}
		t.Logf("%dx%d: top %+v, scrolled %+v", w.width, w.height, top, mid)
		if top.ButtonBot > top.Inner || top.ButtonTop < 0 {
			t.Errorf("%dx%d: the register button is out of the window when the page opens: %+v", w.width, w.height, top)
		}
		if mid.Sticky && (mid.BoxBottom > mid.Inner || mid.ButtonBot > mid.Inner) {
			t.Errorf("%dx%d: the sticky box is taller than the window, its button out of reach: %+v", w.width, w.height, mid)
		}
	}
	// A click that registers nobody says so beside the button, in the page's language: a
	// refused form (no name, a rank that is none), then a registration without an answer.
	// pageReady waits until the page's deferred scripts have run (htmx handles the form).
	pageReady := chromedp.Poll[chromedp.Void](`document.readyState === 'complete' && !!window.htmx`, chromedp.WithPollingTimeout(10*time.Second))
	var refused, unsent string
	var inView bool
	run("a refused registration",
		chromedp.Navigate(srv.URL+"/lang/cs"),
		chromedp.Navigate(players),
		chromedp.WaitVisible(`#register button`),
		pageReady,
		chromedp.SendKeys(`#p-rank`, "33x"),
		chromedp.Click(`#register button`),
		chromedp.WaitVisible(`#register-refused`),
		into(&refused, chromedp.Evaluate[string](`document.querySelector('#register-refused').textContent`)),
		into(&inView, chromedp.Evaluate[bool](`(() => { const r = document.querySelector('#register-refused').getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight })()`)),
	)
	if refused != "Neregistrováno: opravte označená pole." || !inView {
		t.Errorf("a refused registration says %q (in the window: %v), want the Czech refusal beside the button", refused, inView)
	}
	drop.Store(true)
	run("a registration without an answer",
		// On a page of its own: the refusal's answer swaps the form, and a click before htmx
		// has taken the new form in submits it without htmx, leaving the page for the dropped
		// connection itself.
		chromedp.Navigate(players),
		chromedp.WaitVisible(`#register button`),
		pageReady,
		chromedp.SetValue(`#p-name`, "Nováková"),
		chromedp.SetValue(`#p-rank`, "5k"),
		chromedp.Click(`#register button`),
		chromedp.Poll[chromedp.Void](`document.querySelector('#register-msg').textContent != ''`, chromedp.WithPollingTimeout(10*time.Second)),
		into(&unsent, chromedp.Evaluate[string](`document.querySelector('#register-msg').textContent`)),
	)
	drop.Store(false)
	if !strings.HasPrefix(unsent, "Neregistrováno: server neodpověděl") {
		t.Errorf("a registration without an answer says %q, want the Czech message beside the button", unsent)
	}
	if n := len(s.DirLoad(id).Players); n != 60 {
		t.Errorf("%d players after two failed registrations, want 60", n)
	}
}
