package tournament

// mmsZero is the rank whose starting McMahon score is 0. OpenGotha calls it genMMZero and
// defaults it to 30k, so that scores stay positive and a pseudo rank is simply MMS - 30.
const mmsZero = -30

// StartMMS is the player's McMahon score (x2) before the first round: the rank clamped
// between the floor and the bar, counted from 30k, plus the director's correction. Players
// below the floor start level so that beginners do not fall out of reach; players at or above
// the bar start level so that the top group is decided over the board.
func (t *Tournament) StartMMS(p *Player) int {
	r := p.Rank.Value()
	if f := t.Settings.Floor.Value(); r < f {
		r = f
	}
	if b := t.Settings.Bar.Value(); r > b {
		r = b
	}
	return 2 * (r - mmsZero + p.MMSCorrection)
}

// MMS is the player's McMahon score (x2) after the given round (0: the starting score).
// Wins, jigos and both-win results count whether played or by default; rounds without a game
// add Settings.AbsentPoints (not taking part) or Settings.ByePoints (bye), whose running sum
// is rounded down to a whole point when Settings.RoundDown is set, as OpenGotha does.
// Unknown players score 0.
func (t *Tournament) MMS(id PlayerID, afterRound int) int {
	return t.ScoresAfter(afterRound).MMS(id, afterRound)
}

// NBW is the player's number of wins (x2) after the given round, with OpenGotha's values
// for absent and bye rounds (Settings.NBWAbsentPoints and Settings.NBWByePoints).
func (t *Tournament) NBW(id PlayerID, afterRound int) int {
	return t.ScoresAfter(afterRound).NBW(id, afterRound)
}

// participation is what a player did in one round.
type participation uint8

const (
	notAssigned participation = iota // takes part but has neither a game nor a bye (yet)
	absent                           // declared not to take part
	bye                              // sat out because the number of players was odd
	paired                           // has a game, whatever its result
)

// Scores is every player's McMahon score and wins round by round up to one round, worked
// out in one pass over the games. Callers that need many values (pairing, standings) build
// it once instead of asking the Tournament for each value. It is a snapshot: build a new one
// after the tournament changes. It fills criteria on demand, so one goroutine at a time.
type Scores struct {
	t      *Tournament
	rounds int
	index  map[PlayerID]int
	// Per player i and round k (1-based), at i*rounds + k-1.
	part  []participation
	games []*Game
	opp   []int // opponent's index, -1 without a game
	// Per player i after round k (0 = start), at i*(rounds+1) + k.
	mms []int
	nbw []int
	// The same with Settings.CountUnplayedAsHalf: what opponents are worth in SOS.
	oppMMS []int
	oppNBW []int
	// Criterion columns at the last round, filled on demand.
	columns map[Criterion][]int
}

// ScoresAfter works out the scores of every player for rounds 1 to afterRound.
func (t *Tournament) ScoresAfter(afterRound int) *Scores {
	if afterRound < 0 {
		afterRound = 0
	}
	n, R := len(t.Players), afterRound
	s := &Scores{
		t:       t,
		rounds:  R,
		index:   make(map[PlayerID]int, n),
		part:    make([]participation, n*R),
		games:   make([]*Game, n*R),
		opp:     make([]int, n*R),
		mms:     make([]int, n*(R+1)),
		nbw:     make([]int, n*(R+1)),
		columns: map[Criterion][]int{},
	}
	for i := range t.Players {
		s.index[t.Players[i].ID] = i
		for k := 1; k <= R; k++ {
			s.opp[i*R+k-1] = -1
		}
		for _, a := range t.Players[i].Absent {
			if a >= 1 && a <= R {
				s.part[i*R+a-1] = absent
			}
		}
	}
	// A game overrides an absence and a bye overrides both, as in OpenGotha.
	for gi := range t.Games {
		g := &t.Games[gi]
		w, okw := s.index[g.White]
		b, okb := s.index[g.Black]
		if !okw || !okb || g.Round < 1 || g.Round > R {
			continue
		}
		k := g.Round - 1
		s.part[w*R+k], s.part[b*R+k] = paired, paired
		s.games[w*R+k], s.games[b*R+k] = g, g
		s.opp[w*R+k], s.opp[b*R+k] = b, w
	}
	for _, by := range t.Byes {
		if i, ok := s.index[by.Player]; ok && by.Round >= 1 && by.Round <= R {
			s.part[i*R+by.Round-1] = bye
		}
	}
	set := &t.Settings
	s.oppMMS, s.oppNBW = s.mms, s.nbw
	if set.CountUnplayedAsHalf {
		s.oppMMS, s.oppNBW = make([]int, n*(R+1)), make([]int, n*(R+1))
	}
	for i := range t.Players {
		p := &t.Players[i]
		id := p.ID
		won, mmsAB, nbwAB := 0, 0, 0
		start := t.StartMMS(p)
		s.mms[i*(R+1)] = start
		for k := 1; k <= R; k++ {
			if g := s.games[i*R+k-1]; g != nil {
				won += g.pointsOf(id)
			}
			switch s.part[i*R+k-1] {
			case absent:
				mmsAB += set.AbsentPoints
				nbwAB += set.NBWAbsentPoints
			case bye:
				mmsAB += set.ByePoints
				nbwAB += set.NBWByePoints
			}
			m, w := mmsAB, nbwAB
			if set.RoundDown {
				m, w = m/2*2, w/2*2
			}
			s.mms[i*(R+1)+k] = start + won + m
			s.nbw[i*(R+1)+k] = won + w
		}
		if set.CountUnplayedAsHalf {
			s.halfForUnplayed(i, start)
		}
	}
	return s
}

// halfForUnplayed fills player i's scores as an opponent when unplayed rounds count as a
// half point: only games played over the board and with a result count as they are.
func (s *Scores) halfForUnplayed(i, start int) {
	R, id := s.rounds, s.t.Players[i].ID
	v := 0
	s.oppMMS[i*(R+1)] = start
	for k := 1; k <= R; k++ {
		if g := s.games[s.at(i, k)]; g != nil && !g.ByDefault && g.Result != Unknown {
			v += g.pointsOf(id)
		} else {
			v++
		}
		s.oppMMS[i*(R+1)+k] = start + v
		s.oppNBW[i*(R+1)+k] = v
	}
}

// pointsOf is the game points (x2) player id earned in the game.
func (g *Game) pointsOf(id PlayerID) int {
	w, b := g.Points()
	if id == g.White {
		return w
	}
	return b
}

// at returns the index of (player i, round k) in the per-round slices.
func (s *Scores) at(i, k int) int { return i*s.rounds + k - 1 }

// MMS is the McMahon score (x2) of player id after round k (0 <= k <= the rounds of s).
func (s *Scores) MMS(id PlayerID, k int) int {
	i, ok := s.index[id]
	if !ok || k < 0 || k > s.rounds {
		return 0
	}
	return s.mms[i*(s.rounds+1)+k]
}

// NBW is the number of wins (x2) of player id after round k (0 <= k <= the rounds of s).
func (s *Scores) NBW(id PlayerID, k int) int {
	i, ok := s.index[id]
	if !ok || k < 0 || k > s.rounds {
		return 0
	}
	return s.nbw[i*(s.rounds+1)+k]
}
