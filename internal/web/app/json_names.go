package app

import (
	"fmt"
	"math"
	"strings"

	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// enum names the values of a domain enumeration in the JSON API, by their integer value.
type enum[T ~int] []string

func (e enum[T]) Name(v T) string {
	if int(v) >= 0 && int(v) < len(e) {
		return e[v]
	}
	return fmt.Sprint(int(v))
}

func (e enum[T]) Parse(s, field string) (T, error) {
	for i, n := range e {
		if n == s {
			return T(i), nil
		}
	}
	return 0, ErrBadRequest(field, fmt.Sprintf("%q is not one of %s", s, strings.Join(e, ", ")))
}

var (
	systemNames   = enum[tournament.System]{"mcmahon", "swiss", "round-robin"}
	TimeNames     = enum[tournament.TimeKind]{"sudden-death", "japanese", "canadian", "fischer"}
	handicapNames = enum[tournament.HandicapKind]{"mms", "rank-difference", "none"}
	seedNames     = enum[tournament.SeedSystem]{"split-and-random", "split-and-fold", "split-and-slip"}
	duddNames     = enum[tournament.DUDDMode]{"top", "mid", "bottom"}
	StatusNames   = enum[tournament.RegistrationStatus]{"final", "preliminary"}
)

// Points writes half points as the API's numbers: 13 is 6.5.
func Points(h int) float64 { return float64(h) / 2 }

// HalfPoints reads a number of points that must be a whole or half number.
func HalfPoints(v float64, field string) (int, error) {
	h := v * 2
	if h != math.Trunc(h) || math.Abs(h) > 1e6 {
		return 0, ErrBadRequest(field, fmt.Sprintf("%v is not a whole or half number of points", v))
	}
	return int(h), nil
}

// parseDeclaredRank reads the rank a player registers with (rank.ParseDeclared): a rank, or
// "unranked", "?", "NR" or nothing for 20k and unranked true.
func parseDeclaredRank(s, field string) (rank.Rank, bool, error) {
	r, unranked, err := rank.ParseDeclared(s)
	if err != nil {
		_, err = parseRank(s, field) // the API's message for the field
	}
	return r, unranked, err
}

// parseRank reads a rank such as "4d" or "12k" for the given field.
func parseRank(s, field string) (rank.Rank, error) {
	r, err := rank.Parse(s)
	if err != nil {
		return 0, ErrBadRequest(field, fmt.Sprintf("unknown rank %q: write it like 12k, 5 kyu, 3d, 3 dan or 1p (30k to 9d, 1p to 9p)", s))
	}
	return r, nil
}
