package goban

import (
	"errors"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/sgf"
)

// TestResumePlay plays resumptions one move at a time, as the board page enters them: the
// turn alternates from the first player, captures and pass stones are counted apart, and an
// unfinished resumption (an odd number of moves) is fine.
func TestResumePlay(t *testing.T) {
	japanese := mustRules(t, "japanese")
	p, _ := positionFromRows(t, disputedStone...)
	// Black takes B7's liberties B8, A7, C7, B6; White passes three times: after Black's B6
	// (the 7th move) B7 is captured, Black has one capture and 3 pass stones, and it is
	// White's turn.
	r, err := ResumePlay(p, Black, disputeMoves(t, 9, "B B8, W pass, B A7, W pass, B C7, W pass, B B6"), japanese)
	if err != nil {
		t.Fatal(err)
	}
	if r.Next != White || r.CapturedBlack != 1 || r.CapturedWhite != 0 || r.PassStonesBlack != 3 || r.PassStonesWhite != 0 {
		t.Errorf("next %s, captured %d/%d, pass stones %d/%d; want white, 1/0, 3/0",
			r.Next, r.CapturedBlack, r.CapturedWhite, r.PassStonesBlack, r.PassStonesWhite)
	}
	x, y, _ := ParseVertex(9, "B7")
	if r.Position.At(x, y) != Empty {
		t.Error("B7 was not captured")
	}
	if p.At(x, y) != White {
		t.Error("the final position changed")
	}
	// No moves: the first player's turn, the position as it was.
	r, err = ResumePlay(p, White, nil, japanese)
	if err != nil || r.Next != White || r.Position.At(x, y) != White {
		t.Errorf("no moves: %+v, %v", r, err)
	}
	// Refusals name the move.
	for _, tc := range []struct{ moves, want string }{
		{"B B8, W D9", "dispute move 2: illegal move: white D9 (occupied)"},
		{"B B8, B A7", "dispute move 2: it is white's turn, not black's"},
	} {
		_, err := ResumePlay(p, Black, disputeMoves(t, 9, tc.moves), japanese)
		if err == nil || err.Error() != tc.want {
			t.Errorf("%s: %v, want %q", tc.moves, err, tc.want)
		}
	}
	// An illegal move can be told apart, with its reason. White's eye at J1 (the corner of
	// White's side, surrounded by White) is suicide for Black.
	p2, _ := positionFromRows(t,
		".......o.",
		".......o.",
		".......o.",
		".......o.",
		".......o.",
		".......o.",
		".......o.",
		"........o",
		".......o.",
	)
	_, err = ResumePlay(p2, Black, disputeMoves(t, 9, "B J1"), japanese)
	var ill *IllegalMoveError
	if !errors.As(err, &ill) || ill.Reason != Suicide || ill.Point != "J1" {
		t.Errorf("suicide at J1: %v", err)
	}
}

// TestFirstToResume: the player whose turn it was after the record's last move.
func TestFirstToResume(t *testing.T) {
	for rec, want := range map[string]Color{
		"(;SZ[9];B[ee];W[cc];B[];W[])":       Black, // both passed, Black passed first
		"(;SZ[9];B[ee];W[cc];B[gg];W[];B[])": White,
		"(;SZ[9]AB[cc][gg]HA[2];W[ee];B[])":  White, // handicap: White moved first
		"(;SZ[9]AB[cc]AW[gg])":               Empty, // a typed-in position says nothing
		"(;SZ[9];B[ee]W[cc])":                Black, // both in one node: W written last
	} {
		col, err := sgf.Parse([]byte(rec))
		if err != nil {
			t.Fatal(err)
		}
		if got := FirstToResume(col.Games[0]); got != want {
			t.Errorf("%s: %s, want %s", rec, got, want)
		}
	}
}

// TestSettledDead: the marks of the final position carry over to the settled one for the
// stones still there, except in the area of a stone their owner played.
func TestSettledDead(t *testing.T) {
	japanese := mustRules(t, "japanese")
	p, _ := positionFromRows(t, unsettledCorner...)
	// The final position's marks: White's corner group (D9, A8-D8) dead.
	var dead []bool
	x, y, _ := ParseVertex(9, "D9")
	dead = ToggleDead(p, dead, x, y)
	names := func(pos Position, marks []bool) string {
		var out []string
		for i, d := range marks {
			if d {
				out = append(out, VertexName(9, i%9, i/9))
			}
		}
		return strings.Join(out, " ")
	}
	if got := names(p, dead); got != "D9 A8 B8 C8 D8" {
		t.Fatalf("the corner marked dead: %s", got)
	}
	for _, tc := range []struct {
		first Color
		moves string
		want  string
	}{
		// White plays B9 and lives: B9 joins the group, whose area is cleared.
		{White, "W B9, B pass", ""},
		// Black plays B9: White's group keeps its marks, Black's B9 lives.
		{Black, "B B9, W pass", "D9 A8 B8 C8 D8"},
		// Black B9, White A9: A9 (next to A8 and B9) joins White's group, left with the one
		// liberty C9; a white stone played in the area clears its marks.
		{Black, "B B9, W A9", ""},
	} {
		moves := disputeMoves(t, 9, tc.moves)
		r, err := ResumePlay(p, tc.first, moves, japanese)
		if err != nil {
			t.Fatalf("%s: %v", tc.moves, err)
		}
		if got := names(r.Position, SettledDead(p, dead, r.Position, moves)); got != tc.want {
			t.Errorf("%s: dead %q, want %q", tc.moves, got, tc.want)
		}
	}
	// A captured stone is no longer dead: Black takes B7 of disputedStone.
	q, _ := positionFromRows(t, disputedStone...)
	x, y, _ = ParseVertex(9, "B7")
	qd := ToggleDead(q, nil, x, y)
	moves := disputeMoves(t, 9, "B B8, W pass, B A7, W pass, B C7, W pass, B B6, W pass")
	r, err := ResumePlay(q, Black, moves, japanese)
	if err != nil {
		t.Fatal(err)
	}
	if got := names(r.Position, SettledDead(q, qd, r.Position, moves)); got != "" {
		t.Errorf("after the capture: dead %q", got)
	}
	// Marks of another size are ignored rather than read out of range.
	if got := SettledDead(q, []bool{true}, r.Position, moves); len(got) != 81 || names(r.Position, got) != "" {
		t.Errorf("marks of the wrong length: %q", names(r.Position, got))
	}
}
