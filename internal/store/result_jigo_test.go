package store

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/backup"
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

// TestNoJigoLeftOnHalfKomi: the other ways a stored jigo could end up on a half-point komi are
// refused, naming the games, and change nothing: the tournament's komi changed from 7 to 6.5
// while an even game ended in a jigo (a handicap game's jigo, on its own whole komi, does not
// stop it), that game's komi set to 6.5 by hand, and an import or a restore of a tournament
// holding a jigo on komi 6.5.
func TestNoJigoLeftOnHalfKomi(t *testing.T) {
	ctx := context.Background()
	db := openTest(t)
	s := testSettings()
	s.Komi = 14 // 7
	id, err := db.CreateTournament(ctx, s)
	if err != nil {
		t.Fatal(err)
	}
	var games []tournament.Game
	for k := range 3 {
		w := mustAdd(t, db, id, "W", string(rune('a'+k)), "1k")
		b := mustAdd(t, db, id, "B", string(rune('a'+k)), "2k")
		games = append(games, tournament.Game{Round: 1, Table: k + 1, White: w, Black: b, Komi: 14, KnownColor: true})
	}
	games[2].Handicap, games[2].Komi = 2, 0 // a handicap game with a whole komi of its own
	if err := db.CreateRound(ctx, id, 1, games, 0); err != nil {
		t.Fatal(err)
	}
	for _, table := range []int{2, 3} {
		if err := db.SetResult(ctx, id, 1, table, tournament.Jigo, false, "desk"); err != nil {
			t.Fatal(err)
		}
	}
	rev, _ := db.Revision(ctx, id)

	s.Komi = 13
	err = db.UpdateSettings(ctx, id, s)
	if ErrorCode(err) != ECONFLICT || !strings.Contains(err.Error(), "round/table 1/2)") || !strings.Contains(err.Error(), "cannot be 6.5") {
		t.Errorf("komi 6.5 with a jigo at table 2: %v, want a conflict naming 1/2 alone", err)
	}
	g := games[1]
	g.Komi = 13
	err = db.UpdateGameAt(ctx, id, anyRevision, g)
	if ErrorCode(err) != EINVALID || !strings.Contains(err.Error(), "table 2 ended in a jigo: its komi cannot be 6.5") {
		t.Errorf("the jigo game's komi set to 6.5: %v", err)
	}
	if now, _ := db.Revision(ctx, id); now != rev {
		t.Errorf("the refusals changed the tournament: revision %d to %d", rev, now)
	}
	tr, _, err := db.LoadTournament(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if tr.Settings.Komi != 14 || tr.RoundGames(1)[1].Komi != 14 {
		t.Errorf("after the refusals: komi %d, table 2's %d", tr.Settings.Komi, tr.RoundGames(1)[1].Komi)
	}
	// A komi of 6 (whole) is fine, and so is 6.5 once the jigo is gone.
	s.Komi = 12
	if err := db.UpdateSettings(ctx, id, s); err != nil {
		t.Errorf("komi 6: %v", err)
	}

	// Import and restore: table 2's jigo on the game's komi 6.5.
	tr.Games[1].Komi = 13
	before, _ := db.ListTournaments(ctx)
	_, err = db.ImportTournament(ctx, tr)
	var fe *tournament.FieldError
	if !errors.As(err, &fe) || !strings.Contains(fe.Msg, "jigos at round/table 1/2:") {
		t.Errorf("import of a jigo on komi 6.5: %v", err)
	}
	_, err = db.RestoreBackup(ctx, &backup.Backup{Tournament: *tr})
	if !errors.As(err, &fe) || !strings.Contains(fe.Msg, "jigos at round/table 1/2:") {
		t.Errorf("restore of a jigo on komi 6.5: %v", err)
	}
	if after, _ := db.ListTournaments(ctx); len(after) != len(before) {
		t.Errorf("%d tournaments before the refused import and restore, %d after", len(before), len(after))
	}
}
