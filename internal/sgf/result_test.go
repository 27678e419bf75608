package sgf

import "testing"

func TestParseResult(t *testing.T) {
	tests := []struct {
		in     string
		winner Color
		kind   ResultKind
		margin int
		str    string
	}{
		{"", 0, ResultNone, 0, ""},
		{"0", 0, ResultDraw, 0, "0"},
		{"Draw", 0, ResultDraw, 0, "0"},
		{"draw", 0, ResultDraw, 0, "0"},
		{"Jigo", 0, ResultDraw, 0, "0"},
		{"B+3.5", Black, ResultScore, 7, "B+3.5"},
		{"W+64", White, ResultScore, 128, "W+64"},
		{"W+0.5", White, ResultScore, 1, "W+0.5"},
		{"B+12.0", Black, ResultScore, 24, "B+12"},
		{"W+5,5", White, ResultScore, 11, "W+5.5"},
		{"B+R", Black, ResultResign, 0, "B+R"},
		{"B+Resign", Black, ResultResign, 0, "B+R"},
		{"W+resign", White, ResultResign, 0, "W+R"},
		{"W+T", White, ResultTime, 0, "W+T"},
		{"B+Time", Black, ResultTime, 0, "B+T"},
		{"W+F", White, ResultForfeit, 0, "W+F"},
		{"B+Forfeit", Black, ResultForfeit, 0, "B+F"},
		{"Void", 0, ResultVoid, 0, "Void"},
		{"?", 0, ResultUnknown, 0, "?"},
		{"B+Illegal", Black, ResultIllegal, 0, "B+Illegal"},
		{"W+Illegal", White, ResultIllegal, 0, "W+Illegal"},
		{"B+", Black, ResultWin, 0, "B+"},
		{" W+R ", White, ResultResign, 0, "W+R"},
		{"White wins by a lot", 0, ResultOther, 0, "White wins by a lot"},
		{"B+3.3", Black, ResultOther, 0, "B+3.3"},
		{"W+-2", White, ResultOther, 0, "W+-2"},
		{"W+1e3", White, ResultOther, 0, "W+1e3"},
		{"X+R", 0, ResultOther, 0, "X+R"},
	}
	for _, tt := range tests {
		r := ParseResult(tt.in)
		if r.Winner != tt.winner || r.Kind != tt.kind || r.Margin != tt.margin || r.Raw != tt.in {
			t.Errorf("ParseResult(%q) = %+v, want winner %q kind %d margin %d", tt.in, r, tt.winner, tt.kind, tt.margin)
		}
		if s := r.String(); s != tt.str {
			t.Errorf("ParseResult(%q).String() = %q, want %q", tt.in, s, tt.str)
		}
	}
}

func TestResultStringRoundTrip(t *testing.T) {
	// The canonical form must read back as the same result.
	for _, s := range []string{"B+0.5", "W+100.5", "B+R", "W+T", "B+F", "0", "Void", "?", "W+Illegal", "B+"} {
		r := ParseResult(s)
		back := ParseResult(r.String())
		if back.Winner != r.Winner || back.Kind != r.Kind || back.Margin != r.Margin {
			t.Errorf("%q -> %q reads back as %+v, want %+v", s, r.String(), back, r)
		}
	}
}
