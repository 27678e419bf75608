// Package estimate guesses the dead stones of a final Go position that neither the players nor
// the record mark, and the stones whose status it leaves in doubt: random games checked by static
// rules of life and death and a local reading (docs/SCORING.md, "Dead-stone estimation"). Its
// export is the estimate: Dead, which goban.ScoreGame takes as GameScoreOptions.Estimate, and
// Detail, the same with each chain's evidence.
package estimate

import (
	"math/rand/v2"
	"slices"

	"github.com/hoshi-go/hoshi/internal/goban"
)

// playouts is the number of random games Dead plays from a position, half with each
// colour to move. Enough for stable ownership on 19x19 within the time budget of a web request.
const playouts = 512

// deadShare is the share of playouts in which a group's points must end up the opponent's for
// the group to count as dead.
const deadShare = 0.5

// Dead guesses which stones of a finished game are dead, for games whose files do not
// say. The same position and seed always give the same answer; uncertain marks the stones whose
// status it does not settle beyond doubt (Detail says why). In order:
//
//  1. Stones that Benson's algorithm proves alive are never dead.
//  2. Random games are played to the end from the position (see playout) and a chain is dead when
//     its points end up the opponent's in most of them.
//  3. Loose frameworks (frameworksAlive): the wall of an area of at least minFramework empty
//     points that the opponent reaches only through one-point gaps, with no opponent stone
//     inside, is alive when the territory analysis gives it two eyes once the gaps are filled.
//     Random games never block behind a push into a gap and cut the wall's short chains off.
//  4. Enclosed areas (reviveEnclosed): where one colour's stones enclose an area with opponent
//     stones inside that cannot live there and have no room (hasRoom), and the enclosing chains
//     have two eyes once those stones are dead, they are dead and the enclosing chains alive
//     (smaller areas first; a larger area does not overturn them). An area of more than
//     maxEnclosed points must also look like territory with an invasion left in it
//     (largeAreaOwned). Random games let the owner of a big eye space lose it, and let a lone
//     stone in a big moyo live as often as not, which real players do not.
//  5. Groups short of eyes (settle): a group that the territory analysis finds with fewer than
//     two eyes (not counting a one-point eye that the opponent can take away by putting a chain
//     next to it in atari), that cannot connect to a living group of its colour and that only the
//     opponent's living groups with two eyes surround (so there is no seki) is dead, unless it
//     has room (hasRoom): it bounds its area at least as much as the opponent's enclosing stones
//     do and at least minRoom of the area's points are nearer to it, as a wall around the
//     opponent's living invasion is. Random games let weak groups live by chance, for the
//     attacker does not know how to take their last liberties.
//  6. Consistency: a dead chain whose neighbouring opponent stones are all dead lives.
//  7. A bent four in the corner is dead: the Japanese rules say so, and practice under other rules
//     agrees.
//  8. Local reading (readChains): a chain in a small space that a search proves alive though
//     the opponent moves first lives, one captured though its owner moves first is dead.
func Dead(p goban.Position, r goban.Rules, seed int64) (dead, uncertain []bool) {
	e := Detail(p, r, seed)
	return e.Dead, e.Uncertain
}

// Detail is Dead with the evidence for every chain.
func Detail(p goban.Position, r goban.Rules, seed int64) Estimate {
	return estimateDetail(p.Size, p.Size, p.Cells, r, seed)
}

// estimateDetail is Detail on a w x h board.
func estimateDetail(w, h int, stones []goban.Color, r goban.Rules, seed int64) Estimate {
	n := len(stones)
	e := Estimate{Dead: make([]bool, n), Uncertain: make([]bool, n)}
	dead := e.Dead
	if r.Scoring == goban.ScoringAreaNoRemoval {
		return e
	}
	g := goban.NewGrid(w, h, stones, nil)
	alive := make([]bool, n)
	for _, c := range [2]goban.Color{goban.Black, goban.White} {
		goban.BensonColor(g, c, alive)
	}
	benson := slices.Clone(alive)
	own, ok := ownership(w, h, stones, r, seed)
	if !ok {
		return e
	}
	lostShare := make([]float64, n)
	for _, ch := range chainsOf(g) {
		if benson[ch.stones[0]] {
			continue
		}
		lost := 0
		for _, i := range ch.stones {
			if ch.color == goban.Black {
				lost += own[i].white
			} else {
				lost += own[i].black
			}
		}
		share := float64(lost) / float64(len(ch.stones)*playouts)
		for _, i := range ch.stones {
			lostShare[i] = share
		}
		if share > deadShare {
			for _, i := range ch.stones {
				dead[i] = true
			}
		}
	}
	// Each static step may overturn the playouts; the last step that changed a stone (or, for
	// frameworks and enclosed areas, proved it alive) is its evidence.
	by := make([]Evidence, n)
	before := slices.Clone(dead)
	aliveBefore := slices.Clone(alive)
	step := func(ev Evidence) {
		for i := range n {
			if dead[i] != before[i] || alive[i] != aliveBefore[i] {
				by[i] = ev
			}
		}
		copy(before, dead)
		copy(aliveBefore, alive)
	}
	frameworksAlive(w, h, stones, alive, dead)
	step(EvidenceFramework)
	reviveEnclosed(w, h, stones, alive, dead)
	step(EvidenceEnclosed)
	settle(w, h, stones, alive, dead)
	step(EvidenceShortOfEyes)
	reviveOrphans(w, h, stones, dead)
	step(EvidenceOrphan)
	markBentFours(g, dead)
	step(EvidenceBentFour)
	read := readChains(g, stones, dead, benson)
	for i, v := range read {
		switch {
		case v == readAlive && dead[i]:
			dead[i] = false
		case v == readDead && !dead[i]:
			dead[i] = true
		}
	}
	step(EvidenceReading)
	tactic := readTactics(g, stones, dead, benson, read)
	judge(g, stones, &e, benson, by, lostShare, read, tactic)
	return e
}

// pointOwners counts in how many playouts a point ended up each colour's.
type pointOwners struct{ black, white int }

// ownership plays the random games and counts who owns each point at their end; ok is false
// when the board is too large for the playout board.
func ownership(w, h int, stones []goban.Color, r goban.Rules, seed int64) (own []pointOwners, ok bool) {
	n := len(stones)
	own = make([]pointOwners, n)
	rules := r
	rules.Ko = goban.KoSimple // superko history would only slow the playouts down
	start, ok := goban.BoardForGrid(w, h, stones, rules)
	if !ok {
		return nil, false
	}
	b := start.Clone()
	rng := rand.New(rand.NewPCG(uint64(seed), 0x686f736869))
	pl := &playout{b: b, rng: rng, seen: make([]uint32, b.Points())}
	stride := w + 2
	for k := range playouts {
		b.CopyFrom(start)
		first := goban.Black
		if k%2 == 1 {
			first = goban.White
		}
		pl.run(first, 3*n)
		for i := range n {
			switch pl.owner(goban.GridPoint(stride, w, i)) {
			case goban.Black:
				own[i].black++
			case goban.White:
				own[i].white++
			}
		}
	}
	return own, true
}
