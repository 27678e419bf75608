package director_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// A Pair Go event whose pairs have names of their own: the results page names, above each
// match's one game, every player of both pairs (the game itself names only the first
// players, who stand for their pairs). Pairs without a name are named by their players
// already, and are not named twice. Every player's page shows the pair's games.
func TestResultsPageNamesPairGoSides(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	var tj struct{ ID int }
	s.Expect(s.Director, "POST", "/api/tournaments", map[string]any{"name": "Pair Go", "rounds": 3, "team_size": 2, "team_kind": "pair-go"}, http.StatusCreated, &tj)
	base := fmt.Sprintf("/api/tournaments/%d", tj.ID)
	names := []string{"Kim", "Lee", "Novak", "Ota", "Park", "Quinn", "Roth", "Sato"}
	ids := make([]int, len(names))
	for i, n := range names {
		var p struct{ ID int }
		s.Expect(s.Director, "POST", base+"/players", map[string]any{"name": n, "first_name": "A", "rank": fmt.Sprintf("%dk", 1+i)}, http.StatusCreated, &p)
		ids[i] = p.ID
	}
	pairNames := []string{"Cranes", "", "Tigers", ""}
	sideOf := map[int]int{}      // player -> pair
	pairName := map[int]string{} // pair -> how the pages name it
	for k, n := range pairNames {
		var a webtest.TeamAnswer
		s.Expect(s.Director, "POST", base+"/teams", map[string]any{"name": n, "players": ids[2*k : 2*k+2]}, http.StatusCreated, &a)
		sideOf[ids[2*k]], sideOf[ids[2*k+1]] = a.ID, a.ID
		pairName[a.ID] = n
		if n == "" {
			pairName[a.ID] = names[2*k] + " A / " + names[2*k+1] + " A"
		}
	}
	var round webtest.TeamRoundAnswer
	s.Expect(s.Director, "POST", base+"/rounds/1/pairing", nil, http.StatusCreated, &round)
	page := s.DirGet(fmt.Sprintf("/director/tournaments/%d/rounds/1/results", tj.ID))
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

	// White wins every game. Each player's page, the second player's of a pair too (who is
	// in no game: the first players stand for the pairs), shows the pair's game: the pair met,
	// the colour, the outcome of the pair.
	want := map[int]string{} // pair -> "Opponent|Colour|outcome"
	for _, m := range round.Matches {
		g := m.Games[0]
		s.Expect(s.Director, "PUT", fmt.Sprintf("%s/rounds/1/games/%d/result", base, g.Table), map[string]string{"result": "w"}, http.StatusOK, nil)
		white, black := sideOf[g.White], sideOf[g.Black]
		want[white] = pairName[black] + "|White|win"
		want[black] = pairName[white] + "|Black|loss"
	}
	for _, pid := range ids {
		page := s.PublicGet("", fmt.Sprintf("/tournaments/%d/players/%d", tj.ID, pid))
		w := strings.Split(want[sideOf[pid]], "|")
		if !strings.Contains(page, ">"+w[0]+"</a>") || !strings.Contains(page, `<td class="`+w[2]+`">`) || !strings.Contains(webtest.PageText(page), w[1]) {
			t.Errorf("player %d (pair %s): want %v in\n%s", pid, pairName[sideOf[pid]], w, webtest.PageText(page))
		}
		if strings.Contains(page, ">MMS<") || strings.Contains(webtest.PageText(page), "absent") {
			t.Errorf("player %d: an individual's score or absence on a pair's page:\n%s", pid, webtest.PageText(page))
		}
	}
}
