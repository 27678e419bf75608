package web_test

import (
	"fmt"
	"html"
	"net/http"
	"net/url"
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
	s.Expect(s.Director, "GET", "/api/tournaments", nil, http.StatusOK, &list)
	before := len(list)
	s.ExpectError(s.Director, "POST", "/api/tournaments", map[string]any{"name": "Pair shogi", "game": "shogi", "team_size": 2, "team_kind": "pair-go"},
		http.StatusBadRequest, "team_kind")
	if s.Expect(s.Director, "GET", "/api/tournaments", nil, http.StatusOK, &list); len(list) != before {
		t.Errorf("a refused tournament was created: %d tournaments, were %d", len(list), before)
	}
	var pg struct{ ID int }
	s.Expect(s.Director, "POST", "/api/tournaments", map[string]any{"name": "Pair Go", "team_size": 2, "team_kind": "pair-go"}, http.StatusCreated, &pg)
	s.ExpectError(s.Director, "PUT", fmt.Sprintf("/api/tournaments/%d", pg.ID), map[string]any{"game": "shogi"}, http.StatusBadRequest, "game")

	var tj struct{ ID int }
	s.Expect(s.Director, "POST", "/api/tournaments", map[string]any{"name": "Shogi teams", "game": "shogi", "team_size": 2, "system": "swiss", "rounds": 1},
		http.StatusCreated, &tj)
	base := fmt.Sprintf("/api/tournaments/%d", tj.ID)
	s.ExpectError(s.Director, "PUT", base, map[string]any{"team_kind": "rengo"}, http.StatusBadRequest, "team_kind")
	// Team A: 1d and 3k; team B: 1d and 1k. Board 1 is 1d against 1d, an even game; board 2
	// 3k against 1k, 2 grades: the lance handicap, the 1k gote (docs/SHOGI.md, section 4).
	for k, ranks := range [][]string{{"1d", "3k"}, {"1d", "1k"}} {
		var ids []int
		for i, r := range ranks {
			var p struct{ ID int }
			s.Expect(s.Director, "POST", base+"/players", map[string]any{"name": fmt.Sprintf("%c%d", 'A'+k, i+1), "rank": r}, http.StatusCreated, &p)
			ids = append(ids, p.ID)
		}
		s.Expect(s.Director, "POST", base+"/teams", map[string]any{"name": fmt.Sprintf("Team %c", 'A'+k), "players": ids}, http.StatusCreated, nil)
	}
	s.Expect(s.Director, "POST", base+"/rounds/1/pairing", nil, http.StatusCreated, nil)
	pub := fmt.Sprintf("/tournaments/%d/rounds/1", tj.ID)
	page := html.UnescapeString(s.PublicGet("", pub))
	slips := html.UnescapeString(s.PublicGet("", pub+"/print/slips"))
	sheet := html.UnescapeString(s.PublicGet("", pub+"/print/table"))
	czech := html.UnescapeString(s.PublicGet("cs", pub+"/print/slips"))
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
	s.Expect(s.Director, "POST", "/api/tournaments", map[string]any{"name": "Shogi teams", "game": "shogi", "team_size": 2, "system": "swiss", "rounds": 1},
		http.StatusCreated, &tj)
	base := fmt.Sprintf("/api/tournaments/%d", tj.ID)
	for k, ranks := range [][]string{{"1d", "3k"}, {"1d", "1k"}} {
		var ids []int
		for i, r := range ranks {
			var p struct{ ID int }
			s.Expect(s.Director, "POST", base+"/players", map[string]any{"name": fmt.Sprintf("%c%d", 'A'+k, i+1), "rank": r}, http.StatusCreated, &p)
			ids = append(ids, p.ID)
		}
		s.Expect(s.Director, "POST", base+"/teams", map[string]any{"name": fmt.Sprintf("Team %c", 'A'+k), "players": ids}, http.StatusCreated, nil)
	}
	s.Expect(s.Director, "POST", base+"/rounds/1/pairing", nil, http.StatusCreated, nil)
	page := html.UnescapeString(s.DirGet(fmt.Sprintf("/director/tournaments/%d/rounds/1", tj.ID)))
	for _, w := range []string{"<th>Gote (White)</th><th>Sente (Black)</th><th>Handicap</th>", "the left lance (香落ち)", "even (furigoma)"} {
		if !strings.Contains(page, w) {
			t.Errorf("the team round page lacks %q", w)
		}
	}
	if strings.Contains(page, "Komi") || strings.Contains(page, `name="komi"`) {
		t.Error("the team round page of shogi speaks of komi")
	}
	// Each board's named handicap, and the even board's furigoma, set from the round page as
	// on an individual tournament's: board 1 is 1d against 1d (even), board 2 3k against 1k
	// (the lance, handicap 2 of tournament.ShogiHandicaps).
	round := fmt.Sprintf("/director/tournaments/%d/rounds/1", tj.ID)
	even, lance := s.GameAt(tj.ID, 1, 1), s.GameAt(tj.ID, 1, 2)
	if even.Handicap != 0 || lance.Handicap != 2 {
		t.Fatalf("the boards: %+v %+v", even, lance)
	}
	for _, w := range []string{
		`action="` + round + `/games/1/furigoma"`, `action="` + round + `/games/1/handicap"`, `action="` + round + `/games/2/handicap"`,
		`<option value="4">`, `<option value="2" selected>`,
	} {
		if !strings.Contains(page, w) {
			t.Errorf("the team round page has no form %q", w)
		}
	}
	if strings.Contains(page, round+`/games/2/furigoma"`) {
		t.Error("the lance board offers a furigoma")
	}
	resp, body := s.DirPost(round+"/games/2/handicap", url.Values{"table": {"2"}, "handicap": {"4"}})
	if resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("board 2's handicap: %d %s", resp.StatusCode, body)
	}
	if g := s.GameAt(tj.ID, 1, 2); g.Handicap != 4 || g.White != lance.White || g.Black != lance.Black {
		t.Errorf("board 2 after the bishop: %+v", g)
	}
	if page := html.UnescapeString(s.DirGet(round)); !strings.Contains(page, "角落ち") {
		t.Error("the round page does not show board 2's bishop handicap")
	}
	// Equal ranks: White throws; one tokin up (more pawns) makes the thrower sente, so the
	// colours exchange.
	resp, body = s.DirPost(round+"/games/1/furigoma", url.Values{"table": {"1"}, "tokin": {"1"}})
	if resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("board 1's furigoma: %d %s", resp.StatusCode, body)
	}
	if g := s.GameAt(tj.ID, 1, 1); g.FurigomaBy != even.White || g.FurigomaTokin != 1 || g.Black != even.White || g.White != even.Black {
		t.Errorf("board 1 after the furigoma: %+v (before %+v)", g, even)
	}
	resp, _ = s.DirPost(round+"/games/2/handicap", url.Values{"table": {"2"}, "handicap": {"99"}})
	if g := s.GameAt(tj.ID, 1, 2); g.Handicap != 4 {
		t.Errorf("a handicap 99 changed board 2 (%d): %+v", resp.StatusCode, g)
	}
}

// A gomoku team tournament of single games: its match slips, pairing sheet and director's
// round page have no terms column (it would be empty: a single game has no handicap and no match); with matches of 2
// games each board says its match in it.
func TestGomokuTeamSlipsTermsColumn(t *testing.T) {
	s := newTestServer(t)
	for _, games := range []int{1, 2} {
		var tj struct{ ID int }
		s.Expect(s.Director, "POST", "/api/tournaments", map[string]any{"name": fmt.Sprintf("Gomoku teams %d", games), "game": "gomoku",
			"match_games": games, "team_size": 2, "system": "swiss", "rounds": 1}, http.StatusCreated, &tj)
		base := fmt.Sprintf("/api/tournaments/%d", tj.ID)
		for k := range 2 {
			var ids []int
			for i := range 2 {
				var p struct{ ID int }
				s.Expect(s.Director, "POST", base+"/players", map[string]any{"name": fmt.Sprintf("%c%d", 'A'+k, i+1), "rank": "5k"}, http.StatusCreated, &p)
				ids = append(ids, p.ID)
			}
			s.Expect(s.Director, "POST", base+"/teams", map[string]any{"name": fmt.Sprintf("Team %c", 'A'+k), "players": ids}, http.StatusCreated, nil)
		}
		s.Expect(s.Director, "POST", base+"/rounds/1/pairing", nil, http.StatusCreated, nil)
		pub := fmt.Sprintf("/tournaments/%d/rounds/1", tj.ID)
		slips := html.UnescapeString(s.PublicGet("", pub+"/print/slips"))
		sheet := html.UnescapeString(s.PublicGet("", pub+"/print/table"))
		// The slip's board table: Board, Table, White, Black, [Match,] Result.
		want := "<th>Black</th><th>Result</th>"
		if games == 2 {
			want = "<th>Black</th><th>Match</th><th>Result</th>"
		}
		if !strings.Contains(slips, want) {
			t.Errorf("matches of %d games: the slips' head is not %q", games, want)
		}
		if games == 1 && (strings.Contains(slips, "<td></td>") || strings.Contains(sheet, `<td colspan="2"></td>`) || strings.Contains(sheet, "Match")) {
			t.Error("single games: an empty terms column on the slips or the sheet")
		}
		if games == 2 && (!strings.Contains(slips, "A match of 2 games") || !strings.Contains(sheet, "match of 2 games")) {
			t.Error("matches of 2 games: the slips or the sheet do not say the match")
		}
		// The director's round page likewise.
		dir := html.UnescapeString(s.DirGet(fmt.Sprintf("/director/tournaments/%d/rounds/1", tj.ID)))
		if hasMatch := strings.Contains(dir, "<th>Match</th>"); hasMatch != (games == 2) {
			t.Errorf("matches of %d games: the director's round page has a terms column: %t", games, hasMatch)
		}
		if games == 1 && !strings.Contains(sheet, `<th colspan="7">Team A – Team B`) && !strings.Contains(sheet, `<th colspan="7">Team B – Team A`) {
			t.Error("single games: the sheet's match heading does not span its 7 columns")
		}
	}
}
