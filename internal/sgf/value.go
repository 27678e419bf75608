package sgf

import "fmt"

// Point is an intersection in SGF orientation: X counts columns from the left, Y rows from the
// top, both from 0. Conversion to the A1 notation players read is the board's business.
type Point struct{ X, Y int }

// Move is one move of a player: a stone at Point, or a pass.
type Move struct {
	Color Color
	Point Point
	Pass  bool
}

// Move returns the move of the node's B or W property. ok is false when the node has no move.
// B[] is a pass, and so is B[tt] on boards up to 19x19, as FF[3] wrote it. A point off the board
// or a malformed value is an error, because replaying the game cannot go on past it.
func (n *Node) Move(size int) (Move, bool, error) {
	b, hasB := n.Value("B")
	w, hasW := n.Value("W")
	if hasB && hasW {
		return Move{}, false, fmt.Errorf("node at byte offset %d has both a black and a white move", n.Offset)
	}
	m := Move{Color: Black}
	v := b
	if hasW {
		m.Color, v = White, w
	} else if !hasB {
		return Move{}, false, nil
	}
	if v == "" || v == "tt" && size <= 19 {
		m.Pass = true
		return m, true, nil
	}
	pt, err := parsePoint(v, size)
	if err != nil {
		return Move{}, false, fmt.Errorf("move %c at byte offset %d: %w", m.Color, n.Offset, err)
	}
	m.Point = pt
	return m, true, nil
}

// Points returns the points listed by property id (AB, AW, AE, TB, TW, marks), with rectangles
// such as aa:cc expanded, in file order and without duplicates: writers compress lists and
// sometimes repeat points, and a replay wants each point once. Empty values are skipped.
func (n *Node) Points(id string, size int) ([]Point, error) {
	var pts []Point
	seen := make(map[Point]bool)
	add := func(p Point) {
		if !seen[p] {
			seen[p] = true
			pts = append(pts, p)
		}
	}
	for _, v := range n.Values(id) {
		if v == "" {
			continue
		}
		if len(v) == 5 && v[2] == ':' {
			a, err := parsePoint(v[:2], size)
			if err != nil {
				return nil, fmt.Errorf("%s at byte offset %d: %w", id, n.Offset, err)
			}
			b, err := parsePoint(v[3:], size)
			if err != nil {
				return nil, fmt.Errorf("%s at byte offset %d: %w", id, n.Offset, err)
			}
			x0, x1 := min(a.X, b.X), max(a.X, b.X)
			y0, y1 := min(a.Y, b.Y), max(a.Y, b.Y)
			for y := y0; y <= y1; y++ {
				for x := x0; x <= x1; x++ {
					add(Point{x, y})
				}
			}
			continue
		}
		p, err := parsePoint(v, size)
		if err != nil {
			return nil, fmt.Errorf("%s at byte offset %d: %w", id, n.Offset, err)
		}
		add(p)
	}
	return pts, nil
}

// parsePoint reads two coordinate letters: a-z for 0-25 and A-Z for 26-51, as FF[4] extends them
// for boards larger than 26.
func parsePoint(v string, size int) (Point, error) {
	if len(v) != 2 {
		return Point{}, fmt.Errorf("point %q is not two letters", v)
	}
	x, okx := coord(v[0])
	y, oky := coord(v[1])
	if !okx || !oky {
		return Point{}, fmt.Errorf("point %q is not two letters", v)
	}
	if x >= size || y >= size {
		return Point{}, fmt.Errorf("point %q is off the %dx%d board", v, size, size)
	}
	return Point{x, y}, nil
}

func coord(c byte) (int, bool) {
	switch {
	case c >= 'a' && c <= 'z':
		return int(c - 'a'), true
	case c >= 'A' && c <= 'Z':
		return int(c-'A') + 26, true
	}
	return 0, false
}
