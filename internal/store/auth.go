package store

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"time"

	"golang.org/x/crypto/bcrypt"
	"gorm.io/gorm"
)

// directorName is the one director account. hoshi has a single password per server, the
// tournament director's; the table leaves room for more accounts.
const directorName = "director"

// MinPasswordLength is the shortest password the setup form accepts.
const MinPasswordLength = 8

// HasDirector reports whether the director's password has been set, so that the first start
// can ask for it.
func (db *DB) HasDirector(ctx context.Context) (bool, error) {
	var n int64
	if err := db.gorm.WithContext(ctx).Model(&directorRow{}).Count(&n).Error; err != nil {
		return false, fmt.Errorf("director: %w", err)
	}
	return n > 0, nil
}

// SetPassword sets the director's password (stored as a bcrypt hash). It is the operator's
// choice (HOSHI_ADMIN_PASSWORD), so only an empty password is refused; the setup form asks
// for MinPasswordLength characters.
func (db *DB) SetPassword(ctx context.Context, password string) error {
	if password == "" {
		return Errorf(EINVALID, "password", "the password is empty")
	}
	// Restarting with the same HOSHI_ADMIN_PASSWORD keeps the hash, and so the sessions.
	if db.CheckPassword(ctx, password) == nil {
		return nil
	}
	hash, err := bcrypt.GenerateFromPassword([]byte(password), bcrypt.DefaultCost)
	if err != nil {
		return Errorf(EINVALID, "password", "%v", err)
	}
	return db.SetPasswordHash(ctx, string(hash))
}

// InitPassword sets the director's password on the first start; once one is set it refuses
// (ECONFLICT), so that nobody can take over a running server through the setup form.
func (db *DB) InitPassword(ctx context.Context, password string) error {
	if len(password) < MinPasswordLength {
		return Errorf(EINVALID, "password", "the password needs at least %d characters", MinPasswordLength)
	}
	hash, err := bcrypt.GenerateFromPassword([]byte(password), bcrypt.DefaultCost)
	if err != nil {
		return Errorf(EINVALID, "password", "%v", err)
	}
	now := db.now()
	row := directorRow{Name: directorName, PasswordHash: string(hash), CreatedAt: now, UpdatedAt: now}
	err = db.gorm.WithContext(ctx).Create(&row).Error
	if errors.Is(err, gorm.ErrDuplicatedKey) {
		return Errorf(ECONFLICT, "password", "the director's password is already set")
	}
	if err != nil {
		return fmt.Errorf("set password: %w", err)
	}
	return nil
}

// SetPasswordHash sets the director's password from a bcrypt hash, as written in config.yaml.
// A new password closes every open session.
func (db *DB) SetPasswordHash(ctx context.Context, hash string) error {
	if _, err := bcrypt.Cost([]byte(hash)); err != nil {
		return Errorf(EINVALID, "password_hash", "not a bcrypt hash: %v", err)
	}
	now := db.now()
	return db.transaction(ctx, func(tx *gorm.DB) error {
		res := tx.Model(&directorRow{}).Where("name = ? AND password_hash <> ?", directorName, hash).
			Updates(map[string]any{"password_hash": hash, "updated_at": now})
		if res.Error != nil {
			return fmt.Errorf("set password: %w", res.Error)
		}
		if res.RowsAffected > 0 {
			if err := tx.Where("1 = 1").Delete(&sessionRow{}).Error; err != nil {
				return fmt.Errorf("close sessions: %w", err)
			}
			return nil
		}
		var n int64
		if err := tx.Model(&directorRow{}).Where("name = ?", directorName).Count(&n).Error; err != nil {
			return fmt.Errorf("set password: %w", err)
		}
		if n > 0 {
			return nil // the same hash
		}
		row := directorRow{Name: directorName, PasswordHash: hash, CreatedAt: now, UpdatedAt: now}
		if err := tx.Create(&row).Error; err != nil {
			return fmt.Errorf("set password: %w", err)
		}
		return nil
	})
}

// CheckPassword returns nil if password is the director's, EUNAUTHORIZED otherwise (also when
// no password is set).
func (db *DB) CheckPassword(ctx context.Context, password string) error {
	var row directorRow
	err := db.gorm.WithContext(ctx).Where("name = ?", directorName).Take(&row).Error
	if errors.Is(err, gorm.ErrRecordNotFound) {
		return Errorf(EUNAUTHORIZED, "password", "no director password is set")
	}
	if err != nil {
		return fmt.Errorf("check password: %w", err)
	}
	if bcrypt.CompareHashAndPassword([]byte(row.PasswordHash), []byte(password)) != nil {
		return Errorf(EUNAUTHORIZED, "password", "wrong password")
	}
	return nil
}

// tokenHash is what the sessions table keeps of a token: a stolen database gives no session.
func tokenHash(token string) string {
	h := sha256.Sum256([]byte(token))
	return hex.EncodeToString(h[:])
}

// CreateSession opens a director session valid for ttl and returns its secret token, to be
// sent to the browser in a cookie. Only the token's hash is stored.
func (db *DB) CreateSession(ctx context.Context, ttl time.Duration) (string, error) {
	var buf [32]byte
	if _, err := rand.Read(buf[:]); err != nil {
		return "", fmt.Errorf("session token: %w", err)
	}
	token := base64.RawURLEncoding.EncodeToString(buf[:])
	now := db.now()
	err := db.transaction(ctx, func(tx *gorm.DB) error {
		var d directorRow
		if err := tx.Where("name = ?", directorName).Take(&d).Error; err != nil {
			return notFound(err, "password", "director")
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

// SessionValid reports whether token belongs to an open, unexpired director session.
func (db *DB) SessionValid(ctx context.Context, token string) (bool, error) {
	if token == "" {
		return false, nil
	}
	var n int64
	err := db.gorm.WithContext(ctx).Model(&sessionRow{}).
		Where("token_hash = ? AND expires_at > ?", tokenHash(token), db.now()).Count(&n).Error
	if err != nil {
		return false, fmt.Errorf("session: %w", err)
	}
	return n > 0, nil
}

// DeleteSession closes the session of token (logging out); an unknown token is not an error.
func (db *DB) DeleteSession(ctx context.Context, token string) error {
	err := db.gorm.WithContext(ctx).Where("token_hash = ?", tokenHash(token)).Delete(&sessionRow{}).Error
	if err != nil {
		return fmt.Errorf("delete session: %w", err)
	}
	return nil
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

// LoginFailures counts the failed logins from ip within the last period.
func (db *DB) LoginFailures(ctx context.Context, ip string, period time.Duration) (int, error) {
	var n int64
	err := db.gorm.WithContext(ctx).Model(&loginAttemptRow{}).
		Where("ip = ? AND at > ? AND success = ?", ip, db.now().Add(-period), false).Count(&n).Error
	if err != nil {
		return 0, fmt.Errorf("login failures: %w", err)
	}
	return int(n), nil
}
