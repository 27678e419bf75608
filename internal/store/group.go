package store

import (
	"context"
	"errors"
	"fmt"
	"sync"

	"gorm.io/gorm"
)

// Group commit on SQLite.
//
// SQLite commits one writer at a time, and with synchronous=FULL every commit waits for an
// fsync of the write-ahead log (3 ms on the machine of PERFORMANCE.md). Sixteen desks entering
// results at once would each wait for the fifteen other commits, and for SQLite's busy handler,
// which sleeps between its tries for the write lock. So the write transactions of one process
// go through one goroutine (the committer): while one group commits, the transactions that
// arrive wait; the committer then runs all of them in one transaction, each inside a savepoint
// of its own, and commits them together with one fsync. Each caller still gets its own answer:
// a transaction whose function fails is rolled back to its savepoint and answers its error,
// while the others of the group commit. A caller's answer comes only after the commit, so
// what is acknowledged is on the disk, as before.
//
// Nothing is ordered in memory that the database does not order: the group is one SQLite
// transaction (BEGIN IMMEDIATE), so other processes on the same file wait for it as for any
// other writer, and every transaction of the group sees the ones before it, as it would have
// one after the other. A transaction that arrives alone runs as before, without a savepoint.
// PostgreSQL, whose writers do not wait for each other's commits, has no committer.

// maxGroup bounds the transactions committed together, so that one group's answer is not
// held back by too many others' work.
const maxGroup = 64

// errClosed answers a write that arrives after the database was closed.
var errClosed = errors.New("store: the database is closed")

// writeJob is a write transaction waiting for the committer.
type writeJob struct {
	ctx  context.Context
	fn   func(tx *gorm.DB) error
	done chan writeDone
}

// writeDone is a write transaction's answer: its error, or the value its function panicked
// with (panicked), which the caller's goroutine raises again.
type writeDone struct {
	err      error
	panicked bool
	panicVal any
}

// committer is the goroutine of a SQLite database's write transactions.
type committer struct {
	jobs    chan *writeJob // unbuffered: a job sent is a job taken
	closing chan struct{}
	stopped chan struct{}
	once    sync.Once
}

// startCommitter starts the committer of a SQLite database.
func (db *DB) startCommitter() {
	c := &committer{jobs: make(chan *writeJob), closing: make(chan struct{}), stopped: make(chan struct{})}
	db.committer = c
	go func() {
		defer close(c.stopped)
		for {
			select {
			case j := <-c.jobs:
				group := []*writeJob{j}
			more:
				for len(group) < maxGroup {
					select {
					case j := <-c.jobs:
						group = append(group, j)
					default:
						break more
					}
				}
				db.commitGroup(group)
			case <-c.closing:
				return
			}
		}
	}()
}

// stop ends the committer once the group it commits, if any, is committed; the writes that
// arrive after are refused with errClosed.
func (c *committer) stop() {
	c.once.Do(func() { close(c.closing) })
	<-c.stopped
}

// grouped runs fn as a transaction of the committer's next group.
func (db *DB) grouped(ctx context.Context, fn func(tx *gorm.DB) error) error {
	j := &writeJob{ctx: ctx, fn: fn, done: make(chan writeDone, 1)}
	select {
	case db.committer.jobs <- j:
	case <-ctx.Done():
		return ctx.Err()
	case <-db.committer.closing:
		return errClosed
	}
	d := <-j.done
	if d.panicked {
		panic(d.panicVal)
	}
	return d.err
}

// commitGroup runs the jobs of one group and answers each.
func (db *DB) commitGroup(group []*writeJob) {
	live := group[:0]
	for _, j := range group {
		if err := j.ctx.Err(); err != nil {
			j.done <- writeDone{err: err}
			continue
		}
		live = append(live, j)
	}
	switch len(live) {
	case 0:
		return
	case 1:
		j := live[0]
		var d writeDone
		func() {
			defer func() {
				if r := recover(); r != nil {
					d = writeDone{panicked: true, panicVal: r}
				}
			}()
			d.err = db.runTransaction(j.ctx, j.fn)
		}()
		j.done <- d
		return
	}
	answers, changes := db.runGroup(live)
	for i, j := range live {
		if answers[i].err == nil && !answers[i].panicked && len(changes[i].ids) > 0 {
			db.live.changed(changes[i].ids)
		}
		j.done <- answers[i]
	}
}

// runGroup runs the jobs in one transaction, each in a savepoint, and commits them. It gives
// each job's answer and the tournaments it changed. If the transaction as a whole fails (its
// beginning, the writer's check, a savepoint that cannot be rolled back to, the commit), every
// job answers that failure and nothing of the group is stored.
func (db *DB) runGroup(jobs []*writeJob) ([]writeDone, []*changeSet) {
	answers := make([]writeDone, len(jobs))
	changes := make([]*changeSet, len(jobs))
	failAll := func(err error) ([]writeDone, []*changeSet) {
		for i := range answers {
			if !answers[i].panicked {
				answers[i] = writeDone{err: err}
			}
		}
		return answers, changes
	}
	// The group's own statements (the savepoints) are checked by checkWriter below.
	tx := db.gorm.WithContext(context.WithValue(context.Background(), writerCheckedKey{}, true)).Begin()
	if tx.Error != nil {
		return failAll(tx.Error)
	}
	if err := db.checkWriter(tx); err != nil {
		tx.Rollback()
		return failAll(err)
	}
	for i, j := range jobs {
		ctx, cs := withChanges(j.ctx)
		ctx = context.WithValue(ctx, writerCheckedKey{}, true)
		changes[i] = cs
		point := fmt.Sprintf("hoshi_group_%d", i)
		if err := tx.SavePoint(point).Error; err != nil {
			tx.Rollback()
			return failAll(err)
		}
		answers[i] = runJob(tx.WithContext(ctx), j.fn)
		if answers[i].err != nil || answers[i].panicked {
			cs.ids = nil
			if err := tx.RollbackTo(point).Error; err != nil {
				tx.Rollback()
				return failAll(fmt.Errorf("roll back a failed change: %w", err))
			}
		}
		if err := tx.Exec("RELEASE SAVEPOINT " + point).Error; err != nil {
			tx.Rollback()
			return failAll(err)
		}
	}
	if err := tx.Commit().Error; err != nil {
		return failAll(err)
	}
	return answers, changes
}

// runJob runs a job's function on tx, catching a panic.
func runJob(tx *gorm.DB, fn func(tx *gorm.DB) error) (d writeDone) {
	defer func() {
		if r := recover(); r != nil {
			d = writeDone{panicked: true, panicVal: r}
		}
	}()
	return writeDone{err: fn(tx)}
}
