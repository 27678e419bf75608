package web

import (
	"fmt"
	"html"
	"net/http"
	"strings"
	"testing"
)

// Team tournaments of the other games (docs/TEAMS.md, "Other games"): Pair Go and Rengo are Go
// formats, refused for shogi (at creation, as a team kind, and as the game of a Pair Go
// tournament); a shogi team tournament on boards speaks shogi on its round page and its match
// slips and sheet: gote and sente, each board's named handicap, no komi and no stones.
func TestShogiTeamTournament(t *testing.T) {
	s := newTestServer(t)
	var list []struct{ ID int }
	s.expect(s.director, "GET", "/api/tournaments", nil, http.StatusOK, &list)
	before := len(list)
	s.expectError(s.director, "POST", "/api/tournaments", map[string]any{"name": "Pair shogi", "game": "shogi", "team_size": 2, "team_kind": "pair-go"},
		http.StatusBadRequest, "team_kind")
	if s.expect(s.director, "GET", "/api/tournaments", nil, http.StatusOK, &list); len(list) != before {
		t.Errorf("a refused tournament was created: %d tournaments, were %d", len(list), before)
	}
	var pg struct{ ID int }
	s.expect(s.director, "POST", "/api/tournaments", map[string]any{"name": "Pair Go", "team_size": 2, "team_kind": "pair-go"}, http.StatusCreated, &pg)
	s.expectError(s.director, "PUT", fmt.Sprintf("/api/tournaments/%d", pg.ID), map[string]any{"game": "shogi"}, http.StatusBadRequest, "game")

	var tj struct{ ID int }
	s.expect(s.director, "POST", "/api/tournaments", map[string]any{"name": "Shogi teams", "game": "shogi", "team_size": 2, "system": "swiss", "rounds": 1},
		http.StatusCreated, &tj)
	base := fmt.Sprintf("/api/tournaments/%d", tj.ID)
	s.expectError(s.director, "PUT", base, map[string]any{"team_kind": "rengo"}, http.StatusBadRequest, "team_kind")
	// Team A: 1d and 3k; team B: 1d and 1k. Board 1 is 1d against 1d, an even game; board 2
	// 3k against 1k, 2 grades: the lance handicap, the 1k gote (docs/SHOGI.md, section 4).
	for k, ranks := range [][]string{{"1d", "3k"}, {"1d", "1k"}} {
		var ids []int
		for i, r := range ranks {
			var p struct{ ID int }
			s.expect(s.director, "POST", base+"/players", map[string]any{"name": fmt.Sprintf("%c%d", 'A'+k, i+1), "rank": r}, http.StatusCreated, &p)
			ids = append(ids, p.ID)
		}
		s.expect(s.director, "POST", base+"/teams", map[string]any{"name": fmt.Sprintf("Team %c", 'A'+k), "players": ids}, http.StatusCreated, nil)
	}
	s.expect(s.director, "POST", base+"/rounds/1/pairing", nil, http.StatusCreated, nil)
	pub := fmt.Sprintf("/tournaments/%d/rounds/1", tj.ID)
	page := html.UnescapeString(s.publicGet("", pub))
	slips := html.UnescapeString(s.publicGet("", pub+"/print/slips"))
	sheet := html.UnescapeString(s.publicGet("", pub+"/print/table"))
	czech := html.UnescapeString(s.publicGet("cs", pub+"/print/slips"))
	for _, c := range []struct {
		what, text string
		want       []string
	}{
		{"round page", page, []string{"<th>Gote (White)</th><th>Sente (Black)</th><th>Handicap</th>", "even (furigoma)", "the left lance (香落ち)"}},
		{"match slips", slips, []string{"Gote (White)", "Sente (Black)", "Handicap: gote (White) plays without the left lance (香落ち)", "throws the furigoma", "draw"}},
		{"sheet", sheet, []string{"Gote (White)", "the left lance (香落ち)", "furigoma"}},
		{"Czech slips", czech, []string{"Gote (bílý)", "Sente (černý)", "levý kopiník (香落ち)", "remíza"}},
	} {
		for _, w := range c.want {
			if !strings.Contains(c.text, w) {
				t.Errorf("the %s lack %q", c.what, w)
			}
		}
		for _, go_ := range []string{"Komi", "komi", "Komi:", "stones", "jigo", "Jigo"} {
			if strings.Contains(c.text, go_) {
				t.Errorf("the %s speak of %q", c.what, go_)
			}
		}
	}
}

// The director's round page of a shogi team tournament: the boards in shogi's words.
func TestShogiTeamRoundPage(t *testing.T) {
	s := newTestServer(t)
	var tj struct{ ID int }
	s.expect(s.director, "POST", "/api/tournaments", map[string]any{"name": "Shogi teams", "game": "shogi", "team_size": 2, "system": "swiss", "rounds": 1},
		http.StatusCreated, &tj)
	base := fmt.Sprintf("/api/tournaments/%d", tj.ID)
	for k, ranks := range [][]string{{"1d", "3k"}, {"1d", "1k"}} {
		var ids []int
		for i, r := range ranks {
			var p struct{ ID int }
			s.expect(s.director, "POST", base+"/players", map[string]any{"name": fmt.Sprintf("%c%d", 'A'+k, i+1), "rank": r}, http.StatusCreated, &p)
			ids = append(ids, p.ID)
		}
		s.expect(s.director, "POST", base+"/teams", map[string]any{"name": fmt.Sprintf("Team %c", 'A'+k), "players": ids}, http.StatusCreated, nil)
	}
	s.expect(s.director, "POST", base+"/rounds/1/pairing", nil, http.StatusCreated, nil)
	page := html.UnescapeString(s.dirGet(fmt.Sprintf("/director/tournaments/%d/rounds/1", tj.ID)))
	for _, w := range []string{"<th>Gote (White)</th><th>Sente (Black)</th><th>Handicap</th>", "the left lance (香落ち)", "even (furigoma)"} {
		if !strings.Contains(page, w) {
			t.Errorf("the team round page lacks %q", w)
		}
	}
	if strings.Contains(page, "Komi") || strings.Contains(page, `name="komi"`) {
		t.Error("the team round page of shogi speaks of komi")
	}
}
