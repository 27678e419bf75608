package goban

import "slices"

// countTerritory counts territory plus prisoners (captures during play and dead stones) with
// the territory analysis: seki points count for nobody unless opts.CountSeki, false eyes that
// must be filled count for nobody, and unfilled dame are tolerated.
func (s *Score) countTerritory(g *Grid, opts ScoreOptions) {
	r := AnalyseTerritory(g)
	s.countDead(g)
	if opts.Rules.SekiPrisonerStays {
		s.Map.Neutral = sekiPrisoners(g, r)
		for i, neutral := range s.Map.Neutral {
			if neutral {
				// Not removed: the capturer gets no prisoner for it.
				s.tally(g.stones[i].Opponent()).DeadStones--
			}
		}
	}
	n := len(g.stones)
	s.Map.Owner = r.territory
	s.Map.Seki = r.seki
	// The analysis' false eyes for life and death are not needed here: their slice becomes the
	// map's false eyes that are not scored.
	s.Map.FalseEye = r.falseEye
	s.Map.Dame = r.dame
	for i := range n {
		s.Map.FalseEye[i] = r.noScore[i] && r.territory[i] == Empty
		if c := r.territory[i]; c != Empty {
			s.tally(c).Territory++
		}
		if r.sekiEye[i] {
			s.tally(r.seki[i]).Seki++
			if opts.CountSeki {
				s.tally(r.seki[i]).Territory++
				s.Map.Owner[i] = r.seki[i]
			}
		}
	}
	s.Black.Prisoners = opts.CapturesBlack
	s.White.Prisoners = opts.CapturesWhite
	for _, t := range []*Tally{&s.Black, &s.White} {
		t.Total = 2 * (t.Territory + t.Prisoners + t.DeadStones)
	}
}

// sekiPrisoners marks the dead stones that Rules.SekiPrisonerStays leaves on the board: a stone
// marked dead that is a chain of its own and fills, with one empty point, a two-point eye (both
// points surrounded by the opponent's live stones only) of a group that the analysis r finds in
// seki. Its owner could have captured it before the final passes; not having done so, the stone
// stays, neutral.
func sekiPrisoners(g *Grid, r TerritoryResult) []bool {
	var out []bool
	for i, c := range g.stones {
		if c == Empty || !g.dead[i] {
			continue
		}
		o := c.Opponent()
		// The eye: i and the empty or dead points it reaches without crossing live stones.
		eye := []int{i}
		lone, enclosed, seki := true, true, true
		for k := 0; k < len(eye) && len(eye) <= 2; k++ {
			for _, q := range g.Neighbours(eye[k]) {
				switch {
				case slices.Contains(eye, q):
				case g.Live(q, o):
					seki = seki && r.seki[q] == o
				case g.Live(q, c):
					enclosed = false
				case g.stones[q] == Empty:
					eye = append(eye, q)
				default: // another dead stone
					lone = false
					eye = append(eye, q)
				}
			}
		}
		if len(eye) != 2 || !lone || !enclosed || !seki {
			continue
		}
		if out == nil {
			out = make([]bool, len(g.stones))
		}
		out[i] = true
	}
	return out
}
