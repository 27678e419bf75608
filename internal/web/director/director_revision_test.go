package director_test

import (
	"fmt"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/hoshi-go/hoshi/internal/web/director"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// wantConflictPage checks a stale form's answer: 409, the message on top, nothing stored.
func (s *testServer) wantConflictPage(resp *http.Response, body string, id int, rev int64) {
	s.T.Helper()
	if resp.StatusCode != http.StatusConflict {
		s.T.Fatalf("stale form: status %d, want 409: %s", resp.StatusCode, body)
	}
	if !strings.Contains(body, director.ConflictMessage) {
		s.T.Errorf("stale form: the page does not say why nothing was saved: %s", body)
	}
	if got := s.Revision(id); got != rev {
		s.T.Errorf("stale form: revision %d, want %d: something was stored", got, rev)
	}
	if got := webtest.RevInput.FindStringSubmatch(body); got == nil || got[1] != fmt.Sprint(rev) {
		s.T.Errorf("stale form shown again with revision %v, want the current %d", got, rev)
	}
}

// TestPlayerFormAtRevision: a player's form loaded before another director's change is not
// stored over it; one without a revision neither; a fresh one is.
func TestPlayerFormAtRevision(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id, players := s.CreateTournament("Player form", 3)
	path := fmt.Sprintf("/director/tournaments/%d/players/%d", id, players[0])
	stale := s.FormRev(path)
	s.StaleChange(id, players[0], "Brno")
	rev := s.Revision(id)
	edit := func() url.Values {
		return url.Values{"name": {"Edited"}, "first_name": {"Test"}, "rank": {"3k"}, "club": {"Praha"}}
	}
	for _, r := range []string{stale, "", "x"} {
		v := edit()
		v.Set("rev", r)
		resp, body := s.DirPost(path, v)
		s.wantConflictPage(resp, body, id, rev)
		if !strings.Contains(body, `value="Brno"`) || strings.Contains(body, `value="Edited"`) {
			t.Errorf("rev %q: the form does not show the current values: %s", r, body)
		}
	}
	v := edit()
	v.Del("rev")
	v.Set(app.CSRFField, s.CSRFToken(s.Director))
	resp, body := s.Do(s.Director, "POST", path, v.Encode(), "Content-Type", "application/x-www-form-urlencoded")
	s.wantConflictPage(resp, string(body), id, rev)
	p := s.DirLoad(id).Player(tournament.PlayerID(players[0]))
	if p.Name != "Player000" || p.Club != "Brno" {
		t.Fatalf("stale forms stored: %+v", p)
	}

	resp, sbody := s.DirPost(path, edit()) // loaded now
	s.DirSeeOther(resp, sbody, fmt.Sprintf("/director/tournaments/%d/players", id))
	p = s.DirLoad(id).Player(tournament.PlayerID(players[0]))
	if p.Name != "Edited" || p.Club != "Praha" || p.Rank.String() != "3k" {
		t.Fatalf("fresh form not stored: %+v", p)
	}
}

// TestSettingsFormAtRevision: the settings form loaded before another director's change
// (here a player's) is not stored over it; one without a revision neither; a fresh one is.
func TestSettingsFormAtRevision(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id, players := s.CreateTournament("Settings form", 2)
	path := fmt.Sprintf("/director/tournaments/%d/settings", id)
	stale := s.FormRev(path)
	s.StaleChange(id, players[1], "Brno")
	rev := s.Revision(id)
	for _, r := range []string{stale, ""} {
		v := webtest.SettingsValues("Renamed")
		v.Set("rev", r)
		resp, body := s.DirPost(path, v)
		s.wantConflictPage(resp, body, id, rev)
		if !strings.Contains(body, `value="Settings form"`) || strings.Contains(body, `value="Renamed"`) {
			t.Errorf("rev %q: the form does not show the current settings: %s", r, body)
		}
	}
	if got := s.DirLoad(id).Settings.Name; got != "Settings form" {
		t.Fatalf("stale settings stored: name %q", got)
	}
	resp, body := s.DirPost(path, webtest.SettingsValues("Renamed"))
	s.DirSeeOther(resp, body, path)
	if got := s.DirLoad(id).Settings.Name; got != "Renamed" {
		t.Fatalf("fresh settings not stored: name %q", got)
	}
}

// TestPresenceFormAtRevision: the presence grid loaded before another director's change is
// not stored over it; one without a revision neither; a fresh one is, all players at once.
func TestPresenceFormAtRevision(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id, players := s.CreateTournament("Presence form", 3)
	path := fmt.Sprintf("/director/tournaments/%d/presence", id)
	grid := func() url.Values {
		page := s.DirGet(path)
		v := url.Values{"rev": {webtest.RevInput.FindStringSubmatch(page)[1]}}
		for _, m := range regexp.MustCompile(`name="shown" value="(\d+)"`).FindAllStringSubmatch(page, -1) {
			v.Add("shown", m[1])
		}
		// Player 0 misses round 1, player 1 round 2.
		for _, p := range players {
			for r := 1; r <= 5; r++ {
				if !(p == players[0] && r == 1 || p == players[1] && r == 2) {
					v.Add("play", fmt.Sprintf("%d:%d", p, r))
				}
			}
		}
		return v
	}
	absent := func() string {
		tt := s.DirLoad(id)
		return fmt.Sprintf("%v %v", tt.Player(tournament.PlayerID(players[0])).Absent, tt.Player(tournament.PlayerID(players[1])).Absent)
	}
	stale := grid()
	s.StaleChange(id, players[2], "Brno")
	rev := s.Revision(id)
	resp, body := s.DirPost(path, stale)
	s.wantConflictPage(resp, body, id, rev)
	stale.Set("rev", "")
	resp, body = s.DirPost(path, stale)
	s.wantConflictPage(resp, body, id, rev)
	if got := absent(); got != "[] []" {
		t.Fatalf("stale grid stored: %s", got)
	}
	resp, body = s.DirPost(path, grid())
	if msg := s.DirSeeOther(resp, body, path); !strings.Contains(msg, "2 players changed") {
		t.Errorf("after saving: %s", msg)
	}
	if got := absent(); got != "[1] [2]" {
		t.Fatalf("fresh grid stored as %s", got)
	}
	if got := s.Revision(id); got != rev+1 {
		t.Errorf("revision %d, want %d: the grid is one change", got, rev+1)
	}
}

// TestAPIRankUnticksRankFromList: a PUT that gives another rank without "rank_from_list"
// declares the rank, as the director's form does; other changes leave the box as it is.
func TestAPIRankUnticksRankFromList(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id, _ := s.CreateTournament("API rank", 0)
	path := fmt.Sprintf("/api/tournaments/%d/players", id)
	var p app.PlayerJSON
	s.Expect(s.Director, "POST", path, map[string]any{"name": "Dvořák", "rank": "2d", "egd_pin": "12345678", "rank_from_list": true}, http.StatusCreated, &p)
	path = fmt.Sprintf("%s/%d", path, p.ID)
	for _, step := range []struct {
		body     map[string]any
		rank     string
		fromList bool
	}{
		{map[string]any{"club": "Brno"}, "2d", true},
		{map[string]any{"rank": "2d", "rating": 2150}, "2d", true}, // the same rank
		{map[string]any{"rank": "1d"}, "1d", false},
		{map[string]any{"rank": "3d", "rank_from_list": true}, "3d", true},
		{map[string]any{"rank": "4d", "rank_from_list": false}, "4d", false},
	} {
		var got app.PlayerJSON
		s.Expect(s.Director, "PUT", path, step.body, http.StatusOK, &got)
		var stored app.PlayerJSON
		s.Expect(s.Anon, "GET", path, nil, http.StatusOK, &stored)
		for _, g := range []app.PlayerJSON{got, stored} {
			if g.Rank != step.rank || g.RankFromList != step.fromList {
				t.Errorf("PUT %v: rank %s, rank_from_list %v; want %s, %v", step.body, g.Rank, g.RankFromList, step.rank, step.fromList)
			}
		}
	}
}
