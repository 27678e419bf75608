package web_test

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// TestDisputeInBrowser settles a dispute in a real browser as a director does: the start
// button, then clicks on intersections of the settled board and the Pass button, which htmx
// sends without reloading the page; an illegal click is refused in the block; undo; the count.
func TestDisputeInBrowser(t *testing.T) {
	s := newTestServer(t)
	_, run := startBrowser(t)
	id, _ := s.CreateTournament("Dispute Cup", 2)
	base := fmt.Sprintf("/api/tournaments/%d", id)
	s.Expect(s.Director, "PUT", base, map[string]any{"name": "Dispute Cup", "rounds": 1, "board_size": 9, "rules": "japanese"}, http.StatusOK, nil)
	s.Expect(s.Director, "POST", base+"/rounds/1/pairing", nil, http.StatusCreated, nil)
	s.Expect(s.Director, "POST", base+"/rounds/1/games/1/sgf", webtest.DisputedGame, http.StatusOK, nil)
	board := fmt.Sprintf("%s/tournaments/%d/rounds/1/games/1/board", s.TS.URL, id)

	// click clicks the settled board's point, as a finger does, and waits for htmx's answer.
	click := func(pt string) chromedp.Action[chromedp.Void] {
		return chromedp.Evaluate[chromedp.Void](fmt.Sprintf(`document.getElementById("dispute-%s").dispatchEvent(new MouseEvent("click", {bubbles: true}))`, pt))
	}
	moves := func(want string) chromedp.Action[chromedp.Void] {
		return chromedp.Poll[chromedp.Void](fmt.Sprintf(`%s && [...document.querySelectorAll("#dispute .dispute-moves li")].map(e => e.textContent.replace(/\s+/g, " ").trim()).join(" ") === %q`, settled, want))
	}
	run("log in", logIn(s.TS.URL, webtest.TestPassword))
	run("resume play", chromedp.Navigate(board), chromedp.WaitVisible(`#dispute`), clickNow(`#dispute button`, "Resume play"),
		chromedp.WaitVisible(`#dispute-B8`))
	run("B8, pass", click("B8"), moves("Black B8"), clickNow(`#dispute button`, "Pass"), moves("Black B8 White passes"))
	// D5 holds a black stone: refused in the block, nothing added.
	run("D5 refused", click("D5"), chromedp.Poll[chromedp.Void](settled+` && document.querySelector("#dispute [role=alert]")?.textContent.includes("Black cannot play D5: the point is occupied")`),
		moves("Black B8 White passes"))
	run("A7, undo", click("A7"), moves("Black B8 White passes Black A7"), clickNow(`#dispute button`, "Undo"), moves("Black B8 White passes"))
	played := "Black B8 White passes"
	for _, pt := range []string{"A7", "C7", "B6"} {
		played += " Black " + pt
		run(pt, click(pt), moves(played))
		played += " White passes"
		run(pt+" answered by a pass", clickNow(`#dispute button`, "Pass"), moves(played))
	}
	// The count is a plain form: the whole page comes back with it. The pairing gave this
	// game (1d against 2k) komi 0.5, which the count takes rather than the file's 6.5: Black
	// 23 + 1 + 4 = 28 as in TestDisputeSettledByPlay, White 23 + 1 + 0.5 = 24.5, B+3.5.
	run("score", chromedp.Evaluate[chromedp.Void](`setTimeout(() => [...document.querySelectorAll("#dispute button")].find(e => e.textContent.includes("Score the settled position")).click(), 0)`))
	run("the count", chromedp.WaitVisible(`#dispute .result`),
		chromedp.Poll[chromedp.Void](`(document.querySelector("#dispute .result")?.textContent || "").includes("Count of the settled position: B+3.5")`))
	rec, err := s.DB.LatestGameRecord(context.Background(), store.TournamentID(id), 1, 1)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(rec.Details, `"moves":["B8","pass","A7","pass","C7","pass","B6","pass"],"result":"B+3.5"`) {
		t.Errorf("stored moves: %s", rec.Details)
	}
}
