package webtest

import (
	"fmt"
	"net/http"
)

// The team API's answers as a script reads them.
type TeamAnswer struct {
	ID      int    `json:"id"`
	Name    string `json:"name"`
	Players []int  `json:"players"`
}

type TeamGameAnswer struct {
	Board    int     `json:"board"`
	Table    int     `json:"table"`
	White    int     `json:"white"`
	Black    int     `json:"black"`
	Handicap int     `json:"handicap"`
	Komi     float64 `json:"komi"`
	Result   string  `json:"result"`
}

type TeamRoundAnswer struct {
	Round   int `json:"round"`
	Matches []struct {
		TeamA int              `json:"team_a"`
		TeamB int              `json:"team_b"`
		Games []TeamGameAnswer `json:"games"`
	} `json:"matches"`
	Bye *int `json:"bye"`
}

type TeamStandingsAnswer struct {
	Round     int      `json:"round"`
	Criteria  []string `json:"criteria"`
	Standings []struct {
		Place       int     `json:"place"`
		Team        int     `json:"team"`
		Name        string  `json:"name"`
		MatchPoints int     `json:"match_points"`
		BoardPoints float64 `json:"board_points"`
		SOST        int     `json:"sost"`
	} `json:"standings"`
}

// CreateTeamTournament creates a team tournament of the given size and rounds and n players
// over the API, ranks from 6d down, and returns its id and the player ids. Its komi is 7, so
// that a board may end in a jigo.
func (s *Server) CreateTeamTournament(name string, size, rounds, n int) (int, []int) {
	s.T.Helper()
	var tj struct {
		ID       int    `json:"id"`
		TeamSize int    `json:"team_size"`
		TeamKind string `json:"team_kind"`
	}
	s.Expect(s.Director, "POST", "/api/tournaments", map[string]any{"name": name, "rounds": rounds, "team_size": size, "komi": 7}, http.StatusCreated, &tj)
	if tj.TeamSize != size || tj.TeamKind != "boards" {
		s.T.Fatalf("created: team_size %d, team_kind %q; want %d, boards", tj.TeamSize, tj.TeamKind, size)
	}
	ids := make([]int, n)
	for i := range n {
		var p struct{ ID int }
		rank := fmt.Sprintf("%dk", 1+(i/2)%20)
		if i < 12 {
			rank = fmt.Sprintf("%dd", 6-i/2)
		}
		body := map[string]any{"name": fmt.Sprintf("Member%02d", i), "first_name": "Test", "rank": rank}
		s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/players", tj.ID), body, http.StatusCreated, &p)
		ids[i] = p.ID
	}
	return tj.ID, ids
}
