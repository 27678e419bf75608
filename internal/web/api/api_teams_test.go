package api_test

import (
	"fmt"
	"math"
	"math/rand/v2"
	"net/http"
	"slices"
	"testing"

	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// TestTeamEventThroughAPI runs the event entirely through the API: 12 teams of 4
// boards, 5 rounds, every board result entered, and the standings checked after each round
// against match and board points counted here from the results entered.
func TestTeamEventThroughAPI(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	const teams, size, rounds = 12, 4, 5
	id, players := s.CreateTeamTournament("Team league", size, rounds, teams*size)
	base := fmt.Sprintf("/api/tournaments/%d", id)

	var got struct {
		TeamSize int    `json:"team_size"`
		TeamKind string `json:"team_kind"`
		Rounds   int    `json:"rounds"`
	}
	s.Expect(s.Anon, "GET", base, nil, http.StatusOK, &got)
	if got.TeamSize != size || got.TeamKind != "boards" || got.Rounds != rounds {
		t.Fatalf("GET: %+v", got)
	}

	// Team k has players 4k..4k+3, listed weakest first for half of them: the board order is
	// the one given, not the ranks'.
	members := map[int][]int{} // team id -> players in board order
	var teamIDs []int
	for k := range teams {
		ps := slices.Clone(players[k*size : (k+1)*size])
		if k%2 == 1 {
			slices.Reverse(ps)
		}
		var a webtest.TeamAnswer
		s.Expect(s.Director, "POST", base+"/teams", map[string]any{"name": fmt.Sprintf("Team %02d", k), "players": ps}, http.StatusCreated, &a)
		if a.ID <= 0 || a.Name != fmt.Sprintf("Team %02d", k) || !slices.Equal(a.Players, ps) {
			t.Fatalf("team %d: %+v", k, a)
		}
		members[a.ID] = ps
		teamIDs = append(teamIDs, a.ID)
	}
	var list []webtest.TeamAnswer
	s.Expect(s.Anon, "GET", base+"/teams", nil, http.StatusOK, &list)
	if len(list) != teams {
		t.Fatalf("GET teams: %d teams", len(list))
	}
	for _, a := range list {
		if !slices.Equal(a.Players, members[a.ID]) {
			t.Fatalf("GET teams: team %d has %v, want %v", a.ID, a.Players, members[a.ID])
		}
	}

	rng := rand.New(rand.NewPCG(12, 4))
	matchPts := map[int]int{}     // team -> match points, counted from the results entered
	boardPts := map[int]float64{} // team -> boards won (a jigo counts half)
	met := map[[2]int]bool{}
	opponents := map[int][]int{}
	for r := 1; r <= rounds; r++ {
		var p webtest.TeamRoundAnswer
		s.Expect(s.Director, "POST", fmt.Sprintf("%s/rounds/%d/pairing", base, r), nil, http.StatusCreated, &p)
		if p.Round != r || len(p.Matches) != teams/2 || p.Bye != nil {
			t.Fatalf("round %d: round %d, %d matches, bye %v", r, p.Round, len(p.Matches), p.Bye)
		}
		var again webtest.TeamRoundAnswer
		s.Expect(s.Anon, "GET", fmt.Sprintf("%s/rounds/%d/pairing", base, r), nil, http.StatusOK, &again)
		if fmt.Sprint(again) != fmt.Sprint(p) {
			t.Fatalf("round %d: GET answers\n%v\nPOST answered\n%v", r, again, p)
		}
		tables := map[int]bool{}
		seen := map[int]bool{}
		for _, m := range p.Matches {
			a, b := m.TeamA, m.TeamB
			if members[a] == nil || members[b] == nil || a == b || seen[a] || seen[b] {
				t.Fatalf("round %d: match %d-%d", r, a, b)
			}
			seen[a], seen[b] = true, true
			key := [2]int{min(a, b), max(a, b)}
			if met[key] {
				t.Fatalf("round %d: teams %d and %d meet again", r, a, b)
			}
			met[key] = true
			opponents[a] = append(opponents[a], b)
			opponents[b] = append(opponents[b], a)
			if len(m.Games) != size {
				t.Fatalf("round %d: match %d-%d has %d games", r, a, b, len(m.Games))
			}
			var ptsA, ptsB float64
			for k, g := range m.Games {
				pa, pb := members[a][k], members[b][k]
				if g.Board != k+1 || !(g.White == pa && g.Black == pb || g.White == pb && g.Black == pa) {
					t.Fatalf("round %d, match %d-%d, board %d: %+v, want players %d and %d", r, a, b, k+1, g, pa, pb)
				}
				if tables[g.Table] || g.Table <= 0 || g.Result != "?" {
					t.Fatalf("round %d: game %+v (table used twice, or a result already)", r, g)
				}
				tables[g.Table] = true
				res := []string{"w", "b", "w", "b", "="}[rng.IntN(5)]
				if res == "=" && g.Komi != math.Trunc(g.Komi) {
					res = "b" // a half-point komi cannot end in a jigo
				}
				s.Expect(s.Director, "PUT", fmt.Sprintf("%s/rounds/%d/games/%d/result", base, r, g.Table), map[string]string{"result": res}, http.StatusOK, nil)
				switch {
				case res == "=":
					ptsA += 0.5
					ptsB += 0.5
				case (res == "w") == (g.White == pa):
					ptsA++
				default:
					ptsB++
				}
			}
			boardPts[a] += ptsA
			boardPts[b] += ptsB
			switch {
			case ptsA > ptsB:
				matchPts[a] += 2
			case ptsA < ptsB:
				matchPts[b] += 2
			default:
				matchPts[a]++
				matchPts[b]++
			}
		}

		var st webtest.TeamStandingsAnswer
		s.Expect(s.Anon, "GET", base+"/standings", nil, http.StatusOK, &st)
		if st.Round != r || len(st.Standings) != teams || !slices.Equal(st.Criteria, []string{"TEAMP", "BDW", "SOST", "DC"}) {
			t.Fatalf("standings after round %d: round %d, %d lines, criteria %v", r, st.Round, len(st.Standings), st.Criteria)
		}
		for i, line := range st.Standings {
			sost := 0
			for _, o := range opponents[line.Team] {
				sost += matchPts[o]
			}
			if line.MatchPoints != matchPts[line.Team] || line.BoardPoints != boardPts[line.Team] || line.SOST != sost {
				t.Errorf("after round %d, %s: match %d, board %v, SOST %d; counted %d, %v, %d",
					r, line.Name, line.MatchPoints, line.BoardPoints, line.SOST, matchPts[line.Team], boardPts[line.Team], sost)
			}
			if i == 0 && line.Place != 1 {
				t.Errorf("after round %d: first place %d", r, line.Place)
			}
			if i > 0 {
				prev := st.Standings[i-1]
				order := []float64{float64(prev.MatchPoints - line.MatchPoints), prev.BoardPoints - line.BoardPoints, float64(prev.SOST - line.SOST)}
				k := slices.IndexFunc(order, func(d float64) bool { return d != 0 })
				if k >= 0 && order[k] < 0 || line.Place < prev.Place || k >= 0 && line.Place != i+1 {
					t.Errorf("after round %d: %+v listed after %+v", r, line, prev)
				}
			}
		}
	}

	// Every board of every round has its result; the standings of round 2 are still asked.
	var st2 webtest.TeamStandingsAnswer
	s.Expect(s.Anon, "GET", base+"/standings?round=2", nil, http.StatusOK, &st2)
	if st2.Round != 2 {
		t.Fatalf("standings?round=2: round %d", st2.Round)
	}
	total := 0
	for _, l := range st2.Standings {
		total += l.MatchPoints
	}
	if total != 2*2*teams/2 {
		t.Fatalf("after round 2: %d match points in all, want %d", total, 2*teams)
	}

	// A team that has played cannot go; the round is paired already.
	s.ExpectError(s.Director, "DELETE", fmt.Sprintf("%s/teams/%d", base, teamIDs[0]), nil, http.StatusConflict, "team")
	s.ExpectError(s.Director, "POST", base+"/rounds/5/pairing", nil, http.StatusConflict, "round")
	// Unpaired, round 5 has no matches; paired again, it has them.
	s.Expect(s.Director, "DELETE", base+"/rounds/5/pairing", nil, http.StatusNoContent, nil)
	var empty webtest.TeamRoundAnswer
	s.Expect(s.Anon, "GET", base+"/rounds/5/pairing", nil, http.StatusOK, &empty)
	if len(empty.Matches) != 0 || empty.Bye != nil {
		t.Fatalf("round 5 unpaired: %+v", empty)
	}
	var st4 webtest.TeamStandingsAnswer
	s.Expect(s.Anon, "GET", base+"/standings", nil, http.StatusOK, &st4)
	if st4.Round != 4 {
		t.Fatalf("standings after unpairing round 5: round %d", st4.Round)
	}
	s.Expect(s.Director, "POST", base+"/rounds/5/pairing", nil, http.StatusCreated, &empty)
	if len(empty.Matches) != teams/2 {
		t.Fatalf("round 5 paired again: %d matches", len(empty.Matches))
	}
}

// TestTeamAPIErrors: bad input is refused with the field at fault, and changes nothing.
func TestTeamAPIErrors(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	indiv, ip := s.CreateTournament("Individuals", 4)
	ibase := fmt.Sprintf("/api/tournaments/%d", indiv)

	// An individual tournament answers team_size 0 and has no team routes.
	var got map[string]any
	s.Expect(s.Anon, "GET", ibase, nil, http.StatusOK, &got)
	if got["team_size"] != 0.0 || got["team_kind"] != nil {
		t.Fatalf("individual tournament: team_size %v, team_kind %v", got["team_size"], got["team_kind"])
	}
	s.ExpectError(s.Director, "POST", ibase+"/teams", map[string]any{"name": "A", "players": ip[:2]}, http.StatusBadRequest, "team_size")
	s.ExpectError(s.Anon, "GET", ibase+"/teams", nil, http.StatusBadRequest, "team_size")
	rev := s.Revision(indiv)
	for _, body := range []map[string]any{{"team_size": 1}, {"team_size": 7}, {"team_size": -1}, {"team_size": "4"}} {
		s.ExpectError(s.Director, "PUT", ibase, body, http.StatusBadRequest, "team_size")
	}
	s.ExpectError(s.Director, "PUT", ibase, map[string]any{"team_size": 3, "team_kind": "relay"}, http.StatusBadRequest, "team_kind")
	s.ExpectError(s.Director, "PUT", ibase, map[string]any{"team_size": 3, "team_kind": "pair-go"}, http.StatusBadRequest, "team_size")
	if s.Revision(indiv) != rev {
		t.Fatal("a refused team_size changed the tournament")
	}
	// The other settings of a PUT stay as they were answered.
	var plain, withSize map[string]any
	s.Expect(s.Director, "PUT", ibase, map[string]any{"name": "Individuals"}, http.StatusOK, &plain)
	s.Expect(s.Director, "PUT", ibase, map[string]any{"name": "Individuals", "team_size": 0}, http.StatusOK, &withSize)
	if fmt.Sprint(plain) != fmt.Sprint(withSize) {
		t.Fatalf("team_size 0 changed the answer:\n%v\n%v", plain, withSize)
	}

	id, players := s.CreateTeamTournament("Teams", 3, 3, 10)
	base := fmt.Sprintf("/api/tournaments/%d", id)
	var a webtest.TeamAnswer
	s.Expect(s.Director, "POST", base+"/teams", map[string]any{"name": "A", "players": players[:3]}, http.StatusCreated, &a)
	rev = s.Revision(id)
	for _, c := range []struct {
		body  map[string]any
		field string
	}{
		{map[string]any{"name": "B", "players": []int{players[3], players[4], 99999}}, "players"},      // unknown player
		{map[string]any{"name": "B", "players": []int{players[3], players[4], players[0]}}, "players"}, // in team A
		{map[string]any{"name": "B", "players": []int{players[3], players[4], players[4]}}, "players"}, // twice
		{map[string]any{"name": "B", "players": players[3:5]}, "players"},                              // 2 for 3 boards
		{map[string]any{"players": players[3:6]}, "name"},
		{map[string]any{"name": "B", "players": players[3:6], "captain": 1}, "captain"},
	} {
		s.ExpectError(s.Director, "POST", base+"/teams", c.body, http.StatusBadRequest, c.field)
	}
	s.ExpectError(s.Anon, "POST", base+"/teams", map[string]any{"name": "B", "players": players[3:6]}, http.StatusUnauthorized, "")
	s.ExpectError(s.Director, "PUT", fmt.Sprintf("%s/teams/%d", base, a.ID), map[string]any{"players": players[:2]}, http.StatusBadRequest, "players")
	s.ExpectError(s.Director, "PUT", fmt.Sprintf("%s/teams/%d", base, a.ID+1000), map[string]any{"name": "X"}, http.StatusNotFound, "team")
	// The teams do not fill 4 boards; team_size 0 needs the teams gone first.
	s.ExpectError(s.Director, "PUT", base, map[string]any{"team_size": 4}, http.StatusBadRequest, "players")
	s.ExpectError(s.Director, "PUT", base, map[string]any{"team_size": 0}, http.StatusBadRequest, "team_size")
	if s.Revision(id) != rev {
		t.Fatal("a refused change of the teams changed the tournament")
	}

	// PUT replaces the players (a reserve added), GET shows them; DELETE removes the team.
	ps := []int{players[2], players[1], players[0], players[9]}
	s.Expect(s.Director, "PUT", fmt.Sprintf("%s/teams/%d", base, a.ID), map[string]any{"name": "A1", "players": ps}, http.StatusOK, &a)
	if a.Name != "A1" || !slices.Equal(a.Players, ps) {
		t.Fatalf("PUT team: %+v", a)
	}
	s.Expect(s.Anon, "GET", fmt.Sprintf("%s/teams/%d", base, a.ID), nil, http.StatusOK, &a)
	if !slices.Equal(a.Players, ps) {
		t.Fatalf("GET team: %+v", a)
	}
	s.ExpectError(s.Director, "POST", base+"/rounds/1/pairing", map[string]any{"players": ps}, http.StatusBadRequest, "players")
	s.Expect(s.Director, "DELETE", fmt.Sprintf("%s/teams/%d", base, a.ID), nil, http.StatusNoContent, nil)
	var list []webtest.TeamAnswer
	s.Expect(s.Anon, "GET", base+"/teams", nil, http.StatusOK, &list)
	if len(list) != 0 {
		t.Fatalf("teams after DELETE: %+v", list)
	}
	// Without teams, the tournament may become an individual one again.
	s.Expect(s.Director, "PUT", base, map[string]any{"team_size": 0}, http.StatusOK, &got)
	if got["team_size"] != 0.0 {
		t.Fatalf("team_size 0: %v", got["team_size"])
	}
}

// TestTeamByeAndOddTeams: with 5 teams, one has a bye each round, named in the pairing and
// counted in the standings as a match won.
func TestTeamBye(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id, players := s.CreateTeamTournament("Five teams", 2, 1, 10)
	base := fmt.Sprintf("/api/tournaments/%d", id)
	for k := range 5 {
		s.Expect(s.Director, "POST", base+"/teams", map[string]any{"name": fmt.Sprintf("T%d", k), "players": players[2*k : 2*k+2]}, http.StatusCreated, nil)
	}
	var p webtest.TeamRoundAnswer
	s.Expect(s.Director, "POST", base+"/rounds/1/pairing", nil, http.StatusCreated, &p)
	if len(p.Matches) != 2 || p.Bye == nil {
		t.Fatalf("5 teams: %d matches, bye %v", len(p.Matches), p.Bye)
	}
	for _, m := range p.Matches {
		for _, g := range m.Games {
			s.Expect(s.Director, "PUT", fmt.Sprintf("%s/rounds/1/games/%d/result", base, g.Table), map[string]string{"result": "w"}, http.StatusOK, nil)
		}
	}
	var st webtest.TeamStandingsAnswer
	s.Expect(s.Anon, "GET", base+"/standings", nil, http.StatusOK, &st)
	points := func(st webtest.TeamStandingsAnswer, team int) float64 {
		for _, l := range st.Standings {
			if l.Team == team {
				return l.BoardPoints
			}
		}
		t.Fatalf("team %d not in the standings", team)
		return 0
	}
	for _, l := range st.Standings {
		if l.Team == *p.Bye && (l.MatchPoints != 2 || l.BoardPoints != 1) {
			t.Fatalf("the team with the bye: %+v, want 2 match points and 1 board point", l)
		}
	}
	// A result changed after the standings were read: the next read follows it.
	m := p.Matches[0]
	g := m.Games[0]
	whiteTeam := m.TeamA
	if g.White == g.Black || !slices.Contains(players, g.White) {
		t.Fatalf("game %+v", g)
	}
	var bTeam webtest.TeamAnswer
	s.Expect(s.Anon, "GET", fmt.Sprintf("%s/teams/%d", base, m.TeamB), nil, http.StatusOK, &bTeam)
	if slices.Contains(bTeam.Players, g.White) {
		whiteTeam = m.TeamB
	}
	before := points(st, whiteTeam)
	s.Expect(s.Director, "PUT", fmt.Sprintf("%s/rounds/1/games/%d/result", base, g.Table), map[string]string{"result": "b"}, http.StatusOK, nil)
	s.Expect(s.Anon, "GET", base+"/standings", nil, http.StatusOK, &st)
	if after := points(st, whiteTeam); after != before-1 {
		t.Fatalf("White's team after White's win became a loss: %v board points, had %v", after, before)
	}
}

// TestPairGoThroughAPI: a Pair Go event (team_kind "pair-go", sides of 2 players without a
// name) pairs one game a match, between the first players of the sides, and the standings
// name a side by its players.
func TestPairGoThroughAPI(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id, players := s.CreateTournament("Pair Go", 8)
	base := fmt.Sprintf("/api/tournaments/%d", id)
	var got struct {
		TeamSize int    `json:"team_size"`
		TeamKind string `json:"team_kind"`
	}
	s.Expect(s.Director, "PUT", base, map[string]any{"team_size": 2, "team_kind": "pair-go"}, http.StatusOK, &got)
	if got.TeamSize != 2 || got.TeamKind != "pair-go" {
		t.Fatalf("PUT: %+v", got)
	}
	s.ExpectError(s.Director, "POST", base+"/teams", map[string]any{"players": players[0:3]}, http.StatusBadRequest, "players")
	sides := map[int][]int{}
	for k := range 4 {
		var a webtest.TeamAnswer
		s.Expect(s.Director, "POST", base+"/teams", map[string]any{"players": players[2*k : 2*k+2]}, http.StatusCreated, &a)
		sides[a.ID] = a.Players
	}
	var p webtest.TeamRoundAnswer
	s.Expect(s.Director, "POST", base+"/rounds/1/pairing", nil, http.StatusCreated, &p)
	if len(p.Matches) != 2 {
		t.Fatalf("4 pairs: %d matches", len(p.Matches))
	}
	for _, m := range p.Matches {
		if len(m.Games) != 1 {
			t.Fatalf("a Pair Go match with %d games", len(m.Games))
		}
		g := m.Games[0]
		a, b := sides[m.TeamA][0], sides[m.TeamB][0]
		if g.Board != 1 || !(g.White == a && g.Black == b || g.White == b && g.Black == a) {
			t.Fatalf("match %d-%d: game %+v, want players %d and %d", m.TeamA, m.TeamB, g, a, b)
		}
	}
	var st struct {
		Standings []struct {
			Name    string   `json:"name"`
			Players []string `json:"players"`
		} `json:"standings"`
	}
	s.Expect(s.Anon, "GET", base+"/standings", nil, http.StatusOK, &st)
	for _, l := range st.Standings {
		if len(l.Players) != 2 || l.Name != l.Players[0]+" / "+l.Players[1] {
			t.Fatalf("a side without a name: %+v", l)
		}
	}
}
