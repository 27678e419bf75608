package goban

import (
	"bytes"
	"fmt"
	"html"
	"strconv"
)

// SVGOptions says what RenderSVG draws besides the stones. The per-point slices are indexed
// like Position.Cells (y*Size+x); points beyond the end of a
// slice (all of them for nil) are not marked.
type SVGOptions struct {
	// Coordinates draws column letters (A-Z, no I; "?" past Z) above and below the board and
	// row numbers (counted from the bottom) on both sides.
	Coordinates bool
	// LastMove gets a ring on its stone.
	LastMove *Vertex
	// Dead stones are drawn faded with a cross: the stones a scorer or a player marked dead.
	Dead []bool
	// Territory draws a small square of the owner's colour on each point it is not Empty.
	Territory []Color
	// Seki marks points in seki, which count for nobody.
	Seki []bool
	// Clickable adds a transparent square over each point carrying data-point="D4" and the
	// class PointClass ("point" if empty), so that a page can make the points clickable (for
	// marking dead stones) with one delegated event handler.
	Clickable  bool
	PointClass string
	// IDPrefix, with Clickable, also gives each point's square the id IDPrefix+"D4".
	IDPrefix string
	// Class and ID go on the <svg> element; Title becomes its accessible name.
	Class, ID, Title string
	// Width sets the rendered width in pixels; 0 leaves the size to the page (the drawing
	// scales to its container through its viewBox, which suits phones).
	Width int
}

// svgCell is the distance between lines in SVG user units; the other sizes (stone radius 9.4,
// marks, fonts) are chosen for it.
const svgCell = 20

// The colours of the drawing: a wooden board, black and white stones, red for dead-stone
// crosses and the last move, blue for seki.
const (
	svgBoardColor = "#dcb35c"
	svgLineColor  = "#2b2b2b"
	svgBlack      = "#141414"
	svgWhite      = "#fafafa"
	svgMarkRed    = "#d22"
	svgSekiBlue   = "#1f5fbf"
)

// RenderSVG draws p as a standalone SVG document: board, grid, star points, optional
// coordinates, stones and the marks opts asks for. The output is compact (one path for the
// grid, grouped stones) and scalable, for web pages and printed result slips alike.
func RenderSVG(p Position, opts SVGOptions) []byte {
	n := p.Size
	margin := svgCell * 3 / 4 // room for the stones on the edge lines
	if opts.Coordinates {
		margin = svgCell * 3 / 2
	}
	span := 2*margin + (n-1)*svgCell
	var w bytes.Buffer
	w.WriteString(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 `)
	fmt.Fprintf(&w, `%d %d"`, span, span)
	if opts.Width > 0 {
		fmt.Fprintf(&w, ` width="%d" height="%d"`, opts.Width, opts.Width)
	}
	attr(&w, "class", opts.Class)
	attr(&w, "id", opts.ID)
	w.WriteString(` role="img" font-family="sans-serif">`)
	if opts.Title != "" {
		w.WriteString("<title>" + html.EscapeString(opts.Title) + "</title>")
	}
	fmt.Fprintf(&w, `<rect width="%d" height="%d" fill="%s"/>`, span, span, svgBoardColor)
	at := func(i int) int { return margin + i*svgCell }
	renderGrid(&w, n, at)
	if opts.Coordinates {
		renderCoordinates(&w, n, at, span)
	}
	renderStones(&w, p, opts, at)
	renderMarks(&w, p, opts, at)
	if opts.Clickable {
		renderClickTargets(&w, n, opts, at)
	}
	w.WriteString("</svg>")
	return w.Bytes()
}

// attr writes name="value" when value is not empty.
func attr(w *bytes.Buffer, name, value string) {
	if value != "" {
		w.WriteString(" " + name + `="` + html.EscapeString(value) + `"`)
	}
}

// renderGrid draws the lines as one path and the star points.
func renderGrid(w *bytes.Buffer, n int, at func(int) int) {
	first, last := at(0), at(n-1)
	fmt.Fprintf(w, `<path stroke="%s" stroke-width="0.8" stroke-linecap="square" fill="none" d="`, svgLineColor)
	for i := 0; i < n; i++ {
		fmt.Fprintf(w, "M%d %dH%dM%d %dV%d", first, at(i), last, at(i), first, last)
	}
	w.WriteString(`"/>`)
	fmt.Fprintf(w, `<g fill="%s">`, svgLineColor)
	for _, v := range starPoints(n) {
		fmt.Fprintf(w, `<circle cx="%d" cy="%d" r="2.6"/>`, at(v.X), at(v.Y))
	}
	w.WriteString("</g>")
}

// starPoints are the marked points of the grid: the nine handicap points from 13x13 up, the
// corners and centre on smaller odd boards, the corners on even ones.
func starPoints(n int) []Vertex {
	most := MaxFixedHandicap(n)
	if most == 9 && n < 13 {
		most = 5
	}
	pts, _ := HandicapPoints(n, most)
	return pts
}

// renderCoordinates writes the column letters above and below and row numbers on both sides.
func renderCoordinates(w *bytes.Buffer, n int, at func(int) int, span int) {
	near, far := svgCell/2+1, span-svgCell/2-1
	fmt.Fprintf(w, `<g font-size="9" fill="%s" text-anchor="middle" dominant-baseline="central">`, svgLineColor)
	for i := 0; i < n; i++ {
		col := "?" // beyond Z, as VertexName: the SGF reader allows boards up to 52x52
		if i < len(columnLetters) {
			col = columnLetters[i : i+1]
		}
		row := strconv.Itoa(n - i)
		fmt.Fprintf(w, `<text x="%d" y="%d">%s</text><text x="%d" y="%d">%s</text>`, at(i), near, col, at(i), far, col)
		fmt.Fprintf(w, `<text x="%d" y="%d">%s</text><text x="%d" y="%d">%s</text>`, near, at(i), row, far, at(i), row)
	}
	w.WriteString("</g>")
}

// renderStones draws the stones, black ones in one group and white ones in another; dead
// stones are faded.
func renderStones(w *bytes.Buffer, p Position, opts SVGOptions, at func(int) int) {
	for _, c := range []Color{Black, White} {
		fill, stroke := svgBlack, svgBlack
		if c == White {
			fill = svgWhite
		}
		fmt.Fprintf(w, `<g fill="%s" stroke="%s" stroke-width="0.7">`, fill, stroke)
		for i, k := range p.Cells {
			if k != c {
				continue
			}
			x, y := i%p.Size, i/p.Size
			fmt.Fprintf(w, `<circle cx="%d" cy="%d" r="9.4"`, at(x), at(y))
			if svgFlag(opts.Dead, i) {
				w.WriteString(` opacity="0.5"`)
			}
			w.WriteString("/>")
		}
		w.WriteString("</g>")
	}
}

// svgFlag reads a per-point flag that may be missing.
func svgFlag(fs []bool, i int) bool { return i < len(fs) && fs[i] }
