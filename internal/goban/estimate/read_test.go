package estimate

import (
	"path/filepath"
	"testing"
	"time"

	"github.com/hoshi-go/hoshi/internal/goban"
)

// readAt reads the chain at column x, row y of a board drawn as rows (x/o stones, b/w stones
// taken for dead), with no chain proved alive beforehand, so that the search itself decides.
func readAt(t *testing.T, rows []string, x, y int) readVerdict {
	t.Helper()
	g := gridFromRows(rows)
	i := y*g.Width() + x
	if g.Stones()[i] == goban.Empty {
		t.Fatalf("no stone at %d,%d", x, y)
	}
	return readChains(g, g.Stones(), g.Dead(), make([]bool, len(g.Stones())))[i]
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
		{"straight two", board("straight two"), 0, 1, readDead},
		// The eyes A9 and C9, each surrounded by White's one chain alone: Black can play in
		// neither. Alive though Black moves first.
		{"two eyes", board("two eyes"), 0, 1, readAlive},
		// The straight three A9-B9-C9: White B9 makes two eyes; Black B9 first leaves a dead
		// shape (White takes two stones and Black plays inside again). Whoever moves first
		// decides.
		{"straight three", board("straight three"), 0, 1, readUnsettled},
		// A seki without eyes (sekiNoEyes): White's C7-C6-C5-D5 and Black's E7-E6-E5 share D7
		// and D6 and have no other liberty; whoever fills one is captured. Neither can be
		// captured, though the opponent moves first.
		{"seki, white", sekiNoEyes, 2, 0, readAlive},
		{"seki, black", sekiNoEyes, 4, 0, readAlive},
		// A ko for life: White's corner chain A8-B8-C8-B9 has the eye A9; its second eye C9
		// hangs on the stone D9, whose only liberty is C9. Black C9 takes D9 (a ko: the
		// capturing stone stands alone with one liberty) and puts the chain in atari; White
		// may take back at D9 only after a threat. Whoever moves first, a ko.
		{"ko for the second eye", board("ko for the second eye"), 0, 1, readKo},
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
	none := make([]bool, len(g.Stones()))
	start := time.Now()
	first := readChains(g, g.Stones(), none, none)
	if d := time.Since(start); d > 2*time.Second {
		t.Errorf("reading took %v", d)
	}
	second := readChains(g, g.Stones(), none, none)
	for i := range first {
		if first[i] != second[i] {
			t.Fatalf("point %d: %s, then %s", i, first[i], second[i])
		}
	}
}

// TestReadCutInTheWall reads a lone black stone (H2) on White's side of a 9x9 board from a
// self-play game (testdata/selfplay/9x9.txt, board 1384), with more nodes than a board's search
// gets, so that the search finishes. H2 has the liberties J2 and H1; White's J4-H3-J3 beside it
// has G3 and J2, and White's F4-G4 and G2-G1 also touch G3.
//
//   - Black J2 puts J4-H3-J3 in atari; White G3 joins it to F4-G4 and G2-G1, and H2-J2, with
//     the liberties H1 and J1, is captured.
//   - Black G3 cuts: the stone has the one liberty F3, and White F3 takes it (F3 joins White's
//     E3: no ko); Black J2 is atari again and White G3 connects.
//   - Black H1: H2-H1 has J2 and J1; White J2 puts it in atari (J4-H3-J3-J2 keeps G3), and
//     Black J1 would be a suicide.
//
// Captured whoever moves first: dead. A search that never let the attacker fill a point that
// only his stones surround missed White G3 joining three chains, and one whose moves depended on
// the way to a position reused the answer of a position reached without the cutting stone: both
// called it unsettled or a ko.
func TestReadCutInTheWall(t *testing.T) {
	rows := board("a lone stone whose opponent's wall can be cut")
	defer func(n, b int) { readNodes, readBoardNodes = n, b }(readNodes, readBoardNodes)
	readNodes, readBoardNodes = 100000, 100000
	if got := readAt(t, rows, 7, 7); got != readDead {
		t.Errorf("H2: read %s, want dead", got)
	}
}

// TestReadLeansOnDeadStones: on two boards of the noisy self-play games (tuning half), a black
// stone in the corner (A9) has one liberty, and White can take it with the stones beside it that
// are themselves dead inside Black's area (board 9186: White's A8-B8; board 9508: A8-B8 and
// A7). The capture does not make the stone dead: White's stones die afterwards and the corner
// is Black's, as the clean-up of the game found. Reading leaves the verdict to the random games,
// which keep the stone, and the estimate matches the truth.
func TestReadLeansOnDeadStones(t *testing.T) {
	boards := map[uint64]bool{9186: true, 9508: true}
	chinese := mustRules(t, "chinese")
	found := 0
	for _, b := range readSelfplay(t, filepath.Join("testdata", "selfplay", "9x9-noisy.txt")) {
		if !boards[b.seed] {
			continue
		}
		found++
		g := goban.NewGrid(b.size, b.size, b.stones, nil)
		if v := readChains(g, b.stones, b.dead, make([]bool, len(b.stones)))[0]; v == readDead {
			t.Errorf("board %d: A9 read %s", b.seed, v)
		}
		e := estimateDetail(b.size, b.size, b.stones, chinese, 0)
		for i, c := range b.stones {
			if c != goban.Empty && e.Dead[i] != b.dead[i] {
				t.Errorf("board %d: %s estimated dead %v, truth %v", b.seed, goban.VertexName(b.size, i%b.size, i/b.size), e.Dead[i], b.dead[i])
			}
		}
	}
	if found != len(boards) {
		t.Fatalf("found %d of the %d boards", found, len(boards))
	}
}
