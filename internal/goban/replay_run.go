package goban

import (
	"slices"
	"strings"

	"github.com/hoshi-go/hoshi/internal/sgf"
)

// replayer carries the state of one Replay through the main line.
type replayer struct {
	g    *Game
	opts ReplayOptions

	moved                  bool // a move (or pass) has been played
	setupBlack, setupWhite int  // setup stones before the first move
	blackRun               int  // opening black stones before anything else
	runOpen                bool // the opening run of black stones may still grow
	runEndedByWhite        bool // the run ended with a white move
	over                   bool // atari-go: a capture has decided the game
}

func (rp *replayer) run(line []*sgf.Node) error {
	rp.runOpen = true
	for _, n := range line {
		if err := rp.setup(n); err != nil {
			return err
		}
		if err := rp.move(n); err != nil {
			return err
		}
	}
	g := rp.g
	switch {
	case rp.setupBlack > 0 && rp.setupWhite == 0:
		g.Handicap = rp.setupBlack
	case rp.setupBlack == 0 && rp.setupWhite == 0 && rp.blackRun >= 2 && rp.runEndedByWhite:
		g.Handicap = rp.blackRun
	}
	return nil
}

// report records a problem; in strict mode it is the end of the replay.
func (rp *replayer) report(p Problem) error {
	rp.g.Problems = append(rp.g.Problems, p)
	if !rp.opts.Lenient {
		return &ReplayError{Problem: p}
	}
	return nil
}

// setup applies a node's AE, AB and AW, then reports chains the setup left without liberties.
func (rp *replayer) setup(n *sgf.Node) error {
	g, b := rp.g, rp.g.Board
	changed := false
	for _, prop := range [...]struct {
		id string
		c  Color
	}{{"AE", Empty}, {"AB", Black}, {"AW", White}} {
		pts, err := n.Points(prop.id, b.size)
		if err != nil {
			if err := rp.report(Problem{MoveNumber: g.Moves, Point: badValue(n, prop.id, b.size),
				Color: prop.c, Reason: valueReason(badValue(n, prop.id, b.size))}); err != nil {
				return err
			}
			continue
		}
		for _, pt := range pts {
			p := b.PointAt(pt.X, pt.Y)
			old := b.cells[p]
			if old == prop.c {
				continue
			}
			if old != Empty {
				g.Placed[old]--
			}
			if prop.c != Empty {
				g.Placed[prop.c]++
			}
			b.cells[p] = prop.c
			changed = true
			if !rp.moved {
				switch prop.c {
				case Black:
					rp.setupBlack++
				case White:
					rp.setupWhite++
				}
			}
		}
	}
	if !changed {
		return nil
	}
	b.rebuild()
	b.ko = NoPoint
	return rp.checkSetup()
}

// checkSetup reports each chain without liberties once, at its first stone in reading order.
func (rp *replayer) checkSetup() error {
	b := rp.g.Board
	var reported []Point
	for y := 0; y < b.size; y++ {
		for x := 0; x < b.size; x++ {
			p := b.PointAt(x, y)
			c := b.cells[p]
			if c == Empty || b.chain[b.head[p]].libs > 0 || slices.Contains(reported, b.head[p]) {
				continue
			}
			reported = append(reported, b.head[p])
			if err := rp.report(Problem{MoveNumber: rp.g.Moves, Point: VertexName(b.size, x, y), Color: c,
				Reason: "no liberties"}); err != nil {
				return err
			}
		}
	}
	return nil
}

// ReasonBothColours is the reason of a node that holds both a B and a W move, which SGF does
// not allow: a record cannot say which of the two was played.
const ReasonBothColours = "malformed: node has both B and W"

// move plays the node's B or W move, if it has one. A node with both is reported; a lenient
// replay then plays both, in the order the node lists them, as two moves, so that no recorded
// stone is lost from the count.
func (rp *replayer) move(n *sgf.Node) error {
	moves := splitMoves(n)
	if len(moves) == 2 {
		first := moves[0]
		v, c := moveValue(first)
		if m, ok, err := first.Move(rp.g.Board.size); err == nil && ok && !m.Pass {
			v = VertexName(rp.g.Board.size, m.Point.X, m.Point.Y)
		} else if err == nil && ok {
			v = "pass"
		}
		err := rp.report(Problem{MoveNumber: rp.g.Moves + 1, Point: v, Color: c, Reason: ReasonBothColours})
		if err != nil {
			return err
		}
	}
	for _, m := range moves {
		if err := rp.play(m); err != nil {
			return err
		}
	}
	return nil
}

// splitMoves returns the node itself when it holds at most one move; a node with both B and W
// becomes two nodes of one move each, in the node's order.
func splitMoves(n *sgf.Node) []*sgf.Node {
	vb, hasB := n.Value("B")
	vw, hasW := n.Value("W")
	if !hasB || !hasW {
		return []*sgf.Node{n}
	}
	black := &sgf.Node{Props: []sgf.Property{{ID: "B", Values: []string{vb}}}, Offset: n.Offset}
	white := &sgf.Node{Props: []sgf.Property{{ID: "W", Values: []string{vw}}}, Offset: n.Offset}
	for _, p := range n.Props {
		if p.ID == "W" {
			return []*sgf.Node{white, black}
		}
		if p.ID == "B" {
			break
		}
	}
	return []*sgf.Node{black, white}
}

// play plays the B or W move of a node that holds at most one.
func (rp *replayer) play(n *sgf.Node) error {
	g, b := rp.g, rp.g.Board
	m, ok, err := n.Move(b.size)
	if err != nil {
		g.Moves++
		v, c := moveValue(n)
		return rp.report(Problem{MoveNumber: g.Moves, Point: v, Color: c, Reason: valueReason(v)})
	}
	if !ok {
		return nil
	}
	g.Moves++
	rp.moved = true
	c := colorOf(m.Color)
	if rp.runOpen {
		if c == Black && !m.Pass {
			rp.blackRun++
		} else {
			rp.runOpen = false
			rp.runEndedByWhite = c == White
		}
	}
	if rp.over {
		point := "pass"
		if !m.Pass {
			point = VertexName(b.size, m.Point.X, m.Point.Y)
		}
		return rp.report(Problem{MoveNumber: g.Moves, Point: point, Color: c, Reason: "game over"})
	}
	if m.Pass {
		b.Pass(c)
		return nil
	}
	p := b.PointAt(m.Point.X, m.Point.Y)
	captured, why := b.PlayAt(c, p)
	if why != 0 {
		err := rp.report(Problem{MoveNumber: g.Moves, Point: VertexName(b.size, m.Point.X, m.Point.Y),
			Color: c, Reason: why.String()})
		if err != nil || why == Occupied {
			return err
		}
		captured = b.force(c, p)
	}
	g.Placed[c]++
	if g.Rules.FirstCaptureWins && g.Winner == Empty {
		// The first prisoner decides atari-go. It is normally the mover's capture; a suicide
		// forced onto the board by a lenient replay hands the stones to the opponent instead.
		switch {
		case captured > 0 || b.Captures(c) > 0:
			g.Winner, rp.over = c, true
		case b.Captures(c.Opponent()) > 0:
			g.Winner, rp.over = c.Opponent(), true
		}
	}
	return nil
}

// moveValue returns the raw value and colour of the move property of a node of one move, for
// reporting.
func moveValue(n *sgf.Node) (string, Color) {
	if v, ok := n.Value("W"); ok {
		return v, White
	}
	v, _ := n.Value("B")
	return v, Black
}

// badValue returns the first value of property id that is not a point of the board.
func badValue(n *sgf.Node, id string, size int) string {
	for _, v := range n.Values(id) {
		for _, part := range strings.Split(v, ":") {
			if len(part) != 2 || coordinate(part[0]) < 0 || coordinate(part[1]) < 0 ||
				coordinate(part[0]) >= size || coordinate(part[1]) >= size {
				return v
			}
		}
	}
	return id
}

// valueReason tells a point off the board (two letters) from a malformed value.
func valueReason(v string) string {
	if len(v) == 2 && coordinate(v[0]) >= 0 && coordinate(v[1]) >= 0 {
		return "off-board"
	}
	return "malformed"
}

// coordinate reads one SGF coordinate letter, -1 if it is not one.
func coordinate(ch byte) int {
	switch {
	case ch >= 'a' && ch <= 'z':
		return int(ch - 'a')
	case ch >= 'A' && ch <= 'Z':
		return int(ch-'A') + 26
	}
	return -1
}
