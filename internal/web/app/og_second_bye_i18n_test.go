package app

import (
	"bytes"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/export"
	"github.com/hoshi-go/hoshi/internal/i18n"
	"github.com/hoshi-go/hoshi/templates"
)

// TestOpenGothaSecondByeWarningTranslated: a file with two byes in a round is imported with
// the last one (as OpenGotha's reader) and a warning, which reads in every language with its
// line, round and both players kept.
func TestOpenGothaSecondByeWarningTranslated(t *testing.T) {
	doc := `<?xml version="1.0" encoding="UTF-8"?>
<Tournament dataVersion="201">
<Players>
<Player name="Alice" firstName="Ann" rank="5K" participating="11111111111111111111"/>
<Player name="Bob" firstName="Bo" rank="1D" participating="11111111111111111111"/>
</Players>
<ByePlayers>
<ByePlayer player="ALICEANN" roundNumber="1"/>
<ByePlayer player="BOBBO" roundNumber="1"/>
</ByePlayers>
</Tournament>
`
	tr, rep, err := export.ReadOpenGotha(bytes.NewReader([]byte(doc)))
	if err != nil {
		t.Fatal(err)
	}
	if len(tr.Byes) != 1 || tr.Byes[0].Player != 2 {
		t.Fatalf("byes %+v, want Bob's alone", tr.Byes)
	}
	if len(rep.Warnings) != 1 {
		t.Fatalf("warnings %q, want one", rep.Warnings)
	}
	w := rep.Warnings[0]
	cat, err := i18n.Load(templates.Locales, "i18n")
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range i18n.Languages[1:] {
		got := LocalizeError(cat.For(l.Code), w)
		if got == w.Error() || !strings.Contains(got, "9") || !strings.Contains(got, "Bob Bo") || !strings.Contains(got, "Alice Ann") ||
			!strings.Contains(got, "OpenGotha") {
			t.Errorf("%s: %q read as %q", l.Code, w, got)
		}
	}
}
