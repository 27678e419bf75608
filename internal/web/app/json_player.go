package app

import (
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// PlayerJSON is a player in the JSON API. Names are returned exactly as registered: the
// API is data, and only HTML escapes them.
type PlayerJSON struct {
	ID           tournament.PlayerID `json:"id"`
	Name         string              `json:"name"`
	FirstName    string              `json:"first_name"`
	Rank         string              `json:"rank"`
	Rating       int                 `json:"rating"`
	Club         string              `json:"club"`
	Country      string              `json:"country"`
	EGDPin       string              `json:"egd_pin"`
	RankFromList bool                `json:"rank_from_list"` // rank and rating follow the EGD list
	// Unranked marks a player registered without a rank: "rank" given as "unranked", "?",
	// "NR" or "" (20k), or unranked true with any rank.
	Unranked      bool              `json:"unranked"`
	MMSCorrection int               `json:"mms_correction"`
	Absent        []int             `json:"absent"`
	Status        string            `json:"status"`
	Extra         map[string]string `json:"extra,omitempty"`
	// FixedTable is the table the player always plays at, 0 for none.
	FixedTable int `json:"fixed_table"`
	// Woman is the player's woman mark (his details, not the registration): the women's
	// categories and prizes count her, and the messages about her agree with it. The API's
	// handlers fill it from the store; NewPlayerJSON leaves it false.
	Woman bool `json:"woman"`
	// ListRank is the rank the EGD list gave when a registration form was filled from it.
	ListRank string `json:"-"`
}

func NewPlayerJSON(p *tournament.Player) PlayerJSON {
	absent := p.Absent
	if absent == nil {
		absent = []int{}
	}
	return PlayerJSON{
		ID: p.ID, Name: p.Name, FirstName: p.FirstName, Rank: p.Rank.String(), Rating: p.Rating,
		Club: p.Club, Country: p.Country, EGDPin: p.EGDPin, RankFromList: p.RankFromList, Unranked: p.Unranked, MMSCorrection: p.MMSCorrection,
		Absent: absent, Status: StatusNames.Name(p.Status), Extra: p.Extra, FixedTable: p.FixedTable,
	}
}

// Player converts back and validates (field names as in the JSON).
func (j *PlayerJSON) Player() (tournament.Player, error) {
	r, unranked, err := parseDeclaredRank(j.Rank, "rank")
	if err != nil {
		return tournament.Player{}, err
	}
	status := tournament.Final
	if j.Status == "confirmed" { // the word of the online sign-up
		j.Status = "final"
	}
	if j.Status != "" {
		if status, err = StatusNames.Parse(j.Status, "status"); err != nil {
			return tournament.Player{}, err
		}
	}
	p := tournament.Player{
		ID: j.ID, Name: j.Name, FirstName: j.FirstName, Rank: r, Rating: j.Rating, Club: j.Club,
		Country: j.Country, EGDPin: j.EGDPin, RankFromList: j.RankFromList, MMSCorrection: j.MMSCorrection, Status: status,
		Unranked: j.Unranked || unranked, FixedTable: j.FixedTable,
	}
	if j.RankFromList && j.EGDPin == "" {
		return tournament.Player{}, BadRequest("rank_from_list", msgRankFromListAPI.New())
	}
	if len(j.Absent) > 0 {
		p.Absent = j.Absent
	}
	if len(j.Extra) > 0 {
		p.Extra = j.Extra
	}
	p = p.Normalized()
	return p, p.Validate()
}

// RankFromListNeedsPIN refuses a player who follows the EGD list without a PIN to find him in it.
const RankFromListNeedsPIN = "a rank that follows the EGD list needs the player's EGD PIN"
