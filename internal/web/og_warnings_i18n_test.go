package web_test

import (
	"bytes"
	"errors"
	"net/http"
	"os"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/export"
	"github.com/hoshi-go/hoshi/internal/i18n"
	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/testdata"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/hoshi-go/hoshi/templates"
)

// TestOpenGothaControlWarningsTranslated: an OpenGotha file whose texts hold tabs and line
// breaks is imported with a warning per text cleaned, and each warning reads in every
// language with its line and player kept.
func TestOpenGothaControlWarningsTranslated(t *testing.T) {
	data, err := os.ReadFile(testdata.Path(t, "opengotha", "simplemm.xml"))
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range [][2]string{
		{` name="SimpleMM"`, ` name="Simple&#9;MM"`}, {` shortName="simplemm_3511"`, ` shortName="simple&#10;mm"`},
		{` location="Marseillebb"`, ` location="Mar&#9;seille"`}, {` director="Theo"`, ` director="Th&#9;eo"`},
		{` name="Robin"`, ` name="Rob&#9;in"`}, {` firstName="Clé"`, ` firstName="Cl&#10;é"`},
		{` club="13Ma"`, ` club="13&#9;Ma"`}, {` country="FR"`, ` country="F&#9;R"`},
	} {
		if !bytes.Contains(data, []byte(r[0])) {
			t.Fatalf("simplemm.xml has no %s", r[0])
		}
		data = bytes.Replace(data, []byte(r[0]), []byte(r[1]), 1)
	}
	_, rep, err := export.ReadOpenGotha(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	var warnings []error
	for _, w := range rep.Warnings {
		if strings.Contains(w.Error(), "control characters") {
			warnings = append(warnings, w)
			if strings.Contains(w.Error(), " of ") && !strings.Contains(w.Error(), "of Rob in Cl é held") {
				t.Errorf("the player is not named as cleaned: %q", w)
			}
		}
	}
	// Four texts of the tournament and four of the player Robin Clé, named as cleaned.
	if len(warnings) != 8 {
		t.Fatalf("%d warnings about control characters, want 8: %q", len(warnings), rep.Warnings)
	}
	cat, err := i18n.Load(templates.Locales, "i18n")
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range warnings {
		line, _, _ := strings.Cut(strings.TrimPrefix(w.Error(), "line "), ":")
		for _, l := range i18n.Languages[1:] {
			got := app.LocalizeError(cat.For(l.Code), w)
			if got == w.Error() || !strings.Contains(got, line) || strings.Contains(w.Error(), " of ") && !strings.Contains(got, "Rob in Cl é") {
				t.Errorf("%s: %q read as %q", l.Code, w, got)
			}
		}
	}
}

// TestBrokenRatingListInCzech: a rating list that does not unpack is refused with a message
// in the director's language, naming the file.
func TestBrokenRatingListInCzech(t *testing.T) {
	s := newTestServer(t)
	for _, c := range []struct {
		name string
		data []byte
		want string
	}{
		{"allworld.zip", []byte("PK\x03\x04 not really a zip"), "allworld.zip není čitelný soubor zip"},
		{"allworld.gz", []byte{0x1f, 0x8b, 0, 1, 2}, "allworld.gz není čitelný soubor gzip"},
	} {
		resp, body := s.DirUpload("/director/egd", c.name, c.data)
		if resp.StatusCode != http.StatusSeeOther {
			t.Fatalf("%s: %d %s", c.name, resp.StatusCode, body)
		}
		if page := s.DirGetIn("cs", "/director/egd"); !strings.Contains(page, c.want) {
			t.Errorf("%s: the Czech page lacks %q", c.name, c.want)
		}
	}
}

// TestErrorPagesInCzech: the error pages that are nobody's doing (a page that does not
// exist, a busy database, an internal error) read in the page's language too.
func TestErrorPagesInCzech(t *testing.T) {
	s := newTestServer(t)
	resp, body := s.Do(s.Anon, "GET", "/no-such-page", nil, "Cookie", app.LangCookie+"=cs")
	if resp.StatusCode != http.StatusNotFound || !strings.Contains(string(body), "Nenalezeno") {
		t.Errorf("GET /no-such-page in Czech: %d %s", resp.StatusCode, body)
	}
	cat, err := i18n.Load(templates.Locales, "i18n")
	if err != nil {
		t.Fatal(err)
	}
	// The store's answer for a database that stays busy, and the answer to an error of no
	// one's doing, as the error page gets them.
	for _, c := range []struct {
		shown any
		want  string
	}{
		{store.Unavailable(errors.New("database is locked")), "databáze je zaneprázdněná"},
		{app.PageMessage(errors.New("disk on fire")), "vnitřní chyba serveru"},
	} {
		if got := app.Localize(cat.For("cs"), c.shown); !strings.Contains(got, c.want) {
			t.Errorf("%v in Czech: %q, want %q", c.shown, got, c.want)
		}
	}
}
