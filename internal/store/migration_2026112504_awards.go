package store

import "gorm.io/gorm"

// migrateAwards creates the director's categories and prize list of a tournament (one row,
// both as JSON text) and the players' optional details that categories use (birth date,
// woman).
func migrateAwards(tx *gorm.DB) error {
	type tournament struct {
		ID uint `gorm:"primaryKey"`
	}
	type player struct {
		ID uint `gorm:"primaryKey"`
	}
	type prizeList struct {
		ID           uint       `gorm:"primaryKey"`
		TournamentID uint       `gorm:"not null;uniqueIndex:idx_prize_lists_tournament"`
		Tournament   tournament `gorm:"constraint:OnDelete:CASCADE"`
		Categories   string     `gorm:"type:text;not null"`
		Prizes       string     `gorm:"type:text;not null"`
	}
	type playerDetail struct {
		ID           uint       `gorm:"primaryKey"`
		TournamentID uint       `gorm:"not null;index:idx_player_details_tournament"`
		Tournament   tournament `gorm:"constraint:OnDelete:CASCADE"`
		PlayerID     uint       `gorm:"not null;uniqueIndex:idx_player_details_player"`
		Player       player     `gorm:"constraint:OnDelete:CASCADE"`
		Born         string     `gorm:"size:10;not null"`
		Woman        bool       `gorm:"not null"`
	}
	return tx.Migrator().CreateTable(&prizeList{}, &playerDetail{})
}
