package api_test

import (
	"fmt"
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// The tournament's game (docs/API.md, "Tournaments"): Go by default, another game of the rule
// books on request, an unknown one refused; once a round is paired it stays.
func TestGameSetting(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id, _ := s.CreateTournament("Games", 4)
	settings := fmt.Sprintf("/api/tournaments/%d", id)
	var got struct {
		Game string `json:"game"`
		Name string `json:"name"`
	}
	s.Expect(s.Director, "GET", settings, nil, http.StatusOK, &got)
	if got.Game != "go" {
		t.Fatalf("a new tournament plays %q, want go", got.Game)
	}
	s.ExpectError(s.Director, "PUT", settings, map[string]any{"game": "chess"}, http.StatusBadRequest, "game")
	s.Expect(s.Director, "PUT", settings, map[string]any{"game": "shogi"}, http.StatusOK, &got)
	if got.Game != "shogi" {
		t.Fatalf("game %q after the change, want shogi", got.Game)
	}
	s.Expect(s.Director, "POST", settings+"/rounds/1/pairing", nil, http.StatusCreated, nil)
	s.ExpectError(s.Director, "PUT", settings, map[string]any{"game": "gomoku"}, http.StatusConflict, "game")
	// The other settings still change, and the game stays.
	s.Expect(s.Director, "PUT", settings, map[string]any{"name": "Games renamed"}, http.StatusOK, &got)
	if got.Game != "shogi" || got.Name != "Games renamed" {
		t.Fatalf("after renaming: %+v", got)
	}
	// A new tournament may name its game.
	var created struct {
		Game string `json:"game"`
	}
	s.Expect(s.Director, "POST", "/api/tournaments", map[string]any{"name": "Gomoku cup", "game": "gomoku"}, http.StatusCreated, &created)
	if created.Game != "gomoku" {
		t.Fatalf("created with game %q, want gomoku", created.Game)
	}
}

// The games other than Go through the API (docs/API.md, "Tournaments", "Rounds", "Results"): a
// shogi tournament's board, grades, named handicaps, furigoma and replayed draws; a gomoku
// tournament's matches of two games; the settings a game does not have refused.
func TestOtherGamesThroughAPI(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	type settingsJSON struct {
		ID             int      `json:"id"`
		Game           string   `json:"game"`
		BoardSize      int      `json:"board_size"`
		Floor          string   `json:"floor"`
		Variant        string   `json:"variant"`
		Opening        string   `json:"opening"`
		Draws          string   `json:"draws"`
		MatchGames     int      `json:"match_games"`
		HandicapLadder []string `json:"handicap_ladder"`
		Handicap       struct {
			Kind string `json:"kind"`
		} `json:"handicap"`
	}
	type gameJSON struct {
		Table, White, Black int
		Handicap            int    `json:"handicap"`
		HandicapName        string `json:"handicap_name"`
		Komi                float64
		Result              string `json:"result"`
		Furigoma            *struct {
			Thrower, Tokin, Black int
		} `json:"furigoma"`
		Match     *struct{ White, Black float64 } `json:"match"`
		Replays   int                             `json:"replays"`
		Replaying bool                            `json:"replaying"`
	}
	var sh settingsJSON
	s.Expect(s.Director, "POST", "/api/tournaments", map[string]any{"name": "Shogi open", "game": "shogi", "rounds": 3}, http.StatusCreated, &sh)
	if sh.BoardSize != 9 || sh.Floor != "15k" || sh.Handicap.Kind != "rank-difference" || sh.Draws != "half" || sh.MatchGames != 1 ||
		strings.Join(sh.HandicapLadder, " ") != "even even-black lance bishop rook rook-lance two-piece four-piece six-piece eight-piece ten-piece" {
		t.Fatalf("a new shogi tournament: %+v", sh)
	}
	base := fmt.Sprintf("/api/tournaments/%d", sh.ID)
	s.ExpectError(s.Director, "POST", base+"/players", map[string]any{"name": "Weak", "rank": "20k"}, http.StatusBadRequest, "rank")
	s.ExpectError(s.Director, "PUT", base, map[string]any{"variant": "free"}, http.StatusBadRequest, "variant")
	s.ExpectError(s.Director, "PUT", base, map[string]any{"handicap_ladder": []string{"lance"}}, http.StatusBadRequest, "handicap_ladder")
	// Two players of one grade in round 1: an even game; two more in round 2, whose games are
	// one to three grades apart (docs/SHOGI.md, the default ladder).
	ids := map[string]int{}
	var round struct{ Games []gameJSON }
	grade := map[int]int{}
	ladder := []string{"even", "even-black", "lance", "bishop", "rook"}
	checkRound := func(n int) {
		s.Expect(s.Director, "POST", fmt.Sprintf("%s/rounds/%d/pairing", base, n), nil, http.StatusCreated, nil)
		s.Expect(s.Director, "GET", fmt.Sprintf("%s/rounds/%d/pairing", base, n), nil, http.StatusOK, &round)
		for _, g := range round.Games {
			d := grade[g.White] - grade[g.Black]
			if d < 0 {
				t.Errorf("round %d table %d: the weaker player is White", n, g.Table)
				d = -d
			}
			if g.HandicapName != ladder[d] || g.Handicap != slices.Index(tournament.ShogiHandicaps, ladder[d]) || g.Komi != 0 {
				t.Errorf("round %d table %d: %d grades apart, handicap %d %q komi %v, want %s", n, g.Table, d, g.Handicap, g.HandicapName, g.Komi, ladder[d])
			}
		}
	}
	for _, p := range []struct {
		name, rank string
		grade      int // 1d is 0, 2k -2
	}{{"Ando", "2k", -2}, {"Baba", "2k", -2}, {"Chiba", "1d", 0}, {"Doi", "3k", -3}} {
		if p.name == "Chiba" {
			checkRound(1)
		}
		var got struct{ ID int }
		s.Expect(s.Director, "POST", base+"/players", map[string]any{"name": p.name, "rank": p.rank}, http.StatusCreated, &got)
		ids[p.name], grade[got.ID] = got.ID, p.grade
	}
	checkRound(2)
	s.Expect(s.Director, "GET", base+"/rounds/1/pairing", nil, http.StatusOK, &round)
	if len(round.Games) != 1 || round.Games[0].HandicapName != "even" {
		t.Fatalf("round 1: %+v", round.Games)
	}
	if even := &round.Games[0]; even != nil {
		// Equal grades: White throws. Four tokin: the other player starts, the colours stay.
		path := fmt.Sprintf("%s/rounds/1/games/%d/furigoma", base, even.Table)
		var g gameJSON
		s.Expect(s.Director, "PUT", path, map[string]any{"tokin": 4}, http.StatusOK, &g)
		if g.Furigoma == nil || g.Furigoma.Thrower != even.White || g.Furigoma.Tokin != 4 || g.Black != even.Black {
			t.Errorf("after 4 tokin: %+v", g)
		}
		// One tokin: the thrower (White) starts, the colours exchange.
		s.Expect(s.Director, "PUT", path, map[string]any{"tokin": 1}, http.StatusOK, &g)
		if g.Black != even.White || g.White != even.Black || g.Furigoma.Black != even.White {
			t.Errorf("after 1 tokin: %+v, was White %d Black %d", g, even.White, even.Black)
		}
		s.Expect(s.Director, "PUT", path, map[string]any{"throw": true}, http.StatusOK, &g)
		if g.Furigoma == nil || g.Furigoma.Tokin < 0 || g.Furigoma.Tokin > 5 {
			t.Errorf("thrown by hoshi: %+v", g)
		}
		s.ExpectError(s.Director, "PUT", path, map[string]any{"tokin": 6}, http.StatusBadRequest, "tokin")
		// A draw counts half, until the tournament replays draws.
		result := fmt.Sprintf("%s/rounds/1/games/%d/result", base, even.Table)
		s.Expect(s.Director, "PUT", result, map[string]any{"result": "="}, http.StatusOK, nil)
		s.Expect(s.Director, "PUT", base, map[string]any{"draws": "replay"}, http.StatusOK, nil)
		s.Expect(s.Director, "GET", base+"/rounds/1/pairing", nil, http.StatusOK, &round)
		first := round.Games[0]
		// Now a draw is replayed: no result, the colours of the even game exchanged.
		var replayed struct {
			Result, White, Black int
			Code                 string `json:"result"`
			Replayed             bool
			Replays              int
		}
		s.Expect(s.Director, "PUT", result, map[string]any{"result": "="}, http.StatusOK, &replayed)
		if replayed.Code != "?" || !replayed.Replayed || replayed.Replays != 1 || replayed.White != first.Black || replayed.Black != first.White {
			t.Errorf("a draw replayed: %+v, the first game White %d Black %d", replayed, first.White, first.Black)
		}
		s.Expect(s.Director, "GET", base+"/rounds/1/pairing", nil, http.StatusOK, &round)
		if g := round.Games[0]; g.Result != "?" || g.Replays != 1 || !g.Replaying || g.White != first.Black || g.Black != first.White {
			t.Errorf("the replay as stored: %+v", g)
		}
		// "final" is a draw's, and the director's: the draw stands, the replay done.
		s.ExpectError(s.Director, "PUT", result, map[string]any{"result": "w", "final": true}, http.StatusBadRequest, "final")
		s.Expect(s.Director, "PUT", result, map[string]any{"result": "=", "final": true}, http.StatusOK, nil)
		round.Games = nil // absent fields (replaying false) must not keep the last answer's
		s.Expect(s.Director, "GET", base+"/rounds/1/pairing", nil, http.StatusOK, &round)
		if g := round.Games[0]; g.Result != "=" || g.Replays != 1 || g.Replaying {
			t.Errorf("the final draw as stored: %+v", g)
		}
	}
	s.Expect(s.Director, "GET", base+"/rounds/2/pairing", nil, http.StatusOK, &round)
	for _, g := range round.Games {
		if g.HandicapName != "even" {
			s.ExpectError(s.Director, "PUT", fmt.Sprintf("%s/rounds/2/games/%d/furigoma", base, g.Table), map[string]any{"tokin": 2},
				http.StatusBadRequest, "table")
		}
	}
	// The director gives a game another named handicap.
	var g gameJSON
	s.Expect(s.Director, "PUT", base+"/rounds/2/games/1", map[string]any{"handicap_name": "rook-lance"}, http.StatusOK, &g)
	if g.Handicap != 6 || g.HandicapName != "rook-lance" {
		t.Errorf("rook-lance: %+v", g)
	}
	s.ExpectError(s.Director, "PUT", base+"/rounds/2/games/1", map[string]any{"handicap": 15}, http.StatusBadRequest, "handicap")

	// Gomoku, matches of two games.
	var gm settingsJSON
	s.Expect(s.Director, "POST", "/api/tournaments", map[string]any{"name": "Piškvorky", "game": "gomoku", "match_games": 2, "system": "swiss"},
		http.StatusCreated, &gm)
	if gm.BoardSize != 15 || gm.Variant != "free" || gm.Opening != "none" || gm.MatchGames != 2 || gm.Handicap.Kind != "none" || gm.HandicapLadder != nil {
		t.Fatalf("a new gomoku tournament: %+v", gm)
	}
	gbase := fmt.Sprintf("/api/tournaments/%d", gm.ID)
	for _, name := range []string{"Adam", "Bára"} {
		s.Expect(s.Director, "POST", gbase+"/players", map[string]any{"name": name, "rank": "30k"}, http.StatusCreated, nil)
	}
	s.Expect(s.Director, "POST", gbase+"/rounds/1/pairing", nil, http.StatusCreated, nil)
	var answer struct {
		Result string
		Match  struct{ White, Black float64 }
	}
	s.Expect(s.Director, "PUT", gbase+"/rounds/1/games/1/result", map[string]any{"match": map[string]any{"white": 0.5, "black": 1.5}},
		http.StatusOK, &answer)
	if answer.Result != "b" || answer.Match.White != 0.5 || answer.Match.Black != 1.5 {
		t.Errorf("match 0.5-1.5: %+v", answer)
	}
	s.ExpectError(s.Director, "PUT", gbase+"/rounds/1/games/1/result", map[string]any{"match": map[string]any{"white": 2, "black": 1}},
		http.StatusBadRequest, "match")
	s.Expect(s.Director, "GET", gbase+"/rounds/1/pairing", nil, http.StatusOK, &round)
	if m := round.Games[0].Match; m == nil || m.White != 0.5 || m.Black != 1.5 || round.Games[0].Result != "b" {
		t.Errorf("the match as stored: %+v", round.Games[0])
	}
	s.ExpectError(s.Director, "PUT", gbase+"/rounds/1/games/1", map[string]any{"handicap": 2}, http.StatusBadRequest, "handicap")
	s.Expect(s.Director, "PUT", gbase+"/rounds/1/games/1/result", map[string]any{"match": map[string]any{"white": 1, "black": 1}},
		http.StatusOK, &answer)
	if answer.Result != "=" {
		t.Errorf("a drawn match: %+v", answer)
	}
}
