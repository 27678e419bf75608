package webtest

import (
	"regexp"
)

// PrizeWinners reads the prize table of a page: prize and winner, in order.
func PrizeWinners(page string) []string {
	var out []string
	for _, m := range regexp.MustCompile(`<tr><td>([^<]+)</td><td>(?:<a href="[^"]*">)?([^<]+)<`).FindAllStringSubmatch(page, -1) {
		out = append(out, m[1]+"="+m[2])
	}
	return out
}
