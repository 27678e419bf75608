// Package store keeps hoshi's tournaments, players, rounds, results, director credentials and
// sessions in a SQL database through GORM, and maps its rows to the domain types of package
// tournament. Every method takes the caller's context and runs multi-row changes in one
// transaction, so a change is either stored whole or not at all.
package store

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"time"

	"gorm.io/driver/sqlite"
	"gorm.io/gorm"
	"gorm.io/gorm/logger"
)

// maxConns bounds the connection pool: SQLite has one writer at a time, so more connections
// only add lock contention.
const maxConns = 4

// DB is an open hoshi database.
type DB struct {
	gorm *gorm.DB
	// now gives the current time; tests replace it to step through expiries.
	now func() time.Time
	// auto, when set, writes a backup after pairings and results (AutoBackup).
	auto *autoBackup
}

// Open opens (creating if needed) the SQLite database at path and brings its schema up to date.
func Open(ctx context.Context, path string) (*DB, error) {
	return open(ctx, path, "")
}

// open opens the database and migrates it up to the migration migrateTo ("" for all).
func open(ctx context.Context, path, migrateTo string) (*DB, error) {
	// The pragmas go in the DSN so that every pooled connection gets them, not just the first.
	q := url.Values{}
	q.Set("_journal_mode", "WAL")
	q.Set("_busy_timeout", "5000")
	q.Set("_foreign_keys", "on")
	q.Set("_synchronous", "NORMAL")
	q.Set("_txlock", "immediate")
	dsn := "file:" + (&url.URL{Path: path}).EscapedPath() + "?" + q.Encode()
	g, err := gorm.Open(sqlite.Open(dsn), &gorm.Config{
		// Multi-statement changes use explicit transactions; single statements need none.
		SkipDefaultTransaction: true,
		PrepareStmt:            true,
		TranslateError:         true,
		Logger:                 logger.Discard,
		NowFunc:                func() time.Time { return time.Now().UTC() },
	})
	if err != nil {
		return nil, fmt.Errorf("open database %s: %w", path, err)
	}
	sqlDB, err := g.DB()
	if err != nil {
		return nil, fmt.Errorf("open database %s: %w", path, err)
	}
	sqlDB.SetMaxOpenConns(maxConns)
	sqlDB.SetMaxIdleConns(maxConns)
	db := &DB{gorm: g, now: func() time.Time { return time.Now().UTC() }}
	if err := db.migrate(ctx, migrateTo); err != nil {
		sqlDB.Close()
		return nil, fmt.Errorf("migrate database %s: %w", path, err)
	}
	return db, nil
}

// Close closes the database, once the automatic backups under way are written.
func (db *DB) Close() error {
	db.WaitBackups()
	sqlDB, err := db.gorm.DB()
	if err != nil {
		return err
	}
	return sqlDB.Close()
}

// transaction runs fn in one transaction on the request's context.
func (db *DB) transaction(ctx context.Context, fn func(tx *gorm.DB) error) error {
	return db.gorm.WithContext(ctx).Transaction(fn)
}

// notFound turns GORM's "record not found" into an ENOTFOUND *Error about what.
func notFound(err error, field, what string) error {
	if errors.Is(err, gorm.ErrRecordNotFound) {
		return Errorf(ENOTFOUND, field, "%s not found", what)
	}
	return err
}
