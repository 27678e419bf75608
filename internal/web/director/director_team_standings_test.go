package director_test

import (
	"fmt"
	"net/http"
	"regexp"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// The director's Standings tab of a team tournament ranks the teams, with the match points
// counted here from the results entered, above the cross table of the board games; a Pair Go
// event's shows the pairs' standings alone (its games name only the players who stand for the
// pairs).
func TestDirectorTeamStandings(t *testing.T) {
	webtest.Parallel(t)
	for _, kind := range []string{"boards", "pair-go"} {
		t.Run(kind, func(t *testing.T) {
			s := newTestServer(t)
			size := map[string]int{"boards": 3, "pair-go": 2}[kind]
			var tj struct{ ID int }
			s.Expect(s.Director, "POST", "/api/tournaments", map[string]any{"name": "Standings " + kind, "rounds": 2, "team_size": size, "team_kind": kind}, http.StatusCreated, &tj)
			base := fmt.Sprintf("/api/tournaments/%d", tj.ID)
			teamOf := map[int]string{}
			for k := range 4 {
				var ids []int
				for b := range size {
					var p struct{ ID int }
					s.Expect(s.Director, "POST", base+"/players", map[string]any{"name": fmt.Sprintf("T%dP%d", k, b), "first_name": "X", "rank": fmt.Sprintf("%dk", 1+k*size+b)}, http.StatusCreated, &p)
					ids = append(ids, p.ID)
				}
				name := fmt.Sprintf("Team %c", 'A'+k)
				var a webtest.TeamAnswer
				s.Expect(s.Director, "POST", base+"/teams", map[string]any{"name": name, "players": ids}, http.StatusCreated, &a)
				for _, id := range ids {
					teamOf[id] = name
				}
			}
			var round webtest.TeamRoundAnswer
			s.Expect(s.Director, "POST", base+"/rounds/1/pairing", nil, http.StatusCreated, &round)
			// Black wins every board: a team wins its match when it holds Black on more boards.
			mp := map[string]int{}
			for _, m := range round.Matches {
				black := map[string]int{}
				for _, g := range m.Games {
					s.Expect(s.Director, "PUT", fmt.Sprintf("%s/rounds/1/games/%d/result", base, g.Table), map[string]string{"result": "b"}, http.StatusOK, nil)
					black[teamOf[g.Black]]++
					black[teamOf[g.White]] += 0 // both teams of the match in the map
				}
				var names []string
				for n := range black {
					names = append(names, n)
				}
				a, b := names[0], names[1]
				switch {
				case black[a] > black[b]:
					mp[a] += 2
				case black[b] > black[a]:
					mp[b] += 2
				default:
					mp[a]++
					mp[b]++
				}
			}
			page := s.DirGet(fmt.Sprintf("/director/tournaments/%d/standings", tj.ID))
			if !strings.Contains(page, "Team standings") {
				t.Fatalf("no team standings:\n%s", page)
			}
			for k := range 4 {
				name := fmt.Sprintf("Team %c", 'A'+k)
				re := regexp.MustCompile(`<td>` + name + `</td>\s*<td class="hide-phone">[^<]*</td>\s*<td class="num">(\d+)</td>`)
				m := re.FindStringSubmatch(page)
				if m == nil || m[1] != fmt.Sprint(mp[name]) {
					t.Errorf("%s: match points %v, counted %d", name, m, mp[name])
				}
			}
			cross := strings.Contains(page, "Board games")
			if cross != (kind == "boards") {
				t.Errorf("%s: the board games' cross table shown: %v", kind, cross)
			}
		})
	}
}
