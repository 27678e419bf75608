package export

import (
	"bufio"
	"fmt"
	"io"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/encoding/charmap"

	"github.com/hoshi-go/hoshi/internal/fold"
	"github.com/hoshi-go/hoshi/internal/rank"
)

// RatingEntry is one player of the EGD rating list, as registration fills a player from it.
type RatingEntry struct {
	PIN       string // EGD PIN, 8 digits
	Name      string // family name
	FirstName string
	Country   string
	Club      string
	Rank      rank.Rank // the grade the EGD declares
	Rating    int       // GoR
}

// RatingList is the EGD rating list (allworld_lp), indexed for search-as-you-type at
// registration.
type RatingList struct {
	Entries []RatingEntry
	// Skipped holds the line numbers of player lines that could not be read, so that the
	// director can be told the list is partly unusable.
	Skipped []int
	index   []ratingKey // sorted by key
}

// ratingKey is one way of finding an entry: "name first", "first name" or the PIN, folded.
type ratingKey struct {
	key   string
	entry int
}

// ReadRatingList reads the EGD's allworld_lp list: one player a line, "PIN Name Firstname
// Country Club Grade Promotion GoR Tournaments LastTournament", columns separated by spaces,
// spaces inside names written "_". Other lines (the HTML around the list, headers) are
// ignored. Lines in ISO-8859-1 are accepted as well as UTF-8.
func ReadRatingList(r io.Reader) (*RatingList, error) {
	rl := &RatingList{}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), 1024*1024)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if !utf8.ValidString(line) {
			line, _ = charmap.ISO8859_1.NewDecoder().String(line)
		}
		f := strings.Fields(line)
		if len(f) == 0 || !isPIN(f[0]) {
			continue
		}
		e, ok := parseRatingLine(f)
		if !ok {
			rl.Skipped = append(rl.Skipped, n)
			continue
		}
		rl.Entries = append(rl.Entries, e)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("read EGD rating list: %w", err)
	}
	if len(rl.Entries) == 0 {
		return nil, fmt.Errorf("read EGD rating list: no player lines (PIN, name, country, club, grade, GoR) found")
	}
	rl.buildIndex()
	return rl, nil
}

func isPIN(s string) bool {
	if len(s) != 8 {
		return false
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// parseRatingLine reads the fields of a player line from the end, where they are fixed, so
// that names of any number of words fit.
func parseRatingLine(f []string) (RatingEntry, bool) {
	const tail = 7 // country, club, grade, promotion, GoR, tournaments, last tournament
	if len(f) < 2+tail {
		return RatingEntry{}, false
	}
	t := f[len(f)-tail:]
	r, err := rank.Parse(t[2])
	if err != nil {
		return RatingEntry{}, false
	}
	gor, err := strconv.Atoi(t[4])
	if err != nil {
		return RatingEntry{}, false
	}
	names := f[1 : len(f)-tail]
	unscore := func(s string) string { return strings.ReplaceAll(s, "_", " ") }
	return RatingEntry{
		PIN:       f[0],
		Name:      unscore(names[0]),
		FirstName: unscore(strings.Join(names[1:], " ")),
		Country:   t[0],
		Club:      t[1],
		Rank:      r,
		Rating:    gor,
	}, true
}

func (rl *RatingList) buildIndex() {
	rl.index = make([]ratingKey, 0, 3*len(rl.Entries))
	for i, e := range rl.Entries {
		rl.index = append(rl.index,
			ratingKey{foldName(e.Name + " " + e.FirstName), i},
			ratingKey{foldName(e.FirstName + " " + e.Name), i},
			ratingKey{e.PIN, i})
	}
	slices.SortFunc(rl.index, func(a, b ratingKey) int { return strings.Compare(a.key, b.key) })
}

// Search returns up to limit players whose "name first name", "first name name" or PIN
// starts with prefix, ignoring case and accents ("dvor" finds Dvořák), in alphabetical order
// of the matched form. It takes a binary search and the matches, whatever the list's size.
func (rl *RatingList) Search(prefix string, limit int) []RatingEntry {
	q := foldName(prefix)
	if q == "" || limit <= 0 {
		return nil
	}
	i := sort.Search(len(rl.index), func(i int) bool { return rl.index[i].key >= q })
	seen := map[int]bool{}
	var out []RatingEntry
	for ; i < len(rl.index) && strings.HasPrefix(rl.index[i].key, q) && len(out) < limit; i++ {
		if e := rl.index[i].entry; !seen[e] {
			seen[e] = true
			out = append(out, rl.Entries[e])
		}
	}
	return out
}

// foldName is the search form of a name: lower case, accents removed, one space between
// words. ASCII names, most of the list, take a fast path.
func foldName(s string) string {
	ascii := true
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			ascii = false
			break
		}
	}
	if !ascii {
		s = fold.Key(s)
	}
	b := make([]byte, 0, len(s))
	space := true // drops leading and repeated spaces
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == ' ' || c == '_' || c == '-' || c == '\t':
			if !space {
				b = append(b, ' ')
			}
			space = true
			continue
		case 'A' <= c && c <= 'Z':
			c += 'a' - 'A'
		}
		b = append(b, c)
		space = false
	}
	return strings.TrimSuffix(string(b), " ")
}
