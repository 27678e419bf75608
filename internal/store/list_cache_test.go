package store

import (
	"context"
	"fmt"
	"testing"

	"github.com/hoshi-go/hoshi/internal/tournament"
)

// TestListCacheFollowsChanges: the list of tournaments is served from memory while the
// tournaments stay as they are, and read again after any change of a tournament's settings
// or players, a new tournament or a deleted one, made by this process or by another one on
// the same database.
func TestListCacheFollowsChanges(t *testing.T) {
	ctx := context.Background()
	dsn := testDSN(t)
	db, other := openDSN(t, dsn), openDSN(t, dsn)
	create := func(name string) TournamentID {
		t.Helper()
		s := testSettings()
		s.Name = name
		id, err := db.CreateTournament(ctx, s)
		if err != nil {
			t.Fatal(err)
		}
		return id
	}
	// want checks the list: names and numbers of players, the newest first.
	want := func(what string, lines ...string) {
		t.Helper()
		list, err := db.ListTournaments(ctx)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, l := range list {
			got = append(got, fmt.Sprintf("%s %d", l.Settings.Name, l.Players))
		}
		if fmt.Sprint(got) != fmt.Sprint(lines) {
			t.Fatalf("%s: list %v, want %v", what, got, lines)
		}
		// The caller's copy is its own: changing it changes nothing for the next caller.
		for i := range list {
			list[i].Players = -1
			list[i].Settings.Name = "changed by a caller"
		}
	}
	want("empty database")
	a := create("A")
	want("one tournament", "A 0")
	b := create("B") // same begin date: the newest id first
	want("two tournaments", "B 0", "A 0")
	want("asked again", "B 0", "A 0")

	if _, err := db.AddPlayer(ctx, a, tournament.Player{Name: "Ann", FirstName: "X"}); err != nil {
		t.Fatal(err)
	}
	want("a player added", "B 0", "A 1")
	// The list is served from memory: a name changed behind the store's back (no revision)
	// is not seen until the tournament changes.
	if err := db.gorm.Exec(`UPDATE tournaments SET name = 'B renamed' WHERE id = ?`, b).Error; err != nil {
		t.Fatal(err)
	}
	want("renamed without a revision", "B 0", "A 1")
	pid, err := other.AddPlayer(ctx, b, tournament.Player{Name: "Bob", FirstName: "Y"})
	if err != nil {
		t.Fatal(err)
	}
	want("a player added by another process", "B renamed 1", "A 1")

	s := testSettings()
	s.Name = "A renamed"
	if err := other.UpdateSettings(ctx, a, s); err != nil {
		t.Fatal(err)
	}
	want("settings changed by another process", "B renamed 1", "A renamed 1")
	if err := other.DeletePlayer(ctx, b, pid); err != nil {
		t.Fatal(err)
	}
	want("a player deleted", "B renamed 0", "A renamed 1")

	// The newest deleted and a new one created: a new id, whatever its revision.
	if err := other.DeleteTournament(ctx, b); err != nil {
		t.Fatal(err)
	}
	want("the newest deleted", "A renamed 1")
	c := create("C")
	if c <= b {
		t.Fatalf("tournament id %d given again after %d", c, b)
	}
	want("another created", "C 0", "A renamed 1")
	if err := other.DeleteTournament(ctx, a); err != nil {
		t.Fatal(err)
	}
	want("the oldest deleted", "C 0")
}
