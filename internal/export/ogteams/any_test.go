package ogteams

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/testdata"
)

// juvisy.xml is a team tournament (6 teams of 3): ReadAny gives its team event. With board 2
// of team FLG in round 1 taken out, its teams do not read: the file is an individual
// tournament, and the warning names why instead of saying that teams are not supported.
func TestReadAny(t *testing.T) {
	data, err := os.ReadFile(testdata.Path(t, "opengotha", "juvisy.xml"))
	if err != nil {
		t.Fatal(err)
	}
	tt, e, report, err := ReadAny(data)
	if err != nil || e == nil || len(e.Teams) != 6 || e.Settings.Size != 3 || tt != e.T {
		t.Fatalf("juvisy: event %v, err %v", e, err)
	}
	for _, w := range report.Texts() {
		if strings.Contains(w, "teams") {
			t.Errorf("juvisy read as a team tournament warns %q", w)
		}
	}

	cut := []byte(`<Board boardNumber="2" player="BURQFRANÇOIS" roundNumber="1"/>`)
	if !bytes.Contains(data, cut) {
		t.Fatal("juvisy.xml has no board 2 of FLG in round 1")
	}
	tt, e, report, err = ReadAny(bytes.Replace(data, cut, nil, 1))
	if err != nil || e != nil || tt == nil || len(tt.Players) != 19 {
		t.Fatalf("broken teams: event %v, tournament %v, err %v", e, tt != nil, err)
	}
	want := "the file's teams do not read (team FLG: round 1 has no player on some board): imported as an individual tournament, its teams kept only to be written back"
	found := false
	for _, w := range report.Texts() {
		found = found || w == want
		if strings.HasPrefix(w, "team tournaments are not supported") {
			t.Errorf("the old warning is still given: %q", w)
		}
	}
	if !found {
		t.Errorf("warnings %q lack %q", report.Texts(), want)
	}
}
