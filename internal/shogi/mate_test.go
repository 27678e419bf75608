package shogi

import (
	"strings"
	"testing"
)

// TestMate: the head-gold mate. White's king on 5a, Black's pawn on 5c; a gold dropped on 5b
// covers 4a, 6a, 4b, 6b and is guarded by the pawn: mate (seed 003, "Mat").
func TestMate(t *testing.T) {
	p := mustSFEN(t, "4k4/9/4P4/9/9/9/9/9/K8 b G 1")
	if err := p.Play(mustUSI(t, "G*5b")); err != nil {
		t.Fatal(err)
	}
	if !p.Checkmated() {
		t.Errorf("G*5b: want mate, legal moves %v", p.LegalMoves())
	}
	// The gold dropped on 4b instead checks nothing and is no mate.
	p = mustSFEN(t, "4k4/9/4P4/9/9/9/9/9/K8 b G 1")
	_ = p.Play(mustUSI(t, "G*4b"))
	if p.Checkmated() || !p.InCheck(White) {
		t.Errorf("G*4b: a check with escapes (6a, 6b) is not mate")
	}
}

// TestUchifuzume follows seed 003, "Vkládání kamenů": mate may not be given by dropping a pawn;
// a pawn may check by a drop, and a pawn pushed on the board may mate.
func TestUchifuzume(t *testing.T) {
	// White's king on 1a, White's knight on 2a; Black's gold on 2c guards 1b and covers 2b.
	mateShape := "7nk/9/7G1/9/9/9/9/9/K8"
	p := mustSFEN(t, mateShape+" b P 1")
	wantIllegal(t, p, "P*1b", "uchifuzume")
	// The same square by a pushed pawn is mate, and legal.
	p = mustSFEN(t, "7nk/9/7GP/9/9/9/9/9/K8 b - 1")
	if err := p.Play(mustUSI(t, "1c1b")); err != nil {
		t.Fatalf("pushed pawn mate: %v", err)
	}
	if !p.Checkmated() {
		t.Error("1c1b: want mate")
	}
	// A gold dropped there is mate and legal.
	p = mustSFEN(t, mateShape+" b G 1")
	if err := p.Play(mustUSI(t, "G*1b")); err != nil || !p.Checkmated() {
		t.Errorf("G*1b: %v, mate %v", err, p.Checkmated())
	}
	// Without the knight the king escapes to 2a: the pawn drop is a check, not mate, and legal.
	p = mustSFEN(t, "8k/9/7G1/9/9/9/9/9/K8 b P 1")
	wantLegal(t, p, "P*1b")
	// If the king can take the unguarded pawn, the drop is legal.
	p = mustSFEN(t, "7nk/9/9/9/9/9/9/9/K8 b P 1")
	wantLegal(t, p, "P*1b")
	// Another White piece able to take the pawn (a silver on 2a, which moves to 1b) saves it.
	p = mustSFEN(t, "7sk/9/7G1/9/9/9/9/9/K8 b P 1")
	wantLegal(t, p, "P*1b")
}

// TestLegalMovesOfMatedSide: a mated side has no legal moves, a stalemated one neither but is
// not in check.
func TestNoLegalMove(t *testing.T) {
	// White's king on 1a; Black's golds on 3b and 2c take 2a, 2b and 1b from it without check.
	p := mustSFEN(t, "8k/6G2/7G1/9/9/9/9/9/K8 w - 1")
	if p.InCheck(White) || p.HasLegalMove() {
		t.Errorf("want no legal move without check, got %v", p.LegalMoves())
	}
}

func playAll(t *testing.T, g *Game, usi string) {
	t.Helper()
	for _, s := range strings.Fields(usi) {
		if err := g.Play(mustUSI(t, s)); err != nil {
			t.Fatalf("%s: %v", s, err)
		}
	}
}

// TestRepetition: the rooks stepping aside and back bring the starting position round every four
// moves; its fourth occurrence, after move 12, ends the game in a draw (seed 003, "Cíl hry").
func TestRepetition(t *testing.T) {
	g := NewGame(Start())
	cycle := " 2h3h 8b7b 3h2h 7b8b"
	playAll(t, g, strings.Repeat(cycle, 2)+" 2h3h 8b7b 3h2h")
	if _, ok := g.RepetitionOutcome(); ok {
		t.Fatal("three occurrences are not yet a repetition")
	}
	playAll(t, g, "7b8b")
	o, ok := g.RepetitionOutcome()
	if !ok || o.Winner != Draw || o.Reason != Repetition || o.Move != 12 {
		t.Errorf("after 12 moves: %+v, %v; want a draw by repetition at move 12", o, ok)
	}
}

// TestPerpetualCheck: Black's rook checks White's king on 1a from 5a and on 1b from 5b; the king
// can only step between them (Black's lance on 2i covers 2a-2c, White's own pawn blocks 1c);
// White's gold on 9a, out of the way, can step to 8a and back.
// The position comes round a fourth time after move 12, every Black move a check: Black loses
// (seed 003, "Cíl hry").
func TestPerpetualCheck(t *testing.T) {
	g := NewGame(mustSFEN(t, "g7k/4R4/8p/9/9/9/9/9/K6L1 b - 1"))
	playAll(t, g, strings.Repeat(" 5b5a 1a1b 5a5b 1b1a", 3))
	o, ok := g.RepetitionOutcome()
	if !ok || o.Winner != WhiteWins || o.Reason != PerpetualCheck || o.Move != 12 {
		t.Errorf("got %+v, %v; want White to win by perpetual check at move 12", o, ok)
	}
	// Breaking the chain of checks once makes it an ordinary repetition: in the first cycle
	// Black's king and White's gold step aside and back, no check given.
	g = NewGame(mustSFEN(t, "g7k/4R4/8p/9/9/9/9/9/K6L1 b - 1"))
	playAll(t, g, "9i9h 9a8a 9h9i 8a9a"+strings.Repeat(" 5b5a 1a1b 5a5b 1b1a", 2))
	o, ok = g.RepetitionOutcome()
	if !ok || o.Winner != Draw || o.Reason != Repetition {
		t.Errorf("got %+v, %v; want a draw by repetition", o, ok)
	}
}
