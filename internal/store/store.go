// Package store keeps hoshi's tournaments, players, rounds, results, director credentials and
// sessions in a SQL database through GORM, and maps its rows to the domain types of package
// tournament. Every method takes the caller's context and runs multi-row changes in one
// transaction, so a change is either stored whole or not at all.
package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/hoshi-go/hoshi/internal/keyed"
	"github.com/jackc/pgx/v5"
	"gorm.io/driver/postgres"
	"gorm.io/driver/sqlite"
	"gorm.io/gorm"
	"gorm.io/gorm/logger"
)

// maxConns bounds the connection pool on SQLite: it has one writer at a time, so more
// connections only add lock contention. maxConnsPostgres bounds it on PostgreSQL, where
// several hoshi processes share the server's max_connections (100 by default).
const (
	maxConns         = 4
	maxConnsPostgres = 10
)

// sqliteSynchronous is SQLite's synchronous setting: FULL syncs the write-ahead log to the
// disk at every commit, so that an acknowledged change survives a power cut or an operating
// system crash, not only a crash of hoshi (NORMAL, which syncs at checkpoints only, may lose
// the last commits then). The benchmarks compare the two.
var sqliteSynchronous = "FULL"

// busyTimeoutMS is how long a SQLite writer waits for another one (another process on the
// same file) before giving up.
const busyTimeoutMS = 5000

// DB is an open hoshi database.
type DB struct {
	gorm *gorm.DB
	// reads, on SQLite, is the pool of readTransaction: its transactions begin DEFERRED, so
	// that a long read (a backup, a tournament loaded) sees its snapshot without taking the
	// write lock that gorm's transactions take at BEGIN IMMEDIATE. Nil on PostgreSQL.
	reads *gorm.DB
	// postgres is true on PostgreSQL, false on SQLite.
	postgres bool
	// now gives the current time; tests replace it to step through expiries.
	now func() time.Time
	// auto, when set, writes a backup after pairings and results (AutoBackup).
	auto *autoBackup
	// live tells the subscribers of the changes (notify.go).
	live hub
	// list is the list of tournaments last read (list_cache.go).
	list listCache
	// applied are the migrations that opening the database applied.
	applied []string
	// format is the data format this process writes (writerFormat; tests simulate older and
	// newer versions of hoshi with other values); guarded is true when the database has the
	// hoshi_writer table that every write transaction checks it against (migrate_guard.go).
	format  int
	guarded bool
	// committer, on SQLite, runs the write transactions in groups (group.go). Nil on
	// PostgreSQL.
	committer *committer
}

// IsPostgres tells whether dsn names a PostgreSQL database (a postgres:// or postgresql://
// URL) rather than a SQLite file.
func IsPostgres(dsn string) bool {
	l := strings.ToLower(dsn)
	return strings.HasPrefix(l, "postgres://") || strings.HasPrefix(l, "postgresql://")
}

// Redact returns dsn for messages and logs: a PostgreSQL URL without its password, a SQLite
// path as it is.
func Redact(dsn string) string {
	if !IsPostgres(dsn) {
		return dsn
	}
	u, err := url.Parse(dsn)
	if err != nil {
		return "the PostgreSQL URL given (unreadable)"
	}
	return u.Redacted()
}

// Open opens the database dsn names and brings its schema up to date: a postgres:// URL is a
// PostgreSQL database (which must exist), anything else the path of a SQLite file, created
// if needed.
func Open(ctx context.Context, dsn string) (*DB, error) {
	return open(ctx, dsn, "")
}

// open opens the database and migrates it up to the migration migrateTo ("" for all).
func open(ctx context.Context, dsn, migrateTo string) (*DB, error) {
	return openAs(ctx, dsn, migrateTo, writerFormat)
}

// gormConfig is the GORM configuration of both databases.
//
// GORM prepares the statements itself on SQLite only. On PostgreSQL pgx keeps each
// connection's prepared statements already (its default statement cache), so that a query
// costs one round trip to the server, in a transaction as outside one; GORM's own would
// prepare every statement of a transaction again on it and close it after the commit, three
// round trips a statement (a tournament read in a transaction: 14 round trips instead of 6).
func gormConfig(postgres bool) *gorm.Config {
	return &gorm.Config{
		// Multi-statement changes use explicit transactions; single statements need none.
		SkipDefaultTransaction: true,
		PrepareStmt:            !postgres,
		TranslateError:         true,
		Logger:                 logger.Discard,
		NowFunc:                func() time.Time { return time.Now().UTC() },
	}
}

// openAs opens the database as a hoshi that writes the data format format, and migrates it up
// to the migration migrateTo ("" for all).
func openAs(ctx context.Context, dsn, migrateTo string, format int) (*DB, error) {
	db, err := connect(dsn)
	if err != nil {
		return nil, err
	}
	db.format = format
	if err := db.migrate(ctx, migrateTo); err != nil {
		db.closePool()
		return nil, fmt.Errorf("migrate database %s: %w", Redact(dsn), err)
	}
	return db, nil
}

// connect opens the database's connection pool, changing nothing in it.
func connect(dsn string) (*DB, error) {
	// Made now, the first failed login takes as long as the next (see dummyHash).
	dummyHash()
	name := Redact(dsn)
	var (
		dialector, readDialector gorm.Dialector
		conns                    = maxConns
		writers                  *sql.DB // SQLite's pool of writers, opened here (prepared.go)
	)
	if IsPostgres(dsn) {
		// pgx's parse errors show the URL without its password.
		if _, err := pgx.ParseConfig(dsn); err != nil {
			return nil, fmt.Errorf("open database %s: %w", name, err)
		}
		dialector = postgres.New(postgres.Config{DSN: dsn})
		conns = maxConnsPostgres
	} else {
		// The pragmas go in the DSN so that every pooled connection gets them, not just the
		// first.
		q := url.Values{}
		q.Set("_journal_mode", "WAL")
		q.Set("_busy_timeout", strconv.Itoa(busyTimeoutMS))
		q.Set("_foreign_keys", "on")
		q.Set("_synchronous", sqliteSynchronous)
		q.Set("_txlock", "immediate")
		var err error
		writers, err = sql.Open(sqlite.DriverName, "file:"+(&url.URL{Path: dsn}).EscapedPath()+"?"+q.Encode())
		if err != nil {
			return nil, fmt.Errorf("open database %s: %w", name, err)
		}
		// Its transactions' statements are prepared once per connection (prepared.go).
		dialector = sqlite.New(sqlite.Config{Conn: writerPool{writers}})
		q.Set("_txlock", "deferred")
		q.Set("_query_only", "true")
		readDialector = sqlite.Open("file:" + (&url.URL{Path: dsn}).EscapedPath() + "?" + q.Encode())
	}
	g, err := openPool(dialector, conns)
	if err != nil {
		if writers != nil {
			writers.Close()
		}
		return nil, fmt.Errorf("open database %s: %w", name, err)
	}
	db := &DB{gorm: g, postgres: IsPostgres(dsn), now: func() time.Time { return time.Now().UTC() }, format: writerFormat}
	if readDialector != nil {
		if db.reads, err = openPool(readDialector, conns); err != nil {
			db.closePool()
			return nil, fmt.Errorf("open database %s: %w", name, err)
		}
	}
	if !db.postgres {
		db.startCommitter()
	}
	db.live.dsn = dsn
	registerTextCheck(g)
	db.registerWriterCheck()
	return db, nil
}

// openPool opens a connection pool of at most conns connections.
func openPool(dialector gorm.Dialector, conns int) (*gorm.DB, error) {
	g, err := gorm.Open(dialector, gormConfig(dialector.Name() == "postgres"))
	if err != nil {
		return nil, err
	}
	sqlDB, err := g.DB()
	if err != nil {
		return nil, err
	}
	sqlDB.SetMaxOpenConns(conns)
	sqlDB.SetMaxIdleConns(conns)
	return g, nil
}

// closePool closes the connection pools of a database that failed to open.
func (db *DB) closePool() {
	if db.committer != nil {
		db.committer.stop()
	}
	if sqlDB, err := db.gorm.DB(); err == nil {
		sqlDB.Close()
	}
	if db.reads != nil {
		if sqlDB, err := db.reads.DB(); err == nil {
			sqlDB.Close()
		}
	}
}

// closePrepared drops the statements GORM prepared on pool g (PrepareStmt, SQLite). GORM's
// cache of them lives on after the pool is closed (its expiry goroutine never ends), and a
// statement prepared in a transaction holds the transaction and with it the context of the
// request that made it: without this every closed database would keep its last requests,
// and through them their server, in memory.
func closePrepared(g *gorm.DB) {
	if p, ok := g.ConnPool.(*gorm.PreparedStmtDB); ok {
		p.Close()
	}
}

// Close closes the database, once the automatic backups under way are written.
func (db *DB) Close() error {
	db.WaitBackups()
	if db.committer != nil {
		db.committer.stop()
	}
	closePrepared(db.gorm)
	if db.reads != nil {
		closePrepared(db.reads)
		if sqlDB, err := db.reads.DB(); err == nil {
			sqlDB.Close()
		}
	}
	sqlDB, err := db.gorm.DB()
	if err != nil {
		return err
	}
	return sqlDB.Close()
}

// Ping tells whether the database answers: a round trip on a pooled connection.
func (db *DB) Ping(ctx context.Context) error {
	sqlDB, err := db.gorm.DB()
	if err != nil {
		return err
	}
	return sqlDB.PingContext(ctx)
}

// PoolStats are the statistics of the database's connection pool.
func (db *DB) PoolStats() sql.DBStats {
	sqlDB, err := db.gorm.DB()
	if err != nil {
		return sql.DBStats{}
	}
	return sqlDB.Stats()
}

// transaction runs fn in one transaction on the request's context; the subscribers hear of
// the tournaments it changed once it is committed (markChanged). On SQLite it is committed
// together with the other transactions that wait meanwhile (group.go). fn must not start
// another transaction of db.
func (db *DB) transaction(ctx context.Context, fn func(tx *gorm.DB) error) error {
	if db.committer != nil {
		return db.grouped(ctx, fn)
	}
	return db.runTransaction(ctx, fn)
}

// readTransaction runs fn in a read-only transaction whose statements all see the same
// snapshot of the database: on SQLite a DEFERRED transaction of the read pool (db.reads), which
// takes no lock in the write-ahead log mode, so that a writer never waits for it; on PostgreSQL
// repeatable read.
func (db *DB) readTransaction(ctx context.Context, fn func(tx *gorm.DB) error) error {
	if !db.postgres {
		return db.reads.WithContext(ctx).Transaction(fn)
	}
	err := db.gorm.WithContext(ctx).Transaction(fn, &sql.TxOptions{Isolation: sql.LevelRepeatableRead, ReadOnly: true})
	if staleStatement(err) {
		// A newer hoshi altered a table since this connection prepared the statement: pgx
		// has forgotten it, and prepares it again now.
		err = db.gorm.WithContext(ctx).Transaction(fn, &sql.TxOptions{Isolation: sql.LevelRepeatableRead, ReadOnly: true})
	}
	return err
}

// notFound turns GORM's "record not found" into an ENOTFOUND *Error about what.
func notFound(err error, field, what string) error {
	if errors.Is(err, gorm.ErrRecordNotFound) {
		return Errorf(ENOTFOUND, field, "%s not found", what)
	}
	return err
}

// notFoundKeyed is notFound with the message k, which a page shows in its language.
func notFoundKeyed(err error, field string, k *keyed.Error) error {
	if errors.Is(err, gorm.ErrRecordNotFound) {
		return keyedErr(ENOTFOUND, field, k)
	}
	return err
}
