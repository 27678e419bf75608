package goban

import (
	"testing"
	"time"
)

// readAt reads the chain at column x, row y of a board drawn as rows (x/o stones, b/w stones
// taken for dead), with no chain proved alive beforehand, so that the search itself decides.
func readAt(t *testing.T, rows []string, x, y int) readVerdict {
	t.Helper()
	g := gridFromRows(rows)
	i := y*g.w + x
	if g.stones[i] == Empty {
		t.Fatalf("no stone at %d,%d", x, y)
	}
	return readChains(g, g.stones, g.dead, make([]bool, len(g.stones)))[i]
}

// TestReadLifeAndDeath checks the local search on shapes whose status is known from the rules of
// life and death, worked out by hand in the comments.
func TestReadLifeAndDeath(t *testing.T) {
	tests := []struct {
		name string
		rows []string
		x, y int
		want readVerdict
	}{
		// White's corner group A8-B8-C8-C9 has the straight two A9-B9 for eye space. Black to
		// play throws in at B9; White takes with A9 and Black B9 again captures the whole group
		// (its only liberty). White to play can only fill one of its own two liberties. Dead
		// whoever moves first.
		{"straight two", []string{
			"..ox.....",
			"ooox.....",
			"xxxx.....",
			".........",
			".........",
		}, 0, 1, readDead},
		// The eyes A9 and C9, each surrounded by White's one chain alone: Black can play in
		// neither. Alive though Black moves first.
		{"two eyes", []string{
			".o.ox....",
			"oooox....",
			"xxxxx....",
			".........",
		}, 0, 1, readAlive},
		// The straight three A9-B9-C9: White B9 makes two eyes; Black B9 first leaves a dead
		// shape (White takes two stones and Black plays inside again). Whoever moves first
		// decides.
		{"straight three", []string{
			"...ox....",
			"oooox....",
			"xxxxx....",
			".........",
		}, 0, 1, readUnsettled},
		// A seki without eyes (sekiNoEyes): White's C7-C6-C5-D5 and Black's E7-E6-E5 share D7
		// and D6 and have no other liberty; whoever fills one is captured. Neither can be
		// captured, though the opponent moves first.
		{"seki, white", sekiNoEyes, 2, 0, readAlive},
		{"seki, black", sekiNoEyes, 4, 0, readAlive},
		// A ko for life: White's corner chain A8-B8-C8-B9 has the eye A9; its second eye C9
		// hangs on the stone D9, whose only liberty is C9. Black C9 takes D9 (a ko: the
		// capturing stone stands alone with one liberty) and puts the chain in atari; White
		// may take back at D9 only after a threat. Whoever moves first, a ko.
		{"ko for the second eye", []string{
			".o.ox....",
			"oooxx....",
			"xxxx.....",
			".........",
		}, 0, 1, readKo},
	}
	for _, tc := range tests {
		if got := readAt(t, tc.rows, tc.x, tc.y); got != tc.want {
			t.Errorf("%s: read %s, want %s", tc.name, got, tc.want)
		}
	}
}

// TestReadBounded: the search of a board keeps within its node budget, so that even a board of
// many small fights (manyFights, every chain's space small) stays well within a web request;
// its verdicts are the same on a second run.
func TestReadBounded(t *testing.T) {
	g := gridFromRows(manyFights)
	none := make([]bool, len(g.stones))
	start := time.Now()
	first := readChains(g, g.stones, none, none)
	if d := time.Since(start); d > 2*time.Second {
		t.Errorf("reading took %v", d)
	}
	second := readChains(g, g.stones, none, none)
	for i := range first {
		if first[i] != second[i] {
			t.Fatalf("point %d: %s, then %s", i, first[i], second[i])
		}
	}
}
