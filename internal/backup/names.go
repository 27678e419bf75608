package backup

import (
	"fmt"
	"math"
	"strings"
	"time"

	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// enum names the values of a domain enumeration in the file, by their integer value; the
// names are those of the JSON API.
type enum[T ~int] []string

func (e enum[T]) name(v T) (string, error) {
	if int(v) >= 0 && int(v) < len(e) {
		return e[v], nil
	}
	return "", fmt.Errorf("value %d has no name in the backup format", int(v))
}

func (e enum[T]) parse(s, field string) (T, error) {
	for i, n := range e {
		if n == s {
			return T(i), nil
		}
	}
	return 0, fieldErr(field, "%q is not one of %s", s, strings.Join(e, ", "))
}

var (
	systemNames   = enum[tournament.System]{"mcmahon", "swiss", "round-robin"}
	timeNames     = enum[tournament.TimeKind]{"sudden-death", "japanese", "canadian", "fischer"}
	handicapNames = enum[tournament.HandicapKind]{"mms", "rank-difference", "none"}
	seedNames     = enum[tournament.SeedSystem]{"split-and-random", "split-and-fold", "split-and-slip"}
	duddNames     = enum[tournament.DUDDMode]{"top", "mid", "bottom"}
	statusNames   = enum[tournament.RegistrationStatus]{"final", "preliminary"}
)

// points writes half points as numbers: 13 is 6.5.
func points(h int) float64 { return float64(h) / 2 }

// halfPoints reads a number of points that must be a whole or half number.
func halfPoints(v float64, field string) (int, error) {
	h := v * 2
	if h != math.Trunc(h) || math.Abs(h) > 1e6 {
		return 0, fieldErr(field, "%v is not a whole or half number of points", v)
	}
	return int(h), nil
}

// rankName writes a rank; an invalid one (which no stored tournament has) cannot be written.
func rankName(r rank.Rank, field string) (string, error) {
	if !r.Valid() {
		return "", fmt.Errorf("%s: rank %d is off the scale 30k..9p", field, int(r))
	}
	return r.String(), nil
}

// parseRank reads a rank such as "4d" or "12k".
func parseRank(s, field string) (rank.Rank, error) {
	r, err := rank.Parse(s)
	if err != nil {
		return 0, fieldErr(field, "%q is not a rank like 12k, 3d or 1p", s)
	}
	return r, nil
}

const dateLayout = "2006-01-02"

// day writes a tournament date: "2026-08-01", or the full time if it is not midnight UTC,
// or "" for none.
func day(t time.Time) string {
	if t.IsZero() {
		return ""
	}
	t = t.UTC()
	if t.Equal(t.Truncate(24 * time.Hour)) {
		return t.Format(dateLayout)
	}
	return t.Format(time.RFC3339Nano)
}

// parseDay reads what day wrote.
func parseDay(s, field string) (time.Time, error) {
	if s == "" {
		return time.Time{}, nil
	}
	if t, err := time.Parse(dateLayout, s); err == nil {
		return t, nil
	}
	t, err := time.Parse(time.RFC3339Nano, s)
	if err != nil {
		return time.Time{}, fieldErr(field, "%q is not a date like 2026-08-01", s)
	}
	return t.UTC(), nil
}

// stamp writes an instant in UTC, "" for none.
func stamp(t time.Time) string {
	if t.IsZero() {
		return ""
	}
	return t.UTC().Format(time.RFC3339Nano)
}

// parseStamp reads what stamp wrote.
func parseStamp(s, field string) (time.Time, error) {
	if s == "" {
		return time.Time{}, nil
	}
	t, err := time.Parse(time.RFC3339Nano, s)
	if err != nil {
		return time.Time{}, fieldErr(field, "%q is not a time like 2026-08-01T09:30:00Z", s)
	}
	return t.UTC(), nil
}

// date writes a calendar day (a birth date, a closing day): "2026-08-01", "" for none.
func date(t time.Time) string {
	if t.IsZero() {
		return ""
	}
	return t.UTC().Format(dateLayout)
}

// parseDate reads what date wrote.
func parseDate(s, field string) (time.Time, error) {
	if s == "" {
		return time.Time{}, nil
	}
	t, err := time.Parse(dateLayout, s)
	if err != nil {
		return time.Time{}, fieldErr(field, "%q is not a date like 2026-08-01", s)
	}
	return t, nil
}
