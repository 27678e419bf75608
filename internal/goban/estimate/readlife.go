package estimate

import "github.com/hoshi-go/hoshi/internal/goban"

// Static life in the local search (read.go): Benson's algorithm on the search's board,
// restricted to the points of the fight. A chain it proves alive can never be captured,
// whatever the opponent plays, so a line of the search ends there.

// lifeCheck runs Benson's algorithm for one colour on the points of one fight.
type lifeCheck struct {
	b      *readBoard
	inP    []bool  // the points of the fight: a region that reaches beyond them is not enclosed
	pts    []int   // the same points as a list
	region []int32 // region of each non-defender point of the fight, -1 for none
	chain  []int32 // chain of each defender stone met, -1 for none
	stamp  []uint32
	cur    uint32
	// per region: whether it stays within the fight, its empty points and bordering stones
	regs    []lifeRegion
	empties []int
	borders []int
	chains  []lifeChain
	queue   []int
	fill    []int
	stones  []int
	def     goban.Color
}

type lifeRegion struct {
	closed           bool // within the fight and bordered by standing chains only
	empty0, empty1   int  // its empty points: empties[empty0:empty1]
	border0, border1 int  // the chains around it: borders[border0:border1]
}

type lifeChain struct {
	alive bool
	vital int
}

func newLifeCheck(b *readBoard, pts []int) *lifeCheck {
	n := len(b.cells)
	lc := &lifeCheck{b: b, inP: make([]bool, n), pts: pts, region: make([]int32, n), chain: make([]int32, n),
		stamp: make([]uint32, n)}
	for _, p := range pts {
		lc.inP[p] = true
	}
	return lc
}

// alive reports whether Benson's algorithm, over the regions that lie within the fight's points,
// proves the def chain at target unconditionally alive.
func (lc *lifeCheck) alive(target int, def goban.Color) bool {
	b := lc.b
	lc.def = def
	lc.cur++
	if lc.cur == 0 {
		clear(lc.stamp)
		lc.cur = 1
	}
	st := lc.cur
	lc.regs = lc.regs[:0]
	lc.empties = lc.empties[:0]
	lc.borders = lc.borders[:0]
	lc.chains = lc.chains[:0]
	// Chains first: the defender's chain at target and every chain bordering a region.
	chainAt := func(p int) int32 {
		if lc.stamp[p] == st && lc.chain[p] >= 0 {
			return lc.chain[p]
		}
		id := int32(len(lc.chains))
		lc.chains = append(lc.chains, lifeChain{alive: true})
		lc.queue = append(lc.queue[:0], p)
		lc.stamp[p] = st
		lc.chain[p] = id
		lc.region[p] = -1
		for k := 0; k < len(lc.queue); k++ {
			for _, q := range b.nbs[lc.queue[k]] {
				if b.cells[q] == def && lc.stamp[q] != st {
					lc.stamp[q] = st
					lc.chain[q] = id
					lc.region[q] = -1
					lc.queue = append(lc.queue, q)
				}
			}
		}
		return id
	}
	tc := chainAt(target)
	// Regions: connected non-defender points of the fight.
	for _, s := range lc.pts {
		if b.cells[s] == def || lc.stamp[s] == st {
			continue
		}
		id := int32(len(lc.regs))
		r := lifeRegion{closed: true, empty0: len(lc.empties), border0: len(lc.borders)}
		queue := append(lc.fill[:0], s)
		lc.stamp[s] = st
		lc.region[s] = id
		lc.chain[s] = -1
		stones := lc.stones[:0]
		for k := 0; k < len(queue); k++ {
			p := queue[k]
			if b.cells[p] == goban.Empty {
				lc.empties = append(lc.empties, p)
			}
			for _, q := range b.nbs[p] {
				switch {
				case !lc.inP[q]:
					r.closed = false
				case b.cells[q] == def:
					stones = append(stones, q)
				case lc.stamp[q] != st:
					lc.stamp[q] = st
					lc.region[q] = id
					lc.chain[q] = -1
					queue = append(queue, q)
				}
			}
		}
		lc.fill, lc.stones = queue, stones
		r.empty1 = len(lc.empties)
		lc.regs = append(lc.regs, r)
		if !r.closed {
			continue
		}
		// The bordering chains (labelled after the region so that their stamps do not stop
		// the region's fill).
		for _, q := range stones {
			c := chainAt(q)
			seen := false
			for _, x := range lc.borders[lc.regs[id].border0:] {
				if x == int(c) {
					seen = true
					break
				}
			}
			if !seen {
				lc.borders = append(lc.borders, int(c))
			}
		}
		lc.regs[id].border1 = len(lc.borders)
	}
	// Benson's iteration: a chain needs two healthy regions, each vital to it (every empty
	// point a liberty of it) and bordered only by chains still standing.
	for {
		for i := range lc.chains {
			lc.chains[i].vital = 0
		}
		for ri := range lc.regs {
			r := &lc.regs[ri]
			if !r.closed {
				continue
			}
			ok := true
			for _, c := range lc.borders[r.border0:r.border1] {
				if !lc.chains[c].alive {
					ok = false
					break
				}
			}
			if !ok {
				r.closed = false // never healthy again
				continue
			}
			for _, c := range lc.borders[r.border0:r.border1] {
				if lc.vitalTo(r, int32(c), st) {
					lc.chains[c].vital++
				}
			}
		}
		changed := false
		for i := range lc.chains {
			if lc.chains[i].alive && lc.chains[i].vital < 2 {
				lc.chains[i].alive = false
				changed = true
			}
		}
		if !changed {
			break
		}
	}
	return lc.chains[tc].alive
}

// vitalTo reports whether every empty point of region r is a liberty of chain c.
func (lc *lifeCheck) vitalTo(r *lifeRegion, c int32, st uint32) bool {
	b := lc.b
	for _, p := range lc.empties[r.empty0:r.empty1] {
		adj := false
		for _, q := range b.nbs[p] {
			if b.cells[q] == lc.def && lc.stamp[q] == st && lc.chain[q] == c {
				adj = true
				break
			}
		}
		if !adj {
			return false
		}
	}
	return true
}
