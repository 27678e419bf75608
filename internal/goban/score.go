package goban

import "github.com/hoshi-go/hoshi/internal/halfpoint"

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
	// HandicapPrisoners are the prisoners White handed Black before the game because the
	// rank difference exceeded the handicap ceiling (the Czech rules of 1991: 5 a further rank
	// on 19x19). Each is one point for Black under every scoring: under territory scoring a
	// prisoner is a point, and under area scoring, which counts no prisoner, the rule's
	// compensation would otherwise be lost, so they are counted as the points they stand for.
	// They are not captures: atari-go's first capture ignores them.
	HandicapPrisoners int
	// Winner is the replay's Game.Winner: the player who captured first in atari-go, or the
	// winner by resignation, time or forfeit that RE names. Only atari-go uses it (see
	// Decision); the count of other rule sets ignores it.
	Winner Color
}

// Decision says what decided a Score.
type Decision int

const (
	// ByCount is every rule set's count of the final position; under atari-go, a game that
	// nothing was captured in but that RE gives to a player (resignation, time, forfeit).
	ByCount Decision = iota
	// ByCapture is atari-go's first capture: the capturer wins, nothing is counted, komi is
	// irrelevant and there is no margin.
	ByCapture
	// NoCapture is an atari-go game in which nothing was captured and that RE does not give to
	// anyone: the game is not over, there is no winner.
	NoCapture
)

// String names the decision as `hoshi score --json` writes it.
func (d Decision) String() string {
	switch d {
	case ByCapture:
		return "first capture"
	case NoCapture:
		return "no capture"
	}
	return "count"
}

// decision is how a position scored with opts is decided: atari-go (Rules.FirstCaptureWins)
// by its first capture when the replay saw one, else by the count when the winner came from
// RE, else not at all.
func (opts ScoreOptions) decision() Decision {
	switch {
	case !opts.Rules.FirstCaptureWins:
		return ByCount
	case opts.CapturesBlack+opts.CapturesWhite > 0:
		return ByCapture
	case opts.Winner != Empty:
		return ByCount
	}
	return NoCapture
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
	Seki int
	// HandicapPrisoners is ScoreOptions.HandicapPrisoners on Black's side (0 on White's): the
	// prisoners White handed over before the game, one point each under every scoring.
	HandicapPrisoners int
	Komi              int
	Compensation      int
	Total             int
}

// Score is the count of a final position, or under atari-go the decision of its first
// capture.
type Score struct {
	Rules Rules
	// Decision is ByCount for every rule set but atari-go; there it is ByCapture when the replay
	// saw a capture, and NoCapture when it saw none and RE names no winner either.
	Decision Decision
	// Winner is Empty for jigo, and for an atari-go game that is not over (NoCapture).
	Winner Color
	// Margin is the winner's lead in half points; 0 when the game was decided by capture.
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
	// Neutral marks the stones that stay on the board as neutral stones, counted for nobody:
	// under czech-1991 a lone prisoner in a two-point eye of a group in seki that was not
	// captured before the final passes (Rules.SekiPrisonerStays). Nil under other rules.
	Neutral []bool
}

// Result is the score in SGF form: "B+5.5", "W+12" or "0" for jigo. A game decided by
// atari-go's first capture is a win without margin, "B+" or "W+"; one that is not over (or whose
// first capturer is unknown) is "?".
func (s Score) Result() string {
	switch {
	case s.Decision == NoCapture, s.Decision == ByCapture && s.Winner == Empty:
		return "?"
	case s.Winner == Empty:
		return "0"
	}
	side := "B+"
	if s.Winner == White {
		side = "W+"
	}
	if s.Decision == ByCapture {
		return side
	}
	return side + halfpoint.Format(s.Margin)
}

// Explain says in words how the game was decided: "black captured first", "no capture: the
// game is not over", or "" for a count, whose terms speak for themselves.
func (s Score) Explain() string {
	switch s.Decision {
	case ByCapture:
		if s.Winner == Empty {
			return "both captured: the first capture is not known"
		}
		return s.Winner.String() + " captured first"
	case NoCapture:
		return "no capture: the game is not over"
	}
	return ""
}

// HalfPoints writes a number of half points as players write points: 11 is "5.5", 12 is "6".
// It is halfpoint.Format, kept here for the callers that print a Score's figures beside it
// (the web pages and hoshi score).
func HalfPoints(h int) string { return halfpoint.Format(h) }

// ScorePosition counts a final position under opts.Rules: area scoring (stones plus empty
// regions bordered by one colour, after removing dead stones; Tromp-Taylor removes none) or
// territory scoring (territory plus prisoners, with seki, false eyes and unfilled dame handled as
// online-go.com's goscorer does).
//
// Under atari-go (Rules.FirstCaptureWins) nothing is counted when the game was decided by its
// first capture (some prisoners were taken) or is not over (none were, and opts.Winner is
// Empty): see Decision and decideAtariGo.
func ScorePosition(p Position, opts ScoreOptions) Score {
	if d := opts.decision(); d != ByCount {
		return decideAtariGo(p, opts, d)
	}
	n := p.Size * p.Size
	dead := make([]bool, n)
	if opts.Rules.Scoring != ScoringAreaNoRemoval && opts.Dead != nil {
		for i := range n {
			dead[i] = i < len(opts.Dead) && opts.Dead[i] && p.Cells[i] != Empty
		}
	}
	g := NewGrid(p.Size, p.Size, p.Cells, dead)
	s := Score{Rules: opts.Rules}
	if opts.Rules.Scoring == ScoringTerritory {
		s.countTerritory(g, opts)
	} else {
		s.countArea(g)
	}
	s.Map.Size = p.Size
	s.Map.Dead = g.dead
	for i, neutral := range s.Map.Neutral {
		if neutral {
			s.Map.Dead[i] = false
		}
	}
	komi := opts.Rules.DefaultKomi(p.Size)
	if opts.KomiSet {
		komi = opts.Komi
	}
	s.White.Komi = komi
	s.White.Compensation = opts.Rules.CompensationFor(opts.Handicap)
	s.Black.HandicapPrisoners = opts.HandicapPrisoners
	for _, t := range []*Tally{&s.Black, &s.White} {
		t.Total += t.Komi + t.Compensation + 2*t.HandicapPrisoners
	}
	switch d := s.Black.Total - s.White.Total; {
	case d > 0:
		s.Winner, s.Margin = Black, d
	case d < 0:
		s.Winner, s.Margin = White, -d
	}
	return s
}

// decideAtariGo is the score of an atari-go game that the count does not decide: the first
// capturer wins (opts.Winner; without it, the only player with prisoners), or nobody when
// nothing was captured. The tallies hold the prisoners only, the maps are empty: no stone is
// dead, no point is anyone's.
func decideAtariGo(p Position, opts ScoreOptions, d Decision) Score {
	n := p.Size * p.Size
	s := Score{Rules: opts.Rules, Decision: d}
	s.Black.Prisoners, s.White.Prisoners = opts.CapturesBlack, opts.CapturesWhite
	if d == ByCapture {
		switch {
		case opts.Winner != Empty:
			s.Winner = opts.Winner
		case opts.CapturesWhite == 0:
			s.Winner = Black
		case opts.CapturesBlack == 0:
			s.Winner = White
		}
	}
	s.Map = ScoreMap{Size: p.Size, Owner: make([]Color, n), Dead: make([]bool, n),
		Seki: make([]Color, n), FalseEye: make([]bool, n), Dame: make([]bool, n)}
	return s
}

// countDead fills in the dead stones each player removes.
func (s *Score) countDead(g *Grid) {
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
