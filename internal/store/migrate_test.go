package store

import (
	"context"
	"errors"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/store/storetest"
	"github.com/hoshi-go/hoshi/internal/team"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"golang.org/x/crypto/bcrypt"
	"gorm.io/gorm"
)

// oldSession is the token of a session opened before the users' migration.
const oldSession = "a session of the single password"

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
	path := storetest.DSN(t)
	// fill adds data after the migration of the same index, using only the tables that
	// migration and the earlier ones created.
	var id TournamentID
	fill := []func(db *DB){
		func(db *DB) {
			id = insertTournamentAsOf(t, db, testSettings())
			a := insertPlayerAsOf(t, db, id, "Novák", "Jan", "2d")
			b := insertPlayerAsOf(t, db, id, "Lee", "Sedol", "9p")
			c := insertPlayerAsOf(t, db, id, "<b>Bold</b>", "x", "30k")
			// The round as that schema stored it (SaveRound of today also reads the team
			// tables, which came later).
			g := insertAsOf(t, db, "games", &gameRow{TournamentID: uint(id), Round: 1, TableNumber: 1, WhiteID: uint(b), BlackID: uint(a),
				Komi: 13, Result: tournament.WhiteWins.String(), KnownColor: true, UpdatedAt: db.now()})
			insertAsOf(t, db, "byes", &byeRow{TournamentID: uint(id), Round: 1, PlayerID: uint(c)})
			// The result as SetResult stored it then: entered once, changed by a round's
			// save, entered again (two results entered, for the count of migration
			// 2026112902).
			for i, by := range []string{"director", "round saved: admin", "director"} {
				old, res := tournament.Unknown, tournament.BlackWins
				if i > 0 {
					old, res = tournament.BlackWins, tournament.Unknown
				}
				if i == 2 {
					res = tournament.WhiteWins
				}
				insertAsOf(t, db, "result_changes", &resultChangeRow{TournamentID: uint(id), GameID: &g, Round: 1, TableNumber: 1,
					OldResult: old.String(), NewResult: res.String(), ChangedAt: db.now(), ChangedBy: by})
			}
		},
		func(db *DB) {
			// The single password of that schema, written as it was (the code of today writes
			// the users' columns).
			hash, err := bcrypt.GenerateFromPassword([]byte("correct horse"), bcrypt.MinCost)
			if err != nil {
				t.Fatal(err)
			}
			now := time.Now()
			if err := db.gorm.Exec("INSERT INTO directors (name, password_hash, created_at, updated_at) VALUES (?, ?, ?, ?)",
				"director", string(hash), now, now).Error; err != nil {
				t.Fatal(err)
			}
			if err := db.gorm.Exec("INSERT INTO sessions (token_hash, director_id, created_at, expires_at) SELECT ?, id, ?, ? FROM directors",
				tokenHash(oldSession), now, now.Add(time.Hour)).Error; err != nil {
				t.Fatal(err)
			}
			if err := db.gorm.Exec("INSERT INTO login_attempts (ip, at, success) VALUES (?, ?, ?)", "127.0.0.1", now, false).Error; err != nil {
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
			// Only the columns of this migration: AddPlayer writes the newest schema.
			row := newPlayerRow(id, &tournament.Player{Name: "Virtanen", FirstName: "Aino", Rank: rank.Unranked, Unranked: true})
			row.CreatedAt, row.UpdatedAt = db.now(), db.now()
			insertAsOf(t, db, "players", &row)
		},
		func(db *DB) {
			// Names stored in NFC stay as they are (the comparison above checks every row);
			// TestMigrateNamesNFC covers the names stored with combining accents.
		},
		func(db *DB) {
			// A registration setting and a sign-up.
			if err := db.SetRegistration(ctx, id, tournament.Registration{Open: true}); err != nil {
				t.Fatal(err)
			}
			// Only the columns of this migration: SignUp writes the newest schema of players.
			row := newPlayerRow(id, &tournament.Player{Name: "Novák", FirstName: "Petr", Rank: rank.Kyu(5),
				Status: tournament.Preliminary})
			row.CreatedAt, row.UpdatedAt = db.now(), db.now()
			pid := insertAsOf(t, db, "players", &row)
			insertAsOf(t, db, "signups", &signupRow{TournamentID: uint(id), PlayerID: &pid, Email: "petr@example.org",
				Address: "192.0.2.1", CreatedAt: db.now()})
		},
		func(db *DB) {
			// Categories, a prize list and a player's details.
			cats := []tournament.Category{{Name: "women", Kind: tournament.CategoryWomen},
				{Name: "1-5k", Kind: tournament.CategoryRanks, Strongest: rank.Kyu(1), Weakest: rank.Kyu(5)}}
			if err := db.SetAwards(ctx, id, cats, []tournament.Prize{{Name: "1st"}, {Name: "best woman", Category: "women"}}); err != nil {
				t.Fatal(err)
			}
			got, _, err := db.LoadTournament(ctx, id)
			if err != nil {
				t.Fatal(err)
			}
			if err := db.SetPlayerDetails(ctx, id, map[tournament.PlayerID]tournament.PlayerDetails{
				got.Players[0].ID: {Woman: true, Born: time.Date(2010, 5, 1, 0, 0, 0, 0, time.UTC)}}); err != nil {
				t.Fatal(err)
			}
		},
		func(db *DB) {
			uid, err := db.CreateUser(ctx, "desk", "desk@example.org", "", false)
			if err != nil {
				t.Fatal(err)
			}
			if err := db.SetRole(ctx, id, uid, RoleDesk); err != nil {
				t.Fatal(err)
			}
			if _, err := db.CreateInvite(ctx, uid, time.Hour); err != nil {
				t.Fatal(err)
			}
		},
		func(db *DB) {
			// The tournament of before speaks English in UTC; a language and zone are kept.
			got, _, err := db.LoadTournament(ctx, id)
			if err != nil || got.Settings.Language != "en" || got.Settings.TimeZone != "" {
				t.Fatalf("language and zone after the migration: %q %q %v", got.Settings.Language, got.Settings.TimeZone, err)
			}
			// Only the columns of this migration: UpdateSettings writes the newest schema.
			if err := db.gorm.Table("tournaments").Where("id = ?", id).
				Updates(map[string]any{"language": "cs", "time_zone": "Europe/Prague"}).Error; err != nil {
				t.Fatal(err)
			}
			got, _, err = db.LoadTournament(ctx, id)
			if err != nil || got.Settings.Language != "cs" || got.Settings.TimeZone != "Europe/Prague" {
				t.Fatalf("language and zone not kept: %q %q %v", got.Settings.Language, got.Settings.TimeZone, err)
			}
		},
		func(db *DB) {
			// The tournament of before has no constraints; pairs kept apart, left-out tables and
			// a fixed table are kept.
			got, _, err := db.LoadTournament(ctx, id)
			if err != nil || got.Settings.AvoidPairs != nil || got.Settings.LeftOutTables != nil || got.Players[0].FixedTable != 0 {
				t.Fatalf("constraints after the migration: %+v %v", got.Settings, err)
			}
			// Only the columns of this migration: UpdateSettings and UpdatePlayer write the
			// newest schema.
			pairs := jsonText([]tournament.PlayerPair{{got.Players[0].ID, got.Players[1].ID}}, "[]")
			if err := db.gorm.Table("tournaments").Where("id = ?", id).
				Updates(map[string]any{"avoid_pairs": pairs, "left_out_tables": `{"2":[1]}`}).Error; err != nil {
				t.Fatal(err)
			}
			if err := db.gorm.Table("players").Where("id = ?", got.Players[1].ID).Update("fixed_table", 4).Error; err != nil {
				t.Fatal(err)
			}
		},
		func(db *DB) {
			// A team tournament: settings and a team of two boards.
			if err := db.SetTeamSettings(ctx, id, team.Settings{Size: 2}); err != nil {
				t.Fatal(err)
			}
			got, _, err := db.LoadTournament(ctx, id)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := db.AddTeam(ctx, id, team.Team{Name: "Praha", Players: []tournament.PlayerID{got.Players[0].ID, got.Players[1].ID}}); err != nil {
				t.Fatal(err)
			}
		},
		func(db *DB) {
			// The writer's format is this hoshi's, and its writes go on.
			var format int
			if err := db.gorm.Raw("SELECT format FROM hoshi_writer").Scan(&format).Error; err != nil || format != writerFormat {
				t.Fatalf("writer format %d %v, want %d", format, err, writerFormat)
			}
			if err := db.transaction(ctx, func(*gorm.DB) error { return nil }); err != nil {
				t.Fatal(err)
			}
		},
		func(db *DB) {
			// The tournament of before plays Go; another game is kept.
			got, _, err := db.LoadTournament(ctx, id)
			if err != nil || got.Settings.Game != tournament.GoGame {
				t.Fatalf("game after the migration: %q %v", got.Settings.Game, err)
			}
			// Only the column of this migration: UpdateSettings writes the newest schema.
			if err := db.gorm.Table("tournaments").Where("id = ?", id).Update("game", "shogi").Error; err != nil {
				t.Fatal(err)
			}
			got, _, err = db.LoadTournament(ctx, id)
			if err != nil || got.Settings.Game != tournament.ShogiGame {
				t.Fatalf("game not kept: %q %v", got.Settings.Game, err)
			}
		},
		func(db *DB) {
			// The tournament of before is open; a closed mark is kept.
			got, _, err := db.LoadTournament(ctx, id)
			if err != nil || got.Closed {
				t.Fatalf("closed after the migration: %v %v", got.Closed, err)
			}
			if err := db.SetClosed(ctx, id, true); err != nil {
				t.Fatal(err)
			}
		},
		func(db *DB) {
			// The count of results entered starts at the trail's two lines that are
			// results entered (the round's save is not one), and the next result counts
			// on from there.
			var n int64
			if err := db.gorm.Raw("SELECT results_entered FROM tournaments WHERE id = ?", id).Scan(&n).Error; err != nil || n != 2 {
				t.Fatalf("results entered after the migration: %d %v, want 2", n, err)
			}
			if err := db.SetResult(ctx, id, 1, 1, tournament.WhiteWins, false, "director"); err != nil {
				t.Fatal(err)
			}
			if err := db.gorm.Raw("SELECT results_entered FROM tournaments WHERE id = ?", id).Scan(&n).Error; err != nil || n != 3 {
				t.Fatalf("results entered after one more: %d %v, want 3", n, err)
			}
		},
		func(db *DB) {
			// Every text and record stored so far passes today's checks: nothing is set
			// aside (the row counts and contents of every table are compared above).
			var n int64
			if err := db.gorm.Table("set_aside_records").Count(&n).Error; err != nil || n != 0 {
				t.Fatalf("records set aside: %d %v, want none", n, err)
			}
		},
		func(db *DB) {
			// The tournament of before takes no reports; a link, a check-in and a report are kept.
			got, _, err := db.LoadTournament(ctx, id)
			if err != nil || got.Settings.SelfReport != tournament.SelfReportOff {
				t.Fatalf("self-report after the migration: %v %v", got.Settings.SelfReport, err)
			}
			if err := db.gorm.Table("tournaments").Where("id = ?", id).Update("self_report", int(tournament.SelfReportConfirm)).Error; err != nil {
				t.Fatal(err)
			}
			g := got.RoundGames(1)[0]
			token, err := db.IssueLink(ctx, id, g.White)
			if err != nil {
				t.Fatal(err)
			}
			link, err := db.LinkOf(ctx, token)
			if err != nil {
				t.Fatal(err)
			}
			if err := db.CheckIn(ctx, id, g.White, 2, "Lee Sedol"); err != nil {
				t.Fatal(err)
			}
			// Written directly: Report reads the tables of later migrations.
			var gr gameRow
			if err := db.gorm.Where("tournament_id = ? AND round = 1", id).Take(&gr).Error; err != nil {
				t.Fatal(err)
			}
			report := selfReportRow{TournamentID: uint(id), Round: 1, PlayerID: uint(g.White), GameID: &gr.ID,
				OpponentID: uint(g.Black), Result: ReportWon, At: db.now(), LinkID: link.ID}
			if err := db.gorm.Create(&report).Error; err != nil {
				t.Fatal(err)
			}
		},
		func(db *DB) {
			// No game has a proposed position; one (the game has a result by now, so it is
			// written directly) is kept.
			var n int64
			if err := db.gorm.Table("position_proposals").Count(&n).Error; err != nil || n != 0 {
				t.Fatalf("positions after the migration: %d %v", n, err)
			}
			got, _, err := db.LoadTournament(ctx, id)
			if err != nil {
				t.Fatal(err)
			}
			var g gameRow
			if err := db.gorm.Where("tournament_id = ? AND round = 1", id).Take(&g).Error; err != nil {
				t.Fatal(err)
			}
			row := positionRow{TournamentID: uint(id), Round: 1, GameID: g.ID, WhiteID: g.WhiteID, BlackID: g.BlackID, Version: 1,
				SGF: "(;GM[1]SZ[19]AB[dd]AW[pp])", Details: `{"dead":[]}`, Score: "W+6.5", Result: "w",
				ChangedBy: uint(got.Players[0].ID), ChangedAt: db.now(), WhiteConfirmed: true}
			if err := db.gorm.Create(&row).Error; err != nil {
				t.Fatal(err)
			}
		},
		func(db *DB) {
			// The tournament of before counts draws half and has none of the other games'
			// settings, nor its games a furigoma or a match; what is set is kept.
			got, _, err := db.LoadTournament(ctx, id)
			if err != nil {
				t.Fatal(err)
			}
			s := got.Settings
			if s.Draws != tournament.DrawsHalf || s.Variant != "" || s.Opening != "" || s.MatchGames != 0 || s.HandicapLadder != nil {
				t.Fatalf("settings after the migration: %q %q %q %d %v", s.Draws, s.Variant, s.Opening, s.MatchGames, s.HandicapLadder)
			}
			if len(got.Games) == 0 {
				t.Fatal("no game to fill")
			}
			for _, g := range got.Games {
				if g.FurigomaBy != 0 || g.MatchWhite != 0 || g.MatchBlack != 0 {
					t.Fatalf("game after the migration: %+v", g)
				}
			}
			if err := db.gorm.Table("tournaments").Where("id = ?", id).
				Updates(map[string]any{"draws": "replay", "handicap_ladder": `["even","lance"]`}).Error; err != nil {
				t.Fatal(err)
			}
			g := got.Games[0]
			if err := db.gorm.Table("games").Where("tournament_id = ? AND round = ? AND table_number = ?", id, g.Round, g.Table).
				Updates(map[string]any{"furigoma_by": uint(g.White), "furigoma_tokin": 4}).Error; err != nil {
				t.Fatal(err)
			}
			got, _, err = db.LoadTournament(ctx, id)
			if err != nil || got.Settings.Draws != tournament.DrawsReplay || !slices.Equal(got.Settings.HandicapLadder, []string{"even", "lance"}) ||
				got.Games[0].FurigomaBy != g.White || got.Games[0].FurigomaTokin != 4 {
				t.Fatalf("not kept: %v %q %v %+v", err, got.Settings.Draws, got.Settings.HandicapLadder, got.Games[0])
			}
		},
		func(db *DB) {
			// No game of before was replayed, no line of the trail a replayed draw; a
			// replay set is kept.
			got, _, err := db.LoadTournament(ctx, id)
			if err != nil {
				t.Fatal(err)
			}
			for _, g := range got.Games {
				if g.Replays != 0 {
					t.Fatalf("game after the migration: %+v", g)
				}
			}
			changes, err := db.ResultChanges(ctx, id)
			if err != nil || len(changes) == 0 {
				t.Fatalf("no audit trail to check: %v", err)
			}
			for _, c := range changes {
				if c.Replayed {
					t.Fatalf("audit line after the migration: %+v", c)
				}
			}
			g := got.Games[0]
			if err := db.gorm.Table("games").Where("tournament_id = ? AND round = ? AND table_number = ?", id, g.Round, g.Table).
				Update("replays", 2).Error; err != nil {
				t.Fatal(err)
			}
			if err := db.gorm.Table("result_changes").Where("tournament_id = ?", id).Update("replayed", true).Error; err != nil {
				t.Fatal(err)
			}
			got, _, err = db.LoadTournament(ctx, id)
			if err != nil || got.Games[0].Replays != 2 {
				t.Fatalf("not kept: %v %+v", err, got.Games[0])
			}
			if changes, err = db.ResultChanges(ctx, id); err != nil || !changes[0].Replayed {
				t.Fatalf("audit line not kept: %v %+v", err, changes)
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
		if m.ID == "2026112505-users" {
			// The one change this migration makes to existing rows: the single password's
			// account is now the administrator.
			for _, r := range contents["directors"] {
				if r["name"] == "director" {
					r["name"] = "admin"
				}
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
	// The single password became the administrator's, whose session stays open.
	if err := db.CheckPassword(ctx, "correct horse"); err != nil {
		t.Fatal(err)
	}
	if u, err := db.Authenticate(ctx, "admin", "correct horse"); err != nil || !u.Admin || u.Name != "admin" {
		t.Fatalf("administrator after the upgrade: %+v %v", u, err)
	}
	if u, ok, err := db.SessionUser(ctx, oldSession); err != nil || !ok || !u.Admin {
		t.Fatalf("session of the single password after the upgrade: %+v %v %v", u, ok, err)
	}
	if f, err := db.RatingList(ctx); err != nil || f.Name != "allworld_lp.html" || !strings.Contains(string(f.Text), "Dvořák") {
		t.Fatalf("rating list after all migrations: %+v %v", f, err)
	}
	got, _, err := db.LoadTournament(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if got.Settings.Name != "Prague Go Open" || len(got.Players) != 6 || len(got.Games) != 1 ||
		got.Games[0].Result != tournament.WhiteWins || !got.Settings.CountUnplayedAsHalf ||
		got.Players[0].RankFromList || !got.Players[3].RankFromList || got.Players[3].EGDPin != "12345678" ||
		got.Settings.Handicap.PrisonersPerRank != 3 || got.Players[3].Unranked || !got.Players[4].Unranked ||
		got.Players[4].Rank != rank.Unranked || got.Players[1].FixedTable != 4 ||
		!reflect.DeepEqual(got.Settings.AvoidPairs, []tournament.PlayerPair{{got.Players[0].ID, got.Players[1].ID}}) ||
		!reflect.DeepEqual(got.Settings.LeftOutTables, map[int][]int{2: {1}}) {
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
	row := newPlayerRow(id, &tournament.Player{Name: name, FirstName: first, Rank: mustRank(r)})
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

// TestMigrateNamesNFC: players stored with combining accents get their names in NFC and the
// key of that form, so the composed spelling is then refused as a duplicate; a player whose
// NFC key another of his tournament has already keeps his row.
func TestMigrateNamesNFC(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "hoshi.db")
	db, err := open(ctx, path, "2026112502-unranked")
	if err != nil {
		t.Fatal(err)
	}
	const (
		nfd = "Dvor\u030ca\u0301k" // Dvořák with combining caron and acute
		nfc = "Dvo\u0159\u00e1k"   // Dvořák with composed letters
	)
	one := insertTournamentAsOf(t, db, testSettings())
	two := insertTournamentAsOf(t, db, testSettings())
	// Keys as they were stored before: upper case of the text as typed, without spaces.
	set := func(id tournament.PlayerID, name string) {
		t.Helper()
		err := db.gorm.Exec("UPDATE players SET name = ?, name_key = ? WHERE id = ?", name, strings.ToUpper(name)+"JAN", id).Error
		if err != nil {
			t.Fatal(err)
		}
	}
	a := insertPlayerAsOf(t, db, one, "A", "Jan", "3k")
	set(a, nfd)
	b := insertPlayerAsOf(t, db, two, "B", "Jan", "3k")
	set(b, nfc)
	c := insertPlayerAsOf(t, db, two, "C", "Jan", "2k")
	set(c, nfd)
	db.Close()

	db, err = Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	type row struct{ Name, NameKey string }
	get := func(id tournament.PlayerID) row {
		t.Helper()
		var r row
		if err := db.gorm.Raw("SELECT name, name_key FROM players WHERE id = ?", id).Scan(&r).Error; err != nil {
			t.Fatal(err)
		}
		return r
	}
	wantKey := "DVO\u0158\u00c1KJAN" // DVOŘÁKJAN, composed
	if r := get(a); r.Name != nfc || r.NameKey != wantKey {
		t.Errorf("player stored with combining accents: %+q, want name %+q key %+q", r, nfc, wantKey)
	}
	if r := get(b); r.Name != nfc || r.NameKey != wantKey {
		t.Errorf("player stored composed: %+q, want unchanged", r)
	}
	if r := get(c); r.Name != nfd || r.NameKey != strings.ToUpper(nfd)+"JAN" {
		t.Errorf("second registration of the same name: %+q, want kept as it was", r)
	}
	_, err = db.AddPlayer(ctx, one, tournament.Player{Name: nfc, FirstName: "Jan", Rank: rank.Kyu(3)})
	if err == nil {
		t.Error("the composed spelling of a migrated player was registered again")
	}
}

// A database that a newer hoshi migrated is refused with what happened and what to do, and is
// left as it was; opening reports the migrations it applied.
func TestNewerSchemaRefused(t *testing.T) {
	ctx := t.Context()
	dsn := storetest.DSN(t)
	db, err := Open(ctx, dsn)
	if err != nil {
		t.Fatal(err)
	}
	if got := db.AppliedMigrations(); len(got) != len(migrations) || got[0] != "2026112101-tournaments" || got[len(got)-1] != Schema() {
		t.Fatalf("a new database applied %v", got)
	}
	if err := db.gorm.Exec("INSERT INTO migrations (id) VALUES (?)", "2099010101-future").Error; err != nil {
		t.Fatal(err)
	}
	_, err = Open(ctx, dsn)
	if !errors.Is(err, ErrNewerSchema) {
		t.Fatalf("open after a newer hoshi: %v", err)
	}
	for _, want := range []string{"newer hoshi", "2099010101-future", Schema(), "restore a backup"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("%q does not say %q", err, want)
		}
	}
	if strings.Contains(err.Error(), "gormigrate") {
		t.Errorf("the message is the library's: %v", err)
	}
	// Without the newer migration, the database opens with nothing left to apply.
	if err := db.gorm.Exec("DELETE FROM migrations WHERE id = ?", "2099010101-future").Error; err != nil {
		t.Fatal(err)
	}
	db.Close()
	db, err = Open(ctx, dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if got := db.AppliedMigrations(); len(got) != 0 {
		t.Errorf("reopened: applied %v", got)
	}
}
