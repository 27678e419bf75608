package goban

import (
	"slices"
	"testing"
)

// TestToggleDead: one click marks every stone of the clicked colour in the area the other colour
// bounds (the three white stones in Black's area of deadStones), a second click revives them, and
// a click on an empty point changes nothing.
func TestToggleDead(t *testing.T) {
	p, _ := positionFromRows(t, deadStones...)
	dead := ToggleDead(p, nil, 1, 1) // B8
	want := []string{"B8", "C6", "B3"}
	if got := vertices(p, dead); !sameVertices(got, want) {
		t.Errorf("after clicking B8: dead %v, want %v", got, want)
	}
	again := ToggleDead(p, dead, 2, 3) // C6
	if got := vertices(p, again); len(got) != 0 {
		t.Errorf("after clicking C6 too: dead %v, want none", got)
	}
	if got := vertices(p, dead); !sameVertices(got, want) {
		t.Errorf("ToggleDead changed its argument: %v", got)
	}
	if got := ToggleDead(p, dead, 0, 0); !slices.Equal(got, dead) {
		t.Errorf("clicking the empty A9 changed the marks to %v", vertices(p, got))
	}
}

func sameVertices(a, b []string) bool {
	a, b = slices.Clone(a), slices.Clone(b)
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(a, b)
}
