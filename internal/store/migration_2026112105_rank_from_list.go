package store

import "gorm.io/gorm"

// migrateRankFromList adds the players' choice of following the EGD rating list with their
// rank and rating; players registered before keep their declared rank (false).
func migrateRankFromList(tx *gorm.DB) error {
	type player struct {
		RankFromList bool `gorm:"not null;default:false"`
	}
	return tx.Migrator().AddColumn(&player{}, "RankFromList")
}
