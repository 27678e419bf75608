package tournament

import "slices"

// KnownCriteria lists every placement criterion hoshi knows, for menus and validation.
func KnownCriteria() []Criterion {
	return []Criterion{
		CritNBW, CritMMS, CritSOSW, CritSOSWM1, CritSOSWM2, CritSOSM, CritSOSMM1, CritSOSMM2,
		CritSOSOSW, CritSOSOSM, CritSODOSW, CritSODOSM, CritCUSSW, CritCUSSM, CritDC, CritSDC,
		CritRating, CritRank, CritCAT, CritEXT, CritEXR, CritGW,
	}
}

// Known reports whether c is one of KnownCriteria, so that a misspelt name in an imported
// file or a form is caught before it silently ranks everyone equal.
func (c Criterion) Known() bool { return slices.Contains(KnownCriteria(), c) }

// Scale is what a value of the criterion is multiplied by: 2 for scores kept in half points,
// 4 for SODOS (a half point of a half-point score), 1 for counts, ratings and ranks.
// Printing value/Scale with its fraction gives the criterion as players know it.
func (c Criterion) Scale() int {
	switch c {
	case CritSODOSW, CritSODOSM:
		return 4
	case CritDC, CritSDC, CritRating, CritRank, CritCAT:
		return 1
	}
	return 2
}

// Value is the value of criterion c for player id after the given round, on the criterion's
// Scale. DC and SDC depend on who is tied with the player: they come from Standings, and are 0
// when Settings.Criteria does not use them.
func (t *Tournament) Value(c Criterion, id PlayerID, afterRound int) int {
	if c == CritDC || c == CritSDC {
		j := slices.Index(t.Settings.Criteria, c)
		if j < 0 {
			return 0
		}
		for _, st := range t.Standings(afterRound) {
			if st.Player.ID == id {
				return st.Values[j]
			}
		}
		return 0
	}
	return t.ScoresAfter(afterRound).Value(c, id)
}

// Value is the value of criterion c for player id after the last round of s, on the
// criterion's Scale. DC and SDC are 0 here: they need the standings.
func (s *Scores) Value(c Criterion, id PlayerID) int {
	i, ok := s.index[id]
	if !ok {
		return 0
	}
	return s.column(c)[i]
}

// column is criterion c for every player after the last round of s, computed once.
func (s *Scores) column(c Criterion) []int {
	if col, ok := s.columns[c]; ok {
		return col
	}
	n, R := len(s.t.Players), s.rounds
	col := make([]int, n)
	switch c {
	case CritNBW:
		for i := range col {
			col[i] = s.nbw[i*(R+1)+R]
		}
	case CritMMS:
		for i := range col {
			col[i] = s.mms[i*(R+1)+R]
		}
	case CritRating:
		for i := range col {
			col[i] = s.t.Players[i].Rating
		}
	case CritRank:
		for i := range col {
			col[i] = int(s.t.Players[i].Rank)
		}
	case CritCUSSW, CritCUSSM:
		score := s.nbw
		if c == CritCUSSM {
			score = s.mms
		}
		for i := range col {
			for k := 1; k <= R; k++ {
				col[i] += score[i*(R+1)+k]
			}
		}
	case CritSOSW, CritSOSWM1, CritSOSWM2, CritSODOSW:
		s.sumOfOpponents(col, c, false)
	case CritSOSM, CritSOSMM1, CritSOSMM2, CritSODOSM:
		s.sumOfOpponents(col, c, true)
	case CritSOSOSW, CritSOSOSM:
		s.sumOfOpponentsSOS(col, c == CritSOSOSM)
	case CritCAT:
		limits := s.t.Settings.PairingCategories()
		for i := range col {
			col[i] = -PairingCategory(limits, s.t.Players[i].Rank)
		}
	case CritEXT, CritEXR:
		s.exploits(col, c == CritEXR)
	case CritGW:
		s.gamesWon(col)
	}
	s.columns[c] = col
	return col
}

// sumOfOpponents fills col with SOS, SOS-1, SOS-2 or SODOS of wins or McMahon scores.
// Each round contributes the opponent's score after the last round (see
// Settings.CountUnplayedAsHalf); in McMahon scores it is
// corrected by the game's handicap (plus when the player was White, minus when Black) so
// that a handicap game counts as one against an opponent of the handicap-adjusted strength,
// and a round without a game contributes the player's own starting MMS (0 for wins).
// SODOS multiplies each contribution by the player's game points (x4 in all).
func (s *Scores) sumOfOpponents(col []int, c Criterion, mcMahon bool) {
	R := s.rounds
	contrib := make([]int, R)
	for i := range col {
		id := s.t.Players[i].ID
		start := s.mms[i*(R+1)]
		sodos := 0
		for k := 1; k <= R; k++ {
			x := s.at(i, k)
			o := s.opp[x]
			if s.part[x] != paired {
				contrib[k-1] = 0
				if mcMahon {
					contrib[k-1] = start
				}
				continue
			}
			g := s.games[x]
			v := s.oppNBW[o*(R+1)+R]
			if mcMahon {
				v = s.oppMMS[o*(R+1)+R]
				// Only Go's handicap is a number of ranks (a shogi handicap is the number
				// of a named handicap, and gomoku has none).
				switch {
				case !s.t.Settings.IsGo():
				case g.White == id:
					v += 2 * g.Handicap
				default:
					v -= 2 * g.Handicap
				}
			}
			contrib[k-1] = v
			sodos += v * g.pointsOf(id)
		}
		switch c {
		case CritSODOSW, CritSODOSM:
			col[i] = sodos
		case CritSOSMM1:
			// OpenGotha leaves SOSM-1 at 0 up to round 2, where SOSW-1 is the larger
			// contribution (its scoring sets the McMahon form from round 3 only).
			if R > 2 {
				col[i] = sumDroppingSmallest(contrib, 1)
			}
		case CritSOSWM1:
			col[i] = sumDroppingSmallest(contrib, 1)
		case CritSOSWM2, CritSOSMM2:
			col[i] = sumDroppingSmallest(contrib, 2)
		default:
			col[i] = sumDroppingSmallest(contrib, 0)
		}
	}
}

// sumDroppingSmallest sums v without its drop smallest values (0 if v has no more).
// SOS-1 and SOS-2 forgive the weakest opponents, so a single bad pairing does not decide.
func sumDroppingSmallest(v []int, drop int) int {
	if drop >= len(v) {
		return 0
	}
	sum := 0
	for _, x := range v {
		sum += x
	}
	if drop == 0 {
		return sum
	}
	lo1, lo2 := v[0], v[1]
	if lo2 < lo1 {
		lo1, lo2 = lo2, lo1
	}
	for _, x := range v[2:] {
		switch {
		case x < lo1:
			lo1, lo2 = x, lo1
		case x < lo2:
			lo2 = x
		}
	}
	if drop == 1 {
		return sum - lo1
	}
	return sum - lo1 - lo2
}

// sumOfOpponentsSOS fills col with SOSOS: the sum of the opponents' SOS. A round without a
// game counts, in McMahon scores, as an opponent whose every round was worth the player's own
// starting MMS (start x rounds); in wins it counts 0.
func (s *Scores) sumOfOpponentsSOS(col []int, mcMahon bool) {
	R := s.rounds
	sos := s.column(CritSOSW)
	if mcMahon {
		sos = s.column(CritSOSM)
	}
	for i := range col {
		start := s.mms[i*(R+1)]
		for k := 1; k <= R; k++ {
			x := s.at(i, k)
			switch {
			case s.part[x] == paired:
				col[i] += sos[s.opp[x]]
			case mcMahon:
				col[i] += start * R
			}
		}
	}
}

// exploits fills col with OpenGotha's EXT (all games) or EXR (the games won, a both-win
// included): over the games played so far (a game won by default too), the opponent's wins
// (x2) times a weight of how much the handicap the player got falls short of the rank
// difference: real = the handicap, plus for the player as White and minus as Black; natural =
// the player's rank minus the opponent's; real - natural below 0 weighs 0, 0 weighs 1, 1
// weighs 2, 2 or more weighs 3.
func (s *Scores) exploits(col []int, wonOnly bool) {
	R := s.rounds
	for i := range col {
		p := &s.t.Players[i]
		for k := 1; k <= R; k++ {
			x := s.at(i, k)
			if s.part[x] != paired {
				continue
			}
			g, o := s.games[x], s.opp[x]
			real := g.Handicap
			if !s.t.Settings.IsGo() {
				real = 0 // a number of ranks only in Go
			}
			if g.White != p.ID {
				real = -real
			}
			d := real - (p.Rank.Value() - s.t.Players[o].Rank.Value())
			coef := 0
			switch {
			case d == 0:
				coef = 1
			case d == 1:
				coef = 2
			case d >= 2:
				coef = 3
			}
			if wonOnly && g.pointsOf(p.ID) != 2 {
				continue
			}
			col[i] += s.nbw[o*(R+1)+R] * coef
		}
	}
}

// gamesWon fills col with GW: the games each player won in his matches (x2, a drawn game a
// half), the tie-break of gomoku and renju events that play matches of several games
// (docs/GOMOKU.md, "Matches"). A round without a game counts what NBW counts for it, for each
// game of a match; with one game a pairing, GW is NBW.
func (s *Scores) gamesWon(col []int) {
	R, m := s.rounds, s.t.Settings.Matches()
	for i := range col {
		id := s.t.Players[i].ID
		for k := 1; k <= R; k++ {
			if g := s.games[s.at(i, k)]; g != nil {
				col[i] += g.GamesWon(id, m)
			} else {
				col[i] += (s.nbw[i*(R+1)+k] - s.nbw[i*(R+1)+k-1]) * m
			}
		}
	}
}
