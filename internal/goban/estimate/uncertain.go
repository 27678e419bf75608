package estimate

import (
	"slices"

	"github.com/hoshi-go/hoshi/internal/goban"
)

// Evidence names what decided a group's status in the dead-stone estimate.
type Evidence string

// The evidence behind a group's status (Detail).
const (
	// EvidenceBenson: Benson's algorithm proves the group alive whatever the opponent plays.
	EvidenceBenson Evidence = "benson"
	// EvidencePlayouts: the share of random games in which the group's points end up the
	// opponent's (GroupStatus.Share) decided.
	EvidencePlayouts Evidence = "playouts"
	// EvidenceFramework: the group walls off a loose framework that makes two eyes.
	EvidenceFramework Evidence = "framework"
	// EvidenceEnclosed: stones inside an area the opponent encloses with two eyes, or the
	// enclosing wall itself.
	EvidenceEnclosed Evidence = "enclosed"
	// EvidenceShortOfEyes: a group without two eyes surrounded by living groups.
	EvidenceShortOfEyes Evidence = "short of eyes"
	// EvidenceOrphan: a group taken for dead whose every attacker is dead too lives.
	EvidenceOrphan Evidence = "no living attacker"
	// EvidenceBentFour: the defender of a bent four in the corner.
	EvidenceBentFour Evidence = "bent four"
	// EvidenceReading: the local life-and-death search (read.go) read the chain out:
	// alive though the opponent moves first, or dead though its owner does.
	EvidenceReading Evidence = "reading"
)

// Estimate is the dead-stone estimate of a position with the evidence behind it.
type Estimate struct {
	// Dead and Uncertain mark points (indexed like Position.Cells): a dead stone, a stone whose
	// status is not settled beyond doubt and must be confirmed by the players.
	Dead      []bool
	Uncertain []bool
	// Groups lists every chain with its status, stones first by their index.
	Groups []GroupStatus
}

// GroupStatus is one chain's status in an Estimate.
type GroupStatus struct {
	Color     goban.Color
	Stones    []int // indexes into Position.Cells
	Dead      bool
	Uncertain bool
	Evidence  Evidence
	// Share is the share of random games in which the chain's points ended up the opponent's
	// (0 for a chain Benson proves alive).
	Share float64
	// Why says why an uncertain chain is uncertain.
	Why string
	// read is the local reading's verdict on the chain (readUnread when it was not read).
	read readVerdict
	// tactic is the tactical reading's verdict (readUnread when it was not read so).
	tactic readVerdict
}

// Thresholds of the uncertainty rules (judge); variables so that measurements can vary them.
var (
	sureShare = 0.15 // playouts must agree in all but this share of games
	// A chain that the playouts alone decide must go one way in more than 1-splitShare of the
	// games, or 1-unreadShare when it was not read (its space is large), else it is uncertain.
	// A living chain of at most loneStones stones that was not read needs more than
	// 1-loneShare: one or two stones hardly weigh on the random games around them, and their
	// share drifts with the area's.
	splitShare  = 0.2
	unreadShare = 0.4
	loneShare   = 0.25
	loneStones  = 2
	raceLibs    = 2  // chains with this many liberties or fewer may be captured in a race or ko
	killerLibs  = 1  // an attacker with this many liberties or fewer once the dead stones are gone may be captured
	deadRoom    = 10 // a dead group nearer than the opponent to more points than this may have room for two eyes
	smallSpace  = 6  // an area of this many points or fewer cannot hold a living group
	// A living chain inside a dead group's eye space is sure only when the random games give
	// it to its owner in all but this share.
	enclosedShare = 0.05
)

// judge fills e.Groups and e.Uncertain: it weighs the evidence of each chain against a second
// look at the position with the estimated dead stones removed.
func judge(g *goban.Grid, stones []goban.Color, e *Estimate, benson []bool, by []Evidence, share []float64, read, tactic []readVerdict) {
	chains := chainsOf(g)
	cleaned := make([]goban.Color, len(stones))
	for i, c := range stones {
		if !e.Dead[i] {
			cleaned[i] = c
		}
	}
	cg := goban.NewGrid(g.Width(), g.Height(), cleaned, nil)
	libs := chainLiberties(g.Width(), g.Height(), cleaned)
	dg := goban.NewGrid(g.Width(), g.Height(), stones, e.Dead)
	ta, region := goban.AnalyseTerritoryRegions(dg, true)
	olibs := chainLiberties(g.Width(), g.Height(), stones)
	shaky := shakyRegions(dg, ta, region, olibs)
	lk := look{g: g, cg: cg, libs: libs, olibs: olibs, ta: ta, region: region, shaky: shaky, dead: e.Dead, read: read, tactic: tactic}
	for _, ch := range chains {
		i := ch.stones[0]
		gs := GroupStatus{Color: ch.color, Stones: ch.stones, Dead: e.Dead[i], Share: share[i], read: read[i], tactic: tactic[i]}
		switch {
		case benson[i]:
			gs.Evidence = EvidenceBenson
		case by[i] != "":
			gs.Evidence = by[i]
		default:
			gs.Evidence = EvidencePlayouts
		}
		if gs.Evidence != EvidenceBenson {
			gs.Why = lk.doubt(ch, gs)
			gs.Uncertain = gs.Why != ""
		}
		e.Groups = append(e.Groups, gs)
	}
	lk.spread(e, chains, benson)
	for _, gs := range e.Groups {
		if gs.Uncertain {
			for _, i := range gs.Stones {
				e.Uncertain[i] = true
			}
		}
	}
}

// spread carries doubt between chains whose fates hang together, until nothing changes:
//
//   - a living chain whose own space (the points it reaches through empty points and stones of
//     its colour) is bordered only by dead opponent stones lives inside the eye space of a
//     group taken for dead: one of the two is wrong if the other is, so both are uncertain,
//     unless the reading proved the living chain alive or the dead ones dead, or the random
//     games give the living chain to its owner in all but enclosedShare of them;
//   - a dead chain with an uncertain living opponent chain around its area (a killer that may
//     die) is uncertain.
func (lk look) spread(e *Estimate, chains []chainInPosition, benson []bool) {
	g := lk.g
	n := len(g.Stones())
	chainOf := make([]int, n)
	for k, ch := range chains {
		for _, s := range ch.stones {
			chainOf[s] = k
		}
	}
	groups := e.Groups
	mark := func(k int, why string) bool {
		if groups[k].Uncertain || benson[chains[k].stones[0]] {
			return false
		}
		groups[k].Uncertain, groups[k].Why = true, why
		return true
	}
	for k, ch := range chains {
		gs := groups[k]
		if gs.Dead || benson[ch.stones[0]] {
			continue
		}
		border, ok := lk.enclosedByDead(ch)
		if !ok {
			continue
		}
		proved := gs.read == readAlive
		for _, d := range border {
			proved = proved || groups[chainOf[d]].read == readDead
		}
		if proved {
			continue
		}
		if gs.Share <= enclosedShare {
			continue
		}
		mark(k, "lives inside a group taken for dead")
		for _, d := range border {
			mark(chainOf[d], "encloses a living group")
		}
	}
	for changed := true; changed; {
		changed = false
		for k, ch := range chains {
			if groups[k].Dead || groups[k].Uncertain || groups[k].Share <= sureShare {
				continue
			}
			// One group: a living chain that connects to an uncertain living chain of its
			// colour by one move (a diagonal or a shared liberty) shares its doubt, unless the
			// random games keep it in all but sureShare of them.
			for _, q := range lk.groupNeighbours(ch) {
				if h := chainOf[q]; h != k && !groups[h].Dead && groups[h].Uncertain {
					changed = mark(k, "one group with an uncertain chain") || changed
					break
				}
			}
		}
		for k, ch := range chains {
			if !groups[k].Dead || groups[k].Uncertain {
				continue
			}
			area, _ := lk.areaAround(ch.stones[0], ch.color.Opponent())
			for _, p := range area {
				for _, q := range g.Neighbours(p) {
					if lk.cg.Stones()[q] == ch.color.Opponent() && groups[chainOf[q]].Uncertain {
						changed = mark(k, "its attacker is uncertain") || changed
					}
				}
			}
		}
	}
}

// groupNeighbours lists the stones of the chain's colour that one move connects to it: on a
// diagonal of one of its stones whose two cutting points are not both the opponent's living
// stones, or next to one of its liberties.
func (lk look) groupNeighbours(ch chainInPosition) []int {
	g := lk.g
	o := ch.color.Opponent()
	var out []int
	for _, s := range ch.stones {
		x, y := s%g.Width(), s/g.Width()
		for _, d := range [4][2]int{{-1, -1}, {1, -1}, {-1, 1}, {1, 1}} {
			nx, ny := x+d[0], y+d[1]
			if nx < 0 || ny < 0 || nx >= g.Width() || ny >= g.Height() {
				continue
			}
			q := ny*g.Width() + nx
			if g.Stones()[q] == ch.color && (lk.cg.Stones()[y*g.Width()+nx] != o || lk.cg.Stones()[ny*g.Width()+x] != o) {
				out = append(out, q)
			}
		}
	}
	for _, l := range ch.libs {
		for _, q := range g.Neighbours(l) {
			if g.Stones()[q] == ch.color {
				out = append(out, q)
			}
		}
	}
	return out
}

// enclosedByDead reports whether the living chain's own space (the points reached from it
// through empty points and stones of its colour) is bordered by opponent stones that are all
// dead, and returns them.
func (lk look) enclosedByDead(ch chainInPosition) (border []int, ok bool) {
	g := lk.g
	o := ch.color.Opponent()
	seen := map[int]bool{}
	queue := slices.Clone(ch.stones)
	for _, s := range queue {
		seen[s] = true
	}
	for k := 0; k < len(queue); k++ {
		for _, q := range g.Neighbours(queue[k]) {
			if seen[q] {
				continue
			}
			seen[q] = true
			if g.Stones()[q] == o {
				if !lk.dead[q] {
					return nil, false
				}
				border = append(border, q)
				continue
			}
			queue = append(queue, q)
		}
	}
	return border, len(border) > 0
}

// look is the position seen again with the estimated dead stones removed.
type look struct {
	g, cg  *goban.Grid // the position, and the position without the dead stones
	libs   []int       // liberties of each chain of cg
	olibs  []int       // liberties of each chain of the position itself
	ta     goban.TerritoryResult
	region []int32
	shaky  map[int32]bool
	dead   []bool
	read   []readVerdict
	tactic []readVerdict // the tactical reading's verdicts (tactic.go)
}

// twoEyes reports whether the territory analysis gives the living stone i two eyes: not in seki,
// and no eye the opponent can take away.
func (lk look) twoEyes(i int) bool {
	return lk.ta.Seki()[i] == goban.Empty && !(lk.region[i] >= 0 && lk.shaky[lk.region[i]])
}

// doubt says why a chain's status is not settled beyond doubt, or "".
func (lk look) doubt(ch chainInPosition, gs GroupStatus) string {
	g := lk.g
	i := ch.stones[0]
	o := ch.color.Opponent()
	if gs.Dead && gs.Share < deadShare || !gs.Dead && gs.Share > deadShare {
		// A static step overturned the playouts: two judges disagree.
		return "the playouts disagree with " + string(gs.Evidence)
	}
	if gs.Evidence == EvidencePlayouts && lk.split(i, gs.Share, len(ch.stones), gs.Dead) {
		return "playouts split"
	}
	switch lk.read[i] {
	case readUnsettled:
		return "unsettled: whoever moves first decides"
	case readKo:
		return "ko"
	}
	if gs.Share > sureShare && gs.Share < 1-sureShare && lk.racing(ch) {
		return "capturing race"
	}
	if !gs.Dead {
		switch lk.tactic[i] {
		case readUnsettled, readDead:
			return "the opponent captures it moving first (tactical reading)"
		case readKo:
			return "a ko the opponent may start (tactical reading)"
		}
		if lk.ta.Seki()[i] != goban.Empty {
			return "seki"
		}
		if lk.libs[i] <= raceLibs {
			for _, s := range ch.stones {
				for _, q := range g.Neighbours(s) {
					if lk.cg.Stones()[q] == o && lk.libs[q] <= raceLibs && (!lk.twoEyes(i) || !lk.twoEyes(q)) {
						return "capturing race or ko"
					}
				}
			}
		}
		if gs.Share > sureShare && !lk.twoEyes(i) {
			return "playouts split, fewer than two eyes"
		}
		return ""
	}
	// A dead chain: its points must be the opponent's territory once it is removed, and every
	// living opponent chain around that area must be safe.
	area, space := lk.areaAround(i, o)
	for _, p := range area {
		if lk.ta.Territory()[p] != o {
			return "not in the opponent's territory"
		}
	}
	for _, p := range area {
		for _, q := range g.Neighbours(p) {
			if lk.cg.Stones()[q] != o {
				continue
			}
			if lk.libs[q] <= killerLibs {
				return "attacker short of liberties"
			}
			if !lk.twoEyes(q) {
				return "attacker without two eyes"
			}
		}
	}
	if gs.Share >= 1-sureShare || space <= smallSpace {
		return ""
	}
	// Treat the colour's stones of the area as alive: do they have room for two eyes?
	revived := slices.Clone(lk.dead)
	for _, p := range area {
		if lk.g.Stones()[p] == ch.color {
			revived[p] = false
		}
	}
	if _, _, room := roomOf(goban.NewGrid(g.Width(), g.Height(), g.Stones(), revived), area, ch.color); room > deadRoom {
		return "playouts split, room to live"
	}
	return ""
}

// racing reports whether the chain, in the position as it is, touches an opponent chain of the
// other status (a dead one next to a living one), both with at most raceLibs+1 liberties, the
// dead one with as many as the living one or one more: in a capturing race between them the
// next move decides (a chain with fewer liberties than its opponent loses even moving first),
// and the random games that split say so.
func (lk look) racing(ch chainInPosition) bool {
	o := ch.color.Opponent()
	mine := lk.olibs[ch.stones[0]]
	if mine > raceLibs+1 {
		return false
	}
	for _, s := range ch.stones {
		for _, q := range lk.g.Neighbours(s) {
			if lk.g.Stones()[q] != o || lk.dead[q] == lk.dead[s] || lk.olibs[q] > raceLibs+1 || abs(lk.olibs[q]-mine) > 1 {
				continue
			}
			// The dead chain's liberties against the living one's: with fewer, it loses the
			// race even moving first.
			d, l := mine, lk.olibs[q]
			if !lk.dead[s] {
				d, l = l, d
			}
			if d >= l {
				return true
			}
		}
	}
	return false
}

// areaAround is the area the dead stone i leaves once the dead stones are removed: the points
// connected to it that are not o's stones; space counts them.
func (lk look) areaAround(i int, o goban.Color) (area []int, space int) {
	seen := map[int]bool{i: true}
	area = []int{i}
	for k := 0; k < len(area); k++ {
		for _, q := range lk.g.Neighbours(area[k]) {
			if !seen[q] && lk.cg.Stones()[q] != o {
				seen[q] = true
				area = append(area, q)
			}
		}
	}
	return area, len(area)
}

// split reports whether the random games split on the chain at i (of size stones, dead or not)
// too evenly for their verdict to stand alone: the reading ran out of nodes on it and the share
// lies between splitShare and 1-splitShare, or it was not read and the share lies between
// unreadShare (loneShare for a living chain of at most loneStones) and one minus that.
func (lk look) split(i int, share float64, size int, dead bool) bool {
	lim := 0.0
	switch lk.read[i] {
	case readUnknown:
		lim = splitShare
	case readUnread:
		lim = unreadShare
		if size <= loneStones && !dead {
			lim = loneShare
		}
	default:
		return false
	}
	return share > lim && share < 1-lim
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}
