package web

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/web/app"
)

// The messages built by the server's code (after an action, on the "why?" page, the
// scored board, the Overview) speak the page's language: Czech with the switch on CS,
// English as before without it.

// TestResultEntryMessagesInCzech: the results desk says which table got which result, the
// result it replaced and the refusal that stopped it, in Czech; in English as before.
func TestResultEntryMessagesInCzech(t *testing.T) {
	s := newTestServer(t)
	id := s.dirCreate("Jazyky")
	s.registerSix(id)
	base := fmt.Sprintf("/director/tournaments/%d", id)
	s.dirPost(base+"/rounds/1/pair", url.Values{"all": {"1"}})
	tn := s.dirLoad(id)
	names := func(table int) string {
		for _, g := range tn.RoundGames(1) {
			if g.Table == table {
				return tn.Player(g.White).FullName() + " – " + tn.Player(g.Black).FullName()
			}
		}
		t.Fatalf("no table %d", table)
		return ""
	}
	results := base + "/rounds/1/results"
	cs := []string{"Cookie", app.LangCookie + "=cs"}

	// English: the flash after a form as it always was.
	resp, body := s.dirPost(results, url.Values{"entry": {"2b"}})
	if page := s.dirSeeOther(resp, body, results); !strings.Contains(page, "Table 2: "+names(2)+" 0-1.") {
		t.Errorf("English flash lacks %q: %s", "Table 2: "+names(2)+" 0-1.", page)
	}
	// Czech: the table, the result replaced, and the refusal after it.
	resp, body = s.dirPost(results, url.Values{"entry": {"2w 7w"}}, append(cs, "HX-Request", "true")...)
	want := "Stůl 2: " + names(2) + " 1-0 (dříve 0-1) · ale: v 1. kole není u stolu 7 žádná partie"
	if resp.StatusCode != http.StatusUnprocessableEntity || !strings.Contains(body, want) {
		t.Errorf("Czech answer lacks %q: %d %s", want, resp.StatusCode, body)
	}
	// Czech flash after a form without HTMX: set in Czech, shown on the next page.
	resp, body = s.dirPost(results, url.Values{"entry": {"1b"}}, cs...)
	if resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("entry: %d %s", resp.StatusCode, body)
	}
	if page := s.dirGetIn("cs", results); !strings.Contains(page, "Stůl 1: "+names(1)+" 0-1.") {
		t.Errorf("Czech flash lacks %q: %s", "Stůl 1: "+names(1)+" 0-1.", page)
	}
}

// TestWhyDiffInCzech: on the "why?" page the comparison with the other opponents names its
// terms in Czech. Round 1 pairs the two 3d players at table 1; any other opponent for them
// is a 5k or a 15k, whose McMahon score is further away: the close-scores term loses.
func TestWhyDiffInCzech(t *testing.T) {
	s := newTestServer(t)
	id := s.dirCreate("Proč")
	s.registerSix(id)
	base := fmt.Sprintf("/director/tournaments/%d", id)
	s.dirPost(base+"/rounds/1/pair", url.Values{"all": {"1"}})
	why := base + "/rounds/1/games/1/why"
	en, cs := s.dirGet(why), s.dirGetIn("cs", why)
	if !strings.Contains(en, "against the game chosen: close scores −") {
		t.Errorf("English why page lacks the close scores term: %s", en)
	}
	if !strings.Contains(cs, "oproti zvolené partii: blízké skóre −") || strings.Contains(cs, "close scores") {
		t.Errorf("Czech why page lacks the close scores term in Czech: %s", cs)
	}
}
