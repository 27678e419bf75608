package store

// Sessions: a browser's login, kept by the hash of its token.

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"time"

	"gorm.io/gorm"
)

// tokenHash is what the sessions table keeps of a token: a stolen database gives no session.
func tokenHash(token string) string {
	h := sha256.Sum256([]byte(token))
	return hex.EncodeToString(h[:])
}

// CreateUserSession opens a session of the user id valid for ttl and returns its secret
// token, to be sent to the browser in a cookie. Only the token's hash is stored, so a session
// holds in every process that shares the database.
func (db *DB) CreateUserSession(ctx context.Context, id UserID, ttl time.Duration) (string, error) {
	token, err := newToken()
	if err != nil {
		return "", err
	}
	now := db.now()
	err = db.transaction(ctx, func(tx *gorm.DB) error {
		var d userRow
		if err := tx.Where("id = ?", id).Take(&d).Error; err != nil {
			return notFound(err, "user", "user")
		}
		// Expired sessions are pruned as new ones open: no background job needed.
		if err := tx.Where("expires_at < ?", now).Delete(&sessionRow{}).Error; err != nil {
			return fmt.Errorf("prune sessions: %w", err)
		}
		s := sessionRow{TokenHash: tokenHash(token), DirectorID: d.ID, CreatedAt: now, ExpiresAt: now.Add(ttl)}
		return tx.Create(&s).Error
	})
	if err != nil {
		return "", fmt.Errorf("create session: %w", err)
	}
	return token, nil
}

// newToken returns 32 random bytes in URL-safe base64: a session's or an invitation's secret.
func newToken() (string, error) {
	var buf [32]byte
	if _, err := rand.Read(buf[:]); err != nil {
		return "", fmt.Errorf("token: %w", err)
	}
	return base64.RawURLEncoding.EncodeToString(buf[:]), nil
}

// SessionUser returns the user of an open, unexpired session.
func (db *DB) SessionUser(ctx context.Context, token string) (User, bool, error) {
	if token == "" {
		return User{}, false, nil
	}
	var rows []userRow
	err := db.gorm.WithContext(ctx).Model(&userRow{}).
		Joins("JOIN sessions ON sessions.director_id = directors.id").
		Where("sessions.token_hash = ? AND sessions.expires_at > ?", tokenHash(token), db.now()).
		Limit(1).Find(&rows).Error
	if err != nil {
		return User{}, false, fmt.Errorf("session: %w", err)
	}
	if len(rows) == 0 {
		return User{}, false, nil
	}
	return userOf(rows[0]), true, nil
}

// DeleteSession closes the session of token (logging out); an unknown token is not an error.
func (db *DB) DeleteSession(ctx context.Context, token string) error {
	err := db.transaction(ctx, func(tx *gorm.DB) error {
		return tx.Where("token_hash = ?", tokenHash(token)).Delete(&sessionRow{}).Error
	})
	if err != nil {
		return fmt.Errorf("delete session: %w", err)
	}
	return nil
}
