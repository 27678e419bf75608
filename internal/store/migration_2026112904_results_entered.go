package store

import "gorm.io/gorm"

// migrateResultsEntered adds the tournament's count of results entered, which makes every
// tenth result's automatic backup without counting the audit trail in each result's
// transaction; it starts at what that count was: the trail's lines that are not a round's
// change ("round saved", "round saved: <who>").
func migrateResultsEntered(tx *gorm.DB) error {
	type tournament struct {
		ResultsEntered int64 `gorm:"not null;default:0"`
	}
	if err := tx.Migrator().AddColumn(&tournament{}, "ResultsEntered"); err != nil {
		return err
	}
	return tx.Exec(`UPDATE tournaments SET results_entered = (SELECT COUNT(*) FROM result_changes c
		WHERE c.tournament_id = tournaments.id AND c.changed_by <> ? AND c.changed_by NOT LIKE ?)`,
		"round saved", "round saved: %").Error
}
