package web

import (
	"github.com/hoshi-go/hoshi/internal/export"
	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"strings"
)

// playerFormNames are the inputs of the registration form, in order; the check answers
// with one error slot per name.
var playerFormNames = []string{"name", "first_name", "rank", "unranked", "rank_from_list", "club", "country", "egd_pin", "rating", "mms_correction", "status"}

// readPlayerForm reads a registration (a posted form, or a line of a CSV file): the player, the form's values to show again, and
// every mistake by input name (a bad rank and a missing name are both reported).
func readPlayerForm(get func(string) string) (tournament.Player, playerJSON, map[string]string) {
	f := &dirFormReader{get: get, errors: map[string]string{}}
	j := playerJSON{
		Name: f.str("name"), FirstName: f.str("first_name"), Rank: f.str("rank"), Club: f.str("club"),
		Country: strings.ToUpper(f.str("country")), EGDPin: f.str("egd_pin"), Rating: f.int("rating"),
		MMSCorrection: f.int("mms_correction"), Status: f.str("status"), RankFromList: f.bool("rank_from_list"),
	}
	p := tournament.Player{
		Name: j.Name, FirstName: j.FirstName, Rating: j.Rating, Club: j.Club, Country: j.Country,
		EGDPin: j.EGDPin, MMSCorrection: j.MMSCorrection, RankFromList: j.RankFromList,
	}
	if v := f.str("rank_from_list"); v != "" && v != "on" {
		j.listRank = v // the box carries the list's rank, to be compared with the typed one
	}
	if j.RankFromList && j.EGDPin == "" {
		f.fail("rank_from_list", rankFromListNeedsPIN+": give it, or untick the box")
	}
	if r, unranked, err := parseDeclaredRank(j.Rank, "rank"); err != nil {
		_, _, msg := statusOf(err)
		f.fail("rank", msg)
	} else {
		p.Rank = r
		// The "unranked" box carries the rank the form showed: a player stays unranked while
		// the box is ticked and that rank is kept; typing another rank declares it.
		box := f.str("unranked")
		shown, err := rank.Parse(box)
		p.Unranked = unranked || box == "on" || (box != "" && err == nil && shown == r)
		j.Unranked = p.Unranked
	}
	if j.Status != "" {
		st, err := statusNames.parse(j.Status, "status")
		if err != nil {
			f.fail("status", "choose final or preliminary")
		}
		p.Status = st
	}
	if _, bad := f.errors["rank"]; bad {
		p.Rank = 0 // a valid placeholder, so that Validate reports the other fields
	}
	p = p.Normalized()
	for k, v := range fieldErrors(p.Validate()) {
		f.fail(k, v)
	}
	return p, j, f.errors
}

// ratingJSON fills a registration from an entry of the EGD rating list.
func ratingJSON(e export.RatingEntry) playerJSON {
	return playerJSON{
		Name: e.Name, FirstName: e.FirstName, Rank: e.Rank.String(), Club: e.Club, Country: e.Country,
		EGDPin: e.PIN, Rating: e.Rating, RankFromList: true, listRank: e.Rank.String(),
	}
}
