package store

import (
	"context"
	"testing"

	"github.com/hoshi-go/hoshi/internal/tournament"
)

// TestUpdateGameRecordByID: the director's marks go to the record whose board was shown, never
// to one uploaded since; the public pages learn of the change through PublicVersion.
func TestUpdateGameRecordByID(t *testing.T) {
	ctx := context.Background()
	db := openTest(t)
	id, a, b, c, d := twoTableRound(t, db)
	if err := db.SaveGameRecord(ctx, id, GameRecord{Round: 1, Table: 2, SGF: "(;C[first])", Score: "B+1"}); err != nil {
		t.Fatal(err)
	}
	first, err := db.LatestGameRecord(ctx, id, 1, 2)
	if err != nil || first.ID == 0 {
		t.Fatalf("latest record %+v %v", first, err)
	}

	// The board of the first record is shown; a second record is uploaded; the marks made on
	// the first board are refused, and neither record changes.
	if err := db.SaveGameRecord(ctx, id, GameRecord{Round: 1, Table: 2, SGF: "(;C[second])", Score: "W+1"}); err != nil {
		t.Fatal(err)
	}
	marked := first
	marked.SGF, marked.Score, marked.Details = "(;C[first]TB[aa])", "B+3", `{"dead":["A19"]}`
	wantCode(t, db.UpdateGameRecord(ctx, id, marked), ECONFLICT, "table")
	second, _ := db.LatestGameRecord(ctx, id, 1, 2)
	if second.SGF != "(;C[second])" || second.Score != "W+1" || second.ID == first.ID {
		t.Fatalf("the newer record was changed: %+v", second)
	}
	var row gameRecordRow
	db.gorm.Take(&row, first.ID)
	if row.SGF != "(;C[first])" || row.Score != "B+1" {
		t.Fatalf("a refused change was stored: %+v", row)
	}

	// Marks on the latest record are stored, and the public pages' version moves.
	v0, _ := db.PublicVersion(ctx, id)
	marked = second
	marked.Score, marked.Details = "W+5", `{"dead":["A19"]}`
	if err := db.UpdateGameRecord(ctx, id, marked); err != nil {
		t.Fatal(err)
	}
	got, _ := db.LatestGameRecord(ctx, id, 1, 2)
	if got.ID != second.ID || got.Score != "W+5" || got.Details != `{"dead":["A19"]}` {
		t.Fatalf("updated record %+v", got)
	}
	if v1, _ := db.PublicVersion(ctx, id); v1 == v0 {
		t.Fatalf("public version %+v unchanged by a record's update", v1)
	}

	// The game moved to another table since its board was shown: refused.
	moved := []tournament.Game{{Table: 2, White: a, Black: b}, {Table: 3, White: c, Black: d}}
	if err := db.SaveRound(ctx, id, 1, moved, 0); err != nil {
		t.Fatal(err)
	}
	wantCode(t, db.UpdateGameRecord(ctx, id, marked), ECONFLICT, "table")
	marked.Table = 3
	if err := db.UpdateGameRecord(ctx, id, marked); err != nil {
		t.Fatal(err)
	}

	// A record of another tournament is not found.
	other, _ := db.CreateTournament(ctx, testSettings())
	wantCode(t, db.UpdateGameRecord(ctx, other, marked), ENOTFOUND, "table")

	// Without an id, the latest record is changed (callers that never read one).
	if err := db.UpdateGameRecord(ctx, id, GameRecord{Round: 1, Table: 3, SGF: "(;C[third])", Score: "0"}); err != nil {
		t.Fatal(err)
	}
	if got, _ := db.LatestGameRecord(ctx, id, 1, 3); got.ID != second.ID || got.SGF != "(;C[third])" || got.Details != "{}" {
		t.Fatalf("record changed without an id: %+v", got)
	}
}
