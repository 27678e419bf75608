package store

import (
	"context"
	"errors"
	"fmt"
	"os"
	"slices"

	"gorm.io/gorm"
)

// writerFormat is the data format this hoshi writes. Raise it by one with every change after
// which an older hoshi, writing back a row it read, would lose something the newer one stored
// (a new column or JSON key an old save would reset, a table an old delete would not clear,
// a meaning an old score would undo): a migration, or a change of what goes into a column.
//
// The database keeps the highest format that has opened it in hoshi_writer (one row). Every
// write transaction reads that row first (on PostgreSQL FOR SHARE, so that a migration, which
// locks the row first, waits for the writes under way and they wait for it): a process whose
// format is lower refuses the write with ErrorCode EUNAVAILABLE (503, "written by a newer
// hoshi") and changes nothing, and an older hoshi refuses to open the database at all
// (ErrNewerSchema). See docs/DEPLOY.md, "Upgrades and rolling back".
const writerFormat = 8

// writerID is the key of hoshi_writer's one row.
const writerID = 1

// storedFormat reads the database's writer format in the transaction tx (ok false when it has
// no hoshi_writer table yet); lock is the row lock PostgreSQL takes ("FOR UPDATE", "FOR
// SHARE" or "").
func storedFormat(tx *gorm.DB, postgres bool, lock string) (format int, ok bool, err error) {
	if !tx.Migrator().HasTable("hoshi_writer") {
		return 0, false, nil
	}
	q := `SELECT format FROM hoshi_writer WHERE id = ?`
	if postgres && lock != "" {
		q += " " + lock
	}
	err = tx.Raw(q, writerID).Scan(&format).Error
	return format, err == nil, err
}

// stampFormat raises the database's writer format to db.format, at the end of the migration.
func (db *DB) stampFormat(tx *gorm.DB) error {
	if !tx.Migrator().HasTable("hoshi_writer") {
		db.guarded = false
		return nil
	}
	db.guarded = true
	return tx.Exec(`UPDATE hoshi_writer SET format = ? WHERE id = ? AND format < ?`, db.format, writerID, db.format).Error
}

// checkWriter is the first statement of every write transaction: it refuses the write when a
// newer hoshi has opened the database since this one did.
func (db *DB) checkWriter(tx *gorm.DB) error {
	if !db.guarded {
		return nil
	}
	var format int
	q := `SELECT format FROM hoshi_writer WHERE id = ?`
	if db.postgres {
		q += " FOR SHARE"
	}
	if err := tx.Raw(q, writerID).Scan(&format).Error; err != nil {
		return err
	}
	if format > db.format {
		return NewerWriter(format, db.format)
	}
	return nil
}

// writerCheckedKey marks the context of a write transaction (runTransaction, runGroup), whose first
// statement is checkWriter.
type writerCheckedKey struct{}

// registerWriterCheck makes every statement that writes (create, update, delete, Exec) outside
// a checked transaction check the writer's format first, as checkWriter does: the store's
// writes all go through db.transaction, and this is the net for one that would not (a single
// statement is refused by an older process too, rather than write what a newer hoshi reads
// otherwise). Outside a transaction the check and the statement are two statements: a newer
// hoshi that stamps its format between them lets that one statement through, once.
func (db *DB) registerWriterCheck() {
	check := func(g *gorm.DB) {
		if !db.guarded || g.Statement.Context == nil || g.Statement.Context.Value(writerCheckedKey{}) != nil {
			return
		}
		var format int
		q := g.Session(&gorm.Session{NewDB: true, SkipHooks: true})
		if err := q.Raw(`SELECT format FROM hoshi_writer WHERE id = ?`, writerID).Scan(&format).Error; err != nil {
			g.AddError(err)
			return
		}
		if format > db.format {
			g.AddError(NewerWriter(format, db.format))
		}
	}
	cb := db.gorm.Callback()
	cb.Create().Before("gorm:create").Register("hoshi:writer", check)
	cb.Update().Before("gorm:update").Register("hoshi:writer", check)
	cb.Delete().Before("gorm:delete").Register("hoshi:writer", check)
	cb.Raw().Before("gorm:raw").Register("hoshi:writer", check)
}

// NewerWriter is the refusal (EUNAVAILABLE) of a write by a hoshi of the data format own to a
// database that a hoshi of the newer format stored has opened.
func NewerWriter(stored, own int) error {
	return keyedErr(EUNAVAILABLE, "", msgNewerWriter.New(stored, own))
}

// newerFormat is the error of opening a database that a newer hoshi has written.
func newerFormat(stored, own int) error {
	return newerSchemaError(fmt.Sprintf("this database was last written by a newer hoshi (data format %d, which "+
		"this version, of data format %d and schema %s, does not know): run that version or a later one, or "+
		"restore a backup taken before the upgrade", stored, own, Schema()))
}

// Pending lists the migrations that opening the database dsn would apply, oldest first,
// changing nothing (no file is created for a SQLite database that does not exist yet: all
// the migrations are pending then). A database written by a newer hoshi is refused with
// ErrNewerSchema, as Open refuses it.
func Pending(ctx context.Context, dsn string) ([]string, error) {
	all := make([]string, len(migrations))
	for i, m := range migrations {
		all[i] = m.ID
	}
	if !IsPostgres(dsn) {
		if _, err := os.Stat(dsn); errors.Is(err, os.ErrNotExist) {
			return all, nil
		}
	}
	db, err := connect(dsn)
	if err != nil {
		return nil, err
	}
	defer db.closePool()
	var pending []string
	err = db.gorm.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		ids, err := migrationIDs(tx)
		if err != nil {
			return err
		}
		for _, id := range ids {
			if !slices.Contains(all, id) {
				return newerSchema(ids)
			}
		}
		if format, ok, err := storedFormat(tx, db.postgres, ""); err != nil {
			return err
		} else if ok && format > db.format {
			return newerFormat(format, db.format)
		}
		for _, id := range all {
			if !slices.Contains(ids, id) {
				pending = append(pending, id)
			}
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("database %s: %w", Redact(dsn), err)
	}
	return pending, nil
}
