package webtest

import (
	"fmt"
	"net/http"
	"net/url"
	"regexp"

	"github.com/hoshi-go/hoshi/internal/web/app"
)

// SignupCSRF fetches a page with client c and returns the _csrf field of its form.
func (s *Server) SignupCSRF(c *http.Client, path string) (string, string) {
	s.T.Helper()
	resp, body := s.Do(c, "GET", path, nil)
	if resp.StatusCode != http.StatusOK {
		s.T.Fatalf("GET %s: %d %s", path, resp.StatusCode, body)
	}
	m := regexp.MustCompile(`name="_csrf" value="([^"]+)"`).FindStringSubmatch(string(body))
	if m == nil {
		s.T.Fatalf("GET %s: no _csrf field in %.600s", path, body)
	}
	return m[1], string(body)
}

// PostForm sends a urlencoded form with the CSRF token and returns status and body.
func (s *Server) PostForm(c *http.Client, path, token string, form url.Values) (int, string) {
	s.T.Helper()
	form.Set("_csrf", token)
	resp, body := s.Do(c, "POST", path, form.Encode(), "Content-Type", "application/x-www-form-urlencoded")
	return resp.StatusCode, string(body)
}

// apiPlayers lists a tournament's players over the API.
func (s *Server) APIPlayers(id int) []app.PlayerJSON {
	s.T.Helper()
	var ps []app.PlayerJSON
	s.Expect(s.Anon, "GET", fmt.Sprintf("/api/tournaments/%d/players", id), nil, http.StatusOK, &ps)
	return ps
}

func (s *Server) OpenRegistration(id int, closes string) {
	s.T.Helper()
	var got app.SettingsJSON
	s.Expect(s.Director, "PUT", fmt.Sprintf("/api/tournaments/%d", id),
		map[string]any{"registration": map[string]any{"open": true, "closes": closes}}, http.StatusOK, &got)
	if got.Registration == nil || !got.Registration.Open || got.Registration.Closes != closes {
		s.T.Fatalf("registration after PUT: %+v", got.Registration)
	}
}

func SignupForm(name, first, rnk string) url.Values {
	return url.Values{"name": {name}, "first_name": {first}, "rank": {rnk}, "club": {"Brno"}, "country": {"CZ"},
		"egd_pin": {""}, "email": {""}}
}
