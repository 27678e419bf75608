package team

import (
	"testing"

	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// twelveTeams is the event: 12 teams of 4 boards (and a reserve each), 5 rounds of
// McMahon without handicaps. Team i's boards are ranked from (8-i)d... down by one rank per
// board, so that the teams are of distinct strengths.
func twelveTeams(t *testing.T) *Event {
	s := tournament.DefaultSettings()
	s.Rounds = 5
	s.Handicap.Kind = tournament.HandicapNone
	var ranks [][]string
	for i := range 12 {
		var rs []string
		for b := range 5 {
			rs = append(rs, rank.Rank(5-i-b).String())
		}
		ranks = append(ranks, rs)
	}
	return newEvent(t, s, Settings{Size: 4}, ranks)
}

// playStronger gives every game of round r to the stronger player (by rank); between equal
// ranks White wins on odd tables, and table 7 of every round is a jigo.
func playStronger(e *Event, r int) {
	for i := range e.T.Games {
		g := &e.T.Games[i]
		if g.Round != r {
			continue
		}
		w, b := e.T.Player(g.White), e.T.Player(g.Black)
		switch {
		case g.Table == 7:
			g.Result = tournament.Jigo
		case w.Rank > b.Rank, w.Rank == b.Rank && g.Table%2 == 1:
			g.Result = tournament.WhiteWins
		default:
			g.Result = tournament.BlackWins
		}
	}
}

// The 12-team event, paired, played and ranked: no two teams meet twice, every team plays
// every round on four boards with tables 1-24, the colours alternate by board, and the
// standings agree with match and board points counted here from the games alone.
func TestTwelveTeamEvent(t *testing.T) {
	e := twelveTeams(t)
	met := map[[2]ID]bool{}
	for r := 1; r <= 5; r++ {
		p := pairRound(t, e, r)
		if p.Bye != 0 || len(p.Matches) != 6 || len(p.Games) != 24 {
			t.Fatalf("round %d: bye %d, %d matches, %d games", r, p.Bye, len(p.Matches), len(p.Games))
		}
		tables := map[int]bool{}
		for _, g := range p.Games {
			tables[g.Table] = true
		}
		if len(tables) != 24 || !tables[1] || !tables[24] {
			t.Errorf("round %d: tables %v", r, tables)
		}
		plays := map[ID]bool{}
		for _, m := range p.Matches {
			k := [2]ID{min(m.A, m.B), max(m.A, m.B)}
			if met[k] {
				t.Errorf("round %d: teams %d and %d meet again", r, m.A, m.B)
			}
			met[k], plays[m.A], plays[m.B] = true, true, true
			for _, bg := range e.BoardGames(m) {
				aBlack := bg.Game.Black == bg.PlayerA
				if aBlack != (bg.Board%2 == 1) {
					t.Errorf("round %d, %d-%d board %d: team A Black = %v", r, m.A, m.B, bg.Board, aBlack)
				}
			}
		}
		if len(plays) != 12 {
			t.Errorf("round %d: %d teams play", r, len(plays))
		}
		playStronger(e, r)
	}

	// Match and board points from the games alone: each player's team, each round's board
	// points per team, then who won.
	teamOf := map[tournament.PlayerID]ID{}
	for _, tm := range e.Teams {
		for _, p := range tm.Players {
			teamOf[p] = tm.ID
		}
	}
	type key struct {
		r int
		t ID
	}
	bp := map[key]int{}
	opp := map[key]ID{}
	for _, g := range e.T.Games {
		w, b := g.Points()
		tw, tb := teamOf[g.White], teamOf[g.Black]
		bp[key{g.Round, tw}] += w
		bp[key{g.Round, tb}] += b
		opp[key{g.Round, tw}], opp[key{g.Round, tb}] = tb, tw
	}
	mp := map[ID]int{}
	board := map[ID]int{}
	for k, v := range bp {
		o := bp[key{k.r, opp[k]}]
		board[k.t] += v
		switch {
		case v > o:
			mp[k.t] += 2
		case v == o:
			mp[k.t]++
		}
	}
	st, err := e.Standings(5)
	if err != nil {
		t.Fatal(err)
	}
	if len(st) != 12 {
		t.Fatalf("%d teams in the standings", len(st))
	}
	for i, s := range st {
		id := s.Team.ID
		if s.MatchPoints != mp[id] || s.BoardPoints != board[id] {
			t.Errorf("team %d: %d match points, %d board points; the games give %d and %d", id, s.MatchPoints, s.BoardPoints, mp[id], board[id])
		}
		sost := 0
		for r := 1; r <= 5; r++ {
			sost += mp[opp[key{r, id}]]
		}
		if s.SOST != sost {
			t.Errorf("team %d: SOST %d, want %d", id, s.SOST, sost)
		}
		if i > 0 {
			prev := st[i-1]
			if prev.MatchPoints < s.MatchPoints || prev.MatchPoints == s.MatchPoints && prev.BoardPoints < s.BoardPoints {
				t.Errorf("place %d (team %d) is above place %d (team %d)", prev.Place, prev.Team.ID, s.Place, id)
			}
		}
	}
	// The strongest team wins every board of every match (its players outrank all others,
	// but on table 7): first with 10 match points.
	if st[0].Team.ID != 1 || st[0].MatchPoints != 10 {
		t.Errorf("first: team %d with %d match points, want team 1 with 10", st[0].Team.ID, st[0].MatchPoints)
	}
	for b := 1; b <= 4; b++ {
		br := e.BoardRanking(b, 5)
		if len(br) != 12 {
			t.Errorf("board %d ranking has %d players", b, len(br))
		}
	}
}
