// Package rank reads, prints and compares the kyu, dan and professional ranks of Go players,
// and converts EGD ratings (GoR) to ranks.
package rank

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
)

// Rank is a player's strength. Kyu and amateur dan ranks use OpenGotha's integer scale
// (30k = -30 ... 1k = -1, 1d = 0 ... 9d = 8); professional ranks follow above 9d
// (1p = 9 ... 9p = 17) so that ranks sort by strength. Use Value for arithmetic: it counts
// professionals as OpenGotha does.
type Rank int

// The ends of the scale and the rank given to unranked players.
const (
	Weakest   Rank = -30 // 30k
	Strongest Rank = 17  // 9p
	Unranked  Rank = -20 // 20k: new and unranked players start here
)

// Kyu returns the rank n kyu (1..30).
func Kyu(n int) Rank { return Rank(-n) }

// Dan returns the amateur rank n dan (1..9).
func Dan(n int) Rank { return Rank(n - 1) }

// Pro returns the professional rank n pro (1..9).
func Pro(n int) Rank { return Rank(8 + n) }

// IsPro reports whether r is a professional rank.
func (r Rank) IsPro() bool { return r > 8 }

// Value is the rank on OpenGotha's integer scale, used for McMahon scores and handicaps:
// professionals 1p-3p count as 7d, 4p-6p as 8d, 7p-9p as 9d.
func (r Rank) Value() int {
	if !r.IsPro() {
		return int(r)
	}
	p := int(r) - 8
	return 6 + (p-1)/3
}

// Valid reports whether r lies on the scale 30k..9p.
func (r Rank) Valid() bool { return r >= Weakest && r <= Strongest }

// String prints the canonical form: "5k", "1d", "2p".
func (r Rank) String() string {
	switch {
	case !r.Valid():
		return "?"
	case r < 0:
		return strconv.Itoa(int(-r)) + "k"
	case r.IsPro():
		return strconv.Itoa(int(r)-8) + "p"
	default:
		return strconv.Itoa(int(r)+1) + "d"
	}
}

// Upper prints the form of OpenGotha files and EGD results: "5K", "1D", "2P".
func (r Rank) Upper() string { return strings.ToUpper(r.String()) }

// Error says which text was not understood as a rank.
type Error struct{ Text string }

// Error quotes the text and shows the accepted forms, so that a director can correct the entry.
func (e *Error) Error() string {
	return fmt.Sprintf("rank %q not understood: write it like 5k, 5 kyu, 1d, 1 dan or 2p (30k..1k, 1d..9d, 1p..9p)", e.Text)
}

// units maps the words that follow the number, lower-cased, to the kind of rank: the
// abbreviations of OpenGotha and the EGD, and the spellings of the players' languages
// (Czech and Slovak "kjú", the romanisations "kyú" and "kyū", Czech "profi").
var units = map[string]func(int) (Rank, bool){
	"k": kyu, "kyu": kyu, "kyú": kyu, "kyū": kyu, "kjú": kyu, "kju": kyu,
	"d": dan, "dan": dan,
	"p": pro, "pro": pro, "profi": pro,
}

func kyu(n int) (Rank, bool) { return Kyu(n), n >= 1 && n <= 30 }
func dan(n int) (Rank, bool) { return Dan(n), n >= 1 && n <= 9 }
func pro(n int) (Rank, bool) { return Pro(n), n >= 1 && n <= 9 }

// Parse reads a rank written as a number, an optional full stop (the Czech and Slovak
// ordinal: "5. kyu"), optional spaces and a unit: "5k", "5K", "5 kyu", "5. kyu", "5kyu",
// "5 kjú", "5 kyú", "5 kyū", "1d", "1 dan", "3. dan", "3D", "2p", "2 pro", "2 profi", in
// any case. Anything else, or a number off the scale (30k..1k, 1d..9d, 1p..9p), is an
// *Error naming the text.
func Parse(s string) (Rank, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	i := 0
	for i < len(t) && t[i] >= '0' && t[i] <= '9' {
		i++
	}
	if i == 0 || i > 2 {
		return 0, &Error{Text: s}
	}
	n, _ := strconv.Atoi(t[:i])
	unit := strings.TrimLeftFunc(strings.TrimPrefix(t[i:], "."), unicode.IsSpace)
	if f, ok := units[unit]; ok {
		if r, ok := f(n); ok {
			return r, nil
		}
	}
	return 0, &Error{Text: s}
}

// IsUnrankedText reports whether s is how a registration says that a player has no rank:
// empty, "?", "NR" or "unranked" (any case, spaces around ignored).
func IsUnrankedText(s string) bool {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "", "?", "nr", "unranked":
		return true
	}
	return false
}

// ParseDeclared reads the rank a player declares at registration: a rank as Parse reads
// it, or the words of IsUnrankedText, which give Unranked (20k, where the Czech rules place
// players not yet ranked) and unranked true.
func ParseDeclared(s string) (r Rank, unranked bool, err error) {
	if IsUnrankedText(s) {
		return Unranked, true, nil
	}
	r, err = Parse(s)
	return r, false, err
}

// FromRating converts an EGD rating (GoR) to a rank: 2100 is 1d and every 100 points one rank
// (rank = floor((GoR - 2050) / 100)), limited to 30k..9d.
func FromRating(gor int) Rank {
	d := gor - 2050
	r := d / 100
	if d < 0 && d%100 != 0 {
		r--
	}
	if r < int(Weakest) {
		return Weakest
	}
	if r > 8 {
		return Dan(9)
	}
	return Rank(r)
}
