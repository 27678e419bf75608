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

// UnconditionallyAlive returns, per point of p, whether a stone stands there that Benson's
// algorithm proves alive: no sequence of opponent moves can capture it, even if its owner always
// passes. Such stones are never dead, whatever a player or the estimator claims.
//
// For each colour: the colour's chains, and the regions (connected non-colour points) around
// them. A region is vital to a chain when each of its empty points is a liberty of that chain. A
// chain with fewer than two vital regions may die; a region touching a chain that may die is no
// longer reliable. Removing both repeatedly leaves the chains that live unconditionally.
func UnconditionallyAlive(p Position) []bool {
	g := NewGrid(p.Size, p.Size, p.Cells, nil)
	alive := make([]bool, len(p.Cells))
	for _, c := range [2]Color{Black, White} {
		BensonColor(g, c, alive)
	}
	return alive
}
