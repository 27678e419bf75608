package director_test

import (
	"fmt"
	"html"
	"net/url"
	"slices"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

func TestDirectorKeepApart(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id, ids := s.CreateTournament("Apart", 2)
	base := fmt.Sprintf("/director/tournaments/%d", id)
	if page := s.DirGet(base + "/players"); !strings.Contains(page, base+"/apart") {
		t.Errorf("the players page does not link to the pairs kept apart")
	}
	resp, body := s.ApartPost(id, base+"/apart", ids[0], ids[1])
	page := s.DirSeeOther(resp, body, base+"/apart")
	if !strings.Contains(html.UnescapeString(page), "Player000 Test and Player001 Test are kept apart.") ||
		!strings.Contains(page, "Player000 Test – Player001 Test") {
		t.Errorf("after adding: the page does not list the pair")
	}
	want := []tournament.PlayerPair{{tournament.PlayerID(ids[0]), tournament.PlayerID(ids[1])}}
	if got := s.DirLoad(id).Settings.AvoidPairs; !slices.Equal(got, want) {
		t.Fatalf("pairs kept apart %v, want %v", got, want)
	}
	// The same pair again, in the other order: refused, named.
	resp, body = s.ApartPost(id, base+"/apart", ids[1], ids[0])
	page = s.DirSeeOther(resp, body, base+"/apart")
	if !strings.Contains(page, "already kept apart") {
		t.Errorf("the same pair twice: no message")
	}
	// Pairing the only two players: they meet, and the flash says so.
	resp, body = s.DirPost(base+"/rounds/1/pair", url.Values{"all": {"1"}})
	page = s.DirSeeOther(resp, body, base+"/rounds/1")
	if !strings.Contains(html.UnescapeString(page), "Player000 Test and Player001 Test, kept apart, meet at table 1.") &&
		!strings.Contains(html.UnescapeString(page), "Player001 Test and Player000 Test, kept apart, meet at table 1.") {
		t.Errorf("the round page does not tell that the pair kept apart meets")
	}
	// The why? page has the row of the pairs kept apart.
	if why := s.DirGet(base + "/rounds/1/games/1/why"); !strings.Contains(why, "Kept apart") {
		t.Errorf("the why? page has no row for the pairs kept apart")
	}
	// Removed.
	resp, body = s.ApartPost(id, base+"/apart/remove", ids[1], ids[0])
	s.DirSeeOther(resp, body, base+"/apart")
	if got := s.DirLoad(id).Settings.AvoidPairs; len(got) != 0 {
		t.Errorf("after removing: %v", got)
	}
}

func TestDirectorLeftOutTables(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id, _ := s.CreateTournament("Tables", 4)
	base := fmt.Sprintf("/director/tournaments/%d", id)
	if page := s.DirGet(base + "/rounds/1"); !strings.Contains(page, `name="left_out"`) {
		t.Fatalf("the round page has no input for the tables not used")
	}
	resp, body := s.DirPost(base+"/rounds/1/pair", url.Values{"all": {"1"}, "left_out": {"x"}})
	page := s.DirSeeOther(resp, body, base+"/rounds/1")
	if !strings.Contains(html.UnescapeString(page), `"x" is not a table number`) || len(s.DirLoad(id).Games) != 0 {
		t.Fatalf("a bad table: not refused with its message")
	}
	resp, body = s.DirPost(base+"/rounds/1/pair", url.Values{"all": {"1"}, "left_out": {"1, 3"}})
	s.DirSeeOther(resp, body, base+"/rounds/1")
	tr := s.DirLoad(id)
	if !slices.Equal(tr.Settings.LeftOutTables[1], []int{1, 3}) {
		t.Errorf("left-out tables %v, want round 1: [1 3]", tr.Settings.LeftOutTables)
	}
	var tables []int
	for _, g := range tr.RoundGames(1) {
		tables = append(tables, g.Table)
	}
	slices.Sort(tables)
	if !slices.Equal(tables, []int{2, 4}) {
		t.Errorf("tables %v, want [2 4] with 1 and 3 left out", tables)
	}
}
