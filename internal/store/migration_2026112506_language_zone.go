package store

import "gorm.io/gorm"

// migrateLanguageZone adds the tournament's language (for the printouts on the wall) and
// time zone; existing tournaments speak English and keep UTC, as they showed before.
func migrateLanguageZone(tx *gorm.DB) error {
	type tournament struct {
		Language string `gorm:"not null;default:'en'"`
		TimeZone string `gorm:"not null;default:''"`
	}
	for _, col := range []string{"Language", "TimeZone"} {
		if err := tx.Migrator().AddColumn(&tournament{}, col); err != nil {
			return err
		}
	}
	return nil
}
