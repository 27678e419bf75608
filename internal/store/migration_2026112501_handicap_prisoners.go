package store

import "gorm.io/gorm"

// migrateHandicapPrisoners adds the prisoners White hands over for each rank beyond the
// handicap ceiling under the rank-difference rule, which hoshi fixed at 5 before; existing
// tournaments keep 5. That rule used to ignore the stored ceiling and take 9 stones on
// boards of 19 lines and more, 5 on smaller ones: its tournaments get that ceiling stored,
// so that their handicaps stay as they were.
func migrateHandicapPrisoners(tx *gorm.DB) error {
	type tournament struct {
		HandicapPrisoners int `gorm:"not null;default:5"`
	}
	if err := tx.Migrator().AddColumn(&tournament{}, "HandicapPrisoners"); err != nil {
		return err
	}
	const rankDifference = 1 // tournament.HandicapRankDifference when this step was written
	return tx.Exec(`UPDATE tournaments SET handicap_ceiling = CASE WHEN board_size < 19 THEN 5 ELSE 9 END
		WHERE handicap_kind = ?`, rankDifference).Error
}
