package goban

// countTerritory counts territory plus prisoners (captures during play and dead stones) with
// the territory analysis: seki points count for nobody unless opts.CountSeki, false eyes that
// must be filled count for nobody, and unfilled dame are tolerated.
func (s *Score) countTerritory(g *grid, opts ScoreOptions) {
	r := analyseTerritory(g)
	s.countDead(g)
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
