package public_test

import (
	"context"
	"fmt"
	"html"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// prisonersCup is a tournament under the Czech rules of 1991 with the rank-difference
// handicap (ceiling 9, 5 prisoners for each further rank), whose round 1 the director pairs
// on the round's page: Silný 4k against Slabý 20k. The ranks are 16 apart: 9 stones, and 16 - 9
// = 7 further ranks at 5 prisoners each, 35 prisoners White (Silný, the stronger) hands Black.
func prisonersCup(s *testServer) (store.TournamentID, *pageSite, tournament.PlayerID) {
	s.T.Helper()
	set := tournament.DefaultSettings()
	set.Name, set.Rules, set.Rounds, set.BoardSize, set.Komi = "Nymburk Cup", "czech-1991", 1, 19, 11
	set.Handicap.Kind = tournament.HandicapRankDifference
	set.Handicap.Ceiling, set.Handicap.PrisonersPerRank = 9, 5
	id, err := s.DB.CreateTournament(context.Background(), set)
	if err != nil {
		s.T.Fatal(err)
	}
	ps := &pageSite{&webtest.PageSite{T: s.T, DB: s.DB, App: s.App, TS: s.TS, Anon: s.Anon, Director: s.Director}}
	strong := ps.AddPlayer(id, "Silný", "Petr", rank.Kyu(4))
	weak := ps.AddPlayer(id, "Slabý", "Jan", rank.Kyu(20))
	resp, body := s.DirPost(fmt.Sprintf("/director/tournaments/%d/rounds/1/pair", id), url.Values{"all": {"1"}})
	if resp.StatusCode != http.StatusSeeOther {
		s.T.Fatalf("pairing: %d %s", resp.StatusCode, webtest.Text(body))
	}
	tr, _, err := s.DB.LoadTournament(context.Background(), id)
	if err != nil {
		s.T.Fatal(err)
	}
	games := tr.RoundGames(1)
	if len(games) != 1 || games[0].White != strong || games[0].Black != weak || games[0].Handicap != 9 ||
		games[0].Komi != 1 || games[0].Prisoners != 35 {
		s.T.Fatalf("round 1: %+v, want Silný White, Slabý Black, handicap 9, komi 0.5, 35 prisoners", games)
	}
	return id, ps, weak
}

// TestPrisonersShown: the 35 prisoners stand beside the handicap on every page that shows it:
// the public round page and its "find my table" answer, the player's page, the result slips,
// the sheet by table, the board page, the director's round and results pages, in each of the
// six languages.
func TestPrisonersShown(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id, ps, weak := prisonersCup(s)
	pub := fmt.Sprintf("/tournaments/%d", id)
	dir := fmt.Sprintf("/director/tournaments/%d", id)
	const shown = "35 prisoners to Black"
	for _, tc := range []struct {
		path string
		c    *http.Client
		want string
	}{
		{pub + "/rounds/1", s.Anon, shown},
		{pub + "/rounds/1/find?q=slab", s.Anon, "Slabý Jan 20k: table 1 , Black against Silný Petr 4k, handicap 9, 35 prisoners to Black, komi 0.5"},
		{pub + "/rounds/1?q=sil", s.Anon, "White against Slabý Jan 20k, handicap 9, 35 prisoners to Black, komi 0.5"},
		{fmt.Sprintf("%s/players/%d", pub, weak), s.Anon, "9 35 prisoners to Black"},
		{pub + "/rounds/1/print/slips", s.Anon, "Handicap 9, 35 prisoners to Black · komi 0.5"},
		{pub + "/rounds/1/print/table", s.Anon, "Slabý Jan 20k 9 35 prisoners to Black 0.5"},
		{pub + "/rounds/1/games/1/board", s.Director, "handicap 9, 35 prisoners to Black · komi 0.5"},
		{dir + "/rounds/1", s.Director, "9 35 prisoners to Black 0.5"},
		{dir + "/rounds/1/results", s.Director, "9 35 prisoners to Black"},
	} {
		_, page := ps.Get(tc.c, tc.path, http.StatusOK)
		if !strings.Contains(webtest.Plain(page), tc.want) {
			t.Errorf("%s lacks %q: %s", tc.path, tc.want, webtest.Plain(page))
		}
	}
	for lang, want := range map[string]string{
		"cs": "35 zajatců pro černého", "sk": "35 zajatcov pre čierneho", "fi": "35 vankia mustalle",
		"de": "35 Gefangene für Schwarz", "fr": "35 prisonniers pour Noir",
	} {
		_, page := s.Do(s.Anon, "GET", pub+"/rounds/1/find?q=slab", nil, "Cookie", app.LangCookie+"="+lang)
		if !strings.Contains(html.UnescapeString(string(page)), want) {
			t.Errorf("find my table in %s lacks %q: %s", lang, want, webtest.Plain(string(page)))
		}
		_, page = s.Do(s.Anon, "GET", pub+"/rounds/1/print/slips", nil, "Cookie", app.LangCookie+"="+lang)
		if !strings.Contains(html.UnescapeString(string(page)), want) {
			t.Errorf("result slips in %s lack %q", lang, want)
		}
	}
}

// prisonersPosition is a 19x19 final position: a black wall on column J (SGF column i), a
// white wall on column K (j), one black stone at P10 (SGF oj) dead in White's area, marked
// by the TB/TW marks of the last node. Counted by hand under the Czech rules of 1991: Black's
// territory is columns A-H, 8 x 19 = 152 points; White's is columns L-T, 9 x 19 = 171 points
// (P10's point included), and the dead stone is one prisoner: 172. With the game's komi 0.5
// White leads by 20.5 on the board; the 35 prisoners White handed Black make Black's 152 + 35
// = 187 against 172.5: B+14.5.
func prisonersPosition() string {
	var ab, aw, tb, tw strings.Builder
	for y := 'a'; y <= 's'; y++ {
		fmt.Fprintf(&ab, "[i%c]", y)
		fmt.Fprintf(&aw, "[j%c]", y)
		for x := 'a'; x <= 'h'; x++ {
			fmt.Fprintf(&tb, "[%c%c]", x, y)
		}
		for x := 'k'; x <= 's'; x++ {
			fmt.Fprintf(&tw, "[%c%c]", x, y)
		}
	}
	return "(;GM[1]FF[4]SZ[19]KM[0.5]AB" + ab.String() + "[oj]AW" + aw.String() +
		";W[];B[]TB" + tb.String() + "TW" + tw.String() + ")"
}

// TestPrisonersCounted: the board page counts the 35 prisoners for Black (B+14.5, not the
// W+20.5 of the stones alone), shows them on a line of the count, and its button records the
// count as a win of Black; the API's count of an uploaded record says the same.
func TestPrisonersCounted(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id, ps, _ := prisonersCup(s)
	board := fmt.Sprintf("/tournaments/%d/rounds/1/games/1/board", id)
	token := ps.CSRF(s.Director, board)
	if resp, body := ps.Upload(s.Director, board, token, []byte(prisonersPosition())); resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("upload: %d %s", resp.StatusCode, webtest.Text(body))
	}
	_, page := ps.Get(s.Anon, board, http.StatusOK)
	if got := countOf(page); got != "B+14.5" {
		t.Errorf("count %s, want B+14.5: %s", got, webtest.Plain(page))
	}
	for _, want := range []string{
		"Territory 152 171 ",
		"Black stones removed as dead 1 ",
		"White stones handed over before the game (handicap prisoners) 35 ",
		"Total 187 172.5",
	} {
		if !strings.Contains(webtest.Plain(page), want) {
			t.Errorf("the count lacks %q: %s", want, webtest.Plain(page))
		}
	}
	// The director's page offers the button that records the count, with the result it shows.
	_, page = ps.Get(s.Director, board, http.StatusOK)
	was := regexp.MustCompile(`name="decision" value="computed"><input type="hidden" name="was" value="([^"]*)"`).FindStringSubmatch(page)
	if was == nil {
		t.Fatalf("no button to record the count: %s", webtest.Plain(page))
	}
	resp, body := ps.Post(s.Director, board+"/result", token, url.Values{"decision": {"computed"}, "was": {was[1]}})
	if resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("recording the count: %d %s", resp.StatusCode, webtest.Text(body))
	}
	tr, _, err := s.DB.LoadTournament(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	if g := tr.RoundGames(1)[0]; g.Result != tournament.BlackWins {
		t.Errorf("recorded result %v, want Black's win (B+14.5)", g.Result)
	}

	var score struct {
		Result string
		Black  struct {
			Handed int     `json:"handicap_prisoners"`
			Total  float64 `json:"total"`
		}
		White struct {
			Handed int     `json:"handicap_prisoners"`
			Total  float64 `json:"total"`
		}
	}
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/rounds/1/games/1/sgf", id), prisonersPosition(), http.StatusOK, &score)
	if score.Result != "B+14.5" || score.Black.Handed != 35 || score.Black.Total != 187 || score.White.Handed != 0 || score.White.Total != 172.5 {
		t.Errorf("API count %+v, want B+14.5 with 35 handed to Black, 187 to 172.5", score)
	}
}

// TestPrisonersDisputeSettled: a dispute settled by play counts the 35 prisoners too. The
// record ends with Black's pass, so White moves first: White proves the black stone P10 dead by
// surrounding it (O10, Q10, P11, then P9 captures it) while Black passes four times. Hand-worked:
// White's territory is 171 - 4 stones played into it = 167 (P10 empty again), his prisoners 1
// (P10) + 4 pass stones = 5, with komi 172.5; Black's 152 + 35 handed over = 187: B+14.5, the
// count the disputed position had with P10 dead (W+20.5 without the 35).
func TestPrisonersDisputeSettled(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id, ps, _ := prisonersCup(s)
	board := fmt.Sprintf("/tournaments/%d/rounds/1/games/1/board", id)
	token := ps.CSRF(s.Director, board)
	if resp, body := ps.Upload(s.Director, board, token, []byte(prisonersPosition())); resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("upload: %d %s", resp.StatusCode, webtest.Text(body))
	}
	step := func(form url.Values) {
		t.Helper()
		if resp, body := ps.Post(s.Director, board+"/dispute", token, form); resp.StatusCode != http.StatusSeeOther {
			t.Fatalf("%v: %d %s", form, resp.StatusCode, webtest.Text(body))
		}
	}
	step(url.Values{"action": {"start"}})
	for _, m := range []string{"O10", "pass", "Q10", "pass", "P11", "pass", "P9", "pass"} {
		if m == "pass" {
			step(url.Values{"action": {"pass"}})
		} else {
			step(url.Values{"action": {"move"}, "point": {m}})
		}
	}
	step(url.Values{"action": {"score"}})
	_, page := ps.Get(s.Director, board, http.StatusOK)
	p := webtest.Plain(page)
	for _, want := range []string{
		"Count of the settled position: B+14.5",
		"Territory 152 167 ",
		"Black stones captured (prisoners) 1 ",
		"Pass stones received 0 4 ",
		"White stones handed over before the game (handicap prisoners) 35 ",
		"Total 187 172.5",
	} {
		if !strings.Contains(p, want) {
			t.Errorf("the settled count lacks %q: %s", want, p)
		}
	}
	step(url.Values{"action": {"record"}, "was": {"?"}, "settled": {"B+14.5"}})
	tr, _, err := s.DB.LoadTournament(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	if g := tr.RoundGames(1)[0]; g.Result != tournament.BlackWins {
		t.Errorf("recorded result %v, want Black's win (B+14.5)", g.Result)
	}
}

// TestPrisonersShownTeams: a team tournament under the rank-difference handicap shows the
// prisoners of its board games beside the handicap too: the public round page, the team result
// slips and the sheet by table. Team A's two 4k players meet team B's two 20k players: on each
// board 16 ranks apart, 9 stones and (16 - 9) x 5 = 35 prisoners to Black.
func TestPrisonersShownTeams(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	var tj struct{ ID int }
	s.Expect(s.Director, "POST", "/api/tournaments", map[string]any{"name": "Team Cup", "rounds": 1, "team_size": 2,
		"rules": "czech-1991", "handicap": map[string]any{"kind": "rank-difference", "ceiling": 9, "prisoners_per_rank": 5}},
		http.StatusCreated, &tj)
	base := fmt.Sprintf("/api/tournaments/%d", tj.ID)
	var ids []int
	for i, r := range []string{"4k", "4k", "20k", "20k"} {
		var p struct{ ID int }
		s.Expect(s.Director, "POST", base+"/players", map[string]any{"name": fmt.Sprintf("Member%d", i), "first_name": "Test", "rank": r}, http.StatusCreated, &p)
		ids = append(ids, p.ID)
	}
	s.Expect(s.Director, "POST", base+"/teams", map[string]any{"name": "Strong", "players": ids[:2]}, http.StatusCreated, nil)
	s.Expect(s.Director, "POST", base+"/teams", map[string]any{"name": "Weak", "players": ids[2:]}, http.StatusCreated, nil)
	var round struct {
		Matches []struct {
			Games []struct {
				Handicap  int `json:"handicap"`
				Prisoners int `json:"prisoners"`
			} `json:"games"`
		} `json:"matches"`
	}
	s.Expect(s.Director, "POST", base+"/rounds/1/pairing", nil, http.StatusCreated, &round)
	if len(round.Matches) != 1 || len(round.Matches[0].Games) != 2 {
		t.Fatalf("round 1: %+v, want one match of two boards", round)
	}
	for _, g := range round.Matches[0].Games {
		if g.Handicap != 9 || g.Prisoners != 35 {
			t.Fatalf("board game %+v, want handicap 9 and 35 prisoners", g)
		}
	}
	pub := fmt.Sprintf("/tournaments/%d", tj.ID)
	for _, path := range []string{pub + "/rounds/1", pub + "/rounds/1/print/slips", pub + "/rounds/1/print/table"} {
		_, page := s.Do(s.Anon, "GET", path, nil)
		if n := strings.Count(webtest.Plain(string(page)), "35 prisoners to Black"); n < 2 {
			t.Errorf("%s shows the prisoners %d times, want on both boards: %s", path, n, webtest.Plain(string(page)))
		}
	}
}
