package tournament

import "testing"

// naive recomputes scores straight from the definitions, one value at a time, by scanning
// the games: slow, but independent of Scores' tables.
type naive struct{ t *Tournament }

// game is the player's game of round r, or nil (also when a bye overrides it).
func (n naive) game(id PlayerID, r int) *Game {
	for _, b := range n.t.Byes {
		if b.Round == r && b.Player == id {
			return nil
		}
	}
	for i := range n.t.Games {
		g := &n.t.Games[i]
		if g.Round == r && (g.White == id || g.Black == id) {
			return g
		}
	}
	return nil
}

func (n naive) mms(id PlayerID, after int) int {
	p := n.t.Player(id)
	v, extra := n.t.StartMMS(p), 0
	for r := 1; r <= after; r++ {
		for i := range n.t.Games {
			if g := &n.t.Games[i]; g.Round == r && (g.White == id || g.Black == id) {
				v += g.pointsOf(id)
			}
		}
		switch {
		case n.isBye(id, r):
			extra += n.t.Settings.ByePoints
		case n.game(id, r) == nil && !p.Plays(r):
			extra += n.t.Settings.AbsentPoints
		}
	}
	return v + extra/2*2
}

func (n naive) isBye(id PlayerID, r int) bool {
	for _, b := range n.t.Byes {
		if b.Round == r && b.Player == id {
			return true
		}
	}
	return false
}

func (n naive) sosm(id PlayerID, after int) int {
	sum := 0
	for r := 1; r <= after; r++ {
		g := n.game(id, r)
		if g == nil {
			sum += n.t.StartMMS(n.t.Player(id))
			continue
		}
		v := n.mms(g.Opponent(id), after)
		if g.White == id {
			v += 2 * g.Handicap
		} else {
			v -= 2 * g.Handicap
		}
		sum += v
	}
	return sum
}

func (n naive) sososm(id PlayerID, after int) int {
	sum := 0
	for r := 1; r <= after; r++ {
		if g := n.game(id, r); g != nil {
			sum += n.sosm(g.Opponent(id), after)
		} else {
			sum += n.t.StartMMS(n.t.Player(id)) * after
		}
	}
	return sum
}

// TestScoresAgainstDefinitions compares MMS, SOSM and SOSOSM after every round of a random
// 60-player tournament (handicaps, absences, byes) with the naive recomputation.
func TestScoresAgainstDefinitions(t *testing.T) {
	tr := bigTournament(61, 5)
	n := naive{tr}
	for after := 0; after <= 5; after++ {
		s := tr.ScoresAfter(after)
		for _, p := range tr.Players {
			if got, want := s.MMS(p.ID, after), n.mms(p.ID, after); got != want {
				t.Errorf("MMS(%d) after %d = %d, want %d", p.ID, after, got, want)
			}
			if got, want := s.Value(CritSOSM, p.ID), n.sosm(p.ID, after); got != want {
				t.Errorf("SOSM(%d) after %d = %d, want %d", p.ID, after, got, want)
			}
			if got, want := s.Value(CritSOSOSM, p.ID), n.sososm(p.ID, after); got != want {
				t.Errorf("SOSOSM(%d) after %d = %d, want %d", p.ID, after, got, want)
			}
		}
	}
}
