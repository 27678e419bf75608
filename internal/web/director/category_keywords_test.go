package director_test

import (
	"context"
	"fmt"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// TestCategoryKeywordsInEveryLanguage: the kinds of categories may be typed in Czech,
// Slovak, Finnish, German or French (case and accents ignored), English still working; the
// form shows them again in the page's language.
func TestCategoryKeywordsInEveryLanguage(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id := s.DirCreate("Kategorie")
	dir := fmt.Sprintf("/director/tournaments/%d/prizes", id)
	tok, _ := s.SignupCSRF(s.Director, dir)
	s.PostForm(s.Director, dir, tok, url.Values{"prizes": {"1st"}, "categories": {strings.Join([]string{
		"dan: třídy 9d-1d",            // cs
		"juniors: JUNIORI 2008-01-01", // sk, upper case
		"naiset: naiset",              // fi
		"Deutsche: Land DE",           // de
		"Lyon: club Lyon",             // fr (and en)
		"invités: liste 1 2",          // fr
		"Damen: Damen",                // de
		"kyu: ranks 1k-30k",           // en
		"ženy: zeny",                  // cs without accents
	}, "\n")}})
	cats, _, err := s.DB.Awards(context.Background(), store.TournamentID(id))
	if err != nil {
		t.Fatal(err)
	}
	want := []tournament.Category{
		{Name: "dan", Kind: tournament.CategoryRanks, Strongest: rank.Dan(9), Weakest: rank.Dan(1)},
		{Name: "juniors", Kind: tournament.CategoryJunior, BornFrom: time.Date(2008, 1, 1, 0, 0, 0, 0, time.UTC)},
		{Name: "naiset", Kind: tournament.CategoryWomen},
		{Name: "Deutsche", Kind: tournament.CategoryCountry, Value: "DE"},
		{Name: "Lyon", Kind: tournament.CategoryClub, Value: "Lyon"},
		{Name: "invités", Kind: tournament.CategoryLabel, Players: []tournament.PlayerID{1, 2}},
		{Name: "Damen", Kind: tournament.CategoryWomen},
		{Name: "kyu", Kind: tournament.CategoryRanks, Strongest: rank.Kyu(1), Weakest: rank.Kyu(30)},
		{Name: "ženy", Kind: tournament.CategoryWomen},
	}
	if len(cats) != len(want) {
		t.Fatalf("stored %d categories %+v, want %d", len(cats), cats, len(want))
	}
	for i := range want {
		g, w := cats[i], want[i]
		if g.Name != w.Name || g.Kind != w.Kind || g.Strongest != w.Strongest || g.Weakest != w.Weakest ||
			!g.BornFrom.Equal(w.BornFrom) || g.Value != w.Value || fmt.Sprint(g.Players) != fmt.Sprint(w.Players) {
			t.Errorf("category %d: %+v, want %+v", i+1, g, w)
		}
	}
	_, cs := s.Do(s.Director, "GET", dir, nil, "Cookie", app.LangCookie+"=cs")
	for _, line := range []string{"dan: třídy 9d-1d", "juniors: junioři 2008-01-01", "naiset: ženy", "Deutsche: země DE",
		"Lyon: klub Lyon", "invités: seznam 1 2"} {
		if !strings.Contains(string(cs), line) {
			t.Errorf("the Czech form lacks %q", line)
		}
	}
	_, en := s.Do(s.Director, "GET", dir, nil, "Cookie", app.LangCookie+"=en")
	for _, line := range []string{"dan: ranks 9d-1d", "juniors: junior 2008-01-01", "naiset: women", "Deutsche: country DE",
		"Lyon: club Lyon", "invités: label 1 2"} {
		if !strings.Contains(string(en), line) {
			t.Errorf("the English form lacks %q", line)
		}
	}
}
