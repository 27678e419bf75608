package store

import (
	"time"

	"gorm.io/gorm"
)

// migrateGameRecords creates the table of uploaded SGF game records and the engine's score
// of each.
func migrateGameRecords(tx *gorm.DB) error {
	type game struct {
		ID uint `gorm:"primaryKey"`
	}
	type gameRecord struct {
		ID         uint      `gorm:"primaryKey"`
		GameID     uint      `gorm:"not null;index:idx_game_records_game"`
		Game       game      `gorm:"constraint:OnDelete:CASCADE"`
		SGF        string    `gorm:"type:text;not null"`
		Score      string    `gorm:"size:40;not null"`
		Details    string    `gorm:"type:text;not null"`
		UploadedAt time.Time `gorm:"not null"`
		UploadedBy string    `gorm:"size:200;not null"`
	}
	return tx.Migrator().CreateTable(&gameRecord{})
}
