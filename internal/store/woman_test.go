package store

import (
	"context"
	"testing"
	"time"

	"github.com/hoshi-go/hoshi/internal/tournament"
)

// A player registered with the woman mark has it in her details; SetWoman changes the mark
// alone, keeping the birth date the prizes page gave, and refuses a player of another
// tournament.
func TestWomanMark(t *testing.T) {
	db := openTest(t)
	ctx := context.Background()
	id, err := db.CreateTournament(ctx, testSettings())
	if err != nil {
		t.Fatal(err)
	}
	eva, err := db.AddPlayerWithDetails(ctx, id, tournament.Player{Name: "Malá", FirstName: "Eva", Rank: -5}, tournament.PlayerDetails{Woman: true})
	if err != nil {
		t.Fatal(err)
	}
	jan, err := db.AddPlayer(ctx, id, tournament.Player{Name: "Malý", FirstName: "Jan", Rank: -6})
	if err != nil {
		t.Fatal(err)
	}
	details := func() map[tournament.PlayerID]tournament.PlayerDetails {
		t.Helper()
		d, err := db.PlayerDetails(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		return d
	}
	if d := details(); !d[eva].Woman || d[jan].Woman || len(d) != 1 {
		t.Fatalf("details after registration: %+v", d)
	}
	born := time.Date(2010, 3, 4, 0, 0, 0, 0, time.UTC)
	if err := db.SetPlayerDetails(ctx, id, map[tournament.PlayerID]tournament.PlayerDetails{eva: {Born: born, Woman: true}}); err != nil {
		t.Fatal(err)
	}
	if err := db.SetWoman(ctx, id, eva, false); err != nil {
		t.Fatal(err)
	}
	if err := db.SetWoman(ctx, id, jan, true); err != nil {
		t.Fatal(err)
	}
	if d := details(); d[eva].Woman || !d[eva].Born.Equal(born) || !d[jan].Woman {
		t.Fatalf("details after SetWoman: %+v", d)
	}
	other, err := db.CreateTournament(ctx, testSettings())
	if err != nil {
		t.Fatal(err)
	}
	if err := db.SetWoman(ctx, other, eva, true); ErrorCode(err) != ENOTFOUND {
		t.Errorf("a player of another tournament: %v", err)
	}
}
