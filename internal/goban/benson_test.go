package goban

import (
	"slices"
	"testing"
)

// TestUnconditionallyAlive: a black group with two separate one-point eyes (A9 and C9) lives
// unconditionally; a white group with a single two-point eye does not, nor does anything in the
// open.
func TestUnconditionallyAlive(t *testing.T) {
	p, _ := positionFromRows(t,
		".x.x.o..o",
		"xxxx.o..o",
		"....ooooo",
		".........",
		".........",
		".........",
		".........",
		".........",
		"........x",
	)
	got := UnconditionallyAlive(p)
	want := []string{"A8", "B8", "B9", "C8", "D8", "D9"}
	gotNames := vertices(p, got)
	slices.Sort(gotNames)
	if !slices.Equal(gotNames, want) {
		t.Errorf("alive %v, want %v", gotNames, want)
	}
}
