package estimate

import (
	"math/rand/v2"
	"slices"

	"github.com/hoshi-go/hoshi/internal/goban"
)

// playout plays one random game on b: each player first answers the ataris around the last move
// (see urgent), else picks uniformly among its legal moves that neither fill one of its own
// eye-like points nor put three or more of its stones in atari, and passes when there is none.
type playout struct {
	b       *goban.Board
	rng     *rand.Rand
	empties []goban.Point
	pos     []int32  // index of each empty point in empties
	seen    []uint32 // stamps for chain walks
	stamp   uint32
	stack   []goban.Point
}

// collectEmpties lists the board's empty points.
func (pl *playout) collectEmpties() {
	b := pl.b
	pl.empties = pl.empties[:0]
	if len(pl.pos) < b.Points() {
		pl.pos = make([]int32, b.Points())
	}
	for p := range goban.Point(b.Points()) {
		if b.ColorAt(p) == goban.Empty {
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
func (pl *playout) play(c goban.Color, p goban.Point) bool {
	b := pl.b
	var heads [4]goban.Point
	nh := 0
	for _, q := range b.Neighbours(p) {
		if b.ColorAt(q) == c.Opponent() {
			if h := b.ChainHead(q); b.HeadInAtari(h) && !slices.Contains(heads[:nh], h) {
				heads[nh] = h
				nh++
			}
		}
	}
	captured, why := b.PlayAt(c, p)
	if why != 0 {
		return false
	}
	if b.ColorAt(p) == goban.Empty { // a suicide the rules allow
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
				s = b.NextInChain(s)
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
func (pl *playout) run(first goban.Color, maxMoves int) {
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
func (pl *playout) move(c goban.Color) bool {
	b := pl.b
	if p := pl.urgent(c); p != goban.NoPoint && pl.play(c, p) {
		return true
	}
	if shapeShare > 0 && (shapeShare >= 1 || pl.rng.Float64() < shapeShare) && pl.shapeMove(c) != goban.NoPoint {
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
func (pl *playout) owner(p goban.Point) goban.Color {
	b := pl.b
	if c := b.ColorAt(p); c != goban.Empty {
		return c
	}
	var around goban.Color
	for _, q := range b.Neighbours(p) {
		c := b.ColorAt(q)
		if c == goban.Frame {
			continue
		}
		if c == goban.Empty || (around != goban.Empty && around != c) {
			return goban.Empty
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
func (pl *playout) selfAtari(c goban.Color, p goban.Point, minStones int) bool {
	b := pl.b
	var libs [2]goban.Point
	n := 0
	// add notes liberty l and reports when a second distinct one is found.
	add := func(l goban.Point) bool {
		if l == p || (n == 1 && libs[0] == l) {
			return false
		}
		libs[n] = l
		n++
		return n == 2
	}
	around := b.Neighbours(p)
	for _, q := range around {
		switch b.ColorAt(q) {
		case goban.Empty:
			if add(q) {
				return false
			}
		case c.Opponent():
			if b.HeadInAtari(b.ChainHead(q)) {
				return false
			}
		}
	}
	stones := 1
	var heads [4]goban.Point
	nh := 0
	for _, q := range around {
		if b.ColorAt(q) != c {
			continue
		}
		h := b.ChainHead(q)
		if slices.Contains(heads[:nh], h) {
			continue
		}
		heads[nh] = h
		nh++
		k := int64(0)
		for _, r := range around {
			if b.ColorAt(r) == c && b.ChainHead(r) == h {
				k++
			}
		}
		n, libs, libSum, libSq := b.PseudoLiberties(h)
		stones += n
		pp := int64(p)
		l := int64(libs) - k
		sum := libSum - k*pp
		sq := libSq - k*pp*pp
		if l == 0 {
			continue
		}
		if sum*sum != l*sq {
			return false // two or more liberties besides p
		}
		if add(goban.Point(sum / l)) {
			return false
		}
	}
	return stones >= minStones
}
