package director_test

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

func TestDirectorPagesNeedLogin(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	for _, path := range []string{"/director", "/director/tournaments/new", "/director/egd"} {
		resp, _ := s.Do(s.Anon, "GET", path, nil)
		if resp.StatusCode != http.StatusSeeOther || !strings.HasPrefix(resp.Header.Get("Location"), "/login?next=") {
			t.Errorf("GET %s without a session: %d %q, want a redirect to the login", path, resp.StatusCode, resp.Header.Get("Location"))
		}
	}
}

func TestCreateTournamentByForm(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id := s.DirCreate("Brno Cup – Pohár Šťastného")
	got := s.DirLoad(id).Settings
	if got.Name != "Brno Cup – Pohár Šťastného" || got.Komi != 13 || got.Bar.String() != "4d" || got.Time.Stones != 15 ||
		len(got.Criteria) != 3 || got.Criteria[1] != tournament.CritSOSM || got.Begin.Format("2006-01-02") != "2026-08-01" {
		t.Fatalf("stored settings %+v", got)
	}
	list := s.DirGet("/director")
	if !strings.Contains(list, "Brno Cup – Pohár Šťastného") {
		t.Fatal("the new tournament is not listed")
	}

	// A form without the CSRF token is refused.
	v := webtest.SettingsValues("No token")
	resp, _ := s.Do(s.Director, "POST", "/director/tournaments", v.Encode(), "Content-Type", "application/x-www-form-urlencoded")
	if resp.StatusCode != http.StatusForbidden {
		t.Fatalf("form without CSRF token: %d, want 403", resp.StatusCode)
	}
}

func TestSettingsFormErrors(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id := s.DirCreate("Errors")
	v := webtest.SettingsValues("")
	v.Set("komi", "six")
	resp, body := s.DirPost(fmt.Sprintf("/director/tournaments/%d/settings", id), v)
	if resp.StatusCode != http.StatusUnprocessableEntity || !strings.Contains(body, `write a number like 6.5, not &#34;six&#34;`) {
		t.Fatalf("bad komi: %d %s", resp.StatusCode, body)
	}
	v.Set("komi", "6.5")
	v.Set("bar", "20k")
	v.Set("floor", "10k")
	v.Set("criteria[2]", "MMS")
	resp, body = s.DirPost(fmt.Sprintf("/director/tournaments/%d/settings", id), v)
	for _, msg := range []string{"give the tournament a name", "the McMahon bar (20k) is below the floor (10k)", "criterion MMS is already used above"} {
		if !strings.Contains(body, msg) {
			t.Errorf("settings with mistakes: %q missing (status %d)", msg, resp.StatusCode)
		}
	}
	if s.DirLoad(id).Settings.Name != "Errors" {
		t.Fatal("a refused form changed the settings")
	}
	v = webtest.SettingsValues("Renamed")
	v.Set("count_unplayed_as_half", "on")
	v.Set("time.kind", "fischer")
	v.Set("time.basic_minutes", "45")
	v.Set("time.increment_seconds", "20")
	resp, body = s.DirPost(fmt.Sprintf("/director/tournaments/%d/settings", id), v)
	page := s.DirSeeOther(resp, body, fmt.Sprintf("/director/tournaments/%d/settings", id))
	// Fischer 45 min + 120 × 20 s = 85 min adjusted: class A (TimeSystem.EGFClass).
	if !strings.Contains(page, "Settings saved.") || !strings.Contains(page, "EGF class A (adjusted time 85 min)") {
		t.Fatalf("after saving: %s", page)
	}
	if !s.DirLoad(id).Settings.CountUnplayedAsHalf {
		t.Fatal("the box for counting unplayed rounds as half was ticked but not saved")
	}
	v.Del("count_unplayed_as_half")
	resp, body = s.DirPost(fmt.Sprintf("/director/tournaments/%d/settings", id), v)
	s.DirSeeOther(resp, body, fmt.Sprintf("/director/tournaments/%d/settings", id))
	if s.DirLoad(id).Settings.CountUnplayedAsHalf {
		t.Fatal("unticking the box did not clear the setting")
	}
}

func TestRegisterPlayer(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id := s.DirCreate("Registration")
	path := fmt.Sprintf("/director/tournaments/%d/players", id)
	rev := s.Revision(id)

	// A bad rank: the form comes back with the message beside the rank, nothing is stored.
	bad := url.Values{"name": {"Dvořák"}, "first_name": {"Jiří"}, "rank": {"33k"}, "country": {"CZE"}}
	resp, body := s.DirPost(path, bad, "HX-Request", "true")
	if resp.StatusCode != http.StatusUnprocessableEntity {
		t.Fatalf("bad rank: %d", resp.StatusCode)
	}
	for _, want := range []string{
		`id="e-rank" role="alert">unknown rank &#34;33k&#34;`,
		`id="e-country" role="alert">write the country as two letters (FR, DE, CZ), not &#34;CZE&#34;`,
		`value="Dvořák"`,
	} {
		if !strings.Contains(body, want) {
			t.Errorf("bad rank answer lacks %q:\n%s", want, body)
		}
	}
	if s.Revision(id) != rev || len(s.DirLoad(id).Players) != 0 {
		t.Fatal("a refused registration stored something")
	}

	// The check sent while typing names the field at fault only.
	resp, body = s.DirPost(path+"/check", url.Values{"name": {"Kim"}, "rank": {"12x"}}, "HX-Request", "true")
	if resp.StatusCode != http.StatusOK || !strings.Contains(body, `id="e-rank" role="alert" hx-swap-oob="true">unknown rank`) ||
		!strings.Contains(body, `id="e-name" role="alert" hx-swap-oob="true"></span>`) {
		t.Fatalf("check: %d %s", resp.StatusCode, body)
	}

	good := url.Values{"name": {"Dvořák"}, "first_name": {"Jiří"}, "rank": {"3 kyu"}, "club": {"Brno"}, "country": {"cz"}, "rating": {"1850"}}
	resp, body = s.DirPost(path, good, "HX-Request", "true")
	if resp.StatusCode != http.StatusOK || !strings.Contains(body, "Dvořák Jiří registered (3k).") || !strings.Contains(body, `<template><tbody hx-swap-oob="beforeend:#player-rows">`) {
		t.Fatalf("registration: %d %s", resp.StatusCode, body)
	}
	ps := s.DirLoad(id).Players
	if len(ps) != 1 || ps[0].Rank.String() != "3k" || ps[0].Country != "CZ" || ps[0].Rating != 1850 {
		t.Fatalf("stored %+v", ps)
	}
	// The same player again is a duplicate, reported beside the name.
	resp, body = s.DirPost(path, good, "HX-Request", "true")
	if resp.StatusCode != http.StatusUnprocessableEntity || !strings.Contains(body, "Dvořák Jiří is already registered") {
		t.Fatalf("duplicate: %d %s", resp.StatusCode, body)
	}
	// Without htmx the form redirects to the list, which shows the player and filters.
	resp, body = s.DirPost(path, url.Values{"name": {"<b>Kim</b>"}, "rank": {"2d"}})
	list := s.DirSeeOther(resp, body, path)
	if !strings.Contains(list, "&lt;b&gt;Kim&lt;/b&gt;") || strings.Contains(list, "<b>Kim</b>") {
		t.Fatal("a name is not escaped in the list")
	}
	resp, frag := s.Do(s.Director, "GET", path+"?q=kim", nil, "HX-Request", "true", "HX-Target", "player-list")
	if resp.StatusCode != http.StatusOK || !strings.HasPrefix(string(frag), `<div id="player-list"`) || strings.Contains(string(frag), "Dvořák") {
		t.Fatalf("htmx filter: %d %s", resp.StatusCode, frag)
	}
	filtered := s.DirGet(path + "?q=dvorak")
	if !strings.Contains(filtered, "Dvořák") || strings.Contains(filtered, "Kim&lt;") {
		t.Fatal("the filter (accents ignored) does not find Dvořák alone")
	}
}

// TestTimeClass checks the EGF class shown while the director types the thinking time,
// against the EGF's thresholds worked out by hand.
func TestTimeClass(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	for _, c := range []struct {
		form url.Values
		want string
	}{
		// 60 min + 45 periods × 30 s = 82.5 min adjusted: A needs 60 and 75.
		{url.Values{"time.kind": {"japanese"}, "time.basic_minutes": {"60"}, "time.periods": {"5"}, "time.period_seconds": {"30"}}, "EGF class A (adjusted time 82 min)"},
		// 30 min sudden death: C needs 25 and 30.
		{url.Values{"time.kind": {"sudden-death"}, "time.basic_minutes": {"30"}}, "EGF class C (adjusted time 30 min)"},
		// 40 min + 60 moves at 25 stones in 5 min (12 s) = 52 min: B needs 40 and 50.
		{url.Values{"time.kind": {"canadian"}, "time.basic_minutes": {"40"}, "time.stones": {"25"}, "time.stones_seconds": {"300"}}, "EGF class B (adjusted time 52 min)"},
		{url.Values{"time.kind": {"fischer"}, "time.basic_minutes": {"ten"}}, "Write the times as whole numbers to see the EGF class."},
	} {
		resp, body := s.DirPost("/director/time-class", c.form, "HX-Request", "true")
		if resp.StatusCode != http.StatusOK || body != c.want {
			t.Errorf("%v: %d %q, want %q", c.form, resp.StatusCode, body, c.want)
		}
	}
}
