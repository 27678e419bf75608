package public_test

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
	"github.com/xuri/excelize/v2"
)

// prizeTournament is a McMahon tournament of one round whose standings are worked out by
// hand: starting scores follow the ranks (2d, 5k, 6k, 7k, 8k, 12k, one point apart from 5k to
// 8k) and the winners of round 1 get a point, so the order is A (2d, won), B (5k, won), C (6k,
// won), D (7k, lost), F (8k, lost), E (12k, lost).
func prizeTournament(t *testing.T, s *testServer) (store.TournamentID, map[string]tournament.PlayerID) {
	ctx := context.Background()
	set := tournament.DefaultSettings()
	set.Name, set.Rounds = "Brno Cup", 1
	set.Begin = time.Date(2026, 4, 4, 0, 0, 0, 0, time.UTC)
	set.End = set.Begin
	id, err := s.DB.CreateTournament(ctx, set)
	if err != nil {
		t.Fatal(err)
	}
	ids := map[string]tournament.PlayerID{}
	for _, p := range []struct {
		name string
		r    rank.Rank
	}{{"A", rank.Dan(2)}, {"B", rank.Kyu(5)}, {"C", rank.Kyu(6)}, {"D", rank.Kyu(7)}, {"E", rank.Kyu(12)}, {"F", rank.Kyu(8)}} {
		pid, err := s.DB.AddPlayerWithDetails(ctx, id, tournament.Player{Name: p.name, FirstName: "X", Rank: p.r, Club: "Brno"}, tournament.PlayerDetails{})
		if err != nil {
			t.Fatal(err)
		}
		ids[p.name] = pid
	}
	games := []tournament.Game{
		{Round: 1, Table: 1, White: ids["A"], Black: ids["E"], KnownColor: true},
		{Round: 1, Table: 2, White: ids["B"], Black: ids["D"], KnownColor: true},
		{Round: 1, Table: 3, White: ids["C"], Black: ids["F"], KnownColor: true},
	}
	if err := webtest.SaveRound(ctx, s.DB, id, 1, games, 0); err != nil {
		t.Fatal(err)
	}
	return id, ids
}

func TestPrizesAndCategories(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id, _ := prizeTournament(t, s)
	ctx := context.Background()
	dir := fmt.Sprintf("/director/tournaments/%d/prizes", id)
	tok, _ := s.SignupCSRF(s.Director, dir)
	// A mistake names its line and stores nothing.
	s.PostForm(s.Director, dir, tok, url.Values{"categories": {"5-10k: ranks 5k-10k\nwomen: gender f"}, "prizes": {"1st"}})
	if c, _, _ := s.DB.Awards(ctx, id); c != nil {
		t.Fatalf("a refused form stored %v", c)
	}
	_, page := s.Do(s.Director, "GET", dir, nil)
	if !strings.Contains(string(page), "line 2 (women: gender f)") {
		t.Fatalf("the mistake is not named: %.2000s", page)
	}
	s.PostForm(s.Director, dir, tok, url.Values{
		"categories": {"5-10k: ranks 5k-10k\n11k and weaker: ranks 11k-30k\njuniors: junior 2008-01-01"},
		"prizes":     {"1st place\n2nd place\nBest 5-10k: 5-10k\nBest 11k and weaker: 11k and weaker\nBest junior: juniors"},
	})
	prizes := fmt.Sprintf("/tournaments/%d/prizes", id)
	// Before the last round has its results: the public is told when; the director sees it.
	_, before := s.Do(s.Anon, "GET", prizes, nil)
	if !strings.Contains(string(before), "appears here when round 1") || len(webtest.PrizeWinners(string(before))) != 0 {
		t.Fatalf("prizes before the end: %.1500s", before)
	}
	if _, sp := s.Do(s.Anon, "GET", fmt.Sprintf("/tournaments/%d/standings", id), nil); strings.Contains(string(sp), `href="`+prizes+`"`) {
		t.Fatal("the standings link the prize list before the end")
	}
	_, prov := s.Do(s.Director, "GET", prizes, nil)
	if !strings.Contains(string(prov), "Provisional") {
		t.Fatalf("the director's prizes before the end: %.1500s", prov)
	}
	for table, r := range []tournament.Result{tournament.WhiteWins, tournament.WhiteWins, tournament.WhiteWins} {
		if err := s.DB.SetResult(ctx, id, 1, table+1, r, false, "test"); err != nil {
			t.Fatal(err)
		}
	}
	// B, second overall and the best 5-10k, takes the overall prize; C, the next 5-10k,
	// takes the category's; nobody gave a birth date, so the junior prize finds nobody.
	if _, sp := s.Do(s.Anon, "GET", fmt.Sprintf("/tournaments/%d/standings", id), nil); !strings.Contains(string(sp), `href="`+prizes+`"`) {
		t.Fatal("the standings do not link the prize list after the end")
	}
	_, after := s.Do(s.Anon, "GET", prizes, nil)
	want := "1st place=A X,2nd place=B X,Best 5-10k=C X,Best 11k and weaker=E X,Best junior=–"
	if got := strings.Join(webtest.PrizeWinners(string(after)), ","); got != want {
		t.Fatalf("prizes: %s\nwant %s", got, want)
	}
	// E (born 2010) and D (born 2009) are juniors: E keeps the 11k prize listed before, D
	// takes the junior prize.
	tok, _ = s.SignupCSRF(s.Director, dir)
	pid := map[string]tournament.PlayerID{}
	for _, p := range s.APIPlayers(int(id)) {
		pid[p.Name] = p.ID
	}
	s.PostForm(s.Director, dir+"/details", tok, url.Values{"player": {fmt.Sprint(pid["E"]), fmt.Sprint(pid["D"]), fmt.Sprint(pid["A"])},
		fmt.Sprintf("born-%d", pid["E"]): {"2010-02-03"}, fmt.Sprintf("born-%d", pid["D"]): {"2009-12-31"},
		fmt.Sprintf("born-%d", pid["A"]): {"1990-01-01"}, fmt.Sprintf("woman-%d", pid["A"]): {"on"}})
	details, err := s.DB.PlayerDetails(ctx, id)
	if err != nil || len(details) != 3 || !details[pid["A"]].Woman || details[pid["D"]].Born.Year() != 2009 || details[pid["E"]].Woman {
		t.Fatalf("details stored: %v %v", details, err)
	}
	_, after = s.Do(s.Anon, "GET", prizes, nil)
	want = "1st place=A X,2nd place=B X,Best 5-10k=C X,Best 11k and weaker=E X,Best junior=D X"
	if got := strings.Join(webtest.PrizeWinners(string(after)), ","); got != want {
		t.Fatalf("prizes with juniors: %s\nwant %s", got, want)
	}
	// The standings of a category: its members in the overall order, with overall places.
	_, cat := s.Do(s.Anon, "GET", fmt.Sprintf("/tournaments/%d/categories?category=5-10k", id), nil)
	rows := regexp.MustCompile(`<tr><td class="num">(\d+)</td><td class="num">(\d+)</td><td><a href="[^"]*">([^<]+)</a>`).FindAllStringSubmatch(string(cat), -1)
	var got []string
	for _, r := range rows {
		got = append(got, r[1]+":"+r[2]+":"+r[3])
	}
	if strings.Join(got, ",") != "1:2:B X,2:3:C X,3:4:D X,4:5:F X" {
		t.Fatalf("5-10k standings: %v", got)
	}
	if resp, _ := s.Do(s.Anon, "GET", fmt.Sprintf("/tournaments/%d/categories?category=nope", id), nil); resp.StatusCode != http.StatusNotFound {
		t.Fatalf("an unknown category: %d", resp.StatusCode)
	}
	// The printed standings of a category.
	_, printed := s.Do(s.Anon, "GET", fmt.Sprintf("/tournaments/%d/print/standings?category=5-10k", id), nil)
	for name, in := range map[string]bool{"A X": false, "B X": true, "C X": true, "D X": true, "E X": false, "F X": true} {
		if strings.Contains(string(printed), ">"+name+"<") != in {
			t.Errorf("printed 5-10k standings: %s in it: %v, want %v", name, !in, in)
		}
	}
	if !strings.Contains(string(printed), "Standings of 5-10k after round 1") {
		t.Errorf("printed 5-10k standings have no title: %.1500s", printed)
	}
	if resp, _ := s.Do(s.Anon, "GET", fmt.Sprintf("/tournaments/%d/print/standings?category=nope", id), nil); resp.StatusCode != http.StatusNotFound {
		t.Fatalf("an unknown category printed: %d", resp.StatusCode)
	}
	// The spreadsheet: a sheet per category and the prize list.
	resp, body := s.Do(s.Anon, "GET", fmt.Sprintf("/tournaments/%d/standings.xlsx", id), nil)
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("xlsx: %d", resp.StatusCode)
	}
	f, err := excelize.OpenReader(bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sheet := func(name string, cols ...int) string {
		rows, err := f.GetRows(name)
		if err != nil {
			t.Fatalf("sheet %s: %v (sheets %v)", name, err, f.GetSheetList())
		}
		var out []string
		for _, r := range rows[1:] {
			var cells []string
			for _, c := range cols {
				if c < len(r) {
					cells = append(cells, r[c])
				} else {
					cells = append(cells, "")
				}
			}
			out = append(out, strings.Join(cells, ":"))
		}
		return strings.Join(out, ",")
	}
	if got := sheet("5-10k", 0, 1, 2); got != "1:2:B,2:3:C,3:4:D,4:5:F" {
		t.Errorf("sheet 5-10k: %s", got)
	}
	if got := sheet("juniors", 0, 1, 2); got != "1:4:D,2:6:E" {
		t.Errorf("sheet juniors: %s", got)
	}
	if got := sheet("Prizes", 0, 2, 3); got != "1st place:1:A,2nd place:2:B,Best 5-10k:3:C,Best 11k and weaker:6:E,Best junior:4:D" {
		t.Errorf("sheet Prizes: %s", got)
	}
}
