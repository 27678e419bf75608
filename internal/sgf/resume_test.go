package sgf

import (
	"strings"
	"testing"
)

// TestSplitResumption: the marker HS[dispute] cuts the main line in two, the game before it
// and the settling moves from it, with the marks and the count; the tree that is left
// writes back without the resumption.
func TestSplitResumption(t *testing.T) {
	const text = "(;GM[1]FF[4]SZ[9];B[hb];W[ha];B[];W[bc];B[];W[]" +
		";B[bb]HS[dispute]HSM[bc][ee][bc]HSR[W+2.5]C[resumed];W[];B[ac];W[tt](;B[cc])(;B[dd]))"
	col, err := Parse([]byte(text))
	if err != nil {
		t.Fatal(err)
	}
	root := col.Games[0]
	r, err := SplitResumption(root)
	if err != nil || r == nil {
		t.Fatalf("SplitResumption: %v, %v", r, err)
	}
	want := []Move{
		{Color: Black, Point: Point{1, 1}}, {Color: White, Pass: true},
		{Color: Black, Point: Point{0, 2}}, {Color: White, Pass: true}, {Color: Black, Point: Point{2, 2}},
	}
	if len(r.Moves) != len(want) {
		t.Fatalf("moves %v, want %v", r.Moves, want)
	}
	for k := range want {
		if r.Moves[k] != want[k] {
			t.Errorf("move %d: %v, want %v", k+1, r.Moves[k], want[k])
		}
	}
	if len(r.Marks) != 3 || r.Marks[0] != (Point{1, 2}) || r.Marks[1] != (Point{4, 4}) || r.Marks[2] != (Point{1, 2}) || r.Count != "W+2.5" {
		t.Errorf("marks %v, count %q", r.Marks, r.Count)
	}
	if got := strings.Join(strings.Fields(string(Marshal(col))), ""); got != "(;GM[1]FF[4]SZ[9];B[hb];W[ha];B[];W[bc];B[];W[])" {
		t.Errorf("the game left: %s", got)
	}
}

// TestSplitResumptionKeepsVariations: a variation at the last game node stays with the game.
func TestSplitResumptionKeepsVariations(t *testing.T) {
	col, err := Parse([]byte("(;SZ[9];B[aa](;W[]HS[dispute];B[bb])(;W[cc]))"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := SplitResumption(col.Games[0]); err != nil {
		t.Fatal(err)
	}
	if got := string(Marshal(col)); !strings.Contains(got, ";W[cc]") || strings.Contains(got, "bb") {
		t.Errorf("after the split: %s", got)
	}
}

// TestSplitResumptionWithoutMarker: a file without the marker is left as it is.
func TestSplitResumptionWithoutMarker(t *testing.T) {
	const text = "(;SZ[9];B[aa];W[];B[bb]C[Play resumed by hoshi])"
	col, _ := Parse([]byte(text))
	r, err := SplitResumption(col.Games[0])
	if err != nil || r != nil {
		t.Fatalf("%v, %v", r, err)
	}
	if n := len(col.Games[0].MainLine()); n != 4 {
		t.Errorf("the main line has %d nodes, want 4", n)
	}
}

// TestSplitResumptionRefusesMalformed: each malformed marker is refused naming the property,
// and the tree keeps every node.
func TestSplitResumptionRefusesMalformed(t *testing.T) {
	for _, tc := range []struct{ name, text, want string }{
		{"another value", "(;SZ[9];B[aa];W[]HS[disput];B[bb])", "HS at byte offset 13 must be HS[dispute]"},
		{"two values", "(;SZ[9];B[aa];W[]HS[dispute][dispute];B[bb])", "not HS[dispute][dispute]"},
		{"twice", "(;SZ[9];B[aa];W[]HS[dispute];B[bb]HS[dispute])", "HS (hoshi's settled dispute) comes twice"},
		{"on the root", "(;SZ[9]HS[dispute];B[aa])", "is on the root node"},
		{"in a variation", "(;SZ[9];B[aa](;W[cc])(;W[]HS[dispute];B[bb]))", "is in a variation"},
		{"no move", "(;SZ[9];B[aa]HS[dispute];C[hi])", "has no move"},
		{"setup stones", "(;SZ[9];B[aa]HS[dispute];W[bb]AB[cc])", "settling move 2 also places stones (AB)"},
		{"twice the same colour", "(;SZ[9];B[aa]HS[dispute];W[bb];W[cc])", "settling move 3 is W's second move in a row"},
		{"off the board", "(;SZ[9];B[aa]HS[dispute];W[zz])", "settling move 2"},
		{"a mark off the board", "(;SZ[9];B[aa]HS[dispute]HSM[jj];W[])", "HSM (the marks of hoshi's settled dispute)"},
		{"a count that is not one", "(;SZ[9];B[aa]HS[dispute]HSR[B+R];W[])", "HSR (the count of hoshi's settled dispute) at byte offset 7 is HSR[B+R]"},
		{"marks without the marker", "(;SZ[9];B[aa]HSM[bb];W[])", "HSM at byte offset 7 belongs to hoshi's settled dispute, but the node lacks its marker HS[dispute]"},
		{"a count without the marker", "(;SZ[9];B[aa];W[]HSR[B+1])", "HSR at byte offset 13"},
	} {
		col, err := Parse([]byte(tc.text))
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		before := string(Marshal(col))
		r, err := SplitResumption(col.Games[0])
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, %v; want an error with %q", tc.name, r, err, tc.want)
		}
		if after := string(Marshal(col)); after != before {
			t.Errorf("%s: the tree changed: %s -> %s", tc.name, before, after)
		}
	}
}
