package shogi

import (
	"encoding/xml"
	"strings"
	"testing"
)

// TestRenderSVG: the starting position draws 40 pieces, 20 of them White's turned upside down,
// each with its kanji and Latin letter; pieces in hand are drawn with their count; a promoted
// piece is red; the drawing is well-formed XML.
func TestRenderSVG(t *testing.T) {
	svg := string(RenderSVG(Start(), SVGOptions{Title: "start", LastMove: NoSquare}))
	if err := xml.Unmarshal([]byte(svg), new(struct{})); err != nil {
		t.Fatalf("not XML: %v", err)
	}
	if n := strings.Count(svg, `<g class="piece `); n != 40 {
		t.Errorf("%d pieces, want 40", n)
	}
	if n := strings.Count(svg, `<g class="piece gote" transform="rotate(180`); n != 20 {
		t.Errorf("%d White pieces turned, want 20", n)
	}
	// Black's king on 5i and White's on 5a: 玉 and K twice; nine pawns a side.
	if strings.Count(svg, ">玉<") != 2 || strings.Count(svg, ">K<") != 2 || strings.Count(svg, ">歩<") != 18 {
		t.Error("the kings or the pawns are not written")
	}
	// Black holds two pawns and a bishop, White a rook; a tokin on the board.
	p, err := ParseSFEN("4k4/9/9/9/9/9/4+P4/9/4K4 b B2Pr 1")
	if err != nil {
		t.Fatal(err)
	}
	svg = string(RenderSVG(p, SVGOptions{LastMove: SquareAt(5, 7)}))
	if strings.Count(svg, `<g class="piece `) != 6 || !strings.Contains(svg, `fill="#b3261e">と</text>`) ||
		!strings.Contains(svg, ">+P<") || !strings.Contains(svg, `font-size="14" fill="#2b2b2b">2</text>`) {
		t.Errorf("hands or tokin: %s", svg)
	}
	if !strings.Contains(svg, `<title>White rook</title>`) || !strings.Contains(svg, `<title>Black bishop</title>`) {
		t.Error("the pieces in hand are not named")
	}
}
