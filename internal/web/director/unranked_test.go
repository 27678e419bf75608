package director_test

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/web/api"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// TestUnrankedPlayerAPI: "unranked", "?", "NR" or no rank register at 20k marked unranked;
// the spellings of the players' languages are read; a rank given later declares it unless
// "unranked" is given too; a bad rank is refused with its text named.
func TestUnrankedPlayerAPI(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id, _ := s.CreateTournament("Unranked", 0)
	players := fmt.Sprintf("/api/tournaments/%d/players", id)
	for i, tc := range []struct {
		rank     any // nil: the field left out
		want     string
		unranked bool
	}{
		{"unranked", "20k", true}, {"?", "20k", true}, {"NR", "20k", true}, {"", "20k", true}, {nil, "20k", true},
		{"5 kjú", "5k", false}, {"3. dan", "3d", false}, {"1 profi", "1p", false}, {"20k", "20k", false},
	} {
		body := map[string]any{"name": fmt.Sprintf("Hráč%d", i)}
		if tc.rank != nil {
			body["rank"] = tc.rank
		}
		var got app.PlayerJSON
		s.Expect(s.Director, "POST", players, body, http.StatusCreated, &got)
		var stored app.PlayerJSON
		s.Expect(s.Anon, "GET", fmt.Sprintf("%s/%d", players, got.ID), nil, http.StatusOK, &stored)
		if stored.Rank != tc.want || stored.Unranked != tc.unranked {
			t.Errorf("rank %v: stored %q unranked %v, want %q unranked %v", tc.rank, stored.Rank, stored.Unranked, tc.want, tc.unranked)
		}
	}

	var p app.PlayerJSON
	s.Expect(s.Director, "POST", players, map[string]any{"name": "Virtanen", "rank": "NR"}, http.StatusCreated, &p)
	path := fmt.Sprintf("%s/%d", players, p.ID)
	s.Expect(s.Director, "PUT", path, map[string]any{"club": "Helsinki"}, http.StatusOK, &p)
	if !p.Unranked || p.Rank != "20k" {
		t.Fatalf("another field changed: %+v", p)
	}
	s.Expect(s.Director, "PUT", path, map[string]any{"rank": "15k", "unranked": true}, http.StatusOK, &p)
	if !p.Unranked || p.Rank != "15k" {
		t.Fatalf("a rank given with unranked true: %+v", p)
	}
	s.Expect(s.Director, "PUT", path, map[string]any{"rank": "12 kyu"}, http.StatusOK, &p)
	if p.Unranked || p.Rank != "12k" {
		t.Fatalf("a rank given alone is declared: %+v", p)
	}
	s.Expect(s.Director, "PUT", path, map[string]any{"rank": "?"}, http.StatusOK, &p)
	if !p.Unranked || p.Rank != "20k" {
		t.Fatalf("rank ? again: %+v", p)
	}

	for _, bad := range []string{"31 kyu", "10 dan", "5 kyus", "N/R"} {
		var e app.ErrorJSON
		s.Expect(s.Director, "POST", players, map[string]any{"name": "Bad", "rank": bad}, http.StatusBadRequest, &e)
		if e.Field != "rank" || !strings.Contains(e.Error, fmt.Sprintf("%q", bad)) {
			t.Errorf("rank %q: error %+v does not name it", bad, e)
		}
	}
}

// TestUnrankedOnLists: an unranked player shows "20k NR" on the director's list of players,
// the public standings and the printed pairing list and wall chart (the standings API has
// "unranked"); the form's box keeps him
// unranked while his rank stays, and a rank typed over it declares it.
func TestUnrankedOnLists(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id, _ := s.CreateTournament("Lists", 3)
	var p app.PlayerJSON
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/players", id),
		map[string]any{"name": "Nováková", "first_name": "Eva", "rank": "?"}, http.StatusCreated, &p)
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/rounds/1/pairing", id), nil, http.StatusCreated, nil)
	for _, path := range []string{
		fmt.Sprintf("/director/tournaments/%d/players", id),
		fmt.Sprintf("/tournaments/%d/standings", id),
		fmt.Sprintf("/tournaments/%d/rounds/1/print/alpha", id),
		fmt.Sprintf("/tournaments/%d/print/wallchart", id),
	} {
		page := s.DirGet(path)
		if !strings.Contains(page, "20k NR") {
			t.Errorf("%s does not mark the unranked player", path)
		}
		if strings.Contains(page, "1d NR") || strings.Contains(page, "2k NR") {
			t.Errorf("%s marks a ranked player", path)
		}
	}

	var st api.StandingsJSON
	s.Expect(s.Anon, "GET", fmt.Sprintf("/api/tournaments/%d/standings", id), nil, http.StatusOK, &st)
	for _, l := range st.Standings {
		if l.Unranked != (l.Player == p.ID) {
			t.Errorf("standings API: %s unranked %v", l.Name, l.Unranked)
		}
	}

	edit := fmt.Sprintf("/director/tournaments/%d/players/%d", id, p.ID)
	form := s.DirGet(edit)
	if !strings.Contains(form, `name="unranked" value="20k"`) {
		t.Fatalf("the form's box does not carry the rank shown: %s", form)
	}
	post := func(rankText, box string) app.PlayerJSON {
		t.Helper()
		v := url.Values{"name": {"Nováková"}, "first_name": {"Eva"}, "rank": {rankText}, "status": {"final"}}
		if box != "" {
			v.Set("unranked", box)
		}
		resp, body := s.DirPost(edit, v)
		if resp.StatusCode != http.StatusSeeOther {
			t.Fatalf("rank %q box %q: %d %s", rankText, box, resp.StatusCode, body)
		}
		var got app.PlayerJSON
		s.Expect(s.Anon, "GET", fmt.Sprintf("/api/tournaments/%d/players/%d", id, p.ID), nil, http.StatusOK, &got)
		return got
	}
	if got := post("20k", "20k"); !got.Unranked || got.Rank != "20k" {
		t.Errorf("saved as shown: %+v", got)
	}
	if got := post("14k", "20k"); got.Unranked || got.Rank != "14k" {
		t.Errorf("a rank typed over the box: %+v", got)
	}
	if got := post("14k", "on"); !got.Unranked || got.Rank != "14k" {
		t.Errorf("the box ticked for a ranked player: %+v", got)
	}
	if got := post("14k", ""); got.Unranked {
		t.Errorf("the box unticked: %+v", got)
	}
	if got := post("", ""); !got.Unranked || got.Rank != "20k" {
		t.Errorf("the rank emptied: %+v", got)
	}
}
