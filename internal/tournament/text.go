package tournament

import (
	"errors"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/hoshi-go/hoshi/internal/keyed"
)

// Text limits, in characters, of the names and places a director types. They are far above
// any real name (the EGD's longest family names have about 30 letters) and keep a mistyped
// or pasted text from making a page, a wall chart or an export unusable.
const (
	MaxNameLength  = 80  // family name, first name
	MaxClubLength  = 80  // club
	MaxPINLength   = 16  // EGD PIN (8 digits in the EGD)
	MaxTitleLength = 120 // tournament name, short name, place, director
)

// NormalizeText is the form in which hoshi keeps a name: Unicode NFC, so that "Dvořák"
// typed with a composed ř and with r + combining caron is one name, one key, one player.
func NormalizeText(s string) string {
	return norm.NFC.String(s)
}

// CleanText is a text made safe for a file format that is read line by line or by fields:
// every control character (line feed, carriage return, tab, NUL, ...), the Unicode line and
// paragraph separators, the noncharacters U+FFFE and U+FFFF and any invalid UTF-8 become a
// space, and the result is NFC. A name typed in hoshi never has them (Validate refuses
// them), but one imported from another program's file may.
func CleanText(s string) string {
	if !strings.ContainsFunc(s, unsafeRune) && utf8.ValidString(s) {
		return NormalizeText(s)
	}
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range s { // invalid UTF-8 ranges as utf8.RuneError
		if unsafeRune(r) || r == utf8.RuneError {
			r = ' '
		}
		b.WriteRune(r)
	}
	return NormalizeText(b.String())
}

// unsafeRune reports the characters that CleanText replaces.
func unsafeRune(r rune) bool {
	return unicode.IsControl(r) || r == '\u2028' || r == '\u2029' || r == '\uFFFE' || r == '\uFFFF'
}

// HasUnsafeText reports whether s holds a character CleanText would replace.
func HasUnsafeText(s string) bool {
	return strings.ContainsFunc(s, unsafeRune) || !utf8.ValidString(s)
}

// Normalized returns the player with every text field in NFC (NormalizeText).
func (p Player) Normalized() Player {
	p.Name = NormalizeText(p.Name)
	p.FirstName = NormalizeText(p.FirstName)
	p.Club = NormalizeText(p.Club)
	p.Country = NormalizeText(p.Country)
	p.EGDPin = NormalizeText(p.EGDPin)
	return p
}

// Normalized returns the settings with every text field in NFC (NormalizeText).
func (s Settings) Normalized() Settings {
	s.Name = NormalizeText(s.Name)
	s.ShortName = NormalizeText(s.ShortName)
	s.Place = NormalizeText(s.Place)
	s.Country = NormalizeText(s.Country)
	s.Director = NormalizeText(s.Director)
	return s
}

// textField is one text of a player or of the settings, with its limit and its name in a
// director's words.
type textField struct {
	field string
	what  *keyed.Message
	value string
	max   int
}

func (p *Player) textFields() []textField {
	return []textField{
		{"Name", msgWhatFamilyName, p.Name, MaxNameLength},
		{"FirstName", msgWhatFirstName, p.FirstName, MaxNameLength},
		{"Club", msgWhatClub, p.Club, MaxClubLength},
		{"EGDPin", msgWhatEGDPin, p.EGDPin, MaxPINLength},
	}
}

func (s *Settings) textFields() []textField {
	return []textField{
		{"Name", msgWhatTournamentName, s.Name, MaxTitleLength},
		{"ShortName", msgWhatShortName, s.ShortName, MaxTitleLength},
		{"Place", msgWhatPlace, s.Place, MaxTitleLength},
		{"Director", msgWhatDirector, s.Director, MaxTitleLength},
	}
}

// bidiControl reports the characters that turn the direction of the text after them
// (embeddings, overrides and isolates): in a name they make a list or a wall chart show
// letters in another order than they are stored ("reversed" names, spoofed ones).
func bidiControl(r rune) bool {
	return r >= '\u202A' && r <= '\u202E' || r >= '\u2066' && r <= '\u2069'
}

// invisible reports the characters that show nothing: spaces, and the zero-width and other
// format characters.
func invisible(r rune) bool {
	return unicode.IsSpace(r) || unicode.Is(unicode.Cf, r) || r == '\u3164' || r == '\u115F' || r == '\u1160'
}

// validateText refuses texts over their limit, holding control or direction characters, or
// made of invisible characters only. Country codes are checked apart: two letters.
func validateText(fe *fieldErrors, fields []textField) {
	for _, f := range fields {
		switch n := utf8.RuneCountInString(f.value); {
		case HasUnsafeText(f.value):
			fe.add(f.field, msgTextControl, f.what.New())
		case strings.ContainsFunc(f.value, bidiControl):
			fe.add(f.field, msgTextBidi, f.what.New())
		case strings.TrimSpace(f.value) != "" && strings.TrimFunc(f.value, invisible) == "":
			fe.add(f.field, msgTextInvisible, f.what.New())
		case n > f.max:
			fe.add(f.field, msgTextTooLong, f.what.New(), n, f.max)
		}
	}
}

// CheckTextLimits reports, as *FieldError values joined, the texts of the player that are
// longer than their limit: an import cleans control characters (CleanText) but refuses a
// name it cannot store whole.
func (p Player) CheckTextLimits() error {
	return textLimits(p.textFields())
}

// CheckTextLimits is Player.CheckTextLimits for the tournament's name, short name, place and
// director.
func (s Settings) CheckTextLimits() error {
	return textLimits(s.textFields())
}

func textLimits(fields []textField) error {
	var fe fieldErrors
	for _, f := range fields {
		if n := utf8.RuneCountInString(f.value); n > f.max {
			fe.add(f.field, msgTextTooLong, f.what.New(), n, f.max)
		}
	}
	return errors.Join(fe...)
}
