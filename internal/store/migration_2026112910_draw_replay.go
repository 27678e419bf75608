package store

import "gorm.io/gorm"

// migrateDrawReplay adds the draws replayed under the draw rule "replay" (docs/SHOGI.md,
// "Draws replayed"): a game's count of drawn games replayed at its table, and the mark on a
// line of the audit trail that its draw was replayed rather than recorded. Every game and
// line of before has none.
func migrateDrawReplay(tx *gorm.DB) error {
	type game struct {
		Replays int `gorm:"not null;default:0"`
	}
	if err := tx.Migrator().AddColumn(&game{}, "Replays"); err != nil {
		return err
	}
	type resultChange struct {
		Replayed bool `gorm:"not null;default:false"`
	}
	return tx.Migrator().AddColumn(&resultChange{}, "Replayed")
}
