package app_test

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"io/fs"
	"net/http"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/web/webtest"
	"github.com/hoshi-go/hoshi/static"
)

// The stylesheets and scripts go out compressed, with a checksum ETag that answers 304, and
// are cached for a year under their checksummed address only.
func TestStaticFilesCachedAndCompressed(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	raw := &http.Client{Transport: &http.Transport{DisableCompression: true}}
	want, err := fs.ReadFile(static.FS, "js/htmx.min.js")
	if err != nil {
		t.Fatal(err)
	}
	sum := sha256.Sum256(want)
	hash := hex.EncodeToString(sum[:6])

	get := func(path string, header ...string) (*http.Response, []byte) {
		t.Helper()
		return webtest.Send(t, raw, "GET", s.TS.URL+path, nil, header...)
	}
	resp, body := get("/static/js/htmx.min.js", "Accept-Encoding", "gzip, deflate, br")
	if resp.StatusCode != 200 || resp.Header.Get("Content-Encoding") != "gzip" {
		t.Fatalf("gzip asked: %d, Content-Encoding %q", resp.StatusCode, resp.Header.Get("Content-Encoding"))
	}
	zr, err := gzip.NewReader(bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	got, err := io.ReadAll(zr)
	if err != nil || !bytes.Equal(got, want) {
		t.Fatalf("the gzip body is not the file (err %v, %d bytes for %d)", err, len(got), len(want))
	}
	if len(body) > len(want)/2 {
		t.Errorf("htmx compressed to %d of %d bytes", len(body), len(want))
	}
	if !strings.Contains(resp.Header.Get("Vary"), "Accept-Encoding") {
		t.Errorf("Vary %q", resp.Header.Get("Vary"))
	}
	if cc := resp.Header.Get("Cache-Control"); cc != "no-cache" {
		t.Errorf("plain address: Cache-Control %q, want no-cache", cc)
	}
	etag := resp.Header.Get("ETag")
	if !strings.Contains(etag, hash) {
		t.Errorf("ETag %q, want the checksum %s", etag, hash)
	}
	if resp, body := get("/static/js/htmx.min.js", "Accept-Encoding", "gzip", "If-None-Match", etag); resp.StatusCode != http.StatusNotModified || len(body) != 0 {
		t.Errorf("If-None-Match %s: %d, %d bytes", etag, resp.StatusCode, len(body))
	}

	// Without gzip: the file itself, under another ETag.
	resp, body = get("/static/js/htmx.min.js")
	if resp.Header.Get("Content-Encoding") != "" || !bytes.Equal(body, want) {
		t.Errorf("identity: Content-Encoding %q, %d bytes for %d", resp.Header.Get("Content-Encoding"), len(body), len(want))
	}
	if resp.Header.Get("ETag") == etag {
		t.Errorf("the identity and gzip bodies share the ETag %s", etag)
	}
	if resp, _ := get("/static/js/htmx.min.js", "Accept-Encoding", "gzip;q=0"); resp.Header.Get("Content-Encoding") != "" {
		t.Errorf("gzip;q=0 answered with %q", resp.Header.Get("Content-Encoding"))
	}

	// The checksummed address is cached for a year; another checksum is not.
	if resp, _ := get("/static/js/htmx.min.js?v=" + hash); resp.Header.Get("Cache-Control") != "public, max-age=31536000, immutable" {
		t.Errorf("?v=%s: Cache-Control %q", hash, resp.Header.Get("Cache-Control"))
	}
	if resp, _ := get("/static/js/htmx.min.js?v=000000000000"); resp.Header.Get("Cache-Control") != "no-cache" {
		t.Errorf("?v=stale: Cache-Control %q", resp.Header.Get("Cache-Control"))
	}
	if resp, _ := get("/static/css/hoshi.css"); !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/css") {
		t.Errorf("css: Content-Type %q", resp.Header.Get("Content-Type"))
	}
	if resp, _ := get("/static/js/nosuch.js"); resp.StatusCode != http.StatusNotFound {
		t.Errorf("a missing file: %d", resp.StatusCode)
	}
	if resp, _ := get("/static/../static.go"); resp.StatusCode != http.StatusNotFound {
		t.Errorf("a path out of the folder: %d", resp.StatusCode)
	}
}
