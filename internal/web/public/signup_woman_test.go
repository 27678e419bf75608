package public_test

import (
	"fmt"
	"html"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/hoshi-go/hoshi/internal/web/public"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// TestSignupWomanConfirmed: a player who ticks the Woman box of the sign-up form is stored
// with the mark; the director's confirmation keeps it, and its message agrees with it: one
// person is named ("Dvořáková Kateřina potvrzena", a man's "Dvořák Petr: přihláška
// potvrzena", as "přihláška zapsána" of the registration), several women are "hráčky
// potvrzeny", a mixed group "hráči potvrzeni". Slovak, French and German likewise.
func TestSignupWomanConfirmed(t *testing.T) {
	// Six sign-ups from the test's one address: more than the limit per address allows.
	lim := public.SignupLimits
	public.SignupLimits.PerAddress = 100
	t.Cleanup(func() { public.SignupLimits = lim })
	for _, c := range []struct {
		lang                          string
		woman, man, women, mixed, her string
	}{
		{"cs", "Dvořáková Kateřina potvrzena.", "Dvořák Petr: přihláška potvrzena.", "2 hráčky potvrzeny.", "2 hráči potvrzeni.", "počítají se jí jako absence"},
		{"sk", "Dvořáková Kateřina potvrdená.", "Dvořák Petr: prihláška potvrdená.", "2 hráčky potvrdené.", "2 hráči potvrdení.", "počítajú sa jej ako absencia"},
		{"fr", "Dvořáková Kateřina confirmée.", "Dvořák Petr confirmé.", "2 joueuses confirmées.", "2 joueurs confirmés.", "en est absente"},
		{"de", "Dvořáková Kateřina bestätigt.", "Dvořák Petr bestätigt.", "2 Spielerinnen bestätigt.", "2 Spieler bestätigt.", "um sie doch noch"},
		{"en", "Dvořáková Kateřina confirmed.", "Dvořák Petr confirmed.", "2 players confirmed.", "2 players confirmed.", "to pair her after all"},
	} {
		t.Run(c.lang, func(t *testing.T) {
			s := newTestServer(t)
			id, _ := s.CreateTournament("Velká cena Brna", 4)
			s.OpenRegistration(id, "")
			path := fmt.Sprintf("/tournaments/%d/register", id)
			signUp := func(name, first, rank string, woman bool) int {
				t.Helper()
				visitor := webtest.NewClient()
				tok, page := s.SignupCSRF(visitor, path)
				if !strings.Contains(page, `<input id="p-woman" type="checkbox" name="woman" value="on"`) {
					t.Fatalf("the form has no Woman box: %s", page)
				}
				f := webtest.SignupForm(name, first, rank)
				if woman {
					f.Set("woman", "on")
				}
				if code, body := s.PostForm(visitor, path, tok, f); code != http.StatusOK {
					t.Fatalf("sign-up of %s: %d %s", name, code, body)
				}
				pid := s.PlayerID(id, name)
				var p app.PlayerJSON
				s.Expect(s.Anon, "GET", fmt.Sprintf("/api/tournaments/%d/players/%d", id, pid), nil, http.StatusOK, &p)
				if p.Woman != woman || p.Status != "preliminary" {
					t.Fatalf("%s signed up: woman %v status %s, want woman %v", name, p.Woman, p.Status, woman)
				}
				return pid
			}
			base := fmt.Sprintf("/director/tournaments/%d/signups", id)
			cookie := []string{"Cookie", app.LangCookie + "=" + c.lang}
			confirm := func(form url.Values) string {
				t.Helper()
				resp, body := s.DirPost(base+"/confirm", form, cookie...)
				if resp.StatusCode != http.StatusSeeOther {
					t.Fatalf("confirm: %d %s", resp.StatusCode, body)
				}
				return html.UnescapeString(s.DirGetIn(c.lang, resp.Header.Get("Location")))
			}
			// Round 1 is paired: the one confirmed now is absent from it, and the note says "her".
			s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/rounds/1/pairing", id), nil, http.StatusCreated, nil)
			kata := signUp("Dvořáková", "Kateřina", "5k", true)
			petr := signUp("Dvořák", "Petr", "3k", false)
			if page := confirm(url.Values{"player": {fmt.Sprint(kata)}}); !strings.Contains(page, c.woman) || !strings.Contains(page, c.her) {
				t.Errorf("her confirmation: no %q and %q in %s", c.woman, c.her, page)
			}
			if page := confirm(url.Values{"player": {fmt.Sprint(petr)}}); !strings.Contains(page, c.man) {
				t.Errorf("his confirmation: no %q in %s", c.man, page)
			}
			var p app.PlayerJSON
			s.Expect(s.Anon, "GET", fmt.Sprintf("/api/tournaments/%d/players/%d", id, kata), nil, http.StatusOK, &p)
			if !p.Woman || p.Status != "final" {
				t.Errorf("confirmed, she is %+v", p)
			}
			signUp("Malá", "Eva", "12k", true)
			signUp("Bílá", "Olga", "8k", true)
			if page := confirm(url.Values{"all": {"1"}}); !strings.Contains(page, c.women) {
				t.Errorf("two women confirmed: no %q in %s", c.women, page)
			}
			signUp("Černá", "Alena", "8k", true)
			signUp("Král", "Jiří", "2d", false)
			if page := confirm(url.Values{"all": {"1"}}); !strings.Contains(page, c.mixed) {
				t.Errorf("a woman and a man confirmed: no %q in %s", c.mixed, page)
			}
		})
	}
}
