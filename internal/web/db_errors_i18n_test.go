package web_test

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/hoshi-go/hoshi/internal/i18n"
	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/hoshi-go/hoshi/templates"
	"github.com/jackc/pgx/v5/pgconn"
)

// The database's refusals reach the user as their own status and message, in every language:
// a lost PostgreSQL connection and a write refused for a newer hoshi are 503 (try again, or
// use the newer version), a text with a NUL byte or bytes that are not UTF-8 is 400 naming
// the column. The refusals are those the store gives: the driver's errors as the store
// returns them, and a write of such texts.
func TestDatabaseRefusalsAnsweredAndTranslated(t *testing.T) {
	terminated := fmt.Errorf("load players: %w", &pgconn.PgError{Severity: "FATAL", Code: "57P01",
		Message: "terminating connection due to administrator command"})
	stale := fmt.Errorf("list: %w", &pgconn.PgError{Severity: "ERROR", Code: "0A000",
		Message: "cached plan must not change result type"})
	s := newTestServer(t)
	write := func(name string) error {
		t.Helper()
		err := s.DB.SaveRatingList(context.Background(), store.RatingListFile{Name: name, LoadedAt: time.Now(), Text: []byte("x")})
		if err == nil {
			t.Fatalf("the file name %q was stored", name)
		}
		return err
	}
	cases := []struct {
		err    error
		status int
		msg    string
	}{
		{terminated, http.StatusServiceUnavailable, store.LostMessage},
		{stale, http.StatusServiceUnavailable, store.LostMessage},
		{store.NewerWriter(3, 2), http.StatusServiceUnavailable, store.NewerWriter(3, 2).Error()},
		{write("list\x00.txt"), http.StatusBadRequest, store.TextNULMessage},
		{write("list\xff.txt"), http.StatusBadRequest, store.TextUTF8Message},
		{errors.New("disk on fire"), http.StatusInternalServerError, "internal error"},
	}
	cat, err := i18n.Load(templates.Locales, "i18n")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cases {
		status, field, msg := app.StatusOf(c.err)
		if status != c.status || msg != c.msg || (status == http.StatusBadRequest) != (field != "") {
			t.Errorf("%v: %d %q %q, want %d %q", c.err, status, field, msg, c.status, c.msg)
		}
		for _, l := range i18n.Languages[1:] {
			got := app.Localize(cat.For(l.Code), app.PageMessage(c.err))
			if got == msg || got == "" || strings.Contains(got, "{{") {
				t.Errorf("%s: %q is not translated (%q)", l.Code, msg, got)
			}
			if strings.Contains(msg, "data format") && (!strings.Contains(got, "3") || !strings.Contains(got, "2")) {
				t.Errorf("%s: %q lost the formats", l.Code, got)
			}
		}
		if got := app.Localize(cat.For("en"), app.PageMessage(c.err)); got != msg {
			t.Errorf("en: %q, want %q", got, msg)
		}
	}
}
