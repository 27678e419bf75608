package estimate

import "github.com/hoshi-go/hoshi/internal/goban"

// Playouts answer the last move's tactics before playing at random: random play that ignores
// ataris lets any group die or live by chance, while real games (and the players' agreement on
// dead stones) assume the obvious captures and escapes are made.

// urgent returns a move for c that captures an opponent chain next to the opponent's last move
// that is in atari, or else saves an own chain the last move put in atari by extending it or by
// capturing one of its attackers; NoPoint when none applies.
func (pl *playout) urgent(c goban.Color) goban.Point {
	b := pl.b
	last := b.LastMove()
	if last == goban.NoPoint {
		return goban.NoPoint
	}
	around := b.Neighbours(last)
	points := [5]goban.Point{last, around[0], around[1], around[2], around[3]}
	save := goban.NoPoint
	for _, q := range points {
		switch b.ColorAt(q) {
		case c.Opponent():
			if h := b.ChainHead(q); b.HeadInAtari(h) {
				return b.AtariLiberty(h)
			}
		case c:
			if save == goban.NoPoint && b.InAtariAt(q) {
				if l := b.AtariLiberty(b.ChainHead(q)); !pl.selfAtari(c, l, 1) {
					save = l
				} else {
					save = pl.counterCapture(q)
				}
			}
		}
	}
	return save
}

// counterCapture returns the liberty of an opponent chain in atari next to the chain at q, or
// NoPoint.
func (pl *playout) counterCapture(q goban.Point) goban.Point {
	b := pl.b
	c := b.ColorAt(q)
	pl.stamp++
	stamp := pl.stamp
	stack := append(pl.stack[:0], q)
	defer func() { pl.stack = stack[:0] }()
	pl.seen[q] = stamp
	for len(stack) > 0 {
		s := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, n := range b.Neighbours(s) {
			switch b.ColorAt(n) {
			case c:
				if pl.seen[n] != stamp {
					pl.seen[n] = stamp
					stack = append(stack, n)
				}
			case c.Opponent():
				if b.InAtariAt(n) {
					return b.AtariLiberty(b.ChainHead(n))
				}
			}
		}
	}
	return goban.NoPoint
}
