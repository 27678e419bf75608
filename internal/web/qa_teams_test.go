package web

import (
	"fmt"
	"net/http"
	"net/url"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// qaTeamEvent makes a tournament of teams of size boards through the API: len(ranks)/per
// teams named QA1, QA2, ..., each of per players of the given ranks (board order, then the
// reserves). It answers the tournament's id, the teams' ids and their players' ids.
func qaTeamEvent(s *testServer, size, per int, kind string, ranks []string) (int, []int, [][]int) {
	s.t.Helper()
	var tj struct{ ID int }
	s.expect(s.director, "POST", "/api/tournaments", map[string]any{"name": "QA teams", "rounds": 3,
		"handicap": map[string]any{"kind": "none"}, "team_size": size, "team_kind": kind}, http.StatusCreated, &tj)
	base := fmt.Sprintf("/api/tournaments/%d", tj.ID)
	var teams []int
	var members [][]int
	for k := 0; k*per < len(ranks); k++ {
		var ps []int
		for b := range per {
			var p struct{ ID int }
			body := map[string]any{"name": fmt.Sprintf("QA%dB%d", k+1, b+1), "first_name": "Pl", "rank": ranks[k*per+b]}
			s.expect(s.director, "POST", base+"/players", body, http.StatusCreated, &p)
			ps = append(ps, p.ID)
		}
		var a teamAnswer
		s.expect(s.director, "POST", base+"/teams", map[string]any{"name": fmt.Sprintf("QA%d", k+1), "players": ps}, http.StatusCreated, &a)
		teams, members = append(teams, a.ID), append(members, ps)
	}
	return tj.ID, teams, members
}

// The round page of a team tournament: the tables left out of the round, typed in its pair
// form, are skipped by the board games (3 teams of 2 boards: one match, tables 1 and 3 left
// out, so boards at tables 2 and 4); each board's "board" link is its game's scoring board.
func TestQATeamRoundLeftOutAndBoardLinks(t *testing.T) {
	s := newTestServer(t)
	id, _, _ := qaTeamEvent(s, 2, 2, "boards", []string{"2d", "1d", "1k", "2k", "5k", "6k"})
	round := fmt.Sprintf("/director/tournaments/%d/rounds/1", id)
	if page := s.dirGet(round); !strings.Contains(page, `id="pair-teams"`) || !strings.Contains(page, `name="left_out"`) {
		t.Fatalf("the team pair form has no tables-left-out field")
	}
	resp, body := s.dirPost(round+"/pair", url.Values{"all": {"1"}, "left_out": {"1, 3"}})
	page := s.dirSeeOther(resp, body, round)
	var p teamRoundAnswer
	s.expect(s.anon, "GET", fmt.Sprintf("/api/tournaments/%d/rounds/1/pairing", id), nil, http.StatusOK, &p)
	if len(p.Matches) != 1 || len(p.Matches[0].Games) != 2 || p.Matches[0].Games[0].Table != 2 || p.Matches[0].Games[1].Table != 4 {
		t.Fatalf("pairing %+v, want one match at tables 2 and 4", p)
	}
	if s.dirLoad(id).Settings.LeftOut(1, 3) != true {
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
