package public_test

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

// TestPublicPagesInTheTournamentsLanguage: a visitor whose browser sends no Accept-Language
// (or names none of hoshi's languages) reads the public pages that are not cached (the
// sign-up form and its refusals, the registered list, the prizes, the categories, "find my
// table") in the tournament's language, Czech here, not in English; an explicit choice (the
// browser's language, the switch's cookie) still wins.
func TestPublicPagesInTheTournamentsLanguage(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	var tj struct{ ID int }
	s.Expect(s.Director, "POST", "/api/tournaments", map[string]any{"name": "Velká cena Brna", "language": "cs", "rounds": 3}, http.StatusCreated, &tj)
	id := tj.ID
	s.OpenRegistration(id, "")
	base := fmt.Sprintf("/tournaments/%d", id)
	czech := func(what, body, word string) {
		t.Helper()
		b := html.UnescapeString(body)
		if !strings.Contains(b, `<html lang="cs">`) || !strings.Contains(b, word) {
			t.Errorf("%s: not in Czech (no %q): %.1500s", what, word, b)
		}
	}
	for _, c := range []struct{ path, word string }{
		{"/register", "Přihláška na turnaj Velká cena Brna"},
		{"/registered", "Přihlášení hráči"},
		{"/categories", "Pořadí podle kategorií"},
		{"/prizes", "Ceny"},
	} {
		resp, body := s.Do(webtest.NewClient(), "GET", base+c.path, nil)
		if resp.StatusCode != http.StatusOK {
			t.Fatalf("GET %s: %d", c.path, resp.StatusCode)
		}
		czech(c.path, string(body), c.word)
		// A browser that asks for a language hoshi does not speak gets the tournament's too.
		_, body = s.Do(webtest.NewClient(), "GET", base+c.path, nil, "Accept-Language", "ja")
		czech(c.path+" (ja)", string(body), c.word)
		// An explicit choice wins: the browser's English, the switch's Slovak.
		_, body = s.Do(webtest.NewClient(), "GET", base+c.path, nil, "Accept-Language", "en-GB,en;q=0.9")
		if !strings.Contains(string(body), `<html lang="en">`) {
			t.Errorf("%s with Accept-Language en: not English", c.path)
		}
		_, body = s.Do(webtest.NewClient(), "GET", base+c.path, nil, "Accept-Language", "en", "Cookie", app.LangCookie+"=sk")
		if !strings.Contains(string(body), `<html lang="sk">`) {
			t.Errorf("%s with the switch's sk: not Slovak", c.path)
		}
	}
	// A refused sign-up answers in Czech, beside the input at fault.
	visitor := webtest.NewClient()
	tok, _ := s.SignupCSRF(visitor, base+"/register")
	f := webtest.SignupForm("Nováková", "Jana", "31 kyu")
	code, body := s.PostForm(visitor, base+"/register", tok, f)
	if code != http.StatusBadRequest {
		t.Fatalf("sign-up with a bad rank: %d", code)
	}
	czech("refused sign-up", body, "Příjmení")
	if strings.Contains(body, "unknown rank") {
		t.Errorf("the refusal of the rank is in English: %s", body)
	}
	// A good one is thanked in Czech.
	f.Set("rank", "5k")
	code, body = s.PostForm(visitor, base+"/register", tok, f)
	if code != http.StatusOK {
		t.Fatalf("sign-up: %d %s", code, body)
	}
	czech("thanks", body, "Děkujeme, Nováková Jana")
	// "Find my table" without JavaScript, in a paired round.
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/players", id), map[string]any{"name": "Dvořák", "first_name": "Petr", "rank": "3k"}, http.StatusCreated, nil)
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/players", id), map[string]any{"name": "Malý", "first_name": "Jan", "rank": "4k"}, http.StatusCreated, nil)
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/rounds/1/pairing", id), nil, http.StatusCreated, nil)
	_, fb := s.Do(webtest.NewClient(), "GET", base+"/rounds/1/find?q="+url.QueryEscape("Dvořák"), nil)
	if b := html.UnescapeString(string(fb)); strings.Contains(b, "table 1") || !strings.Contains(b, "stůl 1") {
		t.Errorf("find my table: not in Czech: %.800s", b)
	}
}
