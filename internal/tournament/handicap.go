package tournament

// Handicap is the handicap (stones; 1 means "no komi": Black plays first without
// compensation) and the komi (half points) of a game of round between white and black,
// under Settings.Handicap. The size does not depend on the order of the two players;
// HandicapColors says which of them must take White. Even games get Settings.Komi, handicap
// games 0.5 so that they cannot end in a jigo.
func (t *Tournament) Handicap(white, black *Player, round int) (handicap, komi int) {
	return t.ScoresAfter(max(round-1, 0)).Handicap(white, black)
}

// Prisoners is how many prisoners White hands Black before a game of round between white
// and black: only the seeds' rank-difference rule gives any, Handicap.PrisonersPerRank for
// each rank of difference beyond the handicap ceiling.
func (t *Tournament) Prisoners(white, black *Player, round int) int {
	return t.ScoresAfter(max(round-1, 0)).Prisoners(white, black)
}

// HandicapColors returns the two players in the colours the handicap gives them: the
// stronger takes White in a handicap game. For an even game decided is false and the colours
// are left to the pairing (colour balance).
func (t *Tournament) HandicapColors(a, b *Player, round int) (white, black *Player, decided bool) {
	return t.ScoresAfter(max(round-1, 0)).HandicapColors(a, b)
}

// ApplyHandicap sets the handicap, komi and prisoners of g from its players and round.
func (t *Tournament) ApplyHandicap(g *Game) {
	t.ScoresAfter(max(g.Round-1, 0)).ApplyHandicap(g)
}

// Handicap is Tournament.Handicap for a game of the round after the last one of s: a pairing
// that weighs many candidate games works out the scores once.
//
// In shogi the handicap is the number of a named handicap (ShogiHandicaps) and the komi 0; in
// gomoku and ninuki every game is even, without komi.
func (s *Scores) Handicap(white, black *Player) (handicap, komi int) {
	hd, _ := s.handicap(white, black)
	if hd < 0 {
		hd = -hd
	}
	if !s.t.Settings.IsGo() {
		return hd, 0
	}
	if hd == 0 {
		return 0, s.t.Settings.Komi
	}
	return hd, 1
}

// Prisoners is Tournament.Prisoners for a game of the round after the last one of s.
func (s *Scores) Prisoners(white, black *Player) int {
	_, pr := s.handicap(white, black)
	return pr
}

// HandicapColors is Tournament.HandicapColors for a game of the round after the last one
// of s.
func (s *Scores) HandicapColors(a, b *Player) (white, black *Player, decided bool) {
	hd, _ := s.handicap(a, b)
	switch {
	case hd > 0:
		return a, b, true
	case hd < 0:
		return b, a, true
	}
	return a, b, false
}

// ApplyHandicap is Tournament.ApplyHandicap for a game of the round after the last one of s.
func (s *Scores) ApplyHandicap(g *Game) {
	w, b := s.t.Player(g.White), s.t.Player(g.Black)
	if w == nil || b == nil {
		return
	}
	g.Handicap, g.Komi = s.Handicap(w, b)
	g.Prisoners = s.Prisoners(w, b)
}

// handicap is the signed handicap between a and b (positive when a is the stronger and
// gives it) and the prisoners the stronger gives.
//
// In shogi it is the signed number of the named handicap the ladder gives for the difference of
// grades (shogiHandicap); in gomoku and ninuki always 0.
func (s *Scores) handicap(a, b *Player) (hd, prisoners int) {
	switch {
	case s.t.Settings.IsShogi():
		return s.shogiHandicap(a, b), 0
	case !s.t.Settings.Game.HasHandicap():
		return 0, 0
	}
	switch s.t.Settings.Handicap.Kind {
	case HandicapMMS:
		return s.mmsHandicap(a, b), 0
	case HandicapRankDifference:
		return s.t.rankDifferenceHandicap(a, b)
	}
	return 0, 0
}

// mmsHandicap is the EGF/OpenGotha McMahon rule. Each player's pseudo rank is his McMahon
// score before the round counted from 30k (or his rank with BasedOnRank), capped at the
// no-handicap threshold so that strong players play even; the difference is moved towards 0
// by the correction (an MMS difference of 1 is an even game with the default correction 1)
// and capped at the ceiling.
func (s *Scores) mmsHandicap(a, b *Player) int {
	pol := s.t.Settings.Handicap
	pa, pb := a.Rank.Value(), b.Rank.Value()
	if !pol.BasedOnRank {
		pa = s.MMS(a.ID, s.rounds)/2 + mmsZero
		pb = s.MMS(b.ID, s.rounds)/2 + mmsZero
	}
	limit := pol.NoHandicapThreshold.Value()
	hd := min(pa, limit) - min(pb, limit)
	switch {
	case hd > 0:
		hd = max(hd-pol.Correction, 0)
	case hd < 0:
		hd = min(hd+pol.Correction, 0)
	}
	return max(-pol.Ceiling, min(hd, pol.Ceiling))
}

// rankDifferenceHandicap is the seeds' rule: one stone per rank of difference, at most
// Handicap.Ceiling (by default 9 on 19x19, 5 on smaller boards); beyond that White hands over
// Handicap.PrisonersPerRank prisoners for each further rank.
func (t *Tournament) rankDifferenceHandicap(a, b *Player) (hd, prisoners int) {
	d := a.Rank.Value() - b.Rank.Value()
	sign := 1
	if d < 0 {
		d, sign = -d, -1
	}
	pol := t.Settings.Handicap
	if d > pol.Ceiling {
		return sign * pol.Ceiling, (d - pol.Ceiling) * pol.PrisonersPerRank
	}
	return sign * d, 0
}

// shogiHandicap is the signed shogi handicap between a and b: the number (ShogiHandicaps) of
// the step of the tournament's ladder for their difference of grades, positive when a is the
// stronger. The difference is that of the players' ranks under the rank-difference rule; under
// the McMahon rule it is that of their McMahon scores before the round (or of their ranks,
// Handicap.BasedOnRank), the pseudo ranks capped at the no-handicap threshold as in Go, without
// Go's correction and ceiling (the ladder has its own even steps and its last step).
func (s *Scores) shogiHandicap(a, b *Player) int {
	pol := s.t.Settings.Handicap
	var d int
	switch pol.Kind {
	case HandicapRankDifference:
		d = a.Rank.Value() - b.Rank.Value()
	case HandicapMMS:
		pa, pb := a.Rank.Value(), b.Rank.Value()
		if !pol.BasedOnRank {
			pa = s.MMS(a.ID, s.rounds)/2 + mmsZero
			pb = s.MMS(b.ID, s.rounds)/2 + mmsZero
		}
		limit := pol.NoHandicapThreshold.Value()
		d = min(pa, limit) - min(pb, limit)
	default:
		return 0
	}
	h := s.t.Settings.ladderHandicap(d)
	if d < 0 {
		return -h
	}
	return h
}
