package store

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/go-gormigrate/gormigrate/v2"
	"gorm.io/gorm"
)

// migrations is the schema's history, oldest first. A migration is never edited once
// released: each declares its own frozen copy of the tables it touches, so later changes to
// the runtime rows cannot change what an old step does. Add new steps at the end.
var migrations = []*gormigrate.Migration{
	{ID: "2026112101-tournaments", Migrate: migrateTournaments},
	{ID: "2026112102-directors", Migrate: migrateDirectors},
	{ID: "2026112103-game-records", Migrate: migrateGameRecords},
	{ID: "2026112104-count-unplayed", Migrate: migrateCountUnplayed},
	{ID: "2026112105-rank-from-list", Migrate: migrateRankFromList},
	{ID: "2026112106-rating-list", Migrate: migrateRatingList},
	{ID: "2026112501-handicap-prisoners", Migrate: migrateHandicapPrisoners},
	{ID: "2026112502-unranked", Migrate: migrateUnranked},
	{ID: "2026112503-names-nfc", Migrate: migrateNamesNFC},
	{ID: "2026112503-signups", Migrate: migrateSignups},
	{ID: "2026112504-awards", Migrate: migrateAwards},
	{ID: "2026112505-users", Migrate: migrateUsers},
	{ID: "2026112506-language-zone", Migrate: migrateLanguageZone},
	{ID: "2026112602-constraints", Migrate: migrateConstraints},
	{ID: "2026112603-teams", Migrate: migrateTeams},
	{ID: "2026112901-writer-format", Migrate: migrateWriterFormat},
	{ID: "2026112902-game", Migrate: migrateGame},
	{ID: "2026112903-closed", Migrate: migrateClosed},
	{ID: "2026112904-results-entered", Migrate: migrateResultsEntered},
	{ID: "2026112905-checked-texts-records", Migrate: migrateCheckedTextsRecords},
	{ID: "2026112906-self-report", Migrate: migrateSelfReport},
	{ID: "2026112907-position-proposals", Migrate: migratePositionProposals},
	{ID: "2026112908-games", Migrate: migrateGames},
	{ID: "2026112910-draw-replay", Migrate: migrateDrawReplay},
}

// migrationLock is the key of PostgreSQL's advisory lock that orders the migrations of
// processes started together ("hoshi" in ASCII).
const migrationLock = 0x686f736869

// migrate applies the migrations up to and including id ("" for all). GORM's SQLite migrator
// rebuilds a table to alter it, which with foreign keys on would cascade deletes into the rows
// that refer to it; so the migrations run on one connection with foreign keys off, in one
// transaction that is kept only if PRAGMA foreign_key_check then finds nothing.
//
// On PostgreSQL the migrations run in one transaction too (its DDL is transactional), after
// taking a transaction-level advisory lock: several hoshi processes started at once on one
// database migrate it one after the other, the later ones finding nothing left to do.
func (db *DB) migrate(ctx context.Context, id string) error {
	sqlite := !db.postgres
	return db.gorm.WithContext(ctx).Connection(func(conn *gorm.DB) error {
		if sqlite {
			if err := conn.Exec("PRAGMA foreign_keys = OFF").Error; err != nil {
				return err
			}
			defer conn.Exec("PRAGMA foreign_keys = ON")
		}
		return conn.Transaction(func(tx *gorm.DB) error {
			if !sqlite {
				if err := tx.Exec("SELECT pg_advisory_xact_lock(?)", migrationLock).Error; err != nil {
					return err
				}
			}
			// The writer's row is locked first, before any table, so that the writes under way
			// (which hold it FOR SHARE) end before the migration alters their tables.
			if format, ok, err := storedFormat(tx, !sqlite, "FOR UPDATE"); err != nil {
				return err
			} else if ok && format > db.format {
				return newerFormat(format, db.format)
			}
			before, err := migrationIDs(tx)
			if err != nil {
				return err
			}
			m := gormigrate.New(tx, &gormigrate.Options{
				TableName:                 "migrations",
				IDColumnName:              "id",
				IDColumnSize:              255,
				ValidateUnknownMigrations: true,
			}, migrations)
			if id == "" {
				err = m.Migrate()
			} else {
				err = m.MigrateTo(id)
			}
			if errors.Is(err, gormigrate.ErrUnknownPastMigration) {
				return newerSchema(before)
			}
			if err != nil {
				return err
			}
			after, err := migrationIDs(tx)
			if err != nil {
				return err
			}
			db.applied = nil
			for _, a := range after {
				if !slices.Contains(before, a) {
					db.applied = append(db.applied, a)
				}
			}
			if err := db.stampFormat(tx); err != nil {
				return err
			}
			if !sqlite {
				return nil
			}
			var violations []map[string]any
			if err := tx.Raw("PRAGMA foreign_key_check").Scan(&violations).Error; err != nil {
				return err
			}
			if len(violations) > 0 {
				return fmt.Errorf("foreign key violations after migration: %v", violations)
			}
			return nil
		})
	})
}

// migrationIDs are the migrations the database has had, in the order of their IDs (none
// for a new database).
func migrationIDs(tx *gorm.DB) ([]string, error) {
	if !tx.Migrator().HasTable("migrations") {
		return nil, nil
	}
	var ids []string
	err := tx.Table("migrations").Order("id").Pluck("id", &ids).Error
	return ids, err
}

// ErrNewerSchema is the error of opening a database that a newer hoshi has migrated.
var ErrNewerSchema = errors.New("database written by a newer hoshi")

// newerSchema says which migrations of the database this hoshi does not know, and what to do.
func newerSchema(ids []string) error {
	known := map[string]bool{}
	for _, m := range migrations {
		known[m.ID] = true
	}
	var unknown []string
	for _, id := range ids {
		if !known[id] {
			unknown = append(unknown, id)
		}
	}
	return newerSchemaError(fmt.Sprintf("this database was last written by a newer hoshi (schema %s, which this "+
		"version, of schema %s, does not know): run that version or a later one, or restore a backup "+
		"taken before the upgrade", strings.Join(unknown, ", "), Schema()))
}

type newerSchemaError string

func (e newerSchemaError) Error() string { return string(e) }
func (e newerSchemaError) Unwrap() error { return ErrNewerSchema }

// AppliedMigrations are the migrations that opening the database applied (none when it was
// already up to date), oldest first.
func (db *DB) AppliedMigrations() []string { return db.applied }

// Schema is the newest migration this hoshi knows: the schema it writes.
func Schema() string { return migrations[len(migrations)-1].ID }
