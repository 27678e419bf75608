package store

import (
	"context"
	"testing"
)

// TestClosed: a tournament starts open; closing it moves its revision and keeps through a
// save of the settings (which do not carry it) and through a backup and its restore; it opens
// again; a stale revision is refused.
func TestClosed(t *testing.T) {
	ctx := context.Background()
	db := openTest(t)
	s := testSettings()
	id, err := db.CreateTournament(ctx, s)
	if err != nil {
		t.Fatal(err)
	}
	// closed reads the mark both ways, the whole tournament and IsClosed, which must agree.
	closed := func(id TournamentID) bool {
		t.Helper()
		tr, _, err := db.LoadTournament(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		mark, err := db.IsClosed(ctx, id)
		if err != nil || mark != tr.Closed {
			t.Fatalf("IsClosed: %v, %v; the tournament loaded: %v", mark, err, tr.Closed)
		}
		return tr.Closed
	}
	if closed(id) {
		t.Fatal("a new tournament is closed")
	}
	rev, _ := db.Revision(ctx, id)
	if err := db.SetClosedAt(ctx, id, rev, true); err != nil {
		t.Fatal(err)
	}
	if now, _ := db.Revision(ctx, id); now != rev+1 || !closed(id) {
		t.Fatalf("after closing: revision %d (was %d), closed %v", now, rev, closed(id))
	}
	if err := db.SetClosedAt(ctx, id, rev, false); ErrorCode(err) != ECONFLICT || !closed(id) {
		t.Errorf("a stale reopening: %v, closed %v", err, closed(id))
	}
	s.Place = "Brno"
	if err := db.UpdateSettings(ctx, id, s); err != nil {
		t.Fatal(err)
	}
	if !closed(id) {
		t.Error("saving the settings opened the tournament")
	}
	b, err := db.Backup(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if !b.Tournament.Closed {
		t.Error("the backup does not carry the closed mark")
	}
	restored, err := db.RestoreBackup(ctx, b)
	if err != nil {
		t.Fatal(err)
	}
	if !closed(restored) {
		t.Error("the restored tournament is open")
	}
	if err := db.SetClosed(ctx, id, false); err != nil || closed(id) {
		t.Errorf("reopening: %v, closed %v", err, closed(id))
	}
	if _, err := db.IsClosed(ctx, id+1000); ErrorCode(err) != ENOTFOUND {
		t.Errorf("IsClosed of no tournament: %v, want ENOTFOUND", err)
	}
}
