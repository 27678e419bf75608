package director_test

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// storeConstraints stores a pair kept apart and left-out tables in the tournament's settings,
// and a fixed table for the first player, directly in the database: what every writer of
// the settings and the players must then keep.
func (s *testServer) storeConstraints(id int, ids []int) {
	s.T.Helper()
	ctx := context.Background()
	t := s.DirLoad(id)
	t.Settings.AvoidPairs = []tournament.PlayerPair{{tournament.PlayerID(ids[0]), tournament.PlayerID(ids[1])}}
	t.Settings.LeftOutTables = map[int][]int{2: {4, 9}}
	if err := webtest.UpdateSettings(ctx, s.DB, store.TournamentID(id), t.Settings); err != nil {
		s.T.Fatal(err)
	}
	p := *t.Player(tournament.PlayerID(ids[0]))
	p.FixedTable = 7
	if err := webtest.UpdatePlayer(ctx, s.DB, store.TournamentID(id), p); err != nil {
		s.T.Fatal(err)
	}
}

// checkConstraintsKept checks that the constraints storeConstraints stored are still there.
func (s *testServer) checkConstraintsKept(id int, ids []int, after string) {
	s.T.Helper()
	t := s.DirLoad(id)
	want := tournament.PlayerPair{tournament.PlayerID(ids[0]), tournament.PlayerID(ids[1])}
	if len(t.Settings.AvoidPairs) != 1 || t.Settings.AvoidPairs[0] != want {
		s.T.Errorf("after %s: pairs kept apart %v, want [%v]", after, t.Settings.AvoidPairs, want)
	}
	if got := t.Settings.LeftOutTables[2]; !slices.Equal(got, []int{4, 9}) || len(t.Settings.LeftOutTables) != 1 {
		s.T.Errorf("after %s: left-out tables %v, want round 2: [4 9]", after, t.Settings.LeftOutTables)
	}
	if got := t.Player(tournament.PlayerID(ids[0])).FixedTable; got != 7 {
		s.T.Errorf("after %s: fixed table %d, want 7", after, got)
	}
}

func TestConstraintsKeptBySettingsPUT(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id, ids := s.CreateTournament("Kept", 4)
	s.storeConstraints(id, ids)
	s.Expect(s.Director, "PUT", fmt.Sprintf("/api/tournaments/%d", id), map[string]any{"place": "Brno"}, http.StatusOK, nil)
	s.checkConstraintsKept(id, ids, "PUT settings")
	if got := s.DirLoad(id).Settings.Place; got != "Brno" {
		t.Errorf("place %q, want Brno", got)
	}
}

func TestConstraintsKeptBySettingsForm(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id, ids := s.CreateTournament("Kept", 4)
	s.storeConstraints(id, ids)
	path := fmt.Sprintf("/director/tournaments/%d/settings", id)
	resp, body := s.DirPost(path, webtest.SettingsValues("Kept by the form"))
	s.DirSeeOther(resp, body, path)
	s.checkConstraintsKept(id, ids, "the settings form")
	if got := s.DirLoad(id).Settings.Name; got != "Kept by the form" {
		t.Errorf("name %q, want the form's", got)
	}
}

func TestConstraintsKeptByPlayerPUT(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id, ids := s.CreateTournament("Kept", 4)
	s.storeConstraints(id, ids)
	path := fmt.Sprintf("/api/tournaments/%d/players/%d", id, ids[0])
	var p struct {
		Club       string `json:"club"`
		FixedTable int    `json:"fixed_table"`
	}
	s.Expect(s.Director, "PUT", path, map[string]any{"club": "Brno"}, http.StatusOK, &p)
	if p.Club != "Brno" || p.FixedTable != 7 {
		t.Errorf("answer %+v, want club Brno and fixed table 7", p)
	}
	s.checkConstraintsKept(id, ids, "PUT player")
	// The field given is stored; 0 is none.
	s.Expect(s.Director, "PUT", path, map[string]any{"fixed_table": 0}, http.StatusOK, &p)
	if got := s.DirLoad(id).Player(tournament.PlayerID(ids[0])).FixedTable; got != 0 || p.FixedTable != 0 {
		t.Errorf("fixed table %d (answer %d) after setting 0", got, p.FixedTable)
	}
	for _, bad := range []any{-1, tournament.MaxTable + 1} {
		s.ExpectError(s.Director, "PUT", path, map[string]any{"fixed_table": bad}, http.StatusBadRequest, "fixed_table")
	}
	s.ExpectError(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/players", id),
		map[string]any{"name": "Fixed", "rank": "3k", "fixed_table": -2}, http.StatusBadRequest, "fixed_table")
	var added struct {
		ID         int `json:"id"`
		FixedTable int `json:"fixed_table"`
	}
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/players", id),
		map[string]any{"name": "Fixed", "rank": "3k", "fixed_table": 3}, http.StatusCreated, &added)
	if got := s.DirLoad(id).Player(tournament.PlayerID(added.ID)).FixedTable; got != 3 || added.FixedTable != 3 {
		t.Errorf("new player's fixed table %d (answer %d), want 3", got, added.FixedTable)
	}
}

func TestConstraintsKeptByPlayerForm(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id, ids := s.CreateTournament("Kept", 4)
	s.storeConstraints(id, ids)
	path := fmt.Sprintf("/director/tournaments/%d/players/%d", id, ids[0])
	if page := s.DirGet(path); !strings.Contains(page, `name="fixed_table" value="7"`) {
		t.Errorf("the player's form does not show the fixed table 7")
	}
	// A form without the input (a page from before it) keeps the fixed table.
	form := url.Values{"name": {"Player000"}, "first_name": {"Test"}, "rank": {"1d"}, "club": {"Brno"}, "status": {"final"}}
	resp, body := s.DirPost(path, form)
	s.DirSeeOther(resp, body, fmt.Sprintf("/director/tournaments/%d/players", id))
	s.checkConstraintsKept(id, ids, "the player form")
	if got := s.DirLoad(id).Player(tournament.PlayerID(ids[0])).Club; got != "Brno" {
		t.Errorf("club %q, want the form's", got)
	}
	// With the input: set, and a mistake named beside it.
	form.Set("fixed_table", "12")
	resp, body = s.DirPost(path, form)
	s.DirSeeOther(resp, body, fmt.Sprintf("/director/tournaments/%d/players", id))
	if got := s.DirLoad(id).Player(tournament.PlayerID(ids[0])).FixedTable; got != 12 {
		t.Errorf("fixed table %d, want 12", got)
	}
	form.Set("fixed_table", "-3")
	resp, body = s.DirPost(path, form)
	if resp.StatusCode != http.StatusUnprocessableEntity || !strings.Contains(body, `field has-error`) {
		t.Errorf("fixed table -3: %d, want 422 with the error beside the input", resp.StatusCode)
	}
	if got := s.DirLoad(id).Player(tournament.PlayerID(ids[0])).FixedTable; got != 12 {
		t.Errorf("fixed table %d after a refused form, want 12", got)
	}
}
