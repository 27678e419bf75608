package store

import (
	"context"
	"fmt"
	"log/slog"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"
	"gorm.io/gorm"
)

// Live updates: Subscribe tells of every change of a tournament's public pages
// (PublicVersion), whichever process made it. Three ways bring the news, all merely nudges
// that make the hub read the versions again, so that each change reaches the subscribers
// once whatever brought it:
//
//   - a change committed by this process nudges at once (transaction notes the tournaments
//     that markChanged saw);
//   - on PostgreSQL, every such transaction also sends pg_notify on NotifyChannel, which
//     commits with it; a dedicated connection LISTENs while there are subscribers;
//   - a poll of the watched tournaments' versions, one query every half second (pollInterval), for
//     another process sharing a SQLite file and for the notifications PostgreSQL drops while
//     the listener reconnects.
//
// Nothing runs while nobody subscribes: the hub's goroutines start with the first
// subscriber and end with the last.

// NotifyChannel is the PostgreSQL channel of the change notifications; the payload is the
// tournament's id and revision, "id:revision".
const NotifyChannel = "hoshi_tournament"

// pollInterval is how often the versions of the watched tournaments are read.
const pollInterval = 500 * time.Millisecond

// Change is the news of a tournament whose public pages changed.
type Change struct {
	Tournament TournamentID
	Version    PublicVersion
}

// Subscription receives a tournament's changes on C until Close. C holds the latest change
// only: a subscriber that is slow to read gets the newest version, never a queue.
type Subscription struct {
	C    <-chan Change
	c    chan Change
	id   TournamentID
	h    *hub
	once sync.Once
}

// Close ends the subscription; C is not closed.
func (s *Subscription) Close() {
	s.once.Do(func() { s.h.unsubscribe(s) })
}

// hub fans the changes out to the subscribers of one DB.
type hub struct {
	db  *DB
	dsn string // PostgreSQL only: for the listener's own connection

	mu      sync.Mutex
	subs    map[TournamentID]map[*Subscription]struct{}
	last    map[TournamentID]PublicVersion
	pending map[TournamentID]bool
	wake    chan struct{} // cap 1: pending has news, or the last subscriber left
	running bool
	done    chan struct{} // closed when the running loop has ended

	poll time.Duration // how often the versions are read; 0 for pollInterval (tests set it)
}

// Subscribe starts watching tournament id; an unknown tournament is ENOTFOUND. The caller
// must Close the subscription.
func (db *DB) Subscribe(ctx context.Context, id TournamentID) (*Subscription, error) {
	v, err := db.PublicVersion(ctx, id)
	if err != nil {
		return nil, err
	}
	h := &db.live
	c := make(chan Change, 1)
	s := &Subscription{C: c, c: c, id: id, h: h}
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.subs == nil {
		h.db = db
		h.subs = map[TournamentID]map[*Subscription]struct{}{}
		h.last = map[TournamentID]PublicVersion{}
		h.pending = map[TournamentID]bool{}
		h.wake = make(chan struct{}, 1)
	}
	if h.subs[id] == nil {
		h.subs[id] = map[*Subscription]struct{}{}
		h.last[id] = v
	} else if v != h.last[id] {
		// Read before the hub saw the change: the hub will tell everyone.
		h.pending[id] = true
		h.nudge()
	}
	h.subs[id][s] = struct{}{}
	if !h.running {
		h.running = true
		h.done = make(chan struct{})
		go h.run(h.done)
	}
	return s, nil
}

func (h *hub) unsubscribe(s *Subscription) {
	h.mu.Lock()
	defer h.mu.Unlock()
	delete(h.subs[s.id], s)
	if len(h.subs[s.id]) == 0 {
		delete(h.subs, s.id)
		delete(h.last, s.id)
		delete(h.pending, s.id)
	}
	if len(h.subs) == 0 {
		h.nudge() // the loop sees nobody left and ends
	}
}

// nudge wakes the loop; h.mu is held.
func (h *hub) nudge() {
	select {
	case h.wake <- struct{}{}:
	default:
	}
}

// changed is called after the commit of a transaction that changed the tournaments ids.
func (h *hub) changed(ids []TournamentID) {
	h.mu.Lock()
	defer h.mu.Unlock()
	any := false
	for _, id := range ids {
		if h.subs[id] != nil {
			h.pending[id] = true
			any = true
		}
	}
	if any {
		h.nudge()
	}
}

// run is the hub's loop: it ends when nobody subscribes any more.
func (h *hub) run(done chan struct{}) {
	defer close(done)
	ctx, cancel := context.WithCancel(context.Background())
	var listener sync.WaitGroup
	if h.db.postgres {
		listener.Add(1)
		go func() {
			defer listener.Done()
			h.listen(ctx)
		}()
	}
	defer func() {
		cancel()
		listener.Wait()
	}()
	every := h.poll
	if every <= 0 {
		every = pollInterval
	}
	tick := time.NewTicker(every)
	defer tick.Stop()
	for {
		all := false
		select {
		case <-h.wake:
		case <-tick.C:
			all = true
		}
		h.mu.Lock()
		if len(h.subs) == 0 {
			h.running = false
			h.mu.Unlock()
			return
		}
		var ids []TournamentID
		if all {
			for id := range h.subs {
				ids = append(ids, id)
			}
		} else {
			for id := range h.pending {
				ids = append(ids, id)
			}
		}
		clear(h.pending)
		h.mu.Unlock()
		if len(ids) > 0 {
			h.check(ctx, ids)
		}
	}
}

// check reads the versions of the tournaments ids and tells the subscribers of those that
// moved. A failed read is tried again at the next poll.
func (h *hub) check(ctx context.Context, ids []TournamentID) {
	qctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	var rows []struct {
		ID       TournamentID
		Revision int64
	}
	err := h.db.gorm.WithContext(qctx).Model(&tournamentRow{}).Select("id", "revision").
		Where("id IN ?", ids).Scan(&rows).Error
	if err != nil {
		return
	}
	var records int64
	err = h.db.gorm.WithContext(qctx).Raw(`SELECT COALESCE(MAX(id), 0) FROM game_records`).Scan(&records).Error
	if err != nil {
		return
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	for _, r := range rows {
		v := PublicVersion{Revision: r.Revision, Records: records}
		old, ok := h.last[r.ID]
		if !ok || v == old || v.Revision < old.Revision || v.Records < old.Records {
			continue // nobody watches, nothing new, or an older read
		}
		h.last[r.ID] = v
		ch := Change{Tournament: r.ID, Version: v}
		for s := range h.subs[r.ID] {
			select {
			case <-s.c: // drop the older news unread
			default:
			}
			s.c <- ch
		}
	}
}

// listen LISTENs on NotifyChannel over a connection of its own until ctx ends, connecting
// again after a failure; each notification nudges the hub.
func (h *hub) listen(ctx context.Context) {
	for ctx.Err() == nil {
		err := h.listenOnce(ctx)
		if ctx.Err() != nil || err == nil {
			return
		}
		h.db.logf("change notifications: %v; connecting again", err)
		select {
		case <-ctx.Done():
			return
		case <-time.After(2 * time.Second):
		}
	}
}

func (h *hub) listenOnce(ctx context.Context) error {
	conn, err := pgx.Connect(ctx, h.dsn)
	if err != nil {
		return err
	}
	defer func() {
		cctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		conn.Close(cctx)
	}()
	if _, err := conn.Exec(ctx, "LISTEN "+NotifyChannel); err != nil {
		return err
	}
	// Changes made while the listener was away: the poll would find them within a second,
	// this finds them now.
	h.mu.Lock()
	for id := range h.subs {
		h.pending[id] = true
	}
	h.nudge()
	h.mu.Unlock()
	for {
		n, err := conn.WaitForNotification(ctx)
		if err != nil {
			if ctx.Err() != nil {
				return nil
			}
			return err
		}
		idText, _, _ := strings.Cut(n.Payload, ":")
		id, err := strconv.ParseUint(idText, 10, 64)
		if err != nil {
			continue
		}
		h.changed([]TournamentID{TournamentID(id)})
	}
}

// changesKey holds a transaction's *changeSet in its context.
type changesKey struct{}

// changeSet lists the tournaments a transaction changed.
type changeSet struct{ ids []TournamentID }

// withChanges returns ctx carrying a new change set for a transaction.
func withChanges(ctx context.Context) (context.Context, *changeSet) {
	cs := &changeSet{}
	return context.WithValue(ctx, changesKey{}, cs), cs
}

// markChanged notes in transaction tx that tournament id's public pages change: the
// subscribers of this process hear of it once tx commits, those of other processes on
// PostgreSQL by the notification that commits with tx.
func markChanged(tx *gorm.DB, id TournamentID) error {
	if cs, ok := tx.Statement.Context.Value(changesKey{}).(*changeSet); ok {
		cs.ids = append(cs.ids, id)
	}
	if tx.Dialector.Name() != "postgres" {
		return nil
	}
	err := tx.Exec(`SELECT pg_notify(?, id || ':' || revision) FROM tournaments WHERE id = ?`, NotifyChannel, id).Error
	if err != nil {
		return fmt.Errorf("tournament %d: notify the change: %w", id, err)
	}
	return nil
}

// runTransaction runs fn in one transaction and, once it is committed, tells this
// process's subscribers of the tournaments it changed.
func (db *DB) runTransaction(ctx context.Context, fn func(tx *gorm.DB) error) error {
	ctx, cs := withChanges(ctx)
	ctx = context.WithValue(ctx, writerCheckedKey{}, true)
	guarded := func(tx *gorm.DB) error {
		if err := db.checkWriter(tx); err != nil {
			return err
		}
		return fn(tx)
	}
	err := db.gorm.WithContext(ctx).Transaction(guarded)
	if staleStatement(err) {
		// A newer hoshi altered a table since this connection prepared the statement: pgx has
		// forgotten it; the check of the writer's format refuses the change now if need be.
		err = db.gorm.WithContext(ctx).Transaction(guarded)
	}
	if err != nil {
		return err
	}
	if len(cs.ids) > 0 {
		db.live.changed(cs.ids)
	}
	return nil
}

// logf reports a problem of the live updates; they go on by polling meanwhile.
func (db *DB) logf(format string, args ...any) {
	slog.Warn(fmt.Sprintf(format, args...))
}
