package store

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/hoshi-go/hoshi/internal/backup"
	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// backupTournament fills a tournament through the store's own methods with every kind of row
// the backup carries: results changed twice, a result by default, a game dropped by a new
// pairing (its audit line loses its game), a bye, an absence, game records with dead stones,
// an open registration with two sign-ups (one of them rejected), categories of every kind
// with a prize list, and players' birth dates and woman marks.
func backupTournament(t *testing.T, db *DB) TournamentID {
	t.Helper()
	ctx := context.Background()
	id, a, b, c, d := twoTableRound(t, db)
	e, err := db.AddPlayer(ctx, id, tournament.Player{Name: "E", FirstName: "e", Rank: 5, Rating: 2500, Club: "Pra",
		Country: "CZ", EGDPin: "1234", RankFromList: true, MMSCorrection: 1, Absent: []int{3},
		Status: tournament.Preliminary, Extra: map[string]string{"agaId": "77"}, FixedTable: 7})
	if err != nil {
		t.Fatal(err)
	}
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	// Pairing constraints: pairs kept apart and tables left out.
	s := testSettings()
	s.AvoidPairs = []tournament.PlayerPair{{a, e}, {c, b}}
	s.LeftOutTables = map[int][]int{3: {2, 4}}
	must(db.UpdateSettings(ctx, id, s))
	must(db.SetResult(ctx, id, 1, 1, tournament.BlackWins, false, "director@127.0.0.1"))
	must(db.SetResult(ctx, id, 1, 1, tournament.WhiteWins, false, "director@127.0.0.1"))
	must(db.SetResult(ctx, id, 1, 2, tournament.Jigo, true, "api"))
	must(db.SaveGameRecord(ctx, id, GameRecord{Round: 1, Table: 1, SGF: "(;SZ[19];B[dd])", Score: "B+1.5", UploadedBy: "player"}))
	must(db.SaveGameRecord(ctx, id, GameRecord{Round: 1, Table: 1, SGF: "(;SZ[19];B[dd];W[pp])", Score: "W+6.5",
		Details: `{"result":"W+6.5"}`, UploadedBy: "director@127.0.0.1"}))
	must(db.UpdateGameRecord(ctx, id, GameRecord{Round: 1, Table: 1, SGF: "(;SZ[19];B[dd];W[pp])", Score: "W+8.5",
		Details: `{"result":"W+8.5","dead":["D16"],"kept":"w"}`}))
	// Round 2: A-C and B-E, D has the bye; A-C gets a result, then the round is paired again
	// with A-E and B-C, which drops A-C and its result.
	must(db.SaveRound(ctx, id, 2, []tournament.Game{
		{Table: 1, White: a, Black: c, Handicap: 2, Komi: 1, KnownColor: true},
		{Table: 2, White: b, Black: e, Handicap: 0, Komi: 13, Prisoners: 2, KnownColor: true},
	}, d))
	must(db.SetResult(ctx, id, 2, 1, tournament.BlackWins, false, "director@127.0.0.1"))
	must(db.SaveRound(ctx, id, 2, []tournament.Game{
		{Table: 1, White: e, Black: a, Handicap: 0, Komi: 13, KnownColor: true},
		{Table: 2, White: b, Black: c, Handicap: 1, Komi: 1, KnownColor: true},
	}, d))
	must(db.SetResult(ctx, id, 2, 2, tournament.BothLose, true, "director@127.0.0.1"))
	must(db.SaveGameRecord(ctx, id, GameRecord{Round: 2, Table: 2, SGF: "(;SZ[19])", Score: "0",
		Details: `{"dead":[]}`, UploadedBy: "api"}))
	// F signs up and stays; G signs up and is rejected, so his sign-up is none of the
	// tournament's any more.
	must(db.SetRegistration(ctx, id, tournament.Registration{Open: true}))
	f, err := db.SignUp(ctx, id, tournament.Player{Name: "F", FirstName: "f", Rank: -3, Country: "SK"}, tournament.PlayerDetails{}, "f@example.org", "10.0.0.7", SignupLimits{})
	must(err)
	g, err := db.SignUp(ctx, id, tournament.Player{Name: "G", FirstName: "g", Rank: -9}, tournament.PlayerDetails{}, "g@example.org", "10.0.0.8", SignupLimits{})
	must(err)
	must(db.DeletePlayer(ctx, id, g))
	must(db.SetRegistration(ctx, id, tournament.Registration{Open: true, Closes: time.Date(2031, 5, 1, 0, 0, 0, 0, time.UTC)}))
	must(db.SetAwards(ctx, id, []tournament.Category{
		{Name: "dans", Kind: tournament.CategoryRanks, Strongest: rank.Dan(9), Weakest: rank.Dan(1)},
		{Name: "juniors", Kind: tournament.CategoryJunior, BornFrom: time.Date(2008, 1, 1, 0, 0, 0, 0, time.UTC)},
		{Name: "women", Kind: tournament.CategoryWomen},
		{Name: "CZ", Kind: tournament.CategoryCountry, Value: "CZ"},
		{Name: "Praha", Kind: tournament.CategoryClub, Value: "pra"},
		{Name: "guests", Kind: tournament.CategoryLabel, Players: []tournament.PlayerID{f, g, a}},
	}, []tournament.Prize{{Name: "1st"}, {Name: "Best woman", Category: "women"}, {Name: "2nd"}, {Name: "Guest", Category: "guests"}}))
	must(db.SetPlayerDetails(ctx, id, map[tournament.PlayerID]tournament.PlayerDetails{
		b: {Born: time.Date(2009, 6, 30, 0, 0, 0, 0, time.UTC), Woman: true},
		f: {Woman: true},
		c: {Born: time.Date(1950, 1, 2, 0, 0, 0, 0, time.UTC)},
	}))
	// A co-director and the results desk; an account without a role is in no backup.
	jana, err := db.CreateUser(ctx, "Jana", "jana@example.org", "", false)
	must(err)
	petr, err := db.CreateUser(ctx, "petr", "", "", false)
	must(err)
	_, err = db.CreateUser(ctx, "Olga", "", "", false)
	must(err)
	must(db.SetRole(ctx, id, petr, RoleDesk))
	must(db.SetRole(ctx, id, jana, RoleDirector))
	return id
}

func TestBackupReadsEverything(t *testing.T) {
	ctx := context.Background()
	db := openTest(t)
	id := backupTournament(t, db)
	b, err := db.Backup(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if len(b.Tournament.Players) != 6 || len(b.Tournament.Games) != 4 || len(b.Tournament.Byes) != 1 {
		t.Fatalf("%d players, %d games, %d byes", len(b.Tournament.Players), len(b.Tournament.Games), len(b.Tournament.Byes))
	}
	if len(b.Records) != 3 {
		t.Fatalf("%d records, want 3", len(b.Records))
	}
	if r := b.Records[1]; r.Round != 1 || r.Table != 1 || r.Score != "W+8.5" || r.Details != `{"result":"W+8.5","dead":["D16"],"kept":"w"}` ||
		r.UploadedBy != "director@127.0.0.1" || r.UploadedAt.IsZero() {
		t.Errorf("marked record %+v", r)
	}
	// The audit trail as the calls above made it: five results entered, and the result of
	// A-C dropped by the second pairing of round 2, whose lines have no game any more.
	type line struct {
		round, table, game int
		old, new           tournament.Result
		by                 string
	}
	want := []line{
		{1, 1, 1, tournament.Unknown, tournament.BlackWins, "director@127.0.0.1"},
		{1, 1, 1, tournament.BlackWins, tournament.WhiteWins, "director@127.0.0.1"},
		{1, 2, 2, tournament.Unknown, tournament.Jigo, "api"},
		{2, 1, 0, tournament.Unknown, tournament.BlackWins, "director@127.0.0.1"},
		{2, 1, 0, tournament.BlackWins, tournament.Unknown, "round saved"},
		{2, 2, 2, tournament.Unknown, tournament.BothLose, "director@127.0.0.1"},
	}
	if len(b.Audit) != len(want) {
		t.Fatalf("audit %+v", b.Audit)
	}
	for i, w := range want {
		a := b.Audit[i]
		if (line{a.Round, a.Table, a.GameTable, a.Old, a.New, a.By}) != w || a.At.IsZero() {
			t.Errorf("audit[%d] = %+v, want %+v", i, a, w)
		}
	}
	if !b.Audit[2].NewByDefault || !b.Audit[5].NewByDefault || b.Audit[0].NewByDefault {
		t.Errorf("by default: %+v", b.Audit)
	}
	ps := b.Tournament.Players
	if b.Registration != (tournament.Registration{Open: true, Closes: time.Date(2031, 5, 1, 0, 0, 0, 0, time.UTC)}) {
		t.Errorf("registration %+v", b.Registration)
	}
	// G's sign-up was rejected with him: only F's is the tournament's; the guests list him no
	// more.
	if len(b.SignUps) != 1 || b.SignUps[0].Player != ps[5].ID || ps[5].Name != "F" || b.SignUps[0].Email != "f@example.org" || b.SignUps[0].At.IsZero() {
		t.Errorf("sign-ups %+v", b.SignUps)
	}
	if len(b.Categories) != 6 || b.Categories[5].Name != "guests" || !reflect.DeepEqual(b.Categories[5].Players, []tournament.PlayerID{ps[5].ID, ps[0].ID}) {
		t.Errorf("categories %+v", b.Categories)
	}
	if len(b.Prizes) != 4 || b.Prizes[1] != (tournament.Prize{Name: "Best woman", Category: "women"}) {
		t.Errorf("prizes %+v", b.Prizes)
	}
	wantDetails := map[tournament.PlayerID]tournament.PlayerDetails{
		ps[1].ID: {Born: time.Date(2009, 6, 30, 0, 0, 0, 0, time.UTC), Woman: true},
		ps[5].ID: {Woman: true},
		ps[2].ID: {Born: time.Date(1950, 1, 2, 0, 0, 0, 0, time.UTC)},
	}
	if !reflect.DeepEqual(b.Details, wantDetails) {
		t.Errorf("details %+v, want %+v", b.Details, wantDetails)
	}
	wantRoles := []backup.Role{{User: "Jana", Role: "director"}, {User: "petr", Role: "desk"}}
	if !reflect.DeepEqual(b.Roles, wantRoles) {
		t.Errorf("roles %+v, want %+v", b.Roles, wantRoles)
	}
}

// TestRestoreBackupRoundTrip writes a tournament's backup file, restores it as a new
// tournament and reads the copy's backup back: every field but the ids and the times of the
// copy's own creation is the original's.
func TestRestoreBackupRoundTrip(t *testing.T) {
	ctx := context.Background()
	db := openTest(t)
	id := backupTournament(t, db)
	orig, copyID := restoredCopy(t, db, id)
	if copyID == id {
		t.Fatalf("restored over the original %d", id)
	}
	cp, err := db.Backup(ctx, copyID)
	if err != nil {
		t.Fatal(err)
	}
	// Players are renumbered in registration order.
	ids := map[tournament.PlayerID]tournament.PlayerID{}
	for i := range orig.Tournament.Players {
		ids[cp.Tournament.Players[i].ID] = orig.Tournament.Players[i].ID
		cp.Tournament.Players[i].ID = orig.Tournament.Players[i].ID
	}
	for i := range cp.Tournament.Games {
		g := &cp.Tournament.Games[i]
		g.White, g.Black = ids[g.White], ids[g.Black]
	}
	for i := range cp.Tournament.Byes {
		cp.Tournament.Byes[i].Player = ids[cp.Tournament.Byes[i].Player]
	}
	for i := range cp.Categories {
		for j, p := range cp.Categories[i].Players {
			cp.Categories[i].Players[j] = ids[p]
		}
	}
	details := map[tournament.PlayerID]tournament.PlayerDetails{}
	for p, d := range cp.Details {
		details[ids[p]] = d
	}
	cp.Details = details
	for i := range cp.SignUps {
		cp.SignUps[i].Player = ids[cp.SignUps[i].Player]
	}
	for i, p := range cp.Tournament.Settings.AvoidPairs {
		cp.Tournament.Settings.AvoidPairs[i] = tournament.PlayerPair{ids[p[0]], ids[p[1]]}
	}
	if len(orig.Tournament.Settings.AvoidPairs) != 2 || len(orig.Tournament.Settings.LeftOutTables) != 1 ||
		orig.Tournament.Players[4].FixedTable != 7 {
		t.Errorf("the original lacks its constraints: %+v", orig.Tournament.Settings)
	}
	if cp.Registration != orig.Registration {
		t.Errorf("registration %+v, want %+v", cp.Registration, orig.Registration)
	}
	if !reflect.DeepEqual(cp.Categories, orig.Categories) || !reflect.DeepEqual(cp.Prizes, orig.Prizes) {
		t.Errorf("categories %+v prizes %+v\nwant %+v %+v", cp.Categories, cp.Prizes, orig.Categories, orig.Prizes)
	}
	if !reflect.DeepEqual(cp.Details, orig.Details) || len(cp.Details) != 3 {
		t.Errorf("details %+v, want %+v", cp.Details, orig.Details)
	}
	if len(cp.SignUps) != 1 || cp.SignUps[0].Player != orig.SignUps[0].Player || cp.SignUps[0].Email != orig.SignUps[0].Email ||
		!cp.SignUps[0].At.Equal(orig.SignUps[0].At) {
		t.Errorf("sign-ups %+v, want %+v", cp.SignUps, orig.SignUps)
	}
	if !reflect.DeepEqual(cp.Tournament, orig.Tournament) {
		t.Errorf("tournament:\n got %+v\nwant %+v", cp.Tournament, orig.Tournament)
	}
	if len(cp.Records) != len(orig.Records) {
		t.Fatalf("%d records, want %d", len(cp.Records), len(orig.Records))
	}
	for i := range orig.Records {
		g, w := cp.Records[i], orig.Records[i]
		if !sameJSONText(g.Details, w.Details) {
			t.Errorf("record %d details %s, want %s", i, g.Details, w.Details)
		}
		g.Details, w.Details = "", ""
		if g != w {
			t.Errorf("record %d:\n got %+v\nwant %+v", i, g, w)
		}
	}
	if !reflect.DeepEqual(cp.Audit, orig.Audit) {
		t.Errorf("audit:\n got %+v\nwant %+v", cp.Audit, orig.Audit)
	}
	if len(orig.Roles) != 2 || !reflect.DeepEqual(cp.Roles, orig.Roles) {
		t.Errorf("roles %+v, want %+v", cp.Roles, orig.Roles)
	}
	// The copy's board pages read the marks back as the original's.
	rec, err := db.LatestGameRecord(ctx, copyID, 1, 1)
	if err != nil || rec.Score != "W+8.5" || !sameJSONText(rec.Details, `{"result":"W+8.5","dead":["D16"],"kept":"w"}`) {
		t.Errorf("latest record of the copy: %+v %v", rec, err)
	}
}

// TestRestoreRolesOnAnotherServer restores a backup on a database whose accounts are not the
// original's: a role goes to the account of its name (case ignored), a role whose account is
// missing is noted, and the director who restores keeps his role.
func TestRestoreRolesOnAnotherServer(t *testing.T) {
	ctx := context.Background()
	src := openTest(t)
	b, err := src.Backup(ctx, backupTournament(t, src))
	if err != nil {
		t.Fatal(err)
	}
	data, err := marshalBackup(b)
	if err != nil {
		t.Fatal(err)
	}
	read, err := backup.Unmarshal(data)
	if err != nil {
		t.Fatal(err)
	}
	db := openTest(t)
	jana, err := db.CreateUser(ctx, "JANA", "", "", false)
	if err != nil {
		t.Fatal(err)
	}
	boss, err := db.CreateUser(ctx, "boss", "", "", false)
	if err != nil {
		t.Fatal(err)
	}
	id, err := db.RestoreBackup(WithCreator(ctx, boss), read)
	if err != nil {
		t.Fatal(err)
	}
	team, err := db.Team(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	got := map[UserID]Role{}
	for _, m := range team {
		got[m.User.ID] = m.Role
	}
	if want := map[UserID]Role{jana: RoleDirector, boss: RoleDirector}; !reflect.DeepEqual(got, want) {
		t.Errorf("roles %v, want %v", got, want)
	}
	if len(read.Notes) != 1 || read.Notes[0].Field != "roles[2].user" || read.Notes[0].Key != "role_unknown_desk" ||
		!strings.Contains(read.Notes[0].Msg, `no account "petr"`) {
		t.Errorf("notes %+v, want one of petr's role", read.Notes)
	}
}

func TestRestoreBackupAllOrNothing(t *testing.T) {
	ctx := context.Background()
	db := openTest(t)
	id := backupTournament(t, db)
	b, err := db.Backup(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	before := rowCounts(t, db)
	bad := *b
	bad.Audit = append(append([]backup.AuditEntry{}, b.Audit...), backup.AuditEntry{Round: 2, Table: 9, GameTable: 9})
	_, err = db.RestoreBackup(ctx, &bad)
	wantCode(t, err, EINVALID, "table")
	bad = *b
	bad.Records = append(append([]backup.Record{}, b.Records...), backup.Record{Round: 3, Table: 1, SGF: "(;)"})
	_, err = db.RestoreBackup(ctx, &bad)
	wantCode(t, err, EINVALID, "table")
	bad = *b
	bad.Prizes = append(append([]tournament.Prize{}, b.Prizes...), tournament.Prize{Name: "x", Category: "kids"})
	_, err = db.RestoreBackup(ctx, &bad)
	wantCode(t, err, EINVALID, "prizes")
	bad = *b
	bad.SignUps = append(append([]backup.SignUp{}, b.SignUps...), backup.SignUp{Player: 999, Email: "x@y.z"})
	_, err = db.RestoreBackup(ctx, &bad)
	wantCode(t, err, EINVALID, "sign-up")
	bad = *b
	bad.SignUps = append(append([]backup.SignUp{}, b.SignUps...), b.SignUps[0])
	_, err = db.RestoreBackup(ctx, &bad)
	wantCode(t, err, EINVALID, "sign-up")
	bad = *b
	bad.Tournament.Settings.Rounds = 0
	if _, err := db.RestoreBackup(ctx, &bad); err == nil {
		t.Fatal("settings of 0 rounds restored")
	}
	if after := rowCounts(t, db); !reflect.DeepEqual(after, before) {
		t.Errorf("a refused restore changed the database: %v, was %v", after, before)
	}
	if _, err := db.RestoreBackup(ctx, b); err != nil {
		t.Fatal(err)
	}
	after := rowCounts(t, db)
	// The rejected sign-up stays in the original only.
	if after["game_records"] != 2*before["game_records"] || after["result_changes"] != 2*before["result_changes"] ||
		after["signups"] != before["signups"]+1 || after["prize_lists"] != 2 || after["registrations"] != 2 ||
		after["player_details"] != 2*before["player_details"] {
		t.Errorf("restore: %v, was %v", after, before)
	}

}

// sameJSONText reports whether two texts are the same JSON value.
func sameJSONText(a, b string) bool {
	var x, y any
	if json.Unmarshal([]byte(a), &x) != nil || json.Unmarshal([]byte(b), &y) != nil {
		return a == b
	}
	return reflect.DeepEqual(x, y)
}

// restoredCopy writes tournament id's backup as a file would hold it, reads it back and
// restores it: the backup and the copy's id.
func restoredCopy(t *testing.T, db *DB, id TournamentID) (*backup.Backup, TournamentID) {
	t.Helper()
	ctx := context.Background()
	b, err := db.Backup(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	data, err := marshalBackup(b)
	if err != nil {
		t.Fatal(err)
	}
	read, err := backup.Unmarshal(data)
	if err != nil {
		t.Fatal(err)
	}
	copyID, err := db.RestoreBackup(ctx, read)
	if err != nil {
		t.Fatal(err)
	}
	return b, copyID
}

// TestRestoreOlderBackups restores the backups that earlier hoshis wrote
// (internal/backup/testdata): each is stored whole, the prisoners per rank a first-version file
// lacks are its 9x9 board's 1, and a name registered twice in two Unicode spellings is stored
// twice, the second apart, so that the copy's own backup restores again.
func TestRestoreOlderBackups(t *testing.T) {
	ctx := context.Background()
	db := openTest(t)
	files, err := filepath.Glob("../backup/testdata/*.json")
	if err != nil || len(files) < 8 {
		t.Fatalf("old backups %v %v", files, err)
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		b, err := backup.Unmarshal(data)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		b.Tournament.Settings.Name = filepath.Base(f)
		id, err := db.RestoreBackup(ctx, b)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		got, _, err := db.LoadTournament(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		if len(got.Games) != 4 || len(got.Byes) != 2 {
			t.Errorf("%s: %d games, %d byes", f, len(got.Games), len(got.Byes))
		}
		if strings.Contains(f, "bc611a9") && got.Settings.Handicap.PrisonersPerRank != 1 {
			t.Errorf("%s: %d prisoners per rank, want 1 (9x9)", f, got.Settings.Handicap.PrisonersPerRank)
		}
		if strings.Contains(f, "3777740") || strings.Contains(f, "7e2c8f5") {
			if len(got.Players) != 6 || got.Players[5].Name != "Dvořák" || got.Players[5].FirstName != "Jan (2)" ||
				got.Players[0].Name != "Dvořák" || got.Players[0].FirstName != "Jan" {
				t.Errorf("%s: players %+v", f, got.Players)
			}
			again, err := db.Backup(ctx, id)
			if err != nil {
				t.Fatal(err)
			}
			out, err := marshalBackup(again)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := backup.Unmarshal(out); err != nil {
				t.Errorf("%s: the copy's backup does not read: %v", f, err)
			}
		}
	}
}
