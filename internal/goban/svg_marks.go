package goban

import (
	"bytes"
	"fmt"
	"html"
)

// renderMarks draws territory squares, seki rings, crosses on dead stones and the last-move
// ring, in that order so that the crosses stay visible on top of territory.
func renderMarks(w *bytes.Buffer, p Position, opts SVGOptions, at func(int) int) {
	for _, owner := range []Color{Black, White} {
		fill := svgBlack
		if owner == White {
			fill = svgWhite
		}
		open := false
		for i := range p.Cells {
			if i >= len(opts.Territory) || opts.Territory[i] != owner {
				continue
			}
			if !open {
				fmt.Fprintf(w, `<g fill="%s" stroke="%s" stroke-width="0.6">`, fill, svgBlack)
				open = true
			}
			fmt.Fprintf(w, `<rect x="%d" y="%d" width="8" height="8"/>`, at(i%p.Size)-4, at(i/p.Size)-4)
		}
		if open {
			w.WriteString("</g>")
		}
	}
	svgGroup(w, p, at, opts.Seki, fmt.Sprintf(`<g fill="none" stroke="%s" stroke-width="1.6">`, svgSekiBlue),
		func(x, y int) string { return fmt.Sprintf(`<circle cx="%d" cy="%d" r="4"/>`, x, y) })
	svgGroup(w, p, at, opts.Dead, fmt.Sprintf(`<g stroke="%s" stroke-width="2" stroke-linecap="round">`, svgMarkRed),
		func(x, y int) string {
			return fmt.Sprintf(`<path d="M%d %dl10 10m0 -10l-10 10"/>`, x-5, y-5)
		})
	if v := opts.LastMove; v != nil && v.X >= 0 && v.Y >= 0 && v.X < p.Size && v.Y < p.Size {
		stroke := svgMarkRed
		if p.At(v.X, v.Y) == Empty {
			stroke = svgLineColor
		}
		fmt.Fprintf(w, `<circle cx="%d" cy="%d" r="4.5" fill="none" stroke="%s" stroke-width="2"/>`,
			at(v.X), at(v.Y), stroke)
	}
}

// svgGroup writes one SVG group holding a shape for every flagged point, or nothing.
func svgGroup(w *bytes.Buffer, p Position, at func(int) int, flags []bool, open string,
	shape func(x, y int) string) {
	started := false
	for i := range p.Cells {
		if !svgFlag(flags, i) {
			continue
		}
		if !started {
			w.WriteString(open)
			started = true
		}
		w.WriteString(shape(at(i%p.Size), at(i/p.Size)))
	}
	if started {
		w.WriteString("</g>")
	}
}

// renderClickTargets covers each point with a transparent square that names the point.
func renderClickTargets(w *bytes.Buffer, n int, opts SVGOptions, at func(int) int) {
	class := opts.PointClass
	if class == "" {
		class = "point"
	}
	fmt.Fprintf(w, `<g fill="transparent" class="%s-layer">`, html.EscapeString(class))
	half := svgCell / 2
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			name := VertexName(n, x, y)
			fmt.Fprintf(w, `<rect x="%d" y="%d" width="%d" height="%d" class="%s" data-point="%s"`,
				at(x)-half, at(y)-half, svgCell, svgCell, html.EscapeString(class), name)
			if opts.IDPrefix != "" {
				fmt.Fprintf(w, ` id="%s%s"`, html.EscapeString(opts.IDPrefix), name)
			}
			w.WriteString("/>")
		}
	}
	w.WriteString("</g>")
}
