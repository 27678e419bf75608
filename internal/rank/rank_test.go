package rank

import (
	"strconv"
	"strings"
	"testing"
)

func TestParse(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want string
		val  int
	}{
		{"5k", "5k", -5}, {"5K", "5k", -5}, {"5 kyu", "5k", -5}, {"5. kyu", "5k", -5},
		{"5kyu", "5k", -5}, {" 30k ", "30k", -30}, {"1k", "1k", -1}, {"1d", "1d", 0},
		{"1 dan", "1d", 0}, {"3D", "3d", 2}, {"9d", "9d", 8}, {"2p", "2p", 6},
		{"2 pro", "2p", 6}, {"3p", "3p", 6}, {"4P", "4p", 7}, {"6p", "6p", 7}, {"7p", "7p", 8}, {"9p", "9p", 8},
		{"18K", "18k", -18}, {"5. Dan", "5d", 4},
	} {
		r, err := Parse(tc.in)
		if err != nil {
			t.Errorf("Parse(%q): %v", tc.in, err)
			continue
		}
		if r.String() != tc.want || r.Value() != tc.val {
			t.Errorf("Parse(%q) = %s (value %d), want %s (value %d)", tc.in, r, r.Value(), tc.want, tc.val)
		}
	}
}

// TestParseLanguages reads the spellings of the Czech, Slovak and Finnish registrations and
// the romanisations of kyū; values on OpenGotha's scale (5k = -5, 3d = 2, 1p counts as 7d = 6).
func TestParseLanguages(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want string
		val  int
	}{
		{"5 kyu", "5k", -5}, {"5. kyu", "5k", -5}, {"5 kjú", "5k", -5}, {"5 kyú", "5k", -5},
		{"5 kyū", "5k", -5}, {"5k", "5k", -5}, {"5K", "5k", -5}, {"5. kjú", "5k", -5},
		{"5 KYU", "5k", -5}, {"5 Kjú", "5k", -5}, {"5kjú", "5k", -5}, {"30 kyū", "30k", -30},
		{"1 kyu", "1k", -1}, {"3 dan", "3d", 2}, {"3. dan", "3d", 2}, {"3d", "3d", 2},
		{"9. dan", "9d", 8}, {"1 dan", "1d", 0}, {"1p", "1p", 6}, {"1 pro", "1p", 6},
		{"1 profi", "1p", 6}, {"9 profi", "9p", 8}, {"4 Profi", "4p", 7},
	} {
		r, err := Parse(tc.in)
		if err != nil {
			t.Errorf("Parse(%q): %v", tc.in, err)
			continue
		}
		if r.String() != tc.want || r.Value() != tc.val {
			t.Errorf("Parse(%q) = %s (value %d), want %s (value %d)", tc.in, r, r.Value(), tc.want, tc.val)
		}
	}
}

func TestParseErrors(t *testing.T) {
	for _, in := range []string{"", "k", "0k", "31k", "10d", "0d", "10p", "5x", "abc", "5 kyus", "100k", "-3k"} {
		_, err := Parse(in)
		if err == nil {
			t.Errorf("Parse(%q) accepted a bad rank", in)
			continue
		}
		if e, ok := err.(*Error); !ok || e.Text != in {
			t.Errorf("Parse(%q) error %v does not name the text", in, err)
		}
	}
}

func TestOrder(t *testing.T) {
	order := []string{"30k", "20k", "1k", "1d", "7d", "9d", "1p", "5p", "9p"}
	for i := 1; i < len(order); i++ {
		a, b := MustParse(order[i-1]), MustParse(order[i])
		if !(a < b) {
			t.Errorf("%s should sort below %s", a, b)
		}
	}
	if Unranked.String() != "20k" {
		t.Errorf("unranked = %s, want 20k", Unranked)
	}
}

func TestRoundTrip(t *testing.T) {
	for r := Weakest; r <= Strongest; r++ {
		back, err := Parse(r.String())
		if err != nil || back != r {
			t.Errorf("%d prints as %q, reads back as %d (%v)", r, r, back, err)
		}
		back, err = Parse(r.Upper())
		if err != nil || back != r {
			t.Errorf("%d upper %q reads back as %d (%v)", r, r.Upper(), back, err)
		}
	}
}

func TestFromRating(t *testing.T) {
	for _, tc := range []struct {
		gor  int
		want string
	}{
		{2100, "1d"}, {2050, "1d"}, {2149, "1d"}, {2150, "2d"}, {2049, "1k"}, {1950, "1k"},
		{1949, "2k"}, {2700, "7d"}, {3000, "9d"}, {100, "20k"}, {99, "20k"}, {49, "21k"}, {-900, "30k"},
	} {
		if got := FromRating(tc.gor).String(); got != tc.want {
			t.Errorf("FromRating(%d) = %s, want %s", tc.gor, got, tc.want)
		}
	}
}

// TestParseLanguageErrors refuses ranks off the scale in every spelling and words that are
// not ranks, each with an error that quotes the text.
func TestParseLanguageErrors(t *testing.T) {
	for _, in := range []string{
		"31 kyu", "0 kjú", "10 dan", "10. dan", "0 dan", "10 profi", "0 pro", "5 kyus", "5 kiu",
		"5 ky", "5 danu", "5 profik", "5..kyu", "kyu", "dan 3", "5 k y u", "5 kyu 3", "-5 kyu",
		"unranked", "?", "NR", "",
	} {
		_, err := Parse(in)
		if err == nil {
			t.Errorf("Parse(%q) accepted a bad rank", in)
			continue
		}
		if e, ok := err.(*Error); !ok || e.Text != in || !strings.Contains(err.Error(), strconv.Quote(in)) {
			t.Errorf("Parse(%q) error %q does not name the text", in, err)
		}
	}
}

// TestParseDeclared: the words for "no rank" register at 20k, as the Czech rules do with
// players not yet ranked; a rank is read as Parse reads it; errors stay errors.
func TestParseDeclared(t *testing.T) {
	for _, tc := range []struct {
		in       string
		want     string
		unranked bool
	}{
		{"unranked", "20k", true}, {"Unranked", "20k", true}, {" UNRANKED ", "20k", true},
		{"?", "20k", true}, {"NR", "20k", true}, {"nr", "20k", true}, {"", "20k", true},
		{"   ", "20k", true}, {"20k", "20k", false}, {"5 kjú", "5k", false}, {"2 profi", "2p", false},
	} {
		r, unranked, err := ParseDeclared(tc.in)
		if err != nil || r.String() != tc.want || unranked != tc.unranked {
			t.Errorf("ParseDeclared(%q) = %s, unranked %v, %v; want %s, unranked %v",
				tc.in, r, unranked, err, tc.want, tc.unranked)
		}
	}
	for _, in := range []string{"N/R", "??", "31k", "unrank"} {
		if _, _, err := ParseDeclared(in); err == nil {
			t.Errorf("ParseDeclared(%q) accepted a bad rank", in)
		}
	}
}

// MustParse is Parse for ranks written in the tests; it panics on a bad rank.
func MustParse(s string) Rank {
	r, err := Parse(s)
	if err != nil {
		panic(err)
	}
	return r
}
