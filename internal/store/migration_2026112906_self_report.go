package store

import (
	"time"

	"gorm.io/gorm"
)

// migrateSelfReport adds what the players do themselves at the venue (docs/DIRECTOR.md,
// "Players at the venue"): the tournament's self-reporting mode (existing tournaments: off),
// the players' personal links (the SHA-256 of each secret, one link per player), the
// check-ins per player and round, and the results the players report, one row per report
// made (the latest of a player in a round is his report; the others are its history).
func migrateSelfReport(tx *gorm.DB) error {
	type tournament struct {
		ID         uint `gorm:"primaryKey"`
		SelfReport int  `gorm:"not null;default:0"`
	}
	if err := tx.Migrator().AddColumn(&tournament{}, "SelfReport"); err != nil {
		return err
	}
	type player struct {
		ID uint `gorm:"primaryKey"`
	}
	type game struct {
		ID uint `gorm:"primaryKey"`
	}
	type playerLink struct {
		ID           uint       `gorm:"primaryKey"`
		TournamentID uint       `gorm:"not null;index:idx_player_links_tournament"`
		Tournament   tournament `gorm:"constraint:OnDelete:CASCADE"`
		PlayerID     uint       `gorm:"not null;uniqueIndex:idx_player_links_player"`
		Player       player     `gorm:"constraint:OnDelete:CASCADE"`
		TokenHash    string     `gorm:"size:64;not null;uniqueIndex:idx_player_links_token"`
		CreatedAt    time.Time  `gorm:"not null"`
	}
	type checkIn struct {
		ID           uint       `gorm:"primaryKey"`
		TournamentID uint       `gorm:"not null;index:idx_check_ins_round,priority:1"`
		Tournament   tournament `gorm:"constraint:OnDelete:CASCADE"`
		Round        int        `gorm:"not null;index:idx_check_ins_round,priority:2;uniqueIndex:idx_check_ins_player,priority:2"`
		PlayerID     uint       `gorm:"not null;uniqueIndex:idx_check_ins_player,priority:1"`
		Player       player     `gorm:"constraint:OnDelete:CASCADE"`
		At           time.Time  `gorm:"not null"`
		By           string     `gorm:"size:200;not null"`
	}
	type selfReport struct {
		ID           uint       `gorm:"primaryKey"`
		TournamentID uint       `gorm:"not null;index:idx_self_reports_round,priority:1"`
		Tournament   tournament `gorm:"constraint:OnDelete:CASCADE"`
		Round        int        `gorm:"not null;index:idx_self_reports_round,priority:2"`
		PlayerID     uint       `gorm:"not null"`
		Player       player     `gorm:"constraint:OnDelete:CASCADE"`
		GameID       *uint
		Game         *game     `gorm:"constraint:OnDelete:SET NULL"`
		OpponentID   uint      `gorm:"not null"`
		Result       string    `gorm:"size:12;not null"`
		At           time.Time `gorm:"not null"`
		LinkID       uint      `gorm:"not null"`
	}
	return tx.Migrator().CreateTable(&playerLink{}, &checkIn{}, &selfReport{})
}
