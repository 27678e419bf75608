package web_test

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// The new-tournament form shows only the handicap inputs the chosen handicap uses: none for
// no handicap; the threshold, the correction and "based on ranks" for McMahon handicaps; the
// prisoners beyond it for rank difference; the ceiling for both. (What is stored of the
// others is TestSettingsDropUnusedHandicapFields.)
func TestNewTournamentHandicapInputs(t *testing.T) {
	s := newTestServer(t)
	_, run := startBrowser(t)
	run("log in",
		logIn(s.TS.URL, webtest.TestPassword),
		chromedp.Navigate(s.TS.URL+"/director/tournaments/new"),
		chromedp.WaitVisible(`select[name="handicap.kind"]`),
	)
	shown := func(kind string) string {
		t.Helper()
		var names []string
		run("handicap "+kind,
			chromedp.SetValue(`select[name="handicap.kind"]`, kind),
			into(&names, chromedp.Evaluate[[]string](`[...document.querySelectorAll('form.settings [name^="handicap."]')]
				.filter(e => e.name !== 'handicap.kind' && e.offsetParent !== null).map(e => e.name)`)),
		)
		return strings.Join(names, " ")
	}
	for kind, want := range map[string]string{
		"none":            "",
		"mms":             "handicap.no_handicap_threshold handicap.correction handicap.ceiling handicap.based_on_rank",
		"rank-difference": "handicap.ceiling handicap.prisoners_per_rank",
	} {
		if got := shown(kind); got != want {
			t.Errorf("handicap %s shows %q, want %q", kind, got, want)
		}
	}
}
