package web_test

import (
	"fmt"
	"net/http"
	"net/url"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// The round page of a team tournament: the tables left out of the round, typed in its pair
// form, are skipped by the board games (3 teams of 2 boards: one match, tables 1 and 3 left
// out, so boards at tables 2 and 4); each board's "board" link is its game's scoring board.
func TestQATeamRoundLeftOutAndBoardLinks(t *testing.T) {
	s := newTestServer(t)
	id, _, _ := webtest.QATeamEvent(s.Server, 2, 2, "boards", []string{"2d", "1d", "1k", "2k", "5k", "6k"})
	round := fmt.Sprintf("/director/tournaments/%d/rounds/1", id)
	if page := s.DirGet(round); !strings.Contains(page, `id="pair-teams"`) || !strings.Contains(page, `name="left_out"`) {
		t.Fatalf("the team pair form has no tables-left-out field")
	}
	resp, body := s.DirPost(round+"/pair", url.Values{"all": {"1"}, "left_out": {"1, 3"}})
	page := s.DirSeeOther(resp, body, round)
	var p webtest.TeamRoundAnswer
	s.Expect(s.Anon, "GET", fmt.Sprintf("/api/tournaments/%d/rounds/1/pairing", id), nil, http.StatusOK, &p)
	if len(p.Matches) != 1 || len(p.Matches[0].Games) != 2 || p.Matches[0].Games[0].Table != 2 || p.Matches[0].Games[1].Table != 4 {
		t.Fatalf("pairing %+v, want one match at tables 2 and 4", p)
	}
	if s.DirLoad(id).Settings.LeftOut(1, 3) != true {
		t.Errorf("the tables left out are not stored with the settings")
	}
	links := regexp.MustCompile(`<a href="([^"]*)" title="Scoring board">`).FindAllStringSubmatch(page, -1)
	var got []string
	for _, l := range links {
		got = append(got, l[1])
	}
	want := []string{fmt.Sprintf("/tournaments/%d/rounds/1/games/2/board", id), fmt.Sprintf("/tournaments/%d/rounds/1/games/4/board", id)}
	if !slices.Equal(got, want) {
		t.Errorf("scoring board links %q, want %q", got, want)
	}
	// Board numbers are still shown in the board column.
	if !strings.Contains(page, `<td class="num">1</td><td class="num">2</td>`) || !strings.Contains(page, `<td class="num">2</td><td class="num">4</td>`) {
		t.Errorf("board and table columns wrong on the round page")
	}
}

// selectedIn is the value chosen in the select name of page ("" when none is).
func selectedIn(page, name string) string {
	sel := regexp.MustCompile(`(?s)<select id="team-` + name + `" name="` + name + `">(.*?)</select>`).FindStringSubmatch(page)
	if sel == nil {
		sel = regexp.MustCompile(`(?s)<select name="` + name + `">(.*?)</select>`).FindStringSubmatch(page)
	}
	if sel == nil {
		return "?"
	}
	if m := regexp.MustCompile(`<option value="(\d+)" selected>`).FindStringSubmatch(sel[1]); m != nil {
		return m[1]
	}
	return ""
}

// A refused team form comes back with the reason and the director's name and choices as he
// sent them, in the page's language, and nothing is stored: a new team with a player chosen
// twice, and a team's round lineup with a board left empty.
func TestQARefusedTeamFormKeepsChoices(t *testing.T) {
	s := newTestServer(t)
	id, teams, members := webtest.QATeamEvent(s.Server, 2, 3, "boards", []string{"2d", "1d", "3k", "1k", "2k", "4k"})
	var free []int
	for _, r := range []string{"5k", "6k", "7k"} {
		var p struct{ ID int }
		s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/players", id), map[string]any{"name": "Free" + r, "first_name": "Pl", "rank": r}, http.StatusCreated, &p)
		free = append(free, p.ID)
	}
	dir := fmt.Sprintf("/director/tournaments/%d", id)
	form := url.Values{"name": {"Newcomers"}, "p1": {fmt.Sprint(free[0])}, "p2": {fmt.Sprint(free[0])}, "p3": {fmt.Sprint(free[2])}}
	resp, body := s.DirPost(dir+"/teams", form)
	if resp.StatusCode != http.StatusUnprocessableEntity || !strings.Contains(body, "Free5k Pl is chosen twice") {
		t.Fatalf("refused team: %d, want 422 naming the player chosen twice", resp.StatusCode)
	}
	for name, want := range map[string]string{"p1": fmt.Sprint(free[0]), "p2": fmt.Sprint(free[0]), "p3": fmt.Sprint(free[2]), "p4": ""} {
		if got := selectedIn(body, name); got != want {
			t.Errorf("select %s shows %q, want %q as sent", name, got, want)
		}
	}
	if !strings.Contains(body, `value="Newcomers"`) {
		t.Errorf("the name typed is lost")
	}
	var list []webtest.TeamAnswer
	s.Expect(s.Anon, "GET", fmt.Sprintf("/api/tournaments/%d/teams", id), nil, http.StatusOK, &list)
	if len(list) != 2 {
		t.Fatalf("%d teams after a refusal, want 2", len(list))
	}
	// The same mistake in Czech.
	resp, body = s.DirPost(dir+"/teams", form, "Cookie", "hoshi_lang=cs")
	if resp.StatusCode != http.StatusUnprocessableEntity || !strings.Contains(body, "Free5k Pl") || strings.Contains(body, "is chosen twice") {
		t.Errorf("the refusal is not in Czech")
	}
	// A round lineup with one board of two chosen: refused, the choices shown again.
	edit := fmt.Sprintf("%s/teams/%d", dir, teams[0])
	m := members[0]
	form = url.Values{"name": {"QA1"}, "p1": {fmt.Sprint(m[0])}, "p2": {fmt.Sprint(m[1])}, "p3": {fmt.Sprint(m[2])}, "r2_1": {fmt.Sprint(m[2])}}
	resp, body = s.DirPost(edit, form)
	if resp.StatusCode != http.StatusUnprocessableEntity || !strings.Contains(body, "round 2: choose a player for every board, or none for the fixed order") {
		t.Fatalf("refused lineup: %d", resp.StatusCode)
	}
	if got := selectedIn(body, "r2_1"); got != fmt.Sprint(m[2]) {
		t.Errorf("round 2 board 1 shows %q, want %d as sent", got, m[2])
	}
	if got := selectedIn(body, "r2_2"); got != "" {
		t.Errorf("round 2 board 2 shows %q, want empty as sent", got)
	}
	if !strings.Contains(body, `action="`+edit+`/delete"`) {
		t.Errorf("the team's page lost its delete button")
	}
}

// A player marked absent from a round: on a team of boards the reserve plays in his place
// (the boards below move up); a Pair Go side short of a player is refused by the round page
// naming the side, in the page's language, and nothing is paired.
func TestQAAbsentMemberOnTheRoundPage(t *testing.T) {
	s := newTestServer(t)
	id, _, members := webtest.QATeamEvent(s.Server, 2, 3, "boards", []string{"2d", "1d", "3k", "1k", "2k", "4k"})
	base := fmt.Sprintf("/api/tournaments/%d", id)
	absent := members[0][0]
	s.Expect(s.Director, "PUT", fmt.Sprintf("%s/players/%d", base, absent), map[string]any{"absent": []int{1}}, http.StatusOK, nil)
	round := fmt.Sprintf("/director/tournaments/%d/rounds/1", id)
	resp, body := s.DirPost(round+"/pair", url.Values{"all": {"1"}})
	s.DirSeeOther(resp, body, round)
	var p webtest.TeamRoundAnswer
	s.Expect(s.Anon, "GET", base+"/rounds/1/pairing", nil, http.StatusOK, &p)
	if len(p.Matches) != 1 {
		t.Fatalf("%d matches", len(p.Matches))
	}
	var qa1 []int // QA1's players on boards 1 and 2
	for _, g := range p.Matches[0].Games {
		for _, pl := range []int{g.White, g.Black} {
			if slices.Contains(members[0], pl) {
				qa1 = append(qa1, pl)
			}
		}
	}
	if want := []int{members[0][1], members[0][2]}; !slices.Equal(qa1, want) {
		t.Fatalf("QA1 plays %v, want board 2 up and the reserve on board 2: %v", qa1, want)
	}

	s2 := newTestServer(t)
	pid, _, sides := webtest.QATeamEvent(s2.Server, 2, 2, "pair-go", []string{"2d", "1d", "1k", "2k"})
	s2.Expect(s2.Director, "PUT", fmt.Sprintf("/api/tournaments/%d/players/%d", pid, sides[1][1]), map[string]any{"absent": []int{1}}, http.StatusOK, nil)
	round = fmt.Sprintf("/director/tournaments/%d/rounds/1", pid)
	resp, body = s2.DirPost(round+"/pair", url.Values{"all": {"1"}}, "Cookie", "hoshi_lang=cs")
	if resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("pairing: %d %s", resp.StatusCode, body)
	}
	if page := s2.DirGetIn("cs", round); !strings.Contains(page, "strana QA2 má v 1. kole přítomno 1 ze svých 2 hráčů: označte hráče jako přítomného, nebo stranu na stránce Družstva jako nepřítomnou v tomto kole") {
		t.Errorf("no Czech refusal naming the side short of a player and the way out")
	}
	if len(s2.DirLoad(pid).RoundGames(1)) != 0 {
		t.Errorf("the round was paired")
	}
}

// teamEventText is a team tournament as the API shows it, by names (the ids differ between
// databases): the teams with their players, every round's matches with their boards (table,
// White, Black, result), and the standings after the last round.
func teamEventText(s *testServer, id, rounds int) string {
	s.T.Helper()
	base := fmt.Sprintf("/api/tournaments/%d", id)
	var players []struct {
		ID   int    `json:"id"`
		Name string `json:"name"`
	}
	s.Expect(s.Anon, "GET", base+"/players", nil, http.StatusOK, &players)
	name := map[int]string{}
	for _, p := range players {
		name[p.ID] = p.Name
	}
	var teams []webtest.TeamAnswer
	s.Expect(s.Anon, "GET", base+"/teams", nil, http.StatusOK, &teams)
	team := map[int]string{}
	var b strings.Builder
	for _, t := range teams {
		team[t.ID] = t.Name
		fmt.Fprintf(&b, "team %s:", t.Name)
		for _, p := range t.Players {
			fmt.Fprintf(&b, " %s", name[p])
		}
		b.WriteString("\n")
	}
	for r := 1; r <= rounds; r++ {
		var p webtest.TeamRoundAnswer
		s.Expect(s.Anon, "GET", fmt.Sprintf("%s/rounds/%d/pairing", base, r), nil, http.StatusOK, &p)
		for _, m := range p.Matches {
			fmt.Fprintf(&b, "round %d: %s - %s\n", r, team[m.TeamA], team[m.TeamB])
			for _, g := range m.Games {
				fmt.Fprintf(&b, "  board %d table %d: %s - %s %s\n", g.Board, g.Table, name[g.White], name[g.Black], g.Result)
			}
		}
		if p.Bye != nil {
			fmt.Fprintf(&b, "round %d: bye %s\n", r, team[*p.Bye])
		}
	}
	var st webtest.TeamStandingsAnswer
	s.Expect(s.Anon, "GET", base+"/standings", nil, http.StatusOK, &st)
	for _, x := range st.Standings {
		fmt.Fprintf(&b, "%d. %s %d %.1f\n", x.Place, x.Name, x.MatchPoints, x.BoardPoints)
	}
	return b.String()
}

// The director's OpenGotha export of a team tournament has its teams (OpenGotha's <Teams>),
// and the director's import of that file gives the same tournament back: the same teams with
// their players, the same matches with the same boards and results, the same team byes and
// standings. 5 teams of 2 boards and a reserve, 2 rounds, the reserve playing round 2 for one
// team.
func TestQAOpenGothaTeamFileRoundTrip(t *testing.T) {
	s := newTestServer(t)
	id, teams, members := webtest.QATeamEvent(s.Server, 2, 3, "boards", []string{"3d", "1d", "2k", "1k", "2k", "6k", "3k", "4k", "8k", "5k", "7k", "9k", "6k", "8k", "10k"})
	base := fmt.Sprintf("/api/tournaments/%d", id)
	s.Expect(s.Director, "PUT", base, map[string]any{"rounds": 2}, http.StatusOK, nil)
	m := members[1]
	s.Expect(s.Director, "PUT", fmt.Sprintf("%s/teams/%d", base, teams[1]), map[string]any{"name": "QA2", "players": m}, http.StatusOK, nil)
	// QA2's reserve plays board 2 in round 2: marked absent, board 2 sits out.
	s.Expect(s.Director, "PUT", fmt.Sprintf("%s/players/%d", base, m[1]), map[string]any{"absent": []int{2}}, http.StatusOK, nil)
	results := []string{"w", "b", "b", "w"}
	for r := 1; r <= 2; r++ {
		var p webtest.TeamRoundAnswer
		s.Expect(s.Director, "POST", fmt.Sprintf("%s/rounds/%d/pairing", base, r), nil, http.StatusCreated, &p)
		k := 0
		for _, mt := range p.Matches {
			for _, g := range mt.Games {
				s.Expect(s.Director, "PUT", fmt.Sprintf("%s/rounds/%d/games/%d/result", base, r, g.Table), map[string]string{"result": results[(k+r)%4]}, http.StatusOK, nil)
				k++
			}
		}
	}
	want := teamEventText(s, id, 2)
	if !regexp.MustCompile(`table \d+: (QA2B3 - |.* - QA2B3 )`).MatchString(want) || strings.Count(want, ": bye ") != 2 {
		t.Fatalf("QA2's reserve does not play:\n%s", want)
	}
	resp, file := s.Do(s.Director, "GET", fmt.Sprintf("/director/tournaments/%d/export/tournament.xml", id), nil)
	if resp.StatusCode != http.StatusOK || !strings.Contains(string(file), "<Teams>") || !strings.Contains(string(file), `teamName="QA2"`) {
		t.Fatalf("the OpenGotha file has no teams: %d", resp.StatusCode)
	}
	resp, body := s.DirUpload("/director/import/opengotha", "qa.xml", file)
	if resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("import: %d %s", resp.StatusCode, body)
	}
	var newID int
	if _, err := fmt.Sscanf(resp.Header.Get("Location"), "/director/tournaments/%d", &newID); err != nil || newID == id {
		t.Fatalf("import went to %q", resp.Header.Get("Location"))
	}
	// A reserve who never played is on no board of any round: OpenGotha's file, which lists a
	// team by its boards round by round, has no place for him (docs/FORMATS.md).
	for _, k := range []int{1, 3, 4, 5} {
		want = strings.Replace(want, fmt.Sprintf(" QA%dB3\n", k), "\n", 1)
	}
	if got := teamEventText(s, newID, 2); got != want {
		t.Errorf("imported:\n%s\nwant:\n%s", got, want)
	}
}

// Once teams have played, the number of boards and the kind cannot change (the matches have
// the boards of the old settings): refused by the API and by the settings page, beside the
// number of boards, in the page's language, nothing stored. A size the teams do not fill is
// said beside the number of boards too. After the round is deleted the change is taken.
func TestQATeamSizeChangeAfterPlay(t *testing.T) {
	s := newTestServer(t)
	id, _, _ := webtest.QATeamEvent(s.Server, 2, 3, "boards", []string{"2d", "1d", "3k", "1k", "2k", "4k"})
	base := fmt.Sprintf("/api/tournaments/%d", id)
	s.Expect(s.Director, "POST", base+"/rounds/1/pairing", nil, http.StatusCreated, nil)
	s.ExpectError(s.Director, "PUT", base, map[string]any{"team_size": 3}, http.StatusBadRequest, "team_size")
	s.ExpectError(s.Director, "PUT", base, map[string]any{"team_size": 3, "team_kind": "rengo"}, http.StatusBadRequest, "team_size")
	settings := fmt.Sprintf("/director/tournaments/%d/settings", id)
	form := webtest.TeamSettingsValues("QA teams", "3", "boards", "a-black-first", "mean-rating")
	form.Set("rounds", "3")
	form.Set("handicap.kind", "none")
	resp, body := s.DirPost(settings, form)
	field := regexp.MustCompile(`(?s)id="f-team_size".*?</div>`).FindString(body)
	if resp.StatusCode != http.StatusUnprocessableEntity || !strings.Contains(field, "the teams have played: the number of boards and the kind cannot change until their rounds are deleted") {
		t.Fatalf("settings page: %d, the refusal beside team_size: %q", resp.StatusCode, field)
	}
	resp, body = s.DirPost(settings, form, "Cookie", "hoshi_lang=cs")
	if field := regexp.MustCompile(`(?s)id="f-team_size".*?</div>`).FindString(body); resp.StatusCode != http.StatusUnprocessableEntity || !strings.Contains(field, "družstva už hrála") {
		t.Errorf("no Czech refusal beside team_size: %q", field)
	}
	if ts, _ := s.DB.TeamSettings(t.Context(), store.TournamentID(id)); ts.Size != 2 {
		t.Fatalf("team_size %d stored, want 2 kept", ts.Size)
	}
	resp, _ = s.DirPost(fmt.Sprintf("/director/tournaments/%d/rounds/1/delete", id), nil)
	if resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("delete round: %d", resp.StatusCode)
	}
	// 4 boards: the teams of 3 do not fill them, said beside team_size.
	form.Set("team_size", "4")
	resp, body = s.DirPost(settings, form)
	if field := regexp.MustCompile(`(?s)id="f-team_size".*?</div>`).FindString(body); resp.StatusCode != http.StatusUnprocessableEntity || !strings.Contains(field, "fewer than the 4 boards") {
		t.Errorf("4 boards for teams of 3: %d %q", resp.StatusCode, field)
	}
	form.Set("team_size", "3")
	resp, body = s.DirPost(settings, form)
	if resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("3 boards after the round is deleted: %d %s", resp.StatusCode, body)
	}
	if ts, _ := s.DB.TeamSettings(t.Context(), store.TournamentID(id)); ts.Size != 3 {
		t.Errorf("team_size %d, want 3", ts.Size)
	}
}

// A player's public page in a team tournament: a round his team sat out is his bye, not an
// absence; the column of a Swiss tournament's wins is said in the page's language.
func TestQAPlayerPageTeamBye(t *testing.T) {
	s := newTestServer(t)
	id, _, members := webtest.QATeamEvent(s.Server, 2, 2, "boards", []string{"2d", "1d", "1k", "2k", "5k", "6k"})
	base := fmt.Sprintf("/api/tournaments/%d", id)
	s.Expect(s.Director, "PUT", base, map[string]any{"system": "swiss"}, http.StatusOK, nil)
	var p webtest.TeamRoundAnswer
	s.Expect(s.Director, "POST", base+"/rounds/1/pairing", nil, http.StatusCreated, &p)
	if p.Bye == nil {
		t.Fatalf("no team bye among 3 teams")
	}
	for _, m := range p.Matches {
		for _, g := range m.Games {
			s.Expect(s.Director, "PUT", fmt.Sprintf("%s/rounds/1/games/%d/result", base, g.Table), map[string]string{"result": "w"}, http.StatusOK, nil)
		}
	}
	var bye []int
	var teams []webtest.TeamAnswer
	s.Expect(s.Anon, "GET", base+"/teams", nil, http.StatusOK, &teams)
	for k, tm := range teams {
		if tm.ID == *p.Bye {
			bye = members[k]
		}
	}
	resp, page := s.Do(s.Anon, "GET", fmt.Sprintf("/tournaments/%d/players/%d", id, bye[0]), nil)
	row := regexp.MustCompile(`(?s)<tbody>.*?</tr>`).FindString(string(page))
	if resp.StatusCode != http.StatusOK || !strings.Contains(row, ">bye<") || strings.Contains(row, "absent") {
		t.Errorf("the team's bye on its player's page: %d %q", resp.StatusCode, row)
	}
	resp, page = s.Do(s.Anon, "GET", fmt.Sprintf("/tournaments/%d/players/%d", id, bye[0]), nil, "Cookie", "hoshi_lang=cs")
	if cs := string(page); resp.StatusCode != http.StatusOK || !strings.Contains(cs, `<th class="num">Výhry</th>`) || strings.Contains(cs, ">Wins<") {
		t.Errorf("the Czech page's wins column is not in Czech")
	}
}
