package director_test

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"net/url"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/web/director"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// A download from the server's own machine (here a stand-in on 127.0.0.1) is refused when
// the connection is made, and so is a redirect there; the message tells why in a few words.
func TestRatingListFetchRefusesLocalAddresses(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	hit := false
	local := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hit = true
		io.WriteString(w, "secret")
	}))
	defer local.Close()
	for _, u := range []string{local.URL + "/allworld_lp.html", strings.Replace(local.URL, "127.0.0.1", "localhost", 1) + "/x"} {
		resp, body := s.DirPost("/director/egd/fetch", url.Values{"url": {u}})
		page := s.DirSeeOther(resp, body, "/director/egd")
		if !strings.Contains(page, "could not download: the address is a loopback address") {
			t.Errorf("fetch of %s: %s", u, page)
		}
		if strings.Contains(page, "127.0.0.1") || strings.Contains(page, "dial") {
			t.Errorf("the message shows connection details: %s", page)
		}
	}
	// In Czech, the refusal and its reason, nested in it, are Czech.
	resp, body := s.DirPost("/director/egd/fetch", url.Values{"url": {local.URL + "/x"}})
	if resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("fetch: %d %s", resp.StatusCode, body)
	}
	if page := s.DirGetIn("cs", "/director/egd"); !strings.Contains(page, "stažení se nezdařilo: adresa zpětné smyčky (loopback): z takové adresy hoshi nestahuje") {
		t.Errorf("Czech refusal: %s", page)
	}
	if hit {
		t.Error("the local server was reached")
	}
}

func TestRefusedReason(t *testing.T) {
	webtest.Parallel(t)
	for addr, want := range map[string]string{
		"127.0.0.1": "a loopback address", "127.9.9.9": "a loopback address", "::1": "a loopback address",
		"::ffff:127.0.0.1": "a loopback address",
		"10.1.2.3":         "a private address", "172.16.0.1": "a private address", "192.168.1.1": "a private address",
		"fc00::1": "a private address", "fd12::1": "a private address",
		"169.254.169.254": "a link-local address", "fe80::1": "a link-local address",
		"0.0.0.0": "an unspecified address", "::": "an unspecified address",
		"224.0.0.1": "a link-local address", "239.1.2.3": "a multicast address", "ff02::1": "a link-local address", "ff0e::1": "a multicast address",
		"255.255.255.255": "not a public address",
		"8.8.8.8":         "", "2a00:1450::1": "", "193.0.6.139": "",
	} {
		got := ""
		if k := director.RefusedReason(netip.MustParseAddr(addr), false); k != nil {
			got = k.Error()
		}
		if got != want {
			t.Errorf("%s: %q, want %q", addr, got, want)
		}
	}
	if got := director.RefusedReason(netip.MustParseAddr("127.0.0.1"), true); got != nil {
		t.Errorf("loopback allowed for tests: %q", got)
	}
	if got := director.RefusedReason(netip.MustParseAddr("10.0.0.1"), true); got == nil {
		t.Error("allowing loopback allowed a private address")
	}
}

// A list beyond 64 MB, downloaded or unpacked, is refused with a clear message instead of
// being cut and loaded short; so is a chain of more than 3 redirects.
func TestRatingListFetchLimits(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	s.App.AllowLoopbackFetch = true
	line := []byte("  12345678  Dvořák Jiří      CZ  Brno    2d   --   2150    12  T250101A\n")
	var bomb bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&bomb, gzip.BestSpeed)
	for n := 0; n <= director.MaxRatingList; n += len(line) {
		zw.Write(line)
	}
	zw.Close()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch {
		case r.URL.Path == "/big.html":
			w.Header().Set("Content-Type", "text/html")
			chunk := bytes.Repeat(line, 1<<14)
			for n := 0; n <= director.MaxRatingList; n += len(chunk) {
				if _, err := w.Write(chunk); err != nil {
					return
				}
			}
		case r.URL.Path == "/bomb.gz":
			w.Write(bomb.Bytes())
		case strings.HasPrefix(r.URL.Path, "/hop/"):
			http.Redirect(w, r, r.URL.Path+"x", http.StatusFound)
		case r.URL.Path == "/ok.html":
			w.Write(line)
		default:
			http.NotFound(w, r)
		}
	}))
	defer srv.Close()
	for path, want := range map[string]string{
		"/big.html":   "could not download: the list is larger than 64 MB",
		"/bomb.gz":    "the list is larger than 64 MB",
		"/hop/":       "could not download: more than 3 redirects",
		"/missing.gz": "could not download: the server answered 404 Not Found",
	} {
		resp, body := s.DirPost("/director/egd/fetch", url.Values{"url": {srv.URL + path}})
		if page := s.DirSeeOther(resp, body, "/director/egd"); !strings.Contains(page, want) || strings.Contains(page, "Rating list loaded") {
			t.Errorf("fetch %s: want %q in %s", path, want, page)
		}
	}
	resp, body := s.DirPost("/director/egd/fetch", url.Values{"url": {srv.URL + "/hop/"}})
	if resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("fetch: %d %s", resp.StatusCode, body)
	}
	if page := s.DirGetIn("cs", "/director/egd"); !strings.Contains(page, "stažení se nezdařilo: víc než 3 přesměrování") {
		t.Errorf("Czech reason: %s", page)
	}
	resp, body = s.DirUpload("/director/egd", "bomb.gz", bomb.Bytes())
	if page := s.DirSeeOther(resp, body, "/director/egd"); !strings.Contains(page, "the list is larger than 64 MB") {
		t.Errorf("upload of a gzip that unpacks beyond 64 MB: %s", page)
	}
}
