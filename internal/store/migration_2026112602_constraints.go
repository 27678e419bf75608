package store

import "gorm.io/gorm"

// migrateConstraints adds the pairing constraints: the pairs of players kept apart and the
// tables left out by round (JSON texts of the tournament), and a player's fixed table.
func migrateConstraints(tx *gorm.DB) error {
	type tournament struct {
		AvoidPairs    string `gorm:"type:text;not null;default:'[]'"`
		LeftOutTables string `gorm:"type:text;not null;default:'{}'"`
	}
	for _, col := range []string{"AvoidPairs", "LeftOutTables"} {
		if err := tx.Migrator().AddColumn(&tournament{}, col); err != nil {
			return err
		}
	}
	type player struct {
		FixedTable int `gorm:"not null;default:0"`
	}
	return tx.Migrator().AddColumn(&player{}, "FixedTable")
}
