package store

import (
	"context"
	"fmt"
	"sync"

	"github.com/hoshi-go/hoshi/internal/backup"
)

// resultsPerBackup is how many results entered make an automatic backup.
const resultsPerBackup = 10

// autoBackup is where and how the store writes automatic backups, and which are under way.
type autoBackup struct {
	folder backup.Folder
	report func(TournamentID, string, error)

	mu sync.Mutex
	// running holds the tournaments whose backup is being written; again those changed
	// meanwhile, whose backup is written once more when it is done.
	running, again map[TournamentID]bool
	wg             sync.WaitGroup
}

// AutoBackup makes the store write a tournament's backup file into folder after every
// pairing stored (CreateRound, SaveRound) and after every tenth result entered (SetResult:
// the 10th, 20th, ... line of the audit trail that is not a round's change), keeping the last
// folder.Keep of each tournament.
//
// The backup is written in the background once the change is committed, so that the change's
// caller does not wait for it (a 500-player tournament takes about a tenth of a second), and
// it never undoes the change: report is told of every backup, with its path or its error.
// Changes made while a tournament's backup is being written make one more backup when it is
// done, of the state then: a burst of results makes two backups, not one each. Close waits
// for the backups under way. Call AutoBackup once, before the database is used.
func (db *DB) AutoBackup(folder backup.Folder, report func(id TournamentID, path string, err error)) {
	db.auto = &autoBackup{folder: folder, report: report, running: map[TournamentID]bool{}, again: map[TournamentID]bool{}}
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
			path, err := db.writeBackup(context.Background(), id)
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
		}
	}()
}

// WaitBackups waits until the automatic backups under way are written.
func (db *DB) WaitBackups() {
	if db.auto != nil {
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
