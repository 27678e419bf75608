package shogi

import (
	"bytes"
	"fmt"
	"html"
)

// The pieces as they are written on them (kanji) and in the Latin notation of Western shogi
// books and of SFEN (P, L, N, S, G, B, R, K; + before a promoted piece).
var (
	pieceKanji = [...]string{"", "歩", "香", "桂", "銀", "金", "角", "飛", "玉",
		"と", "杏", "圭", "全", "馬", "龍"}
	pieceLatin = [...]string{"", "P", "L", "N", "S", "G", "B", "R", "K",
		"+P", "+L", "+N", "+S", "+B", "+R"}
	// fileKanji and rankKanji are the coordinates of Japanese diagrams: files 9 to 1 in
	// full-width digits across the top, ranks 一 to 九 down the right.
	rankKanji = [...]string{"一", "二", "三", "四", "五", "六", "七", "八", "九"}
)

// Kanji returns the character written on a piece of kind k (玉 for either king).
func (k Kind) Kanji() string {
	if k <= NoKind || int(k) >= len(pieceKanji) {
		return ""
	}
	return pieceKanji[k]
}

// Latin returns the piece's letter in Western notation (P, +P, ...).
func (k Kind) Latin() string {
	if k <= NoKind || int(k) >= len(pieceLatin) {
		return ""
	}
	return pieceLatin[k]
}

// SVGOptions says what RenderSVG draws besides the position.
type SVGOptions struct {
	// LastMove is the square of the last move, drawn shaded; NoSquare (or a zero Move) for
	// none.
	LastMove Square
	// Class and ID go on the <svg> element; Title becomes its accessible name.
	Class, ID, Title string
}

// The drawing's sizes (SVG user units) and colours.
const (
	svgSquare = 40
	svgMargin = 26 // the coordinates around the board
	svgHand   = 46 // a row of pieces in hand, above (White) and below (Black) the board
	svgWood   = "#e8c47a"
	svgLine   = "#2b2b2b"
	svgLast   = "#f3dfa6"
	svgRed    = "#b3261e" // promoted pieces are written in red, as on the pieces
)

// RenderSVG draws p as Black sees it: the board with files 9 to 1 from left to right (digits
// and, below, the Latin letters a-i of the ranks on the left), the pieces as pentagons with
// their kanji and Latin letter, White's upside down, the promoted ones in red, and each side's
// pieces in hand: White's above the board, Black's below.
func RenderSVG(p *Position, opts SVGOptions) []byte {
	side := 9 * svgSquare
	width := side + 2*svgMargin
	height := side + 2*svgMargin + 2*svgHand
	top := svgHand + svgMargin // the board's top edge
	left := svgMargin
	var w bytes.Buffer
	fmt.Fprintf(&w, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d"`, width, height)
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
	fmt.Fprintf(&w, `<rect x="%d" y="%d" width="%d" height="%d" fill="%s"/>`, left, top, side, side, svgWood)
	if opts.LastMove >= 0 && opts.LastMove <= 80 {
		fmt.Fprintf(&w, `<rect x="%d" y="%d" width="%d" height="%d" fill="%s"/>`,
			left+opts.LastMove.x()*svgSquare, top+opts.LastMove.y()*svgSquare, svgSquare, svgSquare, svgLast)
	}
	// The grid.
	w.WriteString(`<path stroke="` + svgLine + `" stroke-width="1" fill="none" d="`)
	for i := 0; i <= 9; i++ {
		fmt.Fprintf(&w, "M%d %dh%d", left, top+i*svgSquare, side)
		fmt.Fprintf(&w, "M%d %dv%d", left+i*svgSquare, top, side)
	}
	w.WriteString(`"/>`)
	// The coordinates: files above, ranks (kanji, then the Latin letter) on the right and left.
	fmt.Fprintf(&w, `<g font-size="13" fill="%s" text-anchor="middle">`, svgLine)
	for x := 0; x < 9; x++ {
		fmt.Fprintf(&w, `<text x="%d" y="%d">%d</text>`, left+x*svgSquare+svgSquare/2, top-8, 9-x)
	}
	for y := 0; y < 9; y++ {
		cy := top + y*svgSquare + svgSquare/2 + 5
		fmt.Fprintf(&w, `<text x="%d" y="%d">%s</text>`, left+side+svgMargin/2, cy, rankKanji[y])
		fmt.Fprintf(&w, `<text x="%d" y="%d">%c</text>`, left-svgMargin/2, cy, 'a'+y)
	}
	w.WriteString(`</g>`)
	for s := Square(0); s < 81; s++ {
		pc := p.At(s)
		if pc.Empty() {
			continue
		}
		drawPiece(&w, pc, left+s.x()*svgSquare+svgSquare/2, top+s.y()*svgSquare+svgSquare/2, "")
	}
	// The pieces in hand: a piece with its count beside it, White's from the right above the
	// board (as White holds them), Black's from the left below.
	for _, c := range []Color{White, Black} {
		y := svgHand / 2
		if c == Black {
			y = top + side + svgMargin + svgHand/2
		}
		x := left + svgSquare/2
		step := svgSquare + 14
		if c == White {
			x, step = left+side-svgSquare/2, -step
		}
		for _, k := range handKinds {
			if n := p.Hand(c, k); n > 0 {
				count := ""
				if n > 1 {
					count = fmt.Sprint(n)
				}
				drawPiece(&w, Piece{Kind: k, Color: c}, x, y, count)
				x += step
			}
		}
	}
	w.WriteString(`</svg>`)
	return w.Bytes()
}

// drawPiece draws a piece centred on (cx, cy): a pentagon pointing at the opponent (up for
// Black, down for White), its kanji and, smaller, its Latin letter; count, if not "", beside
// it (pieces in hand).
func drawPiece(w *bytes.Buffer, pc Piece, cx, cy int, count string) {
	fill := svgLine
	if pc.Kind.IsPromoted() {
		fill = svgRed
	}
	rotate := ""
	if pc.Color == White {
		rotate = fmt.Sprintf(` transform="rotate(180 %d %d)"`, cx, cy)
	}
	label := pc.Color.String() + " " + pc.Kind.String()
	fmt.Fprintf(w, `<g class="piece %s"%s><title>%s</title>`, colorClass(pc.Color), rotate, label)
	// The pentagon: a point at the top, shoulders, straight sides, a flat base.
	fmt.Fprintf(w, `<path d="M%d %dL%d %dL%d %dL%d %dL%d %dZ" fill="#f6e7c4" stroke="%s" stroke-width="1"/>`,
		cx, cy-17, cx+12, cy-11, cx+15, cy+17, cx-15, cy+17, cx-12, cy-11, svgLine)
	fmt.Fprintf(w, `<text x="%d" y="%d" font-size="17" text-anchor="middle" fill="%s">%s</text>`, cx, cy+6, fill, pc.Kind.Kanji())
	fmt.Fprintf(w, `<text x="%d" y="%d" font-size="8" text-anchor="middle" fill="%s">%s</text>`, cx, cy+15, fill, pc.Kind.Latin())
	w.WriteString(`</g>`)
	if count != "" {
		fmt.Fprintf(w, `<text x="%d" y="%d" font-size="14" fill="%s">%s</text>`, cx+18, cy+16, svgLine, count)
	}
}

func colorClass(c Color) string {
	if c == White {
		return "gote"
	}
	return "sente"
}
