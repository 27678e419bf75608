package store

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// A shogi tournament's furigoma, replayed draws and record, and a gomoku tournament's matches,
// are stored, checked and carried whole by a backup restored as a copy: the furigoma's thrower
// is the same player under his new id.
func TestOtherGamesStoredAndRestored(t *testing.T) {
	ctx := context.Background()
	db := openTest(t)
	s := testSettings()
	old := s
	s.Game, s.Draws, s.HandicapLadder = tournament.ShogiGame, tournament.DrawsReplay, []string{"even", "lance"}
	s.FollowDefaults(old)
	id, err := db.CreateTournament(ctx, s)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.AddPlayer(ctx, id, tournament.Player{Name: "Weak", Rank: rank.Kyu(20)}); ErrorCode(err) == "" || !strings.Contains(err.Error(), "15k to 9d") {
		t.Errorf("a 20k in a shogi tournament: %v", err)
	}
	var ids []tournament.PlayerID
	for _, p := range []tournament.Player{{Name: "A", Rank: rank.Kyu(2)}, {Name: "B", Rank: rank.Kyu(2)}, {Name: "C", Rank: rank.Dan(1)}, {Name: "D", Rank: rank.Kyu(1)}} {
		pid, err := db.AddPlayer(ctx, id, p)
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, pid)
	}
	a, b, c, d := ids[0], ids[1], ids[2], ids[3]
	if err := db.SaveRound(ctx, id, 1, []tournament.Game{
		{Table: 1, White: a, Black: b, Handicap: tournament.ShogiEven, KnownColor: true},
		{Table: 2, White: c, Black: d, Handicap: 2, KnownColor: true},
	}, 0); err != nil {
		t.Fatal(err)
	}
	// B throws (the caller names him): one tokin, he is sente, already Black.
	if err := db.SetFurigoma(ctx, id, 1, 1, b, 1); err != nil {
		t.Fatal(err)
	}
	// A throws four tokin: B is sente.
	if err := db.SetFurigoma(ctx, id, 1, 1, a, 4); err != nil {
		t.Fatal(err)
	}
	// A throws one tokin: A is sente, the colours exchange.
	if err := db.SetFurigoma(ctx, id, 1, 1, a, 1); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		table, tokin int
		thrower      tournament.PlayerID
		field        string
	}{{2, 1, c, "table"}, {1, 6, a, "tokin"}, {1, 2, d, "thrower"}} {
		if err := db.SetFurigoma(ctx, id, 1, c.table, c.thrower, c.tokin); ErrorCode(err) != EINVALID || fieldOf(err) != c.field {
			t.Errorf("furigoma at table %d by %d, %d tokin: %v", c.table, c.thrower, c.tokin, err)
		}
	}
	// Draws are replayed: "=" at the even table 1 (B White, A Black after A's throw of one
	// tokin) leaves it without a result, A White and B Black; at the lance table 2 (C White)
	// the sides stay.
	if err := db.SetResult(ctx, id, 1, 1, tournament.Jigo, false, "t"); err != nil {
		t.Fatalf("a draw replayed: %v", err)
	}
	if err := db.SetResult(ctx, id, 1, 2, tournament.Jigo, false, "t"); err != nil {
		t.Fatalf("a draw replayed: %v", err)
	}
	tr, _, err := db.LoadTournament(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if g := tr.RoundGames(1); g[0].White != a || g[0].Black != b || g[0].Result != tournament.Unknown || g[0].Replays != 1 ||
		g[1].White != c || g[1].Black != d || g[1].Result != tournament.Unknown || g[1].Replays != 1 {
		t.Fatalf("after the draws: %+v", g)
	}
	// The same throw entered again gives the replay's colours, not the first game's.
	if err := db.SetFurigoma(ctx, id, 1, 1, a, 1); err != nil {
		t.Fatal(err)
	}
	// The director ends table 2 as a draw; table 1's replay is won by A (White).
	if err := db.SetFinalDraw(ctx, id, 1, 2, "t"); err != nil {
		t.Fatal(err)
	}
	if err := db.SetResult(ctx, id, 1, 1, tournament.WhiteWins, false, "t"); err != nil {
		t.Fatal(err)
	}
	changes, err := db.ResultChanges(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	var trail []string
	for _, ch := range changes {
		trail = append(trail, fmt.Sprintf("%d %v>%v %t", ch.Table, ch.Old, ch.New, ch.Replayed))
	}
	if want := []string{"1 ?>= true", "2 ?>= true", "2 ?>= false", "1 ?>w false"}; !slices.Equal(trail, want) {
		t.Errorf("audit trail %q, want %q", trail, want)
	}
	kif := "手合割：平手\n1 ７六歩(77)\n2 投了\n"
	if err := db.SaveGameRecord(ctx, id, GameRecord{Round: 1, Table: 1, SGF: kif, Score: "B+", Details: `{"game":"shogi"}`}); err != nil {
		t.Fatal(err)
	}
	tr, _, err = db.LoadTournament(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	g := tr.RoundGames(1)[0]
	if g.White != a || g.Black != b || g.FurigomaBy != a || g.FurigomaTokin != 1 || g.Result != tournament.WhiteWins || g.Replays != 1 {
		t.Fatalf("table 1 after the furigomas and the replay: %+v", g)
	}
	if g := tr.RoundGames(1)[1]; g.Result != tournament.Jigo || g.Replays != 1 {
		t.Fatalf("table 2 after the final draw: %+v", g)
	}
	_, copyID := restoredCopy(t, db, id)
	cp, _, err := db.LoadTournament(ctx, copyID)
	if err != nil {
		t.Fatal(err)
	}
	if cp.Settings.Game != tournament.ShogiGame || cp.Settings.Draws != tournament.DrawsReplay || !slices.Equal(cp.Settings.HandicapLadder, []string{"even", "lance"}) {
		t.Errorf("the copy's settings: %+v", cp.Settings)
	}
	cg := cp.RoundGames(1)[0]
	if cp.Player(cg.FurigomaBy) == nil || cp.Player(cg.FurigomaBy).Name != "A" || cg.FurigomaBy != cg.White || cg.FurigomaTokin != 1 || cg.Replays != 1 {
		t.Errorf("the copy's furigoma and replay: %+v", cg)
	}
	rec, err := db.LatestGameRecord(ctx, copyID, 1, 1)
	if err != nil || rec.SGF != kif {
		t.Errorf("the copy's record: %q %v", rec.SGF, err)
	}

	// Gomoku, matches of two games.
	gs := testSettings()
	old = gs
	gs.Name, gs.Game, gs.MatchGames = "Piškvorky", tournament.GomokuGame, 2
	gs.FollowDefaults(old)
	gid, err := db.CreateTournament(ctx, gs)
	if err != nil {
		t.Fatal(err)
	}
	var gids []tournament.PlayerID
	for _, n := range []string{"X", "Y"} {
		pid, err := db.AddPlayer(ctx, gid, tournament.Player{Name: n, Rank: rank.Kyu(30)})
		if err != nil {
			t.Fatal(err)
		}
		gids = append(gids, pid)
	}
	if err := db.SaveRound(ctx, gid, 1, []tournament.Game{{Table: 1, White: gids[0], Black: gids[1], KnownColor: true}}, 0); err != nil {
		t.Fatal(err)
	}
	if err := db.SetMatch(ctx, gid, 1, 1, 4, 1, "t"); ErrorCode(err) != EINVALID || fieldOf(err) != "match" {
		t.Errorf("5 games in a match of 2: %v", err)
	}
	if err := db.SetMatch(ctx, gid, 1, 1, 1, 3, "t"); err != nil {
		t.Fatal(err)
	}
	_, gcopy := restoredCopy(t, db, gid)
	gt, _, err := db.LoadTournament(ctx, gcopy)
	if err != nil {
		t.Fatal(err)
	}
	if m := gt.RoundGames(1)[0]; m.MatchWhite != 1 || m.MatchBlack != 3 || m.Result != tournament.BlackWins || gt.Settings.MatchGames != 2 {
		t.Errorf("the copy's match: %+v", m)
	}
	// A plain result clears the match's games (a forfeit gives the winner all of them).
	if err := db.SetResult(ctx, gid, 1, 1, tournament.WhiteWins, true, "t"); err != nil {
		t.Fatal(err)
	}
	gt, _, _ = db.LoadTournament(ctx, gid)
	if m := gt.RoundGames(1)[0]; m.MatchWhite != 0 || m.MatchBlack != 0 || m.GamesWon(m.White, 2) != 4 {
		t.Errorf("a forfeit after the match: %+v", m)
	}
}

// fieldOf is the field of an *Error in err's chain, "" without one.
func fieldOf(err error) string {
	var e *Error
	if errors.As(err, &e) {
		return e.Field
	}
	return ""
}
