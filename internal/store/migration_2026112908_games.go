package store

import "gorm.io/gorm"

// migrateGames adds what the games other than Go need (docs/SHOGI.md, docs/GOMOKU.md): the
// tournament's gomoku variant, opening rule, draw rule, games per pairing and shogi handicap
// ladder, and a game's furigoma (who threw, how many tokin) and a match's games won by each
// side. Every tournament of before plays Go, whose draws (jigos) count half: the defaults.
func migrateGames(tx *gorm.DB) error {
	type tournament struct {
		Variant        string `gorm:"not null;default:''"`
		Opening        string `gorm:"not null;default:''"`
		Draws          string `gorm:"not null;default:'half'"`
		MatchGames     int    `gorm:"not null;default:0"`
		HandicapLadder string `gorm:"type:text;not null;default:'[]'"`
	}
	for _, col := range []string{"Variant", "Opening", "Draws", "MatchGames", "HandicapLadder"} {
		if err := tx.Migrator().AddColumn(&tournament{}, col); err != nil {
			return err
		}
	}
	type game struct {
		FurigomaBy    uint `gorm:"not null;default:0"`
		FurigomaTokin int  `gorm:"not null;default:0"`
		MatchWhite    int  `gorm:"not null;default:0"`
		MatchBlack    int  `gorm:"not null;default:0"`
	}
	for _, col := range []string{"FurigomaBy", "FurigomaTokin", "MatchWhite", "MatchBlack"} {
		if err := tx.Migrator().AddColumn(&game{}, col); err != nil {
			return err
		}
	}
	return nil
}
