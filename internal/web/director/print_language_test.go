package director_test

import (
	"fmt"
	"net/http"
	"regexp"
	"testing"

	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// TestNewTournamentPrintsInPageLanguage: a tournament created from Czech pages prints in
// Czech (the form offers it, and a form without the field takes it), one created from
// English pages in English; a language chosen on the form wins; the demo too.
func TestNewTournamentPrintsInPageLanguage(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	selected := regexp.MustCompile(`(?s)<select name="language"[^>]*>.*?<option value="(\w+)" selected>`)
	for _, lang := range []string{"cs", "sk", "fi", "de", "fr", "en"} {
		m := selected.FindStringSubmatch(s.DirGetIn(lang, "/director/tournaments/new"))
		if m == nil || m[1] != lang {
			t.Errorf("the form on %s pages offers %v", lang, m)
		}
	}
	create := func(lang, chosen string) string {
		v := webtest.SettingsValues("Jazyk " + lang + chosen)
		if chosen != "" {
			v.Set("language", chosen)
		}
		resp, body := s.DirPost("/director/tournaments", v, "Cookie", app.LangCookie+"="+lang)
		var id int
		if _, err := fmt.Sscanf(resp.Header.Get("Location"), "/director/tournaments/%d/players", &id); err != nil {
			t.Fatalf("create on %s pages: %d %s", lang, resp.StatusCode, body)
		}
		return s.DirLoad(id).Settings.Language
	}
	for _, c := range []struct{ page, chosen, want string }{
		{"cs", "", "cs"}, {"fi", "", "fi"}, {"en", "", "en"}, {"cs", "de", "de"},
	} {
		if got := create(c.page, c.chosen); got != c.want {
			t.Errorf("created on %s pages with %q chosen: prints in %s, want %s", c.page, c.chosen, got, c.want)
		}
	}
	resp, body := s.DirPost("/director/tournaments/demo", nil, "Cookie", app.LangCookie+"=sk")
	var id int
	if _, err := fmt.Sscanf(resp.Header.Get("Location"), "/director/tournaments/%d", &id); err != nil || resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("demo: %d %s", resp.StatusCode, body)
	}
	if got := s.DirLoad(id).Settings.Language; got != "sk" {
		t.Errorf("demo from Slovak pages prints in %s", got)
	}
}
