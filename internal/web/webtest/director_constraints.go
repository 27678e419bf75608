package webtest

import (
	"fmt"
	"net/http"
	"net/url"
	"regexp"
)

var revOnPage = regexp.MustCompile(`name="rev" value="(\d+)"`)

// ApartPost posts the pairs-kept-apart form at path with the revision the page shows.
func (s *Server) ApartPost(id int, path string, a, b int) (*http.Response, string) {
	s.T.Helper()
	m := revOnPage.FindStringSubmatch(s.DirGet(fmt.Sprintf("/director/tournaments/%d/apart", id)))
	if m == nil {
		s.T.Fatal("the page of players kept apart has no revision")
	}
	return s.DirPost(path, url.Values{"a": {fmt.Sprint(a)}, "b": {fmt.Sprint(b)}, "rev": {m[1]}})
}
