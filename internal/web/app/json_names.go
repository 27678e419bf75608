package app

import (
	"github.com/hoshi-go/hoshi/internal/jsonform"
	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// enum names the values of a domain enumeration in the JSON API (jsonform's names); Parse
// answers a bad request naming the field.
type enum[T ~int] struct{ jsonform.Enum[T] }

func (e enum[T]) Parse(s, field string) (T, error) {
	v, err := e.Enum.Parse(s, field)
	return v, apiErr(err)
}

var (
	TimeNames   = enum[tournament.TimeKind]{jsonform.TimeKinds}
	StatusNames = enum[tournament.RegistrationStatus]{jsonform.Statuses}
)

// apiErr turns a jsonform error into the API's bad request on the same field.
func apiErr(err error) error {
	if fe, ok := jsonform.AsFieldError(err); ok {
		e := ErrBadRequest(fe.Field, fe.Msg)
		if fe.Key != nil && fe.Key.Error() == fe.Msg {
			e.Key = fe.Key
		}
		return e
	}
	return err
}

// Points writes half points as the API's numbers: 13 is 6.5.
func Points(h int) float64 { return jsonform.Points(h) }

// HalfPoints reads a number of points that must be a whole or half number.
func HalfPoints(v float64, field string) (int, error) {
	h, err := jsonform.HalfPoints(v, field)
	return h, apiErr(err)
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
	r, err := jsonform.ParseRank(s, field)
	return r, apiErr(err)
}
