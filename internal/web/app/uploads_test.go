package app_test

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// countingBody is an upload of n bytes that counts how many the server read.
type countingBody struct {
	n, read int64
}

func (b *countingBody) Read(p []byte) (int, error) {
	if b.read >= b.n {
		return 0, io.EOF
	}
	k := min(int64(len(p)), b.n-b.read)
	for i := range p[:k] {
		p[i] = 'x'
	}
	b.read += k
	return int(k), nil
}

// post sends a multipart upload of n bytes to path straight to the handler, with the cookies
// of client c (nil: none), and returns the status and how much of the body was read.
func (s *testServer) postUpload(c *http.Client, path string, n int64, csrf string) (int, int64) {
	s.T.Helper()
	body := &countingBody{n: n}
	req := httptest.NewRequest("POST", path, body)
	req.ContentLength = n
	req.Header.Set("Content-Type", "multipart/form-data; boundary=xyz")
	if csrf != "" {
		req.Header.Set(app.CSRFHeader, csrf)
	}
	if c != nil {
		u, _ := url.Parse(s.TS.URL)
		for _, ck := range c.Jar.Cookies(u) {
			req.AddCookie(ck)
		}
	}
	rec := httptest.NewRecorder()
	s.App.Handler().ServeHTTP(rec, req)
	return rec.Code, body.read
}

// An upload is read only once its sender is known to be allowed the route: an anonymous
// client and an account without the role are refused before a byte of it is read.
func TestUploadsRefusedBeforeReading(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	ctx := t.Context()
	id, _ := s.CreateTournament("Uploads", 2)
	const size = 60 << 20

	for _, path := range []string{"/director/import/backup", "/director/egd",
		fmt.Sprintf("/director/tournaments/%d/players/import", id)} {
		code, read := s.postUpload(nil, path, 900<<10, "") // under every route's limit
		if code != http.StatusUnauthorized || read > 0 {
			t.Errorf("anonymous upload to %s: %d after reading %d bytes, want 401 before reading", path, code, read)
		}
	}
	for _, path := range []string{"/director/import/backup"} {
		code, read := s.postUpload(nil, path, size, "")
		if code != http.StatusUnauthorized || read > 0 {
			t.Errorf("anonymous upload to %s: %d after reading %d bytes, want 401 before reading", path, code, read)
		}
	}
	// A form of a visitor is read as before: an anonymous login with a bad CSRF token is 403.
	if resp, _ := s.Do(s.Anon, "POST", "/login", "password=x", "Content-Type", "application/x-www-form-urlencoded"); resp.StatusCode != http.StatusForbidden {
		t.Errorf("anonymous login form without a token: %d, want 403", resp.StatusCode)
	}

	// A results desk of the tournament may not import players: refused unread.
	uid, err := s.DB.CreateUser(ctx, "desk", "", "desk password", false)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.DB.SetRole(ctx, store.TournamentID(id), uid, store.RoleDesk); err != nil {
		t.Fatal(err)
	}
	desk := s.Login("desk", "desk password")
	code, read := s.postUpload(desk, fmt.Sprintf("/director/tournaments/%d/players/import", id), 900<<10, s.CSRFToken(desk))
	if code != http.StatusForbidden || read > 0 {
		t.Errorf("the desk's player import: %d after reading %d bytes, want 403 before reading", code, read)
	}
	// The administrator's upload is read (and refused for what it holds).
	if code, read := s.postUpload(s.Director, "/director/import/backup", 1<<20, s.CSRFToken(s.Director)); read == 0 || code == http.StatusUnauthorized || code == http.StatusForbidden {
		t.Errorf("the director's backup upload: %d after reading %d bytes", code, read)
	}
}

// slowBody is an upload that sends nothing until released.
type slowBody struct{ release chan struct{} }

func (b slowBody) Read(p []byte) (int, error) {
	<-b.release
	return 0, io.EOF
}

// Large uploads under way share a budget: past it, one more is refused at once with 503,
// and is accepted again once the others are done.
func TestLargeUploadsShareABudget(t *testing.T) {
	s := newTestServer(t)
	csrf := s.CSRFToken(s.Director)
	const size = 60 << 20 // two of them fit the budget of 128 MB, not three
	release := make(chan struct{})
	var once sync.Once
	done := func() { once.Do(func() { close(release) }) }
	defer done() // a failure below must not leave the uploads hanging
	var started sync.WaitGroup
	var wg sync.WaitGroup
	var pending atomic.Int32
	for range 2 {
		wg.Add(1)
		started.Add(1)
		go func() {
			defer wg.Done()
			req, _ := http.NewRequestWithContext(context.Background(), "POST", s.TS.URL+"/director/import/backup", slowBody{release})
			req.ContentLength = size
			req.Header.Set("Content-Type", "multipart/form-data; boundary=xyz")
			req.Header.Set(app.CSRFHeader, csrf)
			pending.Add(1)
			started.Done()
			resp, err := s.Director.Do(req)
			if err == nil {
				resp.Body.Close()
			}
		}()
	}
	started.Wait()
	// Wait until both hold their share: a third is then refused.
	deadline := time.Now().Add(10 * time.Second)
	for {
		code, read := s.postUpload(s.Director, "/director/import/backup", size, csrf)
		if code == http.StatusServiceUnavailable {
			if read != 0 {
				t.Errorf("the refused upload was read: %d bytes", read)
			}
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("a third 60 MB upload: %d, want 503 while two are under way", code)
		}
		time.Sleep(20 * time.Millisecond)
	}
	resp, body := s.Do(s.Director, "POST", "/director/import/backup", strings.Repeat("y", 9<<20),
		"Content-Type", "multipart/form-data; boundary=xyz", app.CSRFHeader, csrf, "Accept-Language", "cs")
	if resp.StatusCode != http.StatusServiceUnavailable || !strings.Contains(string(body), "zkuste to znovu za minutu") {
		t.Errorf("a Czech upload past the budget: %d %s", resp.StatusCode, body)
	}
	done()
	wg.Wait()
	if code, _ := s.postUpload(s.Director, "/director/import/backup", 1<<20, csrf); code == http.StatusServiceUnavailable {
		t.Error("the budget is not given back once the uploads are done")
	}
}
