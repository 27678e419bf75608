package store

import (
	"context"
	"errors"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/hoshi-go/hoshi/internal/export"
	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/store/storetest"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// TestMain runs the tests on SQLite, then on PostgreSQL when HOSHI_TEST_POSTGRES is set.
func TestMain(m *testing.M) { storetest.Main(m) }

// openTest opens a fresh empty database: a file in the test's temporary directory, or a
// PostgreSQL schema of its own (storetest.DSN).
func openTest(t *testing.T) *DB {
	t.Helper()
	return openDSN(t, testDSN(t))
}

// testDSN is a fresh empty database of the kind the tests run on.
func testDSN(t *testing.T) string { return storetest.DSN(t) }

// openDSN opens the database dsn, closed at the test's end.
func openDSN(t *testing.T, dsn string) *DB {
	t.Helper()
	db, err := Open(context.Background(), dsn)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

func wantCode(t *testing.T, err error, code, field string) {
	t.Helper()
	if ErrorCode(err) != code {
		t.Fatalf("error %v: code %q, want %q", err, ErrorCode(err), code)
	}
	if e, _ := err.(*Error); field != "" && (e == nil || e.Field != field) {
		t.Fatalf("error %v: want field %q", err, field)
	}
}

func testSettings() tournament.Settings {
	s := tournament.DefaultSettings()
	s.Name = "Prague Go Open"
	s.Place = "Praha"
	s.Country = "CZ"
	s.Begin = time.Date(2026, 8, 1, 0, 0, 0, 0, time.UTC)
	s.End = time.Date(2026, 8, 2, 0, 0, 0, 0, time.UTC)
	s.Extra = map[string]string{"beginDate": "2026-08-01"}
	return s
}

// twoTableRound is a tournament of four players A (1d), B (2k), C (3k) and D (4k) whose round 1
// is paired: A-B at table 1, C-D at table 2 (White first).
func twoTableRound(t *testing.T, db *DB) (id TournamentID, a, b, c, d tournament.PlayerID) {
	t.Helper()
	id, err := db.CreateTournament(context.Background(), testSettings())
	if err != nil {
		t.Fatal(err)
	}
	a = mustAdd(t, db, id, "A", "a", "1d")
	b = mustAdd(t, db, id, "B", "b", "2k")
	c = mustAdd(t, db, id, "C", "c", "3k")
	d = mustAdd(t, db, id, "D", "d", "4k")
	games := []tournament.Game{{Table: 1, White: a, Black: b}, {Table: 2, White: c, Black: d}}
	if err := db.SaveRound(context.Background(), id, 1, games, 0); err != nil {
		t.Fatal(err)
	}
	return id, a, b, c, d
}

func mustAdd(t *testing.T, db *DB, id TournamentID, name, first, r string) tournament.PlayerID {
	t.Helper()
	pid, err := db.AddPlayer(context.Background(), id, tournament.Player{Name: name, FirstName: first, Rank: mustRank(r)})
	if err != nil {
		t.Fatal(err)
	}
	return pid
}

func TestSettingsRoundTrip(t *testing.T) {
	ctx := context.Background()
	db := openTest(t)
	s := testSettings()
	// Zero and non-default values must come back as they were, not as defaults.
	s.RoundDown = false
	s.Pairing.Deterministic = false
	s.Handicap.BasedOnRank = true
	s.NBWAbsentPoints = 1
	s.Pairing.AdditionalPlacementCritSystem2 = tournament.CritRank
	s.Criteria = []tournament.Criterion{tournament.CritNBW, tournament.CritSOSW}
	id, err := db.CreateTournament(ctx, s)
	if err != nil {
		t.Fatal(err)
	}
	got, _, err := db.LoadTournament(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got.Settings, s) {
		t.Fatalf("settings:\n got %+v\nwant %+v", got.Settings, s)
	}

	s.Name = "Praha Open"
	s.Komi = 0
	s.Extra = nil
	if err := db.UpdateSettings(ctx, id, s); err != nil {
		t.Fatal(err)
	}
	got, _, _ = db.LoadTournament(ctx, id)
	if !reflect.DeepEqual(got.Settings, s) {
		t.Fatalf("updated settings:\n got %+v\nwant %+v", got.Settings, s)
	}
	wantCode(t, db.UpdateSettings(ctx, id+1, s), ENOTFOUND, "")
	if _, _, err := db.LoadTournament(ctx, id+1); ErrorCode(err) != ENOTFOUND {
		t.Fatalf("load missing tournament: %v", err)
	}
}

func TestPlayers(t *testing.T) {
	ctx := context.Background()
	db := openTest(t)
	id, _ := db.CreateTournament(ctx, testSettings())
	other, _ := db.CreateTournament(ctx, testSettings())

	p := tournament.Player{
		Name: "Dvořák", FirstName: "Jiří", Rank: rank.Dan(2), Rating: 2180, Club: "Brno", Country: "CZ",
		EGDPin: "12345678", MMSCorrection: 1, Absent: []int{3}, Status: tournament.Preliminary,
		Extra: map[string]string{"agaId": "7"},
	}
	pid, err := db.AddPlayer(ctx, id, p)
	if err != nil {
		t.Fatal(err)
	}
	p.ID = pid
	got, err := db.Player(ctx, id, pid)
	if err != nil || !reflect.DeepEqual(got, p) {
		t.Fatalf("player: got %+v, %v; want %+v", got, err, p)
	}
	// The same name in another case or spacing is the same player: OpenGotha's key.
	_, err = db.AddPlayer(ctx, id, tournament.Player{Name: "DVOŘÁK", FirstName: "Ji ří", Rank: rank.Kyu(1)})
	wantCode(t, err, ECONFLICT, "name")
	// Another tournament may register the same person.
	if _, err := db.AddPlayer(ctx, other, p); err != nil {
		t.Fatal(err)
	}
	if _, err := db.AddPlayer(ctx, other+5, p); ErrorCode(err) != ENOTFOUND {
		t.Fatalf("player of a missing tournament: %v", err)
	}

	p.Rank = rank.Dan(3)
	p.Absent = nil
	p.MMSCorrection = 0
	if err := db.UpdatePlayer(ctx, id, p); err != nil {
		t.Fatal(err)
	}
	got, _ = db.Player(ctx, id, pid)
	if !reflect.DeepEqual(got, p) {
		t.Fatalf("updated player: got %+v, want %+v", got, p)
	}
	q := mustAdd(t, db, id, "Novák", "Jan", "5k")
	dup := p
	dup.ID = q
	wantCode(t, db.UpdatePlayer(ctx, id, dup), ECONFLICT, "name")
	// A player id of another tournament is not found here.
	wantCode(t, db.UpdatePlayer(ctx, other, p), ENOTFOUND, "")

	if err := db.SaveRound(ctx, id, 1, []tournament.Game{{Table: 1, White: pid, Black: q}}, 0); err != nil {
		t.Fatal(err)
	}
	wantCode(t, db.DeletePlayer(ctx, id, q), ECONFLICT, "")
	if err := db.DeleteRound(ctx, id, 1); err != nil {
		t.Fatal(err)
	}
	if err := db.DeletePlayer(ctx, id, q); err != nil {
		t.Fatal(err)
	}
	wantCode(t, db.DeletePlayer(ctx, id, q), ENOTFOUND, "")
	tt, _, _ := db.LoadTournament(ctx, id)
	if len(tt.Players) != 1 || tt.Players[0].ID != pid {
		t.Fatalf("players after delete: %+v", tt.Players)
	}
}

func TestRounds(t *testing.T) {
	ctx := context.Background()
	db := openTest(t)
	id, _ := db.CreateTournament(ctx, testSettings())
	a := mustAdd(t, db, id, "A", "a", "1d")
	b := mustAdd(t, db, id, "B", "b", "2k")
	c := mustAdd(t, db, id, "C", "c", "3k")
	d := mustAdd(t, db, id, "D", "d", "4k")
	e := mustAdd(t, db, id, "E", "e", "5k")
	other, _ := db.CreateTournament(ctx, testSettings())
	x := mustAdd(t, db, other, "X", "x", "5k")

	round1 := []tournament.Game{
		{Round: 1, Table: 1, White: a, Black: b, Komi: 13, KnownColor: true},
		{Round: 1, Table: 2, White: c, Black: d, Handicap: 9, Komi: 1, Prisoners: 10, KnownColor: true},
	}
	if err := db.SaveRound(ctx, id, 1, round1, e); err != nil {
		t.Fatal(err)
	}
	bad := []struct {
		name  string
		games []tournament.Game
		bye   tournament.PlayerID
		field string
	}{
		{"player twice", []tournament.Game{{Table: 1, White: a, Black: b}, {Table: 2, White: c, Black: a}}, 0, "black"},
		{"bye also plays", []tournament.Game{{Table: 1, White: a, Black: b}}, a, "bye"},
		{"same table", []tournament.Game{{Table: 1, White: a, Black: b}, {Table: 1, White: c, Black: d}}, 0, "table"},
		{"table zero", []tournament.Game{{Table: 0, White: a, Black: b}}, 0, "table"},
		{"player of another tournament", []tournament.Game{{Table: 1, White: a, Black: x}}, 0, "black"},
		{"unknown player", []tournament.Game{{Table: 1, White: a, Black: 999}}, 0, "black"},
	}
	for _, tc := range bad {
		wantCode(t, db.SaveRound(ctx, id, 1, tc.games, tc.bye), EINVALID, tc.field)
	}
	wantCode(t, db.SaveRound(ctx, id, 6, nil, 0), EINVALID, "round")
	round2 := []tournament.Game{{Round: 2, Table: 1, White: a, Black: c, Komi: 13, KnownColor: true}}
	if err := db.SaveRound(ctx, id, 2, round2, 0); err != nil {
		t.Fatal(err)
	}
	fewer := testSettings()
	fewer.Rounds = 1
	wantCode(t, db.UpdateSettings(ctx, id, fewer), ECONFLICT, "rounds")
	if err := db.DeleteRound(ctx, id, 2); err != nil {
		t.Fatal(err)
	}
	wantCode(t, db.SaveRound(ctx, id, 0, nil, 0), EINVALID, "round")
	// None of the refused rounds changed round 1.
	games, bye, err := db.Round(ctx, id, 1)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(games, round1) || bye != e {
		t.Fatalf("round 1: %+v bye %d", games, bye)
	}

	wantCode(t, db.CreateRound(ctx, id, 1, round1, e), ECONFLICT, "round")
	// Saving again replaces the round.
	round1b := []tournament.Game{{Round: 1, Table: 1, White: e, Black: a, Komi: 13, KnownColor: true}}
	if err := db.SaveRound(ctx, id, 1, round1b, 0); err != nil {
		t.Fatal(err)
	}
	games, bye, _ = db.Round(ctx, id, 1)
	if !reflect.DeepEqual(games, round1b) || bye != 0 {
		t.Fatalf("replaced round 1: %+v bye %d", games, bye)
	}
	if err := db.DeleteRound(ctx, id, 1); err != nil {
		t.Fatal(err)
	}
	tt, _, _ := db.LoadTournament(ctx, id)
	if len(tt.Games) != 0 || len(tt.Byes) != 0 {
		t.Fatalf("after unpairing: %+v %+v", tt.Games, tt.Byes)
	}
	if err := db.CreateRound(ctx, id, 1, round1, e); err != nil {
		t.Fatal(err)
	}
}

func TestSetResult(t *testing.T) {
	ctx := context.Background()
	db := openTest(t)
	id, _ := db.CreateTournament(ctx, testSettings())
	a := mustAdd(t, db, id, "A", "a", "1d")
	b := mustAdd(t, db, id, "B", "b", "2k")
	if err := db.SaveRound(ctx, id, 2, []tournament.Game{{Table: 3, White: a, Black: b}}, 0); err != nil {
		t.Fatal(err)
	}
	rev, _ := db.Revision(ctx, id)
	if err := db.SetResult(ctx, id, 2, 3, tournament.BlackWins, false, "director"); err != nil {
		t.Fatal(err)
	}
	if err := db.SetResult(ctx, id, 2, 3, tournament.WhiteWins, true, "phone"); err != nil {
		t.Fatal(err)
	}
	wantCode(t, db.SetResult(ctx, id, 2, 4, tournament.WhiteWins, false, "x"), ENOTFOUND, "table")
	wantCode(t, db.SetResult(ctx, id, 1, 3, tournament.WhiteWins, false, "x"), ENOTFOUND, "table")
	if rev2, _ := db.Revision(ctx, id); rev2 < rev+2 {
		t.Fatalf("revision %d after two results, was %d", rev2, rev)
	}
	tt, _, _ := db.LoadTournament(ctx, id)
	if g := tt.Games[0]; g.Result != tournament.WhiteWins || !g.ByDefault {
		t.Fatalf("game: %+v", g)
	}
	changes, err := db.ResultChanges(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if len(changes) != 2 {
		t.Fatalf("audit trail: %+v", changes)
	}
	c0, c1 := changes[0], changes[1]
	if c0.Old != tournament.Unknown || c0.New != tournament.BlackWins || c0.By != "director" || c0.Round != 2 || c0.Table != 3 {
		t.Fatalf("first change: %+v", c0)
	}
	if c1.Old != tournament.BlackWins || c1.New != tournament.WhiteWins || !c1.NewByDefault || c1.OldByDefault || c1.By != "phone" {
		t.Fatalf("second change: %+v", c1)
	}
	if c1.At.Location() != time.UTC || time.Since(c1.At) > time.Minute {
		t.Fatalf("change time %v", c1.At)
	}
	// The audit trail outlives the round.
	if err := db.DeleteRound(ctx, id, 2); err != nil {
		t.Fatal(err)
	}
	if changes, _ := db.ResultChanges(ctx, id); len(changes) != 2 {
		t.Fatalf("audit trail after unpairing: %+v", changes)
	}
}

func TestDeleteTournament(t *testing.T) {
	ctx := context.Background()
	db := openTest(t)
	id, _ := db.CreateTournament(ctx, testSettings())
	keep, _ := db.CreateTournament(ctx, testSettings())
	a := mustAdd(t, db, id, "A", "a", "1d")
	b := mustAdd(t, db, id, "B", "b", "2k")
	c := mustAdd(t, db, id, "C", "c", "2k")
	mustAdd(t, db, keep, "A", "a", "1d")
	if err := db.SaveRound(ctx, id, 1, []tournament.Game{{Table: 1, White: a, Black: b}}, c); err != nil {
		t.Fatal(err)
	}
	if err := db.SetResult(ctx, id, 1, 1, tournament.Jigo, false, "d"); err != nil {
		t.Fatal(err)
	}
	if err := db.SaveGameRecord(ctx, id, GameRecord{Round: 1, Table: 1, SGF: "(;SZ[19])", Score: "0"}); err != nil {
		t.Fatal(err)
	}
	if err := db.DeleteTournament(ctx, id); err != nil {
		t.Fatal(err)
	}
	wantCode(t, db.DeleteTournament(ctx, id), ENOTFOUND, "")
	list, err := db.ListTournaments(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(list) != 1 || list[0].ID != keep || list[0].Players != 1 {
		t.Fatalf("tournaments left: %+v", list)
	}
	for _, table := range []string{"players", "games", "byes", "result_changes", "game_records"} {
		var n int64
		db.gorm.Table(table).Joins("").Count(&n)
		want := int64(0)
		if table == "players" {
			want = 1
		}
		if n != want {
			t.Errorf("%s: %d rows left, want %d", table, n, want)
		}
	}
}

func TestGameRecords(t *testing.T) {
	ctx := context.Background()
	db := openTest(t)
	id, _ := db.CreateTournament(ctx, testSettings())
	a := mustAdd(t, db, id, "A", "a", "1d")
	b := mustAdd(t, db, id, "B", "b", "2k")
	db.SaveRound(ctx, id, 1, []tournament.Game{{Table: 1, White: a, Black: b}}, 0)
	wantCode(t, db.SaveGameRecord(ctx, id, GameRecord{Round: 1, Table: 2, SGF: "(;)"}), ENOTFOUND, "table")
	for _, score := range []string{"B+5.5", "W+0.5"} {
		if err := db.SaveGameRecord(ctx, id, GameRecord{Round: 1, Table: 1, SGF: "(;RE[" + score + "])", Score: score, UploadedBy: "director"}); err != nil {
			t.Fatal(err)
		}
	}
	r, err := db.LatestGameRecord(ctx, id, 1, 1)
	if err != nil || r.Score != "W+0.5" || r.SGF != "(;RE[W+0.5])" || r.Details != "{}" {
		t.Fatalf("latest record: %+v %v", r, err)
	}
	if _, err := db.LatestGameRecord(ctx, id, 2, 1); ErrorCode(err) != ENOTFOUND {
		t.Fatalf("missing record: %v", err)
	}
}

func TestImportTournament(t *testing.T) {
	ctx := context.Background()
	db := openTest(t)
	in := &tournament.Tournament{
		Settings: testSettings(),
		Players: []tournament.Player{
			{ID: 10, Name: "Kim", FirstName: "Min-ji", Rank: rank.Dan(5)},
			{ID: 20, Name: "山田", FirstName: "太郎", Rank: rank.Kyu(3)},
			{ID: 30, Name: "Weiss", FirstName: "Eva", Rank: rank.Kyu(3)},
		},
		Games: []tournament.Game{{Round: 1, Table: 1, White: 10, Black: 20, Komi: 13, Result: tournament.WhiteWins, KnownColor: true}},
		Byes:  []tournament.Bye{{Round: 1, Player: 30}},
	}
	id, err := db.ImportTournament(ctx, in)
	if err != nil {
		t.Fatal(err)
	}
	got, _, err := db.LoadTournament(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if len(got.Players) != 3 || len(got.Games) != 1 || len(got.Byes) != 1 {
		t.Fatalf("imported %+v", got)
	}
	g := got.Games[0]
	if got.Player(g.White).Name != "Kim" || got.Player(g.Black).Name != "山田" || got.Player(got.Byes[0].Player).Name != "Weiss" {
		t.Fatalf("players of the imported game and bye: %+v %+v", g, got.Byes)
	}
	// A game naming an unknown player aborts the whole import.
	in.Games = append(in.Games, tournament.Game{Round: 2, Table: 1, White: 10, Black: 99})
	if _, err := db.ImportTournament(ctx, in); ErrorCode(err) != EINVALID {
		t.Fatalf("import with an unknown player: %v", err)
	}
	if list, _ := db.ListTournaments(ctx); len(list) != 1 {
		t.Fatalf("failed import left %d tournaments", len(list))
	}
}

// Every way into the store checks the settings, whoever calls it: a rule set the engine does
// not know would otherwise break the board pages later.
func TestStoreValidatesSettings(t *testing.T) {
	ctx := context.Background()
	db := openTest(t)
	bad := testSettings()
	bad.Rules = "klingon"
	wantField := func(err error, field string) {
		t.Helper()
		var fe *tournament.FieldError
		if ErrorCode(err) != EINVALID || !errors.As(err, &fe) || fe.Field != field {
			t.Fatalf("error %v: want EINVALID on %s", err, field)
		}
	}
	_, err := db.CreateTournament(ctx, bad)
	wantField(err, "Rules")
	_, err = db.ImportTournament(ctx, &tournament.Tournament{Settings: bad})
	wantField(err, "Rules")
	if list, _ := db.ListTournaments(ctx); len(list) != 0 {
		t.Fatalf("refused settings stored %d tournaments", len(list))
	}
	id, err := db.CreateTournament(ctx, testSettings())
	if err != nil {
		t.Fatal(err)
	}
	rev, _ := db.Revision(ctx, id)
	wantField(db.UpdateSettings(ctx, id, bad), "Rules")
	bad = testSettings()
	bad.BoardSize = 26
	wantField(db.UpdateSettings(ctx, id, bad), "BoardSize")
	if now, _ := db.Revision(ctx, id); now != rev {
		t.Fatal("a refused update changed the tournament")
	}
	got, _, _ := db.LoadTournament(ctx, id)
	if got.Settings.Rules != "japanese" || got.Settings.BoardSize != 19 {
		t.Fatalf("settings after refused updates: %+v", got.Settings)
	}
}

// An OpenGotha file without a name (nor short name) is refused with a message that says so,
// and nothing is stored; ranks the reader does not know never reach the store.
func TestImportNameless(t *testing.T) {
	ctx := context.Background()
	db := openTest(t)
	tr, _, err := export.ReadOpenGotha(strings.NewReader(`<Tournament><Players><Player rank='3k' name='a'/></Players></Tournament>`))
	if err != nil {
		t.Fatal(err)
	}
	_, err = db.ImportTournament(ctx, tr)
	var fe *tournament.FieldError
	if ErrorCode(err) != EINVALID || !errors.As(err, &fe) || fe.Field != "Name" || !strings.Contains(fe.Msg, "no name") {
		t.Fatalf("nameless import: %v", err)
	}
	if list, _ := db.ListTournaments(ctx); len(list) != 0 {
		t.Fatalf("refused import stored %d tournaments", len(list))
	}
	// The short name stands in for the name.
	tr, _, err = export.ReadOpenGotha(strings.NewReader(`<Tournament><Players><Player rank='3k' name='a'/></Players>` +
		`<TournamentParameterSet><GeneralParameterSet shortName='brno26' numberOfRounds='5'/></TournamentParameterSet></Tournament>`))
	if err != nil {
		t.Fatal(err)
	}
	id, err := db.ImportTournament(ctx, tr)
	if err != nil {
		t.Fatal(err)
	}
	got, _, _ := db.LoadTournament(ctx, id)
	if got.Settings.Name != "brno26" || len(got.Players) != 1 {
		t.Fatalf("imported %q with %d players", got.Settings.Name, len(got.Players))
	}
	// An unknown rank, even in a player outside <Players>, is refused with its line.
	for _, doc := range []string{
		`<Tournament><Player rank='3x' name='a'/></Tournament>`,
		"<Tournament>\n<Players>\n<Player rank='3x' name='a'/></Players></Tournament>",
	} {
		_, _, err := export.ReadOpenGotha(strings.NewReader(doc))
		var ie *export.ImportError
		if !errors.As(err, &ie) || !strings.Contains(err.Error(), `"3x"`) || (ie.Line != 1 && ie.Line != 3) {
			t.Errorf("%s: error %v, want the line and the rank", doc, err)
		}
	}
}

// Absences beyond the last round are refused, but those already recorded (an OpenGotha
// file's 20 participation flags, a tournament that lost rounds) do not block an update.
func TestPlayerAbsentRounds(t *testing.T) {
	ctx := context.Background()
	db := openTest(t)
	s := testSettings()
	s.Rounds = 4
	id, _ := db.CreateTournament(ctx, s)
	_, err := db.AddPlayer(ctx, id, tournament.Player{Name: "A", Rank: rank.Kyu(3), Absent: []int{5}})
	var fe *tournament.FieldError
	if ErrorCode(err) != EINVALID || !errors.As(err, &fe) || fe.Field != "Absent" {
		t.Fatalf("absent in round 5 of 4: %v", err)
	}
	imported, err := db.ImportTournament(ctx, &tournament.Tournament{Settings: s, Players: []tournament.Player{
		{ID: 1, Name: "B", Rank: rank.Kyu(3), Absent: []int{2, 3, 4, 5, 6, 20}},
	}})
	if err != nil {
		t.Fatal(err)
	}
	got, _, _ := db.LoadTournament(ctx, imported)
	p := got.Players[0]
	p.Rank = rank.Kyu(2)
	if err := db.UpdatePlayer(ctx, imported, p); err != nil {
		t.Fatalf("update of an imported player: %v", err)
	}
	p.Absent = append(p.Absent, 7)
	if err := db.UpdatePlayer(ctx, imported, p); ErrorCode(err) != EINVALID {
		t.Fatalf("a new absence in round 7 of 4: %v", err)
	}
}
