package store

import (
	"context"
	"fmt"
	"testing"
)

// TestUpdateAbsencesAt: the presence grid's changes are stored together at the revision the
// grid was read at, and not at all if the tournament changed since or one of them is refused.
func TestUpdateAbsencesAt(t *testing.T) {
	ctx := context.Background()
	db := openTest(t)
	id, _ := db.CreateTournament(ctx, testSettings())
	a := mustAdd(t, db, id, "Novák", "Jan", "1k")
	b := mustAdd(t, db, id, "Svoboda", "Petr", "3k")
	absent := func() string {
		t.Helper()
		tt, _, err := db.LoadTournament(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		return fmt.Sprintf("%v %v %s", tt.Player(a).Absent, tt.Player(b).Absent, tt.Player(a).Club)
	}
	rev, _ := db.Revision(ctx, id)

	// Another change since the grid was read: nothing stored.
	p, _ := db.Player(ctx, id, a)
	p.Club = "Brno"
	if err := db.UpdatePlayer(ctx, id, p); err != nil {
		t.Fatal(err)
	}
	err := db.UpdateAbsencesAt(ctx, id, rev, []AbsenceUpdate{{a, []int{1}}, {b, []int{2, 3}}})
	wantCode(t, err, ECONFLICT, "revision")
	if got := absent(); got != "[] [] Brno" {
		t.Fatalf("stale grid stored: %s", got)
	}

	// A refused absence (round 9 of 5) stores none of the others.
	rev, _ = db.Revision(ctx, id)
	err = db.UpdateAbsencesAt(ctx, id, rev, []AbsenceUpdate{{a, []int{1}}, {b, []int{9}}})
	wantCode(t, err, EINVALID, "")
	if got := absent(); got != "[] [] Brno" {
		t.Fatalf("refused grid stored in part: %s", got)
	}
	if now, _ := db.Revision(ctx, id); now != rev {
		t.Fatalf("refused grid changed the revision: %d, was %d", now, rev)
	}

	// At the current revision: both stored, the rest of the player kept, the revision bumped.
	if err := db.UpdateAbsencesAt(ctx, id, rev, []AbsenceUpdate{{a, []int{1}}, {b, []int{2, 3}}}); err != nil {
		t.Fatal(err)
	}
	if got := absent(); got != "[1] [2 3] Brno" {
		t.Fatalf("grid stored as %s", got)
	}
	if now, _ := db.Revision(ctx, id); now != rev+1 {
		t.Fatalf("revision %d, want %d", now, rev+1)
	}
	// The same revision again is now stale; an unknown player is not found.
	wantCode(t, db.UpdateAbsencesAt(ctx, id, rev, nil), ECONFLICT, "revision")
	wantCode(t, db.UpdateAbsencesAt(ctx, id, rev+1, []AbsenceUpdate{{b + 100, nil}}), ENOTFOUND, "")
}
