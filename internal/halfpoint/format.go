// Package halfpoint writes and reads points kept as integer half points (13 is 6.5 points),
// the unit hoshi uses for komi, margins and scores so that a half point is exact. It is a leaf:
// the engine, the domain and the exports all print points through it, so they agree.
package halfpoint

import "strconv"

// Format writes half points as players write points: 13 is "6.5", 12 is "6", -1 is "-0.5",
// with no trailing ".0" (the form of SGF results and komi, and of the pages).
func Format(h int) string {
	s := strconv.Itoa(h / 2)
	if h%2 != 0 {
		if h < 0 && h/2 == 0 {
			s = "-0" // Itoa(0) has lost the sign of -0.5
		}
		s += ".5"
	}
	return s
}

// FormatOneDecimal writes half points with exactly one decimal, 14 as "7.0" and 13 as "6.5":
// the form Java prints a float in, which OpenGotha files use for komi.
func FormatOneDecimal(h int) string {
	if h%2 == 0 {
		return Format(h) + ".0"
	}
	return Format(h)
}
