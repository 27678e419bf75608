package goban

import (
	"errors"
	"reflect"
	"testing"

	"github.com/hoshi-go/hoshi/internal/sgf"
)

func replayString(t *testing.T, s string, r Rules, opts ReplayOptions) (*Game, error) {
	t.Helper()
	coll, err := sgf.Parse([]byte(s))
	if err != nil {
		t.Fatalf("parse %s: %v", s, err)
	}
	return Replay(coll.Games[0], r, opts)
}

// koGame builds koBoard's shape with moves 1-8; Black takes the ko at move 9 and White's
// move 10 retakes it at once, which the rules forbid; move 11 is legal, move 12 is occupied.
const koGame = "(;SZ[5];B[bb];W[cb];B[ac];W[bc];B[bd];W[dc];B[ee];W[cd];B[cc];W[bc];B[aa];W[aa])"

func TestReplayStrictStopsAtIllegalMove(t *testing.T) {
	_, err := replayString(t, koGame, japaneseRules, ReplayOptions{})
	var re *ReplayError
	if !errors.As(err, &re) {
		t.Fatalf("err %v, want a ReplayError", err)
	}
	want := Problem{MoveNumber: 10, Point: "B3", Color: White, Reason: "ko"}
	if re.Problem != want {
		t.Fatalf("problem %+v, want %+v", re.Problem, want)
	}
	if re.Error() != "replay: move 10: white B3 is illegal (ko)" {
		t.Fatalf("message %q", re.Error())
	}
}

func TestReplayLenientGoesOn(t *testing.T) {
	g, err := replayString(t, koGame, japaneseRules, ReplayOptions{Lenient: true})
	if err != nil {
		t.Fatal(err)
	}
	want := []Problem{
		{MoveNumber: 10, Point: "B3", Color: White, Reason: "ko"},
		{MoveNumber: 12, Point: "A5", Color: White, Reason: "occupied"},
	}
	if !reflect.DeepEqual(g.Problems, want) {
		t.Fatalf("problems %+v, want %+v", g.Problems, want)
	}
	// The forced retake took Black's stone at C3; the occupied move was skipped.
	wantDrawing(t, g.Board,
		"X....",
		".XO..",
		"XO.O.",
		".XO..",
		"....X")
	if g.Moves != 12 || g.Captures != [3]int{0, 1, 1} || g.Placed != [3]int{0, 6, 5} {
		t.Fatalf("moves %d captures %v placed %v, want 12 [0 1 1] [0 6 5]", g.Moves, g.Captures, g.Placed)
	}
	if g.LastMove == nil || *g.LastMove != (Vertex{0, 0}) {
		t.Fatalf("last move %v, want A5 (the last stone actually played)", g.LastMove)
	}
}

func TestReplaySuicideForcedInLenientMode(t *testing.T) {
	const s = "(;SZ[3];B[ba];W[cc];B[ab];W[aa])"
	_, err := replayString(t, s, japaneseRules, ReplayOptions{})
	var re *ReplayError
	if !errors.As(err, &re) || re.Problem != (Problem{4, "A3", White, "suicide"}) {
		t.Fatalf("err %v, want suicide at move 4, A3", err)
	}
	g, err := replayString(t, s, japaneseRules, ReplayOptions{Lenient: true})
	if err != nil {
		t.Fatal(err)
	}
	wantDrawing(t, g.Board,
		".X.",
		"X..",
		"..O")
	if g.Captures[Black] != 1 || g.Placed[White] != 2 {
		t.Fatalf("captures %v placed %v: the suicide stone is Black's prisoner", g.Captures, g.Placed)
	}
	tt := rulesNamed(t, "tromp-taylor")
	if _, err := replayString(t, s, tt, ReplayOptions{}); err == nil {
		t.Fatal("one-stone suicide accepted under tromp-taylor")
	}
}

func TestReplayOffBoardAndMalformed(t *testing.T) {
	g, err := replayString(t, "(;SZ[5];B[zz];W[c];B[cc]AB[xy])", japaneseRules, ReplayOptions{Lenient: true})
	if err != nil {
		t.Fatal(err)
	}
	want := []Problem{
		{MoveNumber: 1, Point: "zz", Color: Black, Reason: "off-board"},
		{MoveNumber: 2, Point: "c", Color: White, Reason: "malformed"},
		{MoveNumber: 2, Point: "xy", Color: Black, Reason: "off-board"},
	}
	if !reflect.DeepEqual(g.Problems, want) {
		t.Fatalf("problems %+v, want %+v", g.Problems, want)
	}
	if g.Moves != 3 || g.Board.At(2, 2) != Black {
		t.Fatalf("moves %d, C3 %v", g.Moves, g.Board.At(2, 2))
	}
}

func TestReplaySetup(t *testing.T) {
	_, err := replayString(t, "(;SZ[3]AB[aa]AW[ba][ab])", japaneseRules, ReplayOptions{})
	var re *ReplayError
	if !errors.As(err, &re) || re.Problem != (Problem{0, "A3", Black, "no liberties"}) {
		t.Fatalf("err %v, want a black chain without liberties at A3", err)
	}
	// AE on an empty point is fine; AE and AB change the stones each colour has placed.
	g, err := replayString(t, "(;SZ[5];B[cc];W[dd];AE[cc][aa];B[ee]AB[ab]AW[ba])", japaneseRules, ReplayOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if g.Placed != [3]int{0, 2, 2} || g.Handicap != 0 || g.Moves != 3 {
		t.Fatalf("placed %v handicap %d moves %d, want [0 2 2] 0 3", g.Placed, g.Handicap, g.Moves)
	}
	wantDrawing(t, g.Board,
		".O...",
		"X....",
		".....",
		"...O.",
		"....X")
}

func TestReplayHandicap(t *testing.T) {
	cases := []struct {
		sgf  string
		want int
	}{
		{"(;SZ[9]HA[2]AB[gc][cg];W[ee])", 2},
		{"(;SZ[19]HA[2];AB[pd][dp];W[dc])", 2},                 // setup in the second node
		{"(;SZ[9]HA[3];B[gc];B[cg];B[gg];W[ee];B[cc])", 3},     // free placement
		{"(;SZ[9]HA[5];B[gc];B[cg];B[gg];W[ee];B[cc])", 3},     // HA is wrong: count the stones
		{"(;SZ[9];B[gc];W[cg];B[gg])", 0},                      // an even game
		{"(;SZ[9];B[gc];B[cg])", 0},                            // no white move: cannot tell
		{"(;SZ[9]AB[aa]AW[bb];B[cc])", 0},                      // a set-up position
		{"(;SZ[9];B[gc];B[];W[ee])", 0},                        // a pass breaks the run
		{"(;SZ[9]HA[4]AB[gc][cg][gg][cc];W[ee];B[dd])", 4},     // AB
		{"(;SZ[9]HA[2]AB[gc][cg];W[ee];B[dd];W[ff]AB[aa])", 2}, // later setup does not count
	}
	for _, tc := range cases {
		g, err := replayString(t, tc.sgf, japaneseRules, ReplayOptions{})
		if err != nil {
			t.Fatalf("%s: %v", tc.sgf, err)
		}
		if g.Handicap != tc.want {
			t.Errorf("%s: handicap %d, want %d", tc.sgf, g.Handicap, tc.want)
		}
	}
}

func TestReplayEnding(t *testing.T) {
	g, err := replayString(t, "(;SZ[19]RE[B+3.5];B[cc];W[tt];B[])", japaneseRules, ReplayOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if !g.EndedByPasses || g.LastMove != nil || g.Moves != 3 || g.Resigned || g.Winner != Empty {
		t.Fatalf("ended %v last %v moves %d resigned %v winner %v", g.EndedByPasses, g.LastMove, g.Moves,
			g.Resigned, g.Winner)
	}
	g, err = replayString(t, "(;SZ[9]RE[W+Resign];B[cc];W[];B[dd])", japaneseRules, ReplayOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if g.EndedByPasses || g.LastMove == nil || *g.LastMove != (Vertex{3, 3}) || !g.Resigned || g.Winner != White {
		t.Fatalf("ended %v last %v resigned %v winner %v", g.EndedByPasses, g.LastMove, g.Resigned, g.Winner)
	}
	g, err = replayString(t, "(;SZ[9]RE[B+T];B[cc])", japaneseRules, ReplayOptions{})
	if err != nil || g.Resigned || g.Winner != Black {
		t.Fatalf("win on time: err %v resigned %v winner %v", err, g.Resigned, g.Winner)
	}
}

func TestReplayAtariGo(t *testing.T) {
	ag := rulesNamed(t, "atari-go")
	const s = "(;SZ[9];B[ba];W[aa];B[ab];W[cc])"
	g, err := replayString(t, s, ag, ReplayOptions{Lenient: true})
	if err != nil {
		t.Fatal(err)
	}
	if g.Winner != Black || g.Captures[Black] != 1 {
		t.Fatalf("winner %v captures %v, want black with one prisoner", g.Winner, g.Captures)
	}
	if want := []Problem{{4, "C7", White, "game over"}}; !reflect.DeepEqual(g.Problems, want) {
		t.Fatalf("problems %+v, want %+v", g.Problems, want)
	}
	if _, err := replayString(t, s, ag, ReplayOptions{}); err == nil {
		t.Fatal("strict replay accepted a move after the first capture")
	}
	g, err = replayString(t, s, japaneseRules, ReplayOptions{})
	if err != nil || g.Winner != Empty {
		t.Fatalf("japanese: err %v winner %v: a capture decides nothing", err, g.Winner)
	}
}

func TestReplayBadGameInfo(t *testing.T) {
	for _, s := range []string{"(;SZ[1];B[aa])", "(;SZ[26])", "(;SZ[x])", "(;KM[abc])"} {
		if _, err := replayString(t, s, japaneseRules, ReplayOptions{Lenient: true}); err == nil {
			t.Errorf("%s: no error", s)
		}
	}
}

// A node holding both B and W names the move number, the first move's colour and point, and
// the reason; a lenient replay plays both moves in the node's order.
func TestReplayNodeWithBothColours(t *testing.T) {
	const s = "(;SZ[9];W[cc]B[dd];W[ee])"
	_, err := replayString(t, s, japaneseRules, ReplayOptions{})
	var re *ReplayError
	want := Problem{MoveNumber: 1, Point: "C7", Color: White, Reason: ReasonBothColours}
	if !errors.As(err, &re) || re.Problem != want {
		t.Fatalf("err %v, want %+v", err, want)
	}
	if got := re.Error(); got != "replay: move 1: white C7 is illegal (malformed: node has both B and W)" {
		t.Fatalf("message %q", got)
	}
	g, err := replayString(t, s, japaneseRules, ReplayOptions{Lenient: true})
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(g.Problems, []Problem{want}) {
		t.Fatalf("problems %+v, want %+v", g.Problems, []Problem{want})
	}
	if g.Moves != 3 || g.Board.At(2, 2) != White || g.Board.At(3, 3) != Black || g.Board.At(4, 4) != White ||
		g.Placed != [3]int{0, 1, 2} {
		t.Fatalf("moves %d placed %v; C7 %v D6 %v E5 %v", g.Moves, g.Placed, g.Board.At(2, 2),
			g.Board.At(3, 3), g.Board.At(4, 4))
	}
	// B first in the node, and a pass: still located and named.
	g, err = replayString(t, "(;SZ[9];B[]W[zz])", japaneseRules, ReplayOptions{Lenient: true})
	if err != nil {
		t.Fatal(err)
	}
	wantAll := []Problem{
		{MoveNumber: 1, Point: "pass", Color: Black, Reason: ReasonBothColours},
		{MoveNumber: 2, Point: "zz", Color: White, Reason: "off-board"},
	}
	if !reflect.DeepEqual(g.Problems, wantAll) {
		t.Fatalf("problems %+v, want %+v", g.Problems, wantAll)
	}
}

// Atari-go: the player who takes the first prisoner wins, whoever it is, whatever RE says; a
// suicide forced onto the board by a lenient replay gives the first prisoner to the opponent.
func TestReplayAtariGoWinner(t *testing.T) {
	ag := rulesNamed(t, "atari-go")
	cases := []struct {
		sgf      string
		lenient  bool
		winner   Color
		captures [3]int
		resigned bool
	}{
		// White's fourth move takes the black stone on A9.
		{"(;SZ[9]RE[B+R];B[aa];W[ba];B[cc];W[ab])", false, White, [3]int{0, 0, 1}, false},
		// No capture: the result comes from RE.
		{"(;SZ[9]RE[W+R];B[aa];W[ba];B[cc])", false, White, [3]int{}, true},
		{"(;SZ[9]RE[B+3];B[aa];W[ba];B[cc])", false, Empty, [3]int{}, false},
		// White's A3 is a suicide: forced by the lenient replay, it is Black's prisoner.
		{"(;SZ[3];B[ba];W[cc];B[ab];W[aa];B[bb])", true, Black, [3]int{0, 1, 0}, false},
	}
	for _, tc := range cases {
		g, err := replayString(t, tc.sgf, ag, ReplayOptions{Lenient: tc.lenient})
		if err != nil {
			t.Fatalf("%s: %v", tc.sgf, err)
		}
		if g.Winner != tc.winner || g.Captures != tc.captures || g.Resigned != tc.resigned {
			t.Errorf("%s: winner %v captures %v resigned %v; want %v %v %v", tc.sgf, g.Winner, g.Captures,
				g.Resigned, tc.winner, tc.captures, tc.resigned)
		}
	}
	// After the forced suicide decided the game, Black's B2 is a move after the end.
	g, _ := replayString(t, cases[3].sgf, ag, ReplayOptions{Lenient: true})
	want := []Problem{{4, "A3", White, "suicide"}, {5, "B2", Black, "game over"}}
	if !reflect.DeepEqual(g.Problems, want) {
		t.Fatalf("problems %+v, want %+v", g.Problems, want)
	}
}
