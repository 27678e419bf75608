package public_test

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// atariGoBoard is a 9x9 atari-go tournament of two players with one game at table 1 of
// round 1, reported as result.
func atariGoBoard(s *pageSite, result tournament.Result) (store.TournamentID, string) {
	s.T.Helper()
	set := tournament.DefaultSettings()
	set.Name, set.Rules, set.Rounds, set.BoardSize = "Atari Cup", "atari-go", 1, 9
	id, err := s.DB.CreateTournament(context.Background(), set)
	if err != nil {
		s.T.Fatal(err)
	}
	w := s.AddPlayer(id, "Weiss", "Wanda", rank.Kyu(20))
	b := s.AddPlayer(id, "Schwarz", "Bruno", rank.Kyu(20))
	s.SaveRound(id, 1, []tournament.Game{{White: w, Black: b, KnownColor: true}}, 0)
	s.SetResult(id, 1, 1, result)
	return id, fmt.Sprintf("/tournaments/%d/rounds/1/games/1/board", id)
}

// Atari-go: the first capture decides, whatever the territory. White takes the black stone on
// J1 although Black walls off most of the board; the count is "W+", without a margin, and
// only the prisoners are shown.
func TestBoardAtariGo(t *testing.T) {
	webtest.Parallel(t)
	s := newPageSite(t)
	id, board := atariGoBoard(s, tournament.BlackWins)
	token := s.CSRF(s.Director, board)
	rec := "(;GM[1]FF[4]SZ[9]RE[W+R];B[ga];W[ha];B[gb];W[hb];B[gc];W[hc];B[gd];W[hd]" +
		";B[ge];W[he];B[gf];W[hf];B[gg];W[hg];B[gh];W[hh];B[gi];W[hi];B[ii];W[ih])"
	if resp, body := s.Upload(s.Director, board, token, []byte(rec)); resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("upload: %d %s", resp.StatusCode, webtest.Text(body))
	}
	_, page := s.Get(s.Director, board, http.StatusOK)
	p := webtest.Plain(page)
	if got := countOf(page); got != "W+" {
		t.Fatalf("count %q: %s", got, p)
	}
	for _, want := range []string{"(white captured first)", "White stones captured (prisoners) 0", "Black stones captured (prisoners) 1", "The count agrees with the file (W+R).",
		"differs from the reported result 0-1"} {
		if !strings.Contains(p, want) {
			t.Errorf("page lacks %q: %s", want, p)
		}
	}
	if strings.Contains(p, "Territory") || strings.Contains(p, "Komi") {
		t.Errorf("an atari-go game shows a count: %s", p)
	}
	stored, err := s.DB.LatestGameRecord(context.Background(), id, 1, 1)
	if err != nil || stored.Score != "W+" || !strings.Contains(stored.Details, `"agreement":"agrees"`) {
		t.Errorf("stored record: %+v %v", stored, err)
	}
	if resp, _ := s.Post(s.Director, board+"/result", token, url.Values{"decision": {"computed"}}); resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("set computed: %d", resp.StatusCode)
	}
	if games, _, err := s.DB.Round(context.Background(), id, 1); err != nil || games[0].Result != tournament.WhiteWins {
		t.Errorf("result after the decision: %v %v", games, err)
	}

	// No capture and no winner in RE: the game is not over, and the count cannot be set.
	open := "(;GM[1]FF[4]SZ[9];B[aa];W[ba];B[cc])"
	if resp, body := s.Upload(s.Director, board, token, []byte(open)); resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("upload: %d %s", resp.StatusCode, webtest.Text(body))
	}
	_, page = s.Get(s.Director, board, http.StatusOK)
	if countOf(page) != "?" || !strings.Contains(webtest.Plain(page), "no capture: the game is not over") {
		t.Errorf("no capture: %s", webtest.Plain(page))
	}
	if resp, _ := s.Post(s.Director, board+"/result", token, url.Values{"decision": {"computed"}}); resp.StatusCode != http.StatusBadRequest {
		t.Errorf("setting an undecided count: %d", resp.StatusCode)
	}
}
