package shogi

import (
	"strings"
	"testing"
)

func mustSFEN(t *testing.T, s string) *Position {
	t.Helper()
	p, err := ParseSFEN(s)
	if err != nil {
		t.Fatalf("ParseSFEN(%q): %v", s, err)
	}
	return p
}

func mustUSI(t *testing.T, s string) Move {
	t.Helper()
	m, err := ParseUSI(s)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// TestStartPosition checks the set-up of seed 003 ("Příprava hry"): on each side's first rank
// lance, knight, silver, gold, king, gold, silver, knight, lance; bishop on the second rank's
// second square from the left, rook on the second from the right; pawns on the third rank.
func TestStartPosition(t *testing.T) {
	p := Start()
	back := []Kind{Lance, Knight, Silver, Gold, King, Gold, Silver, Knight, Lance}
	for i, k := range back {
		file := 9 - i // from Black's left (file 9) to right
		if got := p.At(SquareAt(file, 9)); got != (Piece{k, Black}) {
			t.Errorf("%d9: %v, want Black %s", file, got, k)
		}
		if got := p.At(SquareAt(10-file, 1)); got != (Piece{k, White}) {
			t.Errorf("%d1: %v, want White %s", 10-file, got, k)
		}
	}
	if p.At(SquareAt(8, 8)) != (Piece{Bishop, Black}) || p.At(SquareAt(2, 8)) != (Piece{Rook, Black}) {
		t.Error("Black's bishop must stand on 8h (second from the left) and rook on 2h")
	}
	if p.At(SquareAt(2, 2)) != (Piece{Bishop, White}) || p.At(SquareAt(8, 2)) != (Piece{Rook, White}) {
		t.Error("White's bishop must stand on 2b and rook on 8b")
	}
	for f := 1; f <= 9; f++ {
		if p.At(SquareAt(f, 7)) != (Piece{Pawn, Black}) || p.At(SquareAt(f, 3)) != (Piece{Pawn, White}) {
			t.Errorf("file %d: pawns missing on ranks 3 and 7", f)
		}
	}
	if p.Turn() != Black || p.SFEN() != StartSFEN {
		t.Errorf("start: turn %v, SFEN %q", p.Turn(), p.SFEN())
	}
}

func TestSFENRoundTrip(t *testing.T) {
	for _, s := range []string{
		StartSFEN,
		"lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
		"8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2+p3L w Sbgn3p 124",
		"4k4/9/9/9/9/9/9/9/4K4 b 2R2B4G4S4N4L9Pp 1",
	} {
		p := mustSFEN(t, s)
		if got := p.SFEN(); got != s {
			t.Errorf("round trip:\n got %s\nwant %s", got, s)
		}
	}
}

func TestSFENErrors(t *testing.T) {
	for _, c := range []struct{ sfen, want string }{
		{"lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1 b - 1", "8 ranks"},
		{"lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSN b - 1", "8 squares"},
		{"lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNLL b - 1", "longer than 9"},
		{"4k4/9/9/9/9/9/9/9/4K4 x - 1", "side to move"},
		{"4k4/9/9/9/9/9/9/9/4K4 b K 1", "not a piece one can hold"},
		{"4k4/9/9/9/9/9/9/9/4K4 b - 0", "move number"},
		{"4k4/9/9/9/9/9/9/9/3KK4 b - 1", "2 kings"},
		{"P3k4/9/9/9/9/9/9/9/4K4 b - 1", "could never move"},
		{"4k4/N8/9/9/9/9/9/9/4K4 b - 1", "could never move"},
		{"4k4/9/9/9/9/9/9/9/3lK4 w - 1", "could never move"},
		{"4k4/9/9/P8/9/P8/9/9/4K4 b - 1", "two pawns in file 9"},
		{"4k4/9/9/9/9/9/9/9/4K4 b 3R 1", "a set has 2"},
		{"4k4/9/9/9/9/9/9/9/4K+G3 b - 1", "cannot be promoted"},
		{"4k4/4R4/9/9/9/9/9/9/4K4 b - 1", "White's king is in check"},
	} {
		_, err := ParseSFEN(c.sfen)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("ParseSFEN(%q) = %v, want an error containing %q", c.sfen, err, c.want)
		}
	}
}

// perft counts the leaves of the legal move tree to a depth.
func perft(p *Position, depth int) int {
	if depth == 0 {
		return 1
	}
	n := 0
	for _, m := range p.LegalMoves() {
		q := p.Clone()
		q.apply(m)
		n += perft(q, depth-1)
	}
	return n
}

// TestPerft checks move generation against the published counts of the shogi move tree from
// the starting position: 30 moves, 900 after two plies, 25,470 after three.
func TestPerft(t *testing.T) {
	want := []int{1, 30, 900, 25470}
	depth := 3
	if testing.Short() {
		depth = 2
	}
	for d := 1; d <= depth; d++ {
		if got := perft(Start(), d); got != want[d] {
			t.Errorf("perft(%d) = %d, want %d", d, got, want[d])
		}
	}
}
