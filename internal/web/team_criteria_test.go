package web_test

import (
	"context"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/team"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

type teamCriteriaAnswer struct {
	TeamSize     int      `json:"team_size"`
	TeamCriteria []string `json:"team_criteria"`
	Name         string   `json:"name"`
}

type teamLineupsAnswer struct {
	ID      int              `json:"id"`
	Name    string           `json:"name"`
	Players []int            `json:"players"`
	Lineups map[string][]int `json:"lineups"`
}

// TestTeamCriteriaAndLineupsThroughAPI: team_criteria and a team's lineups go through the
// API and back; a PUT without them keeps them; an unknown or repeated criterion and a bad
// lineup are refused naming the field, and change nothing; a round's lineup is the board
// order the pairing plays.
func TestTeamCriteriaAndLineupsThroughAPI(t *testing.T) {
	s := newTestServer(t)
	id, players := s.CreateTeamTournament("Criteria cup", 2, 2, 6)
	base := fmt.Sprintf("/api/tournaments/%d", id)

	var got teamCriteriaAnswer
	s.Expect(s.Anon, "GET", base, nil, http.StatusOK, &got)
	if !slices.Equal(got.TeamCriteria, []string{"TEAMP", "BDW", "SOST", "DC"}) {
		t.Fatalf("a new team tournament: team_criteria %v, want hoshi's default", got.TeamCriteria)
	}
	s.Expect(s.Director, "PUT", base, map[string]any{"team_criteria": []string{"BDW", "BDW1U", "TEAMP"}}, http.StatusOK, &got)
	if !slices.Equal(got.TeamCriteria, []string{"BDW", "BDW1U", "TEAMP"}) {
		t.Fatalf("PUT: team_criteria %v", got.TeamCriteria)
	}
	s.Expect(s.Anon, "GET", base, nil, http.StatusOK, &got)
	if !slices.Equal(got.TeamCriteria, []string{"BDW", "BDW1U", "TEAMP"}) {
		t.Fatalf("GET after PUT: team_criteria %v", got.TeamCriteria)
	}
	ts, err := s.DB.TeamSettings(context.Background(), store.TournamentID(id))
	if err != nil || !slices.Equal(ts.Criteria, []team.Criterion{"BDW", "BDW1U", "TEAMP"}) {
		t.Fatalf("stored criteria %v (%v)", ts.Criteria, err)
	}
	// A PUT without team_criteria keeps them.
	s.Expect(s.Director, "PUT", base, map[string]any{"name": "Criteria cup 2"}, http.StatusOK, &got)
	if got.Name != "Criteria cup 2" || !slices.Equal(got.TeamCriteria, []string{"BDW", "BDW1U", "TEAMP"}) {
		t.Fatalf("PUT without team_criteria: %+v", got)
	}
	// Refused: unknown, repeated, not a list; nothing changes.
	rev := s.Revision(id)
	for _, bad := range []any{[]string{"TEAMP", "SOS"}, []string{"BDW", "TEAMP", "BDW"}, []string{"BDW10U"}, "TEAMP"} {
		s.ExpectError(s.Director, "PUT", base, map[string]any{"team_criteria": bad, "name": "changed"}, http.StatusBadRequest, "team_criteria")
	}
	if s.Revision(id) != rev {
		t.Fatalf("a refused team_criteria changed the tournament")
	}
	s.Expect(s.Anon, "GET", base, nil, http.StatusOK, &got)
	if got.Name != "Criteria cup 2" || !slices.Equal(got.TeamCriteria, []string{"BDW", "BDW1U", "TEAMP"}) {
		t.Fatalf("after refusals: %+v", got)
	}
	// An individual tournament has no team criteria.
	indiv, _ := s.CreateTournament("Individuals", 0)
	s.ExpectError(s.Director, "PUT", fmt.Sprintf("/api/tournaments/%d", indiv), map[string]any{"team_criteria": []string{"TEAMP"}}, http.StatusBadRequest, "team_criteria")
	var ij map[string]any
	s.Expect(s.Anon, "GET", fmt.Sprintf("/api/tournaments/%d", indiv), nil, http.StatusOK, &ij)
	if _, ok := ij["team_criteria"]; ok {
		t.Fatalf("individual tournament: team_criteria written: %v", ij["team_criteria"])
	}
	// Created with criteria.
	var created teamCriteriaAnswer
	s.Expect(s.Director, "POST", "/api/tournaments", map[string]any{"name": "Made", "rounds": 3, "team_size": 3, "team_criteria": []string{"TEAMP", "MNR"}}, http.StatusCreated, &created)
	if created.TeamSize != 3 || !slices.Equal(created.TeamCriteria, []string{"TEAMP", "MNR"}) {
		t.Fatalf("POST with team_criteria: %+v", created)
	}

	// Team A: 2 boards and a reserve, with a lineup for round 2; team B: 2 boards.
	var a, b teamLineupsAnswer
	s.Expect(s.Director, "POST", base+"/teams", map[string]any{"name": "A", "players": players[0:3],
		"lineups": map[string][]int{"2": {players[2], players[0]}}}, http.StatusCreated, &a)
	if len(a.Lineups) != 1 || !slices.Equal(a.Lineups["2"], []int{players[2], players[0]}) {
		t.Fatalf("POST with lineups: %+v", a)
	}
	s.Expect(s.Director, "POST", base+"/teams", map[string]any{"name": "B", "players": players[3:5]}, http.StatusCreated, &b)
	if b.Lineups == nil || len(b.Lineups) != 0 {
		t.Fatalf("a team without lineups: lineups %v, want {}", b.Lineups)
	}
	teamPath := fmt.Sprintf("%s/teams/%d", base, a.ID)
	a = teamLineupsAnswer{}
	s.Expect(s.Director, "PUT", teamPath, map[string]any{"lineups": map[string][]int{"1": {players[1], players[2]}, "2": {players[2], players[0]}}}, http.StatusOK, &a)
	want := map[string][]int{"1": {players[1], players[2]}, "2": {players[2], players[0]}}
	sameLineups := func(got map[string][]int) bool {
		if len(got) != len(want) {
			return false
		}
		for k, l := range want {
			if !slices.Equal(got[k], l) {
				return false
			}
		}
		return true
	}
	if !sameLineups(a.Lineups) {
		t.Fatalf("PUT lineups: %v, want %v", a.Lineups, want)
	}
	// A PUT without lineups keeps them.
	s.Expect(s.Director, "PUT", teamPath, map[string]any{"name": "A team"}, http.StatusOK, &a)
	var again teamLineupsAnswer
	s.Expect(s.Anon, "GET", teamPath, nil, http.StatusOK, &again)
	if again.Name != "A team" || !sameLineups(again.Lineups) {
		t.Fatalf("PUT without lineups: %+v", again)
	}
	// Refused: a stranger (a player of team B), one player for 2 boards, a player twice, a
	// round the tournament does not have, a key that is no round; nothing changes.
	rev = s.Revision(id)
	for _, bad := range []map[string][]int{
		{"1": {players[0], players[3]}},
		{"1": {players[0]}},
		{"1": {players[0], players[0]}},
		{"3": {players[0], players[1]}},
		{"one": {players[0], players[1]}},
	} {
		s.ExpectError(s.Director, "PUT", teamPath, map[string]any{"lineups": bad, "name": "changed"}, http.StatusBadRequest, "lineups")
	}
	if s.Revision(id) != rev {
		t.Fatalf("a refused lineup changed the tournament")
	}
	again = teamLineupsAnswer{}
	s.Expect(s.Anon, "GET", teamPath, nil, http.StatusOK, &again)
	if again.Name != "A team" || !sameLineups(again.Lineups) {
		t.Fatalf("after refusals: %+v", again)
	}

	// Round 1 plays the lineup set for it: players[1] on board 1, players[2] on board 2.
	var p webtest.TeamRoundAnswer
	s.Expect(s.Director, "POST", base+"/rounds/1/pairing", nil, http.StatusCreated, &p)
	if len(p.Matches) != 1 || len(p.Matches[0].Games) != 2 {
		t.Fatalf("round 1: %+v", p)
	}
	for k, wantP := range []int{players[1], players[2]} {
		g := p.Matches[0].Games[k]
		if g.White != wantP && g.Black != wantP {
			t.Fatalf("round 1, board %d: %+v, want player %d of the lineup", k+1, g, wantP)
		}
	}
	// {} clears the lineups.
	var cleared teamLineupsAnswer
	s.Expect(s.Director, "PUT", teamPath, map[string]any{"lineups": map[string][]int{}}, http.StatusOK, &cleared)
	if cleared.Lineups == nil || len(cleared.Lineups) != 0 {
		t.Fatalf("lineups {}: %v", cleared.Lineups)
	}

	// A Pair Go side has no lineups (nor has it on the Teams page).
	var pg struct{ ID int }
	s.Expect(s.Director, "POST", "/api/tournaments", map[string]any{"name": "Pairs", "rounds": 2, "team_size": 2, "team_kind": "pair-go"}, http.StatusCreated, &pg)
	var p1, p2 struct{ ID int }
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/players", pg.ID), map[string]any{"name": "Kim", "first_name": "Ana", "rank": "1d"}, http.StatusCreated, &p1)
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/players", pg.ID), map[string]any{"name": "Lee", "first_name": "Bo", "rank": "2k"}, http.StatusCreated, &p2)
	s.ExpectError(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/teams", pg.ID),
		map[string]any{"players": []int{p1.ID, p2.ID}, "lineups": map[string][]int{"1": {p2.ID, p1.ID}}}, http.StatusBadRequest, "lineups")
	var sides []teamLineupsAnswer
	s.Expect(s.Anon, "GET", fmt.Sprintf("/api/tournaments/%d/teams", pg.ID), nil, http.StatusOK, &sides)
	if len(sides) != 0 {
		t.Fatalf("a refused side was stored: %+v", sides)
	}
}

// TestTeamCriteriaReorderStandings: four teams of 3 boards, two rounds, results chosen so that
// match points first and board points first rank the teams differently; changing
// team_criteria after the rounds re-ranks the public standings. The orders are worked out by
// hand below.
func TestTeamCriteriaReorderStandings(t *testing.T) {
	s := newTestServer(t)
	id, players := s.CreateTeamTournament("Reorder cup", 3, 2, 12)
	base := fmt.Sprintf("/api/tournaments/%d", id)
	members := map[int][]int{}
	name := map[int]string{}
	for k := range 4 {
		var a webtest.TeamAnswer
		s.Expect(s.Director, "POST", base+"/teams", map[string]any{"name": fmt.Sprintf("Squad %c", 'A'+k), "players": players[k*3 : k*3+3]}, http.StatusCreated, &a)
		members[a.ID], name[a.ID] = a.Players, a.Name
	}
	// play enters the boards of a match from team tid's side: "+" it wins the board, "-" it
	// loses it, "=" a jigo.
	play := func(r int, games []webtest.TeamGameAnswer, tid int, outcome string) {
		for k, g := range games {
			mine := slices.Contains(members[tid], g.White)
			res := map[byte]string{'+': "w", '-': "b", '=': "="}[outcome[k]]
			if !mine && res != "=" {
				res = map[string]string{"w": "b", "b": "w"}[res]
			}
			s.Expect(s.Director, "PUT", fmt.Sprintf("%s/rounds/%d/games/%d/result", base, r, g.Table), map[string]string{"result": res}, http.StatusOK, nil)
		}
	}
	// Round 1: X beats Y 3-0; Z and W draw 1.5-1.5.
	var p1 webtest.TeamRoundAnswer
	s.Expect(s.Director, "POST", base+"/rounds/1/pairing", nil, http.StatusCreated, &p1)
	if len(p1.Matches) != 2 {
		t.Fatalf("round 1: %d matches", len(p1.Matches))
	}
	x, y := p1.Matches[0].TeamA, p1.Matches[0].TeamB
	z, w := p1.Matches[1].TeamA, p1.Matches[1].TeamB
	play(1, p1.Matches[0].Games, x, "+++")
	play(1, p1.Matches[1].Games, z, "+-=")
	// After round 1 X has 2 match points, Z and W 1, Y 0: round 2 pairs X with Z or W (call
	// it P), and Y with the other (Q). P beats X 2-1; Q and Y draw 1.5-1.5.
	var p2 webtest.TeamRoundAnswer
	s.Expect(s.Director, "POST", base+"/rounds/2/pairing", nil, http.StatusCreated, &p2)
	var pt, q int
	for _, m := range p2.Matches {
		switch {
		case m.TeamA == x || m.TeamB == x:
			pt = m.TeamA + m.TeamB - x
			play(2, m.Games, pt, "++-")
		case m.TeamA == y || m.TeamB == y:
			q = m.TeamA + m.TeamB - y
			play(2, m.Games, q, "=+-")
		}
	}
	if pt == 0 || q == 0 || pt == y || !slices.Contains([]int{z, w}, pt) || !slices.Contains([]int{z, w}, q) {
		t.Fatalf("round 2 paired %+v: X %d and Y %d should meet Z %d and W %d", p2.Matches, x, y, z, w)
	}
	// Match points, board points: P 3, 3.5 (1.5 + 2); X 2, 4 (3 + 1); Q 2, 3 (1.5 + 1.5);
	// Y 1, 1.5 (0 + 1.5).
	// TEAMP, BDW, SOST, DC: P, X, Q, Y. BDW, TEAMP: X, P, Q, Y.
	order := func(lang string, ids ...int) {
		t.Helper()
		page := webtest.PageText(s.PublicGet(lang, fmt.Sprintf("/tournaments/%d/standings", id)))
		at := 0
		for i, tid := range ids {
			j := strings.Index(page[at:], name[tid]+" ")
			if j < 0 {
				t.Fatalf("standings: %s not at place %d in\n%s", name[tid], i+1, page)
			}
			at += j + len(name[tid])
		}
	}
	order("", pt, x, q, y)
	var st webtest.TeamStandingsAnswer
	s.Expect(s.Anon, "GET", base+"/standings", nil, http.StatusOK, &st)
	if len(st.Standings) != 4 || st.Standings[0].Team != pt || st.Standings[1].Team != x || st.Standings[1].MatchPoints != 2 || st.Standings[1].BoardPoints != 4 {
		t.Fatalf("API standings by the default criteria: %+v", st.Standings)
	}

	s.Expect(s.Director, "PUT", base, map[string]any{"team_criteria": []string{"BDW", "TEAMP"}}, http.StatusOK, nil)
	order("", x, pt, q, y)
	order("cs", x, pt, q, y)
	s.Expect(s.Anon, "GET", base+"/standings", nil, http.StatusOK, &st)
	if !slices.Equal(st.Criteria, []string{"BDW", "TEAMP"}) || st.Standings[0].Team != x || st.Standings[1].Team != pt {
		t.Fatalf("API standings by BDW, TEAMP: criteria %v, %+v", st.Criteria, st.Standings)
	}
}

// TestDirectorTeamCriteriaSettings: the settings page shows the team criteria in order and
// stores the ones chosen, also after the rounds are played; an unknown or repeated
// criterion is refused beside the field in the page's language, nothing stored.
func TestDirectorTeamCriteriaSettings(t *testing.T) {
	s := newTestServer(t)
	id := s.DirCreate("Teams")
	path := fmt.Sprintf("/director/tournaments/%d/settings", id)
	stored := func() team.Settings {
		ts, err := s.DB.TeamSettings(context.Background(), store.TournamentID(id))
		if err != nil {
			t.Fatal(err)
		}
		return ts
	}
	resp, body := s.DirPost(path, webtest.TeamSettingsValues("Teams", "3", "boards", "a-black-first", "mean-rating"))
	page := s.DirSeeOther(resp, body, path)
	// hoshi's default, in order, then empty places.
	for i, c := range []string{"TEAMP", "BDW", "SOST", "DC", "", ""} {
		j := strings.Index(page, fmt.Sprintf(`<select name="team_criteria[%d]" id="f-team_criteria[%d]">`, i+1, i+1))
		if j < 0 {
			t.Fatalf("no select team_criteria[%d]", i+1)
		}
		sel := page[j : j+strings.Index(page[j:], "</select>")]
		if strings.Count(sel, " selected>") != 1 || !strings.Contains(sel, fmt.Sprintf(`<option value="%s" selected>`, c)) || !strings.Contains(sel, `<option value="BDW9U">`) && c != "BDW9U" {
			t.Fatalf("team_criteria[%d]: want %q selected in %s", i+1, c, sel)
		}
	}
	if !strings.Contains(page, "Team placement criteria, in order: 1.") {
		t.Fatalf("no label of the team criteria")
	}
	if len(stored().Criteria) != 0 {
		t.Fatalf("saving the default criteria stored %v", stored().Criteria)
	}
	// Teams play a round: the criteria may still change.
	for k := range 2 {
		var ps []int
		for i := range 3 {
			var p struct{ ID int }
			s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/players", id), map[string]any{"name": fmt.Sprintf("P%d%d", k, i), "first_name": "T", "rank": "1k"}, http.StatusCreated, &p)
			ps = append(ps, p.ID)
		}
		s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/teams", id), map[string]any{"name": fmt.Sprintf("T%d", k), "players": ps}, http.StatusCreated, nil)
	}
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/rounds/1/pairing", id), nil, http.StatusCreated, nil)

	withCriteria := func(cs ...string) map[string][]string {
		v := webtest.TeamSettingsValues("Teams", "3", "boards", "a-black-first", "mean-rating")
		for i := range maxTeamCriteriaForm {
			c := ""
			if i < len(cs) {
				c = cs[i]
			}
			v.Set(fmt.Sprintf("team_criteria[%d]", i+1), c)
		}
		return v
	}
	for _, c := range []struct {
		lang string
		cs   []string
		msg  string
	}{
		{"", []string{"BDW", "TEAMP", "BDW"}, "team criterion BDW is chosen twice"},
		{"", []string{"TEAMP", "SOS"}, "unknown team criterion SOS: use TEAMP, BDW, BDW1U to BDW9U, SOST, MNR or DC"},
		{"cs", []string{"BDW", "TEAMP", "BDW"}, "kritérium družstev BDW je vybráno dvakrát"},
		{"cs", []string{"TEAMP", "SOS"}, "neznámé kritérium družstev SOS: použijte TEAMP, BDW, BDW1U až BDW9U, SOST, MNR nebo DC"},
	} {
		var header []string
		if c.lang != "" {
			header = []string{"Cookie", "hoshi_lang=" + c.lang}
		}
		resp, body := s.DirPost(path, withCriteria(c.cs...), header...)
		// Beside the first criterion.
		if resp.StatusCode != http.StatusUnprocessableEntity || !strings.Contains(body, `<span class="field-error" id="e-team_criteria[1]">`+c.msg+`</span>`) {
			t.Errorf("%s %v: %d, want 422 with %q beside the field", c.lang, c.cs, resp.StatusCode, c.msg)
		}
		if len(stored().Criteria) != 0 {
			t.Fatalf("%v: stored %v", c.cs, stored().Criteria)
		}
	}
	// In Czech, the label in Czech.
	if cs := s.DirGetIn("cs", path); !strings.Contains(cs, "Kritéria pořadí družstev, v tomto pořadí: 1.") {
		t.Errorf("Czech page: no Czech label of the team criteria")
	}
	// A gap is skipped; stored in order, after round 1 was paired.
	resp, body = s.DirPost(path, withCriteria("BDW1U", "", "TEAMP", "DC"))
	page = s.DirSeeOther(resp, body, path)
	if got := stored().Criteria; !slices.Equal(got, []team.Criterion{"BDW1U", "TEAMP", "DC"}) {
		t.Fatalf("stored %v, want BDW1U, TEAMP, DC", got)
	}
	if !strings.Contains(page, `<option value="BDW1U" selected>`) {
		t.Fatalf("after saving: BDW1U not shown")
	}
	// Also in Czech.
	resp, body = s.DirPost(path, withCriteria("SOST", "TEAMP"), "Cookie", "hoshi_lang=cs")
	s.DirSeeOther(resp, body, path)
	if got := stored().Criteria; !slices.Equal(got, []team.Criterion{"SOST", "TEAMP"}) {
		t.Fatalf("stored from the Czech page %v, want SOST, TEAMP", got)
	}
	var tj teamCriteriaAnswer
	s.Expect(s.Anon, "GET", fmt.Sprintf("/api/tournaments/%d", id), nil, http.StatusOK, &tj)
	if !slices.Equal(tj.TeamCriteria, []string{"SOST", "TEAMP"}) {
		t.Fatalf("API: team_criteria %v", tj.TeamCriteria)
	}
}

// maxTeamCriteriaForm is the number of team criteria selects the settings page has.
const maxTeamCriteriaForm = 6
