package store

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
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
	// Replay is the game of the table the record is of where drawn games are replayed
	// (docs/SHOGI.md, "Draws replayed"): 0 the first game, n its n-th replay. LatestGameRecord
	// sets it; SaveGameRecordIf stores a record only while the game's replays are r.Replay;
	// SaveGameRecord stores it as given, unchecked (Go's games, never replayed, have 0). It
	// is kept in Details ("replay", absent for 0), which a backup carries as it is.
	Replay int
}

// detailsWithReplay is details with its "replay" set to n (removed for 0), as the record of
// the n-th replay of a drawn game stores it.
func detailsWithReplay(details string, n int) (string, error) {
	if n == 0 && !strings.Contains(details, `"replay"`) {
		return details, nil
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal([]byte(details), &m); err != nil {
		return "", fmt.Errorf("the details of a game record are no JSON object: %w", err)
	}
	if m == nil {
		m = map[string]json.RawMessage{}
	}
	delete(m, "replay")
	if n != 0 {
		m["replay"] = json.RawMessage(strconv.Itoa(n))
	}
	b, err := json.Marshal(m)
	return string(b), err
}

// replayOf is the replay a record's details say it is of (detailsWithReplay): 0 without one.
func replayOf(details string) int {
	if !strings.Contains(details, `"replay"`) {
		return 0
	}
	var d struct {
		Replay int `json:"replay"`
	}
	json.Unmarshal([]byte(details), &d)
	return d.Replay
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
	return db.saveGameRecord(ctx, id, r, false)
}

// SaveGameRecordIf is SaveGameRecord for a record uploaded as the record of the game's replay
// r.Replay (0 the first game; the count of replays the page or the request was read with): if
// the game's drawn games were replayed since, so that the record would be taken for the
// replay's, nothing is stored and the answer is ECONFLICT on "replays" (staleReplay). The
// check is made in the transaction, whichever process replayed the game.
func (db *DB) SaveGameRecordIf(ctx context.Context, id TournamentID, r GameRecord) error {
	return db.saveGameRecord(ctx, id, r, true)
}

// staleReplay is the refusal of a record or result meant for a game that was replayed after
// a draw since the page that sent it was shown (SaveGameRecordIf, SetResultIfReplay).
func staleReplay(round, table, replays int) error {
	return keyedErr(ECONFLICT, "replays", msgGameReplayed.New(round, table, replays))
}

func (db *DB) saveGameRecord(ctx context.Context, id TournamentID, r GameRecord, check bool) error {
	return db.transaction(ctx, func(tx *gorm.DB) error {
		if db.postgres {
			if err := tx.Exec("SELECT pg_advisory_xact_lock(?)", recordsLock).Error; err != nil {
				return fmt.Errorf("save game record: %w", err)
			}
		}
		var g gameRow
		q := tx.Select("id")
		if check {
			// Only then: a database of before migration 2026112910-draw-replay has no replays,
			// and Go's records (SaveGameRecord) are written the same on it.
			q = tx.Select("id", "replays")
		}
		err := q.Where("tournament_id = ? AND round = ? AND table_number = ?", id, r.Round, r.Table).Take(&g).Error
		if errors.Is(err, gorm.ErrRecordNotFound) {
			return keyedErr(ENOTFOUND, "table", msgNoGameAtTable.New(r.Round, r.Table))
		}
		if err != nil {
			return fmt.Errorf("save game record: %w", err)
		}
		if check && g.Replays != r.Replay {
			return staleReplay(r.Round, r.Table, g.Replays)
		}
		if r.Details, err = detailsWithReplay(orEmpty(r.Details), r.Replay); err != nil {
			return err
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

// orEmpty is details, "{}" for none.
func orEmpty(details string) string {
	if details == "" {
		return "{}"
	}
	return details
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
		UploadedAt: row.UploadedAt.UTC(), UploadedBy: row.UploadedBy, Replay: replayOf(row.Details),
	}, nil
}
