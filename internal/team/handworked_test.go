package team

import (
	"testing"

	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// A 4-team, 3-board, 3-round McMahon event worked by hand.
//
//	T1: 4d 2d 1d   mean rank (3+1+0)/3 = 1.33 -> 2d, start MMS 31
//	T2: 4d 1d 2k   (3+0-2)/3 = 0.33   -> 1d, 30
//	T3: 1k 2k 3k   (-1-2-3)/3 = -2    -> 2k, 28
//	T4: 1k 3k 6k   (-1-3-6)/3 = -3.33 -> 3k, 27
//
// Handicaps: the McMahon rule on ranks (threshold 1d, correction 1): stones = min(ra,0) -
// min(rb,0) - 1, so 2d-1d and 2k-3k are even, 1d-2k one stone (no komi, 0.5), 4d-1k even.
// Komi 6.5 (13 half points) in even games.
//
// Round 1: every team in its own score group; {T1-T2, T3-T4} has score gaps 1+1 against 3+3
// and 4+2 for the other two pairings. Nobody was team A yet: the stronger team is A (T1, T3).
// Round 2: after T1 and T3 win, MMS 32, 30, 29, 27; the repeats are out, and {T1-T3, T2-T4}
// (gaps 3+3) beats {T1-T4, T2-T3} (gaps 5+1): the score term is concave, balanced gaps
// weigh more. T1 and T3 were both A once: T1 is stronger; T2 and T4 both B: T2 is A.
// Round 3: the only pairing without repeats, {T1-T4, T2-T3}. T4 was A less (-2 against T1's
// +2): A. T2 and T3 are both even (0): the stronger T2 is A.
func TestHandWorkedEvent(t *testing.T) {
	s := tournament.DefaultSettings()
	s.Rounds = 3
	s.Floor = rank.Kyu(10)
	e := newEvent(t, s, Settings{Size: 3, Strength: MeanRank}, [][]string{
		{"4d", "2d", "1d"}, {"4d", "1d", "2k"}, {"1k", "2k", "3k"}, {"1k", "3k", "6k"},
	})

	// Round 1. T1(A)-T2: board 1 4d-4d even, A Black; board 2 2d-1d even, A White; board 3
	// 1d-2k one stone, the 1d White. T3(A)-T4: board 1 even, A Black; board 2 2k-3k even, A
	// White; board 3 3k-6k 2 stones, the 3k White.
	p := pairRound(t, e, 1)
	if p.Bye != 0 || len(p.Matches) != 2 || len(p.Costs) != 2 {
		t.Fatalf("round 1: %+v", p)
	}
	checkGames(t, e, matchOf(t, e, 1, 1, 2), []game{{21, 11, 0, 13}, {12, 22, 0, 13}, {13, 23, 1, 1}})
	checkGames(t, e, matchOf(t, e, 1, 3, 4), []game{{41, 31, 0, 13}, {32, 42, 0, 13}, {33, 43, 2, 1}})
	if m := matchOf(t, e, 1, 1, 2); m.Tables[0] != 1 || m.Tables[2] != 3 {
		t.Errorf("round 1: the top match has tables %v, want 1 2 3", m.Tables)
	}
	// T1 beats T2 2-1 (T2 wins board 1); T3 beats T4 2-1 (T4 wins board 3).
	for _, w := range []tournament.PlayerID{21, 12, 13, 31, 32, 43} {
		win(t, e, 1, w)
	}

	// Round 2. T1(A)-T3: board 1 4d-1k even, A Black; board 2 2d-2k one stone; board 3
	// 1d-3k 2 stones. T2(A)-T4: board 1 4d-1k even, A Black; 1d-3k 2 stones; 2k-6k 3 stones.
	pairRound(t, e, 2)
	checkGames(t, e, matchOf(t, e, 2, 1, 3), []game{{31, 11, 0, 13}, {12, 32, 1, 1}, {13, 33, 2, 1}})
	checkGames(t, e, matchOf(t, e, 2, 2, 4), []game{{41, 21, 0, 13}, {22, 42, 2, 1}, {23, 43, 3, 1}})
	// T3 beats T1 2-1; T2 beats T4 3-0.
	for _, w := range []tournament.PlayerID{11, 32, 33, 21, 22, 23} {
		win(t, e, 2, w)
	}

	// Round 3. T4(A)-T1: board 1 1k-4d even, A Black; 3k-2d 2 stones; 6k-1d 5 stones, T1
	// White on both. T2(A)-T3: board 1 4d-1k even, A Black; 1d-2k one stone; board 3 2k-3k
	// even, odd board: A Black.
	pairRound(t, e, 3)
	checkGames(t, e, matchOf(t, e, 3, 4, 1), []game{{11, 41, 0, 13}, {12, 42, 2, 1}, {13, 43, 5, 1}})
	checkGames(t, e, matchOf(t, e, 3, 2, 3), []game{{31, 21, 0, 13}, {22, 32, 1, 1}, {33, 23, 0, 13}})
	// T1 beats T4 2-1; T2 beats T3 2-1.
	for _, w := range []tournament.PlayerID{11, 12, 43, 21, 32, 23} {
		win(t, e, 3, w)
	}

	// Match points: T1 W L W = 4, T2 L W W = 4, T3 W W L = 4, T4 0.
	// Board points (x2): T1 2+1+2 = 5 wins (10), T2 1+3+2 (12), T3 2+2+1 (10), T4 1+0+1 (4).
	// SOST: T1 met T2, T3, T4: 4+4+0 = 8; T3 met T4, T1, T2: 8; T2 met T1, T4, T3: 8; T4 12.
	// T1 and T3 tie on match points, board points and SOST: T3 won their match (DC 2-0).
	st, err := e.Standings(3)
	if err != nil {
		t.Fatal(err)
	}
	want := []struct {
		team                ID
		place, mp, bp, sost int
	}{{2, 1, 4, 12, 8}, {3, 2, 4, 10, 8}, {1, 3, 4, 10, 8}, {4, 4, 0, 4, 12}}
	for i, w := range want {
		g := st[i]
		if g.Team.ID != w.team || g.Place != w.place || g.MatchPoints != w.mp || g.BoardPoints != w.bp || g.SOST != w.sost {
			t.Errorf("place %d: team %d place %d mp %d bp %d sost %d, want %+v", i+1, g.Team.ID, g.Place, g.MatchPoints, g.BoardPoints, g.SOST, w)
		}
	}
	if st[1].Values[3] != 2 || st[2].Values[3] != 0 {
		t.Errorf("DC of T3 and T1: %d %d, want 2 0", st[1].Values[3], st[2].Values[3])
	}
	// Board 2 of T1 (12): won rounds 1 and 3, lost round 2: 2 wins on board 2 of T1.
	if b := st[2].Boards; b[0] != 4 || b[1] != 4 || b[2] != 2 {
		t.Errorf("T1's points by board: %v, want 4 4 2", b)
	}

	// Board 1: P21 won all three, P11 two, P31 one, P41 none.
	br := e.BoardRanking(1, 3)
	wantBoard := []struct {
		player tournament.PlayerID
		points int
		place  int
	}{{21, 6, 1}, {11, 4, 2}, {31, 2, 3}, {41, 0, 4}}
	if len(br) != len(wantBoard) {
		t.Fatalf("board 1 ranking: %+v", br)
	}
	for i, w := range wantBoard {
		if br[i].Player != w.player || br[i].Points != w.points || br[i].Place != w.place || br[i].Games != 3 {
			t.Errorf("board 1, line %d: %+v, want %+v", i+1, br[i], w)
		}
	}
	// After round 1 only: T1 and T3 won 2-1, so 2 match points and 4 board points each, SOST 0
	// (their opponents lost); they have not met, so DC leaves the tie: they share place 1.
	st1, _ := e.Standings(1)
	if st1[0].Team.ID != 1 || st1[1].Team.ID != 3 || st1[1].Place != 1 || !st1[0].Shared {
		t.Errorf("after round 1: %v %v (places %d %d), want T1 and T3 sharing place 1", st1[0].Team.ID, st1[1].Team.ID, st1[0].Place, st1[1].Place)
	}
}
