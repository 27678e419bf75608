package api_test

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// userOut is an account as GET /api/users shows it.
type userOut struct {
	ID          int    `json:"id"`
	Name        string `json:"name"`
	Email       string `json:"email"`
	Admin       bool   `json:"admin"`
	HasPassword bool   `json:"has_password"`
	Roles       []struct {
		Tournament int    `json:"tournament"`
		Role       string `json:"role"`
	} `json:"roles"`
	Invite string `json:"invite"`
}

// TestUsersLinkForAdminOnly: the navigation links to the user pages for the administrator
// only; another director following it would get 403.
func TestUsersLinkForAdminOnly(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	s.Expect(s.Director, "POST", "/api/users", map[string]any{"name": "Mira", "password": "mira's password"}, http.StatusCreated, nil)
	mira := s.Login("Mira", "mira's password")
	var created struct{ ID int }
	s.Expect(mira, "POST", "/api/tournaments", map[string]any{"name": "Mira's Cup"}, http.StatusCreated, &created)

	for _, c := range []struct {
		who    string
		client *http.Client
		link   bool
	}{{"the administrator", s.Director, true}, {"a director", mira, false}} {
		resp, body := s.Do(c.client, "GET", "/director", nil)
		if resp.StatusCode != http.StatusOK {
			t.Fatalf("/director for %s: %d", c.who, resp.StatusCode)
		}
		if !strings.Contains(string(body), "Mira&#39;s Cup") {
			t.Fatalf("/director for %s lists no tournament:\n%s", c.who, body)
		}
		if got := strings.Contains(string(body), `href="/director/users"`); got != c.link {
			t.Errorf("/director for %s: link to the users %v, want %v", c.who, got, c.link)
		}
	}
}

// TestUsersAPI: the administrator creates a user and gives him the results desk of a
// tournament over the API; he logs in, enters a result and may change nothing else.
func TestUsersAPI(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id, _ := s.CreateTournament("Desk by API", 4)
	other, _ := s.CreateTournament("Other", 2)
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/rounds/1/pairing", id), nil, http.StatusCreated, nil)

	const pw = "kenji's secret 1"
	var kenji userOut
	body := s.Expect(s.Director, "POST", "/api/users", map[string]any{"name": "Kenji", "email": "kenji@example.org", "password": pw}, http.StatusCreated, &kenji)
	if strings.Contains(string(body), pw) || strings.Contains(string(body), `"password"`) || strings.Contains(string(body), "$2") {
		t.Fatalf("the answer shows the password: %s", body)
	}
	if kenji.ID == 0 || kenji.Name != "Kenji" || kenji.Email != "kenji@example.org" || kenji.Admin || !kenji.HasPassword || kenji.Invite != "" || len(kenji.Roles) != 0 {
		t.Fatalf("created: %+v", kenji)
	}
	team := fmt.Sprintf("/api/tournaments/%d/roles", id)
	var member struct {
		ID   int    `json:"id"`
		Name string `json:"name"`
		Role string `json:"role"`
	}
	s.Expect(s.Director, "PUT", fmt.Sprintf("%s/%d", team, kenji.ID), map[string]string{"role": "desk"}, http.StatusOK, &member)
	if member.ID != kenji.ID || member.Name != "Kenji" || member.Role != "desk" {
		t.Fatalf("role given: %+v", member)
	}

	var users []userOut
	body = s.Expect(s.Director, "GET", "/api/users", nil, http.StatusOK, &users)
	if strings.Contains(string(body), pw) || strings.Contains(string(body), webtest.TestPassword) {
		t.Fatalf("the list shows a password: %s", body)
	}
	byName := map[string]userOut{}
	for _, u := range users {
		byName[u.Name] = u
	}
	if len(users) != 2 || !byName["admin"].Admin || byName["Kenji"].Admin {
		t.Fatalf("users: %+v", users)
	}
	// The administrator created both tournaments: their director.
	if r := byName["admin"].Roles; len(r) != 2 || r[0].Tournament != id || r[0].Role != "director" || r[1].Tournament != other {
		t.Fatalf("the administrator's roles: %+v", r)
	}
	if r := byName["Kenji"].Roles; len(r) != 1 || r[0].Tournament != id || r[0].Role != "desk" {
		t.Fatalf("Kenji's roles: %+v", r)
	}

	desk := s.Login("kenji@example.org", pw)
	s.Expect(desk, "PUT", fmt.Sprintf("/api/tournaments/%d/rounds/1/games/1/result", id), map[string]string{"result": "w"}, http.StatusOK, nil)
	s.ExpectError(desk, "PUT", fmt.Sprintf("/api/tournaments/%d", id), map[string]any{"name": "Renamed", "rounds": 3}, http.StatusForbidden, "")
	s.ExpectError(desk, "PUT", fmt.Sprintf("/api/tournaments/%d/rounds/1/games/2/result", other), map[string]string{"result": "w"}, http.StatusForbidden, "")
	// The desk may see its team but neither change it nor see the accounts.
	var got []struct {
		Name string `json:"name"`
		Role string `json:"role"`
	}
	s.Expect(desk, "GET", team, nil, http.StatusOK, &got)
	roles := map[string]string{}
	for _, m := range got {
		roles[m.Name] = m.Role
	}
	if len(got) != 2 || roles["admin"] != "director" || roles["Kenji"] != "desk" {
		t.Fatalf("team: %+v", got)
	}
	s.ExpectError(desk, "PUT", fmt.Sprintf("%s/%d", team, kenji.ID), map[string]string{"role": "director"}, http.StatusForbidden, "")
	s.ExpectError(desk, "POST", team, map[string]string{"name": "Friend", "role": "desk"}, http.StatusForbidden, "")
	s.ExpectError(desk, "GET", "/api/users", nil, http.StatusForbidden, "")
	s.ExpectError(desk, "POST", "/api/users", map[string]any{"name": "Mole", "password": "mole's password", "admin": true}, http.StatusForbidden, "")
	s.ExpectError(webtest.NewClient(), "GET", "/api/users", nil, http.StatusUnauthorized, "")
	s.ExpectError(webtest.NewClient(), "GET", team, nil, http.StatusUnauthorized, "")

	// Promoted to director, he may change the settings; the role taken away, nothing.
	s.Expect(s.Director, "POST", team, map[string]string{"name": "kenji", "role": "director"}, http.StatusOK, &member)
	if member.ID != kenji.ID || member.Role != "director" {
		t.Fatalf("promoted by name: %+v", member)
	}
	s.Expect(desk, "PUT", fmt.Sprintf("/api/tournaments/%d", id), map[string]any{"name": "Renamed", "rounds": 3}, http.StatusOK, nil)
	s.Expect(s.Director, "DELETE", fmt.Sprintf("%s/%d", team, kenji.ID), nil, http.StatusNoContent, nil)
	s.ExpectError(desk, "PUT", fmt.Sprintf("/api/tournaments/%d/rounds/1/games/2/result", id), map[string]string{"result": "b"}, http.StatusForbidden, "")

	// Deleted, his session ends.
	s.Expect(s.Director, "DELETE", fmt.Sprintf("/api/users/%d", kenji.ID), nil, http.StatusNoContent, nil)
	s.ExpectError(desk, "GET", team, nil, http.StatusUnauthorized, "")
	s.ExpectError(s.Director, "GET", fmt.Sprintf("/api/users/%d", kenji.ID), nil, http.StatusNotFound, "user")
}

// TestUsersAPIDirector: a director who is not the administrator manages the team of his own
// tournament, and gets 403 on the accounts and on other tournaments' teams.
func TestUsersAPIDirector(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	first, _ := s.CreateTournament("The administrator's", 2)
	s.Expect(s.Director, "POST", "/api/users", map[string]any{"name": "Jana", "password": "jana's password"}, http.StatusCreated, nil)
	jana := s.Login("Jana", "jana's password")
	var own struct{ ID int }
	s.Expect(jana, "POST", "/api/tournaments", map[string]any{"name": "Jana's Cup"}, http.StatusCreated, &own)

	s.ExpectError(jana, "GET", "/api/users", nil, http.StatusForbidden, "")
	s.ExpectError(jana, "POST", "/api/users", map[string]any{"name": "Sneaky", "password": "sneaky password", "admin": true}, http.StatusForbidden, "")
	s.ExpectError(jana, "PUT", "/api/users/1", map[string]any{"admin": false}, http.StatusForbidden, "")
	s.ExpectError(jana, "DELETE", "/api/users/1", nil, http.StatusForbidden, "")
	s.ExpectError(jana, "GET", fmt.Sprintf("/api/tournaments/%d/roles", first), nil, http.StatusForbidden, "")
	s.ExpectError(jana, "POST", fmt.Sprintf("/api/tournaments/%d/roles", first), map[string]string{"name": "Jana", "role": "director"}, http.StatusForbidden, "")

	// A name that is no account yet: the account is created without password and the answer
	// holds the invitation link, as on the team page.
	var invited struct {
		ID          int    `json:"id"`
		Name        string `json:"name"`
		Role        string `json:"role"`
		HasPassword bool   `json:"has_password"`
		Invite      string `json:"invite"`
	}
	s.Expect(jana, "POST", fmt.Sprintf("/api/tournaments/%d/roles", own.ID), map[string]string{"name": "Eva", "email": "eva@example.org", "role": "desk"}, http.StatusCreated, &invited)
	if invited.Name != "Eva" || invited.Role != "desk" || invited.HasPassword || !strings.HasPrefix(invited.Invite, s.TS.URL+"/invite/") {
		t.Fatalf("invited: %+v", invited)
	}
	eva := webtest.NewClient()
	token := s.CSRFToken(eva)
	resp, body := s.Do(eva, "POST", strings.TrimPrefix(invited.Invite, s.TS.URL),
		url.Values{"password": {"eva's password"}, "confirm": {"eva's password"}, app.CSRFField: {token}}.Encode(),
		"Content-Type", "application/x-www-form-urlencoded")
	if resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("accepting the invitation: %d %s", resp.StatusCode, body)
	}
	s.Login("eva@example.org", "eva's password")
}

// TestUsersAPIAdminKept: the administrator "admin" can be neither deleted, demoted nor
// renamed; another administrator can be demoted and deleted while "admin" remains.
func TestUsersAPIAdminKept(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	var users []userOut
	s.Expect(s.Director, "GET", "/api/users", nil, http.StatusOK, &users)
	if len(users) != 1 || users[0].Name != "admin" || !users[0].Admin {
		t.Fatalf("users: %+v", users)
	}
	admin := fmt.Sprintf("/api/users/%d", users[0].ID)
	s.ExpectError(s.Director, "DELETE", admin, nil, http.StatusBadRequest, "user")
	s.ExpectError(s.Director, "PUT", admin, map[string]any{"admin": false}, http.StatusBadRequest, "admin")
	s.ExpectError(s.Director, "PUT", admin, map[string]any{"name": "root"}, http.StatusBadRequest, "name")
	s.Expect(s.Director, "GET", "/api/users", nil, http.StatusOK, &users)
	if len(users) != 1 || users[0].Name != "admin" || !users[0].Admin {
		t.Fatalf("after the refusals: %+v", users)
	}

	var ana userOut
	s.Expect(s.Director, "POST", "/api/users", map[string]any{"name": "Ana", "password": "ana's password", "admin": true}, http.StatusCreated, &ana)
	if !ana.Admin {
		t.Fatalf("Ana: %+v", ana)
	}
	anaClient := s.Login("Ana", "ana's password")
	s.Expect(anaClient, "GET", "/api/users", nil, http.StatusOK, nil)
	s.Expect(s.Director, "PUT", fmt.Sprintf("/api/users/%d", ana.ID), map[string]any{"admin": false, "email": "ana@example.org"}, http.StatusOK, &ana)
	if ana.Admin || ana.Email != "ana@example.org" || ana.Name != "Ana" {
		t.Fatalf("Ana demoted: %+v", ana)
	}
	s.ExpectError(anaClient, "GET", "/api/users", nil, http.StatusForbidden, "")
	s.Expect(s.Director, "DELETE", fmt.Sprintf("/api/users/%d", ana.ID), nil, http.StatusNoContent, nil)
}

// TestUsersAPIBadInput: each mistake is refused with the field at fault.
func TestUsersAPIBadInput(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id, _ := s.CreateTournament("Bad input", 2)
	team := fmt.Sprintf("/api/tournaments/%d/roles", id)
	var bob userOut
	s.Expect(s.Director, "POST", "/api/users", map[string]any{"name": "Bob", "email": "bob@example.org"}, http.StatusCreated, &bob)
	if bob.HasPassword || !strings.HasPrefix(bob.Invite, s.TS.URL+"/invite/") {
		t.Fatalf("without password: %+v", bob)
	}
	for _, c := range []struct {
		method, path string
		body         any
		status       int
		field        string
	}{
		{"POST", "/api/users", map[string]any{"name": "  "}, 400, "name"},
		{"POST", "/api/users", map[string]any{"name": "x@example.org"}, 400, "name"},
		{"POST", "/api/users", map[string]any{"name": strings.Repeat("n", 101)}, 400, "name"},
		{"POST", "/api/users", map[string]any{"name": "Carl", "password": "short"}, 400, "password"},
		{"POST", "/api/users", map[string]any{"name": "Carl", "email": "no address"}, 400, "email"},
		{"POST", "/api/users", map[string]any{"name": "BOB"}, 409, "name"},
		{"POST", "/api/users", map[string]any{"name": "Carl", "email": "BOB@example.org"}, 409, "email"},
		{"POST", "/api/users", map[string]any{"name": "Carl", "admin": "yes"}, 400, "admin"},
		{"POST", "/api/users", map[string]any{"name": "Carl", "nme": "x"}, 400, "nme"},
		{"PUT", fmt.Sprintf("/api/users/%d", bob.ID), map[string]any{"name": "admin"}, 409, "name"},
		{"PUT", fmt.Sprintf("/api/users/%d", bob.ID), map[string]any{"email": "bob"}, 400, "email"},
		{"PUT", "/api/users/999", map[string]any{"name": "Nobody"}, 404, "user"},
		{"PUT", "/api/users/x", map[string]any{"name": "Nobody"}, 404, "user"},
		{"DELETE", "/api/users/999", nil, 404, "user"},
		{"POST", "/api/users/999/invite", nil, 404, "user"},
		{"POST", team, map[string]any{"name": "Bob", "role": "boss"}, 400, "role"},
		{"POST", team, map[string]any{"name": "", "role": "desk"}, 400, "name"},
		{"PUT", fmt.Sprintf("%s/%d", team, bob.ID), map[string]any{"role": ""}, 400, "role"},
		{"PUT", fmt.Sprintf("%s/999", team), map[string]any{"role": "desk"}, 404, "user"},
		{"GET", "/api/tournaments/999/roles", nil, 404, ""},
	} {
		t.Run(c.method+" "+c.path, func(t *testing.T) {
			s.T = t
			s.ExpectError(s.Director, c.method, c.path, c.body, c.status, c.field)
		})
	}
	s.T = t
	// Nothing of it created a user.
	var users []userOut
	s.Expect(s.Director, "GET", "/api/users", nil, http.StatusOK, &users)
	if len(users) != 2 {
		t.Fatalf("users after the refusals: %+v", users)
	}
	// A new link for Bob; the first one still works too until used.
	var again userOut
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/users/%d/invite", bob.ID), nil, http.StatusOK, &again)
	if again.Invite == "" || again.Invite == bob.Invite {
		t.Fatalf("new link: %+v", again)
	}
}
