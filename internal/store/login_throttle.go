package store

// The throttling of logins: every attempt recorded before its password is checked, refused
// beyond a number of failures per address and per account within a period.

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"gorm.io/gorm"
)

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
