package store

import (
	"context"
	"fmt"
	"io"
	"sync"
	"time"

	"github.com/hoshi-go/hoshi/internal/backup"
)

// resultsPerBackup is how many results entered make an automatic backup.
const resultsPerBackup = 10

// BackupPace bounds how often a tournament's automatic backups are written while it keeps
// changing, so that they take a bounded share of the machine however long the audit trail
// (and so each backup) grows: after a backup that began at s and took d, the next one of the
// same tournament begins no sooner than s + Interval and no sooner than s + d/Share. A
// backup's time is its wall time, which bounds the CPU time of the goroutine that writes it:
// the backups of one busy tournament take at most Share of one core and of the database's
// reading time, and the results desk keeps the rest. A backup asked for once its turn has come
// (after a quiet spell at least that long) is written at once.
type BackupPace struct {
	Interval time.Duration // the least time between the starts of two backups; 0: DefaultBackupPace's
	Share    float64       // the most of the time the backups may take, over 0 up to 1; 0: DefaultBackupPace's
}

// DefaultBackupPace is the pace of the automatic backups unless SetBackupPace says otherwise:
// at most one backup of a tournament every ten seconds, and at most 5% of the time.
var DefaultBackupPace = BackupPace{Interval: 10 * time.Second, Share: 0.05}

// wait is how long to wait after a backup that took took before the next one begins.
func (p BackupPace) wait(took time.Duration) time.Duration {
	if p.Interval <= 0 {
		p.Interval = DefaultBackupPace.Interval
	}
	if p.Share <= 0 || p.Share > 1 {
		p.Share = DefaultBackupPace.Share
	}
	next := max(p.Interval, time.Duration(float64(took)/p.Share))
	return max(0, next-took)
}

// backupRetries is how many times an automatic backup is tried again after the database was
// busy or its connection was lost (busy, lost), waiting backupRetryWait, then twice as long each time.
const (
	backupRetries   = 6
	backupRetryWait = 50 * time.Millisecond
)

// autoBackup is where and how the store writes automatic backups, and which are under way.
type autoBackup struct {
	folder backup.Folder
	report func(TournamentID, string, error)
	pace   BackupPace

	mu sync.Mutex
	// running holds the tournaments whose backup is being written or waits its turn; again
	// those changed meanwhile, whose backup is written once more when it is done; next when
	// each tournament's next backup may begin (BackupPace).
	running, again map[TournamentID]bool
	next           map[TournamentID]time.Time
	wg             sync.WaitGroup
	// closing is closed by WaitBackups: the backups still to write are written at once, and
	// from then on without pausing.
	closing   chan struct{}
	closeOnce sync.Once
}

// AutoBackup makes the store write a tournament's backup file into folder after every
// pairing stored (CreateRound, ChangeRound) and after every tenth result entered (SetResult:
// the count of results entered that each result's transaction raises by one in the
// tournament's row reaches 10, 20, ...), keeping the last folder.Keep of each tournament.
//
// The backup is written in the background once the change is committed, so that the change's
// caller does not wait for it (a 500-player tournament takes about a tenth of a second), and
// it never undoes the change: report is told of every backup, with its path or its error.
// Changes made while a tournament's backup is being written make one more backup when it is
// done, of the state then: a burst of results makes two backups, not one each. Each backup
// waits its turn (BackupPace, DefaultBackupPace unless SetBackupPace says otherwise: at most
// one every ten seconds and 5% of the time), and holds the changes made while it waited, so
// that the backups' share of the machine stays bounded however quick each is and however long
// the audit trail grows, and the last change of a burst is always in a backup, written when its
// turn comes. A backup that finds the database busy is tried again (backupRetries). Of several
// processes sharing a database, the one whose transaction made the tenth result (or stored
// the pairing) writes its backup: the database's order of the changes chooses it. Close waits
// for the backups under way, and writes the ones still waiting at once. Call AutoBackup once,
// before the database is used.
func (db *DB) AutoBackup(folder backup.Folder, report func(id TournamentID, path string, err error)) {
	db.auto = &autoBackup{folder: folder, report: report, pace: DefaultBackupPace, running: map[TournamentID]bool{},
		again: map[TournamentID]bool{}, next: map[TournamentID]time.Time{}, closing: make(chan struct{})}
}

// SetBackupPace sets the pace of the automatic backups (a field left 0 keeps the default's).
// Call it after AutoBackup, before the database is used.
func (db *DB) SetBackupPace(p BackupPace) {
	if db.auto != nil {
		db.auto.pace = p
	}
}

// backupNow starts tournament id's automatic backup, if AutoBackup is on: at once, or when
// its turn comes (BackupPace) if its last backup was too recent.
func (db *DB) backupNow(id TournamentID) {
	a := db.auto
	if a == nil {
		return
	}
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.running[id] {
		a.again[id] = true
		return
	}
	a.running[id] = true
	a.wg.Add(1)
	go func() {
		defer a.wg.Done()
		lowerPriority()
		for {
			a.mu.Lock()
			next := a.next[id]
			a.mu.Unlock()
			if d := time.Until(next); d > 0 {
				a.pause(d)
			}
			// The backup about to be read holds every change committed so far: those that
			// asked for one more while this one waited need none.
			a.mu.Lock()
			delete(a.again, id)
			a.mu.Unlock()
			t0 := time.Now()
			path, err := db.writeBackupRetry(id)
			took := time.Since(t0)
			if a.report != nil {
				a.report(id, path, err)
			}
			a.mu.Lock()
			a.next[id] = t0.Add(took + a.pace.wait(took))
			if !a.again[id] {
				delete(a.running, id)
				a.mu.Unlock()
				return
			}
			delete(a.again, id)
			a.mu.Unlock()
		}
	}()
}

// pause waits d, or less if the automatic backups are being closed.
func (a *autoBackup) pause(d time.Duration) {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
	case <-a.closing:
	}
}

// writeBackupRetry writes tournament id's backup, trying again while the database is busy.
func (db *DB) writeBackupRetry(id TournamentID) (string, error) {
	wait := backupRetryWait
	for i := 0; ; i++ {
		path, err := db.writeBackup(context.Background(), id)
		if err == nil || i == backupRetries || !(busy(err) || lost(err)) {
			return path, err
		}
		db.auto.pause(wait)
		wait *= 2
	}
}

// WaitBackups waits until the automatic backups under way are written; those waiting for
// their turn (BackupPace) are written at once.
func (db *DB) WaitBackups() {
	if db.auto != nil {
		db.auto.closeOnce.Do(func() { close(db.auto.closing) })
		db.auto.wg.Wait()
	}
}

// writeBackup writes tournament id's backup into the folder as it reads it (WriteBackup):
// its memory does not grow with the audit trail.
func (db *DB) writeBackup(ctx context.Context, id TournamentID) (string, error) {
	path, err := db.auto.folder.SaveWith(uint(id), func(w io.Writer) (time.Time, int64, error) {
		b, err := db.WriteBackup(ctx, id, w)
		if err != nil {
			return time.Time{}, 0, err
		}
		return b.WrittenAt, b.Revision, nil
	})
	if err != nil {
		return path, fmt.Errorf("automatic backup of tournament %d: %w", id, err)
	}
	return path, nil
}

// BackupFolder returns the folder of the automatic backups and whether they are on.
func (db *DB) BackupFolder() (backup.Folder, bool) {
	if db.auto == nil {
		return backup.Folder{}, false
	}
	return db.auto.folder, true
}
