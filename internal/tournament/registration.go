package tournament

import "time"

// Registration is a tournament's online sign-up: whether the public form takes sign-ups and
// the last day it does. Closed by default.
type Registration struct {
	Open bool
	// Closes is the last day (UTC) the form takes sign-ups; zero for no closing date.
	Closes time.Time
}

// Accepting tells whether the form takes a sign-up at time now: open, and the closing day
// not yet over.
func (r Registration) Accepting(now time.Time) bool {
	if !r.Open {
		return false
	}
	if r.Closes.IsZero() {
		return true
	}
	end := time.Date(r.Closes.Year(), r.Closes.Month(), r.Closes.Day(), 0, 0, 0, 0, time.UTC).AddDate(0, 0, 1)
	return now.Before(end)
}
