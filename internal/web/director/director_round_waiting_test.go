package director_test

import (
	"fmt"
	"html"
	"net/http"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// The round page names the players still waiting to be paired (present, with neither a game
// nor the bye), and the "make a game" pickers offer only them and the player with the bye, in
// the page language's alphabetical order: in Czech "Č" after "C" and "Ch" after "H".
func TestRoundNamesWaitingPlayers(t *testing.T) {
	webtest.Parallel(t)
	s := newPageSite(t)
	id := s.NewTournament("Čekárna", 3)
	add := func(name string) tournament.PlayerID { return s.AddPlayer(id, name, "Jan", rank.Kyu(5)) }
	horak, chalupa, cerny, cibulka := add("Horák"), add("Chalupa"), add("Černý"), add("Cibulka")
	adam, dvorak, zeman, bilek := add("Adam"), add("Dvořák"), add("Zeman"), add("Bílek")
	if _, err := s.DB.AddPlayerWithDetails(t.Context(), id, tournament.Player{Name: "Absentní", FirstName: "Jan", Rank: rank.Kyu(5), Absent: []int{1}}, tournament.PlayerDetails{}); err != nil {
		t.Fatal(err)
	}
	// Zeman and Adam play, Bílek has the bye; Absentní does not play round 1.
	s.SaveRound(id, 1, []tournament.Game{{White: zeman, Black: adam}}, bilek)

	_, page := s.Get(s.Director, fmt.Sprintf("/director/tournaments/%d/rounds/1", id), http.StatusOK, "Accept-Language", "cs")
	// Worked by hand from the Czech alphabet (a b c č d e f g h ch i ... z).
	want := []string{"Cibulka Jan (5k)", "Černý Jan (5k)", "Dvořák Jan (5k)", "Horák Jan (5k)", "Chalupa Jan (5k)"}
	m := regexp.MustCompile(`(?s)<p id="waiting">(.*?)</p>`).FindStringSubmatch(page)
	if m == nil {
		t.Fatalf("the round page names no waiting players:\n%s", webtest.Text(page))
	}
	if got := webtest.Plain(m[1]); !strings.HasPrefix(got, "5 hráčů čeká na los:") {
		t.Errorf("waiting line %q, want it to start with the Czech count", got)
	}
	if got := spans(m[1], "waiting"); !slices.Equal(got, want) {
		t.Errorf("waiting players %q, want %q", got, want)
	}
	// The pickers also offer the player with the bye, the opponent of a latecomer.
	picks := append([]string{"Bílek Jan (5k) · Volno"}, want...)
	for _, sel := range []string{"fix-a", "fix-b"} {
		if got := options(page, sel); !slices.Equal(got, picks) {
			t.Errorf("picker %s offers %q, want only the waiting players and the bye %q", sel, got, picks)
		}
	}
	if !strings.Contains(page, `class="pick-search"`) {
		t.Error("the pickers have no search box")
	}

	// Once all are paired, nobody waits and no picker is offered.
	s.SaveRound(id, 1, []tournament.Game{{White: zeman, Black: adam}, {White: horak, Black: chalupa}, {White: cerny, Black: cibulka}, {White: dvorak, Black: bilek}}, 0)
	_, page = s.Get(s.Director, fmt.Sprintf("/director/tournaments/%d/rounds/1", id), http.StatusOK, "Accept-Language", "cs")
	if strings.Contains(page, `id="waiting"`) || strings.Contains(page, `id="fix-a"`) {
		t.Errorf("a fully paired round still lists waiting players or pickers:\n%s", webtest.Text(page))
	}
	if !strings.Contains(page, `id="make-game-none"`) {
		t.Error("a fully paired round does not say why no game can be made")
	}
}

// spans are the texts of the spans of class cl in s, unescaped.
func spans(s, cl string) []string {
	var out []string
	for _, m := range regexp.MustCompile(`<span class="`+cl+`">(.*?)</span>`).FindAllStringSubmatch(s, -1) {
		out = append(out, html.UnescapeString(m[1]))
	}
	return out
}

// options are the texts of the options of the select with the given id.
func options(page, id string) []string {
	m := regexp.MustCompile(`(?s)<select[^>]*id="` + id + `"[^>]*>(.*?)</select>`).FindStringSubmatch(page)
	if m == nil {
		return nil
	}
	var out []string
	for _, o := range regexp.MustCompile(`<option[^>]*>(.*?)</option>`).FindAllStringSubmatch(m[1], -1) {
		out = append(out, html.UnescapeString(o[1]))
	}
	return out
}
