package store

import (
	"context"
	"path/filepath"
	"reflect"
	"testing"
	"time"

	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

func TestAwardsRoundTrip(t *testing.T) {
	ctx := context.Background()
	db, err := Open(ctx, filepath.Join(t.TempDir(), "hoshi.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	s := tournament.DefaultSettings()
	s.Name = "Brno Cup"
	id, err := db.CreateTournament(ctx, s)
	if err != nil {
		t.Fatal(err)
	}
	if c, p, err := db.Awards(ctx, id); err != nil || c != nil || p != nil {
		t.Fatalf("a new tournament's awards: %v %v %v", c, p, err)
	}
	pid, err := db.AddPlayer(ctx, id, tournament.Player{Name: "Nováková", FirstName: "Eva", Rank: rank.Kyu(3)})
	if err != nil {
		t.Fatal(err)
	}
	cats := []tournament.Category{
		{Name: "dan", Kind: tournament.CategoryRanks, Strongest: rank.Dan(9), Weakest: rank.Dan(1)},
		{Name: "juniors", Kind: tournament.CategoryJunior, BornFrom: time.Date(2008, 1, 1, 0, 0, 0, 0, time.UTC)},
		{Name: "Czechs", Kind: tournament.CategoryCountry, Value: "CZ"},
		{Name: "guests", Kind: tournament.CategoryLabel, Players: []tournament.PlayerID{pid}},
	}
	prizes := []tournament.Prize{{Name: "1st"}, {Name: "best junior", Category: "juniors"}}
	if err := db.SetAwards(ctx, id, cats, prizes); err != nil {
		t.Fatal(err)
	}
	gc, gp, err := db.Awards(ctx, id)
	if err != nil || !reflect.DeepEqual(gc, cats) || !reflect.DeepEqual(gp, prizes) {
		t.Fatalf("awards read back: %+v %+v %v", gc, gp, err)
	}
	// Refused: a prize of no category, two categories of one name; nothing changes.
	if err := db.SetAwards(ctx, id, cats, []tournament.Prize{{Name: "x", Category: "women"}}); ErrorCode(err) != EINVALID {
		t.Fatalf("a prize of an unknown category: %v", err)
	}
	if err := db.SetAwards(ctx, id, append(cats, cats[0]), nil); ErrorCode(err) != EINVALID {
		t.Fatalf("two categories of one name: %v", err)
	}
	if gc, _, _ := db.Awards(ctx, id); !reflect.DeepEqual(gc, cats) {
		t.Fatalf("a refused change changed the categories: %+v", gc)
	}
	d := tournament.PlayerDetails{Born: time.Date(2010, 5, 1, 0, 0, 0, 0, time.UTC), Woman: true}
	if err := db.SetPlayerDetails(ctx, id, map[tournament.PlayerID]tournament.PlayerDetails{pid: d}); err != nil {
		t.Fatal(err)
	}
	if got, err := db.PlayerDetails(ctx, id); err != nil || !reflect.DeepEqual(got, map[tournament.PlayerID]tournament.PlayerDetails{pid: d}) {
		t.Fatalf("details: %v %v", got, err)
	}
	if err := db.SetPlayerDetails(ctx, id, map[tournament.PlayerID]tournament.PlayerDetails{pid + 100: d}); ErrorCode(err) != ENOTFOUND {
		t.Fatalf("details of no player: %v", err)
	}
	if err := db.DeletePlayer(ctx, id, pid); err != nil {
		t.Fatal(err)
	}
	if got, err := db.PlayerDetails(ctx, id); err != nil || len(got) != 0 {
		t.Fatalf("details after the player was deleted: %v %v", got, err)
	}
	// The deleted player leaves the label category "guests"; the other categories stay.
	if gc, _, err := db.Awards(ctx, id); err != nil || len(gc) != 4 || len(gc[3].Players) != 0 || !reflect.DeepEqual(gc[:3], cats[:3]) {
		t.Fatalf("categories after the player was deleted: %+v %v", gc, err)
	}
	// A newcomer is in no label category.
	next, err := db.AddPlayer(ctx, id, tournament.Player{Name: "Novák", FirstName: "Jan", Rank: rank.Kyu(5)})
	if err != nil {
		t.Fatal(err)
	}
	if gc, _, _ := db.Awards(ctx, id); gc[3].Has(&tournament.Player{ID: next}, tournament.PlayerDetails{}) {
		t.Fatalf("player %d (the deleted one was %d) is in %+v", next, pid, gc[3])
	}
}
