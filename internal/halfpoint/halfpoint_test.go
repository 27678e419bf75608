package halfpoint

import (
	"math"
	"strconv"
	"strings"
	"testing"
)

func TestFormat(t *testing.T) {
	for _, c := range []struct {
		h    int
		want string
	}{
		{0, "0"},
		{1, "0.5"},
		{-1, "-0.5"},
		{2, "1"},
		{-2, "-1"},
		{-3, "-1.5"},
		{-6, "-3"},
		{13, "6.5"},
		{14, "7"},
		{15, "7.5"},
		{-13, "-6.5"},
		{200, "100"},
		{-201, "-100.5"},
		{722, "361"},
		{2000001, "1000000.5"},
		{math.MaxInt, "4611686018427387903.5"},
		{math.MinInt, "-4611686018427387904"},
		{math.MinInt + 1, "-4611686018427387903.5"},
	} {
		if got := Format(c.h); got != c.want {
			t.Errorf("Format(%d) = %q, want %q", c.h, got, c.want)
		}
	}
}

func TestFormatOneDecimal(t *testing.T) {
	for _, c := range []struct {
		h    int
		want string
	}{
		{0, "0.0"},
		{1, "0.5"},
		{-1, "-0.5"},
		{-2, "-1.0"},
		{13, "6.5"},
		{14, "7.0"},
		{-15, "-7.5"},
		{2000, "1000.0"},
	} {
		if got := FormatOneDecimal(c.h); got != c.want {
			t.Errorf("FormatOneDecimal(%d) = %q, want %q", c.h, got, c.want)
		}
	}
}

// TestFormatAgreesWithFloat checks both forms against strconv's float printing, which is exact
// for these values, over every komi and margin a tournament can see.
func TestFormatAgreesWithFloat(t *testing.T) {
	for h := -3000; h <= 3000; h++ {
		f := float64(h) / 2
		if got, want := Format(h), strconv.FormatFloat(f, 'f', -1, 64); got != want {
			t.Errorf("Format(%d) = %q, strconv says %q", h, got, want)
		}
		if got, want := FormatOneDecimal(h), strconv.FormatFloat(f, 'f', 1, 64); got != want {
			t.Errorf("FormatOneDecimal(%d) = %q, strconv says %q", h, got, want)
		}
	}
}

func TestParse(t *testing.T) {
	for _, c := range []struct {
		s    string
		want int
	}{
		{"0", 0},
		{"-0", 0},
		{"0.5", 1},
		{"-0.5", -1},
		{"6.5", 13},
		{"7", 14},
		{"+7", 14},
		{"7.0", 14},
		{"7.", 14},
		{".5", 1},
		{"-3", -6},
		{"6.50", 13},
		{"0006.5", 13},
		{"-100.5", -201},
		{"1000000.5", 2000001},
		{"4611686018427387903.5", math.MaxInt},
		{"-4611686018427387903.5", -math.MaxInt},
	} {
		got, err := Parse(c.s)
		if err != nil || got != c.want {
			t.Errorf("Parse(%q) = %d, %v, want %d", c.s, got, err, c.want)
		}
	}
}

func TestParseRefuses(t *testing.T) {
	for _, c := range []struct {
		s, why string
	}{
		{"", "not a number"},
		{"-", "not a number"},
		{"+", "not a number"},
		{".", "not a number"},
		{"abc", "not a number"},
		{"6,5", "not a number"},
		{" 6.5", "not a number"},
		{"6.5 ", "not a number"},
		{"--1", "not a number"},
		{"1.5.5", "not a number"},
		{"1e3", "not a number"},
		{"0x10", "not a number"},
		{"1_000", "not a number"},
		{"inf", "not a number"},
		{"NaN", "not a number"},
		{"٣", "not a number"}, // an Arabic-Indic three
		{"6.3", "not a whole or half number"},
		{"6.25", "not a whole or half number"},
		{"6.05", "not a whole or half number"},
		{"-0.51", "not a whole or half number"},
		{"4611686018427387904", "too large"},
		{"99999999999999999999", "too large"},
	} {
		got, err := Parse(c.s)
		if err == nil {
			t.Errorf("Parse(%q) = %d, want an error", c.s, got)
			continue
		}
		if !strings.Contains(err.Error(), c.why) || !strings.Contains(err.Error(), strconv.Quote(c.s)) {
			t.Errorf("Parse(%q) error %q, want it to quote the input and say %q", c.s, err, c.why)
		}
	}
}

func TestParseReadsFormat(t *testing.T) {
	for h := -3000; h <= 3000; h++ {
		for _, s := range []string{Format(h), FormatOneDecimal(h)} {
			if got, err := Parse(s); err != nil || got != h {
				t.Errorf("Parse(%q) = %d, %v, want %d", s, got, err, h)
			}
		}
	}
}
