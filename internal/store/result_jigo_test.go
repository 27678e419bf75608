package store

import (
	"context"
	"testing"

	"github.com/hoshi-go/hoshi/internal/tournament"
)

// TestSetResultJigoNeedsWholeKomi: a jigo is refused on a game whose komi is not a whole
// number of points (6.5, a handicap game's 0.5, -0.5), whether entered or counted, and the
// game's result and the audit trail stay as they were; on komi 7, 0 or -3 it is stored.
func TestSetResultJigoNeedsWholeKomi(t *testing.T) {
	ctx := context.Background()
	db := openTest(t)
	id, err := db.CreateTournament(ctx, testSettings())
	if err != nil {
		t.Fatal(err)
	}
	// Komi in half points, table by table; true where a jigo is possible.
	komis := []struct {
		komi  int
		whole bool
	}{{13, false}, {1, false}, {-1, false}, {14, true}, {0, true}, {-6, true}}
	var games []tournament.Game
	for k, c := range komis {
		w := mustAdd(t, db, id, "W", string(rune('a'+k)), "1k")
		b := mustAdd(t, db, id, "B", string(rune('a'+k)), "2k")
		games = append(games, tournament.Game{Round: 1, Table: k + 1, White: w, Black: b, Komi: c.komi, KnownColor: true})
	}
	if err := db.CreateRound(ctx, id, 1, games, 0); err != nil {
		t.Fatal(err)
	}
	for k, c := range komis {
		table := k + 1
		if err := db.SetResult(ctx, id, 1, table, tournament.WhiteWins, false, "desk"); err != nil {
			t.Fatal(err)
		}
		before, _ := db.ResultChanges(ctx, id)
		err := db.SetResult(ctx, id, 1, table, tournament.Jigo, false, "desk")
		if c.whole != (err == nil) {
			t.Errorf("komi %d half points: jigo gave %v, want stored %v", c.komi, err, c.whole)
		}
		if !c.whole && ErrorCode(err) != EINVALID {
			t.Errorf("komi %d half points: error code %q, want %q", c.komi, ErrorCode(err), EINVALID)
		}
		// A count recorded on the board goes the same way.
		errIf := db.SetResultIf(ctx, id, 1, table, tournament.WhiteWins, false, tournament.Jigo, "board")
		if !c.whole && ErrorCode(errIf) != EINVALID {
			t.Errorf("komi %d half points: counted jigo gave %v, want refused", c.komi, errIf)
		}
		after, _ := db.ResultChanges(ctx, id)
		got, _, _ := db.Round(ctx, id, 1)
		if !c.whole && (got[k].Result != tournament.WhiteWins || len(after) != len(before)) {
			t.Errorf("komi %d half points: result %v, audit %d lines to %d after the refusal", c.komi, got[k].Result, len(before), len(after))
		}
		if c.whole && got[k].Result != tournament.Jigo {
			t.Errorf("komi %d half points: result %v, want jigo", c.komi, got[k].Result)
		}
	}
}
