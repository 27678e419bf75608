package store

import (
	"time"

	"gorm.io/gorm"
)

// migrateSignups creates the online sign-up's tables: each tournament's registration setting
// (no row: closed) and one row per sign-up received, which keeps the player's e-mail and the
// address it came from. A sign-up outlives a rejected player (player_id set to NULL), so that
// the limit per address still counts it.
func migrateSignups(tx *gorm.DB) error {
	type tournament struct {
		ID uint `gorm:"primaryKey"`
	}
	type player struct {
		ID uint `gorm:"primaryKey"`
	}
	type registration struct {
		ID           uint       `gorm:"primaryKey"`
		TournamentID uint       `gorm:"not null;uniqueIndex:idx_registrations_tournament"`
		Tournament   tournament `gorm:"constraint:OnDelete:CASCADE"`
		Open         bool       `gorm:"not null"`
		Closes       string     `gorm:"size:10;not null"`
	}
	type signup struct {
		ID           uint       `gorm:"primaryKey"`
		TournamentID uint       `gorm:"not null;index:idx_signups_tournament"`
		Tournament   tournament `gorm:"constraint:OnDelete:CASCADE"`
		PlayerID     *uint      `gorm:"uniqueIndex:idx_signups_player"`
		Player       *player    `gorm:"constraint:OnDelete:SET NULL"`
		Email        string     `gorm:"size:200;not null"`
		Address      string     `gorm:"size:64;not null;index:idx_signups_address,priority:1"`
		CreatedAt    time.Time  `gorm:"not null;index:idx_signups_address,priority:2"`
	}
	return tx.Migrator().CreateTable(&registration{}, &signup{})
}
