package goban

// Local life-and-death reading. Random games misjudge shapes whose status depends on exact
// play (sekis, false eyes that connect in a cycle, throw-ins, ko, capturing races): they kill
// one side in nearly every game. Where a chain's fate is decided in a small space, a search
// reads it out: can the opponent (the attacker) capture the chain when he moves first, and when
// the chain's owner (the defender) moves first? The defender may always pass; the attacker
// who finds no capture gives up. A ko capture gives its player at best a ko, so a result that
// hangs on a ko is one of its own.

// readVerdict is what reading says of a chain.
type readVerdict uint8

const (
	readUnread    readVerdict = iota // not read: the space is too large, or Benson proves it alive
	readUnknown                      // the search ran out of nodes
	readAlive                        // the attacker cannot capture it even moving first
	readDead                         // captured even when the defender moves first
	readUnsettled                    // whoever moves first decides
	readKo                           // its fate hangs on a ko
)

func (v readVerdict) String() string {
	return [...]string{"unread", "unknown", "alive", "dead", "unsettled", "ko"}[v]
}

// Bounds of the search: the space it reads in, the nodes of one question and of a whole board.
var (
	readSpace      = 12    // empty points of the space a chain can use
	readNodes      = 3000  // nodes of one search (attacker first or defender first)
	readBoardNodes = 30000 // nodes of all searches of one board
	readBorderLibs = 2     // an opponent chain on the border of a space with a ko or an unsettled chain shares its verdict with this many liberties or fewer
	readWallLibs   = 5     // the defender may attack the chains around its space that have this many liberties or fewer
)

// readOutcome is a search's outcome for the attacker: the chain lives, hangs on a ko, or is
// captured (ordered from worst to best for the attacker).
type readOutcome uint8

const (
	outLives readOutcome = iota
	outKo
	outCaptured
)

// readRange bounds the outcome of a position: exact when lo == hi; a search cut short by its
// bounds knows only [outLives, outCaptured].
type readRange struct{ lo, hi readOutcome }

var readOpen = readRange{outLives, outCaptured}

type readKey struct {
	hash     uint64
	ko       int32
	attacker bool
}

// reader searches one chain's capture.
type reader struct {
	b        *readBoard
	target   int
	att, def Color
	moves    []int
	nodes    int
	limit    int
	maxDepth int
	tt       map[readKey]readOutcome
	buf      [][]int // the candidates of each depth
}

// search is the outcome with the attacker (attacker == true) or the defender to move.
func (r *reader) search(depth int, attacker bool) readRange {
	r.nodes++
	if r.nodes > r.limit || depth > r.maxDepth {
		return readOpen
	}
	key := readKey{hash: r.b.hash, ko: int32(r.b.ko), attacker: attacker}
	if v, ok := r.tt[key]; ok {
		return readRange{v, v}
	}
	if r.b.twoEyes(r.target) {
		return readRange{outLives, outLives}
	}
	var best readRange
	if attacker {
		best = readRange{outLives, outLives} // giving up
		for _, m := range r.candidates(depth) {
			if r.b.ownEye(r.att, m) {
				continue
			}
			if _, ok := r.b.play(r.att, m); !ok {
				continue
			}
			koTaken := r.b.ko >= 0
			var res readRange
			if r.b.cells[r.target] == Empty {
				res = readRange{outCaptured, outCaptured}
			} else {
				res = r.search(depth+1, false)
			}
			r.b.takeBack()
			if koTaken {
				res.lo, res.hi = min(res.lo, outKo), min(res.hi, outKo)
			}
			best.lo, best.hi = max(best.lo, res.lo), max(best.hi, res.hi)
			if best.lo == outCaptured {
				break
			}
		}
	} else {
		r.b.pass()
		best = r.search(depth+1, true)
		r.b.takeBack()
		for _, m := range r.candidates(depth) {
			if best.hi == outLives {
				break
			}
			if r.b.ownEye(r.def, m) {
				continue
			}
			if _, ok := r.b.play(r.def, m); !ok {
				continue
			}
			koTaken := r.b.ko >= 0
			res := r.search(depth+1, true)
			r.b.takeBack()
			if koTaken {
				res.lo, res.hi = max(res.lo, outKo), max(res.hi, outKo)
			}
			best.lo, best.hi = min(best.lo, res.lo), min(best.hi, res.hi)
		}
	}
	if best.lo == best.hi {
		r.tt[key] = best.lo
	}
	return best
}

// candidates are the moves of a node: the fixed moves, then the points of the stones captured
// on the way to it (which the fixed moves leave out).
func (r *reader) candidates(depth int) []int {
	if len(r.b.gone) == 0 {
		return r.moves
	}
	for len(r.buf) <= depth {
		r.buf = append(r.buf, nil)
	}
	r.buf[depth] = append(append(r.buf[depth][:0], r.moves...), r.b.gone...)
	return r.buf[depth]
}

// readSpaceOf is the space chain ch can use: the points reached from it through empty points,
// its colour's stones and the opponent's stones marked dead (not through the opponent's living
// stones). It returns the empty points and ok false when there are more than readSpace of them.
func readSpaceOf(g *grid, ch chainInPosition, dead []bool) (empties []int, area []int, ok bool) {
	o := ch.color.Opponent()
	seen := make(map[int]bool, 32)
	area = append(area, ch.stones...)
	for _, s := range ch.stones {
		seen[s] = true
	}
	for k := 0; k < len(area); k++ {
		for _, q := range g.neighbours(area[k]) {
			if seen[q] || g.stones[q] == o && !dead[q] {
				continue
			}
			seen[q] = true
			area = append(area, q)
			if g.stones[q] == Empty {
				empties = append(empties, q)
				if len(empties) > readSpace {
					return nil, nil, false
				}
			}
		}
	}
	return empties, area, true
}

// readChains reads every chain that is not proved alive and whose space is small, given the
// estimate's dead stones; the verdicts are indexed by stone.
func readChains(g *grid, stones []Color, dead, benson []bool) []readVerdict {
	n := len(stones)
	out := make([]readVerdict, n)
	if n > maxPoints {
		return out
	}
	b := newReadBoard(g, stones)
	budget := readBoardNodes
	var spread [][]int
	chains := chainsOf(g)
	chainOf := make([]int, n)
	for k, ch := range chains {
		for _, s := range ch.stones {
			chainOf[s] = k
		}
	}
	olibs := chainLiberties(g.w, g.h, stones)
	for _, ch := range chains {
		if benson[ch.stones[0]] {
			continue
		}
		empties, area, ok := readSpaceOf(g, ch, dead)
		if !ok {
			continue
		}
		if budget <= 0 {
			for _, s := range ch.stones {
				out[s] = readUnknown
			}
			continue
		}
		v := readChain(g, b, ch, empties, area, olibs, min(readNodes, budget), &budget)
		for _, s := range ch.stones {
			out[s] = v
		}
		if v == readKo || v == readUnsettled {
			spread = append(spread, area)
		}
	}
	// The chains in one small space share a fate: where one hangs on a ko or on who moves
	// first, so do those of the space (its colour's and the opponent's stones taken for dead
	// in it) that the search did not settle.
	for k := 0; k < len(spread); k++ {
		area := spread[k]
		v := out[area[0]]
		share := func(p int) {
			if benson[p] || out[p] != readUnknown && out[p] != readUnread {
				return
			}
			ch := chains[chainOf[p]]
			for _, s := range ch.stones {
				out[s] = v
			}
			if _, a, ok := readSpaceOf(g, ch, dead); ok {
				spread = append(spread, a)
			}
		}
		for _, p := range area {
			if stones[p] != Empty {
				share(p)
			}
			// An opponent chain short of liberties on the space's border is in the fight.
			for _, q := range g.neighbours(p) {
				if stones[q] != Empty && stones[q] != stones[area[0]] && olibs[q] <= readBorderLibs {
					share(q)
				}
			}
		}
	}
	return out
}

// readChain asks both questions of one chain.
func readChain(g *grid, b *readBoard, ch chainInPosition, empties, area []int, olibs []int, limit int, budget *int) readVerdict {
	o := ch.color.Opponent()
	// The moves: the space's empty points, the chain's own liberties first, then the liberties
	// of the opponent's chains around the space that are short of liberties (capturing them is
	// a defence).
	moves := make([]int, 0, len(empties)+8)
	inMoves := map[int]bool{}
	add := func(p int) {
		if !inMoves[p] {
			inMoves[p] = true
			moves = append(moves, p)
		}
	}
	for _, p := range ch.libs {
		add(p)
	}
	for _, p := range empties {
		add(p)
	}
	for _, p := range area {
		for _, q := range g.neighbours(p) {
			if g.stones[q] == o && olibs[q] <= readWallLibs {
				b.chain(q, 0)
				for _, s := range b.chainB {
					for _, l := range g.neighbours(s) {
						if g.stones[l] == Empty {
							add(l)
						}
					}
				}
			}
		}
	}
	r := &reader{b: b, target: ch.stones[0], att: o, def: ch.color, moves: moves, limit: limit,
		maxDepth: 2*len(empties) + 12, tt: map[readKey]readOutcome{}}
	att := r.search(0, true)
	used := r.nodes
	r.nodes, r.limit = 0, min(limit, *budget-used)
	clear(r.tt)
	def := readOpen
	if r.limit > 0 {
		def = r.search(0, false)
	}
	*budget -= used + r.nodes
	switch {
	case att == readRange{outKo, outKo} || def == readRange{outKo, outKo}:
		return readKo
	case att.hi == outLives:
		return readAlive
	case def.lo == outCaptured:
		return readDead
	case att.lo == outCaptured && def.hi == outLives:
		return readUnsettled
	case att.lo >= outKo && def.hi <= outKo && (att.lo == outKo || def.hi == outKo):
		return readKo
	}
	return readUnknown
}
