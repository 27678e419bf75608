package public_test

import (
	"fmt"
	"net/http"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// The printed check-in list has every registered player in the page language's alphabetical
// order with name, rank, club, country and two boxes (paid, arrived), the print layout's
// tournament and "page n / N" in the margins, in all six languages, and the director's
// overview links to it.
func TestPrintedCheckInList(t *testing.T) {
	webtest.Parallel(t)
	s := newPageSite(t)
	id := s.NewTournament("Přihlášky u stolu", 3)
	for _, p := range []tournament.Player{
		{Name: "Horák", FirstName: "Petr", Rank: rank.Kyu(2), Club: "Brno", Country: "CZ"},
		{Name: "Chalupa", FirstName: "Jan", Rank: rank.Dan(1), Club: "Čáslav", Country: "CZ"},
		{Name: "Äijälä", FirstName: "Aino", Rank: rank.Kyu(2), Club: "Helsinki", Country: "FI"},
		{Name: "Zeman", FirstName: "Jiří", Rank: rank.Kyu(5), Club: "Cheb", Country: "CZ", Status: tournament.Preliminary},
		{Name: "Černý", FirstName: "Tomáš", Rank: rank.Kyu(10), Country: "SK"},
	} {
		if _, err := s.DB.AddPlayerWithDetails(t.Context(), id, p, tournament.PlayerDetails{}); err != nil {
			t.Fatal(err)
		}
	}
	base := fmt.Sprintf("/director/tournaments/%d", id)
	_, overview := s.Get(s.Director, base, http.StatusOK)
	if !strings.Contains(overview, `href="`+base+`/print/checkin"`) {
		t.Error("the overview's print links lack the check-in list")
	}
	row := regexp.MustCompile(`(?s)<tr><td class="num">(\d+)</td><td><strong>([^<]*)</strong>.*?</tr>`)
	titles := map[string]string{"en": "Check-in list", "cs": "Prezenční listina", "sk": "Prezenčná listina",
		"fi": "Ilmoittautumislista", "de": "Anmeldeliste vor Ort", "fr": "Liste d’accueil"}
	// Worked by hand: Czech puts Č after C and Ch after H, Finnish Ä after Z; English, German
	// and French take Ä for an A.
	czech := []string{"Äijälä Aino", "Černý Tomáš", "Horák Petr", "Chalupa Jan", "Zeman Jiří"}
	finnish := []string{"Černý Tomáš", "Chalupa Jan", "Horák Petr", "Zeman Jiří", "Äijälä Aino"}
	other := []string{"Äijälä Aino", "Černý Tomáš", "Chalupa Jan", "Horák Petr", "Zeman Jiří"}
	for lang, want := range map[string][]string{"en": other, "cs": czech, "sk": czech, "fi": finnish, "de": other, "fr": other} {
		_, page := s.Get(s.Director, base+"/print/checkin", http.StatusOK, "Accept-Language", lang)
		var names []string
		for i, m := range row.FindAllStringSubmatch(page, -1) {
			if m[1] != fmt.Sprint(i+1) {
				t.Errorf("%s: line %d numbered %s", lang, i+1, m[1])
			}
			names = append(names, webtest.Plain(m[2]))
			if got := strings.Count(m[0], `<span class="box"`); got != 2 {
				t.Errorf("%s: %s has %d boxes, want 2 (paid, arrived)", lang, m[2], got)
			}
		}
		if !slices.Equal(names, want) {
			t.Errorf("%s: check-in list %q, want %q", lang, names, want)
		}
		p := webtest.Plain(page)
		if !strings.Contains(p, titles[lang]) {
			t.Errorf("%s: no title %q", lang, titles[lang])
		}
		for _, w := range []string{"Helsinki", "Čáslav", "1d", "10k", "FI"} {
			if !strings.Contains(p, w) {
				t.Errorf("%s: the list lacks %q", lang, w)
			}
		}
		for _, rule := range []string{`@top-left { content: "Přihlášky u stolu";`, `@top-right { content: "` + titles[lang] + `";`, `@bottom-right { content: counter(page) " / " counter(pages);`} {
			if !strings.Contains(html2text(page), rule) {
				t.Errorf("%s: the page margins lack %s", lang, rule)
			}
		}
	}
	// Not for anyone else.
	s.Get(s.Anon, base+"/print/checkin", http.StatusSeeOther)
}

// html2text reads the character references of a page's source, as the browser reads its style.
func html2text(s string) string {
	return strings.NewReplacer("&#39;", "'", "&rsquo;", "’").Replace(s)
}
