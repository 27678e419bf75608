package web

import (
	"context"
	"fmt"
	"html"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/team"
)

// teamSettingsValues is the settings form with the team fields.
func teamSettingsValues(name, size, kind, colours, strength string) url.Values {
	v := settingsValues(name)
	v.Set("team_size", size)
	v.Set("team_kind", kind)
	v.Set("team_colours", colours)
	v.Set("team_strength", strength)
	return v
}

// TestDirectorTeamSettings: the settings page keeps the team settings; a size the kind does
// not allow, or one the teams do not fill, is refused naming the field in the page's language
// and stores nothing; a stale form stores nothing; the Teams tab shows for a team tournament
// only, and the staff's tab reads "Roles".
func TestDirectorTeamSettings(t *testing.T) {
	s := newTestServer(t)
	id := s.dirCreate("Pairs")
	path := fmt.Sprintf("/director/tournaments/%d/settings", id)
	page := s.dirGet(path)
	if strings.Contains(page, "/teams\"") || !strings.Contains(page, ">Roles<") || strings.Contains(page, ">Team<") {
		t.Fatalf("individual tournament: a Teams tab, or the staff's tab not \"Roles\"")
	}
	if !strings.Contains(page, `name="team_size" id="f-team_size" value="0"`) {
		t.Fatalf("no team_size input at 0")
	}
	stored := func() team.Settings {
		ts, err := s.db.TeamSettings(context.Background(), store.TournamentID(id))
		if err != nil {
			t.Fatal(err)
		}
		return ts
	}
	for _, c := range []struct{ size, kind, msg string }{
		{"3", "pair-go", "a Pair Go side has 2 players, not 3"},
		{"7", "boards", "a team has 2 to 6 boards, not 7"},
		{"-1", "boards", "team_size is 0 for individuals or 2 to 6 boards"},
		{"two", "boards", `write a whole number, not &#34;two&#34;`},
		{"2", "chess", `unknown team kind &#34;chess&#34;: boards, pair-go or rengo`},
	} {
		resp, body := s.dirPost(path, teamSettingsValues("Pairs", c.size, c.kind, "a-black-first", "mean-rating"))
		if resp.StatusCode != http.StatusUnprocessableEntity || !strings.Contains(body, c.msg) {
			t.Errorf("team_size %s, %s: %d, want 422 with %q", c.size, c.kind, resp.StatusCode, c.msg)
		}
		if stored().Size != 0 {
			t.Fatalf("team_size %s, %s: stored", c.size, c.kind)
		}
	}
	// In Czech, the message of the field in Czech.
	resp, body := s.dirPost(path, teamSettingsValues("Pairs", "3", "pair-go", "a-black-first", "mean-rating"), "Cookie", "hoshi_lang=cs")
	if resp.StatusCode != http.StatusUnprocessableEntity || !strings.Contains(body, "dvojice Pair Go má 2 hráče, ne 3") {
		t.Fatalf("in Czech: %d, no Czech message", resp.StatusCode)
	}
	// A stale form stores nothing.
	v := teamSettingsValues("Pairs", "2", "pair-go", "a-white-first", "mean-rank")
	v.Set("rev", "1")
	if resp, _ := s.dirPost(path, v); resp.StatusCode != http.StatusConflict || stored().Size != 0 {
		t.Fatalf("stale form: %d, stored %+v", resp.StatusCode, stored())
	}
	resp, body = s.dirPost(path, teamSettingsValues("Pairs", "2", "pair-go", "a-white-first", "mean-rank"))
	page = s.dirSeeOther(resp, body, path)
	want := team.Settings{Size: 2, Kind: team.PairGo, Colours: team.AlternateAWhiteFirst, Strength: team.MeanRank}
	if got := stored(); got.Size != want.Size || got.Kind != want.Kind || got.Colours != want.Colours || got.Strength != want.Strength {
		t.Fatalf("stored %+v, want %+v", got, want)
	}
	if !strings.Contains(page, fmt.Sprintf(`href="/director/tournaments/%d/teams"`, id)) ||
		!strings.Contains(page, `<option value="pair-go" selected>`) || !strings.Contains(page, `<option value="mean-rank" selected>`) {
		t.Fatalf("after saving: no Teams tab or the team settings not shown")
	}
	// The API reads what the page stored.
	var tj struct {
		TeamSize int    `json:"team_size"`
		TeamKind string `json:"team_kind"`
	}
	s.expect(s.anon, "GET", fmt.Sprintf("/api/tournaments/%d", id), nil, http.StatusOK, &tj)
	if tj.TeamSize != 2 || tj.TeamKind != "pair-go" {
		t.Fatalf("API: %+v", tj)
	}
	// With a team, back to individual is refused.
	_, ps := s.createTournament("other", 0)
	_ = ps
	var p1, p2 struct{ ID int }
	s.expect(s.director, "POST", fmt.Sprintf("/api/tournaments/%d/players", id), map[string]any{"name": "Kim", "first_name": "Ana", "rank": "1d"}, http.StatusCreated, &p1)
	s.expect(s.director, "POST", fmt.Sprintf("/api/tournaments/%d/players", id), map[string]any{"name": "Lee", "first_name": "Bo", "rank": "2k"}, http.StatusCreated, &p2)
	s.expect(s.director, "POST", fmt.Sprintf("/api/tournaments/%d/teams", id), map[string]any{"players": []int{p1.ID, p2.ID}}, http.StatusCreated, nil)
	resp, body = s.dirPost(path, teamSettingsValues("Pairs", "0", "boards", "a-black-first", "mean-rating"))
	if resp.StatusCode != http.StatusUnprocessableEntity || !strings.Contains(body, "the tournament has 1 teams: delete them first") || stored().Size != 2 {
		t.Fatalf("size 0 with a team: %d, stored %+v", resp.StatusCode, stored())
	}
}

var teamRow = regexp.MustCompile(`(?s)<tr id="team-(\d+)">(.*?)</tr>`)

// TestDirectorTeamsPage: teams are added, listed in board order with reserves and strength,
// changed and deleted on the Teams page; a player twice, a gap in the boards or a team with
// too few players is refused naming the mistake; a team that played cannot be deleted; a
// weaker player above a stronger one gives a warning.
func TestDirectorTeamsPage(t *testing.T) {
	s := newTestServer(t)
	id, ps := s.createTournament("Teams", 0)
	_ = ps
	base := fmt.Sprintf("/api/tournaments/%d", id)
	s.expect(s.director, "PUT", base, map[string]any{"team_size": 2, "rounds": 3}, http.StatusOK, nil)
	// Eight players, 4d down to 3k; ratings at the middle of the rank.
	ranks := []string{"4d", "3d", "2d", "1d", "1k", "2k", "3k", "4k"}
	names := []string{"Ada", "Ben", "Cid", "Dan", "Eva", "Fay", "Gil", "Hal"}
	var pid []int
	for i, r := range ranks {
		var p struct{ ID int }
		s.expect(s.director, "POST", base+"/players", map[string]any{"name": names[i], "first_name": "X", "rank": r}, http.StatusCreated, &p)
		pid = append(pid, p.ID)
	}
	teams := fmt.Sprintf("/director/tournaments/%d/teams", id)
	add := func(name string, players ...int) (*http.Response, string) {
		v := url.Values{"name": {name}}
		for k, p := range players {
			if p != 0 {
				v.Set(fmt.Sprintf("p%d", k+1), fmt.Sprint(p))
			}
		}
		return s.dirPost(teams, v)
	}
	// Alpha: Ada, Ben and the reserve Hal; Bravo: Dan above Cid (a warning); Charlie, Delta.
	for _, c := range []struct {
		name    string
		players []int
	}{{"Alpha", []int{pid[0], pid[1], pid[7]}}, {"Bravo", []int{pid[3], pid[2]}}, {"Charlie", []int{pid[4], pid[5]}}} {
		resp, body := add(c.name, c.players...)
		if page := s.dirSeeOther(resp, body, teams); !strings.Contains(page, "Team "+c.name+" added.") {
			t.Fatalf("add %s: no message", c.name)
		}
	}
	for _, c := range []struct {
		name    string
		players []int
		msg     string
	}{
		{"Delta", []int{pid[6], pid[0]}, "already in team"},
		{"Delta", []int{pid[6], pid[6]}, "Gil X is chosen twice"},
		{"Delta", []int{0, pid[6]}, "board 1 has no player"},
		{"Delta", []int{pid[6]}, "1 players for 2 boards: choose a player for every board"},
		{"", []int{pid[6], pid[2]}, "a team needs a name"},
	} {
		resp, body := add(c.name, c.players...)
		page := s.dirSeeOther(resp, body, teams)
		if !strings.Contains(html.UnescapeString(page), c.msg) {
			t.Errorf("%v: no %q on the page", c.players, c.msg)
		}
	}
	if all, _ := s.db.Teams(context.Background(), store.TournamentID(id)); len(all) != 3 {
		t.Fatalf("%d teams stored, want 3", len(all))
	}
	page := s.dirGet(teams)
	rows := teamRow.FindAllStringSubmatch(page, -1)
	if len(rows) != 3 {
		t.Fatalf("%d team rows", len(rows))
	}
	// Alpha: 4d and 3d play, rated at the middle of their ranks, 2400 and 2300: a mean of
	// 2350, floor((2350-2050)/100) = 3 ranks above 1d: 4d. Hal is a reserve.
	alpha := rows[0][2]
	if !regexp.MustCompile(`(?s)1\.</span> Ada X \(4d\).*2\.</span> Ben X \(3d\).*Reserve:</span> Hal X \(4k\).*4d \(2350\)`).MatchString(alpha) {
		t.Errorf("Alpha's row: %s", alpha)
	}
	// Bravo: Cid (2d) on board 2 is stronger than Dan (1d) on board 1.
	if !strings.Contains(page, "Bravo, round 1: Cid X (2d) on board 2 is stronger than Dan X (1d) on board 1") {
		t.Errorf("no board-order warning for Bravo")
	}
	if strings.Contains(page, "Alpha, round 1") {
		t.Errorf("a warning for Alpha")
	}
	// The Czech page says it in Czech.
	if cs := s.dirGetIn("cs", teams); !strings.Contains(cs, "Bravo, 1. kolo: Cid X (2d) na 2. desce je silnější než Dan X (1d) na 1. desce") {
		t.Errorf("no Czech warning")
	}
	// Edit Bravo: Cid first; the warning goes.
	bravo := rows[1][1]
	resp, body := s.dirPost(teams+"/"+bravo, url.Values{"name": {"Bravo"}, "p1": {fmt.Sprint(pid[2])}, "p2": {fmt.Sprint(pid[3])}})
	page = s.dirSeeOther(resp, body, teams)
	if strings.Contains(page, "is stronger than") || !strings.Contains(page, "Team Bravo saved.") {
		t.Errorf("after the edit: a warning, or no message")
	}
	add("Delta", pid[6], pid[7]) // refused: Hal is Alpha's reserve
	resp, body = add("Delta", pid[6], 0)
	s.dirSeeOther(resp, body, teams)
	// Free Hal from Alpha, then Delta gets him.
	alphaID := rows[0][1]
	resp, body = s.dirPost(teams+"/"+alphaID, url.Values{"name": {"Alpha"}, "p1": {fmt.Sprint(pid[0])}, "p2": {fmt.Sprint(pid[1])}})
	s.dirSeeOther(resp, body, teams)
	resp, body = add("Delta", pid[6], pid[7])
	s.dirSeeOther(resp, body, teams)
	all, _ := s.db.Teams(context.Background(), store.TournamentID(id))
	if len(all) != 4 || len(all[0].Players) != 2 {
		t.Fatalf("teams: %+v", all)
	}
	// Pair round 1 on the round page; Alpha cannot go now, and can after the round is unpaired.
	resp, body = s.dirPost(fmt.Sprintf("/director/tournaments/%d/rounds/1/pair", id), url.Values{"all": {"1"}})
	s.dirSeeOther(resp, body, fmt.Sprintf("/director/tournaments/%d/rounds/1", id))
	resp, body = s.dirPost(teams+"/"+alphaID+"/delete", nil)
	page = s.dirSeeOther(resp, body, teams)
	if !strings.Contains(page, "Alpha has played: unpair the rounds it played before deleting it") {
		t.Fatalf("deleting a team that played: no message")
	}
	resp, body = s.dirPost(fmt.Sprintf("/director/tournaments/%d/rounds/1/delete", id), nil)
	s.dirSeeOther(resp, body, fmt.Sprintf("/director/tournaments/%d/rounds/1", id))
	resp, body = s.dirPost(teams+"/"+alphaID+"/delete", nil)
	if page := s.dirSeeOther(resp, body, teams); !strings.Contains(page, "Team Alpha deleted.") {
		t.Fatalf("delete: no message")
	}
	if all, _ := s.db.Teams(context.Background(), store.TournamentID(id)); len(all) != 3 {
		t.Fatalf("%d teams after the delete", len(all))
	}
	// An individual tournament has no Teams page.
	other := s.dirCreate("Individual")
	if resp, _ := s.do(s.director, "GET", fmt.Sprintf("/director/tournaments/%d/teams", other), nil); resp.StatusCode != http.StatusNotFound {
		t.Fatalf("Teams page of an individual tournament: %d", resp.StatusCode)
	}
}
