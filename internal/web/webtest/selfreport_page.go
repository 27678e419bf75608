package webtest

import (
	"net/url"
)

// LinkForm posts a player's page form in language lang ("" for the default).
func (s *Server) LinkForm(path, token string, form url.Values, lang string) (int, string) {
	s.T.Helper()
	if token != "" {
		form.Set("_csrf", token)
	}
	h := []string{"Content-Type", "application/x-www-form-urlencoded"}
	if lang != "" {
		h = append(h, "Accept-Language", lang)
	}
	resp, body := s.Do(s.Anon, "POST", path, form.Encode(), h...)
	return resp.StatusCode, string(body)
}
