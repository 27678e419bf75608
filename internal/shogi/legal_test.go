package shogi

import (
	"slices"
	"strings"
	"testing"
)

// targets returns the sorted USI moves of the piece on square from (promotions included).
func targets(p *Position, from string) []string {
	var out []string
	for _, m := range p.LegalMoves() {
		if !m.IsDrop() && m.From.String() == from {
			out = append(out, m.String())
		}
	}
	slices.Sort(out)
	return out
}

func splitSorted(s string) []string {
	f := strings.Fields(s)
	slices.Sort(f)
	return f
}

// TestPieceMoves checks every kind's moves on an open board, worked out by hand from seed 003
// ("Pohyb kamenů", "Povyšování kamenů"): the piece on 5e, the kings on 9g and 1c off its lines.
// A move reaching ranks 1-3 may promote; a pawn or lance on rank 1 must.
func TestPieceMoves(t *testing.T) {
	bishop := "5e4d 5e3c 5e3c+ 5e2b 5e2b+ 5e1a 5e1a+ 5e6d 5e7c 5e7c+ 5e8b 5e8b+ 5e9a 5e9a+ " +
		"5e4f 5e3g 5e2h 5e1i 5e6f 5e7g 5e8h 5e9i"
	rook := "5e5d 5e5c 5e5c+ 5e5b 5e5b+ 5e5a 5e5a+ 5e5f 5e5g 5e5h 5e5i " +
		"5e4e 5e3e 5e2e 5e1e 5e6e 5e7e 5e8e 5e9e"
	gold := "5e4d 5e5d 5e6d 5e4e 5e6e 5e5f"
	noPromotion := func(s string) string {
		var out []string
		for _, m := range strings.Fields(s) {
			if !strings.HasSuffix(m, "+") {
				out = append(out, m)
			}
		}
		return strings.Join(out, " ")
	}
	for _, c := range []struct{ sfen, want string }{
		{"9/9/8k/9/4P4/9/K8/9/9 b - 1", "5e5d"},
		{"9/9/8k/9/4L4/9/K8/9/9 b - 1", "5e5d 5e5c 5e5c+ 5e5b 5e5b+ 5e5a+"},
		{"9/9/8k/9/4N4/9/K8/9/9 b - 1", "5e4c 5e4c+ 5e6c 5e6c+"},
		{"9/9/8k/9/4S4/9/K8/9/9 b - 1", "5e4d 5e5d 5e6d 5e4f 5e6f"},
		{"9/9/8k/9/4G4/9/K8/9/9 b - 1", gold},
		{"9/9/8k/9/4+P4/9/K8/9/9 b - 1", gold},
		{"9/9/8k/9/4+L4/9/K8/9/9 b - 1", gold},
		{"9/9/8k/9/4+N4/9/K8/9/9 b - 1", gold},
		{"9/9/8k/9/4+S4/9/K8/9/9 b - 1", gold},
		{"9/9/8k/9/4B4/9/K8/9/9 b - 1", bishop},
		{"9/9/8k/9/4R4/9/K8/9/9 b - 1", rook},
		{"9/9/8k/9/4+B4/9/K8/9/9 b - 1", noPromotion(bishop) + " 5e5d 5e4e 5e6e 5e5f"},
		{"9/9/8k/9/4+R4/9/K8/9/9 b - 1", noPromotion(rook) + " 5e4d 5e6d 5e4f 5e6f"},
		{"9/9/8k/9/4K4/9/9/9/9 b - 1", "5e4d 5e5d 5e6d 5e4e 5e6e 5e4f 5e5f 5e6f"},
		// White's pieces move towards rank 9 and promote on ranks 7-9.
		{"9/9/8k/9/4s4/9/K8/9/9 w - 1", "5e4f 5e5f 5e6f 5e4d 5e6d"},
		{"9/9/8k/9/4n4/9/K8/9/9 w - 1", "5e4g 5e4g+ 5e6g 5e6g+"},
		{"9/9/8k/9/4g4/9/K8/9/9 w - 1", "5e4f 5e5f 5e6f 5e4e 5e6e 5e5d"},
		{"9/9/8k/9/4l4/9/K8/9/9 w - 1", "5e5f 5e5g 5e5g+ 5e5h 5e5h+ 5e5i+"},
	} {
		got := targets(mustSFEN(t, c.sfen), "5e")
		if want := splitSorted(c.want); !slices.Equal(got, want) {
			t.Errorf("%s: got %v, want %v", c.sfen, got, want)
		}
	}
}

// TestBlockedAndCaptures: sliders stop at the first piece, capture an enemy one, never a friend;
// the knight jumps.
func TestBlockedAndCaptures(t *testing.T) {
	// Black rook 5e; own pawn on 5c, White's pawn on 3e, White's silver on 5g.
	p := mustSFEN(t, "9/9/4P3k/9/6p2/9/K3s4/9/9 b - 1")
	p.board[SquareAt(5, 5)] = Piece{Rook, Black}
	want := splitSorted("5e5d 5e5f 5e5g 5e4e 5e3e 5e6e 5e7e 5e8e 5e9e")
	if got := targets(p, "5e"); !slices.Equal(got, want) {
		t.Errorf("rook: got %v, want %v", got, want)
	}
	// A knight on 5e with pieces all round it still reaches 4c and 6c.
	p = mustSFEN(t, "8k/9/9/3GSG3/3SNS3/3PLP3/K8/9/9 b - 1")
	want = splitSorted("5e4c 5e4c+ 5e6c 5e6c+")
	if got := targets(p, "5e"); !slices.Equal(got, want) {
		t.Errorf("knight: got %v, want %v", got, want)
	}
}

func wantIllegal(t *testing.T, p *Position, usi, reason string) {
	t.Helper()
	before := p.SFEN()
	err := p.Play(mustUSI(t, usi))
	if err == nil || !strings.Contains(err.Error(), reason) {
		t.Errorf("%s in %s: %v, want an illegal move error containing %q", usi, before, err, reason)
	}
	if p.SFEN() != before {
		t.Errorf("%s: an illegal move changed the position to %s", usi, p.SFEN())
	}
}

func wantLegal(t *testing.T, p *Position, usi string) {
	t.Helper()
	q := p.Clone()
	if err := q.Play(mustUSI(t, usi)); err != nil {
		t.Errorf("%s in %s: %v, want legal", usi, p.SFEN(), err)
	}
}

// TestPromotion follows seed 003, "Povyšování kamenů": a piece may promote when its move starts
// or ends in the last three ranks; a pawn and a lance must on the last rank, a knight on the last
// two; golds and kings never promote; a promoted piece does not promote again.
func TestPromotion(t *testing.T) {
	p := mustSFEN(t, "8k/2P6/1N1S5/4G4/9/9/9/9/K8 b - 1")
	wantLegal(t, p, "6c5b+") // silver from the zone, into the zone
	wantLegal(t, p, "6c5b")  // promotion is optional
	wantLegal(t, p, "6c7d+") // leaving the zone still promotes: the move started in it
	wantLegal(t, p, "7b7a+") // the pawn reaches the last rank promoted
	wantLegal(t, p, "8c7a+") // the knight too
	wantIllegal(t, p, "7b7a", "must promote")
	wantIllegal(t, p, "8c7a", "must promote")
	wantIllegal(t, p, "5d5c+", "does not promote")
	p = mustSFEN(t, "8k/9/9/9/4S4/9/9/9/K8 b - 1")
	wantIllegal(t, p, "5e5d+", "promotion zone")
	p = mustSFEN(t, "8k/9/4+S4/9/9/9/9/9/K8 b - 1")
	wantIllegal(t, p, "5c5b+", "already promoted")
	// A knight on rank 4 jumping to rank 2 must promote: it could never move from rank 2.
	p = mustSFEN(t, "8k/9/9/4N4/9/9/9/9/K8 b - 1")
	wantIllegal(t, p, "5d4b", "must promote")
	wantLegal(t, p, "5d4b+")
	// White's lance reaching rank 9 must promote.
	p = mustSFEN(t, "8k/9/9/9/9/9/9/4l4/K8 w - 1")
	wantIllegal(t, p, "5h5i", "must promote")
	wantLegal(t, p, "5h5i+")
}

// TestWrongMoves: no piece, the opponent's piece, out of reach, onto a piece of one's own.
func TestWrongMoves(t *testing.T) {
	p := Start()
	wantIllegal(t, p, "5e5d", "no piece on 5e")
	wantIllegal(t, p, "3c3d", "White's")
	wantIllegal(t, p, "7g7e", "cannot reach")
	wantIllegal(t, p, "8h2b", "cannot reach") // the bishop's diagonal is blocked by 7g
	wantIllegal(t, p, "2h2g", "piece of Black's own")
	wantIllegal(t, p, "8i7g", "piece of Black's own")
	wantLegal(t, p, "7g7f")
}

// TestDrops follows seed 003, "Vkládání kamenů".
func TestDrops(t *testing.T) {
	// Black holds a pawn, a lance, a knight and a gold; Black's pawn stands in file 5, a
	// promoted pawn in file 3.
	p := mustSFEN(t, "8k/9/9/9/9/4P1+P2/9/9/K8 b GNLP 1")
	wantLegal(t, p, "P*4e")
	wantLegal(t, p, "P*3e") // a tokin is not a pawn: the file is free for a pawn
	wantIllegal(t, p, "P*5d", "nifu")
	wantIllegal(t, p, "P*4a", "could never move")
	wantIllegal(t, p, "L*4a", "could never move")
	wantIllegal(t, p, "N*4b", "could never move")
	wantIllegal(t, p, "N*4a", "could never move")
	wantLegal(t, p, "N*4c")
	wantLegal(t, p, "G*4a") // a gold moves from anywhere
	wantLegal(t, p, "L*4b") // a lance on rank 2 still moves
	wantIllegal(t, p, "G*5f", "not empty")
	wantIllegal(t, p, "S*4e", "no silver in hand")
	q := p.Clone()
	m := DropMove(Gold, SquareAt(4, 2))
	m.Promote = true
	if err := q.Play(m); err == nil || !strings.Contains(err.Error(), "unpromoted") {
		t.Errorf("promoting drop: %v", err)
	}
	// A drop into the zone stays unpromoted.
	q = p.Clone()
	if err := q.Play(mustUSI(t, "P*4c")); err != nil || q.At(SquareAt(4, 3)) != (Piece{Pawn, Black}) {
		t.Errorf("P*4c: %v, piece %v", err, q.At(SquareAt(4, 3)))
	}
	// White's drops: the last ranks are 9 (and 8 for the knight).
	p = mustSFEN(t, "8k/9/9/9/9/9/9/9/K8 w pn 1")
	wantIllegal(t, p, "P*5i", "could never move")
	wantIllegal(t, p, "N*5h", "could never move")
	wantLegal(t, p, "N*5g")
}

// TestCapturesGoToHand: a captured piece goes to the captor's hand unpromoted (seed 003,
// "Zajímání kamenů").
func TestCapturesGoToHand(t *testing.T) {
	p := mustSFEN(t, "8k/9/9/9/4+r4/4G4/9/9/K8 b - 1")
	if err := p.Play(mustUSI(t, "5f5e")); err != nil {
		t.Fatal(err)
	}
	if p.Hand(Black, Rook) != 1 || p.At(SquareAt(5, 5)) != (Piece{Gold, Black}) {
		t.Errorf("after 5f5e: %s", p.SFEN())
	}
	if err := p.Play(mustUSI(t, "1a2a")); err != nil {
		t.Fatal(err)
	}
	wantLegal(t, p, "R*5a")
}

// TestKingSafety: no move may leave one's own king in check, pinned pieces included, and a
// player in check must answer it (seed 003, "Šach").
func TestKingSafety(t *testing.T) {
	// White's rook on 5a pins Black's silver on 5h to the king on 5i; White's lance on 4a
	// guards file 4.
	p := mustSFEN(t, "4rl2k/9/9/9/9/9/9/4S4/4K4 b - 1")
	wantIllegal(t, p, "5h4g", "leaves Black's king in check")
	wantLegal(t, p, "5h5g")
	wantIllegal(t, p, "5i4h", "would be in check")
	wantLegal(t, p, "5i6h")
	// Without the silver the king is in check: a pawn move elsewhere does not answer it, a drop
	// between the rook and the king does.
	p = mustSFEN(t, "4rl2k/9/9/9/9/9/8P/9/4K4 b G 1")
	if !p.InCheck(Black) || p.InCheck(White) {
		t.Fatalf("InCheck: Black %v, White %v", p.InCheck(Black), p.InCheck(White))
	}
	wantIllegal(t, p, "1g1f", "stays in check")
	wantLegal(t, p, "G*5e")
	wantLegal(t, p, "5i6h")
	if p.Checkmated() {
		t.Error("a check with an answer is not mate")
	}
}
