package public_test

import (
	"context"
	"net/http"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// A 9x9 game uploaded for a 19x19 tournament is refused on the board page, naming both
// sizes, and nothing is stored.
func TestBoardUploadWrongSize(t *testing.T) {
	webtest.Parallel(t)
	s := newPageSite(t)
	id, board := webtest.BoardGameSized(s.PageSite, 19, "japanese", 13, tournament.Unknown)
	token := s.CSRF(s.Director, board)
	resp, body := s.Upload(s.Director, board, token, []byte(webtest.HandPosition()))
	if resp.StatusCode != http.StatusBadRequest || !strings.Contains(webtest.Text(body), "9x9") || !strings.Contains(webtest.Text(body), "19x19") {
		t.Fatalf("9x9 upload to a 19x19 tournament: %d %s", resp.StatusCode, webtest.Text(body))
	}
	if _, err := s.DB.LatestGameRecord(context.Background(), id, 1, 1); store.ErrorCode(err) != store.ENOTFOUND {
		t.Errorf("a refused upload stored a record: %v", err)
	}
}
