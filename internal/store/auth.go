package store

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"golang.org/x/crypto/bcrypt"
	"gorm.io/gorm"
)

// AdminName is the site administrator's account: the single password of earlier versions,
// which HOSHI_ADMIN_PASSWORD, config.yaml's password hash and the setup form still set.
const AdminName = "admin"

// MinPasswordLength is the shortest password the setup form accepts.
const MinPasswordLength = 8

// HasDirector reports whether the administrator's password has been set, so that the first
// start can ask for it.
func (db *DB) HasDirector(ctx context.Context) (bool, error) {
	var n int64
	if err := db.gorm.WithContext(ctx).Model(&directorRow{}).Where("name = ?", AdminName).Count(&n).Error; err != nil {
		return false, fmt.Errorf("administrator: %w", err)
	}
	return n > 0, nil
}

// SetPassword sets the administrator's password (stored hashed, hashPassword). It is the
// operator's choice (HOSHI_ADMIN_PASSWORD), so only an empty password is refused; the setup
// form asks for MinPasswordLength characters.
//
// Several processes started at once on a new database with the same password all succeed and
// keep the one hash the first of them stored: a password that verifies keeps its hash (and so
// the sessions).
func (db *DB) SetPassword(ctx context.Context, password string) error {
	if password == "" {
		return Errorf(EINVALID, "password", "the password is empty")
	}
	for try := 0; ; try++ {
		if db.CheckPassword(ctx, password) == nil {
			return nil
		}
		hash, err := hashPassword(password)
		if err != nil {
			return err
		}
		err = db.SetPasswordHash(ctx, hash)
		if errors.Is(err, gorm.ErrDuplicatedKey) && try == 0 {
			continue // another process created the account meanwhile: check its hash
		}
		return err
	}
}

// InitPassword sets the administrator's password on the first start; once one is set it
// refuses (ECONFLICT), so that nobody can take over a running server through the setup form.
func (db *DB) InitPassword(ctx context.Context, password string) error {
	if len(password) < MinPasswordLength {
		return Errorf(EINVALID, "password", "the password needs at least %d characters", MinPasswordLength)
	}
	hash, err := hashPassword(password)
	if err != nil {
		return err
	}
	now := db.now()
	row := directorRow{Name: AdminName, Admin: true, PasswordHash: hash, CreatedAt: now, UpdatedAt: now}
	err = db.transaction(ctx, func(tx *gorm.DB) error { return tx.Create(&row).Error })
	if errors.Is(err, gorm.ErrDuplicatedKey) {
		return Errorf(ECONFLICT, "password", "the administrator's password is already set")
	}
	if err != nil {
		return fmt.Errorf("set password: %w", err)
	}
	return nil
}

// SetPasswordHash sets the administrator's password from a bcrypt hash, as written in
// config.yaml. A new password closes the administrator's open sessions.
func (db *DB) SetPasswordHash(ctx context.Context, hash string) error {
	if _, err := bcrypt.Cost([]byte(hash)); err != nil {
		return Errorf(EINVALID, "password_hash", "not a bcrypt hash: %v", err)
	}
	now := db.now()
	return db.transaction(ctx, func(tx *gorm.DB) error {
		var row directorRow
		err := tx.Where("name = ?", AdminName).Take(&row).Error
		if errors.Is(err, gorm.ErrRecordNotFound) {
			row = directorRow{Name: AdminName, Admin: true, PasswordHash: hash, CreatedAt: now, UpdatedAt: now}
			if err := tx.Create(&row).Error; err != nil {
				return fmt.Errorf("set password: %w", err)
			}
			return nil
		}
		if err != nil {
			return fmt.Errorf("set password: %w", err)
		}
		if row.PasswordHash == hash && row.Admin {
			return nil
		}
		return setHash(tx, row.ID, hash, now, true)
	})
}

// setHash stores a user's new password hash and closes the user's sessions; admin also makes
// the account the administrator's.
func setHash(tx *gorm.DB, id uint, hash string, now time.Time, admin bool) error {
	fields := map[string]any{"password_hash": hash, "updated_at": now}
	if admin {
		fields["admin"] = true
	}
	if err := tx.Model(&directorRow{}).Where("id = ?", id).Updates(fields).Error; err != nil {
		return fmt.Errorf("set password: %w", err)
	}
	if err := tx.Where("director_id = ?", id).Delete(&sessionRow{}).Error; err != nil {
		return fmt.Errorf("close sessions: %w", err)
	}
	return nil
}

// CheckPassword returns nil if password is the administrator's, EUNAUTHORIZED otherwise (also
// when no password is set).
func (db *DB) CheckPassword(ctx context.Context, password string) error {
	_, err := db.Authenticate(ctx, AdminName, password)
	return err
}

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
		var d directorRow
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
	var rows []directorRow
	err := db.gorm.WithContext(ctx).Model(&directorRow{}).
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

// LoginAttempt is one password check allowed by BeginLogin: End records its outcome.
type LoginAttempt struct{ id uint }

// BeginLogin records a login attempt from ip on account before its password is checked, then
// counts the failures of the address and of the account within period, this attempt
// included. When the address has had its maxPerIP failures, or the account its maxPerAccount
// and the address has failed on it too (or another address tried it within
// LoginAccountBackoff), it returns what is limited ("address" or "account") and keeps the
// attempt as refused, which counts no further: the password is not to be checked. A client
// guessing from anywhere thus cannot lock the account's owner out: an address that has not
// failed on the account still gets a try every LoginAccountBackoff. The attempt is stored before the count, so that attempts
// sent at once, to one process or to several sharing the database, see each other: of any
// two, the one that commits last counts the other.
func (db *DB) BeginLogin(ctx context.Context, ip, account string, period time.Duration, maxPerIP, maxPerAccount int) (LoginAttempt, string, error) {
	now := db.now()
	// An account counts once whether named by its name or its e-mail, in any case.
	account = strings.ToLower(strings.TrimSpace(account))
	if u, err := findUser(db.gorm.WithContext(ctx), account); err == nil {
		account = "#" + strconv.FormatUint(uint64(u.ID), 10)
	} else if !errors.Is(err, gorm.ErrRecordNotFound) {
		return LoginAttempt{}, "", fmt.Errorf("login: %w", err)
	}
	row := loginAttemptRow{IP: ip, Account: account, At: now}
	err := db.transaction(ctx, func(tx *gorm.DB) error {
		if err := tx.Where("at < ?", now.Add(-24*time.Hour)).Delete(&loginAttemptRow{}).Error; err != nil {
			return fmt.Errorf("prune login attempts: %w", err)
		}
		return tx.Create(&row).Error
	})
	if err != nil {
		return LoginAttempt{}, "", fmt.Errorf("record login attempt: %w", err)
	}
	failures := func(col, v string) (int64, error) {
		var n int64
		err := db.gorm.WithContext(ctx).Model(&loginAttemptRow{}).
			Where(col+" = ? AND at > ? AND success = ? AND refused = ? AND id <> ?", v, now.Add(-period), false, false, row.ID).
			Count(&n).Error
		return n, err
	}
	byIP, err := failures("ip", ip)
	if err != nil {
		return LoginAttempt{}, "", fmt.Errorf("login failures: %w", err)
	}
	byAccount, err := failures("account", account)
	if err != nil {
		return LoginAttempt{}, "", fmt.Errorf("login failures: %w", err)
	}
	limited := ""
	switch {
	case byIP >= int64(maxPerIP):
		limited = "address"
	case byAccount >= int64(maxPerAccount):
		// The account is under attack. An address that has failed on it within the period
		// stays out; an address that has not (the director, elsewhere) may try, but the account
		// takes one such try per LoginAccountBackoff, so that many addresses guessing once each
		// are slowed, not the account locked.
		var failedHere, recent int64
		err := db.gorm.WithContext(ctx).Model(&loginAttemptRow{}).
			Where("account = ? AND ip = ? AND at > ? AND success = ? AND refused = ? AND id <> ?", account, ip, now.Add(-period), false, false, row.ID).
			Count(&failedHere).Error
		if err == nil && failedHere == 0 {
			err = db.gorm.WithContext(ctx).Model(&loginAttemptRow{}).
				Where("account = ? AND at > ? AND refused = ? AND id <> ?", account, now.Add(-LoginAccountBackoff), false, row.ID).
				Count(&recent).Error
		}
		if err != nil {
			return LoginAttempt{}, "", fmt.Errorf("login failures: %w", err)
		}
		if failedHere > 0 || recent > 0 {
			limited = "account"
		}
	}
	if limited != "" {
		err := db.transaction(ctx, func(tx *gorm.DB) error {
			return tx.Model(&loginAttemptRow{}).Where("id = ?", row.ID).Update("refused", true).Error
		})
		if err != nil {
			return LoginAttempt{}, "", fmt.Errorf("record login attempt: %w", err)
		}
		return LoginAttempt{}, limited, nil
	}
	return LoginAttempt{id: row.ID}, "", nil
}

// LoginAccountBackoff is how often an account that has had its failures within the period
// takes a try from an address that has not failed on it (BeginLogin).
const LoginAccountBackoff = 2 * time.Second

// EndLogin records the outcome of an attempt that BeginLogin allowed.
func (db *DB) EndLogin(ctx context.Context, a LoginAttempt, success bool) error {
	if !success {
		return nil // stored as a failure already
	}
	err := db.transaction(ctx, func(tx *gorm.DB) error {
		return tx.Model(&loginAttemptRow{}).Where("id = ?", a.id).Update("success", true).Error
	})
	if err != nil {
		return fmt.Errorf("record login attempt: %w", err)
	}
	return nil
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
