package store

import (
	"context"
	"testing"
	"time"

	"github.com/hoshi-go/hoshi/internal/tournament"
)

// A player registered with the woman mark has it in her details; a change of the player with
// the mark sets it alone, keeping the birth date the prizes page gave, and refuses a player
// of another tournament.
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
	// The player's form sets the mark alone (UpdatePlayerAt with it), keeping the birth date.
	setWoman := func(tid TournamentID, pid tournament.PlayerID, woman bool) error {
		t.Helper()
		p, err := db.Player(ctx, id, pid)
		if err != nil {
			t.Fatal(err)
		}
		rev, err := db.Revision(ctx, tid)
		if err != nil {
			t.Fatal(err)
		}
		return db.UpdatePlayerAt(ctx, tid, rev, p, &woman)
	}
	if err := setWoman(id, eva, false); err != nil {
		t.Fatal(err)
	}
	if err := setWoman(id, jan, true); err != nil {
		t.Fatal(err)
	}
	if d := details(); d[eva].Woman || !d[eva].Born.Equal(born) || !d[jan].Woman {
		t.Fatalf("details after setting the marks: %+v", d)
	}
	other, err := db.CreateTournament(ctx, testSettings())
	if err != nil {
		t.Fatal(err)
	}
	if err := setWoman(other, eva, true); ErrorCode(err) != ENOTFOUND {
		t.Errorf("a player of another tournament: %v", err)
	}
	if d := details(); !d[jan].Woman || d[eva].Woman {
		t.Errorf("the refused change set a mark: %+v", d)
	}
}

// A sign-up and a CSV import carry the woman mark into the player they register, in the same
// transaction: a refused sign-up (a duplicate) or import leaves no mark behind, and the
// director's confirmation keeps it.
func TestWomanMarkOfSignupAndImport(t *testing.T) {
	db := openTest(t)
	ctx := context.Background()
	id, err := db.CreateTournament(ctx, testSettings())
	if err != nil {
		t.Fatal(err)
	}
	if err := db.SetRegistration(ctx, id, tournament.Registration{Open: true}); err != nil {
		t.Fatal(err)
	}
	lim := SignupLimits{PerAddress: 10, Window: time.Hour, MaxPending: 10}
	kata, err := db.SignUp(ctx, id, tournament.Player{Name: "Dvořáková", FirstName: "Kateřina", Rank: -5},
		tournament.PlayerDetails{Woman: true}, "", "192.0.2.1", lim)
	if err != nil {
		t.Fatal(err)
	}
	petr, err := db.SignUp(ctx, id, tournament.Player{Name: "Dvořák", FirstName: "Petr", Rank: -3}, tournament.PlayerDetails{}, "", "192.0.2.1", lim)
	if err != nil {
		t.Fatal(err)
	}
	// The same name again, marked: refused, and the first one's mark stays as it was.
	if _, err := db.SignUp(ctx, id, tournament.Player{Name: "Dvořák", FirstName: "Petr", Rank: -3},
		tournament.PlayerDetails{Woman: true}, "", "192.0.2.1", lim); ErrorCode(err) != ECONFLICT {
		t.Fatalf("a second sign-up of the same name: %v", err)
	}
	if n, err := db.ConfirmPlayers(ctx, id, []tournament.PlayerID{kata, petr}); err != nil || n != 2 {
		t.Fatalf("confirm: %d %v", n, err)
	}
	// An import: Eva marked, Jan not; then a file whose second line is a duplicate stores
	// neither its players nor its marks.
	err = db.AddPlayers(ctx, id, []tournament.Player{{Name: "Malá", FirstName: "Eva", Rank: -12}, {Name: "Malý", FirstName: "Jan", Rank: -10}},
		[]tournament.PlayerDetails{{Woman: true}, {}})
	if err != nil {
		t.Fatal(err)
	}
	err = db.AddPlayers(ctx, id, []tournament.Player{{Name: "Nová", FirstName: "Ida", Rank: -12}, {Name: "Malá", FirstName: "Eva", Rank: -12}},
		[]tournament.PlayerDetails{{Woman: true}, {Woman: true}})
	if ErrorCode(err) != ECONFLICT {
		t.Fatalf("an import with a duplicate: %v", err)
	}
	tt, _, err := db.LoadTournament(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	d, err := db.PlayerDetails(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	women := map[string]bool{}
	for pid, x := range d {
		if x.Woman {
			women[tt.Player(pid).Name] = true
		}
	}
	if len(tt.Players) != 4 || len(women) != 2 || !women["Dvořáková"] || !women["Malá"] {
		t.Fatalf("players %d, women %v; want 4 players, Dvořáková and Malá marked", len(tt.Players), women)
	}
	if p := tt.Player(kata); p.Status != tournament.Final {
		t.Errorf("the confirmed sign-up is %v", p.Status)
	}
}

// A player's registration and woman mark change in one transaction (UpdatePlayerAt,
// UpdatePlayerIf, given the mark): a change refused for any reason (a stale revision or version, a
// duplicate name, a grade shogi does not have) stores neither the player nor the mark; an
// accepted one stores both, keeping the birth date.
func TestUpdatePlayerWithWoman(t *testing.T) {
	db := openTest(t)
	ctx := context.Background()
	s := testSettings()
	old := s
	s.Game = tournament.ShogiGame
	s.FollowDefaults(old)
	id, err := db.CreateTournament(ctx, s)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.AddPlayer(ctx, id, tournament.Player{Name: "Malý", FirstName: "Jan", Rank: -3}); err != nil {
		t.Fatal(err)
	}
	eva, err := db.AddPlayer(ctx, id, tournament.Player{Name: "Malá", FirstName: "Eva", Rank: -5})
	if err != nil {
		t.Fatal(err)
	}
	born := time.Date(2010, 3, 4, 0, 0, 0, 0, time.UTC)
	if err := db.SetPlayerDetails(ctx, id, map[tournament.PlayerID]tournament.PlayerDetails{eva: {Born: born}}); err != nil {
		t.Fatal(err)
	}
	before, err := db.Player(ctx, id, eva)
	if err != nil {
		t.Fatal(err)
	}
	rev, err := db.Revision(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	yes := true
	unchanged := func(what string) {
		t.Helper()
		p, err := db.Player(ctx, id, eva)
		if err != nil || PlayerVersion(&p) != PlayerVersion(&before) {
			t.Errorf("%s changed the player: %+v, was %+v (%v)", what, p, before, err)
		}
		d, err := db.PlayerDetails(ctx, id)
		if err != nil || d[eva].Woman || !d[eva].Born.Equal(born) {
			t.Errorf("%s changed the details: %+v (%v)", what, d[eva], err)
		}
	}
	// A grade shogi does not have (20k): refused, no mark.
	weak := before
	weak.Rank = -20
	if err := db.UpdatePlayerAt(ctx, id, rev, weak, &yes); ErrorCode(err) == "" {
		t.Errorf("a 20k in shogi: %v", err)
	}
	unchanged("a 20k")
	// Another player's name: a duplicate, refused.
	dup := before
	dup.Name = "Malý"
	dup.FirstName = "Jan"
	if err := db.UpdatePlayerAt(ctx, id, rev, dup, &yes); ErrorCode(err) != ECONFLICT {
		t.Errorf("a duplicate: %v", err)
	}
	unchanged("a duplicate")
	// A stale revision and a stale version.
	moved := before
	moved.Club = "Brno"
	if err := db.UpdatePlayerAt(ctx, id, rev-1, moved, &yes); ErrorCode(err) != ECONFLICT {
		t.Errorf("a stale revision: %v", err)
	}
	if err := db.UpdatePlayerIf(ctx, id, "stale", moved, &yes); ErrorCode(err) != ECONFLICT {
		t.Errorf("a stale version: %v", err)
	}
	unchanged("a stale form")
	// Accepted: both, the birth date kept; nil keeps the mark.
	if err := db.UpdatePlayerIf(ctx, id, PlayerVersion(&before), moved, &yes); err != nil {
		t.Fatal(err)
	}
	p, _ := db.Player(ctx, id, eva)
	d, _ := db.PlayerDetails(ctx, id)
	if p.Club != "Brno" || !d[eva].Woman || !d[eva].Born.Equal(born) {
		t.Errorf("the change stored: %+v %+v", p, d[eva])
	}
	rev, _ = db.Revision(ctx, id)
	p.Club = "Praha"
	if err := db.UpdatePlayerAt(ctx, id, rev, p, nil); err != nil {
		t.Fatal(err)
	}
	if d, _ := db.PlayerDetails(ctx, id); !d[eva].Woman {
		t.Error("a change without the mark cleared it")
	}
}
