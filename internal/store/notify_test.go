package store

import (
	"context"
	"testing"
	"time"

	"github.com/hoshi-go/hoshi/internal/store/storetest"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// setPoll sets how often db's hub reads the versions, before anything subscribes to it.
func setPoll(db *DB, d time.Duration) { db.live.poll = d }

// waitChange waits up to within for a change of tournament id to revision rev (and records
// at least records), failing the test otherwise.
func waitChange(t *testing.T, s *Subscription, id TournamentID, rev, records int64, within time.Duration) {
	t.Helper()
	deadline := time.After(within)
	for {
		select {
		case c := <-s.C:
			if c.Tournament != id {
				t.Fatalf("change of tournament %d, want %d", c.Tournament, id)
			}
			if c.Version.Revision == rev && c.Version.Records >= records {
				return
			}
			if c.Version.Revision > rev {
				t.Fatalf("change to revision %d, want %d", c.Version.Revision, rev)
			}
		case <-deadline:
			t.Fatalf("no change to revision %d within %v", rev, within)
		}
	}
}

// waitStopped checks that the hub's goroutines end once nobody subscribes.
func waitStopped(t *testing.T, db *DB) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := db.WaitWatching(ctx); err != nil {
		t.Fatalf("the hub still runs: %v", err)
	}
	if n, running := db.Watching(); n != 0 || running {
		t.Fatalf("%d subscriptions, running %v after the last Close", n, running)
	}
}

// A result entered through one DB reaches a subscriber of another DB on the same database
// (another process) within a second, by the poll on SQLite and by LISTEN/NOTIFY on
// PostgreSQL, whose poll is made too slow here to be what brings it.
func TestSubscribeOtherProcess(t *testing.T) {
	ctx := context.Background()
	dsn := testDSN(t)
	db1 := openDSN(t, dsn)
	db2 := openDSN(t, dsn)
	if storetest.Postgres() {
		setPoll(db1, time.Hour)
		setPoll(db2, time.Hour)
	}
	id, _, _, _, _ := twoTableRound(t, db1)
	s, err := db2.Subscribe(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if storetest.Postgres() {
		time.Sleep(300 * time.Millisecond) // the listener connects
	}
	for i, r := range []tournament.Result{tournament.WhiteWins, tournament.BlackWins} {
		if err := db1.SetResult(ctx, id, 1, 1+i, r, false, "director"); err != nil {
			t.Fatal(err)
		}
		rev, _ := db1.Revision(ctx, id)
		waitChange(t, s, id, rev, 0, time.Second)
	}
	// An upload of a game record does not bump the revision but changes the pages.
	before, _ := db1.PublicVersion(ctx, id)
	if err := db1.SaveGameRecord(ctx, id, GameRecord{Round: 1, Table: 1, SGF: "(;RE[W+5.5])", Score: "W+5.5"}); err != nil {
		t.Fatal(err)
	}
	waitChange(t, s, id, before.Revision, before.Records+1, time.Second)
	s.Close()
	s.Close() // twice is harmless
	waitStopped(t, db2)
}

// In one process a change reaches the subscribers at its commit, without waiting for a
// poll; changes to other tournaments do not wake them, and a refused change tells nothing.
func TestSubscribeSameProcess(t *testing.T) {
	ctx := context.Background()
	db := openTest(t)
	setPoll(db, time.Hour)
	id, _, _, _, _ := twoTableRound(t, db)
	other, _, _, _, _ := twoTableRound(t, db)
	var subs []*Subscription
	for range 3 {
		s, err := db.Subscribe(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		subs = append(subs, s)
	}
	so, err := db.Subscribe(ctx, other)
	if err != nil {
		t.Fatal(err)
	}
	if err := db.SetResult(ctx, id, 1, 2, tournament.Jigo, false, "director"); err != nil {
		t.Fatal(err)
	}
	rev, _ := db.Revision(ctx, id)
	for _, s := range subs {
		waitChange(t, s, id, rev, 0, 500*time.Millisecond)
	}
	wantCode(t, db.SetResult(ctx, id, 1, 9, tournament.Jigo, false, "director"), ENOTFOUND, "table")
	select {
	case c := <-so.C:
		t.Fatalf("tournament %d told of a change of %d: %+v", other, id, c)
	case c := <-subs[0].C:
		t.Fatalf("a refused change told: %+v", c)
	case <-time.After(300 * time.Millisecond):
	}
	if _, err := db.Subscribe(ctx, 9999); ErrorCode(err) != ENOTFOUND {
		t.Fatalf("unknown tournament: %v", err)
	}
	if n, running := db.Watching(); n != 4 || !running {
		t.Fatalf("%d subscriptions, running %v; want 4, true", n, running)
	}
	for _, s := range append(subs, so) {
		s.Close()
	}
	waitStopped(t, db)
	// The hub starts again with a new subscriber.
	s, err := db.Subscribe(ctx, other)
	if err != nil {
		t.Fatal(err)
	}
	if err := db.SetResult(ctx, other, 1, 1, tournament.WhiteWins, false, "director"); err != nil {
		t.Fatal(err)
	}
	rev, _ = db.Revision(ctx, other)
	waitChange(t, s, other, rev, 0, 500*time.Millisecond)
	s.Close()
	waitStopped(t, db)
}
