package store

import "gorm.io/gorm"

// migrateUnranked adds the mark of players registered without a rank (at 20k); players
// registered before keep their rank as declared (false).
func migrateUnranked(tx *gorm.DB) error {
	type player struct {
		Unranked bool `gorm:"not null;default:false"`
	}
	return tx.Migrator().AddColumn(&player{}, "Unranked")
}
