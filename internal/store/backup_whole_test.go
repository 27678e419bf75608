package store

import (
	"bytes"
	"context"
	"fmt"

	"github.com/hoshi-go/hoshi/internal/backup"
	"gorm.io/gorm"
)

// The whole-value reading and writing of a backup that the tests compare WriteBackup's
// stream with: hoshi itself writes a backup only as a stream.

// Backup reads everything hoshi's backup file holds of a tournament, in one transaction so
// that it is one revision's: settings, players, games, byes, the uploaded game records, the
// audit trail of results, the registration setting, the categories and prize list, the
// players' details, the sign-ups of the players still registered (without the address a
// sign-up came from, which only bounds the sign-ups of the next hours), and the team settings,
// teams, matches and team byes of a team tournament.
func (db *DB) Backup(ctx context.Context, id TournamentID) (*backup.Backup, error) {
	var b *backup.Backup
	err := db.readTransaction(ctx, func(tx *gorm.DB) error {
		b = &backup.Backup{SourceID: uint(id), WrittenAt: db.now()}
		at, err := readBackup(tx, id, b)
		if err != nil {
			return err
		}
		if err := readRecords(tx, id, b, at); err != nil {
			return err
		}
		audit := auditReader{tx: tx, id: id, at: at}
		return audit.each(func(e *backup.AuditEntry) error {
			b.Audit = append(b.Audit, *e)
			return nil
		})
	})
	if err != nil {
		return nil, err
	}
	return b, nil
}

// readRecords reads tournament id's game records into b, oldest first.
func readRecords(tx *gorm.DB, id TournamentID, b *backup.Backup, at map[uint]gameAt) error {
	var records []gameRecordRow
	err := tx.Where("game_id IN (?)", tx.Session(&gorm.Session{NewDB: true}).Model(&gameRow{}).Select("id").Where("tournament_id = ?", id)).
		Order("id").Find(&records).Error
	if err != nil {
		return fmt.Errorf("game records of tournament %d: %w", id, err)
	}
	for _, r := range records {
		g := at[r.GameID]
		b.Records = append(b.Records, backup.Record{
			Round: g.round, Table: g.table, SGF: r.SGF, Score: r.Score, Details: r.Details,
			UploadedAt: r.UploadedAt.UTC(), UploadedBy: r.UploadedBy,
		})
	}
	return nil
}

// marshalBackup is the plain encoding of the whole value b: WriteStream given no lists
// encodes b whole (its records and audit trail included) and writes it as it is.
func marshalBackup(b *backup.Backup) ([]byte, error) {
	var buf bytes.Buffer
	if err := backup.WriteStream(&buf, b, backup.Lists{}); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
