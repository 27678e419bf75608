package store

import (
	"context"
	"fmt"
	"slices"
	"sync"
)

// listKey names a state of the tournaments table as the list of tournaments shows it. Ids are
// never given twice (a PostgreSQL sequence; SQLite's AUTOINCREMENT) and a tournament's
// revision only grows, bumped by every change of its settings and players; so two reads
// with the same key see the same tournaments with the same settings and players: a change
// since moves the sum of the revisions up, a new tournament the highest id, a deleted one
// the count, and none of these comes back to an earlier value (a new tournament is the
// highest id until deleted, which takes the count down again). The migrations' count covers
// a migration run by a newer process that rewrites settings without a revision.
type listKey struct {
	N          int64
	MaxID      int64
	Revisions  int64
	Migrations int64
}

// listCache keeps the list of tournaments of the latest key read. Reading it costs every
// row of the tournaments and a count over every player of the database (40,000 players:
// some 10 ms); the key is one pass over the tournaments' rows. Each process keeps its own,
// checked against the database at every request.
type listCache struct {
	mu   sync.Mutex
	key  listKey
	list []TournamentSummary
}

func (db *DB) listKey(ctx context.Context) (listKey, error) {
	var k listKey
	err := db.gorm.WithContext(ctx).Raw(`SELECT COUNT(*) AS n, COALESCE(MAX(id), 0) AS max_id,
		CAST(COALESCE(SUM(revision), 0) AS BIGINT) AS revisions, (SELECT COUNT(*) FROM migrations) AS migrations
		FROM tournaments`).Scan(&k).Error
	if err != nil {
		return listKey{}, fmt.Errorf("list tournaments: %w", err)
	}
	return k, nil
}

// ListTournaments returns every tournament, the newest first, with its number of players.
// While no tournament changes, the list is read once and then served from memory.
func (db *DB) ListTournaments(ctx context.Context) ([]TournamentSummary, error) {
	before, err := db.listKey(ctx)
	if err != nil {
		return nil, err
	}
	db.list.mu.Lock()
	if db.list.list != nil && db.list.key == before {
		list := slices.Clone(db.list.list)
		db.list.mu.Unlock()
		return list, nil
	}
	db.list.mu.Unlock()
	list, err := db.listTournaments(ctx)
	if err != nil {
		return nil, err
	}
	// The list's queries are not one snapshot: it is kept only if nothing changed while
	// they ran (the key is the same after them), and returned in any case, as up to date
	// as a read without the cache.
	after, err := db.listKey(ctx)
	if err != nil {
		return nil, err
	}
	if after == before {
		db.list.mu.Lock()
		db.list.key, db.list.list = before, slices.Clone(list)
		db.list.mu.Unlock()
	}
	return list, nil
}
