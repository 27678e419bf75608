// Package fold gives the form in which hoshi compares names and other texts typed by people:
// case folded, accents taken off, and the letters that carry no separable accent spelled as
// a player types them on a keyboard without them (ł as l, ø as o, þ as th). A player who
// types "dvorak" on a phone finds Dvořák, "lukasz" finds Łukasz and "soren" finds Søren.
//
// It is the one place of this folding: the public "find my game" search, the director's
// player search and CSV headings, the duplicates among sign-ups, the rating list's search and
// the ASCII names of downloads all use Key.
package fold

import (
	"strings"
	"unicode"

	"golang.org/x/text/cases"
	"golang.org/x/text/runes"
	"golang.org/x/text/transform"
	"golang.org/x/text/unicode/norm"
)

// letters spells the letters that have no accent to take off (Unicode gives them no
// decomposition) as the Latin letters a reader expects.
var letters = strings.NewReplacer(
	"ł", "l", "Ł", "l", // Polish
	"ø", "o", "Ø", "o", // Danish, Norwegian, Faroese
	"æ", "ae", "Æ", "ae", // Danish, Norwegian, Icelandic
	"ð", "d", "Ð", "d", // Icelandic, Faroese
	"þ", "th", "Þ", "th", // Icelandic
	"đ", "d", "Đ", "d", // Croatian, Serbian, Vietnamese
	"œ", "oe", "Œ", "oe", // French
	"ß", "ss", "ẞ", "ss", // German
	"ı", "i", // Turkish dotless i
)

// Key is s case folded (cases.Fold: ß and ẞ become ss), without accents (the combining marks
// of its canonical decomposition), with the letters above spelled in Latin letters. Spaces
// and punctuation are left as they are: callers that ignore them drop them.
func Key(s string) string {
	t := transform.Chain(norm.NFD, runes.Remove(runes.In(unicode.Mn)), norm.NFC, cases.Fold())
	out, _, err := transform.String(t, letters.Replace(s))
	if err != nil {
		return strings.ToLower(s)
	}
	return out
}
