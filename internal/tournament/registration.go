package tournament

import (
	"time"

	"github.com/hoshi-go/hoshi/internal/i18n"
)

// Registration is a tournament's online sign-up: whether the public form takes sign-ups and
// the last day it does. Closed by default.
type Registration struct {
	Open bool
	// Closes is the last day the form takes sign-ups (a date, kept at midnight UTC); zero
	// for no closing date.
	Closes time.Time
}

// Accepting tells whether the form takes a sign-up at time now: open, and the closing day
// not yet over in zone, the tournament's time zone (nil is UTC).
func (r Registration) Accepting(now time.Time, zone *time.Location) bool {
	if !r.Open {
		return false
	}
	if r.Closes.IsZero() {
		return true
	}
	if zone == nil {
		zone = time.UTC
	}
	end := time.Date(r.Closes.Year(), r.Closes.Month(), r.Closes.Day()+1, 0, 0, 0, 0, zone)
	return now.Before(end)
}

// Zone is the tournament's time zone (TimeZone), UTC when it is unset or unknown.
func (s *Settings) Zone() *time.Location {
	z, err := i18n.LoadZone(s.TimeZone)
	if err != nil {
		return time.UTC
	}
	return z
}
