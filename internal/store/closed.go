package store

import (
	"context"
	"fmt"

	"gorm.io/gorm"
)

// SetClosed closes tournament id (closed true) or opens it again: its revision moves, so that
// the public pages and their caches follow. See tournament.Tournament.Closed.
func (db *DB) SetClosed(ctx context.Context, id TournamentID, closed bool) error {
	return db.SetClosedAt(ctx, id, anyRevision, closed)
}

// SetClosedAt is SetClosed for a change computed from the tournament at revision rev: a
// tournament changed since is ECONFLICT on "revision".
func (db *DB) SetClosedAt(ctx context.Context, id TournamentID, rev int64, closed bool) error {
	return db.transaction(ctx, func(tx *gorm.DB) error {
		if err := bumpAt(tx, id, rev); err != nil {
			return err
		}
		res := tx.Model(&tournamentRow{}).Where("id = ?", id).UpdateColumn("closed", closed)
		if res.Error != nil {
			return fmt.Errorf("close tournament %d: %w", id, res.Error)
		}
		if res.RowsAffected == 0 {
			return keyedErr(ENOTFOUND, "", msgTournamentNotFound.New(id))
		}
		return nil
	})
}

// IsClosed answers whether tournament id is closed (SetClosed): one row's column, for a
// change that needs no more of the tournament than that. ENOTFOUND for no such tournament.
func (db *DB) IsClosed(ctx context.Context, id TournamentID) (bool, error) {
	var row tournamentRow
	err := db.gorm.WithContext(ctx).Select("closed").Take(&row, id).Error
	if err != nil {
		return false, notFoundKeyed(err, "", msgTournamentNotFound.New(id))
	}
	return row.Closed, nil
}
