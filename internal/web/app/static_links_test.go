package app_test

import (
	"fmt"
	"net/http"
	"regexp"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// The pages link the stylesheets and scripts under their checksummed addresses, which the
// server answers with a year's caching: a page never asks for them again until they change.
func TestPagesLinkChecksummedStaticFiles(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	id, _ := s.CreateTournament("Cached", 2)
	links := regexp.MustCompile(`(?:src|href)="(/static/[^"]+)"`)
	seen := 0
	for _, path := range []string{"/", fmt.Sprintf("/tournaments/%d", id), fmt.Sprintf("/director/tournaments/%d", id), "/login"} {
		_, body := s.Do(s.Director, "GET", path, nil)
		for _, m := range links.FindAllStringSubmatch(string(body), -1) {
			seen++
			u := strings.ReplaceAll(m[1], "&amp;", "&")
			if !strings.Contains(u, "?v=") {
				t.Errorf("%s links %s without its checksum", path, u)
				continue
			}
			resp, _ := s.Do(s.Anon, "GET", u, nil)
			if resp.StatusCode != http.StatusOK || resp.Header.Get("Cache-Control") != "public, max-age=31536000, immutable" {
				t.Errorf("%s: %d, Cache-Control %q", u, resp.StatusCode, resp.Header.Get("Cache-Control"))
			}
		}
	}
	if seen < 4 {
		t.Fatalf("only %d static links found", seen)
	}
}
