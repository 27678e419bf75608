package backup

import (
	"strings"
	"unicode/utf8"

	"github.com/hoshi-go/hoshi/internal/tournament"
)

// CopyName is the name a restored tournament takes so that it is not mistaken for one already
// there: name itself while no tournament has it, else the first of variant(name, 1),
// variant(name, 2), ... that nobody has (the caller words it, as "Brno 2026 (restored)" and
// "Brno 2026 (restored 2)"). The name is shortened, at a character, so that the copy's stays
// within tournament.MaxTitleLength.
func CopyName(name string, taken func(string) bool, variant func(name string, n int) string) string {
	if !taken(name) {
		return name
	}
	for n := 1; ; n++ {
		c := variant(name, n)
		if over := utf8.RuneCountInString(c) - tournament.MaxTitleLength; over > 0 {
			r := []rune(name)
			c = variant(strings.TrimSpace(string(r[:max(len(r)-over, 1)])), n)
		}
		if !taken(c) || n >= 10_000 {
			return c
		}
	}
}
