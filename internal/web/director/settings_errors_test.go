package director

import (
	"errors"
	"slices"
	"testing"
)

// texts are the messages of errs.
func texts(errs []error) []string {
	var out []string
	for _, e := range errs {
		out = append(out, e.Error())
	}
	return out
}

// TestUnshownErrorsListed: a refusal on a setting that no input of the form shows (a pair kept
// apart) is listed at the top of the page; those shown beside their input are not repeated.
func TestUnshownErrorsListed(t *testing.T) {
	sections := []dirSection{
		{Key: "general", Fields: []DirField{{Name: "name", Error: errors.New("the name is empty")}, {Name: "rounds"}}},
		{Key: "criteria", Error: errors.New("criterion SOS is chosen twice")},
	}
	errs := map[string]error{
		"name":           errors.New("the name is empty"),
		"criteria":       errors.New("criterion SOS is chosen twice"),
		"AvoidPairs[1]":  errors.New("player 7 is not registered in this tournament"),
		"LeftOutTables1": errors.New("table 0 is not a table number"),
	}
	want := []string{"player 7 is not registered in this tournament", "table 0 is not a table number"}
	if got := texts(unshownErrors(sections, errs)); !slices.Equal(got, want) {
		t.Fatalf("unshown errors %q, want %q", got, want)
	}
	if got := unshownErrors(sections, map[string]error{"name": errors.New("the name is empty")}); len(got) != 0 {
		t.Fatalf("an error shown by its input is listed again: %q", got)
	}
}
