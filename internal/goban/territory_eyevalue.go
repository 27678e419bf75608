package goban

// Eye values say how many eyes (0, 1 or 2) an eye space is worth to the group around it in a
// finished game. They are judged from shape alone, leaning towards the defender when a shape is
// unsettled: a finished game should not contain unsettled shapes, and a wrong judgement can be
// corrected by playing on (filling a dame, capturing a throw-in).
//
// Per real eye point the analysis counts "moves to block": how many moves the owner still needs
// to seal that point off as an eye. An empty neighbour outside the eye costs one move; a thrown-in
// stone on a false eye point makes sealing impossible (1000).

// pointFacts are the per-point counts the eye value rules look at.
type pointFacts struct {
	adjEye        int // neighbours that are real points of the same eye
	emptyAdj      int
	emptyAdjEye   int
	emptyAdjFalse int
	oppAdjFalse   int
	poke          bool // an opponent stone connected to a throw-in on a false eye point
	toBlock       int
}

// isReal reports whether i is a real (not false) point of eye eid.
func (a *territoryAnalysis) isReal(i int, eid int32) bool {
	return a.eye[i] == eid && !a.falseEye[i]
}

// markEyeValues computes every eye's value from the first (value-free) false eye map.
func (a *territoryAnalysis) markEyeValues() {
	for eid := range a.eyes {
		a.eyes[eid].value = a.eyeValue(int32(eid))
	}
}

func (a *territoryAnalysis) eyeValue(eid int32) int {
	g := a.g
	e := &a.eyes[eid]
	pla := e.color
	opp := pla.Opponent()
	real := a.realPts[:0]
	for _, p := range e.points {
		if !a.falseEye[p] {
			real = append(real, p)
		}
	}
	a.realPts = real
	facts := a.facts
	for _, p := range real {
		f := pointFacts{}
		for _, n := range g.Neighbours(p) {
			isEmpty := g.stones[n] == Empty
			if a.isReal(n, eid) {
				f.adjEye++
			}
			if isEmpty {
				f.emptyAdj++
				if a.isReal(n, eid) {
					f.emptyAdjEye++
				}
				if a.falseEye[n] {
					f.emptyAdjFalse++
				}
			} else if g.stones[n] == opp && a.falseEye[n] {
				f.oppAdjFalse++
			}
		}
		f.poke = g.stones[p] == opp && (f.oppAdjFalse > 0 || f.emptyAdjFalse >= 2)
		facts[p] = f
	}
	for _, p := range real {
		block := 0
		for _, n := range g.Neighbours(p) {
			b := 0
			switch g.stones[n] {
			case Empty:
				if !a.isReal(n, eid) || facts[n].oppAdjFalse >= 1 {
					b = 1
				}
			case opp:
				if a.isReal(n, eid) && facts[n].emptyAdjFalse >= 1 {
					b = 1
				}
				if a.falseEye[n] || (a.isReal(n, eid) && facts[n].poke) {
					b = 1000
				}
			}
			block += b
		}
		facts[p].toBlock = block
	}

	value := 0
	for _, p := range real {
		if facts[p].toBlock <= 1 {
			value = 1
			break
		}
	}
	if v := a.bottleneckEyes(eid, real); v > value {
		value = v
	}
	if value >= 2 {
		return 2
	}
	dead := 0
	for _, p := range real {
		if g.stones[p] == opp && g.dead[p] {
			dead++
		}
	}
	if dead >= 8 {
		return 2
	}
	if dead >= 5 {
		value = 1
	}
	if a.roomyEye(real, opp) || a.twoPointSplit(eid, real) || a.deadShapeLives(eid, real) {
		return 2
	}
	return value
}

// bottleneckEyes counts, for the best playable cutting point inside the eye, the pieces it splits
// the eye into that are already sealed off (0 moves to block; 1 when the cut itself seals).
func (a *territoryAnalysis) bottleneckEyes(eid int32, real []int) int {
	best := 0
	pla := a.eyes[eid].color
	// In a connected eye only a point with two or more neighbours in it can cut it.
	connected := len(a.pieces(real, -1, -1)) <= 1
	for _, d := range real {
		if (connected && a.facts[d].adjEye < 2) || !a.pseudoLegal(d, pla) {
			continue
		}
		pieces := a.pieces(real, d, -1)
		if len(pieces) < 2 {
			continue
		}
		bonus := a.facts[d].oppAdjFalse == 1
		n := 0
		for _, piece := range pieces {
			for _, q := range piece {
				if b := a.facts[q].toBlock; b <= 0 || (bonus && b <= 1) {
					n++
					break
				}
			}
		}
		if n > best {
			best = n
		}
		if best >= 2 {
			return best
		}
	}
	return best
}

// roomyEye reports an eye big enough, after discounting its weaknesses, to make two eyes:
// six solid points, or many empty points of degree three or four.
func (a *territoryAnalysis) roomyEye(real []int, opp Color) bool {
	g := a.g
	solid, wide := len(real), 0
	for _, p := range real {
		f := &a.facts[p]
		if f.toBlock >= 1 {
			solid--
		}
		if f.toBlock >= 2 {
			solid--
		}
		if g.stones[p] == opp && f.adjEye >= 2 {
			solid--
		}
		if g.stones[p] == Empty {
			if f.adjEye >= 4 {
				wide++
			}
			if f.adjEye >= 3 {
				wide++
			}
		}
	}
	return solid >= 6 || wide >= 6
}

// twoPointSplit looks for two adjacent central points of degree three or more whose occupation
// cuts the eye into pieces that are each already sealed, one of them with room for more.
func (a *territoryAnalysis) twoPointSplit(eid int32, real []int) bool {
	g := a.g
	pla := a.eyes[eid].color
	for _, d := range real {
		f1 := &a.facts[d]
		if g.stones[d] != Empty || g.onEdge(d) || f1.toBlock > 1 || f1.adjEye < 3 || !a.pseudoLegal(d, pla) {
			continue
		}
		for _, d2 := range g.Neighbours(d) {
			if !a.isReal(d2, eid) {
				continue
			}
			f2 := &a.facts[d2]
			if f2.adjEye < 3 || f2.toBlock > 1 || (g.stones[d2] != Empty && f2.emptyAdjEye <= 1) {
				continue
			}
			pieces := a.pieces(real, d, d2)
			if len(pieces) < 2 {
				continue
			}
			sealed, roomy := 0, 0
			for _, piece := range pieces {
				zero := 0
				for _, q := range piece {
					if a.facts[q].toBlock <= 0 {
						zero++
						if zero >= 2 {
							break
						}
					}
				}
				if zero >= 1 {
					sealed++
				}
				if zero >= 2 {
					roomy++
				}
			}
			if sealed >= 2 && roomy >= 1 && (g.stones[d2] == Empty || roomy >= 2) {
				return true
			}
		}
	}
	return false
}

// deadShapeLives handles eyes holding dead opponent stones and no cutting point: the owner, after
// capturing, gets the shape the dead stones (and the points it cannot play now) occupy. The eye
// counts as two when that shape gives two eyes whichever unplayable point the opponent leaves out.
func (a *territoryAnalysis) deadShapeLives(eid int32, real []int) bool {
	g := a.g
	e := &a.eyes[eid]
	opp := e.color.Opponent()
	var deadOpp, unplayable []int
	for _, p := range real {
		if g.stones[p] == opp && g.dead[p] {
			deadOpp = append(deadOpp, p)
		} else if !a.pseudoLegal(p, e.color) {
			unplayable = append(unplayable, p)
		}
	}
	if len(deadOpp) == 0 {
		return false
	}
	throwIns := 0
	for _, p := range e.points {
		if g.stones[p] == opp && a.falseEye[p] {
			throwIns++
		}
	}
	for omit := -1; omit < len(unplayable); omit++ {
		shape := append([]int(nil), deadOpp...)
		for k, p := range unplayable {
			if k != omit {
				shape = append(shape, p)
			}
		}
		initial := len(a.pieces(shape, -1, -1))
		cuts, hubs := 0, 0
		for _, d := range shape {
			if len(a.pieces(shape, d, -1)) > initial {
				cuts++
			} else if a.degreeIn(d, shape) >= 3 {
				hubs++
			}
		}
		bonus := 0
		if len(shape) >= 7 {
			bonus = 1
		}
		if initial-throwIns+(cuts+hubs+bonus)/2 < 2 {
			return false
		}
	}
	return true
}

// pseudoLegal reports whether pla could play on empty point i without it being plain suicide:
// some neighbour is not an opponent stone, or an opponent chain next to it is in atari.
func (a *territoryAnalysis) pseudoLegal(i int, pla Color) bool {
	g := a.g
	if g.stones[i] != Empty {
		return false
	}
	for _, n := range g.Neighbours(i) {
		if g.stones[n] != pla.Opponent() || a.chains[a.chain[n]].liberties <= 1 {
			return true
		}
	}
	return false
}

// degreeIn counts i's neighbours in set.
func (a *territoryAnalysis) degreeIn(i int, set []int) int {
	n := 0
	for _, q := range a.g.Neighbours(i) {
		for _, s := range set {
			if s == q {
				n++
				break
			}
		}
	}
	return n
}

// pieces splits set, without the points skip1 and skip2 (-1: none), into connected pieces. The
// result lives in the analysis' scratch space until the next call.
func (a *territoryAnalysis) pieces(set []int, skip1, skip2 int) [][]int {
	a.mark++
	in := a.mark
	for _, p := range set {
		if p != skip1 && p != skip2 {
			a.marks[p] = in
		}
	}
	a.mark++
	done := a.mark
	flat := a.pieceBuf[:0]
	starts := a.pieceStarts[:0]
	for _, p := range set {
		if a.marks[p] != in {
			continue
		}
		a.marks[p] = done
		starts = append(starts, len(flat))
		flat = append(flat, p)
		for k := starts[len(starts)-1]; k < len(flat); k++ {
			for _, n := range a.g.Neighbours(flat[k]) {
				if a.marks[n] == in {
					a.marks[n] = done
					flat = append(flat, n)
				}
			}
		}
	}
	out := a.pieceList[:0]
	for k, st := range starts {
		end := len(flat)
		if k+1 < len(starts) {
			end = starts[k+1]
		}
		out = append(out, flat[st:end])
	}
	a.pieceBuf, a.pieceStarts, a.pieceList = flat, starts, out
	return out
}
