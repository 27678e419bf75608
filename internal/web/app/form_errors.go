package app

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/hoshi-go/hoshi/internal/i18n"
	"github.com/hoshi-go/hoshi/internal/keyed"
)

// The refusals and notes a page shows are keyed messages (package keyed): each carries its
// catalogue key and its values from where it is made to the page, which shows it in its
// language by its key (go-i18n's LocalizeConfig: TemplateData A1, A2…, PluralCount Count).
// Its Error() is the English the JSON API, the CLI and the logs read. No text is recognised
// by its English: an error without a key is shown as it is.

// LocalizeError is err in l's language: the *keyed.Error of err's chain is shown by its key,
// its values filled in (a value that is a message itself in the language too, a number with
// a fraction with the language's decimal mark), when it says what err says, or all of it
// but the field a wrapping put before it ("rank: "), which stays. An error that carries no
// key is its English text.
func LocalizeError(l *i18n.Localizer, err error) string {
	if err == nil {
		return ""
	}
	msg := err.Error()
	var k *keyed.Error
	if !errors.As(err, &k) || l.Code() == i18n.Default {
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
	return msg
}

// Localize is a message as a page shows it (template func te): an error by LocalizeError, a
// text as it is (made in the page's language, or a value with no translation).
func Localize(l *i18n.Localizer, v any) string {
	switch v := v.(type) {
	case nil:
		return ""
	case string:
		return v
	case error:
		return LocalizeError(l, v)
	default:
		return fmt.Sprint(v)
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
