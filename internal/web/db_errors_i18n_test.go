package web_test

import (
	"errors"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/i18n"
	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/hoshi-go/hoshi/templates"
	"github.com/jackc/pgx/v5/pgconn"
)

// The database's refusals reach the user as their own status and message, in every language:
// a lost PostgreSQL connection and a write refused for a newer hoshi are 503 (try again, or
// use the newer version), a text with a NUL byte or bytes that are not UTF-8 is 400 naming
// the field.
func TestDatabaseRefusalsAnsweredAndTranslated(t *testing.T) {
	terminated := fmt.Errorf("load players: %w", &pgconn.PgError{Severity: "FATAL", Code: "57P01",
		Message: "terminating connection due to administrator command"})
	stale := fmt.Errorf("list: %w", &pgconn.PgError{Severity: "ERROR", Code: "0A000",
		Message: "cached plan must not change result type"})
	cases := []struct {
		err    error
		status int
		field  string
		msg    string
	}{
		{terminated, http.StatusServiceUnavailable, "", store.LostMessage},
		{stale, http.StatusServiceUnavailable, "", store.LostMessage},
		{store.NewerWriter(3, 2), http.StatusServiceUnavailable, "", store.NewerWriter(3, 2).Error()},
		{store.Errorf(store.EINVALID, "sgf", "%s", store.TextNULMessage), http.StatusBadRequest, "sgf", store.TextNULMessage},
		{store.Errorf(store.EINVALID, "club", "%s", store.TextUTF8Message), http.StatusBadRequest, "club", store.TextUTF8Message},
		{errors.New("disk on fire"), http.StatusInternalServerError, "", "internal error"},
	}
	cat, err := i18n.Load(templates.Locales, "i18n")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cases {
		status, field, msg := app.StatusOf(c.err)
		if status != c.status || field != c.field || msg != c.msg {
			t.Errorf("%v: %d %q %q, want %d %q %q", c.err, status, field, msg, c.status, c.field, c.msg)
		}
		if status == http.StatusInternalServerError {
			continue
		}
		shown := msg
		if field != "" {
			shown = field + ": " + msg
		}
		for _, l := range i18n.Languages[1:] {
			got := app.LocalizeError(cat, cat.For(l.Code), shown)
			if got == shown || strings.Contains(got, "{{") {
				t.Errorf("%s: %q is not translated (%q)", l.Code, shown, got)
			}
			if strings.Contains(msg, "data format") && (!strings.Contains(got, "3") || !strings.Contains(got, "2")) {
				t.Errorf("%s: %q lost the formats", l.Code, got)
			}
		}
	}
}
