package app

import (
	"cmp"
	"fmt"
	"slices"
	"time"

	"github.com/hoshi-go/hoshi/internal/jsonform"

	"github.com/hoshi-go/hoshi/internal/tournament"
)

// SettingsJSON is a tournament's settings in the JSON API: snake_case names, ranks as "4d",
// points as numbers (komi 6.5), dates as "2026-08-01", enumerations by name.
type SettingsJSON struct {
	ID uint `json:"id,omitempty"`
	// Game is the game the tournament plays: go (the default), shogi, gomoku or ninuki.
	Game            string   `json:"game"`
	Name            string   `json:"name"`
	ShortName       string   `json:"short_name"`
	Place           string   `json:"place"`
	Country         string   `json:"country"`
	Director        string   `json:"director"`
	Language        string   `json:"language"`
	TimeZone        string   `json:"time_zone"`
	Begin           string   `json:"begin"`
	End             string   `json:"end"`
	Rounds          int      `json:"rounds"`
	BoardSize       int      `json:"board_size"`
	Rules           string   `json:"rules"`
	Komi            float64  `json:"komi"`
	Time            TimeJSON `json:"time"`
	System          string   `json:"system"`
	Bar             string   `json:"bar"`
	Floor           string   `json:"floor"`
	AbsentPoints    float64  `json:"absent_points"`
	ByePoints       float64  `json:"bye_points"`
	NBWAbsentPoints float64  `json:"nbw_absent_points"`
	NBWByePoints    float64  `json:"nbw_bye_points"`
	RoundDown       bool     `json:"round_down"`
	// CountUnplayedAsHalf counts a round without a game as half a game in the opponents' SOS.
	CountUnplayedAsHalf bool              `json:"count_unplayed_as_half"`
	Handicap            HandicapJSON      `json:"handicap"`
	Criteria            []string          `json:"criteria"`
	Pairing             pairingJSON       `json:"pairing"`
	Extra               map[string]string `json:"extra,omitempty"`
	// AvoidPairs are the pairs of players kept apart, each a list of two player ids.
	AvoidPairs [][]tournament.PlayerID `json:"avoid_pairs"`
	// LeftOutTables are the tables not used in a round, by round number as a string key.
	LeftOutTables map[string][]int `json:"left_out_tables"`
	// SelfReport is what becomes of the results the players report through their links:
	// off, confirm (the desk approves two agreeing reports) or auto (they are recorded).
	SelfReport string `json:"self_report"`
	// The settings of the other games (docs/API.md, "Tournaments"): gomoku's variant, the
	// opening rule and games a pairing of gomoku and ninuki, what a draw counts, shogi's
	// handicap ladder (answered for shogi only).
	Variant        string   `json:"variant"`
	Opening        string   `json:"opening"`
	Draws          string   `json:"draws"`
	MatchGames     int      `json:"match_games"`
	HandicapLadder []string `json:"handicap_ladder,omitempty"`
	Players        *int     `json:"players,omitempty"`
	// Registration is the online sign-up (api/registration.go), kept apart from the settings.
	Registration *RegistrationJSON `json:"registration,omitempty"`
	// Closed tells a tournament the director closed (tournament.Tournament.Closed), kept apart
	// from the settings like the registration: always in the answers, changed only when a
	// PUT gives it.
	Closed *bool `json:"closed,omitempty"`
}

// TimeJSON, HandicapJSON and pairingJSON are the settings' parts that the backup file
// writes alike (internal/jsonform).
type (
	TimeJSON     = jsonform.Time
	HandicapJSON = jsonform.Handicap
	pairingJSON  = jsonform.Pairing
)

const DateLayout = "2006-01-02"

func Date(t time.Time) string {
	if t.IsZero() {
		return ""
	}
	return t.UTC().Format(DateLayout)
}

func ParseDate(s, field string) (time.Time, error) {
	if s == "" {
		return time.Time{}, nil
	}
	t, err := time.Parse(DateLayout, s)
	if err != nil {
		return time.Time{}, BadRequest(field, msgDate.New(s))
	}
	return t, nil
}

func NewSettingsJSON(s *tournament.Settings) SettingsJSON {
	j := SettingsJSON{
		Game:    string(s.Game.OrGo()),
		Variant: s.Variant, Opening: s.Opening, Draws: s.Draws.Name(), MatchGames: s.Matches(),
		Name: s.Name, ShortName: s.ShortName, Place: s.Place, Country: s.Country, Director: s.Director,
		Language: s.Language, TimeZone: s.TimeZone,
		Begin: Date(s.Begin), End: Date(s.End), Rounds: s.Rounds, BoardSize: s.BoardSize, Rules: s.Rules,
		Komi:   Points(s.Komi),
		System: jsonform.Systems.Name(s.System), Bar: s.Bar.String(), Floor: s.Floor.String(),
		AbsentPoints: Points(s.AbsentPoints), ByePoints: Points(s.ByePoints),
		NBWAbsentPoints: Points(s.NBWAbsentPoints), NBWByePoints: Points(s.NBWByePoints),
		RoundDown: s.RoundDown, CountUnplayedAsHalf: s.CountUnplayedAsHalf,
		Criteria:   make([]string, len(s.Criteria)),
		Extra:      s.Extra,
		SelfReport: jsonform.SelfReports.Name(s.SelfReport),
	}
	// Every stored setting was validated: its names exist (an unknown value would be written
	// as its number).
	if s.IsShogi() {
		j.HandicapLadder = slices.Clone(s.Ladder())
	}
	j.Time, _ = jsonform.NewTime(s.Time)
	j.Handicap, _ = jsonform.NewHandicap(s.Handicap)
	j.Pairing, _ = jsonform.NewPairing(s.Pairing)
	for i, c := range s.Criteria {
		j.Criteria[i] = string(c)
	}
	j.AvoidPairs, j.LeftOutTables = constraintsJSON(s)
	return j
}

// Settings converts back, naming the first field that does not parse; the domain's
// Validate then checks the values.
func (j *SettingsJSON) Settings() (tournament.Settings, error) {
	var (
		s   tournament.Settings
		err error
	)
	// each runs the parsers in order and stops at the first error.
	each := func(fns ...func() error) error {
		for _, f := range fns {
			if err := f(); err != nil {
				return err
			}
		}
		return nil
	}
	err = each(
		func() (err error) { s.Begin, err = ParseDate(j.Begin, "begin"); return },
		func() (err error) { s.End, err = ParseDate(j.End, "end"); return },
		func() (err error) { s.Komi, err = HalfPoints(j.Komi, "komi"); return },
		func() (err error) { s.Time, err = j.Time.TimeSystem(); return apiErr(err) },
		func() (err error) { s.System, err = jsonform.Systems.Parse(j.System, "system"); return apiErr(err) },
		func() (err error) { s.Bar, err = parseRank(j.Bar, "bar"); return },
		func() (err error) { s.Floor, err = parseRank(j.Floor, "floor"); return },
		func() (err error) { s.AbsentPoints, err = HalfPoints(j.AbsentPoints, "absent_points"); return },
		func() (err error) { s.ByePoints, err = HalfPoints(j.ByePoints, "bye_points"); return },
		func() (err error) {
			s.NBWAbsentPoints, err = HalfPoints(j.NBWAbsentPoints, "nbw_absent_points")
			return
		},
		func() (err error) { s.NBWByePoints, err = HalfPoints(j.NBWByePoints, "nbw_bye_points"); return },
		func() (err error) { s.Handicap, err = j.Handicap.Policy(); return apiErr(err) },
		func() (err error) { s.Pairing, err = j.Pairing.Parameters(); return apiErr(err) },
		func() (err error) {
			s.SelfReport, err = jsonform.SelfReports.Parse(cmp.Or(j.SelfReport, "off"), "self_report")
			return apiErr(err)
		},
	)
	if err != nil {
		return s, err
	}
	s.Game = tournament.GameKind(j.Game)
	s.Variant, s.Opening, s.MatchGames = j.Variant, j.Opening, j.MatchGames
	if s.MatchGames == 1 {
		s.MatchGames = 0 // one game a pairing, as stored
	}
	var ok bool
	if s.Draws, ok = tournament.ParseDrawRule(j.Draws); !ok {
		return s, ErrBadRequest("draws", fmt.Sprintf("%q is not a draw rule: half or replay", j.Draws))
	}
	// The default ladder is kept as none, so that it follows hoshi's default.
	if !slices.Equal(j.HandicapLadder, tournament.DefaultHandicapLadder) && len(j.HandicapLadder) > 0 {
		s.HandicapLadder = slices.Clone(j.HandicapLadder)
	}
	s.Name, s.ShortName, s.Place, s.Country, s.Director = j.Name, j.ShortName, j.Place, j.Country, j.Director
	s.Language, s.TimeZone = j.Language, j.TimeZone
	s.Rounds, s.BoardSize, s.Rules, s.RoundDown = j.Rounds, j.BoardSize, j.Rules, j.RoundDown
	s.CountUnplayedAsHalf = j.CountUnplayedAsHalf
	s.Criteria = make([]tournament.Criterion, len(j.Criteria))
	for i, c := range j.Criteria {
		s.Criteria[i] = tournament.Criterion(c)
	}
	if len(j.Extra) > 0 {
		s.Extra = j.Extra
	}
	if s.AvoidPairs, s.LeftOutTables, err = j.constraints(); err != nil {
		return s, err
	}
	// Names are kept in NFC, as every other text hoshi stores (see tournament.NormalizeText).
	return s.Normalized(), nil
}

// RegistrationJSON is the tournament setting "registration": whether the public sign-up form
// is open, and its last day ("2027-04-01", or "" for none).
type RegistrationJSON struct {
	Open   bool   `json:"open"`
	Closes string `json:"closes"`
}

func NewRegistrationJSON(r tournament.Registration) *RegistrationJSON {
	return &RegistrationJSON{Open: r.Open, Closes: Date(r.Closes)}
}
