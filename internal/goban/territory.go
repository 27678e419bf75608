package goban

import "sync"

// Territory analysis for territory (Japanese-style) scoring of a finished game with its dead
// stones marked. It follows the approach of lightvector's goscorer (used by online-go.com):
// players need not fill every dame nor protect every cut, so territory cannot simply be "empty
// points bordered by one colour". Instead:
//
//  1. A point belongs to a colour's region when it reaches that colour's live stones but not the
//     other's; connection blocks stop reach leaking through nearly-closed walls.
//  2. Live chains joined through dame form macrochains; each region's empty points and dead stones
//     form potential eyes.
//  3. An eye point is false when the stones around it cannot connect to each other except through
//     it. Eyes get a value of 0, 1 or 2 from their shape.
//  4. A region whose eyes are worth fewer than two in total is in seki: nothing in it is territory.
//     Elsewhere the region's empty points and dead stones are territory, except false eyes that
//     will have to be filled, and points the opponent can still reach.

// territoryAnalysis holds the intermediate maps; ids index the info slices, -1 is "none".
type territoryAnalysis struct {
	g        *Grid
	block    []Color
	strict   [3][]bool // reach ignoring connection blocks, by colour
	reach    [3][]bool // reach stopped by the opponent's connection blocks
	region   []int32
	regions  []regionInfo
	chain    []int32
	chains   []chainInfo
	macro    []int32
	macros   []macroInfo
	eye      []int32
	eyes     []eyeInfo
	falseEye []bool // false for life and death
	noScore  []bool // false eyes that must be filled, so not scored

	// scratch space, reused between steps
	stack, realPts []int
	seen, marks    []uint32
	stamp, mark    uint32
	facts          []pointFacts
	pieceBuf       []int   // pieces: the points, piece after piece
	pieceStarts    []int   // pieces: where each piece starts in pieceBuf
	pieceList      [][]int // pieces: the result
	queue          []int
	graph          graphSearch // of macrochains and eyes, for false eyes
	nextNeighbour  []int32
	spoiled        []uint8 // bit c set: the point cannot be colour c's territory
	eyesOf         []int   // eye value per region
	out            TerritoryResult
}

type regionInfo struct {
	color Color
	eyes  []int32
}

type chainInfo struct {
	region    int32 // -1 unless the whole chain lies in one region
	liberties int
}

// touches lists, per neighbouring macrochain (for an eye) or eye (for a macrochain), the points
// of this side that touch it.
type touches struct{ list []touchList }

type touchList struct {
	other  int32
	points []int
}

type macroInfo struct{ touches }

type eyeInfo struct {
	touches
	color  Color
	region int32
	points []int
	value  int
}

// TerritoryResult is the analysis outcome per point.
type TerritoryResult struct {
	territory []Color // whose territory the point is, under a dead stone too
	seki      []Color // colour of the seki group the point belongs to
	sekiEye   []bool  // a point that would be territory if its group were not in seki
	falseEye  []bool  // judged false for life and death
	noScore   []bool  // false eye not scored because it must be filled
	dame      []bool
	eyeValue  []int8
}

// analyses recycles the analysis scratch space: scoring runs often (every click on a dead
// group in the web page) and the maps would otherwise be reallocated each time.
var analyses = sync.Pool{New: func() any { return new(territoryAnalysis) }}

// reset prepares a for grid g, keeping its memory.
func (a *territoryAnalysis) reset(g *Grid) {
	n := len(g.stones)
	a.g = g
	a.block = resize(a.block, n, Empty)
	for c := Black; c <= White; c++ {
		a.strict[c] = resize(a.strict[c], n, false)
		a.reach[c] = resize(a.reach[c], n, false)
	}
	a.region = resize(a.region, n, -1)
	a.chain = resize(a.chain, n, -1)
	a.macro = resize(a.macro, n, -1)
	a.eye = resize(a.eye, n, -1)
	// Stamps keep counting across analyses, so the stamp arrays need clearing only when they
	// grow or the counters come near wrapping; facts are written before they are read.
	if len(a.seen) < n || a.stamp > 1<<31 || a.mark > 1<<31 {
		a.seen, a.marks = make([]uint32, n), make([]uint32, n)
		a.stamp, a.mark = 0, 0
	}
	a.seen, a.marks = a.seen[:n], a.marks[:n]
	if len(a.facts) < n {
		a.facts = make([]pointFacts, n)
	}
	a.facts = a.facts[:n]
	a.regions, a.chains, a.macros, a.eyes = a.regions[:0], a.chains[:0], a.macros[:0], a.eyes[:0]
	// The result's maps are handed out, so they are fresh: one slab per type, cut in pieces.
	flags := make([]bool, 4*n)
	colors := make([]Color, 2*n)
	a.falseEye, a.noScore = flags[:n:n], flags[n:2*n:2*n]
	a.out = TerritoryResult{
		territory: colors[:n:n],
		seki:      colors[n:],
		falseEye:  a.falseEye,
		noScore:   a.noScore,
		sekiEye:   flags[2*n : 3*n : 3*n],
		dame:      flags[3*n:],
		eyeValue:  make([]int8, n),
	}
	a.spoiled = resize(a.spoiled, n, 0)
}

// resize returns s with length n, every element set to v.
func resize[T comparable](s []T, n int, v T) []T {
	if cap(s) < n {
		s = make([]T, n)
	}
	s = s[:n]
	var zero T
	if v == zero {
		clear(s)
		return s
	}
	for i := range s {
		s[i] = v
	}
	return s
}

// analyseTerritory runs the whole analysis on g.
func AnalyseTerritory(g *Grid) TerritoryResult {
	r, _ := AnalyseTerritoryRegions(g, false)
	return r
}

// AnalyseTerritoryRegions is analyseTerritory that also returns, when asked, each point's region
// (-1 for none), for the dead-stone estimator.
func AnalyseTerritoryRegions(g *Grid, regions bool) (TerritoryResult, []int32) {
	a := analyses.Get().(*territoryAnalysis)
	defer analyses.Put(a)
	a.reset(g)
	// Blocks only matter where both colours reach: the plain reach first, then the blocks there,
	// then the reach that blocks stop.
	for _, c := range [2]Color{Black, White} {
		a.markReach(c, a.strict[c], false)
	}
	if a.markBlocks() {
		for _, c := range [2]Color{Black, White} {
			a.markReach(c, a.reach[c], true)
		}
	} else {
		for _, c := range [2]Color{Black, White} {
			copy(a.reach[c], a.strict[c])
		}
	}
	a.markRegions()
	a.markChains()
	a.markMacrochains()
	a.markEyes()
	a.graph.ready = false
	a.markFalseEyes(a.falseEye, false)
	a.markEyeValues()
	a.markFalseEyes(a.noScore, true)
	r := a.result()
	a.out, a.falseEye, a.noScore = TerritoryResult{}, nil, nil // the caller's now
	if regions {
		return r, append([]int32(nil), a.region...)
	}
	return r, nil
}

// result turns the analysis into per-point territory, seki, false eye and dame maps.
func (a *territoryAnalysis) result() TerritoryResult {
	g := a.g
	n := len(g.stones)
	r := a.out
	// A dead stone thrown into a false eye that must be filled spoils the points next to it too.
	spoiled := a.spoiled
	for i := range n {
		if a.noScore[i] && g.stones[i] != Empty && g.dead[i] {
			for _, q := range g.Neighbours(i) {
				spoiled[q] |= 1 << g.stones[i].Opponent()
			}
		}
	}
	eyesOf := resize(a.eyesOf, len(a.regions), 0)
	a.eyesOf = eyesOf
	for rid, reg := range a.regions {
		for _, e := range reg.eyes {
			eyesOf[rid] += a.eyes[e].value
		}
	}
	for i := range n {
		rid := a.region[i]
		if rid < 0 {
			r.dame[i] = true
			continue
		}
		color := a.regions[rid].color
		if eyesOf[rid] <= 1 {
			r.seki[i] = color
		}
		if (g.stones[i] == Empty || g.dead[i]) && spoiled[i]&(1<<color) != 0 {
			a.noScore[i] = true
		}
		if e := a.eye[i]; e >= 0 {
			r.eyeValue[i] = int8(a.eyes[e].value)
		}
		if (g.stones[i] != color || g.dead[i]) && !a.noScore[i] &&
			a.chains[a.chain[i]].region == rid && !a.strict[color.Opponent()][i] {
			if r.seki[i] == Empty {
				r.territory[i] = color
			} else {
				r.sekiEye[i] = true
			}
		}
	}
	return r
}

// Territory says whose territory each point is (Empty: nobody's), under a dead stone too.
func (r TerritoryResult) Territory() []Color { return r.territory }

// Seki gives the colour of the seki group each point belongs to (Empty: none).
func (r TerritoryResult) Seki() []Color { return r.seki }

// EyeValue gives each point's eye value, 0, 1 or 2, as the analysis judged its eye.
func (r TerritoryResult) EyeValue() []int8 { return r.eyeValue }
