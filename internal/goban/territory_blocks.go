package goban

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

// markBlocks fills block[i] with the player for whom empty point i is a connection block.
func (a *territoryAnalysis) markBlocks() {
	g := a.g
	var nb [4]int
	for i, c := range g.stones {
		if c != Empty {
			continue
		}
		for _, pla := range [2]Color{Black, White} {
			if a.block[i] == pla {
				continue
			}
			// Every shape has a live stone of the player orthogonally next to its block point.
			touches := false
			for _, n := range g.neighbours(i, nb[:0]) {
				if g.live(n, pla) {
					touches = true
					break
				}
			}
			if touches && a.matchesBlockShape(i, pla) {
				a.block[i] = pla
			}
		}
	}
}

// matchesBlockShape reports whether some orientation of some shape puts its block point on i.
func (a *territoryAnalysis) matchesBlockShape(i int, pla Color) bool {
	g := a.g
	x0, y0 := i%g.w, i/g.w
	opp := pla.Opponent()
	for _, s := range blockShapes {
		// Find the block point inside the shape.
		br, bc := 0, 0
		for r, row := range s.rows {
			for c := 0; c < len(row); c++ {
				if row[c] == '*' {
					br, bc = r, c
				}
			}
		}
		for _, o := range orientations {
			at := func(r, c int) (int, bool) {
				dr, dc := r-br, c-bc
				y := y0 + o[0]*dr + o[2]*dc
				x := x0 + o[1]*dr + o[3]*dc
				if x < 0 || y < 0 || x >= g.w || y >= g.h {
					return 0, false
				}
				return y*g.w + x, true
			}
			if s.edge {
				if _, on := at(len(s.rows), 0); on {
					continue
				}
			}
			ok := true
			for r, row := range s.rows {
				for c := 0; c < len(row) && ok; c++ {
					j, on := at(r, c)
					if !on {
						ok = false
						break
					}
					switch row[c] {
					case 'X':
						ok = g.live(j, pla)
					case '+':
						ok = g.stones[j] == Empty || g.live(j, pla) || (g.stones[j] == opp && g.dead[j])
					}
				}
				if !ok {
					break
				}
			}
			if ok {
				return true
			}
		}
	}
	return false
}
