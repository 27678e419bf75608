package store

import (
	"context"
	"fmt"
	"slices"
	"sync"
	"testing"

	"github.com/hoshi-go/hoshi/internal/tournament"
)

// openSecond opens the database of db a second time, with a pool of its own, as a second
// hoshi process on the same file or PostgreSQL database would.
func openSecond(t *testing.T, dsn string) *DB {
	t.Helper()
	db, err := Open(context.Background(), dsn)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

// pairedRound stores a tournament of 2*tables players whose round 1 is paired, player 2k-1
// against 2k at table k, without results.
func pairedRound(t *testing.T, db *DB, tables int) (TournamentID, []tournament.Game) {
	t.Helper()
	ctx := context.Background()
	id, err := db.CreateTournament(ctx, testSettings())
	if err != nil {
		t.Fatal(err)
	}
	var games []tournament.Game
	for k := 1; k <= tables; k++ {
		w := mustAdd(t, db, id, fmt.Sprintf("White%d", k), "x", "1k")
		b := mustAdd(t, db, id, fmt.Sprintf("Black%d", k), "x", "2k")
		games = append(games, tournament.Game{Round: 1, Table: k, White: w, Black: b, Komi: 13, KnownColor: true})
	}
	if err := db.CreateRound(ctx, id, 1, games, 0); err != nil {
		t.Fatal(err)
	}
	return id, games
}

// TestSaveRoundKeepsNewerResult: a round saved from a copy read before a result was entered
// or corrected keeps the stored result, not the copy's.
func TestSaveRoundKeepsNewerResult(t *testing.T) {
	ctx := context.Background()
	db := openTest(t)
	id, _ := pairedRound(t, db, 3)
	if err := db.SetResult(ctx, id, 1, 1, tournament.WhiteWins, false, "table 1"); err != nil {
		t.Fatal(err)
	}
	stale, bye, err := db.Round(ctx, id, 1)
	if err != nil {
		t.Fatal(err)
	}
	// Meanwhile: table 1 corrected to a black win, table 2 entered.
	if err := db.SetResult(ctx, id, 1, 1, tournament.BlackWins, false, "table 1"); err != nil {
		t.Fatal(err)
	}
	if err := db.SetResult(ctx, id, 1, 2, tournament.BothLose, false, "table 2"); err != nil {
		t.Fatal(err)
	}
	stale[2].Handicap, stale[2].Komi = 2, 1 // the change the copy was read for
	if err := db.SaveRound(ctx, id, 1, stale, bye); err != nil {
		t.Fatal(err)
	}
	games, _, _ := db.Round(ctx, id, 1)
	want := []tournament.Result{tournament.BlackWins, tournament.BothLose, tournament.Unknown}
	for i, g := range games {
		if g.Result != want[i] {
			t.Errorf("table %d: %v, want %v", g.Table, g.Result, want[i])
		}
	}
	if games[2].Handicap != 2 || games[2].Komi != 1 {
		t.Errorf("table 3: handicap %d komi %d, want 2 and 1", games[2].Handicap, games[2].Komi)
	}
	audit, _ := db.ResultChanges(ctx, id)
	if len(audit) != 3 {
		t.Errorf("audit trail: %d lines, want the 3 results entered: %+v", len(audit), audit)
	}
}

// TestChangeRoundReadsStoredRound: ChangeRound hands the change the round as stored now,
// results included, and an error of the change stores nothing.
func TestChangeRoundReadsStoredRound(t *testing.T) {
	ctx := context.Background()
	db := openTest(t)
	id, _ := pairedRound(t, db, 2)
	if err := db.SetResult(ctx, id, 1, 2, tournament.WhiteWins, true, "table 2"); err != nil {
		t.Fatal(err)
	}
	rev, _ := db.Revision(ctx, id)
	err := db.ChangeRound(ctx, id, 1, func(tr *tournament.Tournament) ([]tournament.Game, tournament.PlayerID, error) {
		games := slices.Clone(tr.RoundGames(1))
		if len(games) != 2 || games[1].Result != tournament.WhiteWins || !games[1].ByDefault {
			t.Errorf("the change was given %+v", games)
		}
		games[0].Handicap = 3
		return games, 0, nil
	})
	if err != nil {
		t.Fatal(err)
	}
	games, _, _ := db.Round(ctx, id, 1)
	if games[0].Handicap != 3 || games[1].Result != tournament.WhiteWins || !games[1].ByDefault {
		t.Fatalf("round after the change: %+v", games)
	}
	if r, _ := db.Revision(ctx, id); r != rev+1 {
		t.Fatalf("revision %d, want %d", r, rev+1)
	}
	refused := Errorf(EINVALID, "table", "no")
	err = db.ChangeRound(ctx, id, 1, func(tr *tournament.Tournament) ([]tournament.Game, tournament.PlayerID, error) {
		return nil, 0, refused
	})
	if err != refused {
		t.Fatalf("error %v, want the change's", err)
	}
	if again, _, _ := db.Round(ctx, id, 1); !slices.Equal(again, games) {
		t.Fatalf("a refused change changed the round: %+v", again)
	}
	if err := db.ChangeRound(ctx, id, 9, nil); ErrorCode(err) != EINVALID {
		t.Fatalf("round 9: %v", err)
	}
}

// TestTwoHandlesOrderChanges: two handles on one database (two processes) change the same
// round at once: one enters results table by table, the other changes handicaps with
// ChangeRound and saves stale copies with SaveRound. Every table ends with the last result
// acknowledged for it, with one line of the audit trail per result entered, and the
// handicaps of the last change of each table.
func TestTwoHandlesOrderChanges(t *testing.T) {
	ctx := context.Background()
	dsn := testDSN(t)
	db1 := openDSN(t, dsn)
	db2 := openSecond(t, dsn)
	const tables, rounds = 8, 6
	id, _ := pairedRound(t, db1, tables)
	results := []tournament.Result{tournament.WhiteWins, tournament.BlackWins, tournament.BothLose} // komi 6.5: no jigo
	last := make([]tournament.Result, tables+1)
	var wg sync.WaitGroup
	errs := make(chan error, 100)
	for w := range 2 { // two clients, each with its own tables
		wg.Go(func() {
			for i := range rounds {
				for k := 1 + w; k <= tables; k += 2 {
					r := results[(i+k)%3]
					if err := db1.SetResult(ctx, id, 1, k, r, false, fmt.Sprintf("table %d", k)); err != nil {
						errs <- err
						return
					}
					last[k] = r
				}
			}
		})
	}
	handicap := make([]int, tables+1)
	wg.Go(func() {
		for i := range 2 * rounds {
			k := 1 + i%tables
			err := db2.ChangeRound(ctx, id, 1, func(tr *tournament.Tournament) ([]tournament.Game, tournament.PlayerID, error) {
				games := slices.Clone(tr.RoundGames(1))
				games[k-1].Handicap = i % 10
				return games, tr.ByeIn(1), nil
			})
			if err != nil {
				errs <- err
				return
			}
			handicap[k] = i % 10
			stale, bye, err := db2.Round(ctx, id, 1)
			if err != nil {
				errs <- err
				return
			}
			if err := db2.SaveRound(ctx, id, 1, stale, bye); err != nil {
				errs <- err
				return
			}
		}
	})
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	games, _, _ := db1.Round(ctx, id, 1)
	for _, g := range games {
		if g.Result != last[g.Table] || g.Handicap != handicap[g.Table] {
			t.Errorf("table %d: %v handicap %d, want %v handicap %d", g.Table, g.Result, g.Handicap, last[g.Table], handicap[g.Table])
		}
	}
	audit, _ := db1.ResultChanges(ctx, id)
	if len(audit) != tables*rounds {
		t.Errorf("audit trail: %d lines, want %d", len(audit), tables*rounds)
	}
	for _, a := range audit {
		if a.By == roundSavedBy {
			t.Errorf("a saved round changed a result: %+v", a)
		}
	}
}

// TestUpdateRanksTwoHandles: two handles preview the same revision and store at once: one
// is stored, the other refused.
func TestUpdateRanksTwoHandles(t *testing.T) {
	ctx := context.Background()
	dsn := testDSN(t)
	db1 := openDSN(t, dsn)
	db2 := openSecond(t, dsn)
	id, _ := db1.CreateTournament(ctx, testSettings())
	pid, err := db1.AddPlayer(ctx, id, tournament.Player{Name: "Novák", FirstName: "Jan", RankFromList: true, EGDPin: "1"})
	if err != nil {
		t.Fatal(err)
	}
	rev, _ := db1.Revision(ctx, id)
	var wg sync.WaitGroup
	errs := make([]error, 2)
	for i, db := range []*DB{db1, db2} {
		wg.Go(func() { errs[i] = db.UpdateRanks(ctx, id, rev, []RankUpdate{{Player: pid, Rating: 2000 + i}}) })
	}
	wg.Wait()
	if (errs[0] == nil) == (errs[1] == nil) {
		t.Fatalf("both or neither stored: %v, %v", errs[0], errs[1])
	}
	for _, err := range errs {
		if err != nil {
			wantCode(t, err, ECONFLICT, "revision")
		}
	}
}

// TestUpdateGameAt: a change of one game at the revision read is stored with the game's
// result kept; at an older revision it is refused and nothing changes.
func TestUpdateGameAt(t *testing.T) {
	ctx := context.Background()
	db := openTest(t)
	id, games := pairedRound(t, db, 2)
	if err := db.SetResult(ctx, id, 1, 1, tournament.BlackWins, false, "table 1"); err != nil {
		t.Fatal(err)
	}
	rev, _ := db.Revision(ctx, id)
	g := games[0]
	g.Handicap, g.Komi = 4, 1
	if err := db.UpdateGameAt(ctx, id, rev, g); err != nil {
		t.Fatal(err)
	}
	g.Handicap = 5
	wantCode(t, db.UpdateGameAt(ctx, id, rev, g), ECONFLICT, "revision")
	got, _, _ := db.Round(ctx, id, 1)
	if got[0].Handicap != 4 || got[0].Komi != 1 || got[0].Result != tournament.BlackWins || got[1] != games[1] {
		t.Fatalf("round: %+v", got)
	}
	rev++
	g.Black = games[1].White
	wantCode(t, db.UpdateGameAt(ctx, id, rev, g), EINVALID, "black")
	g = games[0]
	g.Table = 7
	wantCode(t, db.UpdateGameAt(ctx, id, rev, g), ENOTFOUND, "table")
}
