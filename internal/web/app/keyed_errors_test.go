package app

import (
	"errors"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/i18n"
	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/templates"
)

// TestTextChecksByKey: a player refused by the text checks is told, in the page's
// language, which text is at fault and why; the text is a message of its own (the family
// name, the club), so the whole sentence is in the language. The expected texts are written
// by hand; the English is the check's, as the JSON API answers it.
func TestTextChecksByKey(t *testing.T) {
	cat, err := i18n.Load(templates.Locales, "i18n")
	if err != nil {
		t.Fatal(err)
	}
	kyu3, err := rank.Parse("3k")
	if err != nil {
		t.Fatal(err)
	}
	long := strings.Repeat("x", 81) // a club has at most 80 characters
	for _, c := range []struct {
		lang string
		p    tournament.Player
		want string
	}{
		{"en", tournament.Player{Name: "Novák\nX", FirstName: "Jan", Rank: kyu3},
			"Name: the family name holds a line break, tab or other control character: type it on one line"},
		{"cs", tournament.Player{Name: "Novák\nX", FirstName: "Jan", Rank: kyu3},
			"Name: příjmení obsahuje zalomení řádku, tabulátor nebo jiný řídicí znak: napište text na jeden řádek"},
		{"de", tournament.Player{Name: "Novák", FirstName: "Jan", Club: long, Rank: kyu3},
			"Club: der Verein ist 81 Zeichen lang; erlaubt sind höchstens 80"},
		{"fr", tournament.Player{Name: "Novák", FirstName: "\u200b", Rank: kyu3},
			"FirstName: le prénom n’a aucun caractère visible"},
	} {
		err := c.p.Validate()
		var fe *tournament.FieldError
		if !errors.As(err, &fe) {
			t.Fatalf("%s: %v is no field error", c.lang, err)
		}
		if got := LocalizeError(cat.For(c.lang), fe); got != c.want {
			t.Errorf("%s:\n got %q\nwant %q", c.lang, got, c.want)
		}
	}
}
