package director_test

import (
	"fmt"
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// The settings form's game (docs/DIRECTOR.md, "The game"): a shogi tournament created from the
// form posts every input, the Go-only ones hidden; it gets shogi's board, handicap and floor and
// its own ladder; made a gomoku tournament it takes the gomoku inputs; once a round is paired the
// form offers its game only.
func TestSettingsFormGames(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	v := webtest.SettingsValues("Shogi cup")
	v.Set("game", "shogi")
	// The inputs of the other games, hidden but posted as a browser posts them.
	v.Set("variant", "free")
	v.Set("opening", "none")
	v.Set("match_games", "1")
	v.Set("gomoku_board", "15")
	v.Set("draws", "replay")
	v.Set("handicap_ladder", "even, even-black lance,rook")
	resp, body := s.DirPost("/director/tournaments", v)
	var id int
	if _, err := fmt.Sscanf(resp.Header.Get("Location"), "/director/tournaments/%d/players", &id); err != nil {
		t.Fatalf("create: %d %s", resp.StatusCode, body)
	}
	st := s.DirLoad(id).Settings
	if st.Game != tournament.ShogiGame || st.BoardSize != 9 || st.Handicap.Kind != tournament.HandicapRankDifference ||
		st.Floor != rank.Kyu(15) || st.Draws != tournament.DrawsReplay || st.Variant != "" || st.Opening != "" ||
		!slices.Equal(st.HandicapLadder, []string{"even", "even-black", "lance", "rook"}) {
		t.Fatalf("shogi from the form: %+v", st)
	}
	base := fmt.Sprintf("/director/tournaments/%d", id)
	page := s.DirGet(base + "/settings")
	for _, want := range []string{
		`<select name="game" id="f-game">`, `<option value="shogi" selected>Shogi</option>`,
		`data-game="go">
<label for="f-komi">`, `data-game="shogi gomoku ninuki"><legend>Rules of the game</legend>`,
		`value="even, even-black, lance, rook"`,
	} {
		if !strings.Contains(page, want) {
			t.Errorf("settings page lacks %q", want)
		}
	}
	// A ladder that does not start with an even game is refused beside its input.
	v.Set("handicap_ladder", "lance, rook")
	resp, body = s.DirPost(base+"/settings", v)
	if resp.StatusCode != http.StatusUnprocessableEntity || !strings.Contains(body, "the ladder starts with even, not lance") {
		t.Errorf("a ladder starting with lance: %d", resp.StatusCode)
	}
	// Gomoku on 19x19, matches of two games; the hidden inputs as the page showed them.
	v.Set("handicap.kind", "rank-difference")
	v.Set("floor", "15k")
	v.Set("game", "gomoku")
	v.Set("gomoku_board", "19")
	v.Set("match_games", "2")
	v.Set("variant", "exact")
	v.Set("opening", "swap2")
	v.Set("draws", "half")
	resp, body = s.DirPost(base+"/settings", v)
	if resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("to gomoku: %d %s", resp.StatusCode, body)
	}
	st = s.DirLoad(id).Settings
	if st.Game != tournament.GomokuGame || st.BoardSize != 19 || st.MatchGames != 2 || st.Variant != tournament.VariantExact ||
		st.Opening != tournament.OpeningSwap2 || st.HandicapLadder != nil || st.Handicap.Kind != tournament.HandicapNone ||
		st.Floor != rank.Kyu(20) {
		t.Fatalf("gomoku from the form: %+v", st)
	}
	// Paired, the form offers the tournament's game alone.
	s.RegisterSix(id)
	s.DirPost(base+"/rounds/1/pair", map[string][]string{"all": {"1"}})
	page = s.DirGet(base + "/settings")
	if !strings.Contains(page, `<option value="gomoku" selected>Gomoku</option></select>`) || strings.Contains(page, `<option value="go"`) {
		t.Errorf("a paired tournament's game select: %s", page[strings.Index(page, `name="game"`):][:300])
	}
}
