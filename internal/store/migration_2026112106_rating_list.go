package store

import (
	"time"

	"gorm.io/gorm"
)

// migrateRatingList creates the table that keeps the last EGD rating list the director
// loaded, so that it survives a restart: one row, the text gzipped.
func migrateRatingList(tx *gorm.DB) error {
	type ratingList struct {
		ID       uint      `gorm:"primaryKey"`
		Name     string    `gorm:"size:400;not null"`
		LoadedAt time.Time `gorm:"not null"`
		Size     int       `gorm:"not null"`
		Data     []byte    `gorm:"not null"`
	}
	return tx.Migrator().CreateTable(&ratingList{})
}
