package team

import (
	"fmt"

	"github.com/hoshi-go/hoshi/internal/matching"
	"github.com/hoshi-go/hoshi/internal/pairing"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// Pairing is a paired round of a team event.
type Pairing struct {
	Round   int
	Matches []Match
	// Games are the board games of Matches, in table order: add them to the tournament's
	// games, and Matches to the event's.
	Games []tournament.Game
	// Bye is the team that sits out, or 0.
	Bye ID
	// Costs explain Matches (Costs[i] is why Matches[i] was chosen), as for players.
	Costs []pairing.Cost
	// Proof tells how the matching of the teams was found and proved optimal.
	Proof matching.Stats
}

// Pair pairs round (1-based) of the event: the teams that play it and have no match in it
// yet are paired as units by the individual pairing on Units (see there), then each match
// gets its board games. e is not modified.
//
// Matches are listed in the pairing's table order; their games take the tables after those
// already used in the round, board 1 first. Team A of a match is the team that was team A
// less often in the earlier rounds (so that the colours of each board alternate over the
// rounds), then the stronger (Strength), then the one with the smaller id. Units counts
// team A as White, so the pairing's colour balance prefers matches between a team that was
// A more often and one that was B more often.
func (e *Event) Pair(round int) (*Pairing, error) {
	if err := e.Validate(); err != nil {
		return nil, err
	}
	for i := range e.Teams {
		t := &e.Teams[i]
		if n := len(e.Lineup(t, round)); t.Plays(round) && n < e.Settings.Size {
			// A side has no reserve: it plays whole, or it is marked absent from the round.
			if e.Settings.Kind != Boards {
				return nil, keyedErr("players", msgSidePresent.New(e.Name(t.ID), n, e.Settings.Size, round))
			}
			return nil, keyedErr("players", msgTeamPresent.N(n, e.Name(t.ID), round, e.Settings.Size))
		}
	}
	res, err := pairing.Pair(e.Units(round), round, pairing.Options{})
	if err != nil {
		return nil, fmt.Errorf("team pairing: %w", err)
	}
	p := &Pairing{Round: round, Bye: ID(res.Bye), Costs: res.Costs, Proof: res.Proof}
	next := 1
	for _, g := range e.T.Games {
		if g.Round == round && g.Table >= next {
			next = g.Table + 1
		}
	}
	for _, ug := range res.Games {
		a, b := e.Team(ID(ug.White)), e.Team(ID(ug.Black))
		if e.takesA(b, a, round) {
			a, b = b, a
		}
		m := Match{Round: round, A: a.ID, B: b.ID}
		for _, g := range e.MatchGames(round, a, b, next) {
			m.Tables = append(m.Tables, g.Table)
			p.Games = append(p.Games, g)
			next = g.Table + 1
		}
		p.Matches = append(p.Matches, m)
	}
	return p, nil
}

// Apply adds a paired round to the event: its games to the tournament, its matches and bye
// to the event.
func (e *Event) Apply(p *Pairing) {
	e.T.Games = append(e.T.Games, p.Games...)
	e.Matches = append(e.Matches, p.Matches...)
	if p.Bye != 0 {
		e.Byes = append(e.Byes, Bye{Round: p.Round, Team: p.Bye})
	}
}

// MatchGames makes the board games of a match between teams a (team A) and b in round,
// tables numbered from table, skipping the tables left out in the round
// (tournament.Settings.LeftOutTables). On board k (1-based) team A takes Black when k is odd under
// AlternateABlackFirst, White under AlternateAWhiteFirst, unless the game has a handicap:
// then the stronger player takes White. The handicap, komi and prisoners follow the
// tournament's handicap policy between the two players of the board, from their ranks (a
// McMahon handicap policy is taken on ranks, not on McMahon scores: the board players have
// no scores of their own). Pair Go and Rengo play one game between the first players of the
// sides, with the handicap of the sides' Strength.
func (e *Event) MatchGames(round int, a, b *Team, table int) []tournament.Game {
	hs := e.handicapScores()
	la, lb := e.Lineup(a, round), e.Lineup(b, round)
	var out []tournament.Game
	for k := range e.boardsPerMatch() {
		pa, pb := e.T.Player(la[k]), e.T.Player(lb[k])
		// The players whose ranks decide the handicap: for a side, its strength.
		ha, hb := *pa, *pb
		if e.Settings.Kind != Boards {
			ha.Rank, ha.Rating = e.Strength(a, round)
			hb.Rank, hb.Rating = e.Strength(b, round)
		}
		aBlack := k%2 == 0
		if e.Settings.Colours == AlternateAWhiteFirst {
			aBlack = !aBlack
		}
		if w, _, decided := hs.HandicapColors(&ha, &hb); decided {
			aBlack = w != &ha
		}
		for e.T.Settings.LeftOut(round, table) {
			table++
		}
		g := tournament.Game{Round: round, Table: table, KnownColor: true}
		table++
		white, black := &ha, &hb
		g.White, g.Black = pa.ID, pb.ID
		if aBlack {
			white, black = &hb, &ha
			g.White, g.Black = pb.ID, pa.ID
		}
		g.Handicap, g.Komi = hs.Handicap(white, black)
		g.Prisoners = hs.Prisoners(white, black)
		out = append(out, g)
	}
	return out
}

// handicapScores are the scores the board handicaps are taken from: the tournament's
// players and handicap policy before any game, a McMahon policy on ranks.
func (e *Event) handicapScores() *tournament.Scores {
	s := e.T.Settings
	s.Handicap.BasedOnRank = true
	return (&tournament.Tournament{Settings: s, Players: e.T.Players}).ScoresAfter(0)
}

// takesA reports whether team x is team A of a match with y in round (see Pair).
func (e *Event) takesA(x, y *Team, round int) bool {
	bx, by := e.aBalance(x.ID, round), e.aBalance(y.ID, round)
	if bx != by {
		return bx < by
	}
	rx, mx := e.Strength(x, round)
	ry, my := e.Strength(y, round)
	switch {
	case rx != ry:
		return rx > ry
	case mx != my:
		return mx > my
	}
	return x.ID < y.ID
}

// aBalance is how many more times team id was team A than team B before round.
func (e *Event) aBalance(id ID, round int) int {
	n := 0
	for _, m := range e.Matches {
		switch {
		case m.Round >= round:
		case m.A == id:
			n++
		case m.B == id:
			n--
		}
	}
	return n
}
