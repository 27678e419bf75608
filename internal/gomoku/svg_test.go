package gomoku

import (
	"encoding/xml"
	"strings"
	"testing"
)

// TestRenderSVG: a game won by five draws its stones with their move numbers, rings the five
// stones of the row, and writes renju's coordinates (h8 the centre of 15x15).
func TestRenderSVG(t *testing.T) {
	rec, err := ParseRenjuNet([]byte("h8 a1 i8 a2 j8 a3 k8 a4 l8"), 15)
	if err != nil {
		t.Fatal(err)
	}
	o, err := Replay(rec, DefaultRules)
	if err != nil || o.Winner != BlackWins {
		t.Fatalf("%v %v", o, err)
	}
	nums := map[Point]int{}
	for i, m := range rec.Moves {
		nums[m.Point] = i + 1
	}
	svg := string(RenderSVG(o.Board, SVGOptions{Row: o.Row, Numbers: nums, Title: "t"}))
	if err := xml.Unmarshal([]byte(svg), new(struct{})); err != nil {
		t.Fatalf("not XML: %v", err)
	}
	if n := strings.Count(svg, `r="11"`); n != 9 {
		t.Errorf("%d stones, want 9", n)
	}
	if n := strings.Count(svg, `r="13" fill="none"`); n != 5 {
		t.Errorf("%d stones ringed, want the 5 of the row", n)
	}
	for _, want := range []string{"<title>Black h8</title>", "<title>White a1</title>", ">9</text>", ">o</text>", ">15</text>"} {
		if !strings.Contains(svg, want) {
			t.Errorf("the drawing lacks %q", want)
		}
	}
}
