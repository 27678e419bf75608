package webtest

import (
	"context"
	"maps"
	"net/http"
	"net/url"
	"regexp"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
)

// DirPost posts values (with the director's CSRF token) and returns the answer without
// following a redirect.
func (s *Server) DirPost(path string, values url.Values, header ...string) (*http.Response, string) {
	s.T.Helper()
	values = maps.Clone(values) // the caller's values stay as they are, to be posted again
	if values == nil {
		values = url.Values{}
	}
	if RevForms.MatchString(path) && !values.Has("rev") {
		values.Set("rev", s.FormRev(path)) // the form as just loaded; set "rev" to post a stale one
	}
	values.Set(app.CSRFField, s.CSRFToken(s.Director))
	h := append([]string{"Content-Type", "application/x-www-form-urlencoded"}, header...)
	resp, body := s.Do(s.Director, "POST", path, values.Encode(), h...)
	return resp, string(body)
}

// RevForms are the director forms that carry the tournament's revision ("rev").
var RevForms = regexp.MustCompile(`^/director/tournaments/\d+/(settings|presence|players/\d+)$`)

var RevInput = regexp.MustCompile(`name="rev" value="(\d+)"`)

// FormRev is the revision in the form at path, as a GET shows it now.
func (s *Server) FormRev(path string) string {
	s.T.Helper()
	m := RevInput.FindStringSubmatch(s.DirGet(path))
	if m == nil {
		s.T.Fatalf("GET %s: no revision in the form", path)
	}
	return m[1]
}

// DirGet gets a page as the director and checks it is served.
func (s *Server) DirGet(path string) string {
	s.T.Helper()
	resp, body := s.Do(s.Director, "GET", path, nil)
	if resp.StatusCode != http.StatusOK {
		s.T.Fatalf("GET %s: %d %s", path, resp.StatusCode, body)
	}
	return string(body)
}

// DirGetIn gets a page as the director with the language switch set to lang.
func (s *Server) DirGetIn(lang, path string) string {
	s.T.Helper()
	resp, body := s.Do(s.Director, "GET", path, nil, "Cookie", app.LangCookie+"="+lang)
	if resp.StatusCode != http.StatusOK {
		s.T.Fatalf("GET %s in %s: %d %s", path, lang, resp.StatusCode, body)
	}
	return string(body)
}

func (s *Server) DirLoad(id int) *tournament.Tournament {
	s.T.Helper()
	t, _, err := s.DB.LoadTournament(context.Background(), store.TournamentID(id))
	if err != nil {
		s.T.Fatal(err)
	}
	return t
}
