package director_test

import (
	"context"
	"fmt"
	"html"
	"net/http"
	"net/url"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/team"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// TestDirectorTeamSettings: the settings page keeps the team settings; a size the kind does
// not allow, or one the teams do not fill, is refused naming the field in the page's language
// and stores nothing; a stale form stores nothing; the Teams tab shows for a team tournament
// only, and the staff's tab reads "Roles".
func TestDirectorTeamSettings(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id := s.DirCreate("Pairs")
	path := fmt.Sprintf("/director/tournaments/%d/settings", id)
	page := s.DirGet(path)
	if strings.Contains(page, "/teams\"") || !strings.Contains(page, ">Roles<") || strings.Contains(page, ">Team<") {
		t.Fatalf("individual tournament: a Teams tab, or the staff's tab not \"Roles\"")
	}
	if !strings.Contains(page, `name="team_size" id="f-team_size" value="0"`) {
		t.Fatalf("no team_size input at 0")
	}
	stored := func() team.Settings {
		ts, err := s.DB.TeamSettings(context.Background(), store.TournamentID(id))
		if err != nil {
			t.Fatal(err)
		}
		return ts
	}
	for _, c := range []struct{ size, kind, msg string }{
		{"3", "pair-go", "a Pair Go side has 2 players, not 3"},
		{"7", "boards", "a team has 2 to 6 boards, not 7"},
		{"-1", "boards", "team_size is 0 for individuals or 2 to 6 boards"},
		{"two", "boards", `write a whole number, not &#34;two&#34;`},
		{"2", "chess", `unknown team kind &#34;chess&#34;: boards, pair-go or rengo`},
	} {
		resp, body := s.DirPost(path, webtest.TeamSettingsValues("Pairs", c.size, c.kind, "a-black-first", "mean-rating"))
		if resp.StatusCode != http.StatusUnprocessableEntity || !strings.Contains(body, c.msg) {
			t.Errorf("team_size %s, %s: %d, want 422 with %q", c.size, c.kind, resp.StatusCode, c.msg)
		}
		if stored().Size != 0 {
			t.Fatalf("team_size %s, %s: stored", c.size, c.kind)
		}
	}
	// In Czech, the message of the field in Czech.
	resp, body := s.DirPost(path, webtest.TeamSettingsValues("Pairs", "3", "pair-go", "a-black-first", "mean-rating"), "Cookie", "hoshi_lang=cs")
	if resp.StatusCode != http.StatusUnprocessableEntity || !strings.Contains(body, "dvojice Pair Go má 2 hráče, ne 3") {
		t.Fatalf("in Czech: %d, no Czech message", resp.StatusCode)
	}
	// A stale form stores nothing.
	v := webtest.TeamSettingsValues("Pairs", "2", "pair-go", "a-white-first", "mean-rank")
	v.Set("rev", "1")
	if resp, _ := s.DirPost(path, v); resp.StatusCode != http.StatusConflict || stored().Size != 0 {
		t.Fatalf("stale form: %d, stored %+v", resp.StatusCode, stored())
	}
	resp, body = s.DirPost(path, webtest.TeamSettingsValues("Pairs", "2", "pair-go", "a-white-first", "mean-rank"))
	page = s.DirSeeOther(resp, body, path)
	want := team.Settings{Size: 2, Kind: team.PairGo, Colours: team.AlternateAWhiteFirst, Strength: team.MeanRank}
	if got := stored(); got.Size != want.Size || got.Kind != want.Kind || got.Colours != want.Colours || got.Strength != want.Strength {
		t.Fatalf("stored %+v, want %+v", got, want)
	}
	if !strings.Contains(page, fmt.Sprintf(`href="/director/tournaments/%d/teams"`, id)) ||
		!strings.Contains(page, `<option value="pair-go" selected>`) || !strings.Contains(page, `<option value="mean-rank" selected>`) {
		t.Fatalf("after saving: no Teams tab or the team settings not shown")
	}
	// The API reads what the page stored.
	var tj struct {
		TeamSize int    `json:"team_size"`
		TeamKind string `json:"team_kind"`
	}
	s.Expect(s.Anon, "GET", fmt.Sprintf("/api/tournaments/%d", id), nil, http.StatusOK, &tj)
	if tj.TeamSize != 2 || tj.TeamKind != "pair-go" {
		t.Fatalf("API: %+v", tj)
	}
	// With a team, back to individual is refused.
	_, ps := s.CreateTournament("other", 0)
	_ = ps
	var p1, p2 struct{ ID int }
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/players", id), map[string]any{"name": "Kim", "first_name": "Ana", "rank": "1d"}, http.StatusCreated, &p1)
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/players", id), map[string]any{"name": "Lee", "first_name": "Bo", "rank": "2k"}, http.StatusCreated, &p2)
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/teams", id), map[string]any{"players": []int{p1.ID, p2.ID}}, http.StatusCreated, nil)
	resp, body = s.DirPost(path, webtest.TeamSettingsValues("Pairs", "0", "boards", "a-black-first", "mean-rating"))
	if resp.StatusCode != http.StatusUnprocessableEntity || !strings.Contains(body, "the tournament has 1 team: delete it first") || stored().Size != 2 {
		t.Fatalf("size 0 with a team: %d, stored %+v", resp.StatusCode, stored())
	}
}

var teamRow = regexp.MustCompile(`(?s)<tr id="team-(\d+)">(.*?)</tr>`)

// TestDirectorTeamsPage: teams are added, listed in board order with reserves and strength,
// changed and deleted on the Teams page; a player twice, a gap in the boards or a team with
// too few players is refused naming the mistake; a team that played cannot be deleted; a
// weaker player above a stronger one gives a warning.
func TestDirectorTeamsPage(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id, ps := s.CreateTournament("Teams", 0)
	_ = ps
	base := fmt.Sprintf("/api/tournaments/%d", id)
	s.Expect(s.Director, "PUT", base, map[string]any{"team_size": 2, "rounds": 3}, http.StatusOK, nil)
	// Eight players, 4d down to 3k; ratings at the middle of the rank.
	ranks := []string{"4d", "3d", "2d", "1d", "1k", "2k", "3k", "4k"}
	names := []string{"Ada", "Ben", "Cid", "Dan", "Eva", "Fay", "Gil", "Hal"}
	var pid []int
	for i, r := range ranks {
		var p struct{ ID int }
		s.Expect(s.Director, "POST", base+"/players", map[string]any{"name": names[i], "first_name": "X", "rank": r}, http.StatusCreated, &p)
		pid = append(pid, p.ID)
	}
	teams := fmt.Sprintf("/director/tournaments/%d/teams", id)
	add := func(name string, players ...int) (*http.Response, string) {
		v := url.Values{"name": {name}}
		for k, p := range players {
			if p != 0 {
				v.Set(fmt.Sprintf("p%d", k+1), fmt.Sprint(p))
			}
		}
		return s.DirPost(teams, v)
	}
	// Alpha: Ada, Ben and the reserve Hal; Bravo: Dan above Cid (a warning); Charlie, Delta.
	for _, c := range []struct {
		name    string
		players []int
	}{{"Alpha", []int{pid[0], pid[1], pid[7]}}, {"Bravo", []int{pid[3], pid[2]}}, {"Charlie", []int{pid[4], pid[5]}}} {
		resp, body := add(c.name, c.players...)
		if page := s.DirSeeOther(resp, body, teams); !strings.Contains(page, "Team "+c.name+" added.") {
			t.Fatalf("add %s: no message", c.name)
		}
	}
	for _, c := range []struct {
		name    string
		players []int
		msg     string
	}{
		{"Delta", []int{pid[6], pid[0]}, "already in team"},
		{"Delta", []int{pid[6], pid[6]}, "Gil X is chosen twice"},
		{"Delta", []int{0, pid[6]}, "board 1 has no player"},
		{"Delta", []int{pid[6]}, "1 player for 2 boards: choose a player for every board"},
		{"", []int{pid[6], pid[2]}, "a team needs a name"},
	} {
		resp, page := add(c.name, c.players...)
		if resp.StatusCode != http.StatusUnprocessableEntity { // the form comes back with the reason
			t.Errorf("%v: %d, want 422", c.players, resp.StatusCode)
		}
		if !strings.Contains(html.UnescapeString(page), c.msg) {
			t.Errorf("%v: no %q on the page", c.players, c.msg)
		}
	}
	if all, _ := s.DB.Teams(context.Background(), store.TournamentID(id)); len(all) != 3 {
		t.Fatalf("%d teams stored, want 3", len(all))
	}
	page := s.DirGet(teams)
	rows := teamRow.FindAllStringSubmatch(page, -1)
	if len(rows) != 3 {
		t.Fatalf("%d team rows", len(rows))
	}
	// Alpha: 4d and 3d play, rated at the middle of their ranks, 2400 and 2300: a mean of
	// 2350, floor((2350-2050)/100) = 3 ranks above 1d: 4d. Hal is a reserve.
	alpha := rows[0][2]
	if !regexp.MustCompile(`(?s)1\.</span> Ada X \(4d\).*2\.</span> Ben X \(3d\).*Reserve:</span> Hal X \(4k\).*4d \(2350\)`).MatchString(alpha) {
		t.Errorf("Alpha's row: %s", alpha)
	}
	// Bravo: Cid (2d) on board 2 is stronger than Dan (1d) on board 1.
	if !strings.Contains(page, "Bravo, round 1: Cid X (2d) on board 2 is stronger than Dan X (1d) on board 1") {
		t.Errorf("no board-order warning for Bravo")
	}
	if strings.Contains(page, "Alpha, round 1") {
		t.Errorf("a warning for Alpha")
	}
	// The Czech page says it in Czech.
	if cs := s.DirGetIn("cs", teams); !strings.Contains(cs, "Bravo, 1. kolo: Cid X (2d) na 2. desce je silnější než Dan X (1d) na 1. desce") {
		t.Errorf("no Czech warning")
	}
	// Edit Bravo: Cid first; the warning goes.
	bravo := rows[1][1]
	resp, body := s.DirPost(teams+"/"+bravo, url.Values{"name": {"Bravo"}, "p1": {fmt.Sprint(pid[2])}, "p2": {fmt.Sprint(pid[3])}})
	page = s.DirSeeOther(resp, body, teams)
	if strings.Contains(page, "is stronger than") || !strings.Contains(page, "Team Bravo saved.") {
		t.Errorf("after the edit: a warning, or no message")
	}
	add("Delta", pid[6], pid[7]) // refused: Hal is Alpha's reserve
	if resp, _ = add("Delta", pid[6], 0); resp.StatusCode != http.StatusUnprocessableEntity {
		t.Errorf("Delta with one player: %d, want 422", resp.StatusCode)
	}
	// Free Hal from Alpha, then Delta gets him.
	alphaID := rows[0][1]
	resp, body = s.DirPost(teams+"/"+alphaID, url.Values{"name": {"Alpha"}, "p1": {fmt.Sprint(pid[0])}, "p2": {fmt.Sprint(pid[1])}})
	s.DirSeeOther(resp, body, teams)
	resp, body = add("Delta", pid[6], pid[7])
	s.DirSeeOther(resp, body, teams)
	all, _ := s.DB.Teams(context.Background(), store.TournamentID(id))
	if len(all) != 4 || len(all[0].Players) != 2 {
		t.Fatalf("teams: %+v", all)
	}
	// Bravo plays round 2 in the other order; a round with one board chosen is refused.
	bravoForm := url.Values{"name": {"Bravo"}, "p1": {fmt.Sprint(pid[2])}, "p2": {fmt.Sprint(pid[3])},
		"r2_1": {fmt.Sprint(pid[3])}, "r2_2": {fmt.Sprint(pid[2])}, "r3_1": {fmt.Sprint(pid[3])}}
	resp, body = s.DirPost(teams+"/"+bravo, bravoForm)
	if resp.StatusCode != http.StatusUnprocessableEntity || !strings.Contains(body, "round 3: choose a player for every board, or none for the fixed order") {
		t.Errorf("a round with one board: no message")
	}
	bravoForm.Del("r3_1")
	resp, body = s.DirPost(teams+"/"+bravo, bravoForm)
	s.DirSeeOther(resp, body, teams)
	all, _ = s.DB.Teams(context.Background(), store.TournamentID(id))
	if l := all[1].Lineups; len(l) != 1 || fmt.Sprint(l[2]) != fmt.Sprint([]int{pid[3], pid[2]}) {
		t.Fatalf("Bravo's lineups: %v", l)
	}
	// Round 2's order puts Dan (1d) above Cid (2d): the team's page warns of it.
	if page := s.DirGet(teams + "/" + bravo); !strings.Contains(page, "Bravo, round 2: Cid X (2d) on board 2 is stronger than Dan X (1d) on board 1") {
		t.Errorf("no warning for round 2 on Bravo's page")
	}
	// Pair round 1 on the round page; Alpha cannot go now, and can after the round is unpaired.
	resp, body = s.DirPost(fmt.Sprintf("/director/tournaments/%d/rounds/1/pair", id), url.Values{"all": {"1"}})
	s.DirSeeOther(resp, body, fmt.Sprintf("/director/tournaments/%d/rounds/1", id))
	resp, body = s.DirPost(teams+"/"+alphaID+"/delete", nil)
	page = s.DirSeeOther(resp, body, teams)
	if !strings.Contains(page, "Alpha has played: unpair the rounds it played before deleting it") {
		t.Fatalf("deleting a team that played: no message")
	}
	resp, body = s.DirPost(fmt.Sprintf("/director/tournaments/%d/rounds/1/delete", id), nil)
	s.DirSeeOther(resp, body, fmt.Sprintf("/director/tournaments/%d/rounds/1", id))
	resp, body = s.DirPost(teams+"/"+alphaID+"/delete", nil)
	if page := s.DirSeeOther(resp, body, teams); !strings.Contains(page, "Team Alpha deleted.") {
		t.Fatalf("delete: no message")
	}
	if all, _ := s.DB.Teams(context.Background(), store.TournamentID(id)); len(all) != 3 {
		t.Fatalf("%d teams after the delete", len(all))
	}
	// An individual tournament has no Teams page.
	other := s.DirCreate("Individual")
	if resp, _ := s.Do(s.Director, "GET", fmt.Sprintf("/director/tournaments/%d/teams", other), nil); resp.StatusCode != http.StatusNotFound {
		t.Fatalf("Teams page of an individual tournament: %d", resp.StatusCode)
	}
}

var matchHeadRow = regexp.MustCompile(`<tr id="match-(\d+)" class="match-head[^"]*"[^>]*><th colspan="6"><span class="team-a">([^<]*)</span> – <span class="team-b">([^<]*)</span>(?: <span class="score">([^<]*)</span>)?</th></tr>`)

// TestDirectorTeamRound: a team round is paired on the round page as the API pairs it and
// shown by match; the results page groups the boards by match with the match score; the
// keyboard entry records board results; changes by hand that would break a match (a stranger
// on a board through the API, opponents swapped across matches, a board unpaired, a game made
// by hand) are refused and change nothing, handicap, komi and colours are kept; the round is
// paired again and unpaired from the page.
func TestDirectorTeamRound(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id, _ := s.CreateTournament("Team round", 0)
	base := fmt.Sprintf("/api/tournaments/%d", id)
	dir := fmt.Sprintf("/director/tournaments/%d", id)
	// Komi 7: a board may end in a jigo.
	s.Expect(s.Director, "PUT", base, map[string]any{"team_size": 2, "rounds": 3, "komi": 7, "handicap": map[string]any{"kind": "none"}}, http.StatusOK, nil)
	// Four teams of two boards and a reserve each: 12 players, ranks falling by team.
	var teamIDs []int
	members := map[int][]int{}
	name := map[int]string{}
	for k := range 4 {
		var ps []int
		for b := range 3 {
			var p struct{ ID int }
			body := map[string]any{"name": fmt.Sprintf("T%dB%d", k+1, b+1), "first_name": "Pl", "rank": fmt.Sprintf("%dk", 1+3*k+b)}
			s.Expect(s.Director, "POST", base+"/players", body, http.StatusCreated, &p)
			ps = append(ps, p.ID)
			name[p.ID] = fmt.Sprintf("T%dB%d Pl", k+1, b+1)
		}
		var a webtest.TeamAnswer
		s.Expect(s.Director, "POST", base+"/teams", map[string]any{"name": fmt.Sprintf("Team%d", k+1), "players": ps}, http.StatusCreated, &a)
		teamIDs = append(teamIDs, a.ID)
		members[a.ID] = ps
	}
	round := dir + "/rounds/1"
	resp, body := s.DirPost(round+"/pair", url.Values{"all": {"1"}})
	page := s.DirSeeOther(resp, body, round)
	if !strings.Contains(page, "Round 1 paired: 2 matches.") {
		t.Fatalf("no message after pairing")
	}
	var p webtest.TeamRoundAnswer
	s.Expect(s.Anon, "GET", base+"/rounds/1/pairing", nil, http.StatusOK, &p)
	if len(p.Matches) != 2 {
		t.Fatalf("%d matches", len(p.Matches))
	}
	teamName := func(tid int) string {
		for k, id := range teamIDs {
			if id == tid {
				return fmt.Sprintf("Team%d", k+1)
			}
		}
		return "?"
	}
	// The round page shows every match and its boards as the API lists them.
	for i, m := range p.Matches {
		sec := regexp.MustCompile(fmt.Sprintf(`(?s)<section class="match card" id="match-%d">(.*?)</section>`, i+1)).FindStringSubmatch(page)
		if sec == nil || !strings.Contains(sec[1], `<span class="team-a">`+teamName(m.TeamA)+`</span> – <span class="team-b">`+teamName(m.TeamB)+`</span>`) {
			t.Fatalf("match %d (%s – %s) not on the round page", i+1, teamName(m.TeamA), teamName(m.TeamB))
		}
		for _, g := range m.Games {
			row := fmt.Sprintf(`<td class="num">%d</td><td class="num">%d</td><td>%s (`, g.Board, g.Table, name[g.White])
			if !strings.Contains(sec[1], row) || !strings.Contains(sec[1], "<td>"+name[g.Black]+" (") {
				t.Errorf("match %d, board %d: %s – %s at table %d not shown", i+1, g.Board, name[g.White], name[g.Black], g.Table)
			}
		}
	}
	// The why? page of a match tells about the two teams.
	why := s.DirGet(fmt.Sprintf("%s/games/%d/why", round, p.Matches[0].Games[0].Table))
	if !strings.Contains(why, teamName(p.Matches[0].TeamA)) || !strings.Contains(why, teamName(p.Matches[0].TeamB)) {
		t.Errorf("the why page does not name the teams")
	}

	before, _, _ := s.DB.Round(context.Background(), store.TournamentID(id), 1)
	unchanged := func(what string) {
		t.Helper()
		now, _, _ := s.DB.Round(context.Background(), store.TournamentID(id), 1)
		if fmt.Sprint(now) != fmt.Sprint(before) {
			t.Fatalf("%s changed the round:\n%v\nwas\n%v", what, now, before)
		}
	}
	// Copies: the answers read later decode into the same slices.
	m0, m1 := p.Matches[0], p.Matches[1]
	m0.Games, m1.Games = slices.Clone(m0.Games), slices.Clone(m1.Games)
	// The reserve of a team of the other match (he plays nowhere) on board 1 of the first.
	reserve := members[m1.TeamA][2]
	g := m0.Games[0]
	s.ExpectError(s.Director, "PUT", fmt.Sprintf("%s/rounds/1/games/%d", base, g.Table), map[string]any{"white": reserve}, http.StatusBadRequest, "white")
	s.ExpectError(s.Director, "PUT", fmt.Sprintf("%s/rounds/1/games/%d", base, g.Table), map[string]any{"black": reserve}, http.StatusBadRequest, "black")
	unchanged("a stranger on a board")
	// Opponents swapped across matches, a board unpaired, a game made by hand.
	for _, c := range []struct {
		path   string
		values url.Values
		msg    string
	}{
		{round + "/swap", url.Values{"a": {fmt.Sprint(m0.Games[1].Table)}, "b": {fmt.Sprint(m1.Games[1].Table)}}, "is not a player of"},
		{fmt.Sprintf("%s/games/%d/unpair", round, g.Table), nil, "has no game: unpair the round and pair it again"},
		{round + "/fix", url.Values{"a": {fmt.Sprint(m0.Games[0].White)}, "b": {fmt.Sprint(m1.Games[0].White)}}, "is not a player of"},
	} {
		resp, body := s.DirPost(c.path, c.values)
		page := s.DirSeeOther(resp, body, round)
		if !strings.Contains(html.UnescapeString(page), c.msg) {
			t.Errorf("%s: no %q on the page", c.path, c.msg)
		}
		unchanged(c.path)
	}
	// Handicap, komi and colours change.
	s.Expect(s.Director, "PUT", fmt.Sprintf("%s/rounds/1/games/%d", base, g.Table), map[string]any{"handicap": 2, "komi": 0.5}, http.StatusOK, nil)
	resp, body = s.DirPost(fmt.Sprintf("%s/games/%d/colours", round, m1.Games[0].Table), nil)
	s.DirSeeOther(resp, body, round)
	s.Expect(s.Anon, "GET", base+"/rounds/1/pairing", nil, http.StatusOK, &p)
	if gg := p.Matches[0].Games[0]; gg.Handicap != 2 || gg.Komi != 0.5 {
		t.Errorf("handicap and komi: %+v", gg)
	}
	if gg := p.Matches[1].Games[0]; gg.White != m1.Games[0].Black || gg.Black != m1.Games[0].White {
		t.Errorf("colours not swapped: %+v, was %+v", gg, m1.Games[0])
	}

	// Results: the boards grouped by match; the typed entry records them.
	results := round + "/results"
	rp := s.DirGet(results)
	heads := matchHeadRow.FindAllStringSubmatchIndex(rp, -1)
	if len(heads) != 2 {
		t.Fatalf("%d match heads on the results page", len(heads))
	}
	for i, m := range p.Matches {
		h := matchHeadRow.FindStringSubmatch(rp[heads[i][0]:heads[i][1]])
		if h[2] != teamName(m.TeamA) || h[3] != teamName(m.TeamB) || h[4] != "" {
			t.Errorf("head %d: %v", i+1, h[1:])
		}
		// Its boards follow it, before the next match.
		end := len(rp)
		if i+1 < len(heads) {
			end = heads[i+1][0]
		}
		for _, g := range m.Games {
			if !strings.Contains(rp[heads[i][1]:end], fmt.Sprintf(`<tr id="game-%d"`, g.Table)) {
				t.Errorf("table %d is not under its match", g.Table)
			}
		}
	}
	// Match 1: board 1 to White, board 2 to Black; match 2: board 1 a jigo, board 2 to White.
	entries := []struct {
		g   webtest.TeamGameAnswer
		res string
	}{{p.Matches[0].Games[0], "w"}, {p.Matches[0].Games[1], "b"}, {p.Matches[1].Games[0], "="}, {p.Matches[1].Games[1], "w"}}
	scores := make([][2]float64, 2)
	for i, e := range entries {
		mi := i / 2
		m := p.Matches[mi]
		aWhite := slices.Contains(members[m.TeamA], e.g.White)
		switch {
		case e.res == "=":
			scores[mi][0] += 0.5
			scores[mi][1] += 0.5
		case (e.res == "w") == aWhite:
			scores[mi][0]++
		default:
			scores[mi][1]++
		}
	}
	// The first entry through htmx: its match's head comes back with the score.
	resp, body = s.DirPost(results, url.Values{"entry": {fmt.Sprintf("%d%s", entries[0].g.Table, entries[0].res)}}, "HX-Request", "true")
	if resp.StatusCode != http.StatusOK || !strings.Contains(body, `<tr id="match-1" class="match-head" hx-swap-oob="true">`) {
		t.Fatalf("htmx entry: %d, no match head in %s", resp.StatusCode, body)
	}
	var typed []string
	for _, e := range entries[1:] {
		typed = append(typed, fmt.Sprintf("%d%s", e.g.Table, e.res))
	}
	resp, body = s.DirPost(results, url.Values{"entry": {strings.Join(typed, " ")}})
	rp = s.DirSeeOther(resp, body, results)
	half := webtest.ScoreWritten
	for i, h := range matchHeadRow.FindAllStringSubmatch(rp, -1) {
		want := half(scores[i][0]) + "–" + half(scores[i][1])
		if h[4] != want {
			t.Errorf("match %d: score %q, want %q", i+1, h[4], want)
		}
	}
	// Paired again from the page: the results go, the matches are new and whole.
	resp, body = s.DirPost(round+"/delete", url.Values{"repair": {"1"}})
	page = s.DirSeeOther(resp, body, round)
	if !strings.Contains(page, "Round 1 paired: 2 matches.") {
		t.Errorf("paired again: no message")
	}
	s.Expect(s.Anon, "GET", base+"/rounds/1/pairing", nil, http.StatusOK, &p)
	if len(p.Matches) != 2 || len(p.Matches[0].Games) != 2 || len(p.Matches[1].Games) != 2 {
		t.Errorf("after pairing again: %+v", p)
	}
	resp, body = s.DirPost(round+"/delete", nil)
	s.DirSeeOther(resp, body, round)
	s.Expect(s.Anon, "GET", base+"/rounds/1/pairing", nil, http.StatusOK, &p)
	e, _, _ := s.DB.LoadTeamEvent(context.Background(), store.TournamentID(id))
	if len(p.Matches) != 0 || len(e.Matches) != 0 || len(e.T.Games) != 0 {
		t.Errorf("after unpairing: %d matches, %d games", len(e.Matches), len(e.T.Games))
	}
}
