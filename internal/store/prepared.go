package store

import (
	"context"
	"database/sql"

	"gorm.io/gorm"
)

// Statements prepared once per connection in write transactions (SQLite).
//
// GORM keeps the statements it prepares (PrepareStmt) by their text, and prepares a statement
// first met in a transaction on that transaction. database/sql cannot reuse such a statement
// in another transaction: every later transaction prepared it again on its connection (a
// result's transaction: every statement of it, each time, some 15% of the server's CPU a
// result). writerPool is the SQLite pool of writers as GORM sees it: its transactions
// (poolTx) prepare their statements on the pool instead, so that GORM keeps statements of the
// pool, which database/sql prepares once on each connection and reuses in every transaction
// of that connection.
//
// Only the writers' pool does so: its transactions are the committer's, one at a time, so a
// statement prepared on the pool in a transaction always finds another connection free (or
// soon free: the pool's other statements wait for nothing). The readers' pool, whose many
// transactions could together hold every connection, prepares as before.
type writerPool struct{ *sql.DB }

// BeginTx begins a transaction whose statements are prepared on the pool.
func (p writerPool) BeginTx(ctx context.Context, opts *sql.TxOptions) (gorm.ConnPool, error) {
	tx, err := p.DB.BeginTx(ctx, opts)
	if err != nil {
		return nil, err
	}
	return &poolTx{Tx: tx, pool: p.DB}, nil // a pointer: GORM's commit checks it for nil
}

// GetDBConn gives the pool to GORM's DB().
func (p writerPool) GetDBConn() (*sql.DB, error) { return p.DB, nil }

// poolTx is a transaction of writerPool.
type poolTx struct {
	*sql.Tx
	pool *sql.DB
}

// PrepareContext prepares query on the pool, for GORM to keep: the transaction's statements
// use it through StmtContext, on the transaction's connection.
func (t *poolTx) PrepareContext(ctx context.Context, query string) (*sql.Stmt, error) {
	return t.pool.PrepareContext(ctx, query)
}
