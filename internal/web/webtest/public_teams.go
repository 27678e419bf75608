package webtest

import (
	"html"
	"net/http"
	"regexp"
	"strings"

	"github.com/hoshi-go/hoshi/internal/web/app"
)

// PublicGet fetches a public page as an anonymous visitor, in lang ("" for the default).
func (s *Server) PublicGet(lang, path string) string {
	s.T.Helper()
	var header []string
	if lang != "" {
		header = []string{"Cookie", app.LangCookie + "=" + lang}
	}
	resp, body := s.Do(s.Anon, "GET", path, nil, header...)
	if resp.StatusCode != http.StatusOK {
		s.T.Fatalf("GET %s: %d %s", path, resp.StatusCode, body)
	}
	return string(body)
}

var (
	tagRE   = regexp.MustCompile(`<[^>]*>`)
	spaceRE = regexp.MustCompile(`\s+`)
)

// PageText is the visible text of an HTML fragment, its runs of spaces made one.
func PageText(h string) string {
	return strings.TrimSpace(spaceRE.ReplaceAllString(html.UnescapeString(tagRE.ReplaceAllString(h, " ")), " "))
}
