package public_test

import (
	"fmt"
	"net/http"
	"testing"

	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// Once a game has a record, the board size stays: the record could no longer be scored, nor
// the tournament's backup restored. Before any record, it may change.
func TestBoardSizeKeptOnceRecorded(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id, _ := s.CreateTournament("Boards", 4)
	settings := fmt.Sprintf("/api/tournaments/%d", id)
	s.Expect(s.Director, "PUT", settings, map[string]any{"board_size": 13}, http.StatusOK, nil)
	s.Expect(s.Director, "PUT", settings, map[string]any{"board_size": 19}, http.StatusOK, nil)
	s.Expect(s.Director, "POST", settings+"/rounds/1/pairing", nil, http.StatusCreated, nil)
	s.Expect(s.Director, "POST", settings+"/rounds/1/games/1/sgf", "(;GM[1]FF[4]SZ[19]KM[6.5];B[dd];W[pp];B[];W[])", http.StatusOK, nil)
	s.ExpectError(s.Director, "PUT", settings, map[string]any{"board_size": 13}, http.StatusConflict, "board_size")
	var got struct {
		BoardSize int `json:"board_size"`
	}
	s.Expect(s.Director, "GET", settings, nil, http.StatusOK, &got)
	if got.BoardSize != 19 {
		t.Fatalf("board size %d after the refusal, want 19", got.BoardSize)
	}
	// The other settings still change.
	s.Expect(s.Director, "PUT", settings, map[string]any{"name": "Boards renamed"}, http.StatusOK, nil)
	// The backup of the tournament restores.
	resp, body := s.Do(s.Director, "GET", fmt.Sprintf("/director/tournaments/%d/export/hoshi.json", id), nil)
	if resp.StatusCode != http.StatusOK || len(body) == 0 {
		t.Fatalf("backup: %d", resp.StatusCode)
	}
}
