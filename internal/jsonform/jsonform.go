// Package jsonform is the JSON form of the parts of a tournament's settings that the JSON API
// and hoshi's backup file write alike: the names of the enumerations, the thinking time, the
// handicap policy and OpenGotha's pairing parameters, field for field, in both directions.
//
// Errors are *FieldError values naming the field as the JSON does ("pairing.seed_system1");
// the API and the backup each turn them into their own error type.
package jsonform

import (
	"errors"
	"fmt"
	"math"
	"strings"

	"github.com/hoshi-go/hoshi/internal/keyed"
	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// FieldError is a value that does not convert, with the JSON field it stands in.
type FieldError struct {
	Field string
	Msg   string
	// Key is the message with its catalogue key, when it has one: Msg is its English.
	Key *keyed.Error
}

func (e *FieldError) Error() string { return e.Field + ": " + e.Msg }

// Unwrap is the keyed message, for errors.As.
func (e *FieldError) Unwrap() error {
	if e.Key == nil {
		return nil
	}
	return e.Key
}

// The messages of the JSON forms, with their catalogue keys (templates/i18n/en.toml).
var (
	msgOneOf      = keyed.Define("verr.one_of", "%q is not one of %s")
	msgRank       = keyed.Define("verr.rank", "unknown rank %q: write it like 12k, 5 kyu, 3d, 3 dan or 1p (30k to 9d, 1p to 9p)")
	msgHalfPoints = keyed.Define("verr.half_points", "%v is not a whole or half number of points")
)

// keyedFieldError is the problem k of field.
func keyedFieldError(field string, k *keyed.Error) *FieldError {
	return &FieldError{Field: field, Msg: k.Error(), Key: k}
}

// AsFieldError returns err's *FieldError, if it has one.
func AsFieldError(err error) (*FieldError, bool) {
	var fe *FieldError
	ok := errors.As(err, &fe)
	return fe, ok
}

// Enum names the values of a domain enumeration by their integer value.
type Enum[T ~int] []string

// Name is v's name, or v's number when it has none (which no validated setting has).
func (e Enum[T]) Name(v T) string {
	if n, ok := e.lookup(v); ok {
		return n
	}
	return fmt.Sprint(int(v))
}

func (e Enum[T]) lookup(v T) (string, bool) {
	if int(v) >= 0 && int(v) < len(e) {
		return e[v], true
	}
	return "", false
}

// Lookup is v's name, or its number and an error on field when it has none.
func (e Enum[T]) Lookup(v T, field string) (string, error) {
	if n, ok := e.lookup(v); ok {
		return n, nil
	}
	return e.Name(v), &FieldError{Field: field, Msg: fmt.Sprintf("value %d has no name", int(v))}
}

// Parse reads a name; an unknown one is an error on field that lists the names.
func (e Enum[T]) Parse(s, field string) (T, error) {
	for i, n := range e {
		if n == s {
			return T(i), nil
		}
	}
	return 0, keyedFieldError(field, msgOneOf.New(s, strings.Join(e, ", ")))
}

// The enumerations' names.
var (
	Systems       = Enum[tournament.System]{"mcmahon", "swiss", "round-robin"}
	TimeKinds     = Enum[tournament.TimeKind]{"sudden-death", "japanese", "canadian", "fischer"}
	HandicapKinds = Enum[tournament.HandicapKind]{"mms", "rank-difference", "none"}
	SeedSystems   = Enum[tournament.SeedSystem]{"split-and-random", "split-and-fold", "split-and-slip"}
	DUDDModes     = Enum[tournament.DUDDMode]{"top", "mid", "bottom"}
	Statuses      = Enum[tournament.RegistrationStatus]{"final", "preliminary"}
	SelfReports   = Enum[tournament.SelfReport]{"off", "confirm", "auto"}
)

// RankName writes a rank ("4d"); an invalid one (off the scale 30k..9p) is an error on field.
func RankName(r rank.Rank, field string) (string, error) {
	if !r.Valid() {
		return r.String(), &FieldError{Field: field, Msg: fmt.Sprintf("rank %d is off the scale 30k..9p", int(r))}
	}
	return r.String(), nil
}

// ParseRank reads a rank such as "4d" or "12k".
func ParseRank(s, field string) (rank.Rank, error) {
	r, err := rank.Parse(s)
	if err != nil {
		return 0, keyedFieldError(field, msgRank.New(s))
	}
	return r, nil
}

// Points writes half points as numbers: 13 is 6.5.
func Points(h int) float64 { return float64(h) / 2 }

// HalfPoints reads a number of points that must be a whole or half number.
func HalfPoints(v float64, field string) (int, error) {
	h := v * 2
	if h != math.Trunc(h) || math.Abs(h) > 1e6 {
		return 0, keyedFieldError(field, msgHalfPoints.New(v))
	}
	return int(h), nil
}

// first runs the steps in order and returns the first error.
func first(steps ...func() error) error {
	for _, f := range steps {
		if err := f(); err != nil {
			return err
		}
	}
	return nil
}

// Time is a tournament's thinking time.
type Time struct {
	Kind             string `json:"kind"`
	BasicMinutes     int    `json:"basic_minutes"`
	PeriodSeconds    int    `json:"period_seconds"`
	Periods          int    `json:"periods"`
	Stones           int    `json:"stones"`
	StonesSeconds    int    `json:"stones_seconds"`
	IncrementSeconds int    `json:"increment_seconds"`
}

// NewTime writes t; the error names a kind without a name (the form is complete all the same).
func NewTime(t tournament.TimeSystem) (Time, error) {
	j := Time{
		BasicMinutes: t.BasicMinutes, PeriodSeconds: t.PeriodSeconds, Periods: t.Periods,
		Stones: t.Stones, StonesSeconds: t.StonesSeconds, IncrementSeconds: t.IncrementSeconds,
	}
	var err error
	j.Kind, err = TimeKinds.Lookup(t.Kind, "time.kind")
	return j, err
}

// TimeSystem reads j back.
func (j Time) TimeSystem() (tournament.TimeSystem, error) {
	t := tournament.TimeSystem{
		BasicMinutes: j.BasicMinutes, PeriodSeconds: j.PeriodSeconds, Periods: j.Periods,
		Stones: j.Stones, StonesSeconds: j.StonesSeconds, IncrementSeconds: j.IncrementSeconds,
	}
	var err error
	t.Kind, err = TimeKinds.Parse(j.Kind, "time.kind")
	return t, err
}

// Handicap is a tournament's handicap policy.
type Handicap struct {
	Kind                string `json:"kind"`
	NoHandicapThreshold string `json:"no_handicap_threshold"`
	Correction          int    `json:"correction"`
	Ceiling             int    `json:"ceiling"`
	BasedOnRank         bool   `json:"based_on_rank"`
	// PrisonersPerRank: prisoners White hands over for each rank beyond the ceiling
	// (rank-difference handicaps).
	PrisonersPerRank int `json:"prisoners_per_rank"`
}

// NewHandicap writes h; the error names a value without a name (the form is complete all the
// same).
func NewHandicap(h tournament.HandicapPolicy) (Handicap, error) {
	j := Handicap{
		Correction: h.Correction, Ceiling: h.Ceiling, BasedOnRank: h.BasedOnRank,
		PrisonersPerRank: h.PrisonersPerRank,
	}
	err := first(
		func() (err error) { j.Kind, err = HandicapKinds.Lookup(h.Kind, "handicap.kind"); return },
		func() (err error) {
			j.NoHandicapThreshold, err = RankName(h.NoHandicapThreshold, "handicap.no_handicap_threshold")
			return
		},
	)
	return j, err
}

// Policy reads j back.
func (j Handicap) Policy() (tournament.HandicapPolicy, error) {
	h := tournament.HandicapPolicy{
		Correction: j.Correction, Ceiling: j.Ceiling, BasedOnRank: j.BasedOnRank,
		PrisonersPerRank: j.PrisonersPerRank,
	}
	err := first(
		func() (err error) { h.Kind, err = HandicapKinds.Parse(j.Kind, "handicap.kind"); return },
		func() (err error) {
			h.NoHandicapThreshold, err = ParseRank(j.NoHandicapThreshold, "handicap.no_handicap_threshold")
			return
		},
	)
	return h, err
}

// Pairing is OpenGotha's pairing parameters under their own names, snake_case.
type Pairing struct {
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

// NewPairing writes p; the error names a value without a name (the form is complete all the
// same).
func NewPairing(p tournament.PairingParameters) (Pairing, error) {
	j := Pairing{
		AvoidDuplicateGame: p.AvoidDuplicateGame, Random: p.Random, Deterministic: p.Deterministic,
		BalanceWB: p.BalanceWB, AvoidMixingCategories: p.AvoidMixingCategories,
		MinimizeScoreDifference: p.MinimizeScoreDifference, DUDDWeight: p.DUDDWeight,
		CompensateDUDD: p.CompensateDUDD, MaximizeSeeding: p.MaximizeSeeding,
		LastRoundForSeedSystem1:               p.LastRoundForSeedSystem1,
		AdditionalPlacementCritSystem1:        string(p.AdditionalPlacementCritSystem1),
		AdditionalPlacementCritSystem2:        string(p.AdditionalPlacementCritSystem2),
		SecondaryCriteria:                     p.SecondaryCriteria,
		BarThresholdActive:                    p.BarThresholdActive,
		NbWinsThresholdActive:                 p.NbWinsThresholdActive,
		MinimizeHandicap:                      p.MinimizeHandicap,
		AvoidSameGeo:                          p.AvoidSameGeo,
		PreferMMSDiffRatherThanSameCountry:    p.PreferMMSDiffRatherThanSameCountry,
		PreferMMSDiffRatherThanSameClubsGroup: p.PreferMMSDiffRatherThanSameClubsGroup,
		PreferMMSDiffRatherThanSameClub:       p.PreferMMSDiffRatherThanSameClub,
	}
	// Every name is written, the first error is kept.
	errs := []error{}
	keep := func(s string, err error) string {
		errs = append(errs, err)
		return s
	}
	j.DUDDUpperMode = keep(DUDDModes.Lookup(p.DUDDUpperMode, "pairing.dudd_upper_mode"))
	j.DUDDLowerMode = keep(DUDDModes.Lookup(p.DUDDLowerMode, "pairing.dudd_lower_mode"))
	j.SeedSystem1 = keep(SeedSystems.Lookup(p.SeedSystem1, "pairing.seed_system1"))
	j.SeedSystem2 = keep(SeedSystems.Lookup(p.SeedSystem2, "pairing.seed_system2"))
	j.RankThreshold = keep(RankName(p.RankThreshold, "pairing.rank_threshold"))
	for _, err := range errs {
		if err != nil {
			return j, err
		}
	}
	return j, nil
}

// Parameters reads j back.
func (j Pairing) Parameters() (tournament.PairingParameters, error) {
	p := tournament.PairingParameters{
		AvoidDuplicateGame: j.AvoidDuplicateGame, Random: j.Random, Deterministic: j.Deterministic,
		BalanceWB: j.BalanceWB, AvoidMixingCategories: j.AvoidMixingCategories,
		MinimizeScoreDifference: j.MinimizeScoreDifference, DUDDWeight: j.DUDDWeight,
		CompensateDUDD: j.CompensateDUDD, MaximizeSeeding: j.MaximizeSeeding,
		LastRoundForSeedSystem1:               j.LastRoundForSeedSystem1,
		AdditionalPlacementCritSystem1:        tournament.Criterion(j.AdditionalPlacementCritSystem1),
		AdditionalPlacementCritSystem2:        tournament.Criterion(j.AdditionalPlacementCritSystem2),
		SecondaryCriteria:                     j.SecondaryCriteria,
		BarThresholdActive:                    j.BarThresholdActive,
		NbWinsThresholdActive:                 j.NbWinsThresholdActive,
		MinimizeHandicap:                      j.MinimizeHandicap,
		AvoidSameGeo:                          j.AvoidSameGeo,
		PreferMMSDiffRatherThanSameCountry:    j.PreferMMSDiffRatherThanSameCountry,
		PreferMMSDiffRatherThanSameClubsGroup: j.PreferMMSDiffRatherThanSameClubsGroup,
		PreferMMSDiffRatherThanSameClub:       j.PreferMMSDiffRatherThanSameClub,
	}
	err := first(
		func() (err error) {
			p.DUDDUpperMode, err = DUDDModes.Parse(j.DUDDUpperMode, "pairing.dudd_upper_mode")
			return
		},
		func() (err error) {
			p.DUDDLowerMode, err = DUDDModes.Parse(j.DUDDLowerMode, "pairing.dudd_lower_mode")
			return
		},
		func() (err error) {
			p.SeedSystem1, err = SeedSystems.Parse(j.SeedSystem1, "pairing.seed_system1")
			return
		},
		func() (err error) {
			p.SeedSystem2, err = SeedSystems.Parse(j.SeedSystem2, "pairing.seed_system2")
			return
		},
		func() (err error) {
			p.RankThreshold, err = ParseRank(j.RankThreshold, "pairing.rank_threshold")
			return
		},
	)
	return p, err
}
