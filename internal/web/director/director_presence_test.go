package director_test

import (
	"fmt"
	"net/http"
	"net/url"
	"regexp"
	"testing"

	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// TestPresenceFormLeavesNewPlayers: the presence grid saved from a page loaded before a
// registration does not make the newcomer, who had no boxes in it, absent from every round.
func TestPresenceFormLeavesNewPlayers(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id, players := s.CreateTournament("Presence", 4)
	base := fmt.Sprintf("/director/tournaments/%d", id)
	page := s.DirGet(base + "/presence")
	form := url.Values{}
	for _, m := range regexp.MustCompile(`<input type="(?:hidden|checkbox)" name="(shown|play)" value="([^"]*)"( checked)?`).FindAllStringSubmatch(page, -1) {
		if m[1] == "shown" || m[3] != "" {
			form.Add(m[1], m[2])
		}
	}
	if len(form["shown"]) != len(players) {
		t.Fatalf("the grid shows %d players, want %d: %s", len(form["shown"]), len(players), page)
	}
	form.Del("play")
	for _, p := range players[1:] {
		for r := 1; r <= 5; r++ {
			form.Add("play", fmt.Sprintf("%d:%d", p, r))
		}
	}
	var late struct{ ID int }
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/players", id), map[string]any{"name": "Late", "rank": "5k"}, http.StatusCreated, &late)
	resp, body := s.DirPost(base+"/presence", form)
	s.DirSeeOther(resp, body, base+"/presence")
	for _, p := range s.DirLoad(id).Players {
		want := "[]"
		if int(p.ID) == players[0] {
			want = "[1 2 3 4 5]"
		}
		if got := fmt.Sprint(p.Absent); got != want {
			t.Errorf("player %d (%s): absent %s, want %s", p.ID, p.Name, got, want)
		}
	}
}
