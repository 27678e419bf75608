package goban

// countArea counts stones plus the empty points (and points under dead stones) that reach only
// one colour's live stones. Eyes of groups in seki reach only their owner and count; shared
// liberties reach both and count for nobody.
func (s *Score) countArea(g *Grid) {
	n := len(g.stones)
	a := &territoryAnalysis{g: g, seen: make([]uint32, n)}
	var reach [3][]bool
	for _, c := range [2]Color{Black, White} {
		reach[c] = make([]bool, n)
		a.markReach(c, reach[c], false)
	}
	s.countDead(g)
	s.Map.Owner = make([]Color, n)
	s.Map.Dame = make([]bool, n)
	for i, c := range g.stones {
		if c != Empty && !g.dead[i] {
			s.Map.Owner[i] = c
			continue
		}
		switch b, w := reach[Black][i], reach[White][i]; {
		case b && !w:
			s.Map.Owner[i] = Black
			s.Black.Territory++
		case w && !b:
			s.Map.Owner[i] = White
			s.White.Territory++
		default:
			s.Map.Dame[i] = true
		}
	}
	// The seki map is only informational here (area scoring counts eyes in seki anyway), but the
	// board page shows seki under every rule set.
	s.Map.Seki = AnalyseTerritory(g).seki
	s.Black.Total = 2 * (s.Black.Stones + s.Black.Territory)
	s.White.Total = 2 * (s.White.Stones + s.White.Territory)
}
