package public_test

import (
	"context"
	"fmt"
	"html"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/hoshi-go/hoshi/internal/web/director"
	"github.com/hoshi-go/hoshi/internal/web/public"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

func TestSignupSettingClosedByDefault(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id, _ := s.CreateTournament("Brno Cup", 0)
	var got app.SettingsJSON
	s.Expect(s.Anon, "GET", fmt.Sprintf("/api/tournaments/%d", id), nil, http.StatusOK, &got)
	if got.Registration == nil || got.Registration.Open || got.Registration.Closes != "" {
		t.Fatalf("a new tournament's registration: %+v, want closed", got.Registration)
	}
	path := fmt.Sprintf("/tournaments/%d/register", id)
	resp, body := s.Do(s.Anon, "GET", path, nil)
	if resp.StatusCode != http.StatusOK || !strings.Contains(string(body), "registration is closed") || strings.Contains(string(body), `name="first_name"`) {
		t.Fatalf("closed form: %d %s", resp.StatusCode, body)
	}
	// A sign-up posted anyway is refused and stores nothing.
	tok := s.cookieCSRF(s.Anon)
	if code, body := s.PostForm(s.Anon, path, tok, webtest.SignupForm("Novák", "Petr", "5k")); code != http.StatusConflict || !strings.Contains(body, "closed") {
		t.Fatalf("POST to a closed form: %d %.300s", code, body)
	}
	if ps := s.APIPlayers(id); len(ps) != 0 {
		t.Fatalf("players after a refused sign-up: %+v", ps)
	}
	// A bad closing date is named.
	s.ExpectError(s.Director, "PUT", fmt.Sprintf("/api/tournaments/%d", id),
		map[string]any{"registration": map[string]any{"open": true, "closes": "1 April"}}, http.StatusBadRequest, "registration.closes")
	// Past the closing date the form is closed although open.
	s.OpenRegistration(id, "2020-04-01")
	if _, body := s.Do(s.Anon, "GET", path, nil); !strings.Contains(string(body), "registration is closed") {
		t.Fatalf("form past its closing date: %.400s", body)
	}
}

// cookieCSRF is client c's CSRF cookie (set by any page it visited).
func (s *testServer) cookieCSRF(c *http.Client) string {
	s.T.Helper()
	u, _ := url.Parse(s.TS.URL)
	for _, ck := range c.Jar.Cookies(u) {
		if ck.Name == app.CSRFCookie {
			return ck.Value
		}
	}
	s.T.Fatal("no CSRF cookie")
	return ""
}

func TestSignupCreatesPreliminaryPlayer(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	var tj struct{ ID int }
	s.Expect(s.Director, "POST", "/api/tournaments", map[string]any{"name": "Brno Cup", "rounds": 4}, http.StatusCreated, &tj)
	id := tj.ID
	s.OpenRegistration(id, "2099-12-31")
	path := fmt.Sprintf("/tournaments/%d/register", id)
	tok, page := s.SignupCSRF(s.Anon, path)
	for _, input := range []string{"name", "first_name", "rank", "club", "country", "egd_pin", "email", public.HoneypotField} {
		if !strings.Contains(page, `name="`+input+`"`) {
			t.Errorf("the form has no input %q", input)
		}
	}
	// Without the token the form is refused.
	if code, _ := s.PostForm(s.Anon, path, "", webtest.SignupForm("Novák", "Petr", "5k")); code != http.StatusForbidden {
		t.Fatalf("POST without CSRF: %d", code)
	}
	f := webtest.SignupForm("Novák", "Petr", "5k")
	f.Set("email", "petr@example.org")
	f.Set("egd_pin", "12345678")
	f["round"] = []string{"1", "2", "4"}
	f.Set("rounds", "4")
	code, body := s.PostForm(s.Anon, path, tok, f)
	if code != http.StatusOK || !strings.Contains(body, "Thank you") {
		t.Fatalf("sign-up: %d %.500s", code, body)
	}
	ps := s.APIPlayers(id)
	if len(ps) != 1 {
		t.Fatalf("players: %+v", ps)
	}
	p := ps[0]
	if p.Name != "Novák" || p.FirstName != "Petr" || p.Rank != "5k" || p.Club != "Brno" || p.Country != "CZ" ||
		p.EGDPin != "12345678" || p.Status != "preliminary" || len(p.Absent) != 1 || p.Absent[0] != 3 {
		t.Fatalf("signed-up player: %+v", p)
	}
	// The e-mail is the director's only: not in the API, nor on the public list.
	if _, b := s.Do(s.Anon, "GET", fmt.Sprintf("/api/tournaments/%d/players", id), nil); strings.Contains(string(b), "petr@example.org") {
		t.Fatal("the API shows the e-mail")
	}
	_, list := s.Do(s.Anon, "GET", fmt.Sprintf("/tournaments/%d/registered", id), nil)
	if !strings.Contains(string(list), "Novák Petr") || !strings.Contains(string(list), "waiting") || strings.Contains(string(list), "petr@example.org") {
		t.Fatalf("public list: %.800s", list)
	}
	_, dir := s.Do(s.Director, "GET", fmt.Sprintf("/director/tournaments/%d/signups", id), nil)
	if !strings.Contains(string(dir), "petr@example.org") {
		t.Fatalf("the director's page does not show the e-mail: %.800s", dir)
	}
	// A preliminary player is not paired: round 1 with him alone and one confirmed player
	// pairs nobody against him.
	var q struct{ ID int }
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/players", id), map[string]any{"name": "Svoboda", "first_name": "Jan", "rank": "3k"}, http.StatusCreated, &q)
	var q2 struct{ ID int }
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/players", id), map[string]any{"name": "Dvořák", "first_name": "Jiří", "rank": "4k"}, http.StatusCreated, &q2)
	var round struct {
		Games []struct{ White, Black int } `json:"games"`
		Bye   *int                         `json:"bye"`
	}
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/rounds/1/pairing", id), nil, http.StatusCreated, &round)
	if len(round.Games) != 1 || round.Bye != nil && *round.Bye == int(p.ID) {
		t.Fatalf("round 1 with a preliminary player: %+v", round)
	}
	for _, g := range round.Games {
		if g.White == int(p.ID) || g.Black == int(p.ID) {
			t.Fatalf("the preliminary player is paired: %+v", round)
		}
	}
}

func TestSignupBadInputNamed(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id, _ := s.CreateTournament("Brno Cup", 0)
	s.OpenRegistration(id, "")
	path := fmt.Sprintf("/tournaments/%d/register", id)
	tok, _ := s.SignupCSRF(s.Anon, path)
	cases := []struct {
		field, value, says string
	}{
		{"rank", "strong", "rank"},
		{"name", "", "family name"},
		{"country", "Czechia", "two letters"},
		{"email", "petr at home", "e-mail address"},
		{"egd_pin", "12a45", "digits"},
	}
	for _, c := range cases {
		f := webtest.SignupForm("Novák", "Petr", "5k")
		f.Set(c.field, c.value)
		code, body := s.PostForm(s.Anon, path, tok, f)
		m := regexp.MustCompile(`id="e-` + c.field + `" role="alert">([^<]+)<`).FindStringSubmatch(body)
		if code != http.StatusBadRequest || m == nil || !strings.Contains(m[1], c.says) {
			t.Errorf("%s=%q: %d, message %v, want 400 naming the field (%q)", c.field, c.value, code, m, c.says)
		}
		// The form comes back with what was typed.
		if c.field != "name" && !strings.Contains(body, `value="Novák"`) {
			t.Errorf("%s=%q: the form lost the name", c.field, c.value)
		}
	}
	if ps := s.APIPlayers(id); len(ps) != 0 {
		t.Fatalf("players after refused sign-ups: %+v", ps)
	}
}

func TestSignupHoneypotRateLimitAndPending(t *testing.T) {
	s := newTestServer(t)
	id, _ := s.CreateTournament("Brno Cup", 0)
	s.OpenRegistration(id, "")
	path := fmt.Sprintf("/tournaments/%d/register", id)
	tok, _ := s.SignupCSRF(s.Anon, path)
	// The honeypot: thanked, nothing stored.
	f := webtest.SignupForm("Robot", "Spam", "1d")
	f.Set(public.HoneypotField, "http://spam.example")
	if code, body := s.PostForm(s.Anon, path, tok, f); code != http.StatusOK || !strings.Contains(body, "Thank you") {
		t.Fatalf("honeypot: %d %.300s", code, body)
	}
	if ps := s.APIPlayers(id); len(ps) != 0 {
		t.Fatalf("the honeypot stored a player: %+v", ps)
	}
	// Five sign-ups an hour from one address; the sixth is refused (429) and stores nothing.
	for i := range public.SignupLimits.PerAddress {
		if code, body := s.PostForm(s.Anon, path, tok, webtest.SignupForm(fmt.Sprintf("Player%d", i), "A", "5k")); code != http.StatusOK {
			t.Fatalf("sign-up %d: %d %.300s", i+1, code, body)
		}
	}
	code, body := s.PostForm(s.Anon, path, tok, webtest.SignupForm("Sixth", "A", "5k"))
	if code != http.StatusTooManyRequests || !strings.Contains(body, "too many sign-ups from your address") {
		t.Fatalf("sign-up beyond the limit: %d %.400s", code, body)
	}
	if ps := s.APIPlayers(id); len(ps) != public.SignupLimits.PerAddress {
		t.Fatalf("%d players, want %d", len(ps), public.SignupLimits.PerAddress)
	}
	// The limit of pending sign-ups, through the store with other addresses.
	ctx := context.Background()
	lim := store.SignupLimits{PerAddress: 100, Window: public.SignupLimits.Window, MaxPending: 7}
	for i := range 2 {
		if _, err := s.DB.SignUp(ctx, store.TournamentID(id), tournament.Player{Name: fmt.Sprintf("Other%d", i), FirstName: "B"},
			tournament.PlayerDetails{}, "", fmt.Sprintf("192.0.2.%d", i+1), lim); err != nil {
			t.Fatal(err)
		}
	}
	_, err := s.DB.SignUp(ctx, store.TournamentID(id), tournament.Player{Name: "Eighth", FirstName: "B"}, tournament.PlayerDetails{}, "", "192.0.2.9", lim)
	if store.ErrorCode(err) != store.ECONFLICT || !strings.Contains(err.Error(), store.FieldSignupPending) {
		t.Fatalf("the 8th pending sign-up with at most 7: %v", err)
	}
	// Confirming one frees a place.
	ps := s.APIPlayers(id)
	if n, err := s.DB.ConfirmPlayers(ctx, store.TournamentID(id), []tournament.PlayerID{ps[0].ID}); err != nil || n != 1 {
		t.Fatalf("confirm: %d %v", n, err)
	}
	if _, err := s.DB.SignUp(ctx, store.TournamentID(id), tournament.Player{Name: "Eighth", FirstName: "B"}, tournament.PlayerDetails{}, "", "192.0.2.9", lim); err != nil {
		t.Fatalf("a sign-up after a confirmation: %v", err)
	}
}

func TestSignupDirectorConfirmRejectAllAndDuplicates(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id, _ := s.CreateTournament("Brno Cup", 0)
	var reg struct{ ID int }
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/players", id),
		map[string]any{"name": "Dvořák", "first_name": "Jiří", "rank": "1d", "egd_pin": "11111111"}, http.StatusCreated, &reg)
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/players", id),
		map[string]any{"name": "Černý", "first_name": "Karel", "rank": "2k", "egd_pin": "22222222"}, http.StatusCreated, nil)
	s.OpenRegistration(id, "")
	path := fmt.Sprintf("/tournaments/%d/register", id)
	tok, _ := s.SignupCSRF(s.Anon, path)
	signUp := func(name, first, pin string) {
		f := webtest.SignupForm(name, first, "3k")
		f.Set("egd_pin", pin)
		if code, body := s.PostForm(s.Anon, path, tok, f); code != http.StatusOK {
			t.Fatalf("sign-up %s: %d %.300s", name, code, body)
		}
	}
	signUp("DVORAK", "Jiri", "")        // the same name as Dvořák Jiří, without accents
	signUp("Cerny", "Karl", "22222222") // another spelling, the same PIN as Černý Karel
	signUp("Novák", "Petr", "")         // nobody else
	signUp("Svoboda", "Jan", "")
	dirPath := fmt.Sprintf("/director/tournaments/%d/signups", id)
	dtok, page := s.SignupCSRF(s.Director, dirPath)
	rows := regexp.MustCompile(`(?s)<tr id="signup-(\d+)">(.*?)</tr>`).FindAllStringSubmatch(page, -1)
	if len(rows) != 4 {
		t.Fatalf("%d sign-ups on the director's page, want 4", len(rows))
	}
	ids := map[string]string{}
	for _, r := range rows {
		dup := strings.Contains(r[2], "duplicate?")
		switch {
		case strings.Contains(r[2], "DVORAK"):
			ids["dvorak"] = r[1]
			if !dup || !strings.Contains(r[2], "Dvořák Jiří 1d") {
				t.Errorf("DVORAK Jiri is not shown as a duplicate of Dvořák Jiří: %s", r[2])
			}
		case strings.Contains(r[2], "Cerny"):
			ids["cerny"] = r[1]
			if !dup || !strings.Contains(r[2], "Černý Karel 2k") {
				t.Errorf("Cerny Karl (same PIN) is not shown as a duplicate of Černý Karel: %s", r[2])
			}
		case strings.Contains(r[2], "Novák"):
			ids["novak"] = r[1]
			if dup {
				t.Errorf("Novák Petr shown as a duplicate: %s", r[2])
			}
		case strings.Contains(r[2], "Svoboda"):
			ids["svoboda"] = r[1]
		}
	}
	status := func() map[string]string {
		out := map[string]string{}
		for _, p := range s.APIPlayers(id) {
			out[p.Name] = p.Status
		}
		return out
	}
	// Reject the two duplicates, confirm Novák alone, then all (Svoboda).
	for _, k := range []string{"dvorak", "cerny"} {
		if code, _ := s.PostForm(s.Director, dirPath+"/"+ids[k]+"/reject", dtok, url.Values{}); code != http.StatusSeeOther {
			t.Fatalf("reject %s: %d", k, code)
		}
	}
	if code, _ := s.PostForm(s.Director, dirPath+"/confirm", dtok, url.Values{"player": {ids["novak"]}}); code != http.StatusSeeOther {
		t.Fatalf("confirm: %d", code)
	}
	want := map[string]string{"Dvořák": "final", "Černý": "final", "Novák": "final", "Svoboda": "preliminary"}
	if got := status(); fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("after reject and confirm: %v, want %v", got, want)
	}
	if code, _ := s.PostForm(s.Director, dirPath+"/confirm", dtok, url.Values{"all": {"1"}}); code != http.StatusSeeOther {
		t.Fatalf("confirm all: %d", code)
	}
	want["Svoboda"] = "final"
	if got := status(); fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("after confirm all: %v, want %v", got, want)
	}
	// A confirmed player cannot be rejected from this page.
	s.PostForm(s.Director, dirPath+"/"+ids["novak"]+"/reject", dtok, url.Values{})
	if got := status(); len(got) != 4 {
		t.Fatalf("a confirmed player was rejected: %v", got)
	}
	// The public can use none of it.
	atok := s.cookieCSRF(s.Anon)
	if code, _ := s.PostForm(s.Anon, dirPath+"/confirm", atok, url.Values{"all": {"1"}}); code == http.StatusSeeOther || code == http.StatusOK {
		t.Fatalf("an anonymous confirm: %d", code)
	}
	// The public list: four confirmed, strongest first.
	_, list := s.Do(s.Anon, "GET", fmt.Sprintf("/tournaments/%d/registered", id), nil)
	names := regexp.MustCompile(`<td>([^<]+ [^<]+)</td><td>\d+[kd]`).FindAllStringSubmatch(string(list), -1)
	var got []string
	for _, n := range names {
		got = append(got, n[1])
	}
	if strings.Join(got, ",") != "Dvořák Jiří,Černý Karel,Novák Petr,Svoboda Jan" || !strings.Contains(string(list), "4 confirmed") {
		t.Fatalf("public list: %v\n%.600s", got, list)
	}
}

func TestSignupDirectorOpensRegistration(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id, _ := s.CreateTournament("Brno Cup", 0)
	dirPath := fmt.Sprintf("/director/tournaments/%d/signups", id)
	tok, _ := s.SignupCSRF(s.Director, dirPath)
	if code, _ := s.PostForm(s.Director, dirPath+"/registration", tok, url.Values{"open": {"on"}, "closes": {"2099-01-31"}}); code != http.StatusSeeOther {
		t.Fatalf("open: %d", code)
	}
	var got app.SettingsJSON
	s.Expect(s.Anon, "GET", fmt.Sprintf("/api/tournaments/%d", id), nil, http.StatusOK, &got)
	if got.Registration == nil || !got.Registration.Open || got.Registration.Closes != "2099-01-31" {
		t.Fatalf("registration: %+v", got.Registration)
	}
	if _, body := s.Do(s.Anon, "GET", fmt.Sprintf("/tournaments/%d/register", id), nil); !strings.Contains(string(body), `name="first_name"`) {
		t.Fatalf("the form is not shown once open: %.400s", body)
	}
	if code, _ := s.PostForm(s.Director, dirPath+"/registration", tok, url.Values{"closes": {""}}); code != http.StatusSeeOther {
		t.Fatalf("close: %d", code)
	}
	s.Expect(s.Anon, "GET", fmt.Sprintf("/api/tournaments/%d", id), nil, http.StatusOK, &got)
	if got.Registration.Open {
		t.Fatalf("registration after closing: %+v", got.Registration)
	}
}

func TestNameKey(t *testing.T) {
	webtest.Parallel(t)
	same := [][4]string{
		{"Dvořák", "Jiří", "DVORAK", "Jiri"},
		{"Nováková", "Eva", "Eva", "Novakova"},
		{"Müller-Lüdenscheidt", "Hans", "muller ludenscheidt", "hans"},
	}
	for _, c := range same {
		if director.NameKey(c[0], c[1]) != director.NameKey(c[2], c[3]) {
			t.Errorf("%s %s and %s %s differ", c[0], c[1], c[2], c[3])
		}
	}
	if director.NameKey("Novák", "Petr") == director.NameKey("Novák", "Pavel") {
		t.Error("Novák Petr and Novák Pavel are the same")
	}
}

func TestSignupSearchesTheRatingList(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id, _ := s.CreateTournament("Brno Cup", 0)
	if err := s.DB.SaveRatingList(context.Background(), store.RatingListFile{Name: "allworld_lp.html",
		Text: []byte("12345678 Dvořák Jiří CZ Brno 1d -- 2150 12 T250101A\n23456789 Dvořáková Eva CZ Prag 3k -- 1810 5 T250101A\n")}); err != nil {
		t.Fatal(err)
	}
	search := fmt.Sprintf("/tournaments/%d/register/search?q=Dvo", id)
	// Closed: the search finds nothing.
	if _, body := s.Do(s.Anon, "GET", search, nil); strings.Contains(string(body), "12345678") {
		t.Fatalf("search while closed: %s", body)
	}
	s.OpenRegistration(id, "")
	_, body := s.Do(s.Anon, "GET", search, nil)
	links := regexp.MustCompile(`href="([^"]+)">([^<]+)</a>`).FindAllStringSubmatch(string(body), -1)
	if len(links) != 2 || links[0][2] != "Dvořák Jiří" || links[1][2] != "Dvořáková Eva" {
		t.Fatalf("search hits: %v in %s", links, body)
	}
	_, form := s.Do(s.Anon, "GET", html.UnescapeString(links[1][1]), nil)
	for _, want := range []string{`value="Dvořáková"`, `value="Eva"`, `value="3k"`, `value="Prag"`, `value="CZ"`, `value="23456789"`} {
		if !strings.Contains(string(form), want) {
			t.Errorf("the form filled from the list has no %s", want)
		}
	}
	// Signed up with the PIN, the player gets the list's rating.
	tok := s.cookieCSRF(s.Anon)
	f := webtest.SignupForm("Dvořáková", "Eva", "3k")
	f.Set("egd_pin", "23456789")
	if code, b := s.PostForm(s.Anon, fmt.Sprintf("/tournaments/%d/register", id), tok, f); code != http.StatusOK {
		t.Fatalf("sign-up: %d %.300s", code, b)
	}
	if ps := s.APIPlayers(id); len(ps) != 1 || ps[0].Rating != 1810 || ps[0].Status != "preliminary" {
		t.Fatalf("player: %+v", ps)
	}
}

// The API reads "confirmed", the sign-up's word, as "final"; a sign-up confirmed through the
// API is paired like any player.
func TestPlayerStatusConfirmed(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id, _ := s.CreateTournament("Brno Cup", 0)
	var p app.PlayerJSON
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/players", id),
		map[string]any{"name": "Novák", "rank": "3k", "status": "preliminary"}, http.StatusCreated, &p)
	if p.Status != "preliminary" {
		t.Fatalf("status %q", p.Status)
	}
	s.Expect(s.Director, "PUT", fmt.Sprintf("/api/tournaments/%d/players/%d", id, p.ID),
		map[string]any{"status": "confirmed"}, http.StatusOK, &p)
	if p.Status != "final" {
		t.Fatalf("status after confirming: %q, want final", p.Status)
	}
	s.ExpectError(s.Director, "PUT", fmt.Sprintf("/api/tournaments/%d/players/%d", id, p.ID),
		map[string]any{"status": "maybe"}, http.StatusBadRequest, "status")
}
