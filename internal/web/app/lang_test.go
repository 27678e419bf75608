package app_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// TestLanguageSwitch: the switch's link keeps the choice in a cookie and goes back to the
// page it was on, never to another site; an unknown language is 404.
func TestLanguageSwitch(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	s.CreateTournament("Brno Open", 2)
	sw := webtest.NewClient() // the switch's cookie stays in this client
	resp, _ := s.Do(sw, "GET", "/lang/sk", nil, "Referer", s.TS.URL+"/tournaments/1/standings?round=1")
	if resp.StatusCode != http.StatusSeeOther || resp.Header.Get("Location") != "/tournaments/1/standings?round=1" {
		t.Fatalf("switch: %d to %q", resp.StatusCode, resp.Header.Get("Location"))
	}
	var ck *http.Cookie
	for _, c := range resp.Cookies() {
		if c.Name == app.LangCookie {
			ck = c
		}
	}
	if ck == nil || ck.Value != "sk" || !ck.HttpOnly || ck.MaxAge < 300*24*3600 {
		t.Fatalf("cookie %+v", ck)
	}
	resp, _ = s.Do(sw, "GET", "/lang/fi", nil, "Referer", "https://evil.example/x")
	if resp.Header.Get("Location") != "/" {
		t.Errorf("a foreign Referer sends to %q", resp.Header.Get("Location"))
	}
	resp, _ = s.Do(sw, "GET", "/lang/xx", nil)
	if resp.StatusCode != http.StatusNotFound {
		t.Errorf("unknown language: %d", resp.StatusCode)
	}
	// The cookie wins over the browser's language, the browser's over the tournament's.
	_, body := s.Do(s.Anon, "GET", "/tournaments/1", nil, "Cookie", app.LangCookie+"=sk", "Accept-Language", "de")
	if !strings.Contains(string(body), `<html lang="sk">`) || !strings.Contains(string(body), "Kolá") {
		t.Errorf("cookie sk, browser de: not Slovak")
	}
	_, body = s.Do(s.Anon, "GET", "/tournaments/1", nil, "Accept-Language", "de-AT,de;q=0.9")
	if !strings.Contains(string(body), `<html lang="de">`) || !strings.Contains(string(body), "Runden") {
		t.Errorf("browser de: not German")
	}
	_, body = s.Do(s.Anon, "GET", "/tournaments/1", nil, "Accept-Language", "ja")
	if !strings.Contains(string(body), `<html lang="en">`) {
		t.Errorf("browser ja, tournament en: not English")
	}
}

// TestTournamentLanguageForTheWall: a browser asking for a language hoshi does not speak
// gets the tournament's; a printout for the wall is in the tournament's language even when
// the browser asks for English, unless the switch chose.
func TestTournamentLanguageForTheWall(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	var tj struct{ ID int }
	s.Expect(s.Director, "POST", "/api/tournaments", map[string]any{"name": "Velká cena", "language": "cs", "time_zone": "Europe/Prague"}, http.StatusCreated, &tj)
	var got struct {
		Language string `json:"language"`
		TimeZone string `json:"time_zone"`
	}
	s.Expect(s.Anon, "GET", "/api/tournaments/1", nil, http.StatusOK, &got)
	if got.Language != "cs" || got.TimeZone != "Europe/Prague" {
		t.Fatalf("API: %+v", got)
	}
	_, body := s.Do(s.Anon, "GET", "/tournaments/1", nil, "Accept-Language", "ja")
	if !strings.Contains(string(body), `<html lang="cs">`) {
		t.Errorf("browser ja, tournament cs: not Czech")
	}
	_, body = s.Do(s.Anon, "GET", "/tournaments/1/print/standings", nil, "Accept-Language", "en-US,en")
	if !strings.Contains(string(body), `<html lang="cs">`) || !strings.Contains(string(body), "CET") && !strings.Contains(string(body), "CEST") {
		t.Errorf("printout for the wall not in Czech with Prague time: %s", body)
	}
	_, body = s.Do(s.Anon, "GET", "/tournaments/1/print/standings", nil, "Accept-Language", "en-US,en", "Cookie", app.LangCookie+"=en")
	if !strings.Contains(string(body), `<html lang="en">`) {
		t.Errorf("the switch's English does not win on the printout")
	}
}
