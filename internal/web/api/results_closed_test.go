package api_test

import (
	"context"
	"fmt"
	"net/http"
	"testing"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// TestClosedTournamentRefusesDeskResult: once the director closes a tournament, the results
// desk's result over the API (a result, a match) is refused with 409 on "closed" and changes
// nothing; the director's is stored; opened again, the desk's is stored too. A tournament
// that does not exist answers 404.
func TestClosedTournamentRefusesDeskResult(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	ctx := context.Background()
	id, _ := s.CreateTournament("Zavřeno", 8)
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/rounds/1/pairing", id), nil, http.StatusCreated, nil)
	uid, err := s.DB.CreateUser(ctx, "desk", "", "desk password", false)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.DB.SetRole(ctx, store.TournamentID(id), uid, store.RoleDesk); err != nil {
		t.Fatal(err)
	}
	desk := s.Login("desk", "desk password")
	result := func(table int) string {
		tn, _, err := s.DB.LoadTournament(ctx, store.TournamentID(id))
		if err != nil {
			t.Fatal(err)
		}
		for _, g := range tn.Games {
			if g.Round == 1 && g.Table == table {
				return g.Result.String()
			}
		}
		t.Fatalf("no table %d", table)
		return ""
	}
	put := func(table int) string {
		return fmt.Sprintf("/api/tournaments/%d/rounds/1/games/%d/result", id, table)
	}

	if err := s.DB.SetClosed(ctx, store.TournamentID(id), true); err != nil {
		t.Fatal(err)
	}
	rev := s.Revision(id)
	s.ExpectError(desk, "PUT", put(1), map[string]string{"result": "w"}, http.StatusConflict, "closed")
	s.ExpectError(desk, "PUT", put(2), map[string]any{"match": map[string]float64{"white": 1, "black": 0}}, http.StatusConflict, "closed")
	if got := s.Revision(id); got != rev || result(1) != tournament.Unknown.String() {
		t.Errorf("a refused result changed the tournament: revision %d (was %d), table 1 holds %s", got, rev, result(1))
	}
	s.Expect(s.Director, "PUT", put(1), map[string]string{"result": "b"}, http.StatusOK, nil)
	if got := result(1); got != "b" {
		t.Errorf("the director's result in a closed tournament: table 1 holds %s, want b", got)
	}

	if err := s.DB.SetClosed(ctx, store.TournamentID(id), false); err != nil {
		t.Fatal(err)
	}
	s.Expect(desk, "PUT", put(1), map[string]string{"result": "w"}, http.StatusOK, nil)
	if got := result(1); got != "w" {
		t.Errorf("the desk's result once opened again: table 1 holds %s, want w", got)
	}
	s.Expect(s.Director, "PUT", fmt.Sprintf("/api/tournaments/%d/rounds/1/games/1/result", id+1000), map[string]string{"result": "w"}, http.StatusNotFound, nil)
}
