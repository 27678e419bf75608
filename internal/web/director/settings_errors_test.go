package director

import (
	"slices"
	"testing"
)

// TestUnshownErrorsListed: a refusal on a setting that no input of the form shows (a pair kept
// apart) is listed at the top of the page; those shown beside their input are not repeated.
func TestUnshownErrorsListed(t *testing.T) {
	sections := []dirSection{
		{Key: "general", Fields: []DirField{{Name: "name", Error: "the name is empty"}, {Name: "rounds"}}},
		{Key: "criteria", Error: "criterion SOS is chosen twice"},
	}
	errs := map[string]string{
		"name":           "the name is empty",
		"criteria":       "criterion SOS is chosen twice",
		"AvoidPairs[1]":  "player 7 is not registered in this tournament",
		"LeftOutTables1": "table 0 is not a table number",
	}
	want := []string{"player 7 is not registered in this tournament", "table 0 is not a table number"}
	if got := unshownErrors(sections, errs); !slices.Equal(got, want) {
		t.Fatalf("unshown errors %q, want %q", got, want)
	}
	if got := unshownErrors(sections, map[string]string{"name": "the name is empty"}); len(got) != 0 {
		t.Fatalf("an error shown by its input is listed again: %q", got)
	}
}
