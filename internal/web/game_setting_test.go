package web

import (
	"fmt"
	"net/http"
	"testing"
)

// The tournament's game (docs/API.md, "Tournaments"): Go by default, another game of the rule
// books on request, an unknown one refused; once a round is paired it stays.
func TestGameSetting(t *testing.T) {
	s := newTestServer(t)
	id, _ := s.createTournament("Games", 4)
	settings := fmt.Sprintf("/api/tournaments/%d", id)
	var got struct {
		Game string `json:"game"`
		Name string `json:"name"`
	}
	s.expect(s.director, "GET", settings, nil, http.StatusOK, &got)
	if got.Game != "go" {
		t.Fatalf("a new tournament plays %q, want go", got.Game)
	}
	s.expectError(s.director, "PUT", settings, map[string]any{"game": "chess"}, http.StatusBadRequest, "game")
	s.expect(s.director, "PUT", settings, map[string]any{"game": "shogi"}, http.StatusOK, &got)
	if got.Game != "shogi" {
		t.Fatalf("game %q after the change, want shogi", got.Game)
	}
	s.expect(s.director, "POST", settings+"/rounds/1/pairing", nil, http.StatusCreated, nil)
	s.expectError(s.director, "PUT", settings, map[string]any{"game": "gomoku"}, http.StatusConflict, "game")
	// The other settings still change, and the game stays.
	s.expect(s.director, "PUT", settings, map[string]any{"name": "Games renamed"}, http.StatusOK, &got)
	if got.Game != "shogi" || got.Name != "Games renamed" {
		t.Fatalf("after renaming: %+v", got)
	}
	// A new tournament may name its game.
	var created struct {
		Game string `json:"game"`
	}
	s.expect(s.director, "POST", "/api/tournaments", map[string]any{"name": "Gomoku cup", "game": "gomoku"}, http.StatusCreated, &created)
	if created.Game != "gomoku" {
		t.Fatalf("created with game %q, want gomoku", created.Game)
	}
}
