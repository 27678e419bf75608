package webtest

import (
	"net/http"
	"net/url"

	"github.com/hoshi-go/hoshi/internal/web/app"
)

// CSRFToken gets the anonymous client a CSRF cookie and returns its value, so that a
// refusal below is the missing session, not the missing token.
func (s *Server) CSRFToken(c *http.Client) string {
	s.T.Helper()
	s.Do(c, "GET", "/login", nil)
	u, _ := url.Parse(s.TS.URL)
	for _, ck := range c.Jar.Cookies(u) {
		if ck.Name == app.CSRFCookie {
			return ck.Value
		}
	}
	s.T.Fatal("no CSRF cookie")
	return ""
}
