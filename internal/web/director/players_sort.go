package director

import (
	"cmp"
	"net/url"
	"slices"
	"strings"

	"github.com/hoshi-go/hoshi/internal/i18n"
)

// playerSortColumns are the columns the director's player list sorts by (the query's sort,
// "-" before it for the other way): names, clubs and countries in the page language's
// alphabetical order, ranks, ratings and McMahon scores strongest first, absences by their
// rounds with the players who miss none last.
var playerSortColumns = []string{"name", "rank", "club", "country", "rating", "absent", "mms_start", "mms_now"}

// playerSort reads the query's sort: the column and whether it runs the other way. An
// unknown column is the registration order ("").
func playerSort(q string) (col string, desc bool) {
	col, desc = strings.CutPrefix(q, "-")
	if !slices.Contains(playerSortColumns, col) {
		return "", false
	}
	return col, desc
}

// sortPlayerLines sorts lines by the column, stably: players equal in it keep the order of
// their names, then of registration.
func sortPlayerLines(l *i18n.Localizer, lines []dirPlayerLine, col string, desc bool) {
	if col == "" {
		return
	}
	coll := l.Collator()
	text := func(a, b string) int {
		// Empty clubs and countries go last either way.
		if (a == "") != (b == "") {
			if a == "" {
				return 1
			}
			return -1
		}
		return coll.CompareString(a, b)
	}
	name := func(a, b dirPlayerLine) int {
		return coll.CompareString(a.Name+" "+a.FirstName, b.Name+" "+b.FirstName)
	}
	by := func(a, b dirPlayerLine) int {
		switch col {
		case "name":
			return name(a, b)
		case "rank":
			return cmp.Compare(b.rankKey, a.rankKey)
		case "club":
			return text(a.Club, b.Club)
		case "country":
			return text(a.Country, b.Country)
		case "rating":
			return cmp.Compare(b.Rating, a.Rating)
		case "absent":
			if (len(a.absentRounds) == 0) != (len(b.absentRounds) == 0) {
				return cmp.Compare(len(b.absentRounds), len(a.absentRounds))
			}
			return slices.Compare(a.absentRounds, b.absentRounds)
		case "mms_start":
			return cmp.Compare(b.mmsStart, a.mmsStart)
		case "mms_now":
			return cmp.Compare(b.mmsNow, a.mmsNow)
		}
		return 0
	}
	slices.SortStableFunc(lines, func(a, b dirPlayerLine) int {
		c := by(a, b)
		if desc {
			c = -c
		}
		if c != 0 {
			return c
		}
		return name(a, b)
	})
}

// sortHeader is a column head of the player list: its link sorts by the column, or the other
// way when the list is sorted by it already.
type sortHeader struct {
	URL  string
	Sort string // "ascending", "descending" or "" for aria-sort
}

// sortHeaders are the heads' links of every sortable column, keeping the search q.
func sortHeaders(base, q, col string, desc bool) map[string]sortHeader {
	out := map[string]sortHeader{}
	for _, c := range playerSortColumns {
		h := sortHeader{}
		key := c
		if c == col {
			h.Sort = "ascending"
			if desc {
				h.Sort = "descending"
			} else {
				key = "-" + c
			}
		}
		v := "?sort=" + key
		if q != "" {
			v += "&q=" + url.QueryEscape(q)
		}
		h.URL = base + "/players" + v
		out[c] = h
	}
	return out
}
