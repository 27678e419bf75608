package account_test

import (
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
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// On a server without a password, /setup answers the server machine only: a visitor from
// the network gets the explanation, and cannot choose the password.
func TestSetupOnlyFromLoopback(t *testing.T) {
	webtest.Parallel(t)
	db, err := store.Open(t.Context(), storetest.DSN(t))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	srv, err := web.New(db, web.Config{Defaults: tournament.DefaultSettings(), Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		t.Fatal(err)
	}
	token := strings.Repeat("t", 43)
	send := func(method, remote, password string) (int, string) {
		t.Helper()
		var body io.Reader
		if method == "POST" {
			body = strings.NewReader(url.Values{"password": {password}, "confirm": {password}, app.CSRFField: {token}}.Encode())
		}
		req := httptest.NewRequest(method, "/setup", body)
		req.RemoteAddr = remote
		req.AddCookie(&http.Cookie{Name: app.CSRFCookie, Value: token})
		if method == "POST" {
			req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		}
		rec := httptest.NewRecorder()
		srv.Handler().ServeHTTP(rec, req)
		return rec.Code, rec.Body.String()
	}
	for _, remote := range []string{"192.0.2.7:50000", "10.0.0.5:50000", "[2001:db8::1]:50000", "[::ffff:192.0.2.7]:50000"} {
		code, body := send("GET", remote, "")
		if code != http.StatusForbidden || !strings.Contains(body, "on the server machine itself") ||
			!strings.Contains(body, "HOSHI_ADMIN_PASSWORD") || !strings.Contains(body, "admin_password_hash") || strings.Contains(body, `name="password"`) {
			t.Errorf("GET /setup from %s: %d %s", remote, code, body)
		}
		if code, body := send("POST", remote, "a remote password"); code != http.StatusForbidden {
			t.Errorf("POST /setup from %s: %d %s", remote, code, body)
		}
		if ok, err := db.HasDirector(t.Context()); err != nil || ok {
			t.Fatalf("a visitor from %s set the password (%v)", remote, err)
		}
	}
	for _, remote := range []string{"127.0.0.1:50000", "127.3.4.5:50000", "[::1]:50000"} {
		if code, body := send("GET", remote, ""); code != http.StatusOK || !strings.Contains(body, `name="password"`) {
			t.Errorf("GET /setup from %s: %d %s", remote, code, body)
		}
	}
	if code, _ := send("POST", "[::1]:50000", "the local password"); code != http.StatusSeeOther {
		t.Fatalf("POST /setup from ::1: %d", code)
	}
	if err := db.CheckPassword(t.Context(), "the local password"); err != nil {
		t.Fatal(err)
	}
	// Once set, /setup sends everyone to the login, as before.
	if code, _ := send("GET", "192.0.2.7:50000", ""); code != http.StatusSeeOther {
		t.Errorf("GET /setup from the network once set: %d", code)
	}
	if code, _ := send("POST", "192.0.2.7:50000", "another password"); code != http.StatusConflict {
		t.Errorf("POST /setup from the network once set: %d", code)
	}
}
