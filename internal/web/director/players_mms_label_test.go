package director_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// The players list says "MMS after R1" only once round 1 has all its results: while it is
// only paired, its scores are those before it.
func TestPlayersMMSAfterCompleteRound(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id, _ := s.CreateTournament("Labels", 4)
	base := fmt.Sprintf("/api/tournaments/%d/rounds/1", id)
	s.Expect(s.Director, "POST", base+"/pairing", nil, http.StatusCreated, nil)
	page := func() string {
		_, body := s.Do(s.Director, "GET", fmt.Sprintf("/director/tournaments/%d/players", id), nil)
		return string(body)
	}
	if p := page(); strings.Contains(p, "MMS after R1") || !strings.Contains(p, ">MMS</a></th>") {
		t.Errorf("round 1 only paired: the header says it is played")
	}
	s.Expect(s.Director, "PUT", base+"/games/1/result", map[string]string{"result": "w"}, http.StatusOK, nil)
	if p := page(); strings.Contains(p, "MMS after R1") {
		t.Errorf("round 1 with one result of two: the header says it is played")
	}
	s.Expect(s.Director, "PUT", base+"/games/2/result", map[string]string{"result": "b"}, http.StatusOK, nil)
	if p := page(); !strings.Contains(p, "MMS after R1") {
		t.Errorf("round 1 complete: no \"MMS after R1\"")
	}
}
