package store

import (
	"context"
	"fmt"

	"gorm.io/gorm"
)

// updateGameRecord replaces the SGF, score and details of a game's record: the director's
// dead-stone marks refine a record rather than add one per click.
//
// The record changed is r.ID, the one the caller read (LatestGameRecord), which must still be
// the latest record of the game now at table r.Table of round r.Round: if the game moved to
// another table or a newer record was uploaded since, nothing is stored and the answer is
// ECONFLICT, since the marks were made on a board that is no longer the one shown. With
// r.ID 0 (callers that did not read one) the latest record of the game is changed.
//
// The change bumps the tournament's revision, so that the public pages cached at the
// previous PublicVersion (the scored board, the result links) are rendered again. With
// details not nil, the record's stored details must still be *details (UpdateGameRecordIf).
func (db *DB) updateGameRecord(ctx context.Context, id TournamentID, r GameRecord, details *string) error {
	if r.Details == "" {
		r.Details = "{}"
	}
	return db.transaction(ctx, func(tx *gorm.DB) error {
		if err := bump(tx, id); err != nil {
			return err
		}
		var latest []uint
		err := tx.Model(&gameRecordRow{}).
			Joins("JOIN games ON games.id = game_records.game_id").
			Where("games.tournament_id = ? AND games.round = ? AND games.table_number = ?", id, r.Round, r.Table).
			Order("game_records.id DESC").Limit(1).Pluck("game_records.id", &latest).Error
		if err != nil {
			return fmt.Errorf("update game record: %w", err)
		}
		target := r.ID
		switch {
		case r.ID != 0 && (len(latest) == 0 || latest[0] != r.ID):
			var n int64
			err := tx.Model(&gameRecordRow{}).Joins("JOIN games ON games.id = game_records.game_id").
				Where("game_records.id = ? AND games.tournament_id = ?", r.ID, id).Count(&n).Error
			if err != nil {
				return fmt.Errorf("update game record: %w", err)
			}
			if n == 0 {
				return Errorf(ENOTFOUND, "table", "game record %d not found", r.ID)
			}
			return Errorf(ECONFLICT, "table", "the game of round %d table %d changed since its board was shown "+
				"(a newer record, or the game moved): reload the board and mark the stones again", r.Round, r.Table)
		case len(latest) == 0:
			return Errorf(ENOTFOUND, "table", "round %d table %d has no game record", r.Round, r.Table)
		case target == 0:
			target = latest[0]
		}
		q := tx.Model(&gameRecordRow{}).Where("id = ?", target)
		if details != nil {
			q = q.Where("details = ?", *details)
		}
		res := q.Updates(map[string]any{"sgf": r.SGF, "score": r.Score, "details": r.Details})
		if res.Error != nil {
			return fmt.Errorf("update game record: %w", res.Error)
		}
		if details != nil && res.RowsAffected == 0 {
			return Errorf(ECONFLICT, "table", "the board of round %d table %d was changed since it was shown: "+
				"reload it and make the change again", r.Round, r.Table)
		}
		return nil
	})
}
