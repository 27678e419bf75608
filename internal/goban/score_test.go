package goban

import "testing"

// positionFromRows reads a square board drawn with x/o/. and b/w for dead black/white stones.
func positionFromRows(t *testing.T, rows ...string) (Position, []bool) {
	t.Helper()
	g := gridFromRows(rows)
	if g.w != g.h {
		t.Fatalf("board is %dx%d, want a square", g.w, g.h)
	}
	return Position{Size: g.w, Cells: g.stones}, g.dead
}

func mustRules(t *testing.T, name string) Rules {
	t.Helper()
	r, err := RulesByName(name)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// TestGoscorerTotals checks territory and area totals against the final-score examples of
// goscorer's test suite (lightvector/goscorer python/test.py, test_final_scoring). Those boards
// are 9x5, so the totals are taken from the grid-level counters ScorePosition uses.
func TestGoscorerTotals(t *testing.T) {
	tests := []struct {
		board                []string
		capB, capW, komi     int // komi in half points
		wantTerrB, wantTerrW int // half points
		wantAreaKomi         int
		wantAreaB, wantAreaW int // half points, with wantAreaKomi
	}{
		{[]string{".xo.oxxo.", "x.o.oxo.o", "ooooxxo..", "xxxxxxooo", "....x.x.o"},
			8, 6, 7, 24, 27, 7, 42, 51},
		{[]string{".xo.oxxo.", "x.o.oxo.o", "ooooxxob.", "xxxxxxooo", "w..wx.x.o"},
			0, 0, 0, 12, 10, 0, 42, 44},
		{[]string{".xo.oxxo.", "x.o.oxo.o", "ooooxxo..", "xxxxxxo.w", "....x.o.."},
			0, 0, 0, 10, 16, 0, 38, 48},
	}
	for k, tc := range tests {
		g := gridFromRows(tc.board)
		var s Score
		s.countTerritory(g, ScoreOptions{CapturesBlack: tc.capB, CapturesWhite: tc.capW})
		if s.Black.Total != tc.wantTerrB || s.White.Total+tc.komi != tc.wantTerrW {
			t.Errorf("case %d territory: got B %d W %d+%d half points, want %d and %d", k,
				s.Black.Total, s.White.Total, tc.komi, tc.wantTerrB, tc.wantTerrW)
		}
		var a Score
		a.countArea(g)
		if a.Black.Total != tc.wantAreaB || a.White.Total+tc.wantAreaKomi != tc.wantAreaW {
			t.Errorf("case %d area: got B %d W %d+%d half points, want %d and %d", k,
				a.Black.Total, a.White.Total, tc.wantAreaKomi, tc.wantAreaB, tc.wantAreaW)
		}
	}
}
