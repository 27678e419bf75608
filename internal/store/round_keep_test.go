package store

import (
	"context"
	"testing"

	"github.com/hoshi-go/hoshi/internal/tournament"
)

// gameID is the row id of the game at a table, 0 if none.
func gameID(t *testing.T, db *DB, id TournamentID, round, table int) uint {
	t.Helper()
	var ids []uint
	err := db.gorm.Model(&gameRow{}).Where("tournament_id = ? AND round = ? AND table_number = ?", id, round, table).Pluck("id", &ids).Error
	if err != nil {
		t.Fatal(err)
	}
	if len(ids) == 0 {
		return 0
	}
	return ids[0]
}

// TestSaveRoundKeepsGames: changing a round (colours at one table, tables renumbered, a new
// pairing of some players) keeps the games whose two players still meet, with their SGF
// records, results and audit trail; only the games of broken pairs go, with their records.
func TestSaveRoundKeepsGames(t *testing.T) {
	ctx := context.Background()
	db := openTest(t)
	id, _ := db.CreateTournament(ctx, testSettings())
	a := mustAdd(t, db, id, "A", "a", "1d")
	b := mustAdd(t, db, id, "B", "b", "2k")
	c := mustAdd(t, db, id, "C", "c", "3k")
	d := mustAdd(t, db, id, "D", "d", "4k")
	e := mustAdd(t, db, id, "E", "e", "5k")
	f := mustAdd(t, db, id, "F", "f", "6k")
	g := mustAdd(t, db, id, "G", "g", "7k")
	round := []tournament.Game{
		{Round: 1, Table: 1, White: a, Black: b, Komi: 13, KnownColor: true},
		{Round: 1, Table: 2, White: c, Black: d, Komi: 13, KnownColor: true},
		{Round: 1, Table: 3, White: e, Black: f, Komi: 13, KnownColor: true},
	}
	if err := db.SaveRound(ctx, id, 1, round, g); err != nil {
		t.Fatal(err)
	}
	ab, cd := gameID(t, db, id, 1, 1), gameID(t, db, id, 1, 2)
	for table, sgf := range map[int]string{1: "(;RE[W+R])", 2: "(;RE[B+3.5])"} {
		if err := db.SaveGameRecord(ctx, id, GameRecord{Round: 1, Table: table, SGF: sgf, Score: "0"}); err != nil {
			t.Fatal(err)
		}
	}
	if err := db.SetResult(ctx, id, 1, 1, tournament.WhiteWins, false, "director"); err != nil {
		t.Fatal(err)
	}
	if err := db.SetResult(ctx, id, 1, 3, tournament.BlackWins, false, "director"); err != nil {
		t.Fatal(err)
	}
	wantRecord := func(table int, sgf string) {
		t.Helper()
		r, err := db.LatestGameRecord(ctx, id, 1, table)
		if err != nil || r.SGF != sgf {
			t.Fatalf("record of table %d: %+v %v, want %s", table, r, err, sgf)
		}
	}
	wantGame := func(table int, white, black tournament.PlayerID, result tournament.Result) {
		t.Helper()
		games, _, err := db.Round(ctx, id, 1)
		if err != nil {
			t.Fatal(err)
		}
		for _, x := range games {
			if x.Table == table {
				if x.White != white || x.Black != black || x.Result != result {
					t.Fatalf("table %d: %+v, want %d-%d %v", table, x, white, black, result)
				}
				return
			}
		}
		t.Fatalf("no game at table %d: %+v", table, games)
	}

	// Colours swapped at table 2, from a copy of the round read before the results: table 1
	// keeps its record and the result entered since; table 3's result goes with its colours.
	swapped := []tournament.Game{
		round[0],
		{Round: 1, Table: 2, White: d, Black: c, Komi: 13, KnownColor: true},
		{Round: 1, Table: 3, White: f, Black: e, Komi: 13, KnownColor: true},
	}
	if err := db.SaveRound(ctx, id, 1, swapped, g); err != nil {
		t.Fatal(err)
	}
	wantRecord(1, "(;RE[W+R])")
	wantRecord(2, "(;RE[B+3.5])")
	wantGame(1, a, b, tournament.WhiteWins)
	wantGame(2, d, c, tournament.Unknown)
	wantGame(3, f, e, tournament.Unknown)
	if gameID(t, db, id, 1, 1) != ab || gameID(t, db, id, 1, 2) != cd {
		t.Fatal("the games of unchanged pairs were recreated")
	}

	// Tables renumbered in a cycle (1->2, 2->3, 3->1): the records follow their games.
	cycled := []tournament.Game{
		{Round: 1, Table: 2, White: a, Black: b, Komi: 13, KnownColor: true, Result: tournament.WhiteWins},
		{Round: 1, Table: 3, White: d, Black: c, Komi: 13, KnownColor: true},
		{Round: 1, Table: 1, White: f, Black: e, Komi: 11, Handicap: 2, KnownColor: true},
	}
	if err := db.SaveRound(ctx, id, 1, cycled, g); err != nil {
		t.Fatal(err)
	}
	wantRecord(2, "(;RE[W+R])")
	wantRecord(3, "(;RE[B+3.5])")
	if _, err := db.LatestGameRecord(ctx, id, 1, 1); ErrorCode(err) != ENOTFOUND {
		t.Fatalf("table 1 has a record: %v", err)
	}
	wantGame(2, a, b, tournament.WhiteWins)
	if gameID(t, db, id, 1, 2) != ab || gameID(t, db, id, 1, 3) != cd {
		t.Fatal("renumbering recreated games")
	}
	if games, _, _ := db.Round(ctx, id, 1); games[0].Handicap != 2 || games[0].Komi != 11 {
		t.Fatalf("handicap not saved: %+v", games[0])
	}

	// Paired again: a-b still meet (fresh, without a result), c, d, e, f and g meet others.
	repaired := []tournament.Game{
		{Round: 1, Table: 1, White: a, Black: b, Komi: 13, KnownColor: true},
		{Round: 1, Table: 2, White: c, Black: e, Komi: 13, KnownColor: true},
		{Round: 1, Table: 3, White: d, Black: g, Komi: 13, KnownColor: true},
	}
	if err := db.SaveRound(ctx, id, 1, repaired, f); err != nil {
		t.Fatal(err)
	}
	wantRecord(1, "(;RE[W+R])")
	wantGame(1, a, b, tournament.WhiteWins)
	if gameID(t, db, id, 1, 1) != ab {
		t.Fatal("pairing again recreated the game of an unchanged pair")
	}
	var records int64
	db.gorm.Model(&gameRecordRow{}).Count(&records)
	if records != 1 {
		t.Fatalf("%d records, want 1: the record of the broken pair c-d goes with its game", records)
	}
	if _, bye, _ := db.Round(ctx, id, 1); bye != f {
		t.Fatalf("bye %d, want %d", bye, f)
	}

	// The audit trail: the result at table 1 still points at its game; the result cleared
	// with table 3's colours is written down.
	var lines []resultChangeRow
	db.gorm.Where("tournament_id = ?", id).Order("id").Find(&lines)
	if len(lines) != 3 || lines[0].GameID == nil || *lines[0].GameID != ab {
		t.Fatalf("audit trail: %+v", lines)
	}
	if l := lines[2]; l.OldResult != "b" || l.NewResult != "?" || l.ChangedBy != roundSavedBy || l.TableNumber != 3 {
		t.Fatalf("cleared result: %+v", l)
	}
}

// TestSaveRoundSwapsTables: two games exchange their tables and a third pair is broken up
// and paired anew in one save; the unique indexes hold at every step.
func TestSaveRoundSwapsTables(t *testing.T) {
	ctx := context.Background()
	db := openTest(t)
	id, _ := db.CreateTournament(ctx, testSettings())
	var p []tournament.PlayerID
	for _, n := range []string{"A", "B", "C", "D", "E", "F"} {
		p = append(p, mustAdd(t, db, id, n, "x", "1k"))
	}
	first := []tournament.Game{
		{Round: 2, Table: 1, White: p[0], Black: p[1]},
		{Round: 2, Table: 2, White: p[2], Black: p[3]},
		{Round: 2, Table: 3, White: p[4], Black: p[5]},
	}
	if err := db.SaveRound(ctx, id, 2, first, 0); err != nil {
		t.Fatal(err)
	}
	second := []tournament.Game{
		{Round: 2, Table: 2, White: p[1], Black: p[0]},
		{Round: 2, Table: 1, White: p[2], Black: p[4]},
		{Round: 2, Table: 3, White: p[3], Black: p[5]},
	}
	if err := db.SaveRound(ctx, id, 2, second, 0); err != nil {
		t.Fatal(err)
	}
	games, _, _ := db.Round(ctx, id, 2)
	want := []tournament.Game{
		{Round: 2, Table: 1, White: p[2], Black: p[4]},
		{Round: 2, Table: 2, White: p[1], Black: p[0]},
		{Round: 2, Table: 3, White: p[3], Black: p[5]},
	}
	for i := range want {
		if games[i] != want[i] {
			t.Fatalf("round 2: %+v, want %+v", games, want)
		}
	}
}
