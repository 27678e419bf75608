package shogi

import (
	"strings"
	"testing"
)

// TestImpasseCount follows seed 003, "Cíl hry": promotions are undone, each rook and bishop
// counts 5, every other piece except the kings 1, on the board and in hand; under 24 loses, both
// 24 or more is a draw. The counts below were added up by hand.
func TestImpasseCount(t *testing.T) {
	// The start: rook 5 + bishop 5 + 9 pawns, 2 lances, 2 knights, 2 silvers, 2 golds = 27 each.
	if got := Start().ImpasseCount(); got != [2]int{27, 27} {
		t.Errorf("start: %v, want [27 27]", got)
	}
	if err := Start().KingsEntered(); err == nil || !strings.Contains(err.Error(), "Black's king on 5i") {
		t.Errorf("start: KingsEntered = %v", err)
	}
	for _, c := range []struct {
		sfen   string
		points [2]int
		winner Winner
	}{
		// Black: dragon 5, horse 5, gold 1, tokin 1, 10 pawns in hand = 22; White the other
		// 32 (rook, bishop, 3 golds, 4 silvers, 4 knights, 4 lances, 7 pawns).
		{"+B7+R/4K4/3G1+P3/9/9/9/9/4k4/9 b 10Prb3g4s4n4l7p 1", [2]int{22, 32}, WhiteWins},
		// Two pawns more for Black: 24 is not under 24, and White's 30 neither: a draw.
		{"+B7+R/4K4/3G1+P3/9/9/9/9/4k4/9 b 12Prb3g4s4n4l5p 1", [2]int{24, 30}, Draw},
		// White's king entered with a horse, a dragon and a tokin, and holds a bishop, 4 golds,
		// 4 silvers, 4 knights, 4 lances: 5+5+1+5+16 = 32; Black holds a rook and 17 pawns: 22.
		{"9/4K4/9/9/9/9/+b+r1+p5/4k4/9 w R17Pb4g4s4n4l 1", [2]int{22, 32}, WhiteWins},
	} {
		p := mustSFEN(t, c.sfen)
		if err := p.KingsEntered(); err != nil {
			t.Errorf("%s: %v", c.sfen, err)
		}
		o := p.ImpasseOutcome(0)
		if o.Points != c.points || o.Winner != c.winner || o.Reason != Impasse {
			t.Errorf("%s: %+v, want points %v, winner %v", c.sfen, o, c.points, c.winner)
		}
	}
}

// TestImpasseHandicap: in a two-piece game White's removed rook and bishop (10 points) count for
// White. Black: dragon, horse, gold, tokin and 16 pawns = 28; White: 3 golds, 4 silvers, 4
// knights, 4 lances, 1 pawn = 16, with the removed pieces 26: a draw, where without them White
// would lose.
func TestImpasseHandicap(t *testing.T) {
	p := mustSFEN(t, "+B7+R/4K4/3G1+P3/9/9/9/9/4k4/9 b 16P3g4s4n4lp 1")
	if o := p.ImpasseOutcome(0); o.Winner != BlackWins || o.Points != [2]int{28, 16} {
		t.Errorf("without the handicap: %+v", o)
	}
	if o := NewGame(p).ImpasseOutcome(); o.Winner != Draw || o.Points != [2]int{28, 26} {
		t.Errorf("with the handicap: %+v", o)
	}
}

// TestHandicaps checks each named handicap against the pieces it removes from White's side.
func TestHandicaps(t *testing.T) {
	removed := map[string]string{ // squares emptied on White's side
		"even": "", "lance": "1a", "right-lance": "9a", "bishop": "2b", "rook": "8b",
		"rook-lance": "8b 1a", "two-piece": "8b 2b", "three-piece": "8b 2b 1a",
		"four-piece": "8b 2b 1a 9a", "five-piece": "8b 2b 1a 9a 8a", "left-five-piece": "8b 2b 1a 9a 2a",
		"six-piece": "8b 2b 1a 9a 2a 8a", "eight-piece": "8b 2b 1a 9a 2a 8a 3a 7a",
		"ten-piece": "8b 2b 1a 9a 2a 8a 3a 7a 4a 6a",
	}
	points := map[string]int{"even": 0, "lance": 1, "right-lance": 1, "bishop": 5, "rook": 5,
		"rook-lance": 6, "two-piece": 10, "three-piece": 11, "four-piece": 12, "five-piece": 13,
		"left-five-piece": 13, "six-piece": 14, "eight-piece": 16, "ten-piece": 18}
	start := Start()
	for _, h := range Handicaps {
		p := h.Position()
		want, ok := removed[h.Name]
		if !ok {
			t.Errorf("%s: not in the test's table", h.Name)
			continue
		}
		gone := map[string]bool{}
		for _, s := range strings.Fields(want) {
			gone[s] = true
		}
		for s := Square(0); s < 81; s++ {
			exp := start.At(s)
			if gone[s.String()] {
				exp = Piece{}
			}
			if p.At(s) != exp {
				t.Errorf("%s: %s holds %v, want %v", h.Name, s, p.At(s), exp)
			}
		}
		wantTurn := White
		if h.Name == "even" {
			wantTurn = Black
		}
		if p.Turn() != wantTurn {
			t.Errorf("%s: %v to move, want %v (the giver moves first)", h.Name, p.Turn(), wantTurn)
		}
		if got := p.missingPoints(); got != points[h.Name] {
			t.Errorf("%s: removed pieces count %d, want %d", h.Name, got, points[h.Name])
		}
		if byJ, err := HandicapByName(h.Japanese); err != nil || byJ.Name != h.Name {
			t.Errorf("HandicapByName(%q) = %v, %v", h.Japanese, byJ.Name, err)
		}
	}
	if _, err := HandicapByName("queen"); err == nil || !strings.Contains(err.Error(), "two-piece") {
		t.Errorf("unknown handicap: %v", err)
	}
}

func TestDefaultHandicap(t *testing.T) {
	for diff, want := range map[int]string{0: "even", 1: "even", 2: "lance", 3: "bishop", 4: "rook",
		5: "rook-lance", 6: "two-piece", 7: "four-piece", 8: "six-piece", -3: "bishop", 40: "ten-piece"} {
		if got := DefaultHandicap(diff).Name; got != want {
			t.Errorf("DefaultHandicap(%d) = %s, want %s", diff, got, want)
		}
	}
}
