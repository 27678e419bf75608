package tournament

import (
	"testing"
	"time"
)

func TestRegistrationAccepting(t *testing.T) {
	closes := time.Date(2027, 4, 1, 0, 0, 0, 0, time.UTC)
	cases := []struct {
		r    Registration
		now  time.Time
		want bool
	}{
		{Registration{}, closes, false},
		{Registration{Open: false, Closes: closes}, closes.AddDate(0, 0, -10), false},
		{Registration{Open: true}, closes.AddDate(5, 0, 0), true},
		{Registration{Open: true, Closes: closes}, time.Date(2027, 3, 31, 12, 0, 0, 0, time.UTC), true},
		{Registration{Open: true, Closes: closes}, time.Date(2027, 4, 1, 23, 59, 0, 0, time.UTC), true},
		{Registration{Open: true, Closes: closes}, time.Date(2027, 4, 2, 0, 0, 0, 0, time.UTC), false},
	}
	for i, c := range cases {
		if got := c.r.Accepting(c.now); got != c.want {
			t.Errorf("case %d: Accepting(%v) = %v, want %v", i, c.now, got, c.want)
		}
	}
}
