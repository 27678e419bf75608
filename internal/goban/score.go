package goban

import "strconv"

// ScoreOptions says how to count a final position. Points are half points throughout, so
// integer komi (where jigo is possible) and half-point komi share one type.
type ScoreOptions struct {
	Rules Rules
	// Komi is White's komi in half points; it is used only when KomiSet, otherwise the rule
	// set's default for the board size applies (a file without KM still gets komi).
	Komi    int
	KomiSet bool
	// Dead marks the stones removed as dead, indexed like Position.Cells; nil means none.
	// Marks on empty points are ignored. Tromp-Taylor ignores all of them.
	Dead []bool
	// CountSeki counts the eye points of groups in seki as territory (territory scoring only).
	// The Japanese rules count them for nobody, the default.
	CountSeki bool
	// Handicap is the number of handicap stones Black placed; area rules compensate White.
	Handicap int
	// CapturesBlack and CapturesWhite are the prisoners taken during play by Black and by White.
	CapturesBlack, CapturesWhite int
}

// Tally is one player's side of the count, so a director can check every term of a disputed
// result. Komi, Compensation and Total are in half points; the rest are points.
type Tally struct {
	// Territory is the empty points (and points under dead stones) counted for the player.
	Territory int
	// Stones is the player's live stones on the board; it counts only under area scoring.
	Stones int
	// Prisoners is the opponent's stones captured during play; it counts only under territory
	// scoring.
	Prisoners int
	// DeadStones is the opponent's stones removed as dead at the end; under territory scoring
	// they count as prisoners.
	DeadStones int
	// Seki is the eye points of the player's groups in seki under territory scoring, counted in
	// Territory only with ScoreOptions.CountSeki. Area scoring counts them as area anyway.
	Seki         int
	Komi         int
	Compensation int
	Total        int
}

// Score is the count of a final position.
type Score struct {
	Rules Rules
	// Winner is Empty for jigo.
	Winner Color
	// Margin is the winner's lead in half points.
	Margin       int
	Black, White Tally
	Map          ScoreMap
}

// ScoreMap is the per-point picture of the count, for the board diagram and the web page. All
// slices are indexed like Position.Cells.
type ScoreMap struct {
	Size int
	// Owner is whose point it counts as: territory (or area) for a colour, Empty for nobody.
	// Under territory scoring a live stone's point is not owned.
	Owner []Color
	// Dead marks the stones removed as dead.
	Dead []bool
	// Seki gives the colour of the seki group a point belongs to.
	Seki []Color
	// FalseEye marks false eyes not scored because they must be filled (territory scoring).
	FalseEye []bool
	// Dame marks the neutral points.
	Dame []bool
}

// Result is the score in SGF form: "B+5.5", "W+12" or "0" for jigo.
func (s Score) Result() string {
	if s.Winner == Empty {
		return "0"
	}
	side := "B+"
	if s.Winner == White {
		side = "W+"
	}
	return side + HalfPoints(s.Margin)
}

// HalfPoints writes a number of half points as players write points: 11 is "5.5", 12 is "6".
func HalfPoints(h int) string {
	s := strconv.Itoa(h / 2)
	if h%2 != 0 {
		if h < 0 && h/2 == 0 {
			s = "-0"
		}
		s += ".5"
	}
	return s
}

// ScorePosition counts a final position under opts.Rules: area scoring (stones plus empty
// regions bordered by one colour, after removing dead stones; Tromp-Taylor removes none) or
// territory scoring (territory plus prisoners, with seki, false eyes and unfilled dame handled as
// online-go.com's goscorer does).
func ScorePosition(p Position, opts ScoreOptions) Score {
	n := p.Size * p.Size
	dead := make([]bool, n)
	if opts.Rules.Scoring != ScoringAreaNoRemoval && opts.Dead != nil {
		for i := range n {
			dead[i] = i < len(opts.Dead) && opts.Dead[i] && p.Cells[i] != Empty
		}
	}
	g := newGrid(p.Size, p.Size, p.Cells, dead)
	s := Score{Rules: opts.Rules}
	if opts.Rules.Scoring == ScoringTerritory {
		s.countTerritory(g, opts)
	} else {
		s.countArea(g)
	}
	s.Map.Size = p.Size
	s.Map.Dead = g.dead
	komi := opts.Rules.DefaultKomi(p.Size)
	if opts.KomiSet {
		komi = opts.Komi
	}
	s.White.Komi = komi
	s.White.Compensation = opts.Rules.CompensationFor(opts.Handicap)
	for _, t := range []*Tally{&s.Black, &s.White} {
		t.Total += t.Komi + t.Compensation
	}
	switch d := s.Black.Total - s.White.Total; {
	case d > 0:
		s.Winner, s.Margin = Black, d
	case d < 0:
		s.Winner, s.Margin = White, -d
	}
	return s
}

// countDead fills in the dead stones each player removes.
func (s *Score) countDead(g *grid) {
	for i, c := range g.stones {
		switch {
		case c == Black && g.dead[i]:
			s.White.DeadStones++
		case c == White && g.dead[i]:
			s.Black.DeadStones++
		case c == Black:
			s.Black.Stones++
		case c == White:
			s.White.Stones++
		}
	}
}

func (s *Score) tally(c Color) *Tally {
	if c == Black {
		return &s.Black
	}
	return &s.White
}
