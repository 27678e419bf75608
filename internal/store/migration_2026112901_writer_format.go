package store

import "gorm.io/gorm"

// migrateWriterFormat creates hoshi_writer, the highest data format that has opened the
// database (0 until the migration's end sets it).
func migrateWriterFormat(tx *gorm.DB) error {
	if err := tx.Exec(`CREATE TABLE hoshi_writer (id INTEGER PRIMARY KEY, format INTEGER NOT NULL)`).Error; err != nil {
		return err
	}
	return tx.Exec(`INSERT INTO hoshi_writer (id, format) VALUES (?, 0)`, writerID).Error
}
