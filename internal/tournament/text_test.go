package tournament

import (
	"errors"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/rank"
)

func TestCleanText(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"Dvořák", "Dvořák"},
		{"a\nb", "a b"},
		{"a\r\nb", "a  b"},
		{"a\tb\x00c", "a b c"},
		{"a\u2028b\u2029c\u0085d", "a b c d"},
		{"x\x1b[31my", "x [31my"},
		{"bad\xffutf8", "bad utf8"},
		{"\uFFFE\uFFFF", "  "},
		{"Dvor\u030Cák", "Dvořák"}, // NFD in, NFC out
		{`="cmd"|'<&>'`, `="cmd"|'<&>'`},
	} {
		if got := CleanText(c.in); got != c.want {
			t.Errorf("CleanText(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// fieldsOf lists the fields named by the *FieldError values of err.
func fieldsOf(err error) []string {
	var out []string
	var walk func(error)
	walk = func(e error) {
		if j, ok := e.(interface{ Unwrap() []error }); ok {
			for _, x := range j.Unwrap() {
				walk(x)
			}
			return
		}
		var fe *FieldError
		if errors.As(e, &fe) {
			out = append(out, fe.Field)
		}
	}
	if err != nil {
		walk(err)
	}
	return out
}

func TestPlayerValidateText(t *testing.T) {
	ok := Player{Name: "Dvořák", FirstName: "Jan", Rank: rank.Rank(0), Club: "Brno", Country: "CZ", EGDPin: "12345678"}
	if err := ok.Validate(); err != nil {
		t.Fatalf("valid player refused: %v", err)
	}
	long := strings.Repeat("é", MaxNameLength)
	for _, c := range []struct {
		name  string
		edit  func(*Player)
		field string // "" = accepted
	}{
		{"name at the limit", func(p *Player) { p.Name = long }, ""},
		{"name over the limit", func(p *Player) { p.Name = long + "x" }, "Name"},
		{"900 KB name", func(p *Player) { p.Name = strings.Repeat("a", 900<<10) }, "Name"},
		{"first name over", func(p *Player) { p.FirstName = long + "x" }, "FirstName"},
		{"club over", func(p *Player) { p.Club = strings.Repeat("c", MaxClubLength+1) }, "Club"},
		{"pin over", func(p *Player) { p.EGDPin = strings.Repeat("1", MaxPINLength+1) }, "EGDPin"},
		{"newline in name", func(p *Player) { p.Name = "Dvořák\n1 Fake Player 9d" }, "Name"},
		{"CR in first name", func(p *Player) { p.FirstName = "Jan\r" }, "FirstName"},
		{"tab in club", func(p *Player) { p.Club = "Br\tno" }, "Club"},
		{"NUL in pin", func(p *Player) { p.EGDPin = "1234\x005678" }, "EGDPin"},
		{"line separator in name", func(p *Player) { p.Name = "a\u2028b" }, "Name"},
		{"invalid UTF-8 in name", func(p *Player) { p.Name = "a\xffb" }, "Name"},
		{"control in country", func(p *Player) { p.Country = "C\n" }, "Country"},
		{"quotes and specials", func(p *Player) { p.Name = `="cmd" <&>'` }, ""},
		{"right-to-left override in name", func(p *Player) { p.Name = "Nov\u202Eákov" }, "Name"},
		{"isolate in club", func(p *Player) { p.Club = "\u2067Brno\u2069" }, "Club"},
		{"zero-width only name", func(p *Player) { p.Name = "\u200B\u200C\u200D" }, "Name"},
		{"blank first name of spaces and a BOM", func(p *Player) { p.FirstName = " \uFEFF\u00A0" }, "FirstName"},
		{"Hangul filler only", func(p *Player) { p.Name = "\u3164" }, "Name"},
		{"joiner inside letters", func(p *Player) { p.FirstName = "Ann\u200Da" }, ""},
		{"Hebrew name", func(p *Player) { p.Name = "כהן" }, ""},
		{"letters in the PIN", func(p *Player) { p.EGDPin = "ABC12345" }, "EGDPin"},
		{"a space in the PIN", func(p *Player) { p.EGDPin = "1234 5678" }, "EGDPin"},
		{"rating -99999", func(p *Player) { p.Rating = -99999 }, "Rating"},
		{"rating 99999", func(p *Player) { p.Rating = 99999 }, "Rating"},
		{"rating of a 30k", func(p *Player) { p.Rating = -900 }, ""},
		{"rating of a 9p", func(p *Player) { p.Rating = 2940 }, ""},
	} {
		p := ok
		c.edit(&p)
		got := fieldsOf(p.Validate())
		switch {
		case c.field == "" && len(got) > 0:
			t.Errorf("%s: refused (%v): %v", c.name, got, p.Validate())
		case c.field != "" && (len(got) != 1 || got[0] != c.field):
			t.Errorf("%s: errors on %v, want one on %s", c.name, got, c.field)
		}
	}
}

func TestSettingsValidateText(t *testing.T) {
	base := DefaultSettings()
	base.Name = "Tournoi de Juvisy"
	if err := base.Validate(); err != nil {
		t.Fatalf("valid settings refused: %v", err)
	}
	for _, c := range []struct {
		edit  func(*Settings)
		field string
	}{
		{func(s *Settings) { s.Name = "Juvisy\n; PC[XX,Fake]" }, "Name"},
		{func(s *Settings) { s.Name = strings.Repeat("n", MaxTitleLength+1) }, "Name"},
		{func(s *Settings) { s.Place = "Juvisy\r" }, "Place"},
		{func(s *Settings) { s.Place = strings.Repeat("p", MaxTitleLength+1) }, "Place"},
		{func(s *Settings) { s.ShortName = "a\tb" }, "ShortName"},
		{func(s *Settings) { s.Director = strings.Repeat("d", MaxTitleLength+1) }, "Director"},
	} {
		s := base
		c.edit(&s)
		if got := fieldsOf(s.Validate()); len(got) != 1 || got[0] != c.field {
			t.Errorf("%+v: errors on %v, want one on %s", s.Name[:min(len(s.Name), 20)], got, c.field)
		}
	}
}

func TestCheckTextLimits(t *testing.T) {
	p := Player{Name: "a\nb", Club: strings.Repeat("c", MaxClubLength+1)}
	if got := fieldsOf(p.CheckTextLimits()); len(got) != 1 || got[0] != "Club" {
		t.Errorf("CheckTextLimits: errors on %v, want Club only (control characters are cleaned, not refused)", got)
	}
}

// Keys are upper-cased as Java upper-cases them, so that OpenGotha finds the players of the
// games hoshi writes: the expected keys are spelled by hand.
func TestKeyText(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"Minieri Davide", "MINIERIDAVIDE"},
		{"van der Berg Anna Maria", "VANDERBERGANNAMARIA"},
		{"Weiß Hans", "WEISSHANS"},
		{"Dvořák Jiří", "DVOŘÁKJIŘÍ"},
		{"Yıldırım Işıl", "YILDIRIMIŞIL"},
		{"Ōta Yūki", "ŌTAYŪKI"},
	} {
		if got := KeyText(c.in); got != c.want {
			t.Errorf("KeyText(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestKeyIgnoresNormalisation(t *testing.T) {
	nfc := Player{Name: "Dvořák", FirstName: "Jan"}
	nfd := Player{Name: "Dvor\u030Cák", FirstName: "Jan"}
	if nfc.Name == nfd.Name {
		t.Fatal("the test needs two spellings")
	}
	if nfc.Key() != nfd.Key() {
		t.Errorf("keys differ: %q and %q", nfc.Key(), nfd.Key())
	}
	if n := nfd.Normalized(); n.Name != nfc.Name {
		t.Errorf("Normalized name %q, want %q", n.Name, nfc.Name)
	}
}
