package web_test

import (
	"context"
	"fmt"
	"html"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
)

// boardUploadAt is boardUpload from a page shown at the game's replay replays (the form's
// hidden field).
func (s *testServer) boardUploadAt(board, name string, content []byte, replays int) (*http.Response, string) {
	s.T.Helper()
	return s.boardUploadWith(board, name, content, [][2]string{{"replays", fmt.Sprint(replays)}})
}

// A sennichite recorded from the board page under draws "replay" sets up the replay; the board
// page then shows the drawn record as the first game's, asks for the replay's record and offers
// no result, and neither the page shown before (its "record as result" posted again, its upload
// form) nor the current page with the old record can record the draw again: nothing changes,
// no second replay. The replay's record is then uploaded and recorded.
func TestBoardOfReplayedDraw(t *testing.T) {
	s := newTestServer(t)
	id, _ := s.shogiTournament()
	s.Expect(s.Director, "PUT", fmt.Sprintf("/api/tournaments/%d", id), map[string]any{"draws": "replay"}, http.StatusOK, nil)
	board := fmt.Sprintf("/tournaments/%d/rounds/1/games/1/board", id)
	read := func(name string) []byte {
		data, err := os.ReadFile(filepath.Join("..", "shogi", "testdata", name))
		if err != nil {
			t.Fatal(err)
		}
		return data
	}
	g0 := s.GameAt(id, 1, 1)
	if resp, body := s.boardUploadAt(board, "draw.csa", read("repetition.csa"), 0); resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("the sennichite's upload: %d %s", resp.StatusCode, body)
	}
	page := html.UnescapeString(s.DirGet(board))
	if !strings.Contains(page, "a draw by repetition") || !strings.Contains(page, `action="`+board+`/result"`) ||
		!strings.Contains(page, `name="replays" value="0"`) {
		t.Fatalf("the board page of the draw: %s", page[strings.Index(page, "<main>"):])
	}
	stale := url.Values{"decision": {"computed"}, "was": {"?"}, "replays": {"0"}}
	if resp, body := s.DirPost(board+"/result", stale); resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("the draw recorded: %d %s", resp.StatusCode, body)
	}
	g1 := s.GameAt(id, 1, 1)
	if g1.Replays != 1 || g1.Result != tournament.Unknown || g1.White != g0.Black || g1.Black != g0.White {
		t.Fatalf("the game after the draw: %+v (before %+v)", g1, g0)
	}
	// The board page of the replay: the record is the first game's, no result is offered.
	page = html.UnescapeString(s.DirGet(board))
	for _, want := range []string{
		"This record is of the first game, a draw that is replayed: the record of replay 1 has not been uploaded yet.",
		"Upload the record of replay 1", `name="replays" value="1"`, "replay 1 of a draw, colours exchanged",
	} {
		if !strings.Contains(page, want) {
			t.Errorf("the director's board page of the replay lacks %q", want)
		}
	}
	if strings.Contains(page, `/result"`) || strings.Contains(page, "as the result") {
		t.Error("the board page of the replay offers to record the first game's draw")
	}
	if pub := html.UnescapeString(s.PublicGet("cs", board)); !strings.Contains(pub, "Tento záznam je z první partie, remízy, která se hraje znovu: záznam opakování 1 zatím nebyl nahrán.") {
		t.Error("the Czech public board page does not say the record is the first game's")
	}
	unchanged := func(what string) {
		t.Helper()
		if g := s.GameAt(id, 1, 1); g != g1 {
			t.Errorf("%s changed the game: %+v, was %+v", what, g, g1)
		}
		changes, err := s.DB.ResultChanges(context.Background(), store.TournamentID(id))
		if err != nil || len(changes) != 1 {
			t.Errorf("%s: the audit trail has %d lines (%v), want the one draw", what, len(changes), err)
		}
	}
	// The page shown before the replay, posted again: refused by the store, in Czech too.
	resp, body := s.DirPost(board+"/result", stale)
	if resp.StatusCode != http.StatusConflict || !strings.Contains(html.UnescapeString(body), "was drawn and replayed since this page was shown (replay 1 is played now)") {
		t.Errorf("the stale page's draw again: %d", resp.StatusCode)
	}
	unchanged("the stale page's result")
	resp, body = s.DirPost(board+"/result", stale, "Cookie", app.LangCookie+"=cs")
	if resp.StatusCode != http.StatusConflict || !strings.Contains(html.UnescapeString(body), "skončila od zobrazení této stránky remízou a hraje se znovu (hraje se opakování 1)") {
		t.Errorf("the stale page's draw again in Czech: %d", resp.StatusCode)
	}
	// The current page (replays 1) or a form without the count, with the first game's record
	// the latest: refused, the record is not the replay's.
	for _, v := range []url.Values{{"decision": {"computed"}, "was": {"?"}, "replays": {"1"}}, {"decision": {"computed"}, "was": {"?"}}} {
		resp, body := s.DirPost(board+"/result", v)
		if resp.StatusCode != http.StatusConflict || !strings.Contains(html.UnescapeString(body), "This record is of the first game") {
			t.Errorf("the first game's record as the replay's result (%v): %d", v, resp.StatusCode)
		}
		unchanged("the first game's record")
	}
	// A record uploaded from the page shown before the replay: refused, not taken for the replay's.
	if resp, body := s.boardUploadAt(board, "mate.kif", read("head-gold-mate.kif"), 0); resp.StatusCode != http.StatusConflict ||
		!strings.Contains(html.UnescapeString(body), "was drawn and replayed since this page was shown") {
		t.Errorf("a record from the stale page: %d", resp.StatusCode)
	}
	if page := html.UnescapeString(s.DirGet(board)); !strings.Contains(page, "This record is of the first game") {
		t.Error("the stale page's record was stored")
	}
	// The replay's record from the replay's page: sente (Black, now the first game's White) mates.
	if resp, body := s.boardUploadAt(board, "mate.kif", read("head-gold-mate.kif"), 1); resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("the replay's record: %d %s", resp.StatusCode, body)
	}
	page = html.UnescapeString(s.DirGet(board))
	if strings.Contains(page, "This record is of") || !strings.Contains(page, "Sente (Black) wins by mate (tsumi) at move 21") ||
		!strings.Contains(page, "Record 0-1 as the result") {
		t.Fatalf("the board page with the replay's record: %s", page[strings.Index(page, "<main>"):])
	}
	if resp, body := s.DirPost(board+"/result", url.Values{"decision": {"computed"}, "was": {"?"}, "replays": {"1"}}); resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("the replay's result: %d %s", resp.StatusCode, body)
	}
	if g := s.GameAt(id, 1, 1); g.Replays != 1 || g.Result != tournament.BlackWins || g.Black != g0.White {
		t.Errorf("the replay's result: %+v", g)
	}
	// Through the API the record's answer names its game.
	var out struct{ Replay int }
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/rounds/1/games/1/sgf", id), read("head-gold-mate.kif"), http.StatusOK, &out)
	if out.Replay != 1 {
		t.Errorf("the API's record of the replay: replay %d", out.Replay)
	}
}
