package store

import (
	"time"

	"gorm.io/gorm"
)

// migrateDirectors creates the director's credentials, the server-side sessions and the log of
// login attempts that rate-limits password guessing.
func migrateDirectors(tx *gorm.DB) error {
	type director struct {
		ID           uint      `gorm:"primaryKey"`
		Name         string    `gorm:"size:100;not null;uniqueIndex:idx_directors_name"`
		PasswordHash string    `gorm:"size:100;not null"`
		CreatedAt    time.Time `gorm:"not null"`
		UpdatedAt    time.Time `gorm:"not null"`
	}
	type session struct {
		ID         uint      `gorm:"primaryKey"`
		TokenHash  string    `gorm:"size:64;not null;uniqueIndex:idx_sessions_token"`
		DirectorID uint      `gorm:"not null"`
		Director   director  `gorm:"constraint:OnDelete:CASCADE"`
		CreatedAt  time.Time `gorm:"not null"`
		ExpiresAt  time.Time `gorm:"not null;index:idx_sessions_expiry"`
	}
	type loginAttempt struct {
		ID      uint      `gorm:"primaryKey"`
		IP      string    `gorm:"size:64;not null;index:idx_login_attempts_ip,priority:1"`
		At      time.Time `gorm:"not null;index:idx_login_attempts_ip,priority:2"`
		Success bool      `gorm:"not null"`
	}
	return tx.Migrator().CreateTable(&director{}, &session{}, &loginAttempt{})
}
