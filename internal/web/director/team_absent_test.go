package director_test

import (
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// teamAbsent is a team's answer with its absent rounds.
type teamAbsent struct {
	ID     int    `json:"id"`
	Name   string `json:"name"`
	Absent []int  `json:"absent"`
}

// The API's team JSON carries "absent": [] by default; PUT sets it (sorted, once each), a PUT
// without it keeps it, a round outside the tournament is 400 on "absent" and changes nothing;
// a team paired in a round cannot be made absent from it (400 naming the round).
func TestTeamAbsentThroughAPI(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id, teams, members := webtest.QATeamEvent(s.Server, 2, 2, "pair-go", []string{"2d", "1d", "1k", "2k", "5k", "6k", "3k", "4k"})
	base := fmt.Sprintf("/api/tournaments/%d", id)
	one := fmt.Sprintf("%s/teams/%d", base, teams[1])
	if raw := s.Expect(s.Anon, "GET", one, nil, http.StatusOK, nil); !strings.Contains(string(raw), `"absent":[]`) {
		t.Fatalf("a new team: %s, want \"absent\":[]", raw)
	}
	var a teamAbsent
	s.Expect(s.Director, "PUT", one, map[string]any{"absent": []int{2, 1, 2}}, http.StatusOK, &a)
	if !slices.Equal(a.Absent, []int{1, 2}) {
		t.Fatalf("absent %v, want [1 2]", a.Absent)
	}
	s.Expect(s.Director, "PUT", one, map[string]any{"name": "Cranes"}, http.StatusOK, &a)
	if a.Name != "Cranes" || !slices.Equal(a.Absent, []int{1, 2}) {
		t.Fatalf("a PUT without absent: %+v, want Cranes absent [1 2]", a)
	}
	var e struct{ Error, Field string }
	s.Expect(s.Director, "PUT", one, map[string]any{"absent": []int{4}}, http.StatusBadRequest, &e)
	if e.Field != "absent" || e.Error != "round 4 does not exist: the tournament has rounds 1 to 3" {
		t.Fatalf("round 4 of 3: %+v", e)
	}
	s.Expect(s.Director, "PUT", one, map[string]any{"absent": []int{1}}, http.StatusOK, &a)
	var list []teamAbsent
	s.Expect(s.Anon, "GET", base+"/teams", nil, http.StatusOK, &list)
	if len(list) != 4 || !slices.Equal(list[1].Absent, []int{1}) || list[0].Absent == nil || len(list[0].Absent) != 0 {
		t.Fatalf("list %+v, want the second team absent from round 1, the others []", list)
	}
	// A new team may come absent already.
	var p struct{ ID int }
	var ps []int
	for k := range 2 {
		s.Expect(s.Director, "POST", base+"/players", map[string]any{"name": fmt.Sprintf("Late%d", k), "first_name": "Pl", "rank": "10k"}, http.StatusCreated, &p)
		ps = append(ps, p.ID)
	}
	s.Expect(s.Director, "POST", base+"/teams", map[string]any{"players": ps, "absent": []int{1}}, http.StatusCreated, &a)
	if !slices.Equal(a.Absent, []int{1}) {
		t.Fatalf("a team added absent: %v", a.Absent)
	}

	// Round 1: the two absent sides left out, three play: one match and the bye to the
	// weakest (QA3, 5k and 6k).
	var r webtest.TeamRoundAnswer
	s.Expect(s.Director, "POST", base+"/rounds/1/pairing", nil, http.StatusCreated, &r)
	if len(r.Matches) != 1 || r.Bye == nil || *r.Bye != teams[2] {
		t.Fatalf("round 1: %+v, want one match and the bye to team %d", r, teams[2])
	}
	if m := r.Matches[0]; !(m.TeamA == teams[0] && m.TeamB == teams[3] || m.TeamA == teams[3] && m.TeamB == teams[0]) {
		t.Fatalf("round 1 match %d-%d, want QA1-QA4", m.TeamA, m.TeamB)
	}
	for _, g := range r.Matches[0].Games {
		if slices.Contains(members[1], g.White) || slices.Contains(members[1], g.Black) {
			t.Fatalf("the absent side plays: %+v", g)
		}
	}
	// Paired in round 1: QA1 (a match) and QA3 (the bye) cannot be made absent from it.
	for _, k := range []int{0, 2} {
		s.Expect(s.Director, "PUT", fmt.Sprintf("%s/teams/%d", base, teams[k]), map[string]any{"absent": []int{1}}, http.StatusBadRequest, &e)
		want := fmt.Sprintf("QA%d is paired in round 1: unpair the round before marking it absent from it", k+1)
		if e.Field != "absent" || e.Error != want {
			t.Fatalf("QA%d: %+v, want %q", k+1, e, want)
		}
	}
	s.Expect(s.Anon, "GET", fmt.Sprintf("%s/teams/%d", base, teams[0]), nil, http.StatusOK, &a)
	if len(a.Absent) != 0 {
		t.Fatalf("a refused PUT stored %v", a.Absent)
	}
}

// The Teams page: a Pair Go side short of a player is refused by the round page with the way
// out; the side's page unticks round 1 (a box per round) and the list shows the absence; the
// round then pairs the three sides left with the bye to the weakest; a side paired in round 1
// cannot be made absent from it (422, the reason in the page's language, nothing stored); a
// form without the round boxes keeps the absences.
func TestTeamAbsentOnTeamsPage(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id, teams, members := webtest.QATeamEvent(s.Server, 2, 2, "pair-go", []string{"2d", "1d", "1k", "2k", "5k", "6k", "3k", "4k"})
	base := fmt.Sprintf("/api/tournaments/%d", id)
	s.Expect(s.Director, "PUT", fmt.Sprintf("%s/players/%d", base, members[1][1]), map[string]any{"absent": []int{1}}, http.StatusOK, nil)
	round := fmt.Sprintf("/director/tournaments/%d/rounds/1", id)
	resp, body := s.DirPost(round+"/pair", url.Values{"all": {"1"}})
	if page := s.DirSeeOther(resp, body, round); !strings.Contains(page, "side QA2 has 1 of its 2 players present in round 1: mark the player present, or the side absent from the round on the Teams page") {
		t.Fatalf("no refusal telling the side can be marked absent: %s", page)
	}

	list := fmt.Sprintf("/director/tournaments/%d/teams", id)
	side := func(k int) string { return fmt.Sprintf("%s/%d", list, teams[k]) }
	page := s.DirGet(side(1))
	for r := 1; r <= 3; r++ {
		if !strings.Contains(page, fmt.Sprintf(`name="plays" value="%d" aria-label="QA2 plays round %d" checked>`, r, r)) {
			t.Fatalf("no ticked box for round %d on the side's page", r)
		}
	}
	form := func(k int, plays ...int) url.Values {
		v := url.Values{"name": {fmt.Sprintf("QA%d", k+1)}, "p1": {strconv.Itoa(members[k][0])}, "p2": {strconv.Itoa(members[k][1])}, "rounds_shown": {"1"}}
		for _, r := range plays {
			v.Add("plays", strconv.Itoa(r))
		}
		return v
	}
	resp, body = s.DirPost(side(1), form(1, 2, 3))
	s.DirSeeOther(resp, body, list)
	absentOf := func(k int) []int {
		var a teamAbsent
		s.Expect(s.Anon, "GET", fmt.Sprintf("%s/teams/%d", base, teams[k]), nil, http.StatusOK, &a)
		return a.Absent
	}
	if got := absentOf(1); !slices.Equal(got, []int{1}) {
		t.Fatalf("absent %v, want [1]", got)
	}
	if page := s.DirGet(list); !strings.Contains(page, "Absent in rounds 1") {
		t.Fatalf("the list does not show the absence")
	}
	if page := s.DirGetIn("de", list); !strings.Contains(page, "Abwesend in Runden 1") {
		t.Fatalf("the German list does not show the absence")
	}

	resp, body = s.DirPost(round+"/pair", url.Values{"all": {"1"}})
	s.DirSeeOther(resp, body, round)
	var r webtest.TeamRoundAnswer
	s.Expect(s.Anon, "GET", base+"/rounds/1/pairing", nil, http.StatusOK, &r)
	if len(r.Matches) != 1 || r.Bye == nil || *r.Bye != teams[2] {
		t.Fatalf("round 1: %+v, want one match (QA1-QA4) and the bye to QA3", r)
	}
	if m := r.Matches[0]; m.TeamA == teams[1] || m.TeamB == teams[1] {
		t.Fatalf("the absent side has a match")
	}

	// QA1 plays round 1: its box is locked, and a form unticking it is refused.
	page = s.DirGet(side(0))
	if !strings.Contains(page, `name="plays" value="1" aria-label="QA1 plays round 1" checked disabled`) || !strings.Contains(page, `name="locked" value="1"`) {
		t.Fatalf("round 1 of a side paired in it is not locked")
	}
	// A form shown before the round was paired (no box locked) that unticks round 1 is
	// refused, the reason in the page's language, and nothing is stored.
	resp, body = s.DirPost(side(0), form(0, 2), "Cookie", "hoshi_lang=fr")
	if resp.StatusCode != http.StatusUnprocessableEntity || !strings.Contains(body, "QA1 est apparié à la ronde 1 : désappariez la ronde avant de le marquer absent") {
		t.Fatalf("a stale form unticking a paired round: %d %s", resp.StatusCode, body)
	}
	if got := absentOf(0); len(got) != 0 {
		t.Fatalf("a refused form stored absences %v", got)
	}
	// A form that leaves the locked round's box out (as a browser does with a disabled box)
	// keeps it played; an absence from round 3 is stored.
	v := form(0, 2)
	v.Set("locked", "1")
	resp, body = s.DirPost(side(0), v)
	s.DirSeeOther(resp, body, list)
	if got := absentOf(0); !slices.Equal(got, []int{3}) {
		t.Fatalf("absent %v, want [3]", got)
	}
	// A form without the boxes (rounds_shown) keeps the absences.
	v = form(0)
	v.Del("rounds_shown")
	resp, body = s.DirPost(side(0), v)
	s.DirSeeOther(resp, body, list)
	if got := absentOf(0); !slices.Equal(got, []int{3}) {
		t.Fatalf("a form without the round boxes changed the absences to %v", got)
	}
}
