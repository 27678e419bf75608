package store

import (
	"context"
	"testing"
	"time"

	"github.com/hoshi-go/hoshi/internal/tournament"
)

// The public form's last day ends at midnight in the tournament's time zone: a sign-up of
// 30 November at 23:30 UTC is already 1 December in Prague and is refused, while the same
// moment is still 30 November for a tournament kept in UTC.
func TestSignUpClosesAtMidnightOfTheTournamentZone(t *testing.T) {
	db := openTest(t)
	ctx := context.Background()
	reg := tournament.Registration{Open: true, Closes: time.Date(2026, 11, 30, 0, 0, 0, 0, time.UTC)}
	for _, c := range []struct {
		zone string
		at   time.Time
		want bool
	}{
		{"Europe/Prague", time.Date(2026, 11, 30, 22, 30, 0, 0, time.UTC), true}, // 23:30 in Prague
		{"Europe/Prague", time.Date(2026, 11, 30, 23, 30, 0, 0, time.UTC), false},
		{"", time.Date(2026, 11, 30, 23, 30, 0, 0, time.UTC), true},
	} {
		s := testSettings()
		s.TimeZone = c.zone
		id, err := db.CreateTournament(ctx, s)
		if err != nil {
			t.Fatal(err)
		}
		if err := db.SetRegistration(ctx, id, reg); err != nil {
			t.Fatal(err)
		}
		db.now = func() time.Time { return c.at }
		_, err = db.SignUp(ctx, id, tournament.Player{Name: "Nováková", FirstName: "Eva", Rank: -5}, tournament.PlayerDetails{}, "", "10.0.0.9", SignupLimits{})
		if (err == nil) != c.want {
			t.Errorf("zone %q at %v: sign-up error %v, want accepted %v", c.zone, c.at, err, c.want)
		}
		if err != nil && ErrorCode(err) != ECONFLICT {
			t.Errorf("zone %q at %v: %v, want the registration closed", c.zone, c.at, err)
		}
	}
}
