package web_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
)

// TestPositionOnPhone counts a game on two phone screens (390 px): Black places the final
// position (wallsRows) by tapping the board, a tap for a black stone and two for a white one,
// and has it counted (B+29.5); a tap on a stone of the count marks its group dead, a second
// one alive again; Black confirms the count, White finds it on his page and confirms it too,
// and the result is recorded.
//
// The network is slow, as a phone's may be: the pages' script arrives 400 ms after the page
// (never from the cache), so a tap must wait until the page has loaded it (readyState
// "complete": a deferred script runs before the load), else the board has no handler yet and
// the tap is lost; and a mark takes 400 ms to come back, so that three quick taps come while
// the first is under way: each must count, in order (a version each). A tap on a position the
// opponent changed meanwhile is refused, with the reason.
func TestPositionOnPhone(t *testing.T) {
	s := newTestServer(t)
	id, white, black := positionGame(s, "auto")
	_, run := startBrowser(t)
	run("slow network", command(network.SetCacheDisabled, network.SetCacheDisabledParams{CacheDisabled: true}),
		command(network.EmulateNetworkConditionsByRule, network.EmulateNetworkConditionsByRuleParams{MatchedNetworkConditions: []*network.Conditions{
			{URLPattern: s.TS.URL + "/static/*", Latency: 400, DownloadThroughput: -1, UploadThroughput: -1},
			{URLPattern: s.TS.URL + "/p/*/position/toggle", Latency: 400, DownloadThroughput: -1, UploadThroughput: -1}}}))
	// tap clicks point i (row by row from the top) of the board box sel, as a finger would,
	// once the page's script has bound its handlers.
	tap := func(what, sel string, i int) {
		t.Helper()
		var xy []float64
		run(what, chromedp.Poll[chromedp.Void](`document.readyState === "complete"`), into(&xy, chromedp.Evaluate[[]float64](fmt.Sprintf(`(function(){var box=document.querySelector(%q);box.scrollIntoView({block:"center"});
var svg=box.querySelector("svg"),n=+box.dataset.size,w=svg.viewBox.baseVal.width,m=(w-(n-1)*20)/2,r=svg.getBoundingClientRect(),k=r.width/w;
return [r.left+(m+(%d%%n)*20)*k, r.top+(m+Math.floor(%d/n)*20)*k]})()`, sel, i, i))))
		run(what, chromedp.MouseClickXY(xy[0], xy[1]))
	}
	run("phone screen", chromedp.EmulateViewport(390, 844), chromedp.Navigate(s.TS.URL+black),
		chromedp.WaitVisible(`#position-line a`), chromedp.Click(`#position-line a`), chromedp.WaitVisible(`[data-tap=edit] svg`))
	want := stonesField(wallsRows)
	for i := range len(want) {
		for range strings.Index(".bw", want[i:i+1]) {
			tap(fmt.Sprintf("place %d", i), `[data-tap=edit]`, i)
		}
	}
	var stones string
	var width int
	run("placed", into(&stones, chromedp.Value(`#place input[name=stones]`)), into(&width, chromedp.Evaluate[int](`document.documentElement.scrollWidth`)))
	if stones != want || width > 390 {
		t.Fatalf("the stones placed: %q, want %q; page width %d", stones, want, width)
	}
	run("count", chromedp.Click(`#place button.main`), chromedp.WaitVisible(`#count`),
		chromedp.Poll[chromedp.Void](`document.querySelector("#count h2").textContent.includes("B+29.5")`))
	// F5 (row 5 from the top, column F) marks Black's wall dead, then alive again.
	f5 := 4*9 + 5
	var count string
	tap("mark F5 dead", `[data-tap=toggle]`, f5)
	run("dead", chromedp.WaitReady(`#toggle input[name=version][value="2"]`), into(&count, chromedp.Text(`#count h2`)))
	if strings.Contains(count, "B+29.5") {
		t.Fatalf("Black's wall marked dead: %q", count)
	}
	// Three quick taps, alive, dead and alive again, the last two while the first is under way.
	for i, what := range []string{"alive", "dead", "alive again"} {
		tap(fmt.Sprintf("tap %d: F5 %s", i+1, what), `[data-tap=toggle]`, f5)
	}
	run("three marks", chromedp.WaitReady(`#toggle input[name=version][value="5"]`), into(&count, chromedp.Text(`#count h2`)))
	if !strings.Contains(count, "B+29.5") {
		t.Fatalf("Black's wall alive again: %q", count)
	}
	// White marks the wall dead on his phone meanwhile (version 6): Black's next tap, sent with
	// version 5, is refused, and the page shows why and the count as White left it. (The page,
	// loaded again, asks for news only after the poll interval, 20 s: too late to see it.)
	run("Black's page again", chromedp.Navigate(s.TS.URL+black+"/position"), chromedp.WaitReady(`#toggle input[name=version][value="5"]`))
	s.Expect(s.Anon, "POST", "/api"+white+"/position/dead", map[string]any{"round": 1, "version": 5, "dead": []string{"f5"}}, http.StatusOK, nil)
	tap("a tap on an old version", `[data-tap=toggle]`, f5)
	var refusal string
	run("refused", chromedp.WaitVisible(`#live [role=alert]`), into(&refusal, chromedp.Text(`#live [role=alert]`)),
		chromedp.WaitReady(`#toggle input[name=version][value="6"]`), into(&count, chromedp.Text(`#count h2`)))
	if !strings.Contains(refusal, "the position changed since your page was loaded") || strings.Contains(count, "B+29.5") {
		t.Fatalf("a tap on an old version: %q, count %q", refusal, count)
	}
	tap("mark F5 alive", `[data-tap=toggle]`, f5)
	var alerts int
	run("alive", chromedp.WaitReady(`#toggle input[name=version][value="7"]`), into(&count, chromedp.Text(`#count h2`)),
		into(&alerts, chromedp.Evaluate[int](`document.querySelectorAll("#live [role=alert]").length`)))
	if !strings.Contains(count, "B+29.5") || alerts != 0 {
		t.Fatalf("Black's wall alive again: %q, %d alerts", count, alerts)
	}
	run("Black confirms", chromedp.Click(`#count button.main`),
		chromedp.WaitVisible(`//p[@id="position-state"][contains(., "You confirmed the count.")]`))
	run("White's page", chromedp.Navigate(s.TS.URL+white),
		chromedp.WaitVisible(`//p[@id="position-line"][contains(., "entered the final position (B+29.5)")]`),
		chromedp.Click(`#position-line a`), chromedp.WaitVisible(`#count button.main`), chromedp.Click(`#count button.main`),
		chromedp.WaitVisible(`//p[@id="position-state"][contains(., "Both players confirmed this count.")]`))
	if r := s.TableResult(id, 1); r != "b" {
		t.Fatalf("result %q, want Black's win", r)
	}
}
