package store

import (
	"context"
	"fmt"
	"time"

	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"gorm.io/gorm"
)

// What only the tests of the store call, to set a tournament up or look into the database.
// Those that stand for a product method go through its code: SaveRound is ChangeRound with
// the games given, UpdatePlayer, UpdateSettings, UpdateGameRecord and UpdateGameAt are the
// product's own paths without the check of a revision or version.

// CreateSession opens a session of the administrator valid for ttl (CreateUserSession).
func (db *DB) CreateSession(ctx context.Context, ttl time.Duration) (string, error) {
	var d userRow
	if err := db.gorm.WithContext(ctx).Where("name = ?", AdminName).Take(&d).Error; err != nil {
		return "", notFound(err, "password", "administrator")
	}
	return db.CreateUserSession(ctx, UserID(d.ID), ttl)
}

// SessionValid reports whether token belongs to an open, unexpired session.
func (db *DB) SessionValid(ctx context.Context, token string) (bool, error) {
	_, ok, err := db.SessionUser(ctx, token)
	return ok, err
}

// RecordLoginAttempt logs a login attempt from ip, and forgets attempts older than a day.
func (db *DB) RecordLoginAttempt(ctx context.Context, ip string, success bool) error {
	now := db.now()
	return db.transaction(ctx, func(tx *gorm.DB) error {
		if err := tx.Where("at < ?", now.Add(-24*time.Hour)).Delete(&loginAttemptRow{}).Error; err != nil {
			return fmt.Errorf("prune login attempts: %w", err)
		}
		if err := tx.Create(&loginAttemptRow{IP: ip, At: now, Success: success}).Error; err != nil {
			return fmt.Errorf("record login attempt: %w", err)
		}
		return nil
	})
}

// WaitWatching waits until the hub's goroutines have ended after the last subscriber left,
// or ctx ends.
func (db *DB) WaitWatching(ctx context.Context) error {
	h := &db.live
	h.mu.Lock()
	done := h.done
	h.mu.Unlock()
	if done == nil {
		return nil
	}
	select {
	case <-done:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// UpdatePlayer is UpdatePlayerAt at whatever revision is stored.
func (db *DB) UpdatePlayer(ctx context.Context, id TournamentID, p tournament.Player) error {
	return db.updatePlayerCheck(ctx, id, p, anyRevision, "", nil)
}

// UpdateSettings is UpdateSettingsAt at whatever revision is stored.
func (db *DB) UpdateSettings(ctx context.Context, id TournamentID, s tournament.Settings) error {
	return db.updateSettings(ctx, id, s, anyRevision)
}

// UpdateGameRecord is UpdateGameRecordIf whatever the record's details are now.
func (db *DB) UpdateGameRecord(ctx context.Context, id TournamentID, r GameRecord) error {
	return db.updateGameRecord(ctx, id, r, nil)
}

// SaveRound replaces the games and the bye of a round with these (ChangeRound).
func (db *DB) SaveRound(ctx context.Context, id TournamentID, round int, games []tournament.Game, bye tournament.PlayerID) error {
	return db.ChangeRound(ctx, id, round, func(*tournament.Tournament) ([]tournament.Game, tournament.PlayerID, error) {
		return games, bye, nil
	})
}

// UpdateGameAt is UpdateGameIf for a change made from the tournament at revision rev: if the
// tournament changed since, nothing is stored and the answer is ECONFLICT on "revision".
func (db *DB) UpdateGameAt(ctx context.Context, id TournamentID, rev int64, g tournament.Game) error {
	return db.updateGame(ctx, id, rev, "", "", g)
}

// mustRank is rank.Parse for the ranks written in the tests; it panics on a bad rank.
func mustRank(s string) rank.Rank {
	r, err := rank.Parse(s)
	if err != nil {
		panic(err)
	}
	return r
}

// AddPlayer is AddPlayerWithDetails of a player without details, for the tests.
func (db *DB) AddPlayer(ctx context.Context, id TournamentID, p tournament.Player) (tournament.PlayerID, error) {
	return db.AddPlayerWithDetails(ctx, id, p, tournament.PlayerDetails{})
}

// LoginFailures counts the failed logins from ip within the last period.
func (db *DB) LoginFailures(ctx context.Context, ip string, period time.Duration) (int, error) {
	var n int64
	err := db.gorm.WithContext(ctx).Model(&loginAttemptRow{}).
		Where("ip = ? AND at > ? AND success = ? AND refused = ?", ip, db.now().Add(-period), false, false).Count(&n).Error
	if err != nil {
		return 0, fmt.Errorf("login failures: %w", err)
	}
	return int(n), nil
}

// Watching returns the number of subscriptions and whether the hub's goroutines run.
func (db *DB) Watching() (subscriptions int, running bool) {
	h := &db.live
	h.mu.Lock()
	defer h.mu.Unlock()
	for _, m := range h.subs {
		subscriptions += len(m)
	}
	return subscriptions, h.running
}
