package goban

import "testing"

func TestNewBoardSizes(t *testing.T) {
	for _, size := range []int{MinSize, 9, 13, 19, MaxSize} {
		b := NewBoard(size)
		if b.Size() != size || b.At(size-1, size-1) != Empty || b.At(0, 0) != Empty {
			t.Fatalf("size %d: bad board", size)
		}
		mustPlay(t, b, Black, VertexName(size, size-1, 0))
		if b.At(size-1, 0) != Black || b.Position().At(size-1, 0) != Black {
			t.Fatalf("size %d: stone not in the upper right", size)
		}
	}
	for _, size := range []int{1, 26} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("NewBoard(%d) did not panic", size)
				}
			}()
			NewBoard(size)
		}()
	}
}

func TestPointAndXY(t *testing.T) {
	b := NewBoard(19)
	for _, xy := range [][2]int{{0, 0}, {18, 0}, {3, 15}, {18, 18}} {
		p := b.PointAt(xy[0], xy[1])
		if !b.OnBoard(p) || int(p) >= b.Points() {
			t.Fatalf("%v: point %d off the board", xy, p)
		}
		if x, y := b.XY(p); x != xy[0] || y != xy[1] {
			t.Fatalf("%v: XY gives %d,%d", xy, x, y)
		}
	}
	if b.OnBoard(NoPoint) || b.OnBoard(b.PointAt(0, 0)-1) || b.OnBoard(Point(b.Points())) {
		t.Fatal("frame point reported on the board")
	}
}

func TestSetDoesNotCapture(t *testing.T) {
	b := diagram(t, japaneseRules,
		".X.",
		"X..",
		"...")
	b.Set(0, 0, White) // a white stone without liberties stays
	if b.At(0, 0) != White || b.Liberties(0, 0) != 0 {
		t.Fatalf("setup stone: %v with %d liberties", b.At(0, 0), b.Liberties(0, 0))
	}
	b.Set(0, 0, Empty)
	b.Set(1, 1, Black)
	if b.Liberties(1, 1) != 5 || b.Liberties(1, 0) != 5 {
		t.Fatalf("liberties %d %d, want 5 (one chain of three)", b.Liberties(1, 1), b.Liberties(1, 0))
	}
	b.Set(1, 1, Empty) // splits the chain again
	if b.Liberties(1, 0) != 3 || b.Liberties(0, 1) != 3 {
		t.Fatalf("liberties %d %d, want 3 and 3", b.Liberties(1, 0), b.Liberties(0, 1))
	}
	checkChains(t, b)
}

func TestLibertiesAndAtari(t *testing.T) {
	b := diagram(t, japaneseRules,
		"XXO..",
		"OX...",
		".O...",
		".....",
		"....X")
	cases := []struct {
		vertex string
		libs   int
		atari  bool
	}{
		{"A5", 1, true},  // the chain A5 B5 B4 has only C4
		{"C5", 2, false}, // D5 C4
		{"A4", 1, true},  // A3
		{"B3", 3, false}, // A3 C3 B2
		{"E1", 2, false}, // E2 D1
		{"C3", 0, false}, // empty
	}
	for _, tc := range cases {
		x, y, _ := ParseVertex(5, tc.vertex)
		if b.Liberties(x, y) != tc.libs || b.InAtari(x, y) != tc.atari {
			t.Errorf("%s: %d liberties atari %v, want %d %v", tc.vertex, b.Liberties(x, y), b.InAtari(x, y),
				tc.libs, tc.atari)
		}
	}
}

func TestCloneIsIndependent(t *testing.T) {
	b := koBoard(t, rulesNamed(t, "tromp-taylor"))
	mustPlay(t, b, Black, "C3")
	c := b.Clone()
	mustPlay(t, c, White, "E1")
	if b.At(4, 4) != Empty {
		t.Fatal("move on the clone changed the original")
	}
	wantIllegal(t, c, Black, "E1", Occupied)
	wantIllegal(t, b, White, "B3", Ko)
	var d Board
	d.CopyFrom(c)
	mustPlay(t, d.Clone(), Black, "A1")
	if d.Hash() != c.Hash() || d.Captures(Black) != 1 {
		t.Fatal("CopyFrom lost state")
	}
	e := NewBoard(5)
	e.CopyFrom(NewBoard(19))
	if e.Size() != 19 {
		t.Fatal("CopyFrom kept the old size")
	}
}

func TestIsEyeLike(t *testing.T) {
	b := diagram(t, japaneseRules,
		".X.X.",
		"X.XOX",
		"XX.XX",
		"O.XX.",
		"XX.X.")
	cases := []struct {
		vertex string
		want   bool
	}{
		{"A5", true},  // corner, no diagonal enemy
		{"B4", true},  // centre, no diagonal enemy
		{"C5", false}, // edge with a white diagonal at D4
		{"C3", true},  // centre with one white diagonal (D4)
		{"B2", false}, // white neighbour A2
		{"E2", false}, // empty neighbour E1
		{"C1", true},  // edge, diagonals B2 empty and D2 black
		{"E5", false}, // edge with a white diagonal at D4
	}
	for _, tc := range cases {
		x, y, _ := ParseVertex(5, tc.vertex)
		if got := b.IsEyeLike(Black, x, y); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.vertex, got, tc.want)
		}
	}
	if b.IsEyeLike(White, 1, 1) || b.IsEyeLike(Black, 1, 0) {
		t.Error("occupied point or wrong colour reported as eye")
	}
}

func TestPassesAndLastMove(t *testing.T) {
	b := NewBoard(9)
	mustPlay(t, b, Black, "E5")
	if x, y := b.XY(b.LastMove()); x != 4 || y != 4 || b.ConsecutivePasses() != 0 {
		t.Fatalf("last move %d,%d passes %d", x, y, b.ConsecutivePasses())
	}
	b.Pass(White)
	b.Pass(Black)
	if b.ConsecutivePasses() != 2 || b.LastMove() != NoPoint {
		t.Fatalf("passes %d last %v, want 2 and none", b.ConsecutivePasses(), b.LastMove())
	}
	mustPlay(t, b, White, "C3")
	if b.ConsecutivePasses() != 0 {
		t.Fatal("a move did not reset the passes")
	}
}

func TestPositionRoundTrip(t *testing.T) {
	rows := []string{
		"XO.",
		".XO",
		"O.X",
	}
	b := diagram(t, japaneseRules, rows...)
	c := BoardFromPosition(b.Position(), japaneseRules)
	wantDrawing(t, c, rows...)
	if c.Hash() != b.Hash() || b.Hash() == NewBoard(3).Hash() {
		t.Fatal("hash does not follow the position")
	}
}

func TestIllegalMoveMessage(t *testing.T) {
	b := NewBoard(19)
	mustPlay(t, b, Black, "Q16")
	_, err := b.Play(White, 15, 3)
	if err == nil || err.Error() != "illegal move: white Q16 (occupied)" {
		t.Fatalf("err %v", err)
	}
}
