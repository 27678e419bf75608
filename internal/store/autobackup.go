package store

import (
	"context"
	"fmt"

	"github.com/hoshi-go/hoshi/internal/backup"
)

// resultsPerBackup is how many results entered make an automatic backup.
const resultsPerBackup = 10

// autoBackup is where and how the store writes automatic backups.
type autoBackup struct {
	folder backup.Folder
	report func(TournamentID, string, error)
}

// AutoBackup makes the store write a tournament's backup file into folder after every
// pairing stored (CreateRound, SaveRound) and after every tenth result entered (SetResult:
// the 10th, 20th, ... line of the audit trail that is not a round's change), keeping the last
// folder.Keep of each tournament. The backup is written after the change is committed and
// does not undo it if it fails: report is told of every backup, with its path or its error.
// Call it once, before the database is used.
func (db *DB) AutoBackup(folder backup.Folder, report func(id TournamentID, path string, err error)) {
	db.auto = &autoBackup{folder: folder, report: report}
}

// backupNow writes tournament id's automatic backup, if AutoBackup is on.
func (db *DB) backupNow(ctx context.Context, id TournamentID) {
	if db.auto == nil {
		return
	}
	// The change is committed: the backup is written even if the request has gone.
	ctx = context.WithoutCancel(ctx)
	path, err := db.writeBackup(ctx, id)
	if db.auto.report != nil {
		db.auto.report(id, path, err)
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
