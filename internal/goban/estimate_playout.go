package goban

import (
	"math/rand/v2"
	"slices"
)

// playout plays one random game on b: each player first answers the ataris around the last move
// (see urgent), else picks uniformly among its legal moves that neither fill one of its own
// eye-like points nor put three or more of its stones in atari, and passes when there is none.
type playout struct {
	b       *Board
	rng     *rand.Rand
	empties []Point
	pos     []int32  // index of each empty point in empties
	seen    []uint32 // stamps for chain walks
	stamp   uint32
	stack   []Point
}

// collectEmpties lists the board's empty points.
func (pl *playout) collectEmpties() {
	b := pl.b
	pl.empties = pl.empties[:0]
	if len(pl.pos) < b.Points() {
		pl.pos = make([]int32, b.Points())
	}
	for p := range Point(b.Points()) {
		if b.ColorAt(p) == Empty {
			pl.pos[p] = int32(len(pl.empties))
			pl.empties = append(pl.empties, p)
		}
	}
}

// swap exchanges two entries of the list of empty points.
func (pl *playout) swap(k, j int) {
	e := pl.empties
	e[k], e[j] = e[j], e[k]
	pl.pos[e[k]], pl.pos[e[j]] = int32(k), int32(j)
}

// play plays c at p if it is legal and keeps the list of empty points up to date: p leaves it,
// and the stones of the chains it captures (the opponent's chains in atari next to p) join it.
func (pl *playout) play(c Color, p Point) bool {
	b := pl.b
	var heads [4]Point
	nh := 0
	for _, q := range b.neighbours(p) {
		if b.cells[q] == c.Opponent() {
			if h := b.head[q]; b.inAtari(h) && !slices.Contains(heads[:nh], h) {
				heads[nh] = h
				nh++
			}
		}
	}
	captured, why := b.PlayAt(c, p)
	if why != 0 {
		return false
	}
	if b.cells[p] == Empty { // a suicide the rules allow
		pl.collectEmpties()
		return true
	}
	last := len(pl.empties) - 1
	pl.swap(int(pl.pos[p]), last)
	pl.empties = pl.empties[:last]
	if captured > 0 {
		// remove leaves the captured chains' links in place.
		for _, h := range heads[:nh] {
			s := h
			for {
				pl.pos[s] = int32(len(pl.empties))
				pl.empties = append(pl.empties, s)
				s = b.next[s]
				if s == h {
					break
				}
			}
		}
	}
	return true
}

// run plays from the current position, first to move, for at most maxMoves moves or until both
// players pass.
func (pl *playout) run(first Color, maxMoves int) {
	b := pl.b
	pl.collectEmpties()
	c := first
	passes := 0
	for moves := 0; moves < maxMoves && passes < 2; moves++ {
		if pl.move(c) {
			passes = 0
		} else {
			b.Pass(c)
			passes++
		}
		c = c.Opponent()
	}
}

// move plays a random acceptable move for c and reports whether there was one. Rejected points
// are moved to the end of the candidate range so each is tried once.
func (pl *playout) move(c Color) bool {
	b := pl.b
	if p := pl.urgent(c); p != NoPoint && pl.play(c, p) {
		return true
	}
	if shapeShare > 0 && (shapeShare >= 1 || pl.rng.Float64() < shapeShare) && pl.shapeMove(c) != NoPoint {
		return true
	}
	for n := len(pl.empties); n > 0; n-- {
		k := pl.rng.IntN(n)
		p := pl.empties[k]
		if !b.IsEyeLikeAt(c, p) && !pl.selfAtari(c, p, selfAtariStones) && pl.play(c, p) {
			return true
		}
		pl.swap(k, n-1)
	}
	return false
}

// owner returns whose point p is at the end of a playout: the colour of its stone, or of all
// the stones around an empty point.
func (pl *playout) owner(p Point) Color {
	b := pl.b
	if c := b.ColorAt(p); c != Empty {
		return c
	}
	var around Color
	for _, q := range b.neighbours(p) {
		c := b.ColorAt(q)
		if c == offBoard {
			continue
		}
		if c == Empty || (around != Empty && around != c) {
			return Empty
		}
		around = c
	}
	return around
}

// selfAtariStones is the size from which playouts refuse to put their own chain in atari:
// smaller throw-ins are how eyes are destroyed, larger self-ataris just throw stones away and make
// the ownership of groups in seki or with shared liberties a coin toss.
const selfAtariStones = 3

// selfAtari reports whether c at p would, without capturing, leave a chain of at least
// minStones stones with a single liberty. It takes constant time: the liberties each own chain
// next to p keeps besides p follow from its pseudo-liberty count, sum and sum of squares once
// the k adjacencies it has with p are taken out (none left, all on one point, or more).
func (pl *playout) selfAtari(c Color, p Point, minStones int) bool {
	b := pl.b
	var libs [2]Point
	n := 0
	// add notes liberty l and reports when a second distinct one is found.
	add := func(l Point) bool {
		if l == p || (n == 1 && libs[0] == l) {
			return false
		}
		libs[n] = l
		n++
		return n == 2
	}
	around := b.neighbours(p)
	for _, q := range around {
		switch b.cells[q] {
		case Empty:
			if add(q) {
				return false
			}
		case c.Opponent():
			if b.inAtari(b.head[q]) {
				return false
			}
		}
	}
	stones := 1
	var heads [4]Point
	nh := 0
	for _, q := range around {
		if b.cells[q] != c {
			continue
		}
		h := b.head[q]
		if slices.Contains(heads[:nh], h) {
			continue
		}
		heads[nh] = h
		nh++
		k := int64(0)
		for _, r := range around {
			if b.cells[r] == c && b.head[r] == h {
				k++
			}
		}
		d := &b.chain[h]
		stones += int(d.stones)
		pp := int64(p)
		l := int64(d.libs) - k
		sum := int64(d.libSum) - k*pp
		sq := d.libSq - k*pp*pp
		if l == 0 {
			continue
		}
		if sum*sum != l*sq {
			return false // two or more liberties besides p
		}
		if add(Point(sum / l)) {
			return false
		}
	}
	return stones >= minStones
}
