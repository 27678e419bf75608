package store

import "gorm.io/gorm"

// migrateCountUnplayed adds the option of counting unplayed rounds as half a game for the SOS
// of the opponents (OpenGotha's genCountNotPlayedGamesAsHalfPoint); existing tournaments keep
// OpenGotha's default, off.
func migrateCountUnplayed(tx *gorm.DB) error {
	type tournament struct {
		CountUnplayedAsHalf bool `gorm:"not null;default:false"`
	}
	return tx.Migrator().AddColumn(&tournament{}, "CountUnplayedAsHalf")
}
