package public_test

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// An invitation link is built on the configured public address, never on the Host header
// of the request that made it.
func TestInviteLinkOnPublicURL(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	invite := func(name string) string {
		t.Helper()
		req, err := http.NewRequest("POST", s.TS.URL+"/api/users", strings.NewReader(`{"name":"`+name+`"}`))
		if err != nil {
			t.Fatal(err)
		}
		req.Host = "evil.example"
		req.Header.Set("Content-Type", "application/json")
		for _, ck := range s.Director.Jar.Cookies(req.URL) { // the jar would file them under the Host
			req.AddCookie(ck)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		var out struct{ Invite string }
		if err := json.NewDecoder(resp.Body).Decode(&out); err != nil || resp.StatusCode != http.StatusCreated {
			t.Fatalf("POST /api/users: %d %v", resp.StatusCode, err)
		}
		return out.Invite
	}
	// Without a public address (a laptop), the request's own address: here the forged one.
	if link := invite("Bob"); !strings.HasPrefix(link, "http://evil.example/invite/") {
		t.Fatalf("no public_url: %q", link)
	}
	s.App.Config.PublicURL = "https://go.example.org"
	if link := invite("Eva"); !strings.HasPrefix(link, "https://go.example.org/invite/") || len(link) < len("https://go.example.org/invite/")+20 {
		t.Fatalf("public_url set: %q", link)
	}
}
