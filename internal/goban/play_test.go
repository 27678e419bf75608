package goban

import "testing"

func TestCaptureSingleInCentre(t *testing.T) {
	b := diagram(t, japaneseRules,
		".....",
		"..X..",
		".XOX.",
		".....",
		".....")
	if n := mustPlay(t, b, Black, "C2"); n != 1 {
		t.Fatalf("captured %d, want 1", n)
	}
	wantDrawing(t, b,
		".....",
		"..X..",
		".X.X.",
		"..X..",
		".....")
	if b.Captures(Black) != 1 || b.Captures(White) != 0 {
		t.Fatalf("captures B %d W %d, want 1 0", b.Captures(Black), b.Captures(White))
	}
}

func TestCaptureInCorner(t *testing.T) {
	b := diagram(t, japaneseRules,
		"....",
		"....",
		"....",
		"OX..")
	if n := mustPlay(t, b, Black, "A2"); n != 1 {
		t.Fatalf("captured %d, want 1", n)
	}
	wantDrawing(t, b,
		"....",
		"....",
		"X...",
		".X..")
}

func TestCaptureChainOnEdge(t *testing.T) {
	b := diagram(t, japaneseRules,
		".....",
		".....",
		".....",
		".X...",
		"XOOX.")
	if n := mustPlay(t, b, Black, "C2"); n != 2 {
		t.Fatalf("captured %d, want 2", n)
	}
	wantDrawing(t, b,
		".....",
		".....",
		".....",
		".XX..",
		"X..X.")
	if b.Captures(Black) != 2 {
		t.Fatalf("captures %d, want 2", b.Captures(Black))
	}
}

func TestCaptureTwoChainsAtOnce(t *testing.T) {
	b := diagram(t, japaneseRules,
		".....",
		".OXO.",
		"..O..",
		".OXO.",
		"..O..")
	if n := mustPlay(t, b, White, "C5"); n != 1 {
		t.Fatalf("captured %d, want 1", n)
	}
	b = diagram(t, japaneseRules,
		".O.O.",
		"OX.XO",
		".O.O.",
		".....",
		".....")
	if n := mustPlay(t, b, White, "C4"); n != 2 {
		t.Fatalf("captured %d, want 2", n)
	}
	wantDrawing(t, b,
		".O.O.",
		"O.O.O",
		".O.O.",
		".....",
		".....")
}

func TestCaptureIsNotSuicide(t *testing.T) {
	// Black's stone at A1 has no liberty of its own but takes the white stone at B1 first.
	b := diagram(t, japaneseRules,
		"...",
		"OX.",
		".OX")
	if n := mustPlay(t, b, Black, "A1"); n != 1 {
		t.Fatalf("captured %d, want 1", n)
	}
	wantDrawing(t, b,
		"...",
		"OX.",
		"X.X")
}

func TestSnapback(t *testing.T) {
	b := diagram(t, japaneseRules,
		".....",
		".....",
		"OOO..",
		"XXOO.",
		"..XO.")
	mustPlay(t, b, White, "A1") // throw-in: one liberty at B1
	if n := mustPlay(t, b, Black, "B1"); n != 1 {
		t.Fatalf("black took %d, want 1", n)
	}
	// Black's four stones now have only A1, where White takes them back: not a ko.
	if n := mustPlay(t, b, White, "A1"); n != 4 {
		t.Fatalf("white took %d, want 4", n)
	}
	wantDrawing(t, b,
		".....",
		".....",
		"OOO..",
		"..OO.",
		"O..O.")
	if b.Captures(Black) != 1 || b.Captures(White) != 4 {
		t.Fatalf("captures B %d W %d, want 1 4", b.Captures(Black), b.Captures(White))
	}
}

func TestSuicideForbidden(t *testing.T) {
	b := diagram(t, japaneseRules,
		".X.",
		"X.X",
		".X.")
	wantIllegal(t, b, White, "B2", Suicide)
	b = diagram(t, japaneseRules,
		".....",
		".....",
		".....",
		"XX...",
		"O.X..")
	wantIllegal(t, b, White, "B1", Suicide)
	wantIllegal(t, b, White, "A2", Occupied)
}

func TestSuicideAllowed(t *testing.T) {
	for _, name := range []string{"tromp-taylor", "nz"} {
		b := diagram(t, rulesNamed(t, name),
			".....",
			".....",
			".....",
			"XX...",
			"O.X..")
		if n := mustPlay(t, b, White, "B1"); n != 0 {
			t.Fatalf("%s: suicide captured %d", name, n)
		}
		wantDrawing(t, b,
			".....",
			".....",
			".....",
			"XX...",
			"..X..")
		if b.Captures(Black) != 2 || b.Captures(White) != 0 {
			t.Fatalf("%s: captures B %d W %d, want 2 0", name, b.Captures(Black), b.Captures(White))
		}
		// A one-stone suicide would leave the board as it was: refused even here.
		b = diagram(t, rulesNamed(t, name),
			".X.",
			"X.X",
			".X.")
		wantIllegal(t, b, White, "B2", Suicide)
	}
}

func TestOffBoard(t *testing.T) {
	b := NewBoard(9)
	for _, xy := range [][2]int{{-1, 0}, {0, 9}, {9, 9}} {
		_, err := b.Play(Black, xy[0], xy[1])
		if ime, ok := err.(*IllegalMoveError); !ok || ime.Reason != OffBoard {
			t.Fatalf("%v: err %v, want off-board", xy, err)
		}
		if b.Legal(Black, xy[0], xy[1]) {
			t.Fatalf("%v: legal", xy)
		}
	}
}
