package app

import (
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"sync"

	"github.com/hoshi-go/hoshi/internal/i18n"
	"github.com/hoshi-go/hoshi/internal/keyed"
)

// The form errors shown on the director's pages are the English messages of the checks
// (tournament.Settings.Validate, Player.Validate, the form readers), which the JSON API
// returns as they are. A page shows them in its language: the catalogue's "verr." messages
// are both the translations and, in English, the patterns that recognise a message and the
// values it names ({{.A1}}, {{.A2}}…). A value that is itself such a message ("could not
// download: no answer in time") is shown in the language too. The "note." messages, the
// notes the exports make on a file, are recognised the same way.

type errorPattern struct {
	key string
	re  *regexp.Regexp
	// plural: the message has plural forms, picked by the number its {{.Count}} matched.
	plural bool
}

var (
	errorPatternsOnce sync.Once
	errorPatterns     []errorPattern
)

var fieldRE = regexp.MustCompile(`\{\{\.(A\d|Count)\}\}`)

// decimalRE is a value of a message that is a number with a fraction ("6.5", "-0.5"): it is
// shown with the language's decimal mark. A value typed by the user is quoted in the message
// ("not \"6.5x\"") and stays as typed.
var decimalRE = regexp.MustCompile(`^-?\d+\.\d+$`)

// patternsOf compiles the English "verr." messages of cat into patterns, longest first so
// that a specific message wins over a general one. A message with plural forms counts with
// {{.Count}} ("team {{.A1}} has {{.Count}} player" and "… players"): each English form is
// a pattern, whose number picks the form of the page's language.
func patternsOf(cat *i18n.Catalog) []errorPattern {
	var out []errorPattern
	for _, key := range cat.Keys(i18n.Default) {
		if !strings.HasPrefix(key, "verr.") && !strings.HasPrefix(key, "note.") {
			continue
		}
		m := cat.Message(i18n.Default, key)
		for _, en := range []string{m.One, m.Other} {
			if en == "" {
				continue
			}
			plural := false
			var b strings.Builder
			b.WriteString("^")
			last := 0
			for _, f := range fieldRE.FindAllStringSubmatchIndex(en, -1) {
				b.WriteString(regexp.QuoteMeta(en[last:f[0]]))
				if name := en[f[2]:f[3]]; name == "Count" {
					b.WriteString(`(?P<Count>\d+)`)
					plural = true
				} else {
					b.WriteString("(?P<" + name + ">.+?)")
				}
				last = f[1]
			}
			b.WriteString(regexp.QuoteMeta(en[last:]))
			b.WriteString("$")
			out = append(out, errorPattern{key: key, re: regexp.MustCompile(b.String()), plural: plural})
		}
	}
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && len(out[j].re.String()) > len(out[j-1].re.String()); j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

// LocalizeError is a message of the checks in l's language. v is an error or its text: a
// *keyed.Error in the error's chain is shown by its key, its values filled in (a value that
// is a message itself in the language too, a number with a fraction with the language's
// decimal mark); the field a wrapping put before it ("rank: ") stays. A text, or an error
// that carries no key, is recognised by the patterns of the catalogue's English messages
// (localizeText), the way of the producers not yet keyed.
func LocalizeError(cat *i18n.Catalog, l *i18n.Localizer, v any) string {
	switch v := v.(type) {
	case nil:
		return ""
	case string:
		return localizeText(cat, l, v)
	case error:
		msg := v.Error()
		var k *keyed.Error
		if !errors.As(v, &k) {
			return localizeText(cat, l, msg)
		}
		if l.Code() == i18n.Default {
			return msg
		}
		en := k.Error()
		if msg == en {
			return LocalizeKeyed(l, k)
		}
		if prefix, ok := strings.CutSuffix(msg, en); ok {
			if field, ok := strings.CutSuffix(prefix, ": "); ok && field != "" && !strings.Contains(field, " ") {
				return prefix + LocalizeKeyed(l, k) // the field at fault, as the form names it
			}
		}
		return localizeText(cat, l, msg)
	default:
		return localizeText(cat, l, fmt.Sprint(v))
	}
}

// LocalizeKeyed is k in l's language: its catalogue message (go-i18n's LocalizeConfig,
// through Localizer.T and N), A1, A2… its values, Count its number.
func LocalizeKeyed(l *i18n.Localizer, k *keyed.Error) string {
	args := make([]any, 0, 2*len(k.Args))
	for i, a := range k.Args {
		v := a.Text
		if a.Msg != nil {
			v = LocalizeKeyed(l, a.Msg)
		} else if isDecimal(v) {
			v = l.Decimal(v) // a komi of 6.5 is "6,5" on Czech pages
		}
		args = append(args, "A"+strconv.Itoa(i+1), v)
	}
	if k.Count != nil {
		return l.N(k.Key, *k.Count, args...)
	}
	return l.T(k.Key, args...)
}

// isDecimal tells whether a value is a number with a fraction ("6.5", "-0.5"): it is shown
// with the language's decimal mark. A value typed by the user is quoted in the message
// ("not \"6.5x\"") and stays as typed.
func isDecimal(s string) bool {
	s = strings.TrimPrefix(s, "-")
	whole, frac, ok := strings.Cut(s, ".")
	return ok && whole != "" && frac != "" && strings.Trim(whole, "0123456789") == "" && strings.Trim(frac, "0123456789") == ""
}

// localizeText is msg in l's language when the patterns of the catalogue recognise it,
// else msg as it is. A message led by its field ("rank: unknown rank …") keeps the field.
func localizeText(cat *i18n.Catalog, l *i18n.Localizer, msg string) string {
	if l.Code() == i18n.Default || msg == "" {
		return msg
	}
	errorPatternsOnce.Do(func() { errorPatterns = patternsOf(cat) })
	for _, p := range errorPatterns {
		m := p.re.FindStringSubmatch(msg)
		if m == nil {
			continue
		}
		var args []any
		count := -1
		for i, name := range p.re.SubexpNames() {
			if name == "Count" {
				count, _ = strconv.Atoi(m[i])
			} else if name != "" {
				v := localizeText(cat, l, m[i])
				if decimalRE.MatchString(v) {
					v = l.Decimal(v) // a komi of 6.5 is "6,5" on Czech pages
				}
				args = append(args, name, v)
			}
		}
		if p.plural {
			return l.N(p.key, count, args...)
		}
		return l.T(p.key, args...)
	}
	if field, rest, ok := strings.Cut(msg, ": "); ok && !strings.Contains(field, " ") {
		if out := localizeText(cat, l, rest); out != rest {
			return field + ": " + out
		}
	}
	return msg
}
