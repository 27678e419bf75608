package gomoku

import (
	"slices"
	"strings"
	"testing"
)

// pt reads a renju.net point (h8) on a 15x15 board.
func pt(t *testing.T, s string) Point {
	t.Helper()
	rec, err := ParseRenjuNet([]byte(s), 15)
	if err != nil {
		t.Fatal(err)
	}
	return rec.Moves[0].Point
}

func names(ps []Point) []string {
	var out []string
	for _, p := range ps {
		out = append(out, p.Name(15))
	}
	slices.Sort(out)
	return out
}

func replayText(t *testing.T, moves string, r Rules) Outcome {
	t.Helper()
	rec, err := ParseRenjuNet([]byte(moves), r.Size)
	if err != nil {
		t.Fatal(err)
	}
	o, err := Replay(rec, r)
	if err != nil {
		t.Fatal(err)
	}
	return o
}

func rules(v Variant) Rules { return Rules{Variant: v, Size: 15, Opening: OpeningNone} }

// TestFive: Black's h8-l8 row, White answering on row 9, wins at move 9 (seed 001, "Konec hry").
func TestFive(t *testing.T) {
	for _, v := range []Variant{Free, Exact, Ninuki} {
		o := replayText(t, "h8 h9 i8 i9 j8 j9 k8 k9 l8", rules(v))
		if o.Winner != BlackWins || o.Reason != Five || o.Move != 9 ||
			!slices.Equal(names(o.Row), []string{"h8", "i8", "j8", "k8", "l8"}) {
			t.Errorf("%s: %s, row %v", v, o, names(o.Row))
		}
	}
	// White's five on the diagonal d4-h8, Black's stones scattered: White wins at move 10.
	o := replayText(t, "a1 d4 c1 e5 a3 f6 c3 g7 a5 h8", rules(Free))
	if o.Winner != WhiteWins || o.Move != 10 || !slices.Equal(names(o.Row), []string{"d4", "e5", "f6", "g7", "h8"}) {
		t.Errorf("diagonal: %s, row %v", o, names(o.Row))
	}
	// Four are not five.
	if o := replayText(t, "h8 h9 i8 i9 j8 j9 k8", rules(Free)); o.Winner != NoWinner || o.Reason != Unfinished {
		t.Errorf("four: %s", o)
	}
}

// TestOverline: Black fills l8 between h8-k8 and m8: a row of six. Free gomoku counts it (seed
// 001: "alespoň 5"); under the exact rule it does not, and the game goes on (seed 000: "Dojde-li
// k vytvoření řady 6 kamenů, nic se neděje"; seed 001's stricter rule).
func TestOverline(t *testing.T) {
	moves := "h8 a1 i8 c1 j8 e1 k8 g1 m8 a3 l8"
	if o := replayText(t, moves, rules(Free)); o.Winner != BlackWins || o.Move != 11 || len(o.Row) != 6 {
		t.Errorf("free: %s, row %v", o, names(o.Row))
	}
	if o := replayText(t, moves, rules(Exact)); o.Winner != NoWinner {
		t.Errorf("exact: %s, want no winner", o)
	}
	// Under the exact rule a stone making six one way and exactly five another way wins.
	// Black: h8-k8, m8 on row 8 and l4-l7 on column l; l8 makes six across and five down.
	moves = "h8 a1 i8 c1 j8 e1 k8 g1 m8 a3 l4 c3 l5 e3 l6 g3 l7 a5 l8"
	if o := replayText(t, moves, rules(Exact)); o.Winner != BlackWins || o.Move != 19 ||
		!slices.Equal(names(o.Row), []string{"l4", "l5", "l6", "l7", "l8"}) {
		t.Errorf("exact five down, six across: %s, row %v", o, names(o.Row))
	}
}

// TestNinukiCapture: a stone placed beyond two enemy stones, with a stone of its colour on their
// other side, captures them (seed 000, "Ninuki").
func TestNinukiCapture(t *testing.T) {
	// Black h8, White i8 and j8, Black k8 captures i8 and j8.
	o := replayText(t, "h8 i8 a1 j8 k8", rules(Ninuki))
	if o.Captured != [2]int{2, 0} || o.Board.At(pt(t, "i8")) != Empty || o.Board.At(pt(t, "j8")) != Empty {
		t.Errorf("capture: %+v", o)
	}
	// Free gomoku captures nothing.
	if o := replayText(t, "h8 i8 a1 j8 k8", rules(Free)); o.Captured != [2]int{} || o.Board.At(pt(t, "i8")) != White {
		t.Errorf("free gomoku captured: %+v", o.Captured)
	}
	// Three stones are not two: no capture.
	o = replayText(t, "h8 i8 a1 j8 a3 k8 l8", rules(Ninuki))
	if o.Captured != [2]int{} {
		t.Errorf("three enclosed: captured %v", o.Captured)
	}
	// A stone placed between two enemy stones is not captured: only the placing captures.
	// Black h8 and k8, White i8, then White j8 fills the gap.
	o = replayText(t, "h8 i8 k8 j8", rules(Ninuki))
	if o.Captured != [2]int{} || o.Board.At(pt(t, "j8")) != White {
		t.Errorf("self-enclosure: %+v", o.Captured)
	}
	// Diagonal: White d4, Black e5 and f6, White g7 captures them.
	o = replayText(t, "e5 d4 f6 g7", rules(Ninuki))
	if o.Captured != [2]int{0, 2} || o.Board.At(pt(t, "e5")) != Empty || o.Board.At(pt(t, "f6")) != Empty {
		t.Errorf("diagonal capture: %+v", o.Captured)
	}
}

// TestNinukiSeedExample replays the seed's picture: "Černý položí na e2 a vezme kameny c2 a d2,
// a též kameny e3 a e4" - one stone capturing two pairs at once.
func TestNinukiSeedExample(t *testing.T) {
	b := NewBoard(15)
	for _, s := range []struct {
		c Color
		p string
	}{{Black, "b2"}, {White, "c2"}, {White, "d2"}, {White, "e3"}, {White, "e4"}, {Black, "e5"}} {
		if _, err := b.Play(Ninuki, s.c, pt(t, s.p)); err != nil {
			t.Fatal(err)
		}
	}
	pl, err := b.Play(Ninuki, Black, pt(t, "e2"))
	if err != nil {
		t.Fatal(err)
	}
	if got := names(pl.Captured); !slices.Equal(got, []string{"c2", "d2", "e3", "e4"}) || b.Captured[Black] != 4 {
		t.Errorf("captured %v, Black's count %d", got, b.Captured[Black])
	}
}

// TestTenCaptures: Black captures a White pair on rows 1, 3, 5, 7 and 9 (Black on a and d,
// White on b and c; fillers on m for Black and o for White, every other row so that nothing
// lines up). The fifth capture, move 29, makes ten stones: Black wins (seed 000, "Ninuki").
func TestTenCaptures(t *testing.T) {
	var moves []string
	for _, r := range []string{"1", "3", "5", "7", "9"} {
		moves = append(moves, "a"+r, "b"+r, "m"+r, "c"+r, "d"+r, "o"+r)
	}
	text := strings.Join(moves[:29], " ")
	o := replayText(t, text, rules(Ninuki))
	if o.Winner != BlackWins || o.Reason != Captures || o.Move != 29 || o.Captured != [2]int{10, 0} {
		t.Errorf("ninuki: %s, %+v", o, o.Captured)
	}
	if o := replayText(t, text, rules(Exact)); o.Winner != NoWinner || o.Captured != [2]int{} {
		t.Errorf("exact gomoku: %s", o)
	}
}

// TestFullBoard: a full 15x15 board without five is a draw (seed 001, "Remíza"). The stones
// follow the pattern Black where (x/2 + y) is even: along a row the colours go in pairs, down a
// column they alternate, and along either diagonal x/2 + y changes parity at least every
// second step, so no row is longer than two. Black has 8 stones on each of the 8 even rows and
// 7 on the 7 odd ones, 113; White 112.
func TestFullBoard(t *testing.T) {
	var black, white []Point
	for y := 0; y < 15; y++ {
		for x := 0; x < 15; x++ {
			if (x/2+y)%2 == 0 {
				black = append(black, Point{x, y})
			} else {
				white = append(white, Point{x, y})
			}
		}
	}
	if len(black) != 113 || len(white) != 112 {
		t.Fatalf("pattern: %d black, %d white", len(black), len(white))
	}
	rec := &Record{Size: 15}
	for i := range black {
		rec.Moves = append(rec.Moves, Move{Black, black[i]})
		if i < len(white) {
			rec.Moves = append(rec.Moves, Move{White, white[i]})
		}
	}
	o, err := Replay(rec, rules(Free))
	if err != nil || o.Winner != Draw || o.Reason != FullBoard || o.Move != 225 {
		t.Errorf("full board: %s, %v", o, err)
	}
}

func TestReplayErrors(t *testing.T) {
	for _, c := range []struct {
		rec  *Record
		r    Rules
		want string
	}{
		{&Record{Moves: []Move{{White, Point{7, 7}}}}, rules(Free), "move 1 is Black's"},
		{&Record{Moves: []Move{{Black, Point{7, 7}}, {White, Point{7, 7}}}}, rules(Free), "h8 is occupied"},
		{&Record{Moves: []Move{{Black, Point{15, 7}}}}, rules(Free), "off the 15x15 board"},
		{&Record{Size: 19}, rules(Free), "19x19 board"},
		{&Record{}, Rules{Variant: "renju", Size: 15}, "unknown variant"},
		{&Record{}, Rules{Variant: Free, Size: 13}, "15x15 or 19x19"},
		{&Record{}, Rules{Variant: Free, Size: 15, Opening: "soosyrv"}, "unknown opening"},
	} {
		_, err := Replay(c.rec, c.r)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: %v, want %q", c.rec, err, c.want)
		}
	}
}

func TestRenjuNetText(t *testing.T) {
	rec, err := ParseRenjuNet([]byte("1. h8 2. i9, 3. j10\n4) o15 a1"), 15)
	if err != nil {
		t.Fatal(err)
	}
	want := []Move{{Black, Point{7, 7}}, {White, Point{8, 6}}, {Black, Point{9, 5}}, {White, Point{14, 0}}, {Black, Point{0, 14}}}
	if !slices.Equal(rec.Moves, want) {
		t.Errorf("moves %v, want %v", rec.Moves, want)
	}
	rif := `<game id="1" bplayer="1" wplayer="2"><move>h8 h9 i8</move></game>`
	if rec, err := ParseRenjuNet([]byte(rif), 15); err != nil || len(rec.Moves) != 3 {
		t.Errorf("RIF: %v, %v", rec, err)
	}
	for _, c := range []struct {
		text string
		size int
		want string
	}{
		{"h8 p1", 15, "off the 15x15"},
		{"h8 h16", 15, "off the 15x15"},
		{"h8 x9", 15, "not a point"},
		{"", 15, "no moves"},
		{"h8", 13, "15x15 or 19x19"},
	} {
		if _, err := ParseRenjuNet([]byte(c.text), c.size); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: %v, want %q", c.text, err, c.want)
		}
	}
	if rec, err := ParseRenjuNet([]byte("s19 a1"), 19); err != nil || rec.Moves[0].Point != (Point{18, 0}) {
		t.Errorf("19x19: %v, %v", rec, err)
	}
}

func TestSGF(t *testing.T) {
	// White's vertical five h9-h13 (SGF hg..hc); Black on row 8.
	data := "(;GM[4]FF[4]SZ[15]PB[Anna]PW[Bert]RE[W+]" +
		";B[ah];W[hg];B[bh];W[hf];B[ch];W[he];B[dh];W[hd];B[fh];W[hc])"
	rec, err := ParseSGF([]byte(data))
	if err != nil {
		t.Fatal(err)
	}
	if rec.Black != "Anna" || rec.White != "Bert" || rec.Result != "W+" || len(rec.Moves) != 10 {
		t.Errorf("record %+v", rec)
	}
	o, err := Replay(rec, rules(Free))
	if err != nil || o.Winner != WhiteWins || o.Move != 10 ||
		!slices.Equal(names(o.Row), []string{"h10", "h11", "h12", "h13", "h9"}) {
		t.Errorf("SGF: %s, row %v, %v", o, names(o.Row), err)
	}
	for _, c := range []struct{ sgf, want string }{
		{"(;GM[1]SZ[19];B[aa])", "GM[1]"},
		{"(;SZ[19];B[aa])", "GM[1]"},
		{"(;GM[4]SZ[13];B[aa])", "15x15 or 19x19"},
		{"(;GM[4];B[aa];W[])", "pass"},
		{"(;GM[4];B[zz])", "off the"},
		{"(;GM[4]", "missing ')'"},
	} {
		if _, err := ParseSGF([]byte(c.sgf)); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", c.sgf, err, c.want)
		}
	}
}
