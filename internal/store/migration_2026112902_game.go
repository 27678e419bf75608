package store

import "gorm.io/gorm"

// migrateGame adds the game a tournament plays (docs/SHOGI.md, docs/GOMOKU.md); every
// tournament of before plays Go.
func migrateGame(tx *gorm.DB) error {
	type tournament struct {
		Game string `gorm:"not null;default:'go'"`
	}
	return tx.Migrator().AddColumn(&tournament{}, "Game")
}
