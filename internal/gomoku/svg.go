package gomoku

import (
	"bytes"
	"fmt"
	"html"
)

// SVGOptions says what RenderSVG draws besides the stones.
type SVGOptions struct {
	// Row is the winning row, ringed in red.
	Row []Point
	// Numbers writes on each stone the number of the move that placed it (renju diagrams
	// number the moves); a stone without a number is drawn plain.
	Numbers map[Point]int
	// Class and ID go on the <svg> element; Title becomes its accessible name.
	Class, ID, Title string
}

// The drawing's sizes (SVG user units) and colours: a Go board's wood and stones.
const (
	svgCell   = 24
	svgMargin = 30
	svgWood   = "#dcb35c"
	svgLine   = "#2b2b2b"
	svgBlack  = "#141414"
	svgWhite  = "#fafafa"
	svgRed    = "#d22"
)

// RenderSVG draws b with renju's coordinates (columns a-o or a-s from the left, rows numbered
// from the bottom), the stones with their move numbers, and the winning row ringed.
func RenderSVG(b *Board, opts SVGOptions) []byte {
	n := b.Size
	span := 2*svgMargin + (n-1)*svgCell
	at := func(i int) int { return svgMargin + i*svgCell }
	var w bytes.Buffer
	fmt.Fprintf(&w, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d"`, span, span)
	if opts.Class != "" {
		fmt.Fprintf(&w, ` class="%s"`, html.EscapeString(opts.Class))
	}
	if opts.ID != "" {
		fmt.Fprintf(&w, ` id="%s"`, html.EscapeString(opts.ID))
	}
	w.WriteString(` role="img" font-family="sans-serif">`)
	if opts.Title != "" {
		w.WriteString("<title>" + html.EscapeString(opts.Title) + "</title>")
	}
	fmt.Fprintf(&w, `<rect width="%d" height="%d" fill="%s"/>`, span, span, svgWood)
	fmt.Fprintf(&w, `<path stroke="%s" stroke-width="1" fill="none" d="`, svgLine)
	for i := 0; i < n; i++ {
		fmt.Fprintf(&w, "M%d %dh%d", at(0), at(i), (n-1)*svgCell)
		fmt.Fprintf(&w, "M%d %dv%d", at(i), at(0), (n-1)*svgCell)
	}
	w.WriteString(`"/>`)
	// The centre point (h8 on 15x15, k10 on 19x19).
	fmt.Fprintf(&w, `<circle cx="%d" cy="%d" r="3" fill="%s"/>`, at(n/2), at(n/2), svgLine)
	fmt.Fprintf(&w, `<g font-size="11" fill="%s" text-anchor="middle">`, svgLine)
	for i := 0; i < n; i++ {
		fmt.Fprintf(&w, `<text x="%d" y="%d">%c</text>`, at(i), svgMargin/2, 'a'+i)
		fmt.Fprintf(&w, `<text x="%d" y="%d">%d</text>`, svgMargin/2, at(i)+4, n-i)
	}
	w.WriteString(`</g>`)
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			p := Point{x, y}
			c := b.At(p)
			if c == Empty {
				continue
			}
			fill, ink := svgBlack, svgWhite
			if c == White {
				fill, ink = svgWhite, svgBlack
			}
			fmt.Fprintf(&w, `<circle cx="%d" cy="%d" r="11" fill="%s" stroke="%s" stroke-width="1"><title>%s %s</title></circle>`,
				at(x), at(y), fill, svgLine, c, p.Name(n))
			if k, ok := opts.Numbers[p]; ok {
				fmt.Fprintf(&w, `<text x="%d" y="%d" font-size="10" text-anchor="middle" fill="%s">%d</text>`, at(x), at(y)+4, ink, k)
			}
		}
	}
	for _, p := range opts.Row {
		fmt.Fprintf(&w, `<circle cx="%d" cy="%d" r="13" fill="none" stroke="%s" stroke-width="2.5"/>`, at(p.X), at(p.Y), svgRed)
	}
	w.WriteString(`</svg>`)
	return w.Bytes()
}
