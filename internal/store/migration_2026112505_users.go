package store

import (
	"time"

	"gorm.io/gorm"
)

// migrateUsers turns the single director's password into user accounts: the directors table
// gains an e-mail and an administrator flag, its one row (the single password of earlier
// versions) becomes the administrator "admin" with the same password hash, so that an
// installation upgrades without losing its password or its open sessions. Roles per
// tournament, invitations and the per-account login count get their tables and columns.
func migrateUsers(tx *gorm.DB) error {
	type director struct {
		ID           uint      `gorm:"primaryKey"`
		Name         string    `gorm:"size:100;not null;uniqueIndex:idx_directors_name"`
		Email        string    `gorm:"size:200;not null;default:''"`
		Admin        bool      `gorm:"not null;default:false"`
		PasswordHash string    `gorm:"size:100;not null"`
		CreatedAt    time.Time `gorm:"not null"`
		UpdatedAt    time.Time `gorm:"not null"`
	}
	type tournament struct {
		ID uint `gorm:"primaryKey"`
	}
	type tournamentRole struct {
		ID           uint       `gorm:"primaryKey"`
		TournamentID uint       `gorm:"not null;uniqueIndex:idx_tournament_roles_user,priority:1"`
		Tournament   tournament `gorm:"constraint:OnDelete:CASCADE"`
		DirectorID   uint       `gorm:"not null;uniqueIndex:idx_tournament_roles_user,priority:2;index:idx_tournament_roles_director"`
		Director     director   `gorm:"constraint:OnDelete:CASCADE"`
		Role         string     `gorm:"size:20;not null"`
	}
	type invite struct {
		ID         uint      `gorm:"primaryKey"`
		TokenHash  string    `gorm:"size:64;not null;uniqueIndex:idx_invites_token"`
		DirectorID uint      `gorm:"not null;index:idx_invites_director"`
		Director   director  `gorm:"constraint:OnDelete:CASCADE"`
		CreatedAt  time.Time `gorm:"not null"`
		ExpiresAt  time.Time `gorm:"not null"`
	}
	type loginAttempt struct {
		ID      uint      `gorm:"primaryKey"`
		IP      string    `gorm:"size:64;not null;index:idx_login_attempts_ip,priority:1"`
		Account string    `gorm:"size:200;not null;default:'';index:idx_login_attempts_account,priority:1"`
		At      time.Time `gorm:"not null;index:idx_login_attempts_ip,priority:2;index:idx_login_attempts_account,priority:2"`
		Success bool      `gorm:"not null"`
		Refused bool      `gorm:"not null;default:false"`
	}
	m := tx.Migrator()
	for _, col := range []string{"Email", "Admin"} {
		if err := m.AddColumn(&director{}, col); err != nil {
			return err
		}
	}
	if err := tx.Exec("UPDATE directors SET name = ?, admin = ? WHERE name = ?", "admin", true, "director").Error; err != nil {
		return err
	}
	if err := m.CreateTable(&tournamentRole{}, &invite{}); err != nil {
		return err
	}
	for _, col := range []string{"Account", "Refused"} {
		if err := m.AddColumn(&loginAttempt{}, col); err != nil {
			return err
		}
	}
	return m.CreateIndex(&loginAttempt{}, "idx_login_attempts_account")
}
