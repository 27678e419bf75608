package web_test

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/http/httptest"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/store/storetest"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// TestPlayersAtTheVenue plays a round of 20 players on phone screens (390 px): each checks in
// on his own page (a 21st player does not, and is left out of the round), the director pairs
// the players checked in, both phones of every game report (one game's two players both say
// they won), the desk settles that conflict on the results page, and the public standings,
// open in another tab and never reloaded, end with the ten winners on top.
func TestPlayersAtTheVenue(t *testing.T) {
	ctx := context.Background()
	db, err := store.Open(ctx, storetest.DSN(t))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if err := db.SetPassword(ctx, webtest.TestPassword); err != nil {
		t.Fatal(err)
	}
	srv, err := web.New(db, web.Config{Defaults: tournament.DefaultSettings(), Logger: slog.New(slog.NewTextHandler(io.Discard, nil)),
		PollInterval: 2 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(srv.Handler())
	defer ts.Close()
	defer srv.CloseStreams()

	s := tournament.DefaultSettings()
	s.Name, s.Rounds, s.System, s.SelfReport = "Venue Cup", 3, tournament.Swiss, tournament.SelfReportAuto
	s.Criteria = tournament.DefaultCriteria(tournament.Swiss)
	id, err := db.CreateTournament(ctx, s)
	if err != nil {
		t.Fatal(err)
	}
	tokens := map[tournament.PlayerID]string{}
	var late tournament.PlayerID
	for i := range 21 {
		pid, err := db.AddPlayerWithDetails(ctx, id, tournament.Player{Name: fmt.Sprintf("Hráč%02d", i), FirstName: "Test", Rank: rank.Kyu(1 + i%15)}, tournament.PlayerDetails{})
		if err != nil {
			t.Fatal(err)
		}
		if i == 20 {
			late = pid
			continue
		}
		if tokens[pid], err = db.IssueLink(ctx, id, pid); err != nil {
			t.Fatal(err)
		}
	}

	bctx, run := startBrowser(t)
	start := time.Now()
	run("log in", logIn(ts.URL, webtest.TestPassword))
	// The standings' tab, as on the wall's screen; it opens with a Run bound to its own context.
	wall, cancelWall := chromedp.NewContext(bctx)
	defer cancelWall()
	if err := chromedp.Do(wall); err != nil {
		t.Fatal(err)
	}
	runIn := func(c context.Context, what string, actions ...chromedp.Action[chromedp.Void]) {
		t.Helper()
		sctx, cancel := context.WithTimeout(c, 40*time.Second)
		defer cancel()
		if err := chromedp.Do(sctx, actions...); err != nil {
			dctx, cancel := context.WithTimeout(c, 5*time.Second)
			defer cancel()
			text, _ := chromedp.Run(dctx, chromedp.Text("body"))
			t.Fatalf("%s: %v\n%s", what, err, text)
		}
	}

	phone := func(pid tournament.PlayerID) string { return ts.URL + "/p/" + tokens[pid] }
	// The phones' steps, each with a longer time limit than run's: a page load and a form.
	onPhone := func(what string, actions ...chromedp.Action[chromedp.Void]) {
		t.Helper()
		runIn(bctx, what, actions...)
	}
	run("phone screen", chromedp.EmulateViewport(390, 844))
	for pid := range tokens {
		onPhone("check in "+strconv.Itoa(int(pid)),
			chromedp.Navigate(phone(pid)),
			chromedp.WaitVisible(`#checkin button.main`),
			chromedp.Click(`#checkin button.main`),
			chromedp.WaitVisible(`//p[contains(., "You are checked in for round 1.")]`),
		)
	}
	t.Logf("check-ins in %v", time.Since(start).Round(time.Millisecond))
	run("pair the players checked in",
		chromedp.EmulateViewport(1280, 900),
		chromedp.Navigate(fmt.Sprintf("%s/director/tournaments/%d/rounds/1", ts.URL, id)),
		chromedp.WaitVisible(`button[name=checked_in]`),
		chromedp.Click(`button[name=checked_in]`),
		chromedp.WaitVisible(`//div[contains(@class, "flash")]`),
	)
	games, bye, err := db.Round(ctx, id, 1)
	if err != nil || len(games) != 10 || bye != 0 {
		t.Fatalf("round 1: %d games, bye %d, %v", len(games), bye, err)
	}
	for _, g := range games {
		if g.White == late || g.Black == late {
			t.Fatal("the player who did not check in was paired")
		}
	}
	// The standings on the wall's screen, open from the pairing on, never reloaded.
	runIn(wall, "open the standings", chromedp.Navigate(fmt.Sprintf("%s/tournaments/%d/standings", ts.URL, id)),
		chromedp.WaitVisible(`#standings[hx-get]`))
	conflict := games[3].Table
	run("phone screen", chromedp.EmulateViewport(390, 844))
	for _, g := range games {
		black := "I lost"
		if g.Table == conflict {
			black = "I won"
		}
		for _, side := range []struct {
			p      tournament.PlayerID
			colour string
			button string
		}{{g.White, "You play White", "I won"}, {g.Black, "You play Black", black}} {
			onPhone(fmt.Sprintf("table %d: %s reports %s", g.Table, side.colour, side.button),
				chromedp.Navigate(phone(side.p)),
				chromedp.WaitVisible(fmt.Sprintf(`//p[@class="big"][.="Table %d"]`, g.Table)),
				chromedp.WaitVisible(fmt.Sprintf(`//p[contains(., %q)]`, side.colour)),
				clickNow(`form.report button`, side.button),
				chromedp.WaitVisible(fmt.Sprintf(`//p[@id="report-state"][contains(., "You reported: %s.")]`, side.button)),
			)
		}
		if g.Table == conflict {
			var state string
			run("the conflict on the phone", into(&state, chromedp.Text(`#report-state`)))
			if !strings.Contains(state, "The reports disagree") {
				t.Fatalf("the second phone of the conflict says %q", state)
			}
		}
	}
	t.Logf("reports in %v", time.Since(start).Round(time.Millisecond))
	run("the desk settles the conflict",
		chromedp.EmulateViewport(1280, 900),
		chromedp.Navigate(fmt.Sprintf("%s/director/tournaments/%d/rounds/1/results", ts.URL, id)),
		chromedp.WaitVisible(fmt.Sprintf(`#report-%d.conflict`, conflict)),
		chromedp.Click(fmt.Sprintf(`#game-%d button[value=w]`, conflict)),
		chromedp.Poll[chromedp.Void](fmt.Sprintf(`document.querySelector('#game-%d .result').textContent.trim() == '1-0'`, conflict)),
	)
	var winners []string
	for _, g := range games {
		winners = append(winners, fmt.Sprintf("p%d", g.White))
	}
	slices.Sort(winners)
	want := strings.Join(winners, ",")
	top := `[...document.querySelectorAll('#standings tbody tr')].slice(0, 10).map(r => r.id).sort().join(',')`
	wctx, cancel := context.WithTimeout(wall, 30*time.Second)
	defer cancel()
	if err := chromedp.Do(wctx, chromedp.Poll[chromedp.Void](fmt.Sprintf(`%s == %q`, top, want), chromedp.WithPollingTimeout(25*time.Second), chromedp.WithPollingInterval(250*time.Millisecond))); err != nil {
		dctx, cancel := context.WithTimeout(wall, 5*time.Second)
		defer cancel()
		shown, _ := chromedp.Run(dctx, chromedp.Evaluate[string](top))
		t.Fatalf("the standings show %s on top, want the winners %s: %v", shown, want, err)
	}
	got, _, err := db.LoadTournament(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range got.RoundGames(1) {
		if g.Result != tournament.WhiteWins {
			t.Errorf("table %d: %v", g.Table, g.Result)
		}
	}
	if !slices.Contains(got.Player(late).Absent, 1) {
		t.Error("the player who did not check in is not absent from round 1")
	}
	t.Logf("a round of 20 players at the venue in %v", time.Since(start).Round(time.Millisecond))
}
