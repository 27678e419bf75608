package store

import (
	"context"
	"fmt"
	"sync"
	"time"

	"github.com/hoshi-go/hoshi/internal/backup"
)

// resultsPerBackup is how many results entered make an automatic backup.
const resultsPerBackup = 10

// backupPace bounds the time the automatic backups of a tournament take: after a backup that
// took d, the next one of the same tournament starts no sooner than backupPace x d later, so
// that however long the audit trail (and so the backup) grows, the backups of a busy
// tournament take at most 1/(1+backupPace) of one core and of the database's reading time,
// and the results desk keeps the rest.
const backupPace = 4

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

	mu sync.Mutex
	// running holds the tournaments whose backup is being written; again those changed
	// meanwhile, whose backup is written once more when it is done.
	running, again map[TournamentID]bool
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
// done, of the state then: a burst of results makes two backups, not one each. That next
// backup waits backupPace times as long as the last one took, so that the backups' share of
// the machine stays the same as the audit trail grows. A backup that finds the database busy
// is tried again (backupRetries). Of several processes sharing a database, the one whose
// transaction made the tenth result (or stored the pairing) writes its backup: the
// database's order of the changes chooses it. Close waits for the backups under way, and
// writes the ones still waiting at once. Call AutoBackup once, before the database is used.
func (db *DB) AutoBackup(folder backup.Folder, report func(id TournamentID, path string, err error)) {
	db.auto = &autoBackup{folder: folder, report: report, running: map[TournamentID]bool{}, again: map[TournamentID]bool{},
		closing: make(chan struct{})}
}

// backupNow starts tournament id's automatic backup, if AutoBackup is on.
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
		for {
			t0 := time.Now()
			path, err := db.writeBackupRetry(id)
			took := time.Since(t0)
			if a.report != nil {
				a.report(id, path, err)
			}
			a.mu.Lock()
			if !a.again[id] {
				delete(a.running, id)
				a.mu.Unlock()
				return
			}
			delete(a.again, id)
			a.mu.Unlock()
			a.pause(backupPace * took)
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
// their turn (backupPace) are written at once.
func (db *DB) WaitBackups() {
	if db.auto != nil {
		db.auto.closeOnce.Do(func() { close(db.auto.closing) })
		db.auto.wg.Wait()
	}
}

func (db *DB) writeBackup(ctx context.Context, id TournamentID) (string, error) {
	b, err := db.Backup(ctx, id)
	if err != nil {
		return "", fmt.Errorf("automatic backup of tournament %d: %w", id, err)
	}
	data, err := backup.Marshal(b)
	if err != nil {
		return "", fmt.Errorf("automatic backup of tournament %d: %w", id, err)
	}
	path, err := db.auto.folder.Save(uint(id), data, b.WrittenAt, b.Revision)
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
