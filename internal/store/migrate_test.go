package store

import (
	"context"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"gorm.io/gorm"
)

// rowCounts counts the rows of every table that exists.
func rowCounts(t *testing.T, db *DB) map[string]int64 {
	t.Helper()
	counts := map[string]int64{}
	tables, err := db.gorm.Migrator().GetTables()
	if err != nil {
		t.Fatal(err)
	}
	for _, table := range tables {
		var n int64
		if err := db.gorm.Table(table).Count(&n).Error; err != nil {
			t.Fatal(err)
		}
		counts[table] = n
	}
	return counts
}

// TestMigrationsKeepRows fills the database after each migration with data of the tables
// that exist at that point, then applies the next migrations and checks that no row was lost
// and that the tournament reads back unchanged.
func TestMigrationsKeepRows(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "hoshi.db")
	// fill adds data after the migration of the same index, using only the tables that
	// migration and the earlier ones created.
	var id TournamentID
	fill := []func(db *DB){
		func(db *DB) {
			id = insertTournamentAsOf(t, db, testSettings())
			a := insertPlayerAsOf(t, db, id, "Novák", "Jan", "2d")
			b := insertPlayerAsOf(t, db, id, "Lee", "Sedol", "9p")
			c := insertPlayerAsOf(t, db, id, "<b>Bold</b>", "x", "30k")
			games := []tournament.Game{{Table: 1, White: b, Black: a, Handicap: 0, Komi: 13, KnownColor: true}}
			if err := db.SaveRound(ctx, id, 1, games, c); err != nil {
				t.Fatal(err)
			}
			if err := db.SetResult(ctx, id, 1, 1, tournament.WhiteWins, false, "director"); err != nil {
				t.Fatal(err)
			}
		},
		func(db *DB) {
			if err := db.SetPassword(ctx, "correct horse"); err != nil {
				t.Fatal(err)
			}
			if _, err := db.CreateSession(ctx, time.Hour); err != nil {
				t.Fatal(err)
			}
			if err := db.RecordLoginAttempt(ctx, "127.0.0.1", false); err != nil {
				t.Fatal(err)
			}
		},
		func(db *DB) {
			if err := db.SaveGameRecord(ctx, id, GameRecord{Round: 1, Table: 1, SGF: "(;SZ[19]RE[W+R])", Score: "W+R"}); err != nil {
				t.Fatal(err)
			}
		},
		func(db *DB) {
			// Only the columns of this migration: UpdateSettings writes the newest schema.
			if err := db.gorm.Table("tournaments").Where("id = ?", id).Update("count_unplayed_as_half", true).Error; err != nil {
				t.Fatal(err)
			}
			got, _, err := db.LoadTournament(ctx, id)
			if err != nil || !got.Settings.CountUnplayedAsHalf {
				t.Fatalf("CountUnplayedAsHalf not kept: %v", err)
			}
		},
		func(db *DB) {
			// Players registered before follow no list; a new one follows it.
			got, _, err := db.LoadTournament(ctx, id)
			if err != nil {
				t.Fatal(err)
			}
			for _, p := range got.Players {
				if p.RankFromList {
					t.Fatalf("%s follows the EGD list after the migration", p.FullName())
				}
			}
			// Only the columns of this migration: AddPlayer writes the newest schema.
			row := newPlayerRow(id, &tournament.Player{Name: "Dvořák", FirstName: "Jiří", Rank: rank.Dan(1),
				EGDPin: "12345678", Rating: 2150, RankFromList: true})
			row.CreatedAt, row.UpdatedAt = db.now(), db.now()
			insertAsOf(t, db, "players", &row)
		},
		func(db *DB) {
			if err := db.SaveRatingList(ctx, RatingListFile{Name: "allworld_lp.html", LoadedAt: time.Now(),
				Text: []byte("12345678 Dvořák Jiří CZ Brno 1d -- 2150 12 T250101A\n")}); err != nil {
				t.Fatal(err)
			}
		},
		func(db *DB) {
			// The tournament of before gives 5 prisoners a rank; a changed value is kept.
			got, _, err := db.LoadTournament(ctx, id)
			if err != nil || got.Settings.Handicap.PrisonersPerRank != 5 {
				t.Fatalf("prisoners per rank after the migration: %+v %v", got.Settings.Handicap, err)
			}
			// Only the columns of this migration: UpdateSettings writes the newest schema.
			if err := db.gorm.Table("tournaments").Where("id = ?", id).Update("handicap_prisoners", 3).Error; err != nil {
				t.Fatal(err)
			}
		},
		func(db *DB) {
			// Players registered before are ranked; a new one is not.
			got, _, err := db.LoadTournament(ctx, id)
			if err != nil {
				t.Fatal(err)
			}
			for _, p := range got.Players {
				if p.Unranked {
					t.Fatalf("%s is unranked after the migration", p.FullName())
				}
			}
			if _, err := db.AddPlayer(ctx, id, tournament.Player{Name: "Virtanen", FirstName: "Aino", Rank: rank.Unranked,
				Unranked: true}); err != nil {
				t.Fatal(err)
			}
		},
		func(db *DB) {
			// The tournament of before speaks English in UTC; a language and zone are kept.
			got, _, err := db.LoadTournament(ctx, id)
			if err != nil || got.Settings.Language != "en" || got.Settings.TimeZone != "" {
				t.Fatalf("language and zone after the migration: %q %q %v", got.Settings.Language, got.Settings.TimeZone, err)
			}
			s := got.Settings
			s.Language, s.TimeZone = "cs", "Europe/Prague"
			if err := db.UpdateSettings(ctx, id, s); err != nil {
				t.Fatal(err)
			}
			got, _, err = db.LoadTournament(ctx, id)
			if err != nil || got.Settings.Language != "cs" || got.Settings.TimeZone != "Europe/Prague" {
				t.Fatalf("language and zone not kept: %q %q %v", got.Settings.Language, got.Settings.TimeZone, err)
			}
		},
	}
	if len(fill) != len(migrations) {
		t.Fatalf("%d migrations but %d fill steps: add a step that fills the new tables", len(migrations), len(fill))
	}
	var before map[string]int64
	var contents map[string][]map[string]any
	for i, m := range migrations {
		db, err := open(ctx, path, m.ID)
		if err != nil {
			t.Fatalf("migrate to %s: %v", m.ID, err)
		}
		after := rowCounts(t, db)
		for table, n := range before {
			if table != "migrations" && after[table] != n {
				t.Errorf("migration %s: table %s has %d rows, had %d", m.ID, table, after[table], n)
			}
		}
		for table, rows := range contents {
			if got := tableRows(t, db, table); !sameColumns(rows, got) {
				t.Errorf("migration %s: table %s changed:\n got %v\nwant %v", m.ID, table, got, rows)
			}
		}
		fill[i](db)
		before = rowCounts(t, db)
		contents = map[string][]map[string]any{}
		for table := range before {
			if table != "migrations" {
				contents[table] = tableRows(t, db, table)
			}
		}
		db.Close()
	}
	// Opening again finds nothing to do and keeps everything.
	db, err := Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if got := rowCounts(t, db); !reflect.DeepEqual(got, before) {
		t.Fatalf("reopen: %v, want %v", got, before)
	}
	if err := db.CheckPassword(ctx, "correct horse"); err != nil {
		t.Fatal(err)
	}
	if f, err := db.RatingList(ctx); err != nil || f.Name != "allworld_lp.html" || !strings.Contains(string(f.Text), "Dvořák") {
		t.Fatalf("rating list after all migrations: %+v %v", f, err)
	}
	got, _, err := db.LoadTournament(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if got.Settings.Name != "Prague Go Open" || len(got.Players) != 5 || len(got.Games) != 1 ||
		got.Games[0].Result != tournament.WhiteWins || !got.Settings.CountUnplayedAsHalf ||
		got.Players[0].RankFromList || !got.Players[3].RankFromList || got.Players[3].EGDPin != "12345678" ||
		got.Settings.Handicap.PrisonersPerRank != 3 || got.Players[3].Unranked || !got.Players[4].Unranked ||
		got.Players[4].Rank != rank.Unranked {
		t.Fatalf("tournament after all migrations: %+v", got)
	}
}

// insertTournamentAsOf stores a tournament with only the columns its table has at the current
// migration: the store's own code always writes the newest schema, which an old database
// does not have yet.
func insertTournamentAsOf(t *testing.T, db *DB, s tournament.Settings) TournamentID {
	t.Helper()
	row := settingsRow(&s)
	row.CreatedAt, row.UpdatedAt = db.now(), db.now()
	return TournamentID(insertAsOf(t, db, "tournaments", &row))
}

// insertPlayerAsOf registers a player as insertTournamentAsOf stores a tournament.
func insertPlayerAsOf(t *testing.T, db *DB, id TournamentID, name, first, r string) tournament.PlayerID {
	t.Helper()
	row := newPlayerRow(id, &tournament.Player{Name: name, FirstName: first, Rank: rank.MustParse(r)})
	row.CreatedAt, row.UpdatedAt = db.now(), db.now()
	return tournament.PlayerID(insertAsOf(t, db, "players", &row))
}

// insertAsOf inserts the columns of row (a pointer to a row struct) that table has now and
// returns the new id.
func insertAsOf(t *testing.T, db *DB, table string, row any) uint {
	t.Helper()
	stmt := &gorm.Statement{DB: db.gorm}
	if err := stmt.Parse(row); err != nil {
		t.Fatal(err)
	}
	cols, err := db.gorm.Migrator().ColumnTypes(table)
	if err != nil {
		t.Fatal(err)
	}
	values := map[string]any{}
	rv := reflect.ValueOf(row).Elem()
	for _, c := range cols {
		f := stmt.Schema.LookUpField(c.Name())
		if f == nil || c.Name() == "id" {
			continue
		}
		v, _ := f.ValueOf(context.Background(), rv)
		values[c.Name()] = v
	}
	if err := db.gorm.Table(table).Create(values).Error; err != nil {
		t.Fatal(err)
	}
	var newID uint
	if err := db.gorm.Table(table).Select("max(id)").Scan(&newID).Error; err != nil {
		t.Fatal(err)
	}
	return newID
}

// tableRows reads every row of a table as column -> value, in id order.
func tableRows(t *testing.T, db *DB, table string) []map[string]any {
	t.Helper()
	var rows []map[string]any
	q := db.gorm.Table(table)
	if db.gorm.Migrator().HasColumn(table, "id") {
		q = q.Order("id")
	}
	if err := q.Find(&rows).Error; err != nil {
		t.Fatal(err)
	}
	return rows
}

// sameColumns reports whether every row of want is in got, in order, with the same value in
// every column want has (later migrations may add columns).
func sameColumns(want, got []map[string]any) bool {
	if len(want) != len(got) {
		return false
	}
	for i := range want {
		for col, v := range want[i] {
			if !reflect.DeepEqual(got[i][col], v) {
				return false
			}
		}
	}
	return true
}

// TestMigrateHandicapPrisoners: tournaments under the rank-difference rule, which took 9
// stones on 19x19 and larger boards and 5 on smaller ones whatever the stored ceiling, get
// that ceiling stored; McMahon tournaments keep theirs; all give 5 prisoners a rank, as before.
func TestMigrateHandicapPrisoners(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "hoshi.db")
	db, err := open(ctx, path, "2026112106-rating-list")
	if err != nil {
		t.Fatal(err)
	}
	type tc struct {
		kind                tournament.HandicapKind
		size, ceiling, want int
	}
	cases := []tc{
		{tournament.HandicapRankDifference, 13, 9, 5},
		{tournament.HandicapRankDifference, 9, 9, 5},
		{tournament.HandicapRankDifference, 19, 3, 9},
		{tournament.HandicapRankDifference, 21, 9, 9},
		{tournament.HandicapMMS, 9, 9, 9},
		{tournament.HandicapMMS, 19, 6, 6},
		{tournament.HandicapNone, 13, 9, 9},
	}
	ids := make([]TournamentID, len(cases))
	for i, c := range cases {
		s := testSettings()
		s.BoardSize, s.Handicap.Kind, s.Handicap.Ceiling = c.size, c.kind, c.ceiling
		ids[i] = insertTournamentAsOf(t, db, s)
	}
	db.Close()
	db, err = Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	for i, c := range cases {
		got, _, err := db.LoadTournament(ctx, ids[i])
		if err != nil {
			t.Fatal(err)
		}
		if h := got.Settings.Handicap; h.Ceiling != c.want || h.PrisonersPerRank != 5 {
			t.Errorf("handicap %d on %dx%d, ceiling %d: now ceiling %d and %d prisoners a rank, want %d and 5",
				c.kind, c.size, c.size, c.ceiling, h.Ceiling, h.PrisonersPerRank, c.want)
		}
	}
}
