package store

import (
	"context"
	"strconv"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/tournament"
)

// Texts and records that an old restore stored unchecked are brought to today's checks by
// migration 2026112903: control characters become spaces, over-long texts are cut, a name
// that becomes another player's gets a number, and the game records the API would refuse
// are set aside with their reason; the rest is untouched. On PostgreSQL, which never stored
// NUL or invalid UTF-8, those two cases are SQLite's only.
func TestMigrateCheckedTextsRecords(t *testing.T) {
	ctx := context.Background()
	dsn := testDSN(t)
	db, err := open(ctx, dsn, "2026112904-results-entered")
	if err != nil {
		t.Fatal(err)
	}
	sqlDB, err := db.gorm.DB() // under the store's own text check, as an old restore wrote
	if err != nil {
		t.Fatal(err)
	}
	exec := func(q string, args ...any) {
		t.Helper()
		if db.postgres {
			q = pgPlaceholders(q)
		}
		if _, err := sqlDB.Exec(q, args...); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
	id := insertTournamentAsOf(t, db, testSettings())
	exec("UPDATE tournaments SET name = ?, place = ? WHERE id = ?", "Brno\r\nOpen", strings.Repeat("P", 130), id)
	tabbed := insertPlayerAsOf(t, db, id, "Nov\ták", "Jan\nPetr", "2d")
	long := insertPlayerAsOf(t, db, id, strings.Repeat("x", 100), "Eva", "1k")
	kept := insertPlayerAsOf(t, db, id, "Svoboda", "Jan", "3k")
	twin := insertPlayerAsOf(t, db, id, "Svo\nboda", "Jan", "3k")
	fine := insertPlayerAsOf(t, db, id, "Dvořák", "Jiří", "5k")
	other := insertPlayerAsOf(t, db, id, "Horák", "Petr", "5k")
	var nul tournament.PlayerID
	if !db.postgres {
		nul = insertPlayerAsOf(t, db, id, "Nemec", "Ota", "6k")
		exec("UPDATE players SET name = ?, club = ? WHERE id = ?", "Ne\x00mec", "Brno\xff", nul)
	}
	games := map[int]uint{}
	for table, p := range [][2]tournament.PlayerID{{tabbed, long}, {kept, twin}, {fine, other}} {
		games[table+1] = insertAsOf(t, db, "games", &gameRow{TournamentID: uint(id), Round: 1, TableNumber: table + 1,
			WhiteID: uint(p[0]), BlackID: uint(p[1]), Result: tournament.WhiteWins.String(), KnownColor: true, UpdatedAt: db.now()})
	}
	for table, sgf := range map[int]string{1: "(;SZ[9];B[aa];W[bb])", 2: "this is no SGF", 3: "(;SZ[19]RE[W+R];B[pd])"} {
		insertAsOf(t, db, "game_records", &gameRecordRow{GameID: games[table], SGF: sgf, Score: "W+R", Details: "{}",
			UploadedAt: db.now(), UploadedBy: "desk"})
	}
	db.Close()

	db = openDSN(t, dsn)
	got, _, err := db.LoadTournament(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if got.Settings.Name != "Brno Open" || got.Settings.Place != strings.Repeat("P", 120) {
		t.Errorf("tournament: %q, place of %d characters", got.Settings.Name, len(got.Settings.Place))
	}
	want := map[tournament.PlayerID][2]string{
		tabbed: {"Nov ák", "Jan Petr"}, long: {strings.Repeat("x", 80), "Eva"}, kept: {"Svoboda", "Jan"},
		twin: {"Svo boda", "Jan (2)"}, fine: {"Dvořák", "Jiří"}, other: {"Horák", "Petr"},
	}
	if nul != 0 {
		want[nul] = [2]string{"Ne mec", "Ota"}
	}
	for pid, w := range want {
		p := got.Player(pid)
		if p == nil || p.Name != w[0] || p.FirstName != w[1] {
			t.Errorf("player %d: %+v, want %q %q", pid, p, w[0], w[1])
			continue
		}
		if p.Key() != tournament.KeyText(w[0]+w[1]) {
			t.Errorf("player %d: key %q", pid, p.Key())
		}
		if err := p.CheckTextLimits(); err != nil || tournament.HasUnsafeText(p.Name+p.FirstName+p.Club) {
			t.Errorf("player %d still refused by today's checks: %+v %v", pid, p, err)
		}
	}
	if nul != 0 && got.Player(nul).Club != "Brno" {
		t.Errorf("club of invalid UTF-8: %q, want %q", got.Player(nul).Club, "Brno")
	}
	if len(got.Games) != 3 {
		t.Errorf("%d games, want 3", len(got.Games))
	}
	for _, g := range got.Games {
		if g.Result != tournament.WhiteWins {
			t.Errorf("table %d: result %v after the migration", g.Table, g.Result)
		}
	}
	if rec, err := db.RecordedTables(ctx, id, 1); err != nil || len(rec) != 1 || !rec[3] {
		t.Errorf("tables with a record: %v %v, want table 3 only", rec, err)
	}
	var aside []struct {
		TournamentID uint
		Round        int
		TableNumber  int
		SGF          string `gorm:"column:sgf"`
		UploadedBy   string
		Reason       string
	}
	if err := db.gorm.Table("set_aside_records").Order("table_number").Find(&aside).Error; err != nil {
		t.Fatal(err)
	}
	if len(aside) != 2 || aside[0].TableNumber != 1 || aside[0].SGF != "(;SZ[9];B[aa];W[bb])" ||
		!strings.Contains(aside[0].Reason, "9x9 board") || aside[1].TableNumber != 2 || aside[1].SGF != "this is no SGF" ||
		!strings.Contains(aside[1].Reason, "not a valid SGF") || aside[0].UploadedBy != "desk" || aside[0].TournamentID != uint(id) {
		t.Errorf("records set aside: %+v", aside)
	}
	// The tournament backs up, and its backup restores.
	b, err := db.Backup(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if len(b.Records) != 1 {
		t.Errorf("%d records in the backup, want 1", len(b.Records))
	}
	if _, err := db.RestoreBackup(ctx, b); err != nil {
		t.Errorf("restore of the migrated tournament's backup: %v", err)
	}
	// Deleting the tournament deletes what was set aside of it.
	if err := db.DeleteTournament(ctx, id); err != nil {
		t.Fatal(err)
	}
	var n int64
	if err := db.gorm.Table("set_aside_records").Count(&n).Error; err != nil || n != 0 {
		t.Errorf("%d records set aside after the tournament's deletion (%v)", n, err)
	}
}

// pgPlaceholders numbers the ? of q as PostgreSQL's $1, $2...
func pgPlaceholders(q string) string {
	var b strings.Builder
	n := 0
	for _, r := range q {
		if r == '?' {
			n++
			b.WriteString("$" + strconv.Itoa(n))
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}
