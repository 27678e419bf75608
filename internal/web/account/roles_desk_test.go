package account_test

import (
	"context"
	"fmt"
	"net/http"
	"regexp"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// TestDeskSeesOnlyItsWork: the results desk, speaking Czech, gets tabs and buttons for its
// own work only (the results, the rounds read, the standings, the downloads without the
// backups); the director's pages (players, sign-ups with their e-mail addresses, settings,
// roles ...) and the backups answer 403 with a Czech page and without the address; a
// director's form it posts anyway is refused in Czech and changes nothing.
func TestDeskSeesOnlyItsWork(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	ctx := context.Background()
	id, _ := s.CreateTournament("Stůl", 8)
	s.OpenRegistration(id, "")
	reg := fmt.Sprintf("/tournaments/%d/register", id)
	tok, _ := s.SignupCSRF(s.Anon, reg)
	f := webtest.SignupForm("Novák", "Petr", "5k")
	f.Set("email", "petr.secret@example.org")
	if code, body := s.PostForm(s.Anon, reg, tok, f); code != http.StatusOK {
		t.Fatalf("sign-up: %d %.300s", code, body)
	}
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/rounds/1/pairing", id), nil, http.StatusCreated, nil)
	uid, err := s.DB.CreateUser(ctx, "desk", "", "desk password", false)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.DB.SetRole(ctx, store.TournamentID(id), uid, store.RoleDesk); err != nil {
		t.Fatal(err)
	}
	desk := s.Login("desk", "desk password")
	cs := []string{"Cookie", app.LangCookie + "=cs"}
	base := fmt.Sprintf("/director/tournaments/%d", id)
	get := func(path string) (int, string) {
		resp, body := s.Do(desk, "GET", path, nil, cs...)
		return resp.StatusCode, string(body)
	}

	// Its pages: tabs to them only, no director's form.
	tabs := regexp.MustCompile(`<nav class="tabs[^>]*>(.*?)</nav>`)
	forms := regexp.MustCompile(`<form [^>]*action="([^"]+)"`)
	for _, path := range []string{base, base + "/rounds/1", base + "/rounds/1/results", base + "/standings", base + "/downloads"} {
		code, body := get(path)
		if code != http.StatusOK {
			t.Fatalf("GET %s as the desk: %d", path, code)
		}
		m := tabs.FindStringSubmatch(body)
		if m == nil {
			t.Fatalf("GET %s: no tabs", path)
		}
		for _, href := range regexp.MustCompile(`href="([^"]+)"`).FindAllStringSubmatch(m[1], -1) {
			if !regexp.MustCompile(`^` + base + `(/rounds/\d+(/results)?|/standings|/downloads)?$`).MatchString(href[1]) {
				t.Errorf("GET %s: the desk has a tab to %s", path, href[1])
			}
		}
		for _, a := range forms.FindAllStringSubmatch(body, -1) {
			if a[1] != "/logout" && !strings.HasSuffix(a[1], "/results") && !strings.HasSuffix(a[1], "/result") {
				t.Errorf("GET %s: the desk is shown a form to %s", path, a[1])
			}
		}
		if strings.Contains(body, "hoshi.json") || strings.Contains(body, "latest-backup.json") {
			t.Errorf("GET %s: the desk is offered the backup", path)
		}
	}

	// The director's pages and the backup: 403 in Czech, the address never shown.
	for _, path := range []string{base + "/signups", base + "/players", base + "/settings", base + "/team", base + "/presence",
		base + "/export/hoshi.json"} {
		code, body := get(path)
		if code != http.StatusForbidden || !strings.Contains(body, "váš účet (desk) tu toto nesmí: obraťte se na ředitele turnaje") {
			t.Errorf("GET %s as the desk: %d, want 403 in Czech: %.300s", path, code, body)
		}
		if strings.Contains(body, "petr.secret@example.org") {
			t.Errorf("GET %s shows the sign-up's e-mail address to the desk", path)
		}
	}
	if code, body := get(base + "/export/standings.csv"); code != http.StatusOK {
		t.Errorf("standings.csv as the desk: %d %.200s", code, body)
	}

	// A director's form posted anyway: refused in Czech, nothing changed.
	rev := s.Revision(id)
	resp, body := s.Do(desk, "POST", base+"/rounds/1/delete", "_csrf="+s.CSRFToken(desk),
		append(cs, "Content-Type", "application/x-www-form-urlencoded")...)
	if resp.StatusCode != http.StatusForbidden || !strings.Contains(string(body), "váš účet (desk) tu toto nesmí") || s.Revision(id) != rev {
		t.Errorf("delete the round as the desk: %d, revision %d to %d: %.300s", resp.StatusCode, rev, s.Revision(id), body)
	}
	// Its own work goes on: a result, the API's reads.
	s.Expect(desk, "PUT", fmt.Sprintf("/api/tournaments/%d/rounds/1/games/1/result", id), map[string]string{"result": "w"}, http.StatusOK, nil)
	s.Expect(desk, "GET", fmt.Sprintf("/api/tournaments/%d/players", id), nil, http.StatusOK, nil)
}
