package store

import "gorm.io/gorm"

// migrateClosed adds the tournament's closed mark (tournament.Tournament.Closed): every
// tournament stored before is open, its live pages as they were.
func migrateClosed(tx *gorm.DB) error {
	type tournament struct {
		Closed bool `gorm:"not null;default:false"`
	}
	return tx.Migrator().AddColumn(&tournament{}, "Closed")
}
