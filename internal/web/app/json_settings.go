package app

import (
	"fmt"
	"time"

	"github.com/hoshi-go/hoshi/internal/tournament"
)

// SettingsJSON is a tournament's settings in the JSON API: snake_case names, ranks as "4d",
// points as numbers (komi 6.5), dates as "2026-08-01", enumerations by name.
type SettingsJSON struct {
	ID              uint     `json:"id,omitempty"`
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
	Players       *int             `json:"players,omitempty"`
	// Registration is the online sign-up (api/registration.go), kept apart from the settings.
	Registration *RegistrationJSON `json:"registration,omitempty"`
}

type TimeJSON struct {
	Kind             string `json:"kind"`
	BasicMinutes     int    `json:"basic_minutes"`
	PeriodSeconds    int    `json:"period_seconds"`
	Periods          int    `json:"periods"`
	Stones           int    `json:"stones"`
	StonesSeconds    int    `json:"stones_seconds"`
	IncrementSeconds int    `json:"increment_seconds"`
}

type HandicapJSON struct {
	Kind                string `json:"kind"`
	NoHandicapThreshold string `json:"no_handicap_threshold"`
	Correction          int    `json:"correction"`
	Ceiling             int    `json:"ceiling"`
	BasedOnRank         bool   `json:"based_on_rank"`
	// PrisonersPerRank: prisoners White hands over for each rank beyond the ceiling
	// (rank-difference handicaps).
	PrisonersPerRank int `json:"prisoners_per_rank"`
}

// pairingJSON is OpenGotha's pairing parameters under their own names, snake_case.
type pairingJSON struct {
	AvoidDuplicateGame                    int64  `json:"avoid_duplicate_game"`
	Random                                int64  `json:"random"`
	Deterministic                         bool   `json:"deterministic"`
	BalanceWB                             int64  `json:"balance_wb"`
	AvoidMixingCategories                 int64  `json:"avoid_mixing_categories"`
	MinimizeScoreDifference               int64  `json:"minimize_score_difference"`
	DUDDWeight                            int64  `json:"dudd_weight"`
	CompensateDUDD                        bool   `json:"compensate_dudd"`
	DUDDUpperMode                         string `json:"dudd_upper_mode"`
	DUDDLowerMode                         string `json:"dudd_lower_mode"`
	MaximizeSeeding                       int64  `json:"maximize_seeding"`
	LastRoundForSeedSystem1               int    `json:"last_round_for_seed_system1"`
	SeedSystem1                           string `json:"seed_system1"`
	SeedSystem2                           string `json:"seed_system2"`
	AdditionalPlacementCritSystem1        string `json:"additional_placement_crit_system1"`
	AdditionalPlacementCritSystem2        string `json:"additional_placement_crit_system2"`
	SecondaryCriteria                     int64  `json:"secondary_criteria"`
	BarThresholdActive                    bool   `json:"bar_threshold_active"`
	RankThreshold                         string `json:"rank_threshold"`
	NbWinsThresholdActive                 bool   `json:"nb_wins_threshold_active"`
	MinimizeHandicap                      int64  `json:"minimize_handicap"`
	AvoidSameGeo                          int64  `json:"avoid_same_geo"`
	PreferMMSDiffRatherThanSameCountry    int    `json:"prefer_mms_diff_rather_than_same_country"`
	PreferMMSDiffRatherThanSameClubsGroup int    `json:"prefer_mms_diff_rather_than_same_clubs_group"`
	PreferMMSDiffRatherThanSameClub       int    `json:"prefer_mms_diff_rather_than_same_club"`
}

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
		return time.Time{}, ErrBadRequest(field, fmt.Sprintf("%q is not a date like 2026-08-01", s))
	}
	return t, nil
}

func NewSettingsJSON(s *tournament.Settings) SettingsJSON {
	p := &s.Pairing
	j := SettingsJSON{
		Name: s.Name, ShortName: s.ShortName, Place: s.Place, Country: s.Country, Director: s.Director,
		Language: s.Language, TimeZone: s.TimeZone,
		Begin: Date(s.Begin), End: Date(s.End), Rounds: s.Rounds, BoardSize: s.BoardSize, Rules: s.Rules,
		Komi: Points(s.Komi),
		Time: TimeJSON{
			Kind: TimeNames.Name(s.Time.Kind), BasicMinutes: s.Time.BasicMinutes,
			PeriodSeconds: s.Time.PeriodSeconds, Periods: s.Time.Periods, Stones: s.Time.Stones,
			StonesSeconds: s.Time.StonesSeconds, IncrementSeconds: s.Time.IncrementSeconds,
		},
		System: systemNames.Name(s.System), Bar: s.Bar.String(), Floor: s.Floor.String(),
		AbsentPoints: Points(s.AbsentPoints), ByePoints: Points(s.ByePoints),
		NBWAbsentPoints: Points(s.NBWAbsentPoints), NBWByePoints: Points(s.NBWByePoints),
		RoundDown: s.RoundDown, CountUnplayedAsHalf: s.CountUnplayedAsHalf,
		Handicap: HandicapJSON{
			Kind: handicapNames.Name(s.Handicap.Kind), NoHandicapThreshold: s.Handicap.NoHandicapThreshold.String(),
			Correction: s.Handicap.Correction, Ceiling: s.Handicap.Ceiling, BasedOnRank: s.Handicap.BasedOnRank,
			PrisonersPerRank: s.Handicap.PrisonersPerRank,
		},
		Criteria: make([]string, len(s.Criteria)),
		Pairing: pairingJSON{
			AvoidDuplicateGame: p.AvoidDuplicateGame, Random: p.Random, Deterministic: p.Deterministic,
			BalanceWB: p.BalanceWB, AvoidMixingCategories: p.AvoidMixingCategories,
			MinimizeScoreDifference: p.MinimizeScoreDifference, DUDDWeight: p.DUDDWeight,
			CompensateDUDD: p.CompensateDUDD, DUDDUpperMode: duddNames.Name(p.DUDDUpperMode),
			DUDDLowerMode: duddNames.Name(p.DUDDLowerMode), MaximizeSeeding: p.MaximizeSeeding,
			LastRoundForSeedSystem1: p.LastRoundForSeedSystem1, SeedSystem1: seedNames.Name(p.SeedSystem1),
			SeedSystem2:                           seedNames.Name(p.SeedSystem2),
			AdditionalPlacementCritSystem1:        string(p.AdditionalPlacementCritSystem1),
			AdditionalPlacementCritSystem2:        string(p.AdditionalPlacementCritSystem2),
			SecondaryCriteria:                     p.SecondaryCriteria,
			BarThresholdActive:                    p.BarThresholdActive,
			RankThreshold:                         p.RankThreshold.String(),
			NbWinsThresholdActive:                 p.NbWinsThresholdActive,
			MinimizeHandicap:                      p.MinimizeHandicap,
			AvoidSameGeo:                          p.AvoidSameGeo,
			PreferMMSDiffRatherThanSameCountry:    p.PreferMMSDiffRatherThanSameCountry,
			PreferMMSDiffRatherThanSameClubsGroup: p.PreferMMSDiffRatherThanSameClubsGroup,
			PreferMMSDiffRatherThanSameClub:       p.PreferMMSDiffRatherThanSameClub,
		},
		Extra: s.Extra,
	}
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
	p := &s.Pairing
	q := &j.Pairing
	err = each(
		func() (err error) { s.Begin, err = ParseDate(j.Begin, "begin"); return },
		func() (err error) { s.End, err = ParseDate(j.End, "end"); return },
		func() (err error) { s.Komi, err = HalfPoints(j.Komi, "komi"); return },
		func() (err error) { s.Time.Kind, err = TimeNames.Parse(j.Time.Kind, "time.kind"); return },
		func() (err error) { s.System, err = systemNames.Parse(j.System, "system"); return },
		func() (err error) { s.Bar, err = parseRank(j.Bar, "bar"); return },
		func() (err error) { s.Floor, err = parseRank(j.Floor, "floor"); return },
		func() (err error) { s.AbsentPoints, err = HalfPoints(j.AbsentPoints, "absent_points"); return },
		func() (err error) { s.ByePoints, err = HalfPoints(j.ByePoints, "bye_points"); return },
		func() (err error) {
			s.NBWAbsentPoints, err = HalfPoints(j.NBWAbsentPoints, "nbw_absent_points")
			return
		},
		func() (err error) { s.NBWByePoints, err = HalfPoints(j.NBWByePoints, "nbw_bye_points"); return },
		func() (err error) {
			s.Handicap.Kind, err = handicapNames.Parse(j.Handicap.Kind, "handicap.kind")
			return
		},
		func() (err error) {
			s.Handicap.NoHandicapThreshold, err = parseRank(j.Handicap.NoHandicapThreshold, "handicap.no_handicap_threshold")
			return
		},
		func() (err error) {
			p.DUDDUpperMode, err = duddNames.Parse(q.DUDDUpperMode, "pairing.dudd_upper_mode")
			return
		},
		func() (err error) {
			p.DUDDLowerMode, err = duddNames.Parse(q.DUDDLowerMode, "pairing.dudd_lower_mode")
			return
		},
		func() (err error) {
			p.SeedSystem1, err = seedNames.Parse(q.SeedSystem1, "pairing.seed_system1")
			return
		},
		func() (err error) {
			p.SeedSystem2, err = seedNames.Parse(q.SeedSystem2, "pairing.seed_system2")
			return
		},
		func() (err error) {
			p.RankThreshold, err = parseRank(q.RankThreshold, "pairing.rank_threshold")
			return
		},
	)
	if err != nil {
		return s, err
	}
	s.Name, s.ShortName, s.Place, s.Country, s.Director = j.Name, j.ShortName, j.Place, j.Country, j.Director
	s.Language, s.TimeZone = j.Language, j.TimeZone
	s.Rounds, s.BoardSize, s.Rules, s.RoundDown = j.Rounds, j.BoardSize, j.Rules, j.RoundDown
	s.CountUnplayedAsHalf = j.CountUnplayedAsHalf
	s.Time.BasicMinutes, s.Time.PeriodSeconds, s.Time.Periods = j.Time.BasicMinutes, j.Time.PeriodSeconds, j.Time.Periods
	s.Time.Stones, s.Time.StonesSeconds, s.Time.IncrementSeconds = j.Time.Stones, j.Time.StonesSeconds, j.Time.IncrementSeconds
	s.Handicap.Correction, s.Handicap.Ceiling, s.Handicap.BasedOnRank = j.Handicap.Correction, j.Handicap.Ceiling, j.Handicap.BasedOnRank
	s.Handicap.PrisonersPerRank = j.Handicap.PrisonersPerRank
	s.Criteria = make([]tournament.Criterion, len(j.Criteria))
	for i, c := range j.Criteria {
		s.Criteria[i] = tournament.Criterion(c)
	}
	p.AvoidDuplicateGame, p.Random, p.Deterministic = q.AvoidDuplicateGame, q.Random, q.Deterministic
	p.BalanceWB, p.AvoidMixingCategories = q.BalanceWB, q.AvoidMixingCategories
	p.MinimizeScoreDifference, p.DUDDWeight, p.CompensateDUDD = q.MinimizeScoreDifference, q.DUDDWeight, q.CompensateDUDD
	p.MaximizeSeeding, p.LastRoundForSeedSystem1 = q.MaximizeSeeding, q.LastRoundForSeedSystem1
	p.AdditionalPlacementCritSystem1 = tournament.Criterion(q.AdditionalPlacementCritSystem1)
	p.AdditionalPlacementCritSystem2 = tournament.Criterion(q.AdditionalPlacementCritSystem2)
	p.SecondaryCriteria, p.BarThresholdActive = q.SecondaryCriteria, q.BarThresholdActive
	p.NbWinsThresholdActive, p.MinimizeHandicap, p.AvoidSameGeo = q.NbWinsThresholdActive, q.MinimizeHandicap, q.AvoidSameGeo
	p.PreferMMSDiffRatherThanSameCountry = q.PreferMMSDiffRatherThanSameCountry
	p.PreferMMSDiffRatherThanSameClubsGroup = q.PreferMMSDiffRatherThanSameClubsGroup
	p.PreferMMSDiffRatherThanSameClub = q.PreferMMSDiffRatherThanSameClub
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
