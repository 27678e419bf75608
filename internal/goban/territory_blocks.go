package goban

import "slices"

// A connection block is an empty point where one player's stones are so nearly connected that
// the opponent cannot usefully pass through it: reaching it is allowed, going beyond it is not.
// Without blocks, an unfilled dame next to a bamboo joint or a tiger's mouth would let the
// opponent's "reach" leak into territory and turn settled groups into apparent sekis.
//
// Shapes are written row by row with this legend: 'X' a live stone of the player, '+' open for
// the player (empty, the player's live stone or an opponent's dead stone), '*' the empty point
// that becomes a block, '.' anything. An edge shape must lie on the board edge: the row after its
// last row is off the board. Every shape is tried in all eight orientations.
type blockShape struct {
	rows []string
	edge bool
}

var blockShapes = []blockShape{
	{rows: []string{"XX", "*+", "X+"}},
	{rows: []string{"+X.", "+*+", "+X."}},
	{rows: []string{"X++", "+*X", "X++"}},
	{rows: []string{".+.", "X*X"}, edge: true},
	{rows: []string{"XX", "*+"}, edge: true},
	{rows: []string{"+X.", "+*+"}, edge: true},
}

// orientations maps a shape's (row, column) offset to a board (dy, dx) offset: the eight
// symmetries of the square.
var orientations = [8][4]int{
	{1, 0, 0, 1}, {-1, 0, 0, 1}, {1, 0, 0, -1}, {-1, 0, 0, -1},
	{0, 1, 1, 0}, {0, -1, 1, 0}, {0, 1, -1, 0}, {0, -1, -1, 0},
}

// shapeCell is one point of a compiled block shape: its offset from the block point and what
// it must hold ('X' or '+').
type shapeCell struct {
	dx, dy int
	kind   byte
}

// compiledShape is a block shape in one orientation, as offsets from its block point. For edge
// shapes, (edgeDX, edgeDY) is a point just past the last row, which must be off the board.
type compiledShape struct {
	cells          []shapeCell
	edge           bool
	edgeDX, edgeDY int
	needX          uint8 // directions (dirBit) next to the block point that must hold an X
}

// dirBit numbers the four directions from a point, for masks of neighbours.
func dirBit(dx, dy int) uint8 {
	switch {
	case dx == 0 && dy == -1:
		return 1
	case dx == 0 && dy == 1:
		return 2
	case dx == -1 && dy == 0:
		return 4
	case dx == 1 && dy == 0:
		return 8
	}
	return 0
}

// compiledShapes holds every shape in every orientation.
var compiledShapes = compileBlockShapes()

func compileBlockShapes() []compiledShape {
	var out []compiledShape
	for _, s := range blockShapes {
		br, bc := 0, 0
		for r, row := range s.rows {
			for c := 0; c < len(row); c++ {
				if row[c] == '*' {
					br, bc = r, c
				}
			}
		}
		for _, o := range orientations {
			at := func(r, c int) (dx, dy int) {
				dr, dc := r-br, c-bc
				return o[1]*dr + o[3]*dc, o[0]*dr + o[2]*dc
			}
			cs := compiledShape{edge: s.edge}
			cs.edgeDX, cs.edgeDY = at(len(s.rows), 0)
			for r, row := range s.rows {
				for c := 0; c < len(row); c++ {
					if row[c] == 'X' || row[c] == '+' {
						dx, dy := at(r, c)
						cs.cells = append(cs.cells, shapeCell{dx: dx, dy: dy, kind: row[c]})
						if row[c] == 'X' {
							cs.needX |= dirBit(dx, dy)
						}
					}
				}
			}
			// Test the points next to the block point first: they fail most often.
			slices.SortStableFunc(cs.cells, func(p, q shapeCell) int {
				return (abs(p.dx) + abs(p.dy)) - (abs(q.dx) + abs(q.dy))
			})
			// The corners of the shape's rectangle must be on the board even where the shape
			// does not care what they hold.
			for _, rc := range [2][2]int{{0, 0}, {len(s.rows) - 1, len(s.rows[0]) - 1}} {
				dx, dy := at(rc[0], rc[1])
				cs.cells = append(cs.cells, shapeCell{dx: dx, dy: dy, kind: '.'})
			}
			out = append(out, cs)
		}
	}
	return out
}

// markBlocks fills block[i] with the player for whom empty point i is a connection block, and
// reports whether there is any. Only points both colours reach (a.strict) can matter: elsewhere
// the opponent never arrives at the block.
func (a *territoryAnalysis) markBlocks() bool {
	g := a.g
	found := false
	for i, c := range g.stones {
		if c != Empty || !a.strict[Black][i] || !a.strict[White][i] {
			continue
		}
		// White first: where both players have a block, White's counts (either is rare and
		// equivalent for reach, but the choice must be stable).
		for _, pla := range [2]Color{White, Black} {
			// Every shape has a live stone of the player orthogonally next to its block point.
			var own uint8
			for _, n := range g.Neighbours(i) {
				if g.Live(n, pla) {
					own |= dirBit(n%g.w-i%g.w, n/g.w-i/g.w)
				}
			}
			if own != 0 && a.matchesBlockShape(i, pla, own) {
				a.block[i] = pla
				found = true
				break
			}
		}
	}
	return found
}

// matchesBlockShape reports whether some orientation of some shape puts its block point on i;
// own has the directions of the player's live stones next to i.
func (a *territoryAnalysis) matchesBlockShape(i int, pla Color, own uint8) bool {
	g := a.g
	x0, y0 := i%g.w, i/g.w
	opp := pla.Opponent()
	on := func(x, y int) bool { return x >= 0 && y >= 0 && x < g.w && y < g.h }
shapes:
	for k := range compiledShapes {
		s := &compiledShapes[k]
		if s.needX&^own != 0 || (s.edge && on(x0+s.edgeDX, y0+s.edgeDY)) {
			continue
		}
		for _, c := range s.cells {
			x, y := x0+c.dx, y0+c.dy
			if !on(x, y) {
				continue shapes
			}
			j := y*g.w + x
			switch c.kind {
			case 'X':
				if !g.Live(j, pla) {
					continue shapes
				}
			case '+':
				if st := g.stones[j]; st != Empty && !g.Live(j, pla) && !(st == opp && g.dead[j]) {
					continue shapes
				}
			}
		}
		return true
	}
	return false
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}
