package public_test

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/testdata"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// countOf reads "Count: B+5.5" from a board page or fragment.
func countOf(body string) string {
	t := webtest.Plain(body)
	i := strings.Index(t, "Count: ")
	if i < 0 {
		return ""
	}
	return strings.Fields(t[i+len("Count: "):])[0]
}

// CGOS plays games out and counts area without removing stones, so under Tromp-Taylor rules
// and the file's komi the count must equal the numeric RE.
func TestBoardUploadAgreesWithRE(t *testing.T) {
	webtest.Parallel(t)
	for file, re := range map[string]string{"390115.sgf": "B+5.5", "471085.sgf": "W+0.5", "42896.sgf": "W+12.5", "403788.sgf": "W+24.5"} {
		s := newPageSite(t)
		_, board := webtest.BoardGame(s.PageSite, "tromp-taylor", 15, tournament.Unknown)
		data, err := os.ReadFile(testdata.Path(t, "sgf", "gnugo-cgos", file))
		if err != nil {
			t.Fatal(err)
		}
		resp, body := s.Upload(s.Director, board, s.CSRF(s.Director, board), data)
		if resp.StatusCode != http.StatusSeeOther {
			t.Fatalf("%s: upload answered %d: %s", file, resp.StatusCode, webtest.Text(body))
		}
		_, page := s.Get(s.Anon, board, http.StatusOK)
		if got := countOf(page); got != re {
			t.Errorf("%s: count %s, RE %s", file, got, re)
		}
		if !strings.Contains(webtest.Plain(page), "The count agrees with the file ("+re+").") {
			t.Errorf("%s: no agreement shown: %s", file, webtest.Text(page))
		}
		if strings.Contains(page, `name="_csrf"`) || strings.Contains(page, "data-point") {
			t.Errorf("%s: the public board carries the director's controls", file)
		}
	}
}

// Japanese counting of handPosition with komi 0.5. With B5 dead Black has the 36 points of
// columns A-D (35 empty and the dead stone's) and 1 prisoner, 37; White the 27 points of
// columns G-J and komi: B+9.5. With B5 alive the left side touches both colours and counts for
// nobody: White 27.5, W+27.5. The toggle moves the margin by 37 points.
func TestBoardToggleDead(t *testing.T) {
	webtest.Parallel(t)
	s := newPageSite(t)
	id, board := webtest.BoardGame(s.PageSite, "japanese", 1, tournament.BlackWins)
	token := s.CSRF(s.Director, board)
	if resp, body := s.Upload(s.Director, board, token, []byte(webtest.HandPosition())); resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("upload: %d %s", resp.StatusCode, webtest.Text(body))
	}
	_, page := s.Get(s.Director, board, http.StatusOK)
	if got := countOf(page); got != "B+9.5" {
		t.Fatalf("count with B5 dead: %s: %s", got, webtest.Text(page))
	}
	if !strings.Contains(webtest.Text(page), "Total 37 27.5") || !strings.Contains(webtest.Text(page), "agrees with the reported result") {
		t.Errorf("tally with B5 dead: %s", webtest.Text(page))
	}

	resp, frag := s.Post(s.Director, board+"/toggle", token, url.Values{"point": {"B5"}}, "HX-Request", "true")
	if resp.StatusCode != http.StatusOK || strings.Contains(frag, "<html") {
		t.Fatalf("toggle: %d %.300s", resp.StatusCode, frag)
	}
	if got := countOf(frag); got != "W+27.5" || !strings.Contains(webtest.Text(frag), "Total 0 27.5") {
		t.Errorf("count with B5 alive: %s: %s", got, webtest.Text(frag))
	}
	if !strings.Contains(frag, "differs from the reported result 0-1") {
		t.Error("no mismatch badge after the toggle")
	}
	_, page = s.Get(s.Anon, board, http.StatusOK)
	if got := countOf(page); got != "W+27.5" || !strings.Contains(webtest.Text(page), "Dead stones marked by the director") {
		t.Errorf("the toggle was not stored: %s", got)
	}
	rec, err := s.DB.LatestGameRecord(context.Background(), id, 1, 1)
	if err != nil || rec.Score != "W+27.5" || !strings.Contains(rec.Details, `"dead":[]`) {
		t.Errorf("stored record: %+v %v", rec, err)
	}
	s.Post(s.Director, board+"/toggle", token, url.Values{"point": {"b5"}})
	if _, page = s.Get(s.Anon, board, http.StatusOK); countOf(page) != "B+9.5" {
		t.Errorf("toggling again: %s", countOf(page))
	}
	_, sgf := s.Get(s.Anon, board+".sgf", http.StatusOK)
	if !strings.Contains(sgf, "TB[") || !strings.Contains(sgf, "[be]") || strings.Contains(sgf, "TW[aa]") {
		t.Errorf("SGF with the count: %s", sgf)
	}

	if resp, _ := s.Post(s.Director, board+"/toggle", token, url.Values{"point": {"A1"}}); resp.StatusCode != http.StatusBadRequest {
		t.Errorf("toggling an empty point: %d", resp.StatusCode)
	}
}

func TestBoardResultDecision(t *testing.T) {
	webtest.Parallel(t)
	s := newPageSite(t)
	id, board := webtest.BoardGame(s.PageSite, "japanese", 1, tournament.WhiteWins)
	token := s.CSRF(s.Director, board)
	s.Upload(s.Director, board, token, []byte(webtest.HandPosition()))
	_, page := s.Get(s.Director, board, http.StatusOK)
	if !strings.Contains(page, `<span class="badge bad">differs from the reported result 1-0</span>`) {
		t.Fatalf("no mismatch badge: %s", webtest.Text(page))
	}
	s.Post(s.Director, board+"/result", token, url.Values{"decision": {"keep"}})
	_, page = s.Get(s.Director, board, http.StatusOK)
	if strings.Contains(page, "badge bad") || !strings.Contains(page, "reported result 1-0 kept over the count") {
		t.Errorf("after keep: %s", webtest.Text(page))
	}
	resp, _ := s.Post(s.Director, board+"/result", token, url.Values{"decision": {"computed"}})
	if resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("set computed: %d", resp.StatusCode)
	}
	games, _, err := s.DB.Round(context.Background(), id, 1)
	if err != nil || games[0].Result != tournament.BlackWins {
		t.Errorf("result after the decision: %v %v", games, err)
	}
}

func TestBoardMalformedSGF(t *testing.T) {
	webtest.Parallel(t)
	s := newPageSite(t)
	id, board := webtest.BoardGame(s.PageSite, "japanese", 13, tournament.Unknown)
	token := s.CSRF(s.Director, board)
	for _, tc := range []struct{ data, msg string }{
		{"(;GM[1]SZ[19];B[dd", "not a valid SGF file"},
		{"hello", "not a valid SGF file"},
		{"(;GM[1]SZ[abc];B[dd])", "cannot replay the game"},
	} {
		resp, body := s.Upload(s.Director, board, token, []byte(tc.data))
		if resp.StatusCode != http.StatusBadRequest || !strings.Contains(webtest.Text(body), tc.msg) {
			t.Errorf("%q: %d %s", tc.data, resp.StatusCode, webtest.Text(body))
		}
	}
	if _, err := s.DB.LatestGameRecord(context.Background(), id, 1, 1); store.ErrorCode(err) != store.ENOTFOUND {
		t.Errorf("a refused upload stored a record: %v", err)
	}
	big := bytes.Repeat([]byte("x"), app.MaxBody+10)
	if resp, _ := s.Upload(s.Director, board, token, big); resp.StatusCode != http.StatusRequestEntityTooLarge {
		t.Errorf("oversized upload: %d", resp.StatusCode)
	}
}

func TestBoardAnonymousRefused(t *testing.T) {
	webtest.Parallel(t)
	s := newPageSite(t)
	id, board := webtest.BoardGame(s.PageSite, "japanese", 13, tournament.Unknown)
	s.Get(s.Anon, board, http.StatusNotFound)
	token := s.CookieToken(s.Anon, "/tournaments/"+fmt.Sprint(id)+"/rounds/1")
	stones := strings.Repeat(".", 361)
	for _, path := range []string{"/toggle", "/edit", "/position", "/result"} {
		resp, _ := s.Post(s.Anon, board+path, token, url.Values{"point": {"D4"}, "stones": {stones}, "tool": {"black"}, "decision": {"computed"}})
		if resp.StatusCode != http.StatusUnauthorized {
			t.Errorf("anonymous POST %s: %d", path, resp.StatusCode)
		}
	}
	if resp, _ := s.Upload(s.Anon, board, token, []byte(webtest.HandPosition())); resp.StatusCode != http.StatusUnauthorized {
		t.Errorf("anonymous upload: %d", resp.StatusCode)
	}
	if _, err := s.DB.LatestGameRecord(context.Background(), id, 1, 1); store.ErrorCode(err) != store.ENOTFOUND {
		t.Errorf("an anonymous request stored a record: %v", err)
	}
}

// The director types a position in: each click comes back as the editor with the stone,
// and "score this position" stores it as a record without moves.
func TestBoardEnterPosition(t *testing.T) {
	webtest.Parallel(t)
	s := newPageSite(t)
	_, board := webtest.BoardGameSized(s.PageSite, 19, "chinese", 15, tournament.Unknown)
	token := s.CSRF(s.Director, board)
	stones := strings.Repeat(".", 361)
	resp, frag := s.Post(s.Director, board+"/edit", token, url.Values{"stones": {stones}, "tool": {"black"}, "point": {"D4"}}, "HX-Request", "true")
	if resp.StatusCode != http.StatusOK || !strings.Contains(frag, `id="editor"`) || strings.Contains(frag, "<html") {
		t.Fatalf("edit: %d %.300s", resp.StatusCode, frag)
	}
	// D4 is column 3, row 15 from the top: index 15*19+3.
	want := []byte(stones)
	want[15*19+3] = 'b'
	if !strings.Contains(frag, `name="stones" value="`+string(want)+`"`) {
		t.Fatal("the editor did not place the stone on D4")
	}
	if resp, _ := s.Post(s.Director, board+"/edit", token, url.Values{"stones": {"bad"}, "tool": {"black"}, "point": {"D4"}}); resp.StatusCode != http.StatusBadRequest {
		t.Errorf("a malformed position: %d", resp.StatusCode)
	}
	if resp, _ := s.Post(s.Director, board+"/position", token, url.Values{"stones": {string(want)}}); resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("save position: %d", resp.StatusCode)
	}
	// One black stone owns the whole board under area counting: 361 points against komi 7.5.
	if _, page := s.Get(s.Anon, board, http.StatusOK); countOf(page) != "B+353.5" {
		t.Errorf("count of the entered position: %s: %s", countOf(page), webtest.Text(page))
	}
}
