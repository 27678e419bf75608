package export

import (
	"bytes"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/tournament"
)

// ogCriteriaDoc is a small file whose placement criteria are names.
func ogCriteriaDoc(names ...string) string {
	var b strings.Builder
	b.WriteString("<TournamentParameterSet><PlacementParameterSet><PlacementCriteria>")
	for i, n := range names {
		b.WriteString(`<PlacementCriterion name="` + n + `" number="` + string(rune('1'+i)) + `"/>`)
	}
	b.WriteString("</PlacementCriteria></PlacementParameterSet></TournamentParameterSet>")
	return ogDoc("UTF-8", ogAlice, ogBob, "</Players>", b.String())
}

// TestOpenGothaCriteriaNames: OpenGotha writes SOS-1 and SOS-2 as SOSW-1, SOSM-2 (its
// PlacementParameterSet's long names, what real EGC files hold), and its reader knows only
// those and Rating, Rank spelt so. hoshi reads them (and CAT, EXT, EXR of its Swiss with
// categories), still reads the SOSWM1 it once wrote,
// writes OpenGotha's names, and warns of a criterion it does not know.
func TestOpenGothaCriteriaNames(t *testing.T) {
	for _, c := range []struct {
		names []string
		want  []tournament.Criterion
	}{
		{[]string{"MMS", "SOSM-1", "SOSM-2", "NULL"},
			[]tournament.Criterion{tournament.CritMMS, tournament.CritSOSMM1, tournament.CritSOSMM2}},
		{[]string{"NBW", "SOSW-1", "SOSW-2", "Rating"},
			[]tournament.Criterion{tournament.CritNBW, tournament.CritSOSWM1, tournament.CritSOSWM2, tournament.CritRating}},
		{[]string{"MMS", "SOSMM1", "SOSWM2", "Rank"},
			[]tournament.Criterion{tournament.CritMMS, tournament.CritSOSMM1, tournament.CritSOSWM2, tournament.CritRank}},
		{[]string{"CAT", "NBW", "EXT", "EXR"},
			[]tournament.Criterion{tournament.CritCAT, tournament.CritNBW, tournament.CritEXT, tournament.CritEXR}},
	} {
		tr, rep, err := ReadOpenGotha(strings.NewReader(ogCriteriaDoc(c.names...)))
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(tr.Settings.Criteria, c.want) {
			t.Errorf("%v read as %v, want %v", c.names, tr.Settings.Criteria, c.want)
		}
		if len(rep.Texts()) != 0 {
			t.Errorf("%v: warnings %q", c.names, rep.Texts())
		}
	}

	_, rep, err := ReadOpenGotha(strings.NewReader(ogCriteriaDoc("MMS", "STS", "SOSM")))
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Texts()) != 1 || !strings.Contains(rep.Texts()[0], "placement criterion STS is not supported") {
		t.Errorf("unknown criterion: warnings %q", rep.Texts())
	}

	tr := smallTournament()
	tr.Settings.Criteria = []tournament.Criterion{tournament.CritMMS, tournament.CritSOSMM1, tournament.CritSOSWM2,
		tournament.CritSOSMM2, tournament.CritRating, tournament.CritRank}
	var buf bytes.Buffer
	if err := WriteOpenGotha(&buf, tr); err != nil {
		t.Fatal(err)
	}
	re := regexp.MustCompile(`<PlacementCriterion name="([^"]*)" number="\d"/>`)
	var names []string
	for _, m := range re.FindAllStringSubmatch(buf.String(), 6) {
		names = append(names, m[1])
	}
	if want := []string{"MMS", "SOSM-1", "SOSW-2", "SOSM-2", "Rating", "Rank"}; !slices.Equal(names, want) {
		t.Errorf("written as %q, want %q", names, want)
	}
}

// TestOpenGothaDataVersionWritten: OpenGotha 3.51.02 saves no dataVersion, and its reader adds
// 2050 to every rating of a file without one (or below 201). hoshi reads ratings as written,
// and so writes dataVersion="201" always: for a file saved by 3.51.02 (other attributes of
// <Tournament> kept) and for one that said 200.
func TestOpenGothaDataVersionWritten(t *testing.T) {
	for _, head := range []string{
		`<Tournament fullVersionNumber="3.51.02" runningMode="SAL">`,
		`<Tournament dataVersion="200" fullVersionNumber="3.39">`,
	} {
		doc := strings.Replace(ogDoc("UTF-8", `<Player name="Alice" firstName="Ann" rank="5K" rating="1650"/>`, "</Players>"),
			`<Tournament dataVersion="201">`, head, 1)
		tr, _, err := ReadOpenGotha(strings.NewReader(doc))
		if err != nil {
			t.Fatal(err)
		}
		if got := tr.Players[0].Rating; got != 1650 {
			t.Errorf("%s: rating read %d, want 1650 as written", head, got)
		}
		var buf bytes.Buffer
		if err := WriteOpenGotha(&buf, tr); err != nil {
			t.Fatal(err)
		}
		m := regexp.MustCompile(`<Tournament [^>]*>`).FindString(buf.String())
		if !strings.Contains(m, `dataVersion="201"`) || !strings.Contains(m, `fullVersionNumber=`) {
			t.Errorf("%s written as %s, want dataVersion=\"201\" and the file's other attributes", head, m)
		}
	}
}
