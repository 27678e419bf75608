package store

import (
	"context"
	"fmt"
	"slices"
	"sync"
)

// ListKey names a state of the tournaments table as the list of tournaments shows it. Ids are
// never given twice (a PostgreSQL sequence; SQLite's AUTOINCREMENT) and a tournament's
// revision only grows, bumped by every change of its settings and players; so two reads
// with the same key see the same tournaments with the same settings and players: a change
// since moves the sum of the revisions up, a new tournament the highest id, a deleted one
// the count, and none of these comes back to an earlier value (a new tournament is the
// highest id until deleted, which takes the count down again). The migrations' count covers
// a migration run by a newer process that rewrites settings without a revision.
type ListKey struct {
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
	key  ListKey
	list []TournamentSummary
}

// ListKey reads the key of the list of tournaments as it stands now: one query, a pass over
// the tournaments' rows. What is computed from the list (a rendered page, its JSON) may be
// kept under the key ListTournamentsKeyed gave with it, and served again while this
// function returns the same key, in any process on the same database.
func (db *DB) ListKey(ctx context.Context) (ListKey, error) {
	var k ListKey
	err := db.gorm.WithContext(ctx).Raw(`SELECT COUNT(*) AS n, COALESCE(MAX(id), 0) AS max_id,
		CAST(COALESCE(SUM(revision), 0) AS BIGINT) AS revisions, (SELECT COUNT(*) FROM migrations) AS migrations
		FROM tournaments`).Scan(&k).Error
	if err != nil {
		return ListKey{}, fmt.Errorf("list tournaments: %w", err)
	}
	return k, nil
}

// ListTournaments returns every tournament, the newest first, with its number of players.
// While no tournament changes, the list is read once and then served from memory.
func (db *DB) ListTournaments(ctx context.Context) ([]TournamentSummary, error) {
	list, _, _, err := db.ListTournamentsKeyed(ctx)
	return list, err
}

// ListTournamentsKeyed is ListTournaments with the key of the list returned: ok tells that
// the list is the one of key (nothing changed while it was read), so that what is made of it
// may be kept under key. The caller's list is its own copy.
func (db *DB) ListTournamentsKeyed(ctx context.Context) (list []TournamentSummary, key ListKey, ok bool, err error) {
	before, err := db.ListKey(ctx)
	if err != nil {
		return nil, ListKey{}, false, err
	}
	db.list.mu.Lock()
	if db.list.list != nil && db.list.key == before {
		list := slices.Clone(db.list.list)
		db.list.mu.Unlock()
		return list, before, true, nil
	}
	db.list.mu.Unlock()
	list, err = db.listTournaments(ctx)
	if err != nil {
		return nil, ListKey{}, false, err
	}
	// The list's queries are not one snapshot: it is kept only if nothing changed while
	// they ran (the key is the same after them), and returned in any case, as up to date
	// as a read without the cache.
	after, err := db.ListKey(ctx)
	if err != nil {
		return nil, ListKey{}, false, err
	}
	if after != before {
		return list, after, false, nil
	}
	db.list.mu.Lock()
	db.list.key, db.list.list = before, slices.Clone(list)
	db.list.mu.Unlock()
	return list, before, true, nil
}
