package backup

import (
	"time"

	"github.com/hoshi-go/hoshi/internal/jsonform"
	"github.com/hoshi-go/hoshi/internal/rank"
)

// fileErr turns a jsonform error into the file's error on the same field.
func fileErr(err error) error {
	if fe, ok := jsonform.AsFieldError(err); ok {
		return &Error{Field: fe.Field, Msg: fe.Msg, Key: fe.Key}
	}
	return err
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

// halfPoints reads a number of points that must be a whole or half number.
func halfPoints(v float64, field string) (int, error) {
	h, err := jsonform.HalfPoints(v, field)
	return h, fileErr(err)
}

// rankName writes a rank; an invalid one (which no stored tournament has) cannot be written.
func rankName(r rank.Rank, field string) (string, error) {
	s, err := jsonform.RankName(r, field)
	return s, fileErr(err)
}

// parseRank reads a rank such as "4d" or "12k".
func parseRank(s, field string) (rank.Rank, error) {
	r, err := jsonform.ParseRank(s, field)
	return r, fileErr(err)
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
		return time.Time{}, keyedErr(field, msgDate.New(s))
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
		return time.Time{}, keyedErr(field, msgDate.New(s))
	}
	return t, nil
}
