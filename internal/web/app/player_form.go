package app

import (
	"strings"

	"github.com/hoshi-go/hoshi/internal/export"
	"github.com/hoshi-go/hoshi/internal/keyed"
	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// The registration form's messages.
var (
	errRankFromList = keyed.Define("verr.rank_from_list", RankFromListNeedsPIN+": give it, or untick the box")
	errStatus       = keyed.Define("verr.status", "choose final or preliminary")
)

// PlayerFormNames are the inputs of the registration form, in order; the check answers
// with one error slot per name.
var PlayerFormNames = []string{"name", "first_name", "rank", "unranked", "rank_from_list", "club", "country", "egd_pin", "rating", "mms_correction", "status"}

// ReadPlayerForm reads a registration (a posted form, or a line of a CSV file): the player, the form's values to show again, and
// every mistake by input name (a bad rank and a missing name are both reported).
func ReadPlayerForm(get func(string) string) (tournament.Player, PlayerJSON, map[string]error) {
	f := &FormReader{Get: get, Errors: map[string]error{}}
	j := PlayerJSON{
		Name: f.Str("name"), FirstName: f.Str("first_name"), Rank: f.Str("rank"), Club: f.Str("club"),
		Country: strings.ToUpper(f.Str("country")), EGDPin: f.Str("egd_pin"), Rating: f.Int("rating"),
		MMSCorrection: f.Int("mms_correction"), Status: f.Str("status"), RankFromList: f.Bool("rank_from_list"),
	}
	p := tournament.Player{
		Name: j.Name, FirstName: j.FirstName, Rating: j.Rating, Club: j.Club, Country: j.Country,
		EGDPin: j.EGDPin, MMSCorrection: j.MMSCorrection, RankFromList: j.RankFromList,
	}
	if v := f.Str("rank_from_list"); v != "" && v != "on" {
		j.ListRank = v // the box carries the list's rank, to be compared with the typed one
	}
	if j.RankFromList && j.EGDPin == "" {
		f.fail("rank_from_list", errRankFromList.New())
	}
	if r, unranked, err := parseDeclaredRank(j.Rank, "rank"); err != nil {
		_, _, msg := StatusOf(err)
		f.fail("rank", Reason(err, msg))
	} else {
		p.Rank = r
		// The "unranked" box carries the rank the form showed: a player stays unranked while
		// the box is ticked and that rank is kept; typing another rank declares it.
		box := f.Str("unranked")
		shown, err := rank.Parse(box)
		p.Unranked = unranked || box == "on" || (box != "" && err == nil && shown == r)
		j.Unranked = p.Unranked
	}
	if j.Status != "" {
		st, err := StatusNames.Parse(j.Status, "status")
		if err != nil {
			f.fail("status", errStatus.New())
		}
		p.Status = st
	}
	if _, bad := f.Errors["rank"]; bad {
		p.Rank = 0 // a valid placeholder, so that Validate reports the other fields
	}
	p = p.Normalized()
	for k, v := range FieldErrors(p.Validate()) {
		f.fail(k, v)
	}
	return p, j, f.Errors
}

// RatingJSON fills a registration from an entry of the EGD rating list.
func RatingJSON(e export.RatingEntry) PlayerJSON {
	return PlayerJSON{
		Name: e.Name, FirstName: e.FirstName, Rank: e.Rank.String(), Club: e.Club, Country: e.Country,
		EGDPin: e.PIN, Rating: e.Rating, RankFromList: true, ListRank: e.Rank.String(),
	}
}
