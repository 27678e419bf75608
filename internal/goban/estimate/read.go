package estimate

import "github.com/hoshi-go/hoshi/internal/goban"

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

// Bounds of the search: the space it reads in, the nodes of one question and of a whole board.
var (
	readSpace      = 12    // empty points of the space a chain can use
	readNodes      = 3000  // nodes of one search (attacker first or defender first)
	readBoardNodes = 15000 // nodes of all searches of one board
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

// readMode is one boolean question of the search: does the attacker reach at least theta? A
// line longer than the search's depth counts as a success for the attacker when capWin is true
// and as a failure when it is false, so a search that answers yes with capWin false, or no with
// capWin true, has proved its answer without the help of the depth bound.
type readMode struct {
	theta  readOutcome
	capWin bool
}

// reader searches one chain's capture.
type reader struct {
	b         *readBoard
	target    int
	att, def  goban.Color
	moves     []int
	nodes     int
	limit     int
	aborted   bool // the node limit was reached: the answer is unknown
	maxDepth  int
	mode      readMode
	tt        map[readKey]readEntry
	tts       map[readMode]map[readKey]readEntry
	caps      int     // lines cut by the depth bound so far
	buf       [][]int // the candidates of each depth
	order     [][]int // the same in the order they are tried
	score     []int   // scratch: the candidates' scores
	life      *lifeCheck
	libMark   []uint32 // the target's liberties at the node being ordered
	libStamp  uint32
	candMark  []uint32 // the candidates collected at a node
	candStamp uint32
	root      []goban.Color // the position the search started from
	seen      []uint32      // the chains whose liberties a node has counted: seenAt, seenLibs
	seenLibs  []uint8
	seenAt    uint32
	escape    int // tactical reading (tactic.go): a target with this many liberties has escaped; 0 for none
}

// reaches reports whether the attacker reaches at least r.mode.theta with the attacker
// (attacker == true) or the defender to move. A ko capture gives its player at best a ko: the
// attacker's cannot reach a capture, the defender's concedes a ko.
func (r *reader) reaches(depth int, attacker bool) bool {
	r.nodes++
	if r.nodes > r.limit {
		r.aborted = true
		return false
	}
	if depth > r.maxDepth {
		r.caps++
		return r.mode.capWin
	}
	key := readKey{hash: r.b.hash, ko: int32(r.b.ko), attacker: attacker}
	rem := int16(r.maxDepth - depth)
	if e, ok := r.tt[key]; ok && e.holds(rem, r.mode.capWin) {
		if !e.exact {
			r.caps++ // the answer leans on the bound: so does its user's
		}
		return e.res
	}
	caps := r.caps
	// Benson's check only with the attacker to move: a defender to move who is alive passes,
	// and the check one move later ends the line.
	if r.escaped() || r.b.twoEyes(r.target) || attacker && r.life.alive(r.target, r.def) {
		r.tt[key] = readEntry{res: false, exact: true}
		return false
	}
	var res bool
	if attacker {
		for _, m := range r.ordered(depth, r.att) {
			if r.b.ownEye(r.att, m) {
				continue
			}
			if _, ok := r.b.play(r.att, m); !ok {
				continue
			}
			koTaken := r.b.ko >= 0
			var w bool
			switch {
			case r.b.cells[r.target] == goban.Empty:
				w = !koTaken || r.mode.theta <= outKo
			case koTaken && r.mode.theta == outCaptured:
				w = false
			default:
				w = r.reaches(depth+1, false)
			}
			r.b.takeBack()
			if r.aborted {
				return false
			}
			if w {
				res = true
				break
			}
		}
	} else {
		res = true
		for _, m := range r.ordered(depth, r.def) {
			if r.b.ownEye(r.def, m) {
				continue
			}
			if _, ok := r.b.play(r.def, m); !ok {
				continue
			}
			koTaken := r.b.ko >= 0
			w := koTaken && r.mode.theta == outKo || r.reaches(depth+1, true)
			r.b.takeBack()
			if r.aborted {
				return false
			}
			if !w {
				res = false
				break
			}
		}
		if res {
			r.b.pass()
			res = r.reaches(depth+1, true)
			r.b.takeBack()
			if r.aborted {
				return false
			}
		}
	}
	r.tt[key] = readEntry{res: res, exact: r.caps == caps, rem: rem}
	return res
}

// readEntry is a position's answer in the transposition table: exact when no line of its
// search was cut by the depth bound, else valid only for as much depth left as rem or, on the
// side the bound cannot change, more or less (answers cut by the bound count for the attacker
// when capWin is true: more depth can only turn them against him; and against him when it is
// false).
type readEntry struct {
	res   bool
	exact bool
	rem   int16
}

func (e readEntry) holds(rem int16, capWin bool) bool {
	switch {
	case e.exact:
		return true
	case capWin == e.res:
		// The answer the bound favours stays with less depth left.
		return rem <= e.rem
	default:
		// The answer against the bound stays with more depth left.
		return rem >= e.rem
	}
}

// ask runs one boolean question; ok is false when the node limit cut it short.
func (r *reader) ask(attacker bool, m readMode) (yes, ok bool) {
	if r.aborted {
		return false, false
	}
	r.mode = m
	r.tt = r.tts[m]
	if r.tt == nil {
		r.tt = map[readKey]readEntry{}
		r.tts[m] = r.tt
	}
	yes = r.reaches(0, attacker)
	return yes, !r.aborted
}

// outcome bounds the outcome with the attacker (attacker == true) or the defender first.
func (r *reader) outcome(attacker bool) readRange {
	rg := readOpen
	for _, theta := range [2]readOutcome{outKo, outCaptured} {
		if rg.lo >= theta || rg.hi < theta {
			continue
		}
		if yes, ok := r.ask(attacker, readMode{theta, false}); !ok {
			break
		} else if yes {
			rg.lo = theta
			continue
		}
		if yes, ok := r.ask(attacker, readMode{theta, true}); !ok {
			break
		} else if !yes {
			rg.hi = theta - 1
		}
	}
	return rg
}

// candidates are the moves of a node: the fixed moves, then the points that differ from the
// position the search started from, empty (the stones captured) or holding a stone whose chain
// is short of liberties (one or two), with that chain's liberties: a stone played outside the
// space that cuts a wall chain must be capturable. They depend on the position only, not on the
// way to it, so that the transposition table's answers hold whatever the way.
func (r *reader) candidates(depth int) []int {
	b := r.b
	for len(r.buf) <= depth {
		r.buf = append(r.buf, nil)
	}
	r.candStamp++
	if r.candStamp == 0 {
		clear(r.candMark)
		r.candStamp = 1
	}
	cs := r.candStamp
	out := r.buf[depth][:0]
	add := func(p int) {
		if r.candMark[p] != cs {
			r.candMark[p] = cs
			out = append(out, p)
		}
	}
	for _, p := range r.moves {
		add(p)
	}
	if r.escape > 0 {
		// A tactical search follows the target: its liberties are always moves.
		b.chain(r.target, 0)
		for _, s := range b.chainB {
			for _, q := range b.nbs[s] {
				if b.cells[q] == goban.Empty {
					add(q)
				}
			}
		}
	}
	r.newNode()
	changed := func(p int) {
		switch {
		case b.cells[p] == r.root[p]:
		case b.cells[p] == goban.Empty:
			add(p)
		case r.seen[p] == r.seenAt: // a chain already looked at
		case r.shortLibs(p, 3) <= 2:
			for _, s := range b.chainB {
				for _, q := range b.nbs[s] {
					if b.cells[q] == goban.Empty {
						add(q)
					}
				}
			}
		}
	}
	for _, u := range b.undo {
		if u.p >= 0 {
			changed(u.p)
		}
	}
	for _, p := range b.gone {
		changed(p)
	}
	r.buf[depth] = out
	return out
}

// ordered is candidates in the order the player c tries them: captures first (of the attacker's
// chains next to the target for the defender), then the target's liberties, then the points
// with more empty neighbours (the vital points of eye shapes).
func (r *reader) ordered(depth int, c goban.Color) []int {
	cand := r.candidates(depth)
	for len(r.order) <= depth {
		r.order = append(r.order, nil)
	}
	out := append(r.order[depth][:0], cand...)
	r.order[depth] = out
	b := r.b
	r.libStamp++
	if r.libStamp == 0 {
		clear(r.libMark)
		r.libStamp = 1
	}
	ls := r.libStamp
	libs := b.chain(r.target, 0)
	for _, s := range b.chainB {
		for _, q := range b.nbs[s] {
			if b.cells[q] == goban.Empty {
				r.libMark[q] = ls
			}
		}
	}
	o := c.Opponent()
	r.score = r.score[:0]
	for _, m := range out {
		sc := 0
		if b.cells[m] != goban.Empty {
			r.score = append(r.score, -1000)
			continue
		}
		if r.libMark[m] == ls {
			sc += 20
			if c == r.att && libs == 1 {
				sc += 1000
			}
		}
		for _, q := range b.nbs[m] {
			switch b.cells[q] {
			case goban.Empty:
				sc += 2
			case o:
				if r.shortLibs(q, 2) == 1 {
					sc += 100
				}
			}
		}
		r.score = append(r.score, sc)
	}
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && r.score[j] > r.score[j-1]; j-- {
			r.score[j], r.score[j-1] = r.score[j-1], r.score[j]
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

// newNode starts a node's counts of liberties (shortLibs).
func (r *reader) newNode() {
	r.seenAt++
	if r.seenAt == 0 {
		clear(r.seen)
		r.seenAt = 1
	}
}

// shortLibs counts the liberties of the chain at p up to limit, once a node: a chain walked to
// the end (fewer liberties than limit) is remembered at all its stones, with b.chainB left
// holding it; one cut short at p only. The answer is min(liberties, limit).
func (r *reader) shortLibs(p, limit int) int {
	if r.seen[p] == r.seenAt && int(r.seenLibs[p]) < limit {
		return int(r.seenLibs[p])
	}
	l := r.b.chain(p, limit)
	if l < limit {
		for _, s := range r.b.chainB {
			r.seen[s], r.seenLibs[s] = r.seenAt, uint8(l)
		}
	} else {
		r.seen[p], r.seenLibs[p] = r.seenAt, uint8(l)
	}
	return l
}

// readSpaceOf is the space chain ch can use: the points reached from it through empty points,
// its colour's stones and the opponent's stones marked dead (not through the opponent's living
// stones). It returns the empty points and ok false when there are more than readSpace of them.
func readSpaceOf(g *goban.Grid, ch chainInPosition, dead []bool) (empties []int, area []int, ok bool) {
	o := ch.color.Opponent()
	seen := make(map[int]bool, 32)
	area = append(area, ch.stones...)
	for _, s := range ch.stones {
		seen[s] = true
	}
	for k := 0; k < len(area); k++ {
		for _, q := range g.Neighbours(area[k]) {
			if seen[q] || g.Stones()[q] == o && !dead[q] {
				continue
			}
			seen[q] = true
			area = append(area, q)
			if g.Stones()[q] == goban.Empty {
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
func readChains(g *goban.Grid, stones []goban.Color, dead, benson []bool) []readVerdict {
	n := len(stones)
	out := make([]readVerdict, n)
	if n > goban.MaxPoints {
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
	olibs := chainLiberties(g.Width(), g.Height(), stones)
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
		if v == readDead {
			// The capture may lean on opponent stones taken for dead inside the space: they
			// capture, then die themselves, and the point ends up the chain's colour's.
			for _, p := range area {
				if stones[p] == ch.color.Opponent() {
					v = readUnknown
					break
				}
			}
		}
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
			if stones[p] != goban.Empty {
				share(p)
			}
			// An opponent chain short of liberties on the space's border is in the fight.
			for _, q := range g.Neighbours(p) {
				if stones[q] != goban.Empty && stones[q] != stones[area[0]] && olibs[q] <= readBorderLibs {
					share(q)
				}
			}
		}
	}
	return out
}

// readChain asks both questions of one chain.
func readChain(g *goban.Grid, b *readBoard, ch chainInPosition, empties, area []int, olibs []int, limit int, budget *int) readVerdict {
	r := newReader(g, b, ch, empties, area, olibs, readWallLibs, limit)
	return r.verdict(budget)
}

// verdict asks both questions of the reader's chain and charges the nodes to budget.
func (r *reader) verdict(budget *int) readVerdict {
	att := r.outcome(true)
	def := readOpen
	if att.hi > outLives {
		def = r.outcome(false)
	}
	*budget -= r.nodes
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

// newReader prepares the search of one chain within at most limit nodes.
func newReader(g *goban.Grid, b *readBoard, ch chainInPosition, empties, area []int, olibs []int, wallLibs, limit int) *reader {
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
		for _, q := range g.Neighbours(p) {
			if g.Stones()[q] == o && olibs[q] <= wallLibs {
				b.chain(q, 0)
				for _, s := range b.chainB {
					for _, l := range g.Neighbours(s) {
						if g.Stones()[l] == goban.Empty {
							add(l)
						}
					}
				}
			}
		}
	}
	// The points of the fight, for the static life check: the space, the moves and the
	// opponent's chains whose liberties are moves.
	pts := append(append([]int(nil), area...), moves...)
	for _, p := range moves {
		for _, q := range g.Neighbours(p) {
			if g.Stones()[q] == o && olibs[q] <= wallLibs {
				b.chain(q, 0)
				pts = append(pts, b.chainB...)
			}
		}
	}
	return &reader{b: b, target: ch.stones[0], att: o, def: ch.color, moves: moves, limit: limit,
		maxDepth: 2*len(empties) + 12, tts: map[readMode]map[readKey]readEntry{},
		life: newLifeCheck(b, pts), libMark: make([]uint32, len(b.cells)), candMark: make([]uint32, len(b.cells)),
		root: append([]goban.Color(nil), b.cells...), seen: make([]uint32, len(b.cells)),
		seenLibs: make([]uint8, len(b.cells))}
}
