package director

import (
	"strconv"

	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
)

// PlayerFields lays a player out as the registration form's inputs.
func PlayerFields(j app.PlayerJSON, errs map[string]error) []DirField {
	rating := ""
	if j.Rating != 0 {
		rating = strconv.Itoa(j.Rating)
	}
	status := j.Status
	if status == "" {
		status = "final"
	}
	fs := []DirField{
		{Name: "name", Label: "Family name", Kind: "text", Value: j.Name, Required: true, MaxLength: tournament.MaxNameLength},
		{Name: "first_name", Label: "First name", Kind: "text", Value: j.FirstName, MaxLength: tournament.MaxNameLength},
		{Name: "rank", Label: "Rank", Kind: "text", Value: j.Rank, Help: "12k, 5 kyu, 3d, 1p; unranked, ?, NR or nothing: 20k"},
		{Name: "unranked", Label: "Unranked", Kind: "checkbox", Checked: j.Unranked, Value: unrankedBoxValue(j),
			Help: "registered without a rank; the lists show NR beside the rank"},
		// Value is the rank the list gave when the form was filled from it: typing another
		// rank unticks the box (the rank is then declared).
		{Name: "rank_from_list", Label: "Rank follows the EGD list", Kind: "checkbox", Checked: j.RankFromList, Value: j.ListRank,
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
func unrankedBoxValue(j app.PlayerJSON) string {
	if j.Unranked {
		if r, err := rank.Parse(j.Rank); err == nil {
			return r.String()
		}
	}
	return ""
}
