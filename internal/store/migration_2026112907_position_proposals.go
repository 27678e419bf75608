package store

import (
	"time"

	"gorm.io/gorm"
)

// migratePositionProposals adds the final positions the players score on their phones
// (docs/DIRECTOR.md, "The final position scored on a phone"): one proposal a game at most,
// the position as an SGF record with the count's details (dead stones, uncertain groups) as
// the board pages store them, a version that every change raises, each side's confirmation of
// that version, and the dispute that hands it to the desk. A proposal goes with its game.
func migratePositionProposals(tx *gorm.DB) error {
	type tournament struct {
		ID uint `gorm:"primaryKey"`
	}
	type game struct {
		ID uint `gorm:"primaryKey"`
	}
	type positionProposal struct {
		ID             uint       `gorm:"primaryKey"`
		TournamentID   uint       `gorm:"not null;index:idx_position_proposals_round,priority:1"`
		Tournament     tournament `gorm:"constraint:OnDelete:CASCADE"`
		Round          int        `gorm:"not null;index:idx_position_proposals_round,priority:2"`
		GameID         uint       `gorm:"not null;uniqueIndex:idx_position_proposals_game"`
		Game           game       `gorm:"constraint:OnDelete:CASCADE"`
		WhiteID        uint       `gorm:"not null"`
		BlackID        uint       `gorm:"not null"`
		Version        int        `gorm:"not null"`
		SGF            string     `gorm:"type:text;not null"`
		Details        string     `gorm:"type:text;not null"`
		Score          string     `gorm:"size:40;not null"`
		Result         string     `gorm:"size:12;not null"`
		ChangedBy      uint       `gorm:"not null"`
		ChangedAt      time.Time  `gorm:"not null"`
		LinkID         uint       `gorm:"not null"`
		WhiteConfirmed bool       `gorm:"not null;default:false"`
		BlackConfirmed bool       `gorm:"not null;default:false"`
		DisputedBy     uint       `gorm:"not null;default:0"`
		DisputedAt     *time.Time
		AgreedAt       *time.Time
	}
	return tx.Migrator().CreateTable(&positionProposal{})
}
