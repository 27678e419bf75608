package store

import (
	"context"
	"errors"
	"reflect"
	"slices"
	"testing"

	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// TestConstraintsRoundTrip stores the pairs kept apart, the left-out tables and the fixed
// tables, reads them back, refuses pairs naming unknown players, drops the pairs of a deleted
// player, and renumbers the pairs of an imported tournament with its players.
func TestConstraintsRoundTrip(t *testing.T) {
	ctx := context.Background()
	db := openTest(t)
	id, a, b, c, d := twoTableRound(t, db)
	loaded, _, err := db.LoadTournament(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if loaded.Settings.AvoidPairs != nil || loaded.Settings.LeftOutTables != nil || loaded.Player(a).FixedTable != 0 {
		t.Fatalf("constraints of a new tournament: %+v %+v", loaded.Settings, loaded.Player(a))
	}
	s := loaded.Settings
	s.AvoidPairs = []tournament.PlayerPair{{a, c}, {d, b}}
	s.LeftOutTables = map[int][]int{2: {3, 1}, 4: {7}}
	if err := db.UpdateSettings(ctx, id, s); err != nil {
		t.Fatal(err)
	}
	pb := *loaded.Player(b)
	pb.FixedTable = 12
	if err := db.UpdatePlayer(ctx, id, pb); err != nil {
		t.Fatal(err)
	}
	e, err := db.AddPlayer(ctx, id, tournament.Player{Name: "E", FirstName: "e", Rank: rank.Kyu(5), FixedTable: 3})
	if err != nil {
		t.Fatal(err)
	}
	got, _, err := db.LoadTournament(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got.Settings, s) {
		t.Fatalf("settings:\n got %+v\nwant %+v", got.Settings, s)
	}
	if got.Player(b).FixedTable != 12 || got.Player(e).FixedTable != 3 || got.Player(a).FixedTable != 0 {
		t.Fatalf("fixed tables: %+v", got.Players)
	}

	// A pair naming a player the tournament does not have is refused, naming the field.
	bad := s
	bad.AvoidPairs = []tournament.PlayerPair{{a, c}, {a, e + 100}}
	var fe *tournament.FieldError
	if err := db.UpdateSettings(ctx, id, bad); !errors.As(err, &fe) || fe.Field != "AvoidPairs[2]" {
		t.Fatalf("unknown player in a pair: %v", err)
	}
	if _, err := db.CreateTournament(ctx, bad); !errors.As(err, &fe) || fe.Field != "AvoidPairs[1]" {
		t.Fatalf("new tournament with pairs: %v", err)
	}
	if got, _, _ := db.LoadTournament(ctx, id); !reflect.DeepEqual(got.Settings.AvoidPairs, s.AvoidPairs) {
		t.Fatalf("refused change stored: %v", got.Settings.AvoidPairs)
	}

	// Deleting a player drops his pairs.
	s.AvoidPairs = append(s.AvoidPairs, tournament.PlayerPair{e, a}, tournament.PlayerPair{c, e})
	if err := db.UpdateSettings(ctx, id, s); err != nil {
		t.Fatal(err)
	}
	if err := db.DeletePlayer(ctx, id, e); err != nil {
		t.Fatal(err)
	}
	got, _, err = db.LoadTournament(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if want := []tournament.PlayerPair{{a, c}, {d, b}}; !slices.Equal(got.Settings.AvoidPairs, want) {
		t.Fatalf("pairs after deleting E: %v, want %v", got.Settings.AvoidPairs, want)
	}

	// A pair naming a player who is gone (a database edited by hand) is left out of a backup.
	stale := jsonText([]tournament.PlayerPair{{a, c}, {e, a}, {d, b}}, "[]")
	if err := db.gorm.Table("tournaments").Where("id = ?", id).Update("avoid_pairs", stale).Error; err != nil {
		t.Fatal(err)
	}
	bk, err := db.Backup(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if want := []tournament.PlayerPair{{a, c}, {d, b}}; !slices.Equal(bk.Tournament.Settings.AvoidPairs, want) {
		t.Fatalf("pairs of the backup: %v, want %v", bk.Tournament.Settings.AvoidPairs, want)
	}

	// An import renumbers the pairs with the players; one naming no player is refused.
	in := &tournament.Tournament{Settings: testSettings(), Players: []tournament.Player{
		{ID: 10, Name: "Kim", Rank: rank.Dan(5), FixedTable: 1}, {ID: 20, Name: "Lee", Rank: rank.Kyu(3)},
		{ID: 30, Name: "Park", Rank: rank.Kyu(3)},
	}}
	in.Settings.AvoidPairs = []tournament.PlayerPair{{30, 10}}
	in.Settings.LeftOutTables = map[int][]int{1: {2}}
	nid, err := db.ImportTournament(ctx, in)
	if err != nil {
		t.Fatal(err)
	}
	imp, _, err := db.LoadTournament(ctx, nid)
	if err != nil {
		t.Fatal(err)
	}
	if len(imp.Settings.AvoidPairs) != 1 || imp.Player(imp.Settings.AvoidPairs[0][0]).Name != "Park" ||
		imp.Player(imp.Settings.AvoidPairs[0][1]).Name != "Kim" || imp.Players[0].FixedTable != 1 ||
		!reflect.DeepEqual(imp.Settings.LeftOutTables, in.Settings.LeftOutTables) {
		t.Fatalf("imported constraints: %+v %+v", imp.Settings, imp.Players)
	}
	in.Settings.Name = "Other"
	in.Settings.AvoidPairs = []tournament.PlayerPair{{30, 40}}
	if _, err := db.ImportTournament(ctx, in); !errors.As(err, &fe) || fe.Field != "AvoidPairs[1]" {
		t.Fatalf("import with a pair naming no player: %v", err)
	}
}
