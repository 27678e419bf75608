package pairing

import "github.com/hoshi-go/hoshi/internal/tournament"

// initGeo precomputes the geography term for every case: how many of the two players are
// exempt (0, 1 or 2), and whether they share a club and a country.
//
// Meeting someone from another club or country is worth as much as a score difference of
// "prefer MMS difference rather than same club/country" groups: the ratio of those
// differences to the number of groups goes through the same concave shape as the score
// difference term, and the nominal term is what that shape leaves below the score weight.
// Players above the bar (or strong enough, or with many wins) are exempt: two exempt players
// get the full term whoever they are, one exempt player half of the difference.
func (f *field) initGeo() {
	groups := float64(f.groups)
	geoMax := f.params.AvoidSameGeo
	countryFactor := float64(f.params.PreferMMSDiffRatherThanSameCountry)
	clubFactor := float64(f.params.PreferMMSDiffRatherThanSameClub)
	for club := range 2 {
		for country := range 2 {
			var countryRatio, clubRatio float64
			if country == 0 && countryFactor != 0 {
				countryRatio = min(countryFactor/groups, 1)
			}
			if club == 0 && clubFactor != 0 {
				clubRatio = min(clubFactor*1.2/groups, 1)
			}
			ratio := max(countryRatio, clubRatio) + min(countryRatio, clubRatio)/2
			if ratio > 0 {
				ratio += 0.5 / groups
			}
			nominal := min(f.params.MinimizeScoreDifference-concave(geoMax, ratio, nx1Factor), geoMax)
			f.geoByCase[0][club][country] = nominal
			f.geoByCase[1][club][country] = (geoMax + nominal) / 2
			f.geoByCase[2][club][country] = geoMax
		}
	}
}

// geoCost looks the pair's case up in the table made by initGeo.
func (f *field) geoCost(a, b *costKey) int64 {
	exempt := 0
	if a.exempt {
		exempt++
	}
	if b.exempt {
		exempt++
	}
	return f.geoByCase[exempt][b2i(a.club == b.club)][b2i(a.country == b.country)]
}

// handicapCost prefers small handicaps (weight 0 by default): the difference of the pseudo
// McMahon scores (exempt players count as the top score) through the concave shape.
func (f *field) handicapCost(a, b *costKey) int64 {
	if f.params.MinimizeHandicap == 0 {
		return 0
	}
	span := f.groups
	if mainCriterion(f.settings) != tournament.CritMMS {
		s := f.settings
		span = s.Bar.Value() - s.Floor.Value() + 3 + f.round - 1
	}
	x := float64(abs(int(a.pseudoMMS-b.pseudoMMS))) / float64(span)
	return concave(f.params.MinimizeHandicap, x, nx1Factor)
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
