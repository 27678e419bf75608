package i18n_test

import (
	"strings"
	"testing"
	"time"

	"github.com/hoshi-go/hoshi/internal/i18n"
	"github.com/hoshi-go/hoshi/templates"
)

func load(t *testing.T) *i18n.Catalog {
	t.Helper()
	c, err := i18n.Load(templates.Locales, "i18n")
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// TestEveryKeyInEveryLanguage: each language file has exactly the keys of en.toml, with the
// plural forms its CLDR rule needs and the same {{.Field}} names.
func TestEveryKeyInEveryLanguage(t *testing.T) {
	c := load(t)
	en := c.Keys("en")
	if len(en) < 50 {
		t.Fatalf("en.toml has only %d keys", len(en))
	}
	forms := map[string][]string{
		"en": {"one", "other"}, "de": {"one", "other"}, "fi": {"one", "other"}, "fr": {"one", "other"},
		"cs": {"one", "few", "many", "other"}, "sk": {"one", "few", "many", "other"},
	}
	for _, l := range i18n.Languages {
		have := map[string]bool{}
		for _, k := range c.Keys(l.Code) {
			have[k] = true
			if !c.Has(k) {
				t.Errorf("%s.toml: key %q is not in en.toml", l.Code, k)
			}
		}
		for _, k := range en {
			if !have[k] {
				t.Errorf("%s.toml lacks %q", l.Code, k)
				continue
			}
			src, m := c.Message("en", k), c.Message(l.Code, k)
			plural := src.One != ""
			if plural {
				got := map[string]string{"zero": m.Zero, "one": m.One, "two": m.Two, "few": m.Few, "many": m.Many, "other": m.Other}
				for _, f := range forms[l.Code] {
					if got[f] == "" {
						t.Errorf("%s.toml: %q lacks the %s form", l.Code, k, f)
					}
				}
			} else if m.Other == "" {
				t.Errorf("%s.toml: %q is empty", l.Code, k)
			}
			if f, g := fields(src.Other), fields(m.Other); f != g {
				t.Errorf("%s.toml: %q uses fields %s, en.toml %s", l.Code, k, g, f)
			}
		}
	}
}

// fields lists the {{.Name}} fields of a message, sorted and joined.
func fields(s string) string {
	var out []string
	for _, part := range strings.Split(s, "{{.")[1:] {
		if i := strings.Index(part, "}}"); i > 0 {
			out = append(out, part[:i])
		}
	}
	seen := map[string]bool{}
	var uniq []string
	for _, f := range out {
		if !seen[f] {
			seen[f] = true
			uniq = append(uniq, f)
		}
	}
	for i := range uniq {
		for j := i + 1; j < len(uniq); j++ {
			if uniq[j] < uniq[i] {
				uniq[i], uniq[j] = uniq[j], uniq[i]
			}
		}
	}
	return strings.Join(uniq, ",")
}

// TestPluralForms: the CLDR rules pick the forms a Czech, Slovak, Finnish, German or French
// speaker writes for 1, 2, 5 and 21 players (Czech and Slovak: 1 hráč, 2 hráči, 5 hráčů,
// 21 hráčů; not "21 hráč", as in Russian or Polish-like rules).
func TestPluralForms(t *testing.T) {
	c := load(t)
	want := map[string][4]string{
		"en": {"1 player", "2 players", "5 players", "21 players"},
		"cs": {"1 hráč", "2 hráči", "5 hráčů", "21 hráčů"},
		"sk": {"1 hráč", "2 hráči", "5 hráčov", "21 hráčov"},
		"fi": {"1 pelaaja", "2 pelaajaa", "5 pelaajaa", "21 pelaajaa"},
		"de": {"1 Spieler", "2 Spieler", "5 Spieler", "21 Spieler"},
		"fr": {"1 joueur", "2 joueurs", "5 joueurs", "21 joueurs"},
	}
	for code, w := range want {
		l := c.For(code)
		for i, n := range []int{1, 2, 5, 21} {
			if got := l.N("public.players_n", n); got != w[i] {
				t.Errorf("%s, %d players: %q, want %q", code, n, got, w[i])
			}
		}
	}
	rounds := map[string][4]string{
		"cs": {"1 kolo", "2 kola", "5 kol", "21 kol"},
		"sk": {"1 kolo", "2 kolá", "5 kôl", "21 kôl"},
		"fi": {"1 kierros", "2 kierrosta", "5 kierrosta", "21 kierrosta"},
	}
	for code, w := range rounds {
		for i, n := range []int{1, 2, 5, 21} {
			if got := c.For(code).N("rounds_n", n); got != w[i] {
				t.Errorf("%s, %d rounds: %q, want %q", code, n, got, w[i])
			}
		}
	}
}

// TestCollation: the alphabetical list follows the language: in Czech and Slovak "Ch"
// comes after "H" and "Č" after "C", "Ř" after "R", "Š" after "S"; in Finnish "Ä" and "Ö"
// after "Z"; in German "Ä" sorts with "A".
func TestCollation(t *testing.T) {
	c := load(t)
	names := []string{"Horák", "Chalupa", "Černý", "Cibulka", "Dvořák", "Řezníček", "Rybář", "Šimek", "Sýkora", "Zeman", "Ärilä", "Öhman", "Adam"}
	want := map[string]string{
		"cs": "Adam Ärilä Cibulka Černý Dvořák Horák Chalupa Öhman Rybář Řezníček Sýkora Šimek Zeman",
		"sk": "Adam Ärilä Cibulka Černý Dvořák Horák Chalupa Öhman Rybář Řezníček Sýkora Šimek Zeman",
		"fi": "Adam Černý Chalupa Cibulka Dvořák Horák Řezníček Rybář Šimek Sýkora Zeman Ärilä Öhman",
		"de": "Adam Ärilä Černý Chalupa Cibulka Dvořák Horák Öhman Řezníček Rybář Šimek Sýkora Zeman",
		"en": "Adam Ärilä Černý Chalupa Cibulka Dvořák Horák Öhman Řezníček Rybář Šimek Sýkora Zeman",
	}
	for code, w := range want {
		got := append([]string(nil), names...)
		i18n.SortBy(c.For(code), got, func(s string) string { return s })
		if g := strings.Join(got, " "); g != w {
			t.Errorf("%s:\n got %s\nwant %s", code, g, w)
		}
	}
}

func TestAcceptLanguage(t *testing.T) {
	for h, want := range map[string]string{
		"cs-CZ,cs;q=0.9,en;q=0.8": "cs",
		"sk":                      "sk",
		"fi-FI":                   "fi",
		"de-AT,de;q=0.9":          "de",
		"fr-CA":                   "fr",
		"en-GB,en;q=0.5":          "en",
		"ja-JP":                   "",
		"":                        "",
		"ja,cs;q=0.3":             "cs",
	} {
		if got := i18n.FromAcceptLanguage(h); got != want {
			t.Errorf("%q: %q, want %q", h, got, want)
		}
	}
}

// TestDateTime: a Brno printout says the time in Prague as Czechs write it.
func TestDateTime(t *testing.T) {
	c := load(t)
	zone, err := i18n.LoadZone("Europe/Prague")
	if err != nil {
		t.Fatal(err)
	}
	at := time.Date(2026, 11, 25, 13, 5, 0, 0, time.UTC) // 14:05 in Prague (CET, UTC+1)
	for code, want := range map[string]string{
		"cs": "25. 11. 2026 14:05 CET",
		"sk": "25. 11. 2026 14:05 CET",
		"fi": "25.11.2026 klo 14.05 CET",
		"de": "25.11.2026 14:05 CET",
		"fr": "25/11/2026 14:05 CET",
		"en": "25 Nov 2026, 14:05 CET",
	} {
		if got := c.For(code).DateTime(at, zone); got != want {
			t.Errorf("%s: %q, want %q", code, got, want)
		}
	}
	if _, err := i18n.LoadZone("Europe/Brno"); err == nil {
		t.Error("Europe/Brno is no IANA zone")
	}
}

// TestWomanMark: a message about a player agrees with the woman mark where the language's
// words do (Czech and Slovak past participles, pronouns and nouns; French participles; the
// English and German pronoun), and reads the same for both where they do not (Finnish). A
// player without the mark may still be a woman: a Czech or Slovak participle then gives way
// to a wording without one ("přihláška zapsána").
func TestWomanMark(t *testing.T) {
	c := load(t)
	for _, x := range []struct {
		code, key  string
		args       []any
		man, woman string
	}{
		{"cs", "flash.registered", []any{"Name", "Dvořáková Kateřina", "Rank", "5k"}, "Dvořáková Kateřina (5k): přihláška zapsána.", "Dvořáková Kateřina (5k) přihlášena."},
		{"sk", "flash.registered", []any{"Name", "Nováková Zuzana", "Rank", "2d"}, "Nováková Zuzana (2d): prihláška zapísaná.", "Nováková Zuzana (2d) prihlásená."},
		{"fr", "flash.registered", []any{"Name", "Martin Claire", "Rank", "1k"}, "Martin Claire inscrit (1k).", "Martin Claire inscrite (1k)."},
		{"fi", "flash.registered", []any{"Name", "Virtanen Aino", "Rank", "3k"}, "Virtanen Aino ilmoitettu (3k).", "Virtanen Aino ilmoitettu (3k)."},
		{"cs", "flash.rejected", []any{"Name", "Malá Eva"}, "Přihláška hráče Malá Eva odmítnuta.", "Přihláška hráčky Malá Eva odmítnuta."},
		{"sk", "flash.rejected", []any{"Name", "Malá Eva"}, "Prihláška hráča Malá Eva odmietnutá.", "Prihláška hráčky Malá Eva odmietnutá."},
		{"cs", "flash.late_absent", []any{"Rounds", "1, 2", "Name", "Malá Eva"},
			"Již nalosovaná kola (1, 2): Malá Eva v nich chybí a počítají se mu jako absence. Chcete-li ho do nich přesto nalosovat, zaškrtněte je v části Účast.",
			"Již nalosovaná kola (1, 2): Malá Eva v nich chybí a počítají se jí jako absence. Chcete-li ji do nich přesto nalosovat, zaškrtněte je v části Účast."},
		{"sk", "flash.late_absent", []any{"Rounds", "1", "Name", "Malá Eva"},
			"Už nalosované kolá (1): Malá Eva v nich chýba a počítajú sa mu ako absencia. Ak ho do nich chcete predsa nalosovať, zaškrtnite ich v časti Účasť.",
			"Už nalosované kolá (1): Malá Eva v nich chýba a počítajú sa jej ako absencia. Ak ju do nich chcete predsa nalosovať, zaškrtnite ich v časti Účasť."},
		{"cs", "check.colours", []any{"Game", "A – B", "White", "Malá Eva"},
			"Prohozené barvy: A – B; automatický los dává bílé hráči Malá Eva.", "Prohozené barvy: A – B; automatický los dává bílé hráčce Malá Eva."},
		{"sk", "check.colours", []any{"Game", "A – B", "White", "Malá Eva"},
			"Vymenené farby: A – B; automatický žreb dáva biele hráčovi Malá Eva.", "Vymenené farby: A – B; automatický žreb dáva biele hráčke Malá Eva."},
	} {
		for _, woman := range []bool{false, true} {
			want := x.man
			if woman {
				want = x.woman
			}
			if got := c.For(x.code).T(x.key, append(x.args, "Woman", woman)...); got != want {
				t.Errorf("%s %s, woman %v: %q, want %q", x.code, x.key, woman, got, want)
			}
		}
	}
	// Two women kept apart: "které" in Czech, "ktoré" in Slovak; a man among them, "kteří".
	for _, x := range []struct {
		code  string
		women bool
		want  string
	}{
		{"cs", true, "Malá Eva a Nová Jana, které spolu nemají hrát, hrají na stole 3."},
		{"cs", false, "Malá Eva a Nový Jan, kteří spolu nemají hrát, hrají na stole 3."},
		{"sk", true, "Malá Eva a Nová Jana, ktoré spolu nemajú hrať, hrajú na stole 3."},
	} {
		b := "Nová Jana"
		if !x.women {
			b = "Nový Jan"
		}
		if got := c.For(x.code).T("flash.violation_avoid", "A", "Malá Eva", "B", b, "Table", 3, "Women", x.women); got != x.want {
			t.Errorf("%s, women %v: %q, want %q", x.code, x.women, got, x.want)
		}
	}
}

// TestDays: a weekend's days as each language writes them; one day alone; none unknown.
func TestDays(t *testing.T) {
	c := load(t)
	day := func(m time.Month, d int) time.Time { return time.Date(2026, m, d, 0, 0, 0, 0, time.UTC) }
	for _, x := range []struct {
		code       string
		begin, end time.Time
		want       string
	}{
		{"en", day(11, 28), day(11, 29), "28–29 Nov 2026"},
		{"en", day(10, 31), day(11, 1), "31 Oct 2026 – 1 Nov 2026"},
		{"cs", day(11, 28), day(11, 29), "28. 11. 2026 – 29. 11. 2026"},
		{"sk", day(4, 4), day(4, 5), "4. 4. 2026 – 5. 4. 2026"},
		{"de", day(4, 4), day(4, 5), "04.04.2026 – 05.04.2026"},
		{"fi", day(4, 4), time.Time{}, "4.4.2026"},
		{"fr", day(4, 4), day(4, 4), "04/04/2026"},
		{"cs", time.Time{}, day(4, 4), ""},
	} {
		if got := c.For(x.code).Days(x.begin, x.end); got != x.want {
			t.Errorf("%s %v–%v: %q, want %q", x.code, x.begin, x.end, got, x.want)
		}
	}
}

func TestDecimal(t *testing.T) {
	c := load(t)
	for code, want := range map[string]string{"en": "6.5", "cs": "6,5", "sk": "6,5", "fi": "6,5", "de": "6,5", "fr": "6,5"} {
		if got := c.For(code).Decimal("6.5"); got != want {
			t.Errorf("%s: %q", code, got)
		}
	}
	if got := c.For("cs").Decimal("7"); got != "7" {
		t.Errorf("whole number: %q", got)
	}
}
