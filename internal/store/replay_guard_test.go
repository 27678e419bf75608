package store

import (
	"context"
	"testing"

	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// A draw replayed cannot be recorded again from a page shown before the replay: the result and
// the record sent with the replay count the page was read with (0) are refused once the game
// is in its replay 1, nothing changes (the game, its replays, the audit trail, the records); the
// replay's own result and record are taken, and a record keeps which game it is of.
func TestReplayedGameRefusesEarlierGame(t *testing.T) {
	ctx := context.Background()
	db := openTest(t)
	s := testSettings()
	old := s
	s.Game, s.Draws = tournament.ShogiGame, tournament.DrawsReplay
	s.FollowDefaults(old)
	id, err := db.CreateTournament(ctx, s)
	if err != nil {
		t.Fatal(err)
	}
	a, err := db.AddPlayer(ctx, id, tournament.Player{Name: "A", Rank: rank.Kyu(2)})
	if err != nil {
		t.Fatal(err)
	}
	b, err := db.AddPlayer(ctx, id, tournament.Player{Name: "B", Rank: rank.Kyu(2)})
	if err != nil {
		t.Fatal(err)
	}
	if err := db.SaveRound(ctx, id, 1, []tournament.Game{{Table: 1, White: a, Black: b, Handicap: tournament.ShogiEven, KnownColor: true}}, 0); err != nil {
		t.Fatal(err)
	}
	// The drawn game's record, uploaded from the page of game 0.
	first := GameRecord{Round: 1, Table: 1, SGF: "first", Score: "0", Details: `{"round":1,"table":1,"winner":"draw"}`, UploadedBy: "t"}
	if err := db.SaveGameRecordIf(ctx, id, first); err != nil {
		t.Fatal(err)
	}
	// The page records the draw: the game is replayed (A Black, B White now).
	if err := db.SetResultIfReplay(ctx, id, 1, 1, 0, tournament.Unknown, false, tournament.Jigo, "t"); err != nil {
		t.Fatal(err)
	}
	trail, err := db.ResultChanges(ctx, id)
	if err != nil || len(trail) != 1 || !trail[0].Replayed {
		t.Fatalf("the draw's line: %+v %v", trail, err)
	}
	// The same page again (replays 0, the result it showed ""): refused, nothing changes.
	err = db.SetResultIfReplay(ctx, id, 1, 1, 0, tournament.Unknown, false, tournament.Jigo, "t")
	wantCode(t, err, ECONFLICT, "replays")
	err = db.SaveGameRecordIf(ctx, id, first)
	wantCode(t, err, ECONFLICT, "replays")
	games, _, err := db.Round(ctx, id, 1)
	if err != nil {
		t.Fatal(err)
	}
	if g := games[0]; g.Replays != 1 || g.Result != tournament.Unknown || g.White != b || g.Black != a {
		t.Fatalf("the game after the refusals: %+v", g)
	}
	if trail, _ := db.ResultChanges(ctx, id); len(trail) != 1 {
		t.Fatalf("the refusals wrote the audit trail: %+v", trail)
	}
	rec, err := db.LatestGameRecord(ctx, id, 1, 1)
	if err != nil || rec.SGF != "first" || rec.Replay != 0 {
		t.Fatalf("the latest record is the first game's: %+v %v", rec, err)
	}
	// The replay's record and result, from a page of replay 1.
	second := GameRecord{Round: 1, Table: 1, SGF: "second", Score: "B+", Details: `{"round":1,"table":1,"winner":"black"}`, UploadedBy: "t", Replay: 1}
	if err := db.SaveGameRecordIf(ctx, id, second); err != nil {
		t.Fatal(err)
	}
	rec, err = db.LatestGameRecord(ctx, id, 1, 1)
	if err != nil || rec.SGF != "second" || rec.Replay != 1 {
		t.Fatalf("the replay's record: %+v %v", rec, err)
	}
	if err := db.SetResultIfReplay(ctx, id, 1, 1, 1, tournament.Unknown, false, tournament.BlackWins, "t"); err != nil {
		t.Fatal(err)
	}
	// A page of the replay with the result it showed then: refused on the result, as before.
	err = db.SetResultIfReplay(ctx, id, 1, 1, 1, tournament.Unknown, false, tournament.WhiteWins, "t")
	wantCode(t, err, ECONFLICT, "result")
	// SaveGameRecord stores the record as of the game it names, unchecked.
	if err := db.SaveGameRecord(ctx, id, GameRecord{Round: 1, Table: 1, SGF: "third", Details: "{}", Replay: 3}); err != nil {
		t.Fatal(err)
	}
	if rec, _ := db.LatestGameRecord(ctx, id, 1, 1); rec.Replay != 3 {
		t.Fatalf("a record saved unchecked: %+v", rec)
	}
	games, _, _ = db.Round(ctx, id, 1)
	if g := games[0]; g.Replays != 1 || g.Result != tournament.BlackWins {
		t.Fatalf("the replay's result: %+v", g)
	}
}

func TestDetailsWithReplay(t *testing.T) {
	for _, c := range []struct {
		in   string
		n    int
		want string
	}{
		{`{"a":1}`, 0, `{"a":1}`},
		{`{"a":1}`, 2, `{"a":1,"replay":2}`},
		{`{"replay":2,"a":1}`, 0, `{"a":1}`},
		{`{}`, 1, `{"replay":1}`},
	} {
		got, err := detailsWithReplay(c.in, c.n)
		if err != nil || got != c.want || replayOf(got) != c.n {
			t.Errorf("detailsWithReplay(%s, %d) = %s, %v; want %s", c.in, c.n, got, err, c.want)
		}
	}
	if _, err := detailsWithReplay(`[1]`, 1); err == nil {
		t.Error("a list taken for details")
	}
}
