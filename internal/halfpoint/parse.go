package halfpoint

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Parse reads points written as a plain decimal number ("6.5", "-0.5", "+7", "7.0", ".5") into
// half points. Unlike strconv.ParseFloat it takes no exponents, hexadecimal, infinities or
// spaces, and it refuses a value that is not a whole or half point ("6.3") rather than
// rounding it. Callers apply their own bounds and may allow a decimal comma by replacing it.
func Parse(s string) (int, error) {
	t, neg := s, false
	if t != "" && (t[0] == '+' || t[0] == '-') {
		t, neg = t[1:], t[0] == '-'
	}
	whole, frac, _ := strings.Cut(t, ".")
	if whole == "" && frac == "" || !allDigits(whole) || !allDigits(frac) {
		return 0, fmt.Errorf("points %q are not a number such as 6.5", s)
	}
	half := 0
	switch strings.TrimRight(frac, "0") {
	case "":
	case "5":
		half = 1
	default:
		return 0, fmt.Errorf("points %q are not a whole or half number, such as 6 or 6.5", s)
	}
	n := 0
	if whole != "" {
		var err error
		if n, err = strconv.Atoi(whole); err != nil || n > (math.MaxInt-1)/2 {
			return 0, fmt.Errorf("points %q are too large", s)
		}
	}
	h := 2*n + half
	if neg {
		h = -h
	}
	return h, nil
}

// allDigits reports whether s holds only the ASCII digits 0-9 (true for "").
func allDigits(s string) bool {
	for i := range len(s) {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}
