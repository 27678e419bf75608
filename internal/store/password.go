package store

// The administrator's password: set, first set, set from a hash, checked. The passwords of
// the other users are in users.go.

import (
	"context"
	"errors"
	"fmt"
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
	if err := db.gorm.WithContext(ctx).Model(&userRow{}).Where("name = ?", AdminName).Count(&n).Error; err != nil {
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
	row := userRow{Name: AdminName, Admin: true, PasswordHash: hash, CreatedAt: now, UpdatedAt: now}
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
		var row userRow
		err := tx.Where("name = ?", AdminName).Take(&row).Error
		if errors.Is(err, gorm.ErrRecordNotFound) {
			row = userRow{Name: AdminName, Admin: true, PasswordHash: hash, CreatedAt: now, UpdatedAt: now}
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
	if err := tx.Model(&userRow{}).Where("id = ?", id).Updates(fields).Error; err != nil {
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
