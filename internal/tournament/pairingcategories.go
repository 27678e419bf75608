package tournament

import (
	"encoding/xml"
	"strconv"

	"github.com/hoshi-go/hoshi/internal/rank"
)

// Where an imported OpenGotha file keeps its pairing categories in Settings.Extra: the number
// of categories and, as the file's XML, their lower rank limits (the reader keeps both to write
// them back).
const (
	extraCategories      = "GeneralParameterSet.numberOfCategories"
	extraCategoryLimits  = "xml:GeneralParameterSet/Categories"
	maxPairingCategories = 20
)

// PairingCategories returns the lower rank limits of OpenGotha's pairing categories, the
// strongest category first: a player belongs to the first category whose limit his rank
// reaches, to the last one (numbered len(limits)) below them all. A Swiss tournament with
// categories pairs inside each category first (PAIRING.md). Nil without categories: hoshi's
// own tournaments have none; an imported OpenGotha file keeps its own (numberOfCategories and
// its <Categories> element, in Settings.Extra). As with OpenGotha's reader, a category the
// file gives no <Category> for has the limit 1d (its array starts at 0), one whose lowerLimit
// is missing 30k.
func (s *Settings) PairingCategories() []rank.Rank {
	n, err := strconv.Atoi(s.Extra[extraCategories])
	if err != nil || n <= 1 {
		return nil
	}
	n = min(n, maxPairingCategories)
	limits := make([]rank.Rank, n-1) // 0 is 1d
	var doc struct {
		Category []struct {
			Number     int    `xml:"number,attr"`
			LowerLimit string `xml:"lowerLimit,attr"`
		}
	}
	if raw := s.Extra[extraCategoryLimits]; raw != "" {
		if xml.Unmarshal([]byte(raw), &doc) != nil {
			doc.Category = nil
		}
	}
	for _, c := range doc.Category {
		r, err := rank.Parse(c.LowerLimit)
		if c.LowerLimit == "" {
			r, err = rank.Kyu(30), nil
		}
		if err == nil && c.Number >= 1 && c.Number <= len(limits) {
			limits[c.Number-1] = r
		}
	}
	return limits
}

// PairingCategory is the category (0 the strongest) of a player of rank r under the lower
// limits of PairingCategories.
func PairingCategory(limits []rank.Rank, r rank.Rank) int {
	for c, l := range limits {
		if r.Value() >= l.Value() {
			return c
		}
	}
	return len(limits)
}
