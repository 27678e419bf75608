package web

import (
	"strconv"
	"strings"

	"github.com/hoshi-go/hoshi/internal/export"
	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/tournament"
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

// playerFields lays a player out as the registration form's inputs.
func playerFields(j playerJSON, errs map[string]string) []dirField {
	rating := ""
	if j.Rating != 0 {
		rating = strconv.Itoa(j.Rating)
	}
	status := j.Status
	if status == "" {
		status = "final"
	}
	fs := []dirField{
		{Name: "name", Label: "Family name", Kind: "text", Value: j.Name, Required: true, MaxLength: tournament.MaxNameLength},
		{Name: "first_name", Label: "First name", Kind: "text", Value: j.FirstName, MaxLength: tournament.MaxNameLength},
		{Name: "rank", Label: "Rank", Kind: "text", Value: j.Rank, Help: "12k, 5 kyu, 3d, 1p; unranked, ?, NR or nothing: 20k"},
		{Name: "unranked", Label: "Unranked", Kind: "checkbox", Checked: j.Unranked, Value: unrankedBoxValue(j),
			Help: "registered without a rank; the lists show NR beside the rank"},
		// Value is the rank the list gave when the form was filled from it: typing another
		// rank unticks the box (the rank is then declared).
		{Name: "rank_from_list", Label: "Rank follows the EGD list", Kind: "checkbox", Checked: j.RankFromList, Value: j.listRank,
			Help: "rank and rating are updated from the list (Players: Update from the EGD list)"},
		{Name: "club", Label: "Club", Kind: "text", Value: j.Club, MaxLength: tournament.MaxClubLength},
		{Name: "country", Label: "Country", Kind: "text", Value: j.Country, Help: "two letters: CZ, DE"},
		{Name: "egd_pin", Label: "EGD PIN", Kind: "text", Value: j.EGDPin, MaxLength: tournament.MaxPINLength},
		{Name: "rating", Label: "Rating (GoR)", Kind: "number", Value: rating},
		{Name: "mms_correction", Label: "McMahon correction", Kind: "number", Value: strconv.Itoa(j.MMSCorrection), Help: "-1 to +2, for a top group"},
		{Name: "status", Label: "Registration", Kind: "select", Value: status,
			Options: dirOptions(status, "final", "Final", "preliminary", "Preliminary (not paired)")},
	}
	for i := range fs {
		fs[i].Error = errs[fs[i].Name]
	}
	return fs
}

// unrankedBoxValue is what the "unranked" box posts: the rank shown with it when the player
// is unranked, so that typing another rank declares it, else "on".
func unrankedBoxValue(j playerJSON) string {
	if j.Unranked {
		if r, err := rank.Parse(j.Rank); err == nil {
			return r.String()
		}
	}
	return ""
}

// ratingJSON fills a registration from an entry of the EGD rating list.
func ratingJSON(e export.RatingEntry) playerJSON {
	return playerJSON{
		Name: e.Name, FirstName: e.FirstName, Rank: e.Rank.String(), Club: e.Club, Country: e.Country,
		EGDPin: e.PIN, Rating: e.Rating, RankFromList: true, listRank: e.Rank.String(),
	}
}
