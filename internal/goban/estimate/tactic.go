package estimate

import "github.com/hoshi-go/hoshi/internal/goban"

// Tactical reading. The local reading (read.go) reads only chains whose space is
// small; a chain short of liberties that runs out into a large area of its colour is left to
// the playouts, which never look for the one move that captures it (an atari from the right
// side, a cut that turns the opponent's dead stones into a capturing race). So every chain
// taken for alive that was not read and has at most tacticLibs liberties is read tactically:
// the same search, whose moves are the chain's liberties (followed as it extends), the
// liberties of the opponent's chains next to it that have at most tacticWallLibs liberties
// (capturing them is a defence) and the points around stones played that are short of
// liberties; the chain has escaped once it has tacticEscape liberties. A chain that the
// opponent captures moving first is not settled beyond doubt: its verdict (unsettled, dead, ko)
// makes it uncertain (uncertain.go); the verdict never changes the estimate itself,
// for a capture read this way may lean on stones that die afterwards.
var (
	tacticLibs       = 2    // chains with this many liberties or fewer are read tactically
	tacticWallLibs   = 2    // the opponent's chains next to the target with this many liberties or fewer may be captured
	tacticEscape     = 4    // a target with this many liberties has escaped
	tacticNodes      = 1000 // nodes of one tactical question
	tacticBoardNodes = 6000 // nodes of all tactical searches of one board
	tacticDepth      = 16   // moves of a tactical line
)

// readTactics reads tactically every living chain (dead false) that is not proved alive, was not
// read (read[i] == readUnread) and has at most tacticLibs liberties; the verdicts are indexed by
// stone, readUnread where no search was made.
func readTactics(g *goban.Grid, stones []goban.Color, dead, benson []bool, read []readVerdict) []readVerdict {
	n := len(stones)
	out := make([]readVerdict, n)
	if n > goban.MaxPoints {
		return out
	}
	var b *readBoard
	var olibs []int
	budget := tacticBoardNodes
	for _, ch := range chainsOf(g) {
		i := ch.stones[0]
		if benson[i] || dead[i] || read[i] != readUnread || len(ch.libs) > tacticLibs || !touchesLiving(g, ch, dead) {
			continue
		}
		if budget <= 0 {
			break
		}
		if b == nil {
			b = newReadBoard(g, stones)
			olibs = chainLiberties(g.Width(), g.Height(), stones)
		}
		r := newReader(g, b, ch, nil, ch.stones, olibs, tacticWallLibs, min(tacticNodes, budget))
		r.escape = tacticEscape
		r.maxDepth = tacticDepth
		v := r.verdict(&budget)
		for _, s := range ch.stones {
			out[s] = v
		}
	}
	return out
}

// touchesLiving reports whether a stone of the chain touches an opponent stone taken for alive.
func touchesLiving(g *goban.Grid, ch chainInPosition, dead []bool) bool {
	o := ch.color.Opponent()
	for _, s := range ch.stones {
		for _, q := range g.Neighbours(s) {
			if g.Stones()[q] == o && !dead[q] {
				return true
			}
		}
	}
	return false
}

// escaped reports whether a tactical search's target has escaped (r.escape liberties or more).
func (r *reader) escaped() bool {
	return r.escape > 0 && r.b.chain(r.target, r.escape) >= r.escape
}
