package tournament

import (
	"testing"

	"github.com/hoshi-go/hoshi/internal/rank"
)

// TestHandicapMMS walks the McMahon rule over starting scores (round 1), bar 9d so that
// only the no-handicap threshold caps.
func TestHandicapMMS(t *testing.T) {
	for _, tc := range []struct {
		strong, weak string
		correction   int
		threshold    string
		want         int
	}{
		{"5k", "5k", 1, "1d", 0},
		{"5k", "6k", 1, "1d", 0},   // MMS difference 1: even
		{"5k", "7k", 1, "1d", 1},   // 2: no komi
		{"5k", "8k", 1, "1d", 2},   // 3: two stones
		{"7k", "5k", 1, "1d", 1},   // the size does not depend on the order
		{"3k", "10k", 1, "1d", 6},  // 7 - 1
		{"1d", "10k", 1, "1d", 9},  // 10 - 1
		{"1k", "19k", 1, "1d", 9},  // 18 - 1, capped at 9
		{"3d", "1k", 1, "1d", 0},   // 3d counts as 1d: difference 1
		{"3d", "2k", 1, "1d", 1},   // 1d - 2k
		{"5d", "2d", 1, "1d", 0},   // both at the threshold
		{"5d", "2d", 1, "9d", 2},   // threshold raised
		{"1d", "10k", 1, "8k", 1},  // 1d counts as 8k: 8k - 10k
		{"1d", "10k", 1, "10k", 0}, // both capped at 10k
		{"5k", "12k", 1, "30k", 0}, // threshold at the bottom: no handicap at all
		{"5k", "6k", 0, "1d", 1},   // no correction
		{"5k", "12k", 2, "1d", 5},  // 7 - 2
		{"1d", "10k", 3, "1d", 7},  // 10 - 3
		{"5k", "6k", -1, "1d", 2},  // correction -1 adds a stone...
		{"5k", "5k", -1, "1d", 0},  // ...but never to an even game
		{"19k", "25k", 1, "1d", 0}, // below the floor of 20k the scores are level: 19k - 20k
		{"18k", "25k", 1, "1d", 1}, // 18k - 20k
		{"2p", "1k", 1, "9d", 6},   // 2p counts as 7d: 7 - 1
		{"9d", "30k", 1, "9d", 9},  // ceiling
	} {
		tr := &Tournament{Settings: DefaultSettings()}
		tr.Settings.Bar = rank.Dan(9)
		tr.Settings.Handicap.Correction = tc.correction
		tr.Settings.Handicap.NoHandicapThreshold = mustRank(tc.threshold)
		a := &Player{ID: 1, Rank: mustRank(tc.strong)}
		b := &Player{ID: 2, Rank: mustRank(tc.weak)}
		tr.Players = []Player{*a, *b}
		hd, komi := tr.Handicap(a, b, 1)
		wantKomi := 1
		if tc.want == 0 {
			wantKomi = tr.Settings.Komi
		}
		if hd != tc.want || komi != wantKomi {
			t.Errorf("%s - %s (correction %d, threshold %s): handicap %d komi %d, want %d komi %d",
				tc.strong, tc.weak, tc.correction, tc.threshold, hd, komi, tc.want, wantKomi)
		}
	}
}

// TestHandicapFollowsScores checks that the McMahon rule uses the scores before the round.
// Charlie (1k) and Delta (2k) start 29 and 28: even. After Charlie's jigo and win by default
// they stand at 30.5 and 28.5 before round 3: pseudo ranks 0 and -2, one stone less:
// handicap 1, Charlie White.
func TestHandicapFollowsScores(t *testing.T) {
	tr := small()
	for _, g := range tr.Games {
		if hd, _ := tr.Handicap(tr.Player(g.White), tr.Player(g.Black), g.Round); hd != g.Handicap {
			t.Errorf("round %d table %d: handicap %d, want %d", g.Round, g.Table, hd, g.Handicap)
		}
	}
	c, d := tr.Player(charlie), tr.Player(delta)
	if hd, komi := tr.Handicap(c, d, 1); hd != 0 || komi != tr.Settings.Komi {
		t.Errorf("Charlie - Delta round 1: %d komi %d, want even with komi %d", hd, komi, tr.Settings.Komi)
	}
	if _, _, decided := tr.HandicapColors(c, d, 1); decided {
		t.Error("an even game should leave the colours to the pairing")
	}
	if hd, komi := tr.Handicap(c, d, 3); hd != 1 || komi != 1 {
		t.Errorf("Charlie - Delta round 3: %d komi %d, want 1 komi 1", hd, komi)
	}
	if w, bl, decided := tr.HandicapColors(d, c, 3); !decided || w != c || bl != d {
		t.Errorf("HandicapColors(Delta, Charlie) = %s, %s, %v; want Charlie White", w.Name, bl.Name, decided)
	}
	tr.Settings.Handicap.BasedOnRank = true // 1k - 2k: difference 1 whatever the round
	if hd, _ := tr.Handicap(c, d, 3); hd != 0 {
		t.Errorf("rank-based Charlie - Delta round 3: %d, want 0", hd)
	}
	tr.Settings.Handicap.BasedOnRank = false
	g := Game{Round: 3, White: charlie, Black: delta}
	tr.ApplyHandicap(&g)
	if g.Handicap != 1 || g.Komi != 1 || g.Prisoners != 0 {
		t.Errorf("ApplyHandicap: %+v", g)
	}
}

// TestHandicapRankDifference walks the seeds' rule: one stone a rank up to the ceiling,
// then the prisoners per rank for each further rank (Czech rules of 1991: 9 stones and 5
// prisoners a rank on 19x19; Slovak rules: at most 5 stones on 13x13 and 9x9).
func TestHandicapRankDifference(t *testing.T) {
	for _, tc := range []struct {
		strong, weak   string
		ceiling, prpr  int
		want, prisoner int
	}{
		{"1d", "1d", 9, 5, 0, 0},
		{"1d", "1k", 9, 5, 1, 0},
		{"1d", "3k", 9, 5, 3, 0},
		{"5k", "14k", 9, 5, 9, 0},
		{"5k", "15k", 9, 5, 9, 5},
		{"2d", "25k", 9, 5, 9, 85}, // 26 ranks: 9 stones and 17 x 5 prisoners
		{"2p", "1d", 9, 5, 6, 0},   // 2p counts as 7d
		{"1d", "5k", 5, 5, 5, 0},
		{"1d", "7k", 5, 5, 5, 10},
		{"1d", "7k", 5, 2, 5, 4},
		{"1d", "15k", 5, 1, 5, 10}, // 15 ranks on 9x9: 5 stones and 10 x 1 prisoner
		{"7k", "1d", 9, 5, 7, 0},   // the size does not depend on the order
		{"1d", "3k", 0, 5, 0, 15},  // ceiling 0: even, and prisoners for every rank
		{"1d", "3k", 2, 0, 2, 0},   // no prisoners
	} {
		tr := &Tournament{Settings: DefaultSettings()}
		tr.Settings.Handicap = HandicapPolicy{Kind: HandicapRankDifference, Ceiling: tc.ceiling, PrisonersPerRank: tc.prpr}
		a := &Player{ID: 1, Rank: mustRank(tc.strong)}
		b := &Player{ID: 2, Rank: mustRank(tc.weak)}
		hd, komi := tr.Handicap(a, b, 1)
		wantKomi := 1
		if tc.want == 0 {
			wantKomi = tr.Settings.Komi
		}
		if hd != tc.want || komi != wantKomi || tr.Prisoners(a, b, 1) != tc.prisoner {
			t.Errorf("%s - %s, ceiling %d, %d a rank: %d stones komi %d prisoners %d, want %d komi %d prisoners %d",
				tc.strong, tc.weak, tc.ceiling, tc.prpr, hd, komi, tr.Prisoners(a, b, 1), tc.want, wantKomi, tc.prisoner)
		}
	}
}

// TestHandicapBoardDefaults plays 1d against 15k in round 1 of a new tournament on each board
// size, under both rules, with the board's default ceiling and prisoners. McMahon: starting
// scores 30 and 20 (floor 20k, 15k is above it), pseudo ranks 0 and -10 (1d is at the
// threshold), difference 10, one stone less for the correction: 9, capped at 9 on 19x19 and
// at 5 on 13x13 and 9x9. Rank difference: 15 ranks, 9 stones and 6 x 5 prisoners on 19x19;
// 5 stones and 10 x 2 on 13x13; 5 stones and 10 x 1 on 9x9.
func TestHandicapBoardDefaults(t *testing.T) {
	for _, tc := range []struct {
		size, mms, rd, prisoners int
	}{
		{19, 9, 9, 30},
		{13, 5, 5, 20},
		{9, 5, 5, 10},
	} {
		s := DefaultSettings()
		s.BoardSize = tc.size
		s.FollowDefaults(DefaultSettings())
		tr := &Tournament{Settings: s}
		a := &Player{ID: 1, Rank: rank.Dan(1)}
		b := &Player{ID: 2, Rank: rank.Kyu(15)}
		tr.Players = []Player{*a, *b}
		if hd, _ := tr.Handicap(a, b, 1); hd != tc.mms {
			t.Errorf("%dx%d McMahon: 1d - 15k gets %d stones, want %d", tc.size, tc.size, hd, tc.mms)
		}
		tr.Settings.Handicap.Kind = HandicapRankDifference
		if hd, _ := tr.Handicap(a, b, 1); hd != tc.rd || tr.Prisoners(a, b, 1) != tc.prisoners {
			t.Errorf("%dx%d rank difference: 1d - 15k gets %d stones and %d prisoners, want %d and %d",
				tc.size, tc.size, hd, tr.Prisoners(a, b, 1), tc.rd, tc.prisoners)
		}
	}
}

func TestHandicapNone(t *testing.T) {
	tr := &Tournament{Settings: DefaultSettings()}
	tr.Settings.Handicap.Kind = HandicapNone
	a := &Player{ID: 1, Rank: rank.Dan(5)}
	b := &Player{ID: 2, Rank: rank.Kyu(20)}
	if hd, komi := tr.Handicap(a, b, 1); hd != 0 || komi != tr.Settings.Komi {
		t.Errorf("no handicap: %d komi %d", hd, komi)
	}
	if _, _, decided := tr.HandicapColors(a, b, 1); decided {
		t.Error("no handicap: colours should be left to the pairing")
	}
}

// mustRank is rank.Parse for the ranks written in the tests; it panics on a bad rank.
func mustRank(s string) rank.Rank {
	r, err := rank.Parse(s)
	if err != nil {
		panic(err)
	}
	return r
}
