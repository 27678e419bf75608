package estimate

import "github.com/hoshi-go/hoshi/internal/goban"

// readBoard is the small board of the local life-and-death search (read.go): stones on
// the unpadded grid, moves played and taken back in place (no copy per node), simple ko, no
// suicide. Liberties are counted by walking the chains, which is cheap for the few chains a
// local search touches.
type readBoard struct {
	nbs    [][]int
	cells  []goban.Color
	hash   uint64
	ko     int // the point the player to move may not take back at once, -1 for none
	mark   []uint32
	stamp  uint32
	undo   []readUndo
	gone   []int // stones removed by the moves of undo, in order
	chainB []int // scratch: one chain's stones
}

// readUndo is what taking back one move needs.
type readUndo struct {
	p     int // -1 for a pass
	c     goban.Color
	ko    int
	hash  uint64
	nGone int // len(gone) before the move
}

func newReadBoard(g *goban.Grid, stones []goban.Color) *readBoard {
	b := &readBoard{nbs: g.Adjacency(), cells: append([]goban.Color(nil), stones...), ko: -1,
		mark: make([]uint32, len(stones))}
	for i, c := range b.cells {
		if c == goban.Black || c == goban.White {
			b.hash ^= goban.ZobristKey(c, goban.Point(i))
		}
	}
	return b
}

func (b *readBoard) nextStamp() uint32 {
	b.stamp++
	if b.stamp == 0 {
		clear(b.mark)
		b.stamp = 1
	}
	return b.stamp
}

// chain collects the stones of the chain at p into b.chainB and returns its liberties, counted
// up to limit (0 for no limit).
func (b *readBoard) chain(p int, limit int) (libs int) {
	c := b.cells[p]
	st := b.nextStamp()
	b.chainB = append(b.chainB[:0], p)
	b.mark[p] = st
	for k := 0; k < len(b.chainB); k++ {
		for _, q := range b.nbs[b.chainB[k]] {
			if b.mark[q] == st {
				continue
			}
			switch b.cells[q] {
			case c:
				b.mark[q] = st
				b.chainB = append(b.chainB, q)
			case goban.Empty:
				b.mark[q] = st
				libs++
				if limit > 0 && libs >= limit {
					return libs
				}
			}
		}
	}
	return libs
}

// play plays c at p; it returns false (and changes nothing) when the point is taken, the move is
// a suicide or it retakes a ko at once. captured is the number of stones it took.
func (b *readBoard) play(c goban.Color, p int) (captured int, ok bool) {
	if b.cells[p] != goban.Empty || p == b.ko {
		return 0, false
	}
	u := readUndo{p: p, c: c, ko: b.ko, hash: b.hash, nGone: len(b.gone)}
	b.cells[p] = c
	b.hash ^= goban.ZobristKey(c, goban.Point(p))
	o := c.Opponent()
	lastGone := -1
	for _, q := range b.nbs[p] {
		if b.cells[q] != o || b.chain(q, 1) > 0 {
			continue
		}
		for _, s := range b.chainB {
			b.cells[s] = goban.Empty
			b.hash ^= goban.ZobristKey(o, goban.Point(s))
			b.gone = append(b.gone, s)
			lastGone = s
		}
		captured += len(b.chainB)
	}
	libs := b.chain(p, 2)
	if libs == 0 {
		b.cells[p] = goban.Empty
		b.hash = u.hash
		b.gone = b.gone[:u.nGone]
		return 0, false
	}
	b.ko = -1
	if captured == 1 && len(b.chainB) == 1 && libs == 1 {
		b.ko = lastGone
	}
	b.undo = append(b.undo, u)
	return captured, true
}

// pass records a pass: it ends the ko ban.
func (b *readBoard) pass() {
	b.undo = append(b.undo, readUndo{p: -1, ko: b.ko, hash: b.hash, nGone: len(b.gone)})
	b.ko = -1
}

// takeBack undoes the last move or pass.
func (b *readBoard) takeBack() {
	u := b.undo[len(b.undo)-1]
	b.undo = b.undo[:len(b.undo)-1]
	if u.p >= 0 {
		b.cells[u.p] = goban.Empty
		o := u.c.Opponent()
		for _, s := range b.gone[u.nGone:] {
			b.cells[s] = o
		}
		b.gone = b.gone[:u.nGone]
	}
	b.ko = u.ko
	b.hash = u.hash
}

// twoEyes reports whether the chain at p has two liberties that only its own stones (and the
// edge) surround: the opponent can play in neither (a suicide while the other is free), so the
// chain can never be captured.
func (b *readBoard) twoEyes(p int) bool {
	b.chain(p, 0)
	st := b.stamp // the chain's stones and liberties carry it
	c := b.cells[p]
	eyes := 0
	for _, s := range b.chainB {
		for _, q := range b.nbs[s] {
			if b.cells[q] != goban.Empty || b.mark[q] != st {
				continue
			}
			b.mark[q] = st - 1 // counted once
			own := true
			for _, r := range b.nbs[q] {
				if b.cells[r] != c || b.mark[r] != st {
					own = false
					break
				}
			}
			if own {
				eyes++
				if eyes == 2 {
					return true
				}
			}
		}
	}
	return false
}

// ownEye reports whether every neighbour of the empty point p is a stone of one chain of c's:
// c filling it only takes a liberty of its own (a search never needs that move). Filling a
// point between two chains of c's connects them, which may save one.
func (b *readBoard) ownEye(c goban.Color, p int) bool {
	if b.cells[p] != goban.Empty {
		return false
	}
	nbs := b.nbs[p]
	for _, q := range nbs {
		if b.cells[q] != c {
			return false
		}
	}
	if len(nbs) == 1 {
		return true
	}
	b.chain(nbs[0], 0)
	st := b.stamp
	for _, q := range nbs[1:] {
		if b.mark[q] != st {
			return false
		}
	}
	return true
}
