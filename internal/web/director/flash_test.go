package director_test

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/store/storetest"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/hoshi-go/hoshi/internal/web/director"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
	"github.com/labstack/echo/v4"
)

// A message with many long lines (results entered at once without htmx) stays within a
// cookie a browser keeps: the lines that do not fit become "… and N more".
func TestFlashFitsInACookie(t *testing.T) {
	webtest.Parallel(t)
	var lines []string
	for i := range 40 {
		lines = append(lines, fmt.Sprintf("Table %d: Dvořák Jiří–Šťastný Tomáš 白石 <&> %s: result set to B+", i+1, strings.Repeat("ž", 100)))
	}
	for _, tc := range []struct {
		text string
		more []string
	}{
		{"40 results entered.", lines},
		{"3 results entered.", lines[:3]},
		{strings.Repeat("長い ", 3000), nil},
		{strings.Repeat("long ", 2000), lines},
	} {
		e := echo.New()
		rec := httptest.NewRecorder()
		c := e.NewContext(httptest.NewRequest("POST", "/", nil), rec)
		director.SetFlash(c, "", tc.text, tc.more...)
		ck := rec.Result().Cookies()[0]
		if len(ck.Value) > director.MaxFlashCookie || len(ck.String()) > 3600 {
			t.Fatalf("flash cookie of %d bytes (%d with its attributes)", len(ck.Value), len(ck.String()))
		}
		b, err := base64.RawURLEncoding.DecodeString(ck.Value)
		if err != nil {
			t.Fatal(err)
		}
		var f director.DirFlash
		if err := json.Unmarshal(b, &f); err != nil {
			t.Fatal(err)
		}
		switch {
		case len(tc.more) == 3:
			if len(f.More) != 3 || f.More[2].Text != tc.more[2] || f.Text != tc.text {
				t.Errorf("a short message changed: %+v", f)
			}
		case len(tc.more) > 0:
			shown := len(f.More) - 1
			if shown < 0 || fmt.Sprint(f.More[shown].Message()) != fmt.Sprintf("… and %d more", len(tc.more)-shown) {
				t.Errorf("the lines left out are not counted: %q", f.More)
			}
			if len(tc.text) < 100 && (shown < 5 || f.Text != tc.text || f.More[0].Text != tc.more[0]) {
				t.Errorf("kept %d lines of %d: %+v", shown, len(tc.more), f)
			}
		default:
			if !strings.HasSuffix(f.Text, "…") || !strings.HasPrefix(tc.text, strings.TrimSuffix(f.Text, "…")) {
				t.Errorf("long text not cut: %q", f.Text)
			}
		}
	}
}

// The flash cookie is Secure on a server behind HTTPS, as the session cookie is, and so is
// the cookie that clears it.
func TestFlashCookieSecure(t *testing.T) {
	webtest.Parallel(t)
	db, err := store.Open(t.Context(), storetest.DSN(t))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if err := db.SetPassword(t.Context(), webtest.TestPassword); err != nil {
		t.Fatal(err)
	}
	session, err := webtest.AdminSession(t.Context(), db, webtest.TestPassword)
	if err != nil {
		t.Fatal(err)
	}
	for _, secure := range []bool{true, false} {
		srv, err := web.New(db, web.Config{Defaults: tournament.DefaultSettings(), SecureCookies: secure,
			Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
		if err != nil {
			t.Fatal(err)
		}
		token := strings.Repeat("c", 43)
		req := httptest.NewRequest("POST", "/director/egd/fetch", strings.NewReader(url.Values{"url": {"file:///etc/passwd"}, app.CSRFField: {token}}.Encode()))
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		req.AddCookie(&http.Cookie{Name: app.CSRFCookie, Value: token})
		req.AddCookie(&http.Cookie{Name: app.SessionCookie, Value: session})
		rec := httptest.NewRecorder()
		srv.Handler().ServeHTTP(rec, req)
		flash := cookieNamed(rec.Result().Cookies(), director.FlashCookie)
		if rec.Code != http.StatusSeeOther || flash == nil || flash.Secure != secure {
			t.Fatalf("SecureCookies %v: %d, flash cookie %v", secure, rec.Code, flash)
		}
		req = httptest.NewRequest("GET", "/director/egd", nil)
		req.AddCookie(&http.Cookie{Name: app.SessionCookie, Value: session})
		req.AddCookie(flash)
		rec = httptest.NewRecorder()
		srv.Handler().ServeHTTP(rec, req)
		cleared := cookieNamed(rec.Result().Cookies(), director.FlashCookie)
		if rec.Code != http.StatusOK || cleared == nil || cleared.MaxAge >= 0 || cleared.Secure != secure {
			t.Fatalf("SecureCookies %v: %d, clearing cookie %v", secure, rec.Code, cleared)
		}
		if !strings.Contains(rec.Body.String(), "give the http(s) address") {
			t.Errorf("the message is not shown: %s", rec.Body.String())
		}
	}
}

func cookieNamed(cs []*http.Cookie, name string) *http.Cookie {
	for _, c := range cs {
		if c.Name == name {
			return c
		}
	}
	return nil
}
