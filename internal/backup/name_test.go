package backup

import (
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/hoshi-go/hoshi/internal/tournament"
)

func TestCopyName(t *testing.T) {
	variant := func(name string, n int) string {
		if n == 1 {
			return name + " (restored)"
		}
		return fmt.Sprintf("%s (restored %d)", name, n)
	}
	set := func(names ...string) func(string) bool {
		return func(s string) bool {
			for _, n := range names {
				if n == s {
					return true
				}
			}
			return false
		}
	}
	cases := []struct {
		name  string
		taken []string
		want  string
	}{
		{"Brno 2026", nil, "Brno 2026"},
		{"Brno 2026", []string{"Praha"}, "Brno 2026"},
		{"Brno 2026", []string{"Brno 2026"}, "Brno 2026 (restored)"},
		{"Brno 2026", []string{"Brno 2026", "Brno 2026 (restored)"}, "Brno 2026 (restored 2)"},
		{"Brno 2026", []string{"Brno 2026", "Brno 2026 (restored)", "Brno 2026 (restored 2)"}, "Brno 2026 (restored 3)"},
	}
	for _, c := range cases {
		if got := CopyName(c.name, set(c.taken...), variant); got != c.want {
			t.Errorf("%q with %q taken: %q, want %q", c.name, c.taken, got, c.want)
		}
	}
	// A name of the longest length: its copy is cut so that it stays a valid name, at a
	// character (ř is two bytes).
	long := strings.Repeat("ř", tournament.MaxTitleLength)
	got := CopyName(long, set(long), variant)
	if want := strings.Repeat("ř", tournament.MaxTitleLength-len(" (restored)")) + " (restored)"; got != want {
		t.Errorf("long name: %q (%d characters), want %q", got, utf8.RuneCountInString(got), want)
	}
}
