package team

import (
	"cmp"
	"slices"
	"strconv"
	"strings"
)

// Criterion is a team placement criterion, named as in OpenGotha's team files.
type Criterion string

// Team placement criteria. BDW1U to BDW9U are the board points of the 1 to 9 upper boards
// (BoardsUpTo).
const (
	CritTeamPoints Criterion = "TEAMP" // match points: 2 a match won, 1 a match drawn
	CritSOST       Criterion = "SOST"  // sum of the opponents' match points
	CritBoardWins  Criterion = "BDW"   // board points (x2: 2 a board won, 1 a jigo)
	CritMeanRating Criterion = "MNR"   // mean rating of the team's first lineup
	CritDC         Criterion = "DC"    // direct encounter between the tied teams
)

// DefaultCriteria are hoshi's team criteria: match points, board points, SOS of match
// points, direct encounter.
func DefaultCriteria() []Criterion {
	return []Criterion{CritTeamPoints, CritBoardWins, CritSOST, CritDC}
}

// BoardsUpTo returns n for the criterion BDWnU (board points of the n upper boards), or 0.
func (c Criterion) BoardsUpTo() int {
	s, ok := strings.CutPrefix(string(c), "BDW")
	if !ok {
		return 0
	}
	s, ok = strings.CutSuffix(s, "U")
	if n, err := strconv.Atoi(s); ok && err == nil && n >= 1 && n <= 9 && s == strconv.Itoa(n) {
		return n
	}
	return 0
}

// Known reports whether hoshi computes the criterion.
func (c Criterion) Known() bool {
	switch c {
	case CritTeamPoints, CritSOST, CritBoardWins, CritMeanRating, CritDC:
		return true
	}
	return c.BoardsUpTo() > 0
}

// Standing is one line of the team standings.
type Standing struct {
	Team *Team
	// Place is 1-based; teams equal on every criterion share the place of the first of them.
	Place  int
	Shared bool
	// MatchPoints: 2 a match won (and a bye), 1 a match drawn.
	MatchPoints int
	// BoardPoints (x2): 2 a board won, 1 a jigo; Boards splits them by board (Boards[0] is
	// board 1).
	BoardPoints int
	Boards      []int
	// SOST is the sum of the match points of the teams met.
	SOST int
	// Matches, Wins, Draws and Losses count the complete matches.
	Matches, Wins, Draws, Losses int
	// Values are the team's values of the criteria, in order.
	Values []int
}

// criteria are the event's criteria, or the default ones.
func (e *Event) criteria() []Criterion {
	if len(e.Settings.Criteria) > 0 {
		return e.Settings.Criteria
	}
	return DefaultCriteria()
}

// Standings ranks the teams after round afterRound. Only complete matches count (a match
// with a board still without result gives nothing yet). A bye gives the match points of a
// match won (the tournament's NBWByePoints) and half the board points. Teams equal on
// every criterion share a place and are listed by name.
func (e *Event) Standings(afterRound int) ([]Standing, error) {
	if err := e.Settings.Validate(); err != nil {
		return nil, err
	}
	crit := e.criteria()
	size := e.boardsPerMatch()
	idx := map[ID]int{}
	st := make([]Standing, len(e.Teams))
	for i := range e.Teams {
		idx[e.Teams[i].ID] = i
		st[i] = Standing{Team: &e.Teams[i], Boards: make([]int, size)}
	}
	var played []meeting
	for _, m := range e.Matches {
		ia, okA := idx[m.A]
		ib, okB := idx[m.B]
		if m.Round > afterRound || !okA || !okB {
			continue
		}
		res := e.MatchResult(m)
		if !res.Complete {
			continue
		}
		pa, pb := 1, 1
		switch {
		case res.A > res.B:
			pa, pb = 2, 0
		case res.A < res.B:
			pa, pb = 0, 2
		}
		played = append(played, meeting{m.A, m.B, pa, pb})
		for _, x := range []struct{ i, p, bp int }{{ia, pa, res.A}, {ib, pb, res.B}} {
			s := &st[x.i]
			s.MatchPoints += x.p
			s.BoardPoints += x.bp
			s.Matches++
			switch x.p {
			case 2:
				s.Wins++
			case 1:
				s.Draws++
			default:
				s.Losses++
			}
		}
		for _, bg := range e.BoardGames(m) {
			if bg.Board <= size {
				st[ia].Boards[bg.Board-1] += bg.PointsA
				st[ib].Boards[bg.Board-1] += bg.PointsB
			}
		}
	}
	for _, b := range e.Byes {
		if i, ok := idx[b.Team]; ok && b.Round <= afterRound {
			st[i].MatchPoints += e.T.Settings.NBWByePoints
			st[i].BoardPoints += size
		}
	}
	for _, m := range played {
		st[idx[m.a]].SOST += st[idx[m.b]].MatchPoints
		st[idx[m.b]].SOST += st[idx[m.a]].MatchPoints
	}
	dc := slices.Index(crit, CritDC)
	for i := range st {
		s := &st[i]
		s.Values = make([]int, len(crit))
		for j, c := range crit {
			switch c {
			case CritTeamPoints:
				s.Values[j] = s.MatchPoints
			case CritSOST:
				s.Values[j] = s.SOST
			case CritBoardWins:
				s.Values[j] = s.BoardPoints
			case CritMeanRating:
				_, s.Values[j] = e.Strength(s.Team, 1)
			case CritDC:
			default:
				for k := range min(c.BoardsUpTo(), size) {
					s.Values[j] += s.Boards[k]
				}
			}
		}
	}
	byValues := func(a, b *Standing) int { return slices.Compare(b.Values, a.Values) }
	byName := func(a, b Standing) int {
		return cmp.Or(byValues(&a, &b), cmp.Compare(e.Name(a.Team.ID), e.Name(b.Team.ID)), cmp.Compare(a.Team.ID, b.Team.ID))
	}
	slices.SortFunc(st, byName)
	if dc >= 0 {
		directEncounter(st, dc, played)
		slices.SortFunc(st, byName)
	}
	for i := range st {
		st[i].Place = i + 1
		if i > 0 && byValues(&st[i-1], &st[i]) == 0 {
			st[i].Place = st[i-1].Place
			st[i].Shared, st[i-1].Shared = true, true
		}
	}
	return st, nil
}

// directEncounter fills the DC column (position d) of every group of teams tied on the
// criteria before it: when every two teams of the group have met in a complete match, a
// team's value is the match points it took from the others of the group; otherwise the
// encounters do not separate the group and every value stays 0.
func directEncounter(st []Standing, d int, played []meeting) {
	for lo := 0; lo < len(st); {
		hi := lo + 1
		for hi < len(st) && slices.Equal(st[lo].Values[:d], st[hi].Values[:d]) {
			hi++
		}
		if n := hi - lo; n > 1 {
			in := map[ID]bool{}
			for i := lo; i < hi; i++ {
				in[st[i].Team.ID] = true
			}
			pts := map[ID]int{}
			met := map[[2]ID]bool{}
			for _, m := range played {
				if in[m.a] && in[m.b] {
					met[[2]ID{min(m.a, m.b), max(m.a, m.b)}] = true
					pts[m.a] += m.pa
					pts[m.b] += m.pb
				}
			}
			if len(met) == n*(n-1)/2 {
				for i := lo; i < hi; i++ {
					st[i].Values[d] = pts[st[i].Team.ID]
				}
			}
		}
		lo = hi
	}
}

// meeting is a complete match: its teams and their match points.
type meeting struct {
	a, b   ID
	pa, pb int
}
