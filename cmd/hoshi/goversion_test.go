package main

import (
	"strings"
	"testing"
)

// The releases below are checked against the Go vulnerability database's stdlib reports:
// fixes up to go1.26.10 in the 1.26 series and go1.27.3 in the 1.27 series; go1.25 is out
// of support since go1.27 was released.
func TestGoVersionWarning(t *testing.T) {
	for _, tc := range []struct {
		v    string
		warn string // a word the warning must hold, "" for no warning
	}{
		{"go1.26.8", "go1.26.10"},
		{"go1.26.9", "go1.26.10"},
		{"go1.26.10", ""},
		{"go1.26.11", ""},
		{"go1.27.0", "go1.27.3"},
		{"go1.27rc2", "go1.27.3"},
		{"go1.27.2", "go1.27.3"},
		{"go1.27.3", ""},
		{"go1.27.4", ""},
		{"go1.27.4 X:nocoverageredesign", ""},
		{"go1.25.9", "no longer receives"},
		{"go1.28.0", ""},
		{"devel go1.28-abcdef", ""},
		{"go1.x", ""},
	} {
		got := goVersionWarning(tc.v)
		if tc.warn == "" && got != "" {
			t.Errorf("%s: warned %q", tc.v, got)
		}
		if tc.warn != "" && !strings.Contains(got, tc.warn) {
			t.Errorf("%s: %q, want a warning naming %q", tc.v, got, tc.warn)
		}
	}
}
