package store

import (
	"context"
	"errors"
	"fmt"
	"time"

	"gorm.io/gorm"
)

// GameRecord is an uploaded SGF of a game and the rules engine's score of its final position.
type GameRecord struct {
	// ID names the stored record: LatestGameRecord sets it, UpdateGameRecordIf changes that
	// record; SaveGameRecord ignores it.
	ID           uint
	Round, Table int
	SGF          string
	// Score is the result in SGF form ("B+5.5", "W+12", "0").
	Score string
	// Details is the engine's explanation of the score, as JSON.
	Details    string
	UploadedAt time.Time
	UploadedBy string
}

// recordsLock is the key of PostgreSQL's advisory lock that orders the uploads of game
// records ("hoshisgf" in ASCII).
const recordsLock = 0x686f736869736766

// SaveGameRecord stores the SGF and score of the game at a table of a round; earlier uploads
// of the same game are kept.
//
// The records' ids grow in the order the uploads are committed, which PublicVersion relies on:
// SQLite has one writer at a time; on PostgreSQL, whose sequences hand out ids at insert time,
// the uploads take a transaction-level advisory lock first, so that an upload committed later
// never has the smaller id (uploads are rare: waiting for each other costs nothing).
func (db *DB) SaveGameRecord(ctx context.Context, id TournamentID, r GameRecord) error {
	return db.transaction(ctx, func(tx *gorm.DB) error {
		if db.postgres {
			if err := tx.Exec("SELECT pg_advisory_xact_lock(?)", recordsLock).Error; err != nil {
				return fmt.Errorf("save game record: %w", err)
			}
		}
		var g gameRow
		err := tx.Select("id").Where("tournament_id = ? AND round = ? AND table_number = ?", id, r.Round, r.Table).Take(&g).Error
		if errors.Is(err, gorm.ErrRecordNotFound) {
			return keyedErr(ENOTFOUND, "table", msgNoGameAtTable.New(r.Round, r.Table))
		}
		if err != nil {
			return fmt.Errorf("save game record: %w", err)
		}
		if err := db.insertGameRecord(tx, g.ID, r); err != nil {
			return err
		}
		return markChanged(tx, id)
	})
}

// insertGameRecord stores r as the newest record of the game gameID, inside tx; on
// PostgreSQL after the lock that keeps the records' ids in the order of their commits (see
// SaveGameRecord), which it takes when tx does not hold it yet.
func (db *DB) insertGameRecord(tx *gorm.DB, gameID uint, r GameRecord) error {
	if db.postgres {
		if err := tx.Exec("SELECT pg_advisory_xact_lock(?)", recordsLock).Error; err != nil {
			return fmt.Errorf("save game record: %w", err)
		}
	}
	if r.Details == "" {
		r.Details = "{}"
	}
	row := gameRecordRow{GameID: gameID, SGF: r.SGF, Score: r.Score, Details: r.Details, UploadedAt: db.now(), UploadedBy: r.UploadedBy}
	if err := tx.Create(&row).Error; err != nil {
		return fmt.Errorf("save game record: %w", err)
	}
	return nil
}

// LatestGameRecord returns the last SGF uploaded for the game at a table of a round.
func (db *DB) LatestGameRecord(ctx context.Context, id TournamentID, round, table int) (GameRecord, error) {
	var row gameRecordRow
	err := db.gorm.WithContext(ctx).
		Joins("JOIN games ON games.id = game_records.game_id").
		Where("games.tournament_id = ? AND games.round = ? AND games.table_number = ?", id, round, table).
		Order("game_records.id DESC").Take(&row).Error
	if err != nil {
		return GameRecord{}, notFound(err, "table", fmt.Sprintf("a game record of round %d table %d", round, table))
	}
	return GameRecord{
		ID: row.ID, Round: round, Table: table, SGF: row.SGF, Score: row.Score, Details: row.Details,
		UploadedAt: row.UploadedAt.UTC(), UploadedBy: row.UploadedBy,
	}, nil
}
