package web_test

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/http/httptest"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/store/storetest"
	"github.com/hoshi-go/hoshi/internal/team"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// TestPairGoInBrowser runs the 16-pair Pair Go event through the director's pages in
// a real browser: the tournament is created on the new-tournament page, its 32 players (a
// woman and a man for each pair) are registered in the store, then everything else goes
// through the pages: the settings page makes it Pair Go with sides of 2, the Teams page
// forms the 16 pairs, the round page pairs 3 rounds and the results page takes every result
// from the keyboard. The public standings are checked against match points counted here from
// the results entered (2 for a won match, 1 a jigo; a Pair Go match is one game), and the
// pages name both players of every pair.
func TestPairGoInBrowser(t *testing.T) {
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
	ts := httptest.NewServer(srv.Handler())
	defer ts.Close()
	defer srv.CloseStreams()
	_, run := startBrowser(t)

	run("log in", logIn(ts.URL, webtest.TestPassword))
	var location string
	run("create the tournament",
		chromedp.Navigate(ts.URL+"/director/tournaments/new"),
		chromedp.WaitVisible(`#f-name`),
		chromedp.SendKeys(`#f-name`, "Pair Go Cup"),
		chromedp.SetValue(`#f-rounds`, "3"),
		chromedp.Submit(`#f-name`),
		chromedp.WaitVisible(`#p-name`),
		into(&location, chromedp.Location()),
	)
	var id int
	if _, err := fmt.Sscanf(strings.TrimPrefix(location, ts.URL), "/director/tournaments/%d/players", &id); err != nil {
		t.Fatalf("after creating: at %s", location)
	}
	base := fmt.Sprintf("%s/director/tournaments/%d", ts.URL, id)

	// The players: woman k and man k form pair k; ranks from 5d down, a pair's two a rank apart.
	type pair struct {
		woman, man tournament.PlayerID
		names      [2]string // "Surname First" as the pages write them
	}
	var pairs []pair
	for k := range 16 {
		var p pair
		for j, who := range []struct{ name, first string }{{fmt.Sprintf("Woman%02d", k+1), "Anna"}, {fmt.Sprintf("Man%02d", k+1), "Petr"}} {
			r := rank.Dan(5).Value() - k - j
			pid, err := db.AddPlayerWithDetails(ctx, store.TournamentID(id), tournament.Player{Name: who.name, FirstName: who.first, Rank: rank.Rank(r)}, tournament.PlayerDetails{})
			if err != nil {
				t.Fatal(err)
			}
			if j == 0 {
				p.woman = pid
			} else {
				p.man = pid
			}
			p.names[j] = who.name + " " + who.first
		}
		pairs = append(pairs, p)
	}

	run("make it Pair Go",
		chromedp.Navigate(base+"/settings"),
		chromedp.WaitVisible(`#f-team_size`),
		chromedp.SetValue(`#f-team_size`, "2"),
		chromedp.SetValue(`#f-team_kind`, "pair-go"),
		chromedp.Submit(`#f-name`),
		chromedp.WaitVisible(`//div[contains(@class, "flash")][contains(., "Settings saved.")]`),
		chromedp.WaitVisible(fmt.Sprintf(`nav.tabs a[href="/director/tournaments/%d/teams"]`, id)),
	)
	for k, p := range pairs {
		run(fmt.Sprintf("pair %d", k+1),
			chromedp.Navigate(base+"/teams"),
			chromedp.WaitVisible(`#team-p2`),
			chromedp.SetValue(`#team-p1`, strconv.Itoa(int(p.woman))),
			chromedp.SetValue(`#team-p2`, strconv.Itoa(int(p.man))),
			chromedp.Submit(`#team-p1`),
			chromedp.WaitVisible(fmt.Sprintf(`//div[contains(@class, "flash")][contains(., %s)]`, strconv.Quote("Team "+p.names[0]+" / "+p.names[1]+" added."))),
			chromedp.Poll[chromedp.Void](fmt.Sprintf(`document.querySelectorAll('#teams tr[id^="team-"]').length == %d`, k+1)),
		)
	}
	e, _, err := db.LoadTeamEvent(ctx, store.TournamentID(id))
	if err != nil || e.Settings.Kind != team.PairGo || e.Settings.Size != 2 || len(e.Teams) != 16 {
		t.Fatalf("after the Teams page: %+v, %d teams (%v)", e.Settings, len(e.Teams), err)
	}
	sideOf := map[tournament.PlayerID]team.ID{}
	for _, tm := range e.Teams {
		for _, p := range tm.Players {
			sideOf[p] = tm.ID
		}
	}

	matchPoints := map[team.ID]int{}
	met := map[[2]team.ID]bool{}
	for r := 1; r <= 3; r++ {
		run(fmt.Sprintf("pair round %d", r),
			chromedp.Navigate(fmt.Sprintf("%s/rounds/%d", base, r)),
			chromedp.WaitVisible(`#pair-teams button`),
			chromedp.Click(`#pair-teams button`),
			chromedp.WaitVisible(`#match-8`),
			chromedp.Poll[chromedp.Void](`document.querySelectorAll('section.match').length == 8`),
		)
		var roundText string
		run("read the round", into(&roundText, chromedp.Text(`main`)))
		for _, p := range pairs {
			if !strings.Contains(roundText, p.names[0]+" / "+p.names[1]) {
				t.Fatalf("round %d: the round page does not name %s and %s together", r, p.names[0], p.names[1])
			}
		}
		e, _, err := db.LoadTeamEvent(ctx, store.TournamentID(id))
		if err != nil {
			t.Fatal(err)
		}
		games := e.T.RoundGames(r)
		if len(games) != 8 {
			t.Fatalf("round %d: %d games", r, len(games))
		}
		run(fmt.Sprintf("results of round %d", r), chromedp.Navigate(fmt.Sprintf("%s/rounds/%d/results", base, r)), chromedp.WaitVisible(`#entry-input`))
		for i, g := range games {
			a, b := sideOf[g.White], sideOf[g.Black]
			if a == 0 || b == 0 || a == b {
				t.Fatalf("round %d, table %d: %d-%d is no game between two pairs", r, g.Table, g.White, g.Black)
			}
			key := [2]team.ID{min(a, b), max(a, b)}
			if met[key] {
				t.Fatalf("round %d: pairs %d and %d meet again", r, a, b)
			}
			met[key] = true
			// White, Black, White, then a jigo at every fourth table where the komi allows
			// one (Black's win where it does not).
			code := []string{"w", "b", "w", "="}[(i+r)%4]
			if code == "=" && !g.JigoPossible() {
				code = "b"
			}
			switch code {
			case "w":
				matchPoints[a] += 2
			case "b":
				matchPoints[b] += 2
			default:
				matchPoints[a]++
				matchPoints[b]++
			}
			run(fmt.Sprintf("round %d, table %d", r, g.Table),
				chromedp.SendKeys(`#entry-input`, fmt.Sprintf("%d%s\r", g.Table, code)),
				chromedp.WaitVisible(fmt.Sprintf(`#game-%d.known`, g.Table)),
				chromedp.Poll[chromedp.Void](fmt.Sprintf(`document.querySelector('#entry-msg').textContent.startsWith('Table %d:') && %s`, g.Table, settled)),
			)
		}
		var progress, results string
		run("progress", into(&progress, chromedp.Text(`#progress`)), into(&results, chromedp.Text(`#results`)))
		if !strings.Contains(progress, "8 / 8") {
			t.Fatalf("round %d: progress %q", r, progress)
		}
		// Each match is headed by both pairs, each named by its two players.
		for _, p := range pairs {
			if !strings.Contains(results, p.names[0]+" / "+p.names[1]) {
				t.Fatalf("round %d: the results page does not name %s and %s together", r, p.names[0], p.names[1])
			}
		}
	}

	// The public standings after round 3, as the visitors see them.
	var standings string
	run("standings",
		chromedp.Navigate(fmt.Sprintf("%s/tournaments/%d/standings?round=3", ts.URL, id)),
		chromedp.WaitVisible(`table.standings`),
		// Read in one script: a live refresh may replace the table between a node lookup and its read.
		into(&standings, chromedp.Evaluate[string](`document.querySelector('table.standings').outerHTML`)),
	)
	row := regexp.MustCompile(`(?s)<tr>\s*<td class="num">([0-9-]+)</td>\s*<td>([^<]*)</td>\s*<td class="hide-phone">([^<]*)</td>\s*<td class="num">(\d+)</td>`)
	rows := row.FindAllStringSubmatch(standings, -1)
	if len(rows) != 16 {
		t.Fatalf("%d lines in the standings:\n%s", len(rows), standings)
	}
	byName := map[string]team.ID{}
	for _, tm := range e.Teams {
		byName[e.Name(tm.ID)] = tm.ID
	}
	prev := 1 << 30
	for _, r := range rows {
		tid, ok := byName[r[2]]
		if !ok {
			t.Fatalf("standings: unknown pair %q", r[2])
		}
		mp, _ := strconv.Atoi(r[4])
		if mp != matchPoints[tid] {
			t.Errorf("%s: %d match points in the standings, %d counted from the results", r[2], mp, matchPoints[tid])
		}
		if mp > prev {
			t.Errorf("%s with %d match points below a pair with %d", r[2], mp, prev)
		}
		prev = mp
		if !strings.Contains(r[2], " / ") || !strings.Contains(r[3], "Woman") || !strings.Contains(r[3], "Man") {
			t.Errorf("standings line %q / %q does not name both players", r[2], r[3])
		}
	}
}
