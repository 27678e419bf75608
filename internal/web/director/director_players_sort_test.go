package director_test

import (
	"fmt"
	"net/http"
	"net/url"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// listedNames are the names of the director's player list, in its order.
func listedNames(page string) []string {
	var out []string
	for _, m := range regexp.MustCompile(`<tr id="player-\d+"><td><a href="[^"]*">([^<]*)</a>`).FindAllStringSubmatch(page, -1) {
		out = append(out, webtest.Plain(m[1]))
	}
	return out
}

// The player list sorts by any column from the query (so that it works without script), in
// the page language's alphabetical order, stably (equal values in the order of the names), and
// the column heads link to the sorts, the current one the other way.
func TestPlayerListSorts(t *testing.T) {
	webtest.Parallel(t)
	s := newPageSite(t)
	id := s.NewTournament("Řazení", 3)
	for _, p := range []tournament.Player{
		{Name: "Horák", FirstName: "Petr", Rank: rank.Kyu(2), Club: "Brno", Country: "CZ", Rating: 1900},
		{Name: "Chalupa", FirstName: "Jan", Rank: rank.Dan(1), Club: "Čáslav", Country: "CZ", Rating: 2100},
		{Name: "Cibulka", FirstName: "Eva", Rank: rank.Kyu(2), Club: "", Country: "SK", Rating: 1950},
		{Name: "Černý", FirstName: "Tomáš", Rank: rank.Kyu(10), Club: "Cheb", Country: "CZ", Rating: 1200, Absent: []int{2}},
		{Name: "Äijälä", FirstName: "Aino", Rank: rank.Kyu(2), Club: "Helsinki", Country: "FI", Rating: 1880, Absent: []int{1, 3}},
		{Name: "Aho", FirstName: "Olli", Rank: rank.Dan(3), Club: "Brno", Country: "FI", Rating: 2300},
		{Name: "Zeman", FirstName: "Jiří", Rank: rank.Kyu(5), Club: "Cheb", Country: "CZ", Rating: 1600},
	} {
		if _, err := s.DB.AddPlayerWithDetails(t.Context(), id, p, tournament.PlayerDetails{}); err != nil {
			t.Fatal(err)
		}
	}
	base := fmt.Sprintf("/director/tournaments/%d/players", id)
	list := func(lang, query string) []string {
		t.Helper()
		_, page := s.Get(s.Director, base+query, http.StatusOK, "Accept-Language", lang)
		return listedNames(page)
	}
	// Each order worked by hand. Czech: a á b c č d ... h ch i ... z; Ä is an A with an accent.
	// Finnish: Ä comes after Z. Ranks strongest first; equal ranks (2k) in the order of names.
	for _, c := range []struct{ lang, query string }{
		{"cs", "?sort=name"}, {"fi", "?sort=name"}, {"cs", "?sort=-name"}, {"cs", "?sort=rank"}, {"fi", "?sort=rank"},
		{"cs", "?sort=-rank"}, {"cs", "?sort=club"}, {"cs", "?sort=country"}, {"cs", "?sort=rating"}, {"cs", "?sort=absent"},
		{"cs", ""}, {"cs", "?sort=nonsense"}, {"cs", "?sort=club&q=cheb"},
	} {
		want := map[string][]string{
			"cs?sort=name":  {"Aho Olli", "Äijälä Aino", "Cibulka Eva", "Černý Tomáš", "Horák Petr", "Chalupa Jan", "Zeman Jiří"},
			"fi?sort=name":  {"Aho Olli", "Černý Tomáš", "Chalupa Jan", "Cibulka Eva", "Horák Petr", "Zeman Jiří", "Äijälä Aino"},
			"cs?sort=-name": {"Zeman Jiří", "Chalupa Jan", "Horák Petr", "Černý Tomáš", "Cibulka Eva", "Äijälä Aino", "Aho Olli"},
			"cs?sort=rank":  {"Aho Olli", "Chalupa Jan", "Äijälä Aino", "Cibulka Eva", "Horák Petr", "Zeman Jiří", "Černý Tomáš"},
			"fi?sort=rank":  {"Aho Olli", "Chalupa Jan", "Cibulka Eva", "Horák Petr", "Äijälä Aino", "Zeman Jiří", "Černý Tomáš"},
			// The other way: weakest first, equal ranks still in the order of names.
			"cs?sort=-rank":   {"Černý Tomáš", "Zeman Jiří", "Äijälä Aino", "Cibulka Eva", "Horák Petr", "Chalupa Jan", "Aho Olli"},
			"cs?sort=club":    {"Aho Olli", "Horák Petr", "Chalupa Jan", "Äijälä Aino", "Černý Tomáš", "Zeman Jiří", "Cibulka Eva"},
			"cs?sort=country": {"Černý Tomáš", "Horák Petr", "Chalupa Jan", "Zeman Jiří", "Aho Olli", "Äijälä Aino", "Cibulka Eva"},
			"cs?sort=rating":  {"Aho Olli", "Chalupa Jan", "Cibulka Eva", "Horák Petr", "Äijälä Aino", "Zeman Jiří", "Černý Tomáš"},
			"cs?sort=absent":  {"Äijälä Aino", "Černý Tomáš", "Aho Olli", "Cibulka Eva", "Horák Petr", "Chalupa Jan", "Zeman Jiří"},
			// No sort, or one the list does not know: the order of registration.
			"cs":               {"Horák Petr", "Chalupa Jan", "Cibulka Eva", "Černý Tomáš", "Äijälä Aino", "Aho Olli", "Zeman Jiří"},
			"cs?sort=nonsense": {"Horák Petr", "Chalupa Jan", "Cibulka Eva", "Černý Tomáš", "Äijälä Aino", "Aho Olli", "Zeman Jiří"},
			// The search and the sort together.
			"cs?sort=club&q=cheb": {"Černý Tomáš", "Zeman Jiří"},
		}[c.lang+c.query]
		if got := list(c.lang, c.query); !slices.Equal(got, want) {
			t.Errorf("%s %s: %q, want %q", c.lang, c.query, got, want)
		}
	}
	_, page := s.Get(s.Director, base+"?sort=rank&q=a", http.StatusOK)
	for _, want := range []string{
		`<th aria-sort="ascending"><a class="sort" href="` + base + `?sort=-rank&amp;q=a">`,
		`<a class="sort" href="` + base + `?sort=name&amp;q=a">`,
		`<input type="hidden" name="sort" value="rank">`,
	} {
		if !strings.Contains(page, want) {
			t.Errorf("the sorted list lacks %s", want)
		}
	}
}

// presenceNames are the players of the presence grid, in its order.
func presenceNames(page string) []string {
	var out []string
	for _, m := range regexp.MustCompile(`<input type="hidden" name="shown" value="\d+">([^<]*)</td>`).FindAllStringSubmatch(page, -1) {
		out = append(out, webtest.Plain(m[1]))
	}
	return out
}

// The presence grid filters by a part of a name or club and by playing or not in a round;
// saving the filtered grid changes only the players it shows and comes back to it filtered.
func TestPresenceGridFilters(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id := s.DirCreate("Filtr")
	base := fmt.Sprintf("/director/tournaments/%d", id)
	for _, p := range []map[string]any{
		{"name": "Novák", "first_name": "Jan", "rank": "3k", "club": "Brno"},
		{"name": "Dvořák", "first_name": "Petr", "rank": "1d", "club": "Praha", "absent": []int{2}},
		{"name": "Svoboda", "first_name": "Eva", "rank": "5k", "club": "Brno", "absent": []int{2, 3}},
		{"name": "Brnovský", "first_name": "Karel", "rank": "10k", "club": "Ostrava"},
	} {
		s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/players", id), p, http.StatusCreated, nil)
	}
	for q, want := range map[string][]string{
		"":                           {"Novák Jan", "Dvořák Petr", "Svoboda Eva", "Brnovský Karel"},
		"?q=brno":                    {"Novák Jan", "Svoboda Eva", "Brnovský Karel"}, // club Brno, or Brno in the name
		"?q=dvorak":                  {"Dvořák Petr"},                                // accents ignored
		"?round=2&who=absent":        {"Dvořák Petr", "Svoboda Eva"},
		"?round=2&who=present":       {"Novák Jan", "Brnovský Karel"},
		"?round=3&who=absent&q=brno": {"Svoboda Eva"},
		"?round=9&who=absent":        {"Novák Jan", "Dvořák Petr", "Svoboda Eva", "Brnovský Karel"}, // no round 9: no filter
	} {
		if got := presenceNames(s.DirGet(base + "/presence" + q)); !slices.Equal(got, want) {
			t.Errorf("presence%s shows %q, want %q", q, got, want)
		}
	}
	page := s.DirGetIn("cs", base+"/presence?round=2&who=absent")
	if !strings.Contains(webtest.Plain(page), "Zobrazeni 2 hráči ze 4") && !strings.Contains(webtest.Plain(page), "Zobrazeni 2 hráči z 4") {
		t.Errorf("the filtered grid does not say how many it shows, in Czech: %s", webtest.Text(page))
	}
	// The filtered grid saved with every box ticked: Dvořák and Svoboda now play round 2;
	// the others, not shown, keep what they had.
	form := url.Values{}
	for _, m := range regexp.MustCompile(`name="(shown|rev)" value="(\d+)"`).FindAllStringSubmatch(page, -1) {
		form.Add(m[1], m[2])
	}
	for _, m := range regexp.MustCompile(`name="play" value="([^"]+)"`).FindAllStringSubmatch(page, -1) {
		form.Add("play", m[1])
	}
	resp, body := s.DirPost(base+"/presence?round=2&who=absent", form)
	s.DirSeeOther(resp, body, base+"/presence?round=2&who=absent")
	got := map[string]string{}
	for _, p := range s.DirLoad(id).Players {
		got[p.Name] = fmt.Sprint(p.Absent)
	}
	want := map[string]string{"Novák": "[]", "Dvořák": "[]", "Svoboda": "[]", "Brnovský": "[]"}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("after saving the filtered grid: %v, want %v", got, want)
	}
}
