package public_test

import (
	"fmt"
	"net/http"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// TestPublicTeamPages builds a team tournament of 4 teams of 3 boards over the API, plays 2
// rounds with results entered, and reads its public round and standings pages: each match
// with its teams, score and boards, and the team standings, whose match and board points are
// counted here from the results entered.
func TestPublicTeamPages(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	const teams, size, rounds = 4, 3, 2
	id, players := s.CreateTeamTournament("Team cup", size, rounds, teams*size)
	base := fmt.Sprintf("/api/tournaments/%d", id)
	name := map[int]string{} // player -> the name the pages show
	for i, p := range players {
		name[p] = fmt.Sprintf("Member%02d Test", i)
	}
	members := map[int][]int{}
	teamName := map[int]string{}
	for k := range teams {
		ps := players[k*size : (k+1)*size]
		var a webtest.TeamAnswer
		s.Expect(s.Director, "POST", base+"/teams", map[string]any{"name": fmt.Sprintf("Squad %c", 'A'+k), "players": ps}, http.StatusCreated, &a)
		members[a.ID], teamName[a.ID] = ps, a.Name
	}

	results := [][]string{{"w", "b", "w"}, {"b", "b", "="}, {"w", "=", "b"}, {"b", "w", "w"}} // by match of the tournament, by board
	matchPts := map[int]int{}
	boardPts := map[int]float64{}
	k := 0
	for r := 1; r <= rounds; r++ {
		var p webtest.TeamRoundAnswer
		s.Expect(s.Director, "POST", fmt.Sprintf("%s/rounds/%d/pairing", base, r), nil, http.StatusCreated, &p)
		if len(p.Matches) != teams/2 {
			t.Fatalf("round %d: %d matches", r, len(p.Matches))
		}
		// Before the results: each match with score 0:0 and every board without a result.
		page := s.PublicGet("", fmt.Sprintf("/tournaments/%d/rounds/%d", id, r))
		for _, m := range p.Matches {
			if !strings.Contains(webtest.PageText(page), teamName[m.TeamA]+" – "+teamName[m.TeamB]+" 0:0") {
				t.Errorf("round %d before results: no match %s – %s 0:0 in\n%s", r, teamName[m.TeamA], teamName[m.TeamB], webtest.PageText(page))
			}
		}
		type want struct{ head, rows string }
		var wants []want
		for _, m := range p.Matches {
			var ptsA, ptsB float64
			var rows []string
			for b, g := range m.Games {
				res := results[k][b]
				s.Expect(s.Director, "PUT", fmt.Sprintf("%s/rounds/%d/games/%d/result", base, r, g.Table), map[string]string{"result": res}, http.StatusOK, nil)
				pa := members[m.TeamA][b]
				shown := map[string]string{"w": "1-0", "b": "0-1", "=": "½-½"}[res]
				switch {
				case res == "=":
					ptsA += 0.5
					ptsB += 0.5
				case (res == "w") == (g.White == pa):
					ptsA++
				default:
					ptsB++
				}
				rows = append(rows, fmt.Sprintf("%d %d %s", b+1, g.Table, name[g.White])+"|"+name[g.Black]+"|"+strconv.Itoa(g.Handicap)+"|"+shown)
			}
			k++
			boardPts[m.TeamA] += ptsA
			boardPts[m.TeamB] += ptsB
			switch {
			case ptsA > ptsB:
				matchPts[m.TeamA] += 2
			case ptsA < ptsB:
				matchPts[m.TeamB] += 2
			default:
				matchPts[m.TeamA]++
				matchPts[m.TeamB]++
			}
			f := webtest.ScoreWritten
			wants = append(wants, want{teamName[m.TeamA] + " – " + teamName[m.TeamB] + " " + f(ptsA) + ":" + f(ptsB), strings.Join(rows, "\n")})
		}

		page = webtest.PageText(s.PublicGet("", fmt.Sprintf("/tournaments/%d/rounds/%d", id, r)))
		for _, w := range wants {
			i := strings.Index(page, w.head)
			if i < 0 {
				t.Fatalf("round %d: no match %q in\n%s", r, w.head, page)
			}
			after := page[i+len(w.head):]
			for _, row := range strings.Split(w.rows, "\n") {
				// A row reads: board table white rank black rank handicap result.
				f := strings.Split(row, "|")
				re := regexp.QuoteMeta(f[0]) + ` \S+ ` + regexp.QuoteMeta(f[1]) + ` \S+ ` + regexp.QuoteMeta(f[2]) + ` ` + regexp.QuoteMeta(f[3])
				loc := regexp.MustCompile(re).FindStringIndex(after)
				if loc == nil || strings.Contains(after[:loc[0]], " – ") {
					t.Errorf("round %d, match %s: no board %q in\n%s", r, w.head, row, after)
				} else {
					after = after[loc[1]:]
				}
			}
		}
	}

	// The standings: by match points, then board points; the points as counted above.
	page := webtest.PageText(s.PublicGet("", fmt.Sprintf("/tournaments/%d/standings", id)))
	ids := make([]int, 0, teams)
	for tid := range members {
		ids = append(ids, tid)
	}
	slices.SortFunc(ids, func(a, b int) int {
		if matchPts[a] != matchPts[b] {
			return matchPts[b] - matchPts[a]
		}
		switch {
		case boardPts[a] > boardPts[b]:
			return -1
		case boardPts[a] < boardPts[b]:
			return 1
		}
		return 0
	})
	if !strings.Contains(page, "Pl Team Players Match points Board points") {
		t.Errorf("standings: no team header in\n%s", page)
	}
	at := 0
	for i, tid := range ids {
		var ns []string
		for _, p := range members[tid] {
			ns = append(ns, name[p])
		}
		line := fmt.Sprintf("%s %s %d %s", teamName[tid], strings.Join(ns, ", "), matchPts[tid], webtest.ScoreWritten(boardPts[tid]))
		j := strings.Index(page[at:], line)
		if j < 0 {
			t.Fatalf("standings: line %d %q not found after the previous one in\n%s", i+1, line, page)
		}
		at += j + len(line)
		if i > 0 && matchPts[tid] == matchPts[ids[i-1]] && boardPts[tid] == boardPts[ids[i-1]] {
			t.Fatalf("teams %d and %d tie on match and board points: choose results that order the teams", ids[i-1], tid)
		}
	}

	// In Czech: the team words of the catalogue.
	cs := webtest.PageText(s.PublicGet("cs", fmt.Sprintf("/tournaments/%d/standings", id)))
	for _, w := range []string{"Družstvo", "Hráči", "Body za zápasy", "Body z desek"} {
		if !strings.Contains(cs, w) {
			t.Errorf("Czech standings: no %q in\n%s", w, cs)
		}
	}
	if cs := webtest.PageText(s.PublicGet("cs", fmt.Sprintf("/tournaments/%d/rounds/1", id))); !strings.Contains(cs, "Deska") {
		t.Errorf("Czech round page: no %q in\n%s", "Deska", cs)
	}
}

// TestPublicTeamBye: with 3 teams, the round page names the team with the bye, in English and
// in Czech.
func TestPublicTeamBye(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id, players := s.CreateTeamTournament("Three teams", 2, 1, 6)
	base := fmt.Sprintf("/api/tournaments/%d", id)
	names := map[int]string{}
	for k := range 3 {
		var a webtest.TeamAnswer
		s.Expect(s.Director, "POST", base+"/teams", map[string]any{"name": fmt.Sprintf("Crew %d", k), "players": players[2*k : 2*k+2]}, http.StatusCreated, &a)
		names[a.ID] = a.Name
	}
	var p webtest.TeamRoundAnswer
	s.Expect(s.Director, "POST", base+"/rounds/1/pairing", nil, http.StatusCreated, &p)
	if len(p.Matches) != 1 || p.Bye == nil {
		t.Fatalf("3 teams: %d matches, bye %v", len(p.Matches), p.Bye)
	}
	path := fmt.Sprintf("/tournaments/%d/rounds/1", id)
	if page := webtest.PageText(s.PublicGet("", path)); !strings.Contains(page, "Team with the bye: "+names[*p.Bye]) {
		t.Errorf("no team bye %q in\n%s", names[*p.Bye], page)
	}
	if page := webtest.PageText(s.PublicGet("cs", path)); !strings.Contains(page, "Družstvo s volnem: "+names[*p.Bye]) {
		t.Errorf("Czech: no team bye %q in\n%s", names[*p.Bye], page)
	}
}
