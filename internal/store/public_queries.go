package store

import (
	"context"
	"fmt"

	"gorm.io/gorm"
)

// PublicVersion is what the public pages of a tournament are made of, as two counters that
// only grow: the tournament's revision and the newest game record of the whole database.
// Pages rendered at one PublicVersion stay valid until either counter moves.
type PublicVersion struct {
	Revision int64
	Records  int64
}

// PublicVersion reads both counters in one single-row query, so that players' phones polling
// for news cost one cheap read each. Uploads of game records do not bump the revision, hence
// the second counter; it is global because MAX over the table's key is a single index probe.
// A change to a stored record (UpdateGameRecordIf) leaves MAX(id) as it was, so it bumps the
// revision instead.
func (db *DB) PublicVersion(ctx context.Context, id TournamentID) (PublicVersion, error) {
	var rows []PublicVersion
	err := db.gorm.WithContext(ctx).Raw(
		`SELECT revision, (SELECT COALESCE(MAX(id), 0) FROM game_records) AS records FROM tournaments WHERE id = ?`, id).
		Scan(&rows).Error
	if err != nil {
		return PublicVersion{}, fmt.Errorf("version of tournament %d: %w", id, err)
	}
	if len(rows) == 0 {
		return PublicVersion{}, Errorf(ENOTFOUND, "", "tournament %d not found", id)
	}
	return rows[0], nil
}

// RecordedTables returns the tables of a round whose game has an uploaded record, for
// linking the scored boards from the pairings.
func (db *DB) RecordedTables(ctx context.Context, id TournamentID, round int) (map[int]bool, error) {
	var tables []int
	err := db.gorm.WithContext(ctx).Model(&gameRecordRow{}).
		Joins("JOIN games ON games.id = game_records.game_id").
		Where("games.tournament_id = ? AND games.round = ?", id, round).
		Distinct("games.table_number").Pluck("games.table_number", &tables).Error
	if err != nil {
		return nil, fmt.Errorf("records of round %d: %w", round, err)
	}
	out := make(map[int]bool, len(tables))
	for _, t := range tables {
		out[t] = true
	}
	return out, nil
}

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
