package public_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// settledExport plays the resumption of TestDisputeSettledByPlay on disputedGame (Black
// captures the disputed B7 while White passes), marks H9 twice (dead, then alive again),
// counts the settled position and returns the board's SGF export.
func settledExport(t *testing.T, s *pageSite) string {
	t.Helper()
	_, board := webtest.BoardGame(s.PageSite, "japanese", 13, tournament.Unknown)
	token := s.CSRF(s.Director, board)
	if resp, body := s.Upload(s.Director, board, token, []byte(webtest.DisputedGame)); resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("upload: %d %s", resp.StatusCode, webtest.Text(body))
	}
	step := func(action, point string) {
		t.Helper()
		if resp, body := s.Post(s.Director, board+"/dispute", token, url.Values{"action": {action}, "point": {point}}); resp.StatusCode != http.StatusSeeOther {
			t.Fatalf("%s %s: %d %s", action, point, resp.StatusCode, webtest.Text(body))
		}
	}
	step("start", "")
	for _, m := range []string{"B8", "pass", "A7", "pass", "C7", "pass", "B6", "pass"} {
		if m == "pass" {
			step("pass", "")
		} else {
			step("move", m)
		}
	}
	step("mark", "H9")
	step("mark", "H9")
	step("score", "")
	_, exported := s.Get(s.Anon, board+".sgf", http.StatusOK)
	return exported
}

// settledCount is the hand-worked count of TestDisputeSettledByPlay's settled position
// (Japanese rules, komi 6.5): Black 23 territory + 1 prisoner (B7) + 4 pass stones = 28,
// White 23 territory + 1 prisoner (H8) + 6.5 = 30.5, W+2.5.
var settledCount = []string{
	"Count of the settled position: W+2.5",
	"Territory 23 23 ",
	"Pass stones received 4 0 ",
	"Total 28 30.5",
}

// TestDisputeSGFRoundTrip: the SGF export of a game whose dispute was settled by play,
// uploaded into a game of another tournament, gives the same game (six moves, B7 dead on
// the final position: W+2.5), the same settling moves with the same marks, and the same
// settled count with its pass stones; exported again, it is the same file.
func TestDisputeSGFRoundTrip(t *testing.T) {
	webtest.Parallel(t)
	s := newPageSite(t)
	exported := settledExport(t, s)
	for _, want := range []string{"HS[dispute]", "HSM[ha][ha]", "HSR[W+2.5]"} {
		if !strings.Contains(exported, want) {
			t.Fatalf("the export lacks the marker %s: %s", want, exported)
		}
	}

	id, board := webtest.BoardGame(s.PageSite, "japanese", 13, tournament.Unknown)
	token := s.CSRF(s.Director, board)
	if resp, body := s.Upload(s.Director, board, token, []byte(exported)); resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("upload of the export: %d %s", resp.StatusCode, webtest.Text(body))
	}
	_, page := s.Get(s.Director, board, http.StatusOK)
	// The final position is the game's: B7 still on the board and dead, the count before the
	// resumption W+2.5 (TestDisputeSettledByPlay's hand count).
	if countOf(page) != "W+2.5" {
		t.Errorf("the final position's count is %s, want W+2.5", countOf(page))
	}
	p := webtest.Plain(page)
	for _, want := range settledCount {
		if !strings.Contains(p, want) {
			t.Errorf("the settled count lacks %q: %s", want, p)
		}
	}
	moves := regexp.MustCompile(`(?s)<ol class="dispute-moves">(.*?)</ol>`).FindStringSubmatch(page)
	if moves == nil || webtest.Plain(moves[1]) != "Black B8 White passes Black A7 White passes Black C7 White passes Black B6 White passes" {
		t.Fatalf("the settling moves on the page: %v", moves)
	}
	rec, err := s.DB.LatestGameRecord(context.Background(), id, 1, 1)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`"dead":["B7"]`, `"first":"B"`, `"marks":["H9","H9"]`, `"result":"W+2.5"`} {
		if !strings.Contains(rec.Details, want) {
			t.Errorf("the stored details lack %s: %s", want, rec.Details)
		}
	}
	// The export of the uploaded game is the file uploaded: nothing was lost or doubled.
	if _, again := s.Get(s.Anon, board+".sgf", http.StatusOK); again != exported {
		t.Errorf("exported again:\n%s\nfirst export:\n%s", again, exported)
	}
}

// TestDisputeSGFWithoutMarker: a file whose marker was edited out is read as today, the
// settling moves as moves of the game. Hand-worked count of that game (Japanese rules, komi
// 6.5, no pass stones in a game): Black 23 territory + 1 prisoner (B7) = 24, White 23 + 1
// (H8) + 6.5 = 30.5: W+6.5, and no resumption.
func TestDisputeSGFWithoutMarker(t *testing.T) {
	webtest.Parallel(t)
	s := newPageSite(t)
	exported := settledExport(t, s)
	edited := regexp.MustCompile(`HS[MR]?\[[^\]]*\](\[[^\]]*\])*`).ReplaceAllString(exported, "")
	if edited == exported || strings.Contains(edited, "HS") {
		t.Fatalf("the markers were not edited out: %s", edited)
	}
	_, board := webtest.BoardGame(s.PageSite, "japanese", 13, tournament.Unknown)
	token := s.CSRF(s.Director, board)
	if resp, body := s.Upload(s.Director, board, token, []byte(edited)); resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("upload: %d %s", resp.StatusCode, webtest.Text(body))
	}
	_, page := s.Get(s.Director, board, http.StatusOK)
	if countOf(page) != "W+6.5" || strings.Contains(webtest.Plain(page), "Count of the settled position") {
		t.Errorf("the count is %s, want W+6.5 without a resumption: %s", countOf(page), webtest.Plain(page))
	}
}

// TestDisputeSGFMalformedMarker: an upload whose marker is malformed, or whose settling
// moves do not play, is refused naming the marker, in the page's language, and the game's
// record stays as it was.
func TestDisputeSGFMalformedMarker(t *testing.T) {
	webtest.Parallel(t)
	s := newPageSite(t)
	exported := settledExport(t, s)
	id, board := webtest.BoardGame(s.PageSite, "japanese", 13, tournament.Unknown)
	token := s.CSRF(s.Director, board)
	if resp, body := s.Upload(s.Director, board, token, []byte(webtest.DisputedGame)); resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("upload: %d %s", resp.StatusCode, webtest.Text(body))
	}
	before, err := s.DB.LatestGameRecord(context.Background(), id, 1, 1)
	if err != nil {
		t.Fatal(err)
	}
	rev := revisionOf(t, s, id)
	for _, tc := range []struct {
		name, old, new, want string
		czech                bool
	}{
		{"another value", "HS[dispute]", "HS[disputed]", "the property HS at byte offset", false},
		{"a count that is no count", "HSR[W+2.5]", "HSR[W+R]", "HSR (the count of hoshi's settled dispute)", false},
		// D6 (dd) holds a black stone of the final position.
		{"a move that does not play", "B[bb]HS", "B[dd]HS", "its moves (from HS[dispute]) do not play from the game's final position: dispute move 1", false},
		{"in Czech", "HS[dispute]", "HS[disputed]", "Nelze přečíst spor vyřešený hrou", true},
	} {
		c := s.Director
		if tc.czech {
			inCzech(s, c)
		}
		bad := strings.Replace(exported, tc.old, tc.new, 1)
		if bad == exported {
			t.Fatalf("%s: %s not in the export", tc.name, tc.old)
		}
		resp, body := s.Upload(c, board, token, []byte(bad))
		if resp.StatusCode != http.StatusBadRequest || !strings.Contains(webtest.Plain(body), tc.want) {
			t.Errorf("%s: %d, want 400 with %q: %s", tc.name, resp.StatusCode, tc.want, webtest.Plain(body))
		}
		after, err := s.DB.LatestGameRecord(context.Background(), id, 1, 1)
		if err != nil {
			t.Fatal(err)
		}
		if after.SGF != before.SGF || after.Details != before.Details || revisionOf(t, s, id) != rev {
			t.Errorf("%s: the refused upload changed the record", tc.name)
		}
	}
}

// TestDisputeSGFStoredByAPI: a record the JSON API stored (details of its own, without the
// board's dead stones) is read with its marker when the board shows it: the same settled
// count. One whose marker is malformed is shown as it reads without it (the settling moves
// as moves of the game, W+6.5 as in TestDisputeSGFWithoutMarker), not refused: it is stored.
func TestDisputeSGFStoredByAPI(t *testing.T) {
	webtest.Parallel(t)
	s := newPageSite(t)
	exported := settledExport(t, s)
	for _, tc := range []struct {
		name, file, count string
		settled           bool
	}{
		{"with the marker", exported, "W+2.5", true},
		{"a malformed marker", strings.Replace(exported, "HS[dispute]", "HS[disputed]", 1), "W+6.5", false},
	} {
		id, board := webtest.BoardGame(s.PageSite, "japanese", 13, tournament.Unknown)
		rec := store.GameRecord{Round: 1, Table: 1, SGF: tc.file, Score: "W+6.5", Details: `{"round":1,"table":1,"result":"W+6.5","dead_from":"marks in file"}`}
		if err := s.DB.SaveGameRecord(context.Background(), id, rec); err != nil {
			t.Fatal(err)
		}
		_, page := s.Get(s.Director, board, http.StatusOK)
		if countOf(page) != tc.count {
			t.Errorf("%s: the count is %s, want %s", tc.name, countOf(page), tc.count)
		}
		p := webtest.Plain(page)
		if !tc.settled {
			if strings.Contains(p, "Count of the settled position") {
				t.Errorf("%s: a settled count is shown: %s", tc.name, p)
			}
			continue
		}
		for _, want := range settledCount {
			if !strings.Contains(p, want) {
				t.Errorf("%s: the settled count lacks %q: %s", tc.name, want, p)
			}
		}
	}
}

// The JSON API's upload counts the game without the dispute hoshi wrote into the file: the
// final position's count, W+2.5 as on the board page (with the settling moves played as game
// moves it would be W+6.5, TestDisputeSGFWithoutMarker). A malformed marker is refused with
// 400 on "sgf" and nothing is stored.
func TestDisputeSGFUploadedThroughAPI(t *testing.T) {
	webtest.Parallel(t)
	s := newPageSite(t)
	exported := settledExport(t, s)
	id, boardPath := webtest.BoardGame(s.PageSite, "japanese", 13, tournament.Unknown)
	url := fmt.Sprintf("/api/tournaments/%d/rounds/1/games/1/sgf", id)
	resp, body := webtest.Send(t, s.Director, "POST", s.TS.URL+url, strings.NewReader(exported), "Content-Type", "application/x-go-sgf")
	var got struct{ Result string }
	if err := json.Unmarshal(body, &got); resp.StatusCode != http.StatusOK || err != nil || got.Result != "W+2.5" {
		t.Fatalf("API upload: %d %s", resp.StatusCode, body)
	}
	_, board := s.Get(s.Director, boardPath, http.StatusOK)
	for _, want := range settledCount {
		if !strings.Contains(webtest.Plain(board), want) {
			t.Errorf("the board of the API's upload lacks %q", want)
		}
	}
	bad := strings.Replace(exported, "HS[dispute]", "HS[disputed]", 1)
	id2, _ := webtest.BoardGame(s.PageSite, "japanese", 13, tournament.Unknown)
	url = fmt.Sprintf("/api/tournaments/%d/rounds/1/games/1/sgf", id2)
	if resp, body := webtest.Send(t, s.Director, "POST", s.TS.URL+url, strings.NewReader(bad), "Content-Type", "application/x-go-sgf"); resp.StatusCode != http.StatusBadRequest || !strings.Contains(string(body), `"sgf"`) {
		t.Errorf("malformed marker through the API: %d %s", resp.StatusCode, body)
	}
	if _, err := s.DB.LatestGameRecord(context.Background(), id2, 1, 1); store.ErrorCode(err) != store.ENOTFOUND {
		t.Errorf("a refused upload stored a record: %v", err)
	}
}
