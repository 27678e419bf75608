package store

import (
	"context"
	"testing"

	"github.com/hoshi-go/hoshi/internal/tournament"
)

// TestSetResultIf: a result decided on a page is stored only while the game still has the
// result the page showed; otherwise ECONFLICT, the result and the audit trail as they were.
func TestSetResultIf(t *testing.T) {
	ctx := context.Background()
	db := openTest(t)
	id, _ := db.CreateTournament(ctx, testSettings())
	a := mustAdd(t, db, id, "A", "a", "1d")
	b := mustAdd(t, db, id, "B", "b", "2k")
	// Komi 7: the game can end in a jigo.
	if err := db.SaveRound(ctx, id, 1, []tournament.Game{{Round: 1, Table: 1, White: a, Black: b, Komi: 14, KnownColor: true}}, 0); err != nil {
		t.Fatal(err)
	}
	result := func() (tournament.Result, int) {
		t.Helper()
		games, _, err := db.Round(ctx, id, 1)
		if err != nil {
			t.Fatal(err)
		}
		audit, err := db.ResultChanges(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		return games[0].Result, len(audit)
	}
	// The page showed no result: the count is stored, with its line in the audit trail.
	if err := db.SetResultIf(ctx, id, 1, 1, tournament.Unknown, false, tournament.BlackWins, "desk"); err != nil {
		t.Fatal(err)
	}
	if r, n := result(); r != tournament.BlackWins || n != 1 {
		t.Fatalf("result %v, %d audit lines; want black wins, 1", r, n)
	}
	// Someone enters White's win; a page still showing Black's win may not overwrite it.
	if err := db.SetResult(ctx, id, 1, 1, tournament.WhiteWins, false, "other"); err != nil {
		t.Fatal(err)
	}
	err := db.SetResultIf(ctx, id, 1, 1, tournament.BlackWins, false, tournament.Jigo, "desk")
	if ErrorCode(err) != ECONFLICT {
		t.Fatalf("stale page: %v, want a conflict", err)
	}
	// A forfeit is another result than the same win played.
	if err := db.SetResult(ctx, id, 1, 1, tournament.WhiteWins, true, "other"); err != nil {
		t.Fatal(err)
	}
	if err := db.SetResultIf(ctx, id, 1, 1, tournament.WhiteWins, false, tournament.Jigo, "desk"); ErrorCode(err) != ECONFLICT {
		t.Fatalf("forfeit shown as played: %v, want a conflict", err)
	}
	if r, n := result(); r != tournament.WhiteWins || n != 3 {
		t.Fatalf("after the refusals: result %v, %d audit lines; want white wins, 3", r, n)
	}
	if err := db.SetResultIf(ctx, id, 1, 1, tournament.WhiteWins, true, tournament.Jigo, "desk"); err != nil {
		t.Fatal(err)
	}
	if r, n := result(); r != tournament.Jigo || n != 4 {
		t.Fatalf("result %v, %d audit lines; want jigo, 4", r, n)
	}
}

// TestUpdateGameRecordIf: a change computed from a record's details is stored only while
// the details are still those read; a second change from the same reading is refused.
func TestUpdateGameRecordIf(t *testing.T) {
	ctx := context.Background()
	db := openTest(t)
	id, _ := db.CreateTournament(ctx, testSettings())
	a := mustAdd(t, db, id, "A", "a", "1d")
	b := mustAdd(t, db, id, "B", "b", "2k")
	if err := db.SaveRound(ctx, id, 1, []tournament.Game{{Round: 1, Table: 1, White: a, Black: b, Komi: 13, KnownColor: true}}, 0); err != nil {
		t.Fatal(err)
	}
	if err := db.SaveGameRecord(ctx, id, GameRecord{Round: 1, Table: 1, SGF: "(;SZ[9])", Score: "W+6.5"}); err != nil {
		t.Fatal(err)
	}
	read, err := db.LatestGameRecord(ctx, id, 1, 1)
	if err != nil {
		t.Fatal(err)
	}
	first, second := read, read
	first.Details, second.Details = `{"moves":["C3"]}`, `{"moves":["D4"]}`
	if err := db.UpdateGameRecordIf(ctx, id, first, read.Details); err != nil {
		t.Fatal(err)
	}
	if err := db.UpdateGameRecordIf(ctx, id, second, read.Details); ErrorCode(err) != ECONFLICT {
		t.Fatalf("second change from the same reading: %v, want a conflict", err)
	}
	now, err := db.LatestGameRecord(ctx, id, 1, 1)
	if err != nil {
		t.Fatal(err)
	}
	if now.Details != first.Details {
		t.Errorf("details %s, want %s", now.Details, first.Details)
	}
}
