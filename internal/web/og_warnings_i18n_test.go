package web

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/export"
	"github.com/hoshi-go/hoshi/internal/i18n"
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
	var warnings []string
	for _, w := range rep.Warnings {
		if strings.Contains(w, "control characters") {
			warnings = append(warnings, w)
			if strings.Contains(w, " of ") && !strings.Contains(w, "of Rob in Cl é held") {
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
		line, _, _ := strings.Cut(strings.TrimPrefix(w, "line "), ":")
		for _, l := range i18n.Languages[1:] {
			got := app.LocalizeError(cat, cat.For(l.Code), w)
			if got == w || !strings.Contains(got, line) || strings.Contains(w, " of ") && !strings.Contains(got, "Rob in Cl é") {
				t.Errorf("%s: %q read as %q", l.Code, w, got)
			}
		}
	}
}
