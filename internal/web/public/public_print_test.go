package public_test

import (
	"fmt"
	"net/http"
	"regexp"
	"testing"

	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// A result slip offers a jigo box only when the game's komi is a whole number: with a half
// point no draw is possible.
func TestPrintSlipsJigoBox(t *testing.T) {
	webtest.Parallel(t)
	s := newPageSite(t)
	id := s.NewTournament("Slip Cup", 1)
	var p []tournament.PlayerID
	for i := range 6 {
		p = append(p, s.AddPlayer(id, fmt.Sprintf("Player%d", i), "Test", rank.Kyu(5+i)))
	}
	s.SaveRound(id, 1, []tournament.Game{
		{Table: 1, White: p[0], Black: p[1], Komi: 13, KnownColor: true},             // 6.5
		{Table: 2, White: p[2], Black: p[3], Komi: 12, KnownColor: true},             // 6
		{Table: 3, White: p[4], Black: p[5], Handicap: 2, Komi: 1, KnownColor: true}, // 0.5
	}, 0)
	_, body := s.Get(s.Anon, fmt.Sprintf("/tournaments/%d/rounds/1/print/slips", id), http.StatusOK)
	slips := regexp.MustCompile(`(?s)<section class="slip">.*?</section>`).FindAllString(body, -1)
	if len(slips) != 3 {
		t.Fatalf("%d slips, want 3", len(slips))
	}
	for i, want := range []bool{false, true, false} {
		slip := webtest.Text(slips[i])
		if got := regexp.MustCompile(`\bjigo\b`).MatchString(slip); got != want {
			t.Errorf("slip %d (%s): jigo box %v, want %v", i+1, slip, got, want)
		}
	}
}
