package director_test

import (
	"fmt"
	"html"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// TestMessagesAboutAWomanInCzechAndSlovak: the messages about a player agree with her woman
// mark, ticked on the registration form or on her page: "Dvořáková Kateřina (5k)
// přihlášena", the rounds already paired "počítají se jí" and "Chcete-li ji", a sign-up
// rejected "přihláška hráčky"; a player without the mark's read as before (no participle:
// "přihláška zapsána"; "mu", "ho", "hráče").
// The same in Slovak ("prihlásená", "jej", "ju", "hráčky").
func TestMessagesAboutAWomanInCzechAndSlovak(t *testing.T) {
	webtest.Parallel(t)
	for _, c := range []struct {
		lang                         string
		woman, man, late, manLate    string
		rejectConfirm, rejected, box string
	}{
		{"cs", "Dvořáková Kateřina (5k) přihlášena.", "Dvořák Petr (3k): přihláška zapsána.",
			"počítají se jí jako absence. Chcete-li ji do nich", "počítají se mu jako absence. Chcete-li ho do nich",
			"Odmítnout přihlášku hráčky Malá Eva?", "Přihláška hráčky Malá Eva odmítnuta.", "Žena"},
		{"sk", "Dvořáková Kateřina (5k) prihlásená.", "Dvořák Petr (3k): prihláška zapísaná.",
			"počítajú sa jej ako absencia. Ak ju do nich", "počítajú sa mu ako absencia. Ak ho do nich",
			"Odmietnuť prihlášku hráčky Malá Eva?", "Prihláška hráčky Malá Eva odmietnutá.", "Žena"},
	} {
		t.Run(c.lang, func(t *testing.T) {
			s := newTestServer(t)
			id, _ := s.CreateTournament("Velká cena Brna", 4)
			base := fmt.Sprintf("/director/tournaments/%d", id)
			s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/rounds/1/pairing", id), nil, http.StatusCreated, nil)
			cookie := []string{"Cookie", app.LangCookie + "=" + c.lang}
			register := func(name, first, rank string, woman bool) string {
				t.Helper()
				v := url.Values{"name": {name}, "first_name": {first}, "rank": {rank}}
				if woman {
					v.Set("woman", "on")
				}
				resp, body := s.DirPost(base+"/players", v, cookie...)
				if resp.StatusCode != http.StatusSeeOther {
					t.Fatalf("register %s: %d %s", name, resp.StatusCode, body)
				}
				return html.UnescapeString(s.DirGetIn(c.lang, resp.Header.Get("Location")))
			}
			if page := register("Dvořáková", "Kateřina", "5k", true); !strings.Contains(page, c.woman) || !strings.Contains(page, c.late) {
				t.Errorf("a woman registered: no %q and %q in %s", c.woman, c.late, page)
			}
			if page := register("Dvořák", "Petr", "3k", false); !strings.Contains(page, c.man) || !strings.Contains(page, c.manLate) {
				t.Errorf("a man registered: no %q and %q in %s", c.man, c.manLate, page)
			}
			// The mark is hers: ticked on her page and on Categories and prizes.
			kat := s.PlayerID(id, "Dvořáková")
			form := s.DirGetIn(c.lang, fmt.Sprintf("%s/players/%d", base, kat))
			if !strings.Contains(form, `name="woman" value="on" data-rank="" checked`) || !strings.Contains(form, c.box) {
				t.Errorf("her page does not show the woman mark ticked: %s", form)
			}
			if prizes := s.DirGet(base + "/prizes"); !strings.Contains(prizes, fmt.Sprintf(`name="woman-%d" value="on"`, kat)) ||
				!strings.Contains(prizes, fmt.Sprintf(`name="woman-%d" value="on" aria-label="Dvořáková Kateřina is a woman" checked`, kat)) {
				t.Errorf("the prizes page does not mark her: %s", prizes)
			}

			// A sign-up the director marks a woman on her page, then rejects.
			s.OpenRegistration(id, "")
			path := fmt.Sprintf("/tournaments/%d/register", id)
			tok, _ := s.SignupCSRF(s.Anon, path)
			if code, body := s.PostForm(s.Anon, path, tok, webtest.SignupForm("Malá", "Eva", "12k")); code != http.StatusOK {
				t.Fatalf("sign-up: %d %s", code, body)
			}
			eva := s.PlayerID(id, "Malá")
			edit := fmt.Sprintf("%s/players/%d", base, eva)
			resp, body := s.DirPost(edit, url.Values{"name": {"Malá"}, "first_name": {"Eva"}, "rank": {"12k"}, "club": {"Brno"}, "country": {"CZ"},
				"status": {"preliminary"}, "woman": {"on"}}, cookie...)
			if resp.StatusCode != http.StatusSeeOther {
				t.Fatalf("her page: %d %s", resp.StatusCode, body)
			}
			signups := html.UnescapeString(s.DirGetIn(c.lang, base+"/signups"))
			if !strings.Contains(signups, c.rejectConfirm) {
				t.Errorf("the rejection's question is not %q: %s", c.rejectConfirm, signups)
			}
			resp, body = s.DirPost(fmt.Sprintf("%s/signups/%d/reject", base, eva), nil, cookie...)
			if resp.StatusCode != http.StatusSeeOther {
				t.Fatalf("reject: %d %s", resp.StatusCode, body)
			}
			if page := html.UnescapeString(s.DirGetIn(c.lang, resp.Header.Get("Location"))); !strings.Contains(page, c.rejected) {
				t.Errorf("the rejection's message is not %q: %s", c.rejected, page)
			}
		})
	}
}
