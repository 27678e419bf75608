package estimate

import "github.com/hoshi-go/hoshi/internal/goban"

// Shape answers in the playouts. Uniformly random moves ignore the local shape around the last
// move: a stone pushed against a wall is never blocked, a cut never made, a hane never answered,
// so weak scattered stones live in random games as often as a solid group and the shares of an
// unfinished position sit near one half. After the tactical answers (urgent), a playout plays,
// when there is one, a point next to the last move (one of its eight neighbours) whose 3x3
// neighbourhood is a shape that players answer locally: the hane, cuts and edge moves below,
// the classic patterns of Monte Carlo Go programs.

// shapeShare is the share of moves for which a playout looks for a shape answer.
var shapeShare = 0.5

// shapePatterns are the shapes, the candidate move at the centre. X and O are stones of either
// colour (the other's), x any point but an X stone (an O stone, an empty point or the edge), o
// any point but an O stone, '.' empty, ' ' off the board, '?' anything. Each holds in its eight
// turns and reflections and with the colours swapped.
var shapePatterns = [][3]string{
	{"XOX", "...", "???"}, // hane enclosing a stone
	{"XO.", "...", "?.?"}, // hane, not cutting
	{"XO?", "X..", "x.?"}, // hane from a stone below (magari)
	{".O.", "X..", "..."}, // attachment beside a diagonal
	{"XO?", "O.o", "?o?"}, // cut of an unprotected diagonal
	{"XO?", "O.X", "???"}, // cut after a peep
	{"?X?", "O.O", "ooo"}, // cut between two stones
	{"OX?", "o.O", "???"}, // cut of a knight's move
	{"X.?", "O.?", "   "}, // on the edge: chase
	{"OX?", "X.O", "   "}, // on the edge: block the cut
	{"?X?", "x.O", "   "}, // on the edge: block the connection
	{"?XO", "x.x", "   "}, // on the edge: descend
	{"?OX", "X.O", "   "}, // on the edge: cut
}

// shapeTable tells, for each code of the eight neighbours (shapeCode), whether a move at the
// centre matches a shape pattern.
var shapeTable = buildShapeTable()

// shapeCode packs the eight neighbours of p, row by row from the top left (two bits each:
// Empty, Black, White, Frame).
func shapeCode(b *goban.Board, p goban.Point) uint16 {
	s := goban.Point(b.Stride())
	var code uint16
	for k, q := range [8]goban.Point{p - s - 1, p - s, p - s + 1, p - 1, p + 1, p + s - 1, p + s, p + s + 1} {
		code |= uint16(b.ColorAt(q)) << (2 * k)
	}
	return code
}

func buildShapeTable() *[1 << 16]bool {
	t := new([1 << 16]bool)
	// The eight symmetries of a 3x3 square as maps from (row, col) to (row, col).
	syms := [8]func(r, c int) (int, int){
		func(r, c int) (int, int) { return r, c },
		func(r, c int) (int, int) { return c, 2 - r },
		func(r, c int) (int, int) { return 2 - r, 2 - c },
		func(r, c int) (int, int) { return 2 - c, r },
		func(r, c int) (int, int) { return r, 2 - c },
		func(r, c int) (int, int) { return 2 - r, c },
		func(r, c int) (int, int) { return c, r },
		func(r, c int) (int, int) { return 2 - c, 2 - r },
	}
	matches := func(pat byte, cell goban.Color, x goban.Color) bool {
		o := x.Opponent()
		switch pat {
		case '?':
			return true
		case '.':
			return cell == goban.Empty
		case ' ':
			return cell == goban.Frame
		case 'X':
			return cell == x
		case 'O':
			return cell == o
		case 'x':
			return cell != x
		case 'o':
			return cell != o
		}
		return false
	}
	var cells [3][3]goban.Color
	for code := range 1 << 16 {
		k := 0
		for r := range 3 {
			for c := range 3 {
				if r == 1 && c == 1 {
					cells[r][c] = goban.Empty
					continue
				}
				cells[r][c] = goban.Color(code >> (2 * k) & 3)
				k++
			}
		}
	search:
		for _, pat := range shapePatterns {
			for _, sym := range syms {
				for _, x := range [2]goban.Color{goban.Black, goban.White} {
					ok := true
					for r := 0; r < 3 && ok; r++ {
						for c := range 3 {
							rr, cc := sym(r, c)
							if !matches(pat[r][c], cells[rr][cc], x) {
								ok = false
								break
							}
						}
					}
					if ok {
						t[code] = true
						break search
					}
				}
			}
		}
	}
	return t
}

// shapeMove returns a random point next to the last move (one of its eight neighbours) whose
// neighbourhood matches a shape pattern and that c may play there: not its own eye-like point,
// not a self-atari; NoPoint when there is none.
func (pl *playout) shapeMove(c goban.Color) goban.Point {
	b := pl.b
	last := b.LastMove()
	if last == goban.NoPoint {
		return goban.NoPoint
	}
	s := goban.Point(b.Stride())
	var cands [8]goban.Point
	n := 0
	for _, q := range [8]goban.Point{last - s - 1, last - s, last - s + 1, last - 1, last + 1, last + s - 1, last + s, last + s + 1} {
		if b.ColorAt(q) == goban.Empty && shapeTable[shapeCode(b, q)] && !b.IsEyeLikeAt(c, q) && !pl.selfAtari(c, q, 1) {
			cands[n] = q
			n++
		}
	}
	for n > 0 {
		k := pl.rng.IntN(n)
		if pl.play(c, cands[k]) {
			return cands[k]
		}
		cands[k] = cands[n-1]
		n--
	}
	return goban.NoPoint
}
