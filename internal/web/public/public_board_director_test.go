package public_test

import (
	"fmt"
	"net/http"
	"regexp"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// TestDirectorBoardPage: the director's board page leads back to the round; the count says
// whose stones were captured and removed; the position editor is open while there is no record
// and folded away once a game was uploaded.
func TestDirectorBoardPage(t *testing.T) {
	webtest.Parallel(t)
	s := newPageSite(t)
	id, board := webtest.BoardGame(s.PageSite, "japanese", 13, tournament.Unknown)
	round := fmt.Sprintf(`href="/director/tournaments/%d/rounds/1"`, id)

	_, page := s.Get(s.Director, board, http.StatusOK)
	if !strings.Contains(page, round) || !strings.Contains(page, fmt.Sprintf(`href="/director/tournaments/%d/rounds/1/results"`, id)) {
		t.Errorf("the director's board page does not lead back to round 1")
	}
	if !strings.Contains(page, `id="editor"`) || strings.Contains(page, `class="editor-folded"`) {
		t.Errorf("without a record the editor is not open")
	}

	// Black's wall on column E, White's on F. A white stone at B2 inside Black's side is dead;
	// Black plays H8 inside White's side and White takes it with H9 (H8's liberties H7, G8, J8
	// and H9; B2 is (b,h) in SGF, H8 (h,b)). So: one black stone captured (White's prisoner),
	// one white stone removed as dead (for Black), none the other way.
	rec := "(;GM[1]FF[4]SZ[9]KM[6.5]" +
		"AB[ea][eb][ec][ed][ee][ef][eg][eh][ei]AW[fa][fb][fc][fd][fe][ff][fg][fh][fi][bh][hc][gb][ib]" +
		";B[hb];W[ha])"
	token := s.CSRF(s.Director, board)
	if resp, body := s.Upload(s.Director, board, token, []byte(rec)); resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("upload: %d %s", resp.StatusCode, webtest.Text(body))
	}
	_, page = s.Get(s.Director, board, http.StatusOK)
	p := webtest.Plain(page)
	for _, want := range []string{
		"White stones captured (prisoners) 0 ",
		"Black stones captured (prisoners) 1 ",
		"White stones removed as dead 1 ",
		"Black stones removed as dead 0 ",
	} {
		if !strings.Contains(p, want) {
			t.Errorf("the count lacks %q: %s", want, p)
		}
	}
	// The numbers stand in the taker's column: Black's first, then White's.
	for label, cells := range map[string]string{
		"Black stones captured (prisoners)": `<td class="num"></td><td class="num">1</td>`,
		"White stones removed as dead":      `<td class="num">1</td><td class="num"></td>`,
	} {
		if !regexp.MustCompile(regexp.QuoteMeta("<td>" + label + "</td>" + cells)).MatchString(page) {
			t.Errorf("%s: not %s", label, cells)
		}
	}
	if !regexp.MustCompile(`(?s)<details class="editor-folded"><summary>[^<]*</summary>\s*<div id="editor"`).MatchString(page) {
		t.Errorf("after the upload the editor is not folded away")
	}
	if !strings.Contains(page, round) {
		t.Errorf("after the upload the page does not lead back to round 1")
	}
	// The players' page has neither the way to the director's round nor the editor.
	_, page = s.Get(s.Anon, board, http.StatusOK)
	if strings.Contains(page, round) || strings.Contains(page, `id="editor"`) {
		t.Errorf("the public board page shows the director's links or editor")
	}
}
