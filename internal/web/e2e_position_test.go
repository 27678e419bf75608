package web_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestPositionOnPhone counts a game on two phone screens (390 px): Black places the final
// position (wallsRows) by tapping the board, a tap for a black stone and two for a white one,
// and has it counted (B+29.5); a tap on a stone of the count marks its group dead, a second
// one alive again; Black confirms the count, White finds it on his page and confirms it too,
// and the result is recorded.
func TestPositionOnPhone(t *testing.T) {
	s := newTestServer(t)
	id, white, black := positionGame(s, "auto")
	_, run := startBrowser(t)
	// tap clicks point i (row by row from the top) of the board box sel, as a finger would.
	tap := func(what, sel string, i int) {
		t.Helper()
		var xy []float64
		run(what, into(&xy, chromedp.Evaluate[[]float64](fmt.Sprintf(`(function(){var box=document.querySelector(%q);box.scrollIntoView({block:"center"});
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
	tap("mark F5 alive", `[data-tap=toggle]`, f5)
	run("alive again", chromedp.WaitReady(`#toggle input[name=version][value="3"]`), into(&count, chromedp.Text(`#count h2`)))
	if !strings.Contains(count, "B+29.5") {
		t.Fatalf("Black's wall alive again: %q", count)
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
