package web_test

import (
	"fmt"
	"net/http"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/i18n"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/hoshi-go/hoshi/internal/web/director"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
	"github.com/hoshi-go/hoshi/templates"
)

// TestEveryCheckMessageTranslated reads the messages the checks write (the formats of
// tournament's messages.go and of the form readers), fills each with sample values and
// requires every language to recognise and translate it, keeping the values.
func TestEveryCheckMessageTranslated(t *testing.T) {
	src, err := os.ReadFile("../tournament/messages.go")
	if err != nil {
		t.Fatal(err)
	}
	var formats []string
	for _, m := range regexp.MustCompile(`keyed\.Define\("[^"]+", "((?:[^"\\]|\\.)*)"`).FindAllStringSubmatch(string(src), -1) {
		formats = append(formats, strings.ReplaceAll(m[1], `\"`, `"`))
	}
	if len(formats) < 30 {
		t.Fatalf("only %d messages found in messages.go", len(formats))
	}
	formats = append(formats, "write a whole number, not %q", "write a number like 6.5, not %q", "choose final or preliminary",
		"unknown rank %q: write it like 12k, 5 kyu, 3d, 3 dan or 1p (30k to 9d, 1p to 9p)", "%q is not a date like 2026-08-01",
		app.RankFromListNeedsPIN+": give it, or untick the box",
		// The games other than Go: a player's grade, a match's score, a furigoma, a replayed draw.
		"a shogi player's grade is 15k to 9d, not %s", "a shogi player's grade is 15k to 9d: change the rank of %s first",
		"the pairings of this tournament play one game: give the result of table %d, not a match score",
		"a match score counts the games each player won, not %s-%s", "the match at table %d has %d games: %s-%s is more",
		"five pawns are thrown: 0 to 5 fall promoted side up, not %d", "player %d does not play at table %d",
		"the game at table %d is no even shogi game: furigoma decides the colours of even shogi games only",
		"only a director records a final draw: the results desk's draw is replayed",
		"%s is a Go format: a %s tournament plays team matches on boards",
		"a %s tournament cannot be played as %s, a Go format: make it a team tournament on boards first")
	cat, err := i18n.Load(templates.Locales, "i18n")
	if err != nil {
		t.Fatal(err)
	}
	verb := regexp.MustCompile(`%[-+# 0]*[a-z]`)
	for _, f := range formats {
		n := 0
		var vals []string
		msg := verb.ReplaceAllStringFunc(f, func(v string) string {
			n++
			s := fmt.Sprintf("%d%d", 7, n) // 71, 72, … tell the values apart
			if strings.HasSuffix(v, "q") {
				s = `"x` + s + `"`
			}
			vals = append(vals, s)
			return s
		})
		for _, l := range i18n.Languages[1:] {
			got := app.LocalizeError(cat, cat.For(l.Code), msg)
			if got == msg {
				t.Errorf("%s: %q is not translated", l.Code, msg)
				continue
			}
			for _, v := range vals {
				if !strings.Contains(got, v) {
					t.Errorf("%s: %q lost %s: %q", l.Code, msg, v, got)
				}
			}
		}
		if got := app.LocalizeError(cat, cat.For("en"), msg); got != msg {
			t.Errorf("en changed %q to %q", msg, got)
		}
	}
}

// TestCzechFormErrors: a Czech director who posts wrong settings reads what is wrong in
// Czech beside each field; the JSON API keeps English.
func TestCzechFormErrors(t *testing.T) {
	s := newTestServer(t)
	id := s.DirCreate("Brno Open")
	v := webtest.SettingsValues("Brno Open")
	v.Set("rounds", "0")
	v.Set("country", "Czechia")
	v.Set("time_zone", "Europe/Brno")
	resp, body := s.DirPost(fmt.Sprintf("/director/tournaments/%d/settings", id), v, "Cookie", app.LangCookie+"=cs")
	if resp.StatusCode != http.StatusUnprocessableEntity {
		t.Fatalf("%d", resp.StatusCode)
	}
	for _, want := range []string{
		"turnaj má 1 až 20 kol, ne 0",
		"zemi napište dvěma písmeny (CZ, SK, DE), ne &#34;Czechia&#34;",
		"neznámé časové pásmo &#34;Europe/Brno&#34;",
		"3 nastavení potřebují opravu",
		`<html lang="cs">`,
	} {
		if !strings.Contains(body, want) {
			t.Errorf("Czech settings page lacks %q", want)
		}
	}
	s.ExpectError(s.Director, "PUT", fmt.Sprintf("/api/tournaments/%d", id), map[string]any{"name": "Brno Open", "time_zone": "Europe/Brno"}, http.StatusBadRequest, "time_zone")
}

// TestFormLabelsInCatalogue: every input of the settings and player forms has its label in
// the catalogue (field.{input}), and its help and options when it has them; the pairing
// weights (OpenGotha's parameter names) and the numbered criteria are left as they are.
func TestFormLabelsInCatalogue(t *testing.T) {
	cat, err := i18n.Load(templates.Locales, "i18n")
	if err != nil {
		t.Fatal(err)
	}
	d := tournament.DefaultSettings()
	j := app.NewSettingsJSON(&d)
	var fields []director.DirField
	for _, sec := range director.SettingsSections(&j, nil, nil, false) {
		if !cat.Has("section." + sec.Key) {
			t.Errorf("section %q (%s) is not in the catalogue", sec.Key, sec.Title)
		}
		fields = append(fields, sec.Fields...)
	}
	n := 0
	check := func(f director.DirField, field, help, opt string) {
		if strings.HasPrefix(f.Name, "pairing.") || strings.HasPrefix(f.Name, "criteria[") {
			return
		}
		n++
		if !cat.Has(field + f.Name) {
			t.Errorf("label of %s (%q) is not in the catalogue", f.Name, f.Label)
		} else if en := cat.Message("en", field+f.Name).Other; en != f.Label {
			t.Errorf("%s%s is %q in en.toml, %q in the form", field, f.Name, en, f.Label)
		}
		if f.Help != "" && !cat.Has(help+f.Name) {
			t.Errorf("help of %s (%q) is not in the catalogue", f.Name, f.Help)
		}
		switch f.Name {
		case "rules", "language", "board_size", "gomoku_board", "bar":
			return // names, sizes and ranks with counts, the same in every language
		}
		for _, o := range f.Options {
			if !cat.Has(opt + f.Name + "." + o.Value) {
				t.Errorf("option %s of %s (%q) is not in the catalogue", o.Value, f.Name, o.Label)
			}
		}
	}
	// The settings form reads field.*, the player forms pfield.*: the same input name
	// ("name", "country") is labelled differently on each.
	for _, f := range fields {
		check(f, "field.", "help.", "opt.")
	}
	for _, f := range director.PlayerFields(app.PlayerJSON{}, nil) {
		check(f, "pfield.", "phelp.", "popt.")
	}
	if n < 40 {
		t.Errorf("only %d fields checked", n)
	}
}

// TestErrorNumbersInPageLanguage: a number with a fraction that a message names (the komi of
// the jigo refusal) is written with the page language's decimal mark; a value the user typed,
// quoted in the message, stays as typed.
func TestErrorNumbersInPageLanguage(t *testing.T) {
	cat, err := i18n.Load(templates.Locales, "i18n")
	if err != nil {
		t.Fatal(err)
	}
	jigo := "table 3 is played with komi 6.5: a game with a half-point komi cannot end in a jigo"
	for lang, want := range map[string]string{
		"en": "komi 6.5", "cs": "komi 6,5", "sk": "komi 6,5", "fi": "6,5", "de": "6,5", "fr": "6,5",
	} {
		if got := app.LocalizeError(cat, cat.For(lang), jigo); !strings.Contains(got, want) {
			t.Errorf("%s: %q lacks %q", lang, got, want)
		}
	}
	typed := `write a number like 6.5, not "6.5x"`
	if got := app.LocalizeError(cat, cat.For("cs"), typed); !strings.Contains(got, `"6.5x"`) && !strings.Contains(got, `„6.5x“`) {
		t.Errorf("a typed value changed: %q", got)
	}
}

// TestCzechSlovakMessagesAboutAPlayerNeutral: Czech and Slovak participles agree with the
// person's gender ("přihlášen" / "přihlášena"). hoshi knows a woman by her woman mark, but a
// player without it may be a woman too: the messages about a player (those naming
// {{.Name}}, and the words the pages put beside a player) use, but in the branch of a
// marked woman ({{if .Woman}}přihlášena{{else}}…), wordings without a masculine-only
// participle.
func TestCzechSlovakMessagesAboutAPlayerNeutral(t *testing.T) {
	cat, err := i18n.Load(templates.Locales, "i18n")
	if err != nil {
		t.Fatal(err)
	}
	womanBranch := regexp.MustCompile(`\{\{if \.Women?\}\}.*?\{\{else\}\}`)
	masculine := regexp.MustCompile(`(?i)\b(ne)?(přihlášen|odhlášen|nalosován|přítomen|prihlásený|odhlásený|vyžrebovaný|prítomný)\b`)
	beside := []string{"public.not_paired_this_round", "public.absent", "presence.paired", "phelp.unranked",
		"signups.also_registered", "egdupdate.reason_paired"}
	for _, lang := range []string{"cs", "sk"} {
		for _, key := range cat.Keys(lang) {
			m := cat.Message(lang, key)
			en := cat.Message(i18n.Default, key)
			if m == nil || en == nil || !strings.Contains(en.Other, "{{.Name}}") && !slices.Contains(beside, key) {
				continue
			}
			for _, form := range []string{m.One, m.Few, m.Many, m.Other} {
				form = womanBranch.ReplaceAllString(form, "")
				if w := masculine.FindString(form); w != "" {
					t.Errorf("%s %s says %q: %q", lang, key, w, form)
				}
			}
		}
	}
}

// TestCategoryRefusalsTranslated: the refusals of the categories and prizes form (the line
// read, then what is wrong with it) are in the page's language, keeping the line as typed.
func TestCategoryRefusalsTranslated(t *testing.T) {
	cat, err := i18n.Load(templates.Locales, "i18n")
	if err != nil {
		t.Fatal(err)
	}
	for msg, want := range map[string]string{
		`line 2 (ženy: holky): "holky" is not a kind of category: ranks, junior, women, country, club or label`: `řádek 2 (ženy: holky): "holky" není druh kategorie: třídy, junioři, ženy, země, klub nebo seznam`,
		`line 1 (dan 1d): write it as name: kind, like 1-5k: ranks 1k-5k`:                                       `řádek 1 (dan 1d): napište ho jako název: druh, například 1-5k: třídy 1k-5k`,
		`line 3 (1-5k: třídy 5k-1k): the strongest rank of 1-5k (5k) is weaker than its weakest (1k)`:           `řádek 3 (1-5k: třídy 5k-1k): nejsilnější třída kategorie 1-5k (5k) je slabší než nejslabší (1k)`,
		`the prize "1." is for the category "ženy", which does not exist`:                                       `cena "1." je pro kategorii "ženy", která neexistuje`,
	} {
		if got := app.LocalizeError(cat, cat.For("cs"), msg); got != want {
			t.Errorf("%q\n in Czech: %q\n want %q", msg, got, want)
		}
	}
}
