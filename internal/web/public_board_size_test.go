package web

import (
	"context"
	"net/http"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// A 9x9 game uploaded for a 19x19 tournament is refused on the board page, naming both
// sizes, and nothing is stored.
func TestBoardUploadWrongSize(t *testing.T) {
	s := newPageSite(t)
	id, board := boardGameSized(s, 19, "japanese", 13, tournament.Unknown)
	token := s.csrf(s.director, board)
	resp, body := s.upload(s.director, board, token, []byte(handPosition()))
	if resp.StatusCode != http.StatusBadRequest || !strings.Contains(text(body), "9x9") || !strings.Contains(text(body), "19x19") {
		t.Fatalf("9x9 upload to a 19x19 tournament: %d %s", resp.StatusCode, text(body))
	}
	if _, err := s.db.LatestGameRecord(context.Background(), id, 1, 1); store.ErrorCode(err) != store.ENOTFOUND {
		t.Errorf("a refused upload stored a record: %v", err)
	}
}
