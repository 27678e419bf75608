// Package storetest gives the tests of the store and of the web server a fresh database of
// either kind hoshi runs on: a SQLite file always, and a PostgreSQL schema when the
// environment variable HOSHI_TEST_POSTGRES holds the URL of a PostgreSQL database the tests
// may create schemas in (CI sets it; see .ci/run).
//
// A package's TestMain calls Main, which runs the package's tests once on SQLite and, with
// HOSHI_TEST_POSTGRES set, a second time on PostgreSQL; a test asks DSN for its database.
package storetest

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"sync"
	"testing"

	_ "github.com/jackc/pgx/v5/stdlib" // the "pgx" database/sql driver, to create and drop schemas
)

// Env names the environment variable with the PostgreSQL URL.
const Env = "HOSHI_TEST_POSTGRES"

// onPostgres is true during Main's second run.
var onPostgres bool

// Postgres tells whether the tests run now on PostgreSQL (DSN gives PostgreSQL URLs).
func Postgres() bool { return onPostgres }

// Main runs the tests of the package on SQLite, then again on PostgreSQL when Env is set,
// and exits with the worse status.
//
// The packages' runs on PostgreSQL take turns (a session advisory lock held for the whole
// run): their schemas share one database and its notification channel, on which a server of
// one package would hear another package's tournament 1 change and trust a stale page.
func Main(m *testing.M) {
	code := m.Run()
	if PostgresURL() != "" {
		release, err := takeTurn()
		if err != nil {
			fmt.Printf("%s: %v\n", Env, err)
			os.Exit(1)
		}
		onPostgres = true
		fmt.Printf("=== the same tests on PostgreSQL (%s)\n", Env)
		if c := m.Run(); c != 0 {
			code = c
		}
		onPostgres = false
		release()
		closeAdmin()
	}
	os.Exit(code)
}

// turnLock is the key of the advisory lock by which the test packages take turns on
// PostgreSQL (a number none of the store's own locks uses).
const turnLock = 7_415_730_001

// takeTurn waits until no other test package runs on the database of Env, and holds it until
// release is called (or the process ends, which ends the session and its lock).
func takeTurn() (release func(), err error) {
	ctx := context.Background()
	db, err := sql.Open("pgx", PostgresURL())
	if err != nil {
		return nil, err
	}
	conn, err := db.Conn(ctx)
	if err != nil {
		db.Close()
		return nil, err
	}
	if _, err := conn.ExecContext(ctx, "SELECT pg_advisory_lock($1)", turnLock); err != nil {
		conn.Close()
		db.Close()
		return nil, err
	}
	return func() {
		conn.ExecContext(ctx, "SELECT pg_advisory_unlock($1)", turnLock)
		conn.Close()
		db.Close()
	}, nil
}

// PostgresURL is the URL of the PostgreSQL database of the tests, "" when Env is not set.
func PostgresURL() string { return os.Getenv(Env) }

// DSN returns a new empty database for t, of the kind the tests run on now: see SQLite and
// NewPostgres.
func DSN(t testing.TB) string {
	t.Helper()
	if onPostgres {
		return NewPostgres(t)
	}
	return SQLite(t)
}

// SQLite returns the path of a database file (not yet created) in t's temporary directory.
func SQLite(t testing.TB) string {
	return filepath.Join(t.TempDir(), "hoshi.db")
}

var admin struct {
	once sync.Once
	db   *sql.DB
	err  error
}

func closeAdmin() {
	if admin.db != nil {
		admin.db.Close()
	}
}

// NewPostgres creates a schema of its own for t in the database of Env, dropped with all it
// holds when t ends, and returns the URL that makes it the connections' search_path: tests
// running at once (parallel tests, several packages) never see each other's tables. It
// skips t when Env is not set.
func NewPostgres(t testing.TB) string {
	t.Helper()
	base := PostgresURL()
	if base == "" {
		t.Skipf("%s is not set: no PostgreSQL database for this test", Env)
	}
	u, err := url.Parse(base)
	if err != nil {
		t.Fatalf("%s: %v", Env, err)
	}
	admin.once.Do(func() {
		admin.db, admin.err = sql.Open("pgx", base)
		if admin.err == nil {
			admin.err = admin.db.Ping()
		}
	})
	if admin.err != nil {
		t.Fatalf("%s: %v", Env, admin.err)
	}
	var b [6]byte
	rand.Read(b[:])
	schema := "hoshi_test_" + hex.EncodeToString(b[:])
	if _, err := admin.db.Exec("CREATE SCHEMA " + schema); err != nil {
		t.Fatalf("create schema %s: %v", schema, err)
	}
	t.Cleanup(func() {
		if _, err := admin.db.Exec("DROP SCHEMA " + schema + " CASCADE"); err != nil {
			t.Errorf("drop schema %s: %v", schema, err)
		}
	})
	q := u.Query()
	q.Set("search_path", schema)
	u.RawQuery = q.Encode()
	return u.String()
}
