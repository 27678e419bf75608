package public

import (
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// TestLoadDisputeDropsWhatNoLongerPlays: stored settling moves are played again on every
// load; those from the first one that does not play (rules changed since, or details edited
// by hand) are left out and counted, the ones before kept.
func TestLoadDisputeDropsWhatNoLongerPlays(t *testing.T) {
	// Black's wall on column D, White's on F, a white stone on B7 (as on the web tests' board).
	const rec = "(;GM[1]FF[4]SZ[9]KM[6.5]AB[da][db][dc][dd][de][df][dg][dh][di]" +
		"AW[fa][fb][fc][fd][fe][ff][fg][fh][fi];W[bc];B[];W[])"
	set := tournament.DefaultSettings()
	set.Rules, set.BoardSize = "japanese", 9
	tn := &tournament.Tournament{Settings: set}
	g := &tournament.Game{Round: 1, Table: 1, Komi: 13}
	for _, tc := range []struct {
		name, dispute string
		kept          string // the moves kept, joined
		dropped       int
	}{
		{"all legal", `{"first":"B","moves":["B8","pass","A7","pass"]}`, "B8 pass A7 pass", 0},
		{"D5 is occupied", `{"first":"B","moves":["B8","pass","D5","pass","A7"]}`, "B8 pass", 3},
		{"the last move", `{"first":"B","moves":["B8","pass","A7","pass","C7","pass","D5"]}`, "B8 pass A7 pass C7 pass", 1},
		{"the first move", `{"first":"B","moves":["D5","pass"]}`, "", 2},
		{"not a point", `{"first":"B","moves":["B8","Z99","A7"]}`, "B8", 2},
	} {
		st, err := scoreRecord(tn, g, store.GameRecord{SGF: rec, Details: `{"dead":[],"dispute":` + tc.dispute + `}`}, newDeadMemo())
		if err != nil {
			t.Fatal(err)
		}
		if st.dispute == nil {
			t.Fatalf("%s: no dispute", tc.name)
		}
		if got := strings.Join(st.disputeJSON().Moves, " "); got != tc.kept || st.dispute.dropped != tc.dropped {
			t.Errorf("%s: kept %q, dropped %d; want %q, %d", tc.name, got, st.dispute.dropped, tc.kept, tc.dropped)
		}
	}
	// Details without a first player hold no resumption.
	st, err := scoreRecord(tn, g, store.GameRecord{SGF: rec, Details: `{"dispute":{"first":"X","moves":["B8"]}}`}, newDeadMemo())
	if err != nil || st.dispute != nil {
		t.Errorf("an unreadable first player: %v, %v", st.dispute, err)
	}
}
