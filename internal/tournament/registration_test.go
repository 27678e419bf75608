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
		if got := c.r.Accepting(c.now, nil); got != c.want {
			t.Errorf("case %d: Accepting(%v) = %v, want %v", i, c.now, got, c.want)
		}
	}
}

// The closing day ends at midnight of the tournament's time zone: in Prague (UTC+1 in
// winter, UTC+2 in summer) an hour or two before midnight UTC; in New York five hours after.
func TestRegistrationClosesInTheTournamentZone(t *testing.T) {
	prague, err := time.LoadLocation("Europe/Prague")
	if err != nil {
		t.Fatal(err)
	}
	newYork, err := time.LoadLocation("America/New_York")
	if err != nil {
		t.Fatal(err)
	}
	winter := Registration{Open: true, Closes: time.Date(2026, 11, 30, 0, 0, 0, 0, time.UTC)}
	summer := Registration{Open: true, Closes: time.Date(2026, 7, 31, 0, 0, 0, 0, time.UTC)}
	cases := []struct {
		r    Registration
		now  time.Time
		zone *time.Location
		want bool
	}{
		{winter, time.Date(2026, 11, 30, 22, 59, 0, 0, time.UTC), prague, true},   // 23:59 in Prague
		{winter, time.Date(2026, 11, 30, 23, 0, 0, 0, time.UTC), prague, false},   // midnight in Prague
		{winter, time.Date(2026, 11, 30, 23, 30, 0, 0, time.UTC), time.UTC, true}, // still 30 November in UTC
		{summer, time.Date(2026, 7, 31, 21, 59, 0, 0, time.UTC), prague, true},    // 23:59 CEST
		{summer, time.Date(2026, 7, 31, 22, 0, 0, 0, time.UTC), prague, false},
		{winter, time.Date(2026, 12, 1, 4, 59, 0, 0, time.UTC), newYork, true}, // 23:59 EST
		{winter, time.Date(2026, 12, 1, 5, 0, 0, 0, time.UTC), newYork, false},
	}
	for i, c := range cases {
		if got := c.r.Accepting(c.now, c.zone); got != c.want {
			t.Errorf("case %d: Accepting(%v, %v) = %v, want %v", i, c.now, c.zone, got, c.want)
		}
	}
}

// A sign-up not yet confirmed is not in the standings; a preliminary player who has played
// (an imported file) stays.
func TestStandingsLeaveOutPreliminary(t *testing.T) {
	tr := Tournament{Settings: DefaultSettings()}
	tr.Settings.Rounds = 2
	tr.Players = []Player{
		{ID: 1, Name: "A", Rank: 0},
		{ID: 2, Name: "B", Rank: -1},
		{ID: 3, Name: "C", Rank: -2, Status: Preliminary},
		{ID: 4, Name: "D", Rank: -3, Status: Preliminary},
	}
	tr.Games = []Game{{Round: 1, Table: 1, White: 1, Black: 4, Result: WhiteWins, KnownColor: true}}
	tr.Byes = []Bye{{Round: 1, Player: 2}}
	var got []PlayerID
	for _, st := range tr.Standings(1) {
		got = append(got, st.Player.ID)
	}
	if len(got) != 3 || got[0] != 1 || !(got[1] == 2 && got[2] == 4 || got[1] == 4 && got[2] == 2) {
		t.Fatalf("standings: %v, want players 1, 2 and 4 (3 never played)", got)
	}
}
