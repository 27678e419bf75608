package api_test

import (
	"fmt"
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

type pairingAnswer struct {
	Games []struct {
		Table        int `json:"table"`
		White, Black int
	} `json:"games"`
	Violations []struct {
		Kind    string `json:"kind"`
		Players []int  `json:"players"`
		Table   int    `json:"table"`
		Message string `json:"message"`
	} `json:"violations"`
}

// meet reports whether a and b play each other in the answer.
func (a pairingAnswer) meet(x, y int) bool {
	for _, g := range a.Games {
		if g.White == x && g.Black == y || g.White == y && g.Black == x {
			return true
		}
	}
	return false
}

// tableOf is the table of player x in the answer, 0 if he does not play.
func (a pairingAnswer) tableOf(x int) int {
	for _, g := range a.Games {
		if g.White == x || g.Black == x {
			return g.Table
		}
	}
	return 0
}

func TestAPIAvoidPairsKeptApart(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id, _ := s.CreateTournament("Family", 6)
	base := fmt.Sprintf("/api/tournaments/%d", id)
	var got struct {
		AvoidPairs    [][2]int         `json:"avoid_pairs"`
		LeftOutTables map[string][]int `json:"left_out_tables"`
	}
	body := s.Expect(s.Anon, "GET", base, nil, http.StatusOK, &got)
	if got.AvoidPairs == nil || got.LeftOutTables == nil || len(got.AvoidPairs)+len(got.LeftOutTables) != 0 {
		t.Fatalf("a new tournament's constraints: %s, want [] and {}", body)
	}
	// Unconstrained, the pairing puts two players together.
	var free pairingAnswer
	s.Expect(s.Director, "POST", base+"/rounds/1/pairing", nil, http.StatusCreated, &free)
	if len(free.Games) != 3 || len(free.Violations) != 0 {
		t.Fatalf("unconstrained pairing: %+v", free)
	}
	a, b := free.Games[0].White, free.Games[0].Black
	s.Expect(s.Director, "DELETE", base+"/rounds/1/pairing", nil, http.StatusNoContent, nil)
	// Kept apart, they do not meet.
	s.Expect(s.Director, "PUT", base, map[string]any{"avoid_pairs": [][2]int{{a, b}}}, http.StatusOK, &got)
	if len(got.AvoidPairs) != 1 || got.AvoidPairs[0] != [2]int{a, b} {
		t.Fatalf("PUT answer's avoid_pairs %v, want [[%d %d]]", got.AvoidPairs, a, b)
	}
	var kept pairingAnswer
	s.Expect(s.Director, "POST", base+"/rounds/1/pairing", nil, http.StatusCreated, &kept)
	if len(kept.Games) != 3 || kept.meet(a, b) || len(kept.Violations) != 0 {
		t.Errorf("players %d and %d kept apart: %+v", a, b, kept)
	}
	// Bad pairs, named in JSON terms; nothing stored.
	rev := s.Revision(id)
	for _, bad := range []any{
		[][2]int{{a, a}}, [][2]int{{a, b}, {b, a}}, [][2]int{{a, 9999}}, [][2]int{{0, b}},
	} {
		field := "avoid_pairs[1]"
		if len(bad.([][2]int)) == 2 {
			field = "avoid_pairs[2]"
		}
		s.ExpectError(s.Director, "PUT", base, map[string]any{"avoid_pairs": bad}, http.StatusBadRequest, field)
	}
	for _, bad := range [][]int{{a}, {a, b, 1}} {
		s.ExpectError(s.Director, "PUT", base, map[string]any{"avoid_pairs": [][]int{bad}}, http.StatusBadRequest, "avoid_pairs[1]")
	}
	if s.Revision(id) != rev {
		t.Errorf("a refused PUT changed the tournament")
	}
	// Deleting a player takes his pairs away.
	s.Expect(s.Director, "DELETE", base+"/rounds/1/pairing", nil, http.StatusNoContent, nil)
	s.Expect(s.Director, "DELETE", fmt.Sprintf("%s/players/%d", base, a), nil, http.StatusNoContent, nil)
	s.Expect(s.Anon, "GET", base, nil, http.StatusOK, &got)
	if len(got.AvoidPairs) != 0 {
		t.Errorf("after deleting player %d: avoid_pairs %v", a, got.AvoidPairs)
	}
}

func TestAPIAvoidPairImpossible(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id, ids := s.CreateTournament("Two", 2)
	base := fmt.Sprintf("/api/tournaments/%d", id)
	s.Expect(s.Director, "PUT", base, map[string]any{"avoid_pairs": [][2]int{{ids[1], ids[0]}}}, http.StatusOK, nil)
	var r pairingAnswer
	s.Expect(s.Director, "POST", base+"/rounds/1/pairing", nil, http.StatusCreated, &r)
	if len(r.Games) != 1 || !r.meet(ids[0], ids[1]) {
		t.Fatalf("the only two players: %+v, want their game", r)
	}
	if len(r.Violations) != 1 {
		t.Fatalf("violations %+v, want one", r.Violations)
	}
	v := r.Violations[0]
	players := slices.Sorted(slices.Values(v.Players))
	if v.Kind != "avoid-pair" || !slices.Equal(players, []int{ids[0], ids[1]}) || v.Table != 1 || v.Message == "" {
		t.Errorf("violation %+v, want avoid-pair of %v at table 1 with a message", v, ids)
	}
	// The round as stored has no violations field (GET).
	body := s.Expect(s.Anon, "GET", base+"/rounds/1/pairing", nil, http.StatusOK, nil)
	if strings.Contains(string(body), "violations") {
		t.Errorf("GET pairing has violations: %s", body)
	}
}

func TestAPIFixedAndLeftOutTables(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id, ids := s.CreateTournament("Tables", 6)
	base := fmt.Sprintf("/api/tournaments/%d", id)
	fixed := ids[3]
	s.Expect(s.Director, "PUT", fmt.Sprintf("%s/players/%d", base, fixed), map[string]any{"fixed_table": 5}, http.StatusOK, nil)
	s.Expect(s.Director, "PUT", base, map[string]any{"left_out_tables": map[string][]int{"1": {1}, "2": {2}}}, http.StatusOK, nil)
	// A PUT replaces the rounds: round 2 goes.
	var got struct {
		LeftOutTables map[string][]int `json:"left_out_tables"`
	}
	s.Expect(s.Director, "PUT", base, map[string]any{"left_out_tables": map[string][]int{"1": {1, 3}}}, http.StatusOK, &got)
	if len(got.LeftOutTables) != 1 || !slices.Equal(got.LeftOutTables["1"], []int{1, 3}) {
		t.Fatalf("left_out_tables %v, want only round 1: [1 3]", got.LeftOutTables)
	}
	var r pairingAnswer
	s.Expect(s.Director, "POST", base+"/rounds/1/pairing", nil, http.StatusCreated, &r)
	if len(r.Games) != 3 || len(r.Violations) != 0 {
		t.Fatalf("pairing %+v", r)
	}
	// Player fixed to 5; tables 1 and 3 left out: the other two games at 2 and 4.
	if got := r.tableOf(fixed); got != 5 {
		t.Errorf("fixed player at table %d, want 5", got)
	}
	var tables []int
	for _, g := range r.Games {
		tables = append(tables, g.Table)
	}
	slices.Sort(tables)
	if !slices.Equal(tables, []int{2, 4, 5}) {
		t.Errorf("tables %v, want [2 4 5]", tables)
	}
	// A player fixed to a table left out in round 2 plays elsewhere: a violation.
	s.Expect(s.Director, "PUT", base, map[string]any{"left_out_tables": map[string][]int{"2": {5}}}, http.StatusOK, nil)
	var r2 pairingAnswer
	s.Expect(s.Director, "POST", base+"/rounds/2/pairing", nil, http.StatusCreated, &r2)
	if r2.tableOf(fixed) == 5 || len(r2.Violations) != 1 || r2.Violations[0].Kind != "fixed-table" ||
		!slices.Equal(r2.Violations[0].Players, []int{fixed}) || r2.Violations[0].Table != 5 {
		t.Errorf("round 2 with table 5 left out: %+v", r2)
	}
	// Bad tables and rounds, named in JSON terms.
	s.ExpectError(s.Director, "PUT", base, map[string]any{"left_out_tables": map[string][]int{"9": {1}}}, http.StatusBadRequest, "left_out_tables.9")
	s.ExpectError(s.Director, "PUT", base, map[string]any{"left_out_tables": map[string][]int{"2": {0}}}, http.StatusBadRequest, "left_out_tables.2")
	s.ExpectError(s.Director, "PUT", base, map[string]any{"left_out_tables": map[string][]int{"two": {1}}}, http.StatusBadRequest, "left_out_tables")
}
