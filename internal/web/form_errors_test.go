package web_test

import (
	"fmt"
	"html"
	"net/http"
	"net/url"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/i18n"
	"github.com/hoshi-go/hoshi/internal/keyed"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/hoshi-go/hoshi/internal/web/director"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
	"github.com/hoshi-go/hoshi/templates"
)

// TestEveryCheckMessageTranslated: every message of the catalogue declared with its key
// (keyed.Define, which TestKeyedMessagesMatchCatalogue requires of each), as
// its producer makes it (New, N) with sample values, is translated in every language and
// keeps its values; in English it is its Error(), the English of the JSON API.
func TestEveryCheckMessageTranslated(t *testing.T) {
	cat, err := i18n.Load(templates.Locales, "i18n")
	if err != nil {
		t.Fatal(err)
	}
	var msgs []*keyed.Message
	for _, key := range cat.Keys(i18n.Default) {
		if m := keyed.Lookup(key); m != nil {
			msgs = append(msgs, m)
		}
	}
	if len(msgs) < 300 {
		t.Fatalf("only %d messages declared", len(msgs))
	}
	for _, m := range msgs {
		var args []any
		var vals []string
		for i, verb := range keyed.Verbs(m.Other) {
			n := 71 + i // 71, 72, … tell the values apart
			switch verb[len(verb)-1] {
			case 'd':
				args = append(args, n)
				vals = append(vals, strconv.Itoa(n))
			default:
				args = append(args, fmt.Sprintf("x%d", n))
				vals = append(vals, fmt.Sprintf("x%d", n))
			}
		}
		counts := []int{0}
		if m.Plural() {
			counts = []int{1, 5}
		}
		for _, count := range counts {
			k := m.New
			if m.Plural() {
				k = func(args ...any) *keyed.Error { return m.N(count, args...) }
			}
			e := k(args...)
			if got := app.LocalizeError(cat.For("en"), e); got != e.Error() {
				t.Errorf("en: %s is %q, not its Error() %q", m.Key, got, e.Error())
			}
			for _, l := range i18n.Languages[1:] {
				got := app.LocalizeError(cat.For(l.Code), e)
				if got == "" || strings.Contains(got, "{{") || got == m.Key {
					t.Errorf("%s: %s is not translated: %q", l.Code, m.Key, got)
					continue
				}
				for _, v := range vals {
					if !strings.Contains(got, v) {
						t.Errorf("%s: %s lost %s: %q", l.Code, m.Key, v, got)
					}
				}
			}
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
// the jigo refusal, as the game's check makes it) is written with the page language's decimal
// mark; a value the user typed, quoted in the message, stays as typed.
func TestErrorNumbersInPageLanguage(t *testing.T) {
	cat, err := i18n.Load(templates.Locales, "i18n")
	if err != nil {
		t.Fatal(err)
	}
	g := tournament.Game{Round: 1, Table: 3, White: 1, Black: 2, Komi: 13}
	jigo := g.CheckResult(tournament.Jigo)
	if jigo == nil || !strings.Contains(jigo.Error(), "komi 6.5") {
		t.Fatalf("a jigo on komi 6.5: %v", jigo)
	}
	for lang, want := range map[string]string{
		"en": "komi 6.5", "cs": "komi 6,5", "sk": "komi 6,5", "fi": "6,5", "de": "6,5", "fr": "6,5",
	} {
		if got := app.LocalizeError(cat.For(lang), jigo); !strings.Contains(got, want) {
			t.Errorf("%s: %q lacks %q", lang, got, want)
		}
	}
	f := &app.FormReader{Get: func(string) string { return "6.5x" }, Errors: map[string]error{}}
	f.Float("komi")
	typed := f.Errors["komi"]
	if typed == nil {
		t.Fatal("6.5x read as a number")
	}
	if got := app.LocalizeError(cat.For("cs"), typed); !strings.Contains(got, `"6.5x"`) && !strings.Contains(got, `„6.5x“`) {
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
	s := newTestServer(t)
	id := s.DirCreate("Kategorie")
	prizes := fmt.Sprintf("/director/tournaments/%d/prizes", id)
	for _, c := range []struct{ categories, prizes, want string }{
		{"dan: ranks 9d-1d\nženy: holky", "", `řádek 2 (ženy: holky): "holky" není druh kategorie: třídy, junioři, ženy, země, klub nebo seznam`},
		{"dan 1d", "", `řádek 1 (dan 1d): napište ho jako název: druh, například 1-5k: třídy 1k-5k`},
		{"dan: ranks 9d-1d\nb: women\n1-5k: třídy 5k-1k", "", `řádek 3 (1-5k: třídy 5k-1k): nejsilnější třída kategorie 1-5k (5k) je slabší než nejslabší (1k)`},
		{"", "1.: ženy", `cena "1." je pro kategorii "ženy", která neexistuje`},
	} {
		resp, body := s.DirPost(prizes, url.Values{"categories": {c.categories}, "prizes": {c.prizes}}, "Cookie", app.LangCookie+"=cs")
		if resp.StatusCode != http.StatusSeeOther {
			t.Fatalf("%q: %d %s", c.categories, resp.StatusCode, body)
		}
		if page := html.UnescapeString(s.DirGetIn("cs", prizes)); !strings.Contains(page, c.want) {
			t.Errorf("%q %q: the Czech page lacks\n %q", c.categories, c.prizes, c.want)
		}
	}
}
