package web

import (
	"fmt"
	"net/http"
	"strings"
	"testing"
)

// A Pair Go event whose pairs have names of their own: the results page names, above each
// match's one game, every player of both pairs (the game itself names only the first
// players, who stand for their pairs). Pairs without a name are named by their players
// already, and are not named twice.
func TestResultsPageNamesPairGoSides(t *testing.T) {
	s := newTestServer(t)
	var tj struct{ ID int }
	s.expect(s.director, "POST", "/api/tournaments", map[string]any{"name": "Pair Go", "rounds": 3, "team_size": 2, "team_kind": "pair-go"}, http.StatusCreated, &tj)
	base := fmt.Sprintf("/api/tournaments/%d", tj.ID)
	names := []string{"Kim", "Lee", "Novak", "Ota", "Park", "Quinn", "Roth", "Sato"}
	ids := make([]int, len(names))
	for i, n := range names {
		var p struct{ ID int }
		s.expect(s.director, "POST", base+"/players", map[string]any{"name": n, "first_name": "A", "rank": fmt.Sprintf("%dk", 1+i)}, http.StatusCreated, &p)
		ids[i] = p.ID
	}
	pairNames := []string{"Cranes", "", "Tigers", ""}
	for k, n := range pairNames {
		s.expect(s.director, "POST", base+"/teams", map[string]any{"name": n, "players": ids[2*k : 2*k+2]}, http.StatusCreated, nil)
	}
	s.expect(s.director, "POST", base+"/rounds/1/pairing", nil, http.StatusCreated, nil)
	page := s.dirGet(fmt.Sprintf("/director/tournaments/%d/rounds/1/results", tj.ID))
	heads := strings.Count(page, `class="match-head`)
	if heads != 2 {
		t.Fatalf("%d match heads, want 2:\n%s", heads, page)
	}
	// The named pairs' players: "Kim A / Lee A" (Cranes), "Park A / Quinn A" (Tigers).
	for _, want := range []string{"Kim A / Lee A", "Park A / Quinn A"} {
		if !strings.Contains(page, want) {
			t.Errorf("the results page does not name %s", want)
		}
	}
	// The unnamed pairs are named by their players once, in the match head.
	for _, side := range []string{"Novak A / Ota A", "Roth A / Sato A"} {
		if n := strings.Count(page, side); n != 1 {
			t.Errorf("%s named %d times", side, n)
		}
	}
}
