package public_test

import (
	"context"
	"fmt"
	"html"
	"net/http"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// TestPlayersWordsAgreeWithTheWomanMark: on a player's page and the results desk, the Czech
// and Slovak words about one player agree with her woman mark: her buttons say "Vyhrála jsem"
// ("Vyhrala som"), the desk reads her report as "vyhrála"; a player without the mark keeps
// the form that fits either ("Vyhrál(a) jsem", "vyhrál(a)").
func TestPlayersWordsAgreeWithTheWomanMark(t *testing.T) {
	webtest.Parallel(t)
	for _, c := range []struct{ lang, herButton, hisButton, herSays, hisSays string }{
		{"cs", "Vyhrála jsem", "Vyhrál(a) jsem", "vyhrála", "vyhrál(a)"},
		{"sk", "Vyhrala som", "Vyhral(a) som", "vyhrala", "vyhral(a)"},
	} {
		t.Run(c.lang, func(t *testing.T) {
			s := newTestServer(t)
			id, links, players := webtest.ReportRound(t, s.Server, "confirm")
			// White of table 1 is a woman, Black is not.
			her, him := players[0][0], players[0][1]
			if err := s.DB.SetPlayerDetails(context.Background(), store.TournamentID(id),
				map[tournament.PlayerID]tournament.PlayerDetails{tournament.PlayerID(her): {Woman: true}}); err != nil {
				t.Fatal(err)
			}
			_, body := s.Do(s.Anon, "GET", links[0][0], nil, "Accept-Language", c.lang)
			if page := html.UnescapeString(string(body)); !strings.Contains(page, c.herButton) || strings.Contains(page, c.hisButton) {
				t.Errorf("her page: want %q, not %q", c.herButton, c.hisButton)
			}
			_, body = s.Do(s.Anon, "GET", links[0][1], nil, "Accept-Language", c.lang)
			if page := html.UnescapeString(string(body)); !strings.Contains(page, c.hisButton) {
				t.Errorf("his page: want %q", c.hisButton)
			}
			// Both say they won: the desk sees the conflict, each report in its words.
			s.Report(links[0][0], "won", http.StatusOK)
			s.Report(links[0][1], "won", http.StatusOK)
			_, body = s.Do(s.Director, "GET", fmt.Sprintf("/director/tournaments/%d/rounds/1/results", id), nil, "Accept-Language", c.lang)
			page := html.UnescapeString(string(body))
			herName, hisName := s.nameOf(id, her), s.nameOf(id, him)
			for _, want := range []string{herName + " (", "): " + c.herSays + ";", hisName + " (", "): " + c.hisSays + "."} {
				if !strings.Contains(page, want) {
					t.Errorf("the desk's page lacks %q", want)
				}
			}
		})
	}
}

// nameOf is player pid's name as the pages write it, family name first.
func (s *testServer) nameOf(id, pid int) string {
	s.T.Helper()
	for _, p := range s.APIPlayers(id) {
		if int(p.ID) == pid {
			return p.Name + " " + p.FirstName
		}
	}
	s.T.Fatalf("no player %d", pid)
	return ""
}
