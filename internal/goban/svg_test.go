package goban

import (
	"bytes"
	"encoding/xml"
	"io"
	"sort"
	"strings"
	"testing"
)

// svgElements decodes an SVG document and returns its elements and the text of its <text>
// elements, failing the test if it is not well-formed XML.
func svgElements(t *testing.T, doc []byte) ([]xml.StartElement, []string) {
	t.Helper()
	d := xml.NewDecoder(bytes.NewReader(doc))
	var elems []xml.StartElement
	var texts []string
	inText := false
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("not well-formed: %v\n%s", err, doc)
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			elems = append(elems, tok.Copy())
			inText = tok.Name.Local == "text" || tok.Name.Local == "title"
		case xml.CharData:
			if inText {
				texts = append(texts, string(tok))
			}
		case xml.EndElement:
			inText = false
		}
	}
	return elems, texts
}

func attrOf(e xml.StartElement, name string) string {
	for _, a := range e.Attr {
		if a.Name.Local == name {
			return a.Value
		}
	}
	return ""
}

func TestRenderSVG(t *testing.T) {
	p := NewPosition(9)
	p.Cells[6*9+2] = Black // C3
	p.Cells[5*9+3] = White // D4, marked dead
	dead := make([]bool, 81)
	dead[5*9+3] = true
	territory := make([]Color, 81)
	territory[8*9+0] = Black // A1
	seki := make([]bool, 81)
	seki[4*9+4] = true // E5
	doc := RenderSVG(p, SVGOptions{Coordinates: true, LastMove: &Vertex{2, 6}, Dead: dead,
		Territory: territory, Seki: seki, Clickable: true, IDPrefix: "g1-", Title: `Round 1 <A & B>`,
		Class: "board"})
	elems, texts := svgElements(t, doc)

	// Margin 1.5 lines (30 units) around 8 spaces of 20: 220 units square.
	if vb := attrOf(elems[0], "viewBox"); elems[0].Name.Local != "svg" || vb != "0 0 220 220" {
		t.Fatalf("root %s viewBox %q, want svg 0 0 220 220", elems[0].Name.Local, vb)
	}
	if attrOf(elems[0], "class") != "board" || attrOf(elems[0], "width") != "" {
		t.Fatalf("root attributes %v", elems[0].Attr)
	}
	wantTexts := map[string]int{"Round 1 <A & B>": 1}
	for _, s := range strings.Split("A B C D E F G H J 1 2 3 4 5 6 7 8 9", " ") {
		wantTexts[s] = 2
	}
	gotTexts := map[string]int{}
	for _, s := range texts {
		gotTexts[s]++
	}
	if len(gotTexts) != len(wantTexts) {
		t.Fatalf("texts %v", gotTexts)
	}
	for s, n := range wantTexts {
		if gotTexts[s] != n {
			t.Errorf("text %q appears %d times, want %d", s, gotTexts[s], n)
		}
	}

	var stones, stars, points []string
	var territoryAt, deadMark, lastMove, sekiMark bool
	for _, e := range elems {
		cx, cy, r := attrOf(e, "cx"), attrOf(e, "cy"), attrOf(e, "r")
		switch {
		case e.Name.Local == "circle" && r == "9.4":
			stones = append(stones, cx+","+cy+","+attrOf(e, "opacity"))
		case e.Name.Local == "circle" && r == "2.6":
			stars = append(stars, cx+","+cy)
		case e.Name.Local == "circle" && r == "4.5":
			lastMove = cx == "70" && cy == "150"
		case e.Name.Local == "circle" && r == "4":
			sekiMark = cx == "110" && cy == "110"
		case e.Name.Local == "rect" && attrOf(e, "data-point") != "":
			points = append(points, attrOf(e, "data-point"))
			if attrOf(e, "data-point") == "A9" && (attrOf(e, "id") != "g1-A9" || attrOf(e, "x") != "20") {
				t.Errorf("A9 target %v", e.Attr)
			}
		case e.Name.Local == "rect" && attrOf(e, "width") == "8":
			territoryAt = attrOf(e, "x") == "26" && attrOf(e, "y") == "186"
		case e.Name.Local == "path" && strings.HasPrefix(attrOf(e, "d"), "M85 125l"):
			deadMark = true
		}
	}
	// C3 is at (30+2*20, 30+6*20); D4 at (90, 130), faded.
	if strings.Join(stones, " ") != "70,150, 90,130,0.5" {
		t.Errorf("stones %v", stones)
	}
	sort.Strings(stars) // C3 G3 C7 G7 E5
	if strings.Join(stars, " ") != "110,110 150,150 150,70 70,150 70,70" {
		t.Errorf("star points %v", stars)
	}
	if len(points) != 81 || points[0] != "A9" || points[80] != "J1" {
		t.Errorf("%d click targets from %v to %v", len(points), points[0], points[len(points)-1])
	}
	if !territoryAt || !deadMark || !lastMove || !sekiMark {
		t.Errorf("marks: territory %v dead %v last move %v seki %v", territoryAt, deadMark, lastMove, sekiMark)
	}
}

func TestRenderSVGPlain(t *testing.T) {
	doc := RenderSVG(NewPosition(19), SVGOptions{Width: 300, Territory: []Color{Black}})
	elems, texts := svgElements(t, doc)
	if attrOf(elems[0], "viewBox") != "0 0 390 390" || attrOf(elems[0], "width") != "300" || len(texts) != 0 {
		t.Fatalf("root %v texts %v", elems[0].Attr, texts)
	}
	stars, squares := 0, 0
	for _, e := range elems {
		if attrOf(e, "r") == "2.6" {
			stars++
		}
		if attrOf(e, "data-point") != "" {
			t.Fatalf("unexpected element %v", e)
		}
		if attrOf(e, "width") == "8" {
			// The short territory slice covers A19 only, at 15-4.
			if attrOf(e, "x") != "11" || attrOf(e, "y") != "11" {
				t.Fatalf("territory square %v", e.Attr)
			}
			squares++
		}
	}
	if squares != 1 {
		t.Fatalf("%d territory squares, want 1", squares)
	}
	if stars != 9 {
		t.Fatalf("%d star points on 19x19, want 9", stars)
	}
	if len(doc) > 4000 {
		t.Fatalf("empty 19x19 board takes %d bytes", len(doc))
	}
}

// TestRenderSVGBeyondZ draws boards with more lines than there are column letters (the SGF
// reader accepts SZ up to 52): the columns past Z are labelled "?", as VertexName names them.
func TestRenderSVGBeyondZ(t *testing.T) {
	for _, size := range []int{1, 25, 26, 52} {
		doc := RenderSVG(NewPosition(size), SVGOptions{Coordinates: true, Clickable: true})
		_, texts := svgElements(t, doc)
		if len(texts) != 4*size {
			t.Fatalf("%dx%d: %d labels, want %d", size, size, len(texts), 4*size)
		}
		if size > 25 && texts[4*25] != "?" {
			t.Fatalf("%dx%d: column 26 labelled %q, want ?", size, size, texts[4*25])
		}
	}
}
