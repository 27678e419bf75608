package public_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// The public overview counts the confirmed players as players, and says apart how many
// registrations wait for the director's confirmation.
func TestOverviewCountsConfirmedPlayers(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id, _ := s.CreateTournament("Counted", 3)
	for _, name := range []string{"Early", "Later"} {
		s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/players", id),
			map[string]any{"name": name, "rank": "5k", "status": "preliminary"}, http.StatusCreated, nil)
	}
	_, body := s.Do(s.Anon, "GET", fmt.Sprintf("/tournaments/%d", id), nil)
	if page := string(body); !strings.Contains(page, "<dd>3 <span class=\"muted\">(and 2 registrations not confirmed yet)</span></dd>") {
		t.Errorf("overview:\n%s", page)
	}
	_, body = s.Do(s.Anon, "GET", fmt.Sprintf("/tournaments/%d", id), nil, "Accept-Language", "cs")
	if page := string(body); !strings.Contains(page, "<dd>3 <span class=\"muted\">(a 2 přihlášky zatím nepotvrzené)</span></dd>") {
		t.Errorf("Czech overview:\n%s", page)
	}
}
