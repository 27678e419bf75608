package director

import (
	"slices"
	"strconv"
	"strings"

	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/labstack/echo/v4"
)

// roundList prints rounds as "1, 2, 4".
func roundList(rounds []int) string {
	s := make([]string, len(rounds))
	for i, r := range rounds {
		s[i] = strconv.Itoa(r)
	}
	return strings.Join(s, ", ")
}

// lateRounds are the rounds of t already paired, in order: a player added now is absent from
// them (the store marks him so).
func lateRounds(t *tournament.Tournament) []int {
	var rs []int
	for r := range pairedRounds(t) {
		rs = append(rs, r)
	}
	slices.Sort(rs)
	return rs
}

// lateNote is the line under the message of players added (n of them, or the one named)
// when rounds were already paired: they are absent from them, visibly. woman tells that the
// one named, or every one of the n, has the woman mark. Nothing when none was.
func (s *handlers) lateNote(c echo.Context, rounds []int, name string, woman bool, n int) []string {
	if len(rounds) == 0 || n == 0 {
		return nil
	}
	if name != "" {
		return []string{s.Tr(c).T("flash.late_absent", "Rounds", roundList(rounds), "Name", name, "Woman", woman)}
	}
	return []string{s.Tr(c).T("flash.late_absent_n", "Rounds", roundList(rounds), "N", n, "Women", woman)}
}
