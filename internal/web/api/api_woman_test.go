package api_test

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// TestAPIWomanMark: the API's player carries the woman mark: given on POST, kept by a PUT
// that does not name it, changed by one that does, shown by the list and by one player's
// GET; a value that is not a boolean is 400 on "woman" and changes nothing. The women's
// prize then goes to her, and to nobody once the mark is taken away.
func TestAPIWomanMark(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	var tj struct{ ID int }
	s.Expect(s.Director, "POST", "/api/tournaments", map[string]any{"name": "Brno Open", "rounds": 1}, http.StatusCreated, &tj)
	id := tj.ID
	players := fmt.Sprintf("/api/tournaments/%d/players", id)
	var eva, jan app.PlayerJSON
	s.Expect(s.Director, "POST", players, map[string]any{"name": "Malá", "first_name": "Eva", "rank": "5k", "woman": true}, http.StatusCreated, &eva)
	s.Expect(s.Director, "POST", players, map[string]any{"name": "Malý", "first_name": "Jan", "rank": "3k"}, http.StatusCreated, &jan)
	if !eva.Woman || jan.Woman {
		t.Fatalf("the answers of POST: Eva woman %v, Jan woman %v", eva.Woman, jan.Woman)
	}
	women := func() map[string]bool {
		t.Helper()
		out := map[string]bool{}
		for _, p := range s.APIPlayers(id) {
			out[p.FirstName] = p.Woman
		}
		var one app.PlayerJSON
		s.Expect(s.Anon, "GET", fmt.Sprintf("%s/%d", players, eva.ID), nil, http.StatusOK, &one)
		if one.Woman != out["Eva"] {
			t.Errorf("GET of Eva says woman %v, the list %v", one.Woman, out["Eva"])
		}
		return out
	}
	if w := women(); !w["Eva"] || w["Jan"] {
		t.Fatalf("the list: %v", w)
	}
	// The raw JSON names the field.
	if _, body := s.Do(s.Anon, "GET", players, nil); !strings.Contains(string(body), `"woman":true`) || !strings.Contains(string(body), `"woman":false`) {
		t.Errorf("the list's JSON: %s", body)
	}
	// A PUT without "woman" keeps it.
	var got app.PlayerJSON
	s.Expect(s.Director, "PUT", fmt.Sprintf("%s/%d", players, eva.ID), map[string]any{"club": "Brno"}, http.StatusOK, &got)
	if !got.Woman || !women()["Eva"] {
		t.Fatalf("a PUT without woman dropped the mark: %+v", got)
	}
	// Not a boolean: 400 on woman, nothing changed.
	s.ExpectError(s.Director, "PUT", fmt.Sprintf("%s/%d", players, jan.ID), map[string]any{"woman": "yes"}, http.StatusBadRequest, "woman")
	if women()["Jan"] {
		t.Fatal("a refused PUT marked Jan")
	}

	// The women's prize: round 1 played, Eva is the only woman.
	dir := fmt.Sprintf("/director/tournaments/%d/prizes", id)
	tok, _ := s.SignupCSRF(s.Director, dir)
	s.PostForm(s.Director, dir, tok, url.Values{"categories": {"women: women"}, "prizes": {"1st\nBest woman: women"}})
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/rounds/1/pairing", id), nil, http.StatusCreated, nil)
	// Jan wins: he takes the first prize, and Eva, the only woman, the women's.
	r := tournament.BlackWins
	if g := s.GameAt(id, 1, 1); g.White == jan.ID {
		r = tournament.WhiteWins
	}
	if err := s.DB.SetResult(context.Background(), store.TournamentID(id), 1, 1, r, false, "test"); err != nil {
		t.Fatal(err)
	}
	prizes := fmt.Sprintf("/tournaments/%d/prizes", id)
	winners := func() string {
		t.Helper()
		_, page := s.Do(s.Anon, "GET", prizes, nil)
		return strings.Join(webtest.PrizeWinners(string(page)), ",")
	}
	if got, want := winners(), "1st=Malý Jan,Best woman=Malá Eva"; got != want {
		t.Fatalf("prizes: %s, want %s", got, want)
	}
	s.Expect(s.Director, "PUT", fmt.Sprintf("%s/%d", players, eva.ID), map[string]any{"woman": false}, http.StatusOK, &got)
	if got.Woman || women()["Eva"] {
		t.Fatalf("PUT woman false: %+v", got)
	}
	// Without her mark nobody is a woman: the prize finds nobody.
	if got, want := winners(), "1st=Malý Jan,Best woman=–"; got != want {
		t.Fatalf("prizes after taking the mark away: %s, want %s", got, want)
	}
}

// A refused change of a player that also sets the woman mark changes nothing, neither the
// player nor the mark (one transaction in the store): through the API a grade shogi does not
// have (20k), a rank that does not read, another player's name; through the director's form
// another player's name.
func TestRefusedPlayerChangeKeepsWomanMark(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	var tj struct{ ID int }
	s.Expect(s.Director, "POST", "/api/tournaments", map[string]any{"name": "Shogi open", "game": "shogi", "rounds": 1}, http.StatusCreated, &tj)
	players := fmt.Sprintf("/api/tournaments/%d/players", tj.ID)
	var eva, jan app.PlayerJSON
	s.Expect(s.Director, "POST", players, map[string]any{"name": "Malá", "first_name": "Eva", "rank": "5k"}, http.StatusCreated, &eva)
	s.Expect(s.Director, "POST", players, map[string]any{"name": "Malý", "first_name": "Jan", "rank": "3k"}, http.StatusCreated, &jan)
	janURL := fmt.Sprintf("%s/%d", players, jan.ID)
	unchanged := func(what string) {
		t.Helper()
		var got app.PlayerJSON
		s.Expect(s.Anon, "GET", janURL, nil, http.StatusOK, &got)
		if got.Woman || got.Rank != "3k" || got.Name != "Malý" || got.FirstName != "Jan" || got.Club != "" {
			t.Errorf("%s changed the player: %+v", what, got)
		}
	}
	for _, c := range []struct {
		body   map[string]any
		status int
		field  string
	}{
		{map[string]any{"rank": "20k", "club": "Brno", "woman": true}, http.StatusBadRequest, "rank"},
		{map[string]any{"rank": "strong", "club": "Brno", "woman": true}, http.StatusBadRequest, "rank"},
		{map[string]any{"name": "Malá", "first_name": "Eva", "club": "Brno", "woman": true}, http.StatusConflict, "name"},
	} {
		s.ExpectError(s.Director, "PUT", janURL, c.body, c.status, c.field)
		unchanged(fmt.Sprint(c.body))
	}
	edit := fmt.Sprintf("/director/tournaments/%d/players/%d", tj.ID, jan.ID)
	resp, _ := s.DirPost(edit, url.Values{"name": {"Malá"}, "first_name": {"Eva"}, "rank": {"3k"}, "club": {"Brno"}, "status": {"final"}, "woman": {"on"}})
	if resp.StatusCode < 400 {
		t.Errorf("the form with another player's name: %d", resp.StatusCode)
	}
	unchanged("the director's form")
	// Accepted, both are stored.
	var got app.PlayerJSON
	s.Expect(s.Director, "PUT", janURL, map[string]any{"first_name": "Jana", "club": "Brno", "woman": true}, http.StatusOK, &got)
	s.Expect(s.Anon, "GET", janURL, nil, http.StatusOK, &got)
	if !got.Woman || got.Club != "Brno" || got.FirstName != "Jana" {
		t.Errorf("the accepted change: %+v", got)
	}
}
