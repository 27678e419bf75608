package webtest

import (
	"fmt"
	"net/http"
)

// QATeamEvent makes a tournament of teams of size boards through the API: len(ranks)/per
// teams named QA1, QA2, ..., each of per players of the given ranks (board order, then the
// reserves). It answers the tournament's id, the teams' ids and their players' ids.
func QATeamEvent(s *Server, size, per int, kind string, ranks []string) (int, []int, [][]int) {
	s.T.Helper()
	var tj struct{ ID int }
	s.Expect(s.Director, "POST", "/api/tournaments", map[string]any{"name": "QA teams", "rounds": 3,
		"handicap": map[string]any{"kind": "none"}, "team_size": size, "team_kind": kind}, http.StatusCreated, &tj)
	base := fmt.Sprintf("/api/tournaments/%d", tj.ID)
	var teams []int
	var members [][]int
	for k := 0; k*per < len(ranks); k++ {
		var ps []int
		for b := range per {
			var p struct{ ID int }
			body := map[string]any{"name": fmt.Sprintf("QA%dB%d", k+1, b+1), "first_name": "Pl", "rank": ranks[k*per+b]}
			s.Expect(s.Director, "POST", base+"/players", body, http.StatusCreated, &p)
			ps = append(ps, p.ID)
		}
		var a TeamAnswer
		s.Expect(s.Director, "POST", base+"/teams", map[string]any{"name": fmt.Sprintf("QA%d", k+1), "players": ps}, http.StatusCreated, &a)
		teams, members = append(teams, a.ID), append(members, ps)
	}
	return tj.ID, teams, members
}
