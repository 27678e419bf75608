package store

import (
	"time"

	"gorm.io/gorm"
)

// migrateTournaments creates the tournament tables: settings as columns (lists and the
// attributes kept from imported files as JSON text), players, games, byes and the audit trail
// of results.
func migrateTournaments(tx *gorm.DB) error {
	type pairing struct {
		AvoidDuplicateGame                    int64  `gorm:"not null"`
		Random                                int64  `gorm:"not null"`
		Deterministic                         bool   `gorm:"not null"`
		BalanceWB                             int64  `gorm:"not null"`
		AvoidMixingCategories                 int64  `gorm:"not null"`
		MinimizeScoreDifference               int64  `gorm:"not null"`
		DUDDWeight                            int64  `gorm:"not null"`
		CompensateDUDD                        bool   `gorm:"not null"`
		DUDDUpperMode                         int    `gorm:"not null"`
		DUDDLowerMode                         int    `gorm:"not null"`
		MaximizeSeeding                       int64  `gorm:"not null"`
		LastRoundForSeedSystem1               int    `gorm:"not null"`
		SeedSystem1                           int    `gorm:"not null"`
		SeedSystem2                           int    `gorm:"not null"`
		AdditionalPlacementCritSystem1        string `gorm:"size:20;not null"`
		AdditionalPlacementCritSystem2        string `gorm:"size:20;not null"`
		SecondaryCriteria                     int64  `gorm:"not null"`
		BarThresholdActive                    bool   `gorm:"not null"`
		RankThreshold                         int    `gorm:"not null"`
		NbWinsThresholdActive                 bool   `gorm:"not null"`
		MinimizeHandicap                      int64  `gorm:"not null"`
		AvoidSameGeo                          int64  `gorm:"not null"`
		PreferMMSDiffRatherThanSameCountry    int    `gorm:"not null"`
		PreferMMSDiffRatherThanSameClubsGroup int    `gorm:"not null"`
		PreferMMSDiffRatherThanSameClub       int    `gorm:"not null"`
	}
	type tournament struct {
		ID                 uint      `gorm:"primaryKey"`
		Revision           int64     `gorm:"not null"`
		CreatedAt          time.Time `gorm:"not null"`
		UpdatedAt          time.Time `gorm:"not null"`
		Name               string    `gorm:"size:200;not null"`
		ShortName          string    `gorm:"size:100;not null"`
		Place              string    `gorm:"size:200;not null"`
		Country            string    `gorm:"size:10;not null"`
		Director           string    `gorm:"size:200;not null"`
		BeginDate          time.Time `gorm:"not null"`
		EndDate            time.Time `gorm:"not null"`
		Rounds             int       `gorm:"not null"`
		BoardSize          int       `gorm:"not null"`
		Rules              string    `gorm:"size:40;not null"`
		Komi               int       `gorm:"not null"`
		TimeKind           int       `gorm:"not null"`
		BasicMinutes       int       `gorm:"not null"`
		PeriodSeconds      int       `gorm:"not null"`
		Periods            int       `gorm:"not null"`
		Stones             int       `gorm:"not null"`
		StonesSeconds      int       `gorm:"not null"`
		IncrementSeconds   int       `gorm:"not null"`
		System             int       `gorm:"not null"`
		Bar                int       `gorm:"not null"`
		Floor              int       `gorm:"not null"`
		AbsentPoints       int       `gorm:"not null"`
		ByePoints          int       `gorm:"not null"`
		NBWAbsentPoints    int       `gorm:"not null"`
		NBWByePoints       int       `gorm:"not null"`
		RoundDown          bool      `gorm:"not null"`
		HandicapKind       int       `gorm:"not null"`
		HandicapThreshold  int       `gorm:"not null"`
		HandicapCorrection int       `gorm:"not null"`
		HandicapCeiling    int       `gorm:"not null"`
		HandicapOnRank     bool      `gorm:"not null"`
		Criteria           string    `gorm:"type:text;not null"`
		Pairing            pairing   `gorm:"embedded;embeddedPrefix:pairing_"`
		Extra              string    `gorm:"type:text;not null"`
	}
	type player struct {
		ID            uint       `gorm:"primaryKey"`
		TournamentID  uint       `gorm:"not null;uniqueIndex:idx_players_key,priority:1"`
		Tournament    tournament `gorm:"constraint:OnDelete:CASCADE"`
		NameKey       string     `gorm:"size:400;not null;uniqueIndex:idx_players_key,priority:2"`
		Name          string     `gorm:"size:200;not null"`
		FirstName     string     `gorm:"size:200;not null"`
		Rank          int        `gorm:"not null"`
		Rating        int        `gorm:"not null"`
		Club          string     `gorm:"size:100;not null"`
		Country       string     `gorm:"size:10;not null"`
		EGDPin        string     `gorm:"size:20;not null"`
		MMSCorrection int        `gorm:"not null"`
		Absent        string     `gorm:"type:text;not null"`
		Status        int        `gorm:"not null"`
		Extra         string     `gorm:"type:text;not null"`
		CreatedAt     time.Time  `gorm:"not null"`
		UpdatedAt     time.Time  `gorm:"not null"`
	}
	type game struct {
		ID           uint       `gorm:"primaryKey"`
		TournamentID uint       `gorm:"not null;uniqueIndex:idx_games_table,priority:1;uniqueIndex:idx_games_white,priority:1;uniqueIndex:idx_games_black,priority:1"`
		Tournament   tournament `gorm:"constraint:OnDelete:CASCADE"`
		Round        int        `gorm:"not null;uniqueIndex:idx_games_table,priority:2;uniqueIndex:idx_games_white,priority:2;uniqueIndex:idx_games_black,priority:2"`
		TableNumber  int        `gorm:"not null;uniqueIndex:idx_games_table,priority:3"`
		WhiteID      uint       `gorm:"not null;uniqueIndex:idx_games_white,priority:3"`
		White        player     `gorm:"foreignKey:WhiteID"`
		BlackID      uint       `gorm:"not null;uniqueIndex:idx_games_black,priority:3"`
		Black        player     `gorm:"foreignKey:BlackID"`
		Handicap     int        `gorm:"not null"`
		Komi         int        `gorm:"not null"`
		Prisoners    int        `gorm:"not null"`
		Result       string     `gorm:"size:10;not null"`
		ByDefault    bool       `gorm:"not null"`
		KnownColor   bool       `gorm:"not null"`
		UpdatedAt    time.Time  `gorm:"not null"`
	}
	type bye struct {
		ID           uint       `gorm:"primaryKey"`
		TournamentID uint       `gorm:"not null;uniqueIndex:idx_byes_round,priority:1"`
		Tournament   tournament `gorm:"constraint:OnDelete:CASCADE"`
		Round        int        `gorm:"not null;uniqueIndex:idx_byes_round,priority:2"`
		PlayerID     uint       `gorm:"not null"`
		Player       player
	}
	type resultChange struct {
		ID           uint       `gorm:"primaryKey"`
		TournamentID uint       `gorm:"not null;index:idx_result_changes_tournament"`
		Tournament   tournament `gorm:"constraint:OnDelete:CASCADE"`
		GameID       *uint
		Game         *game     `gorm:"constraint:OnDelete:SET NULL"`
		Round        int       `gorm:"not null"`
		TableNumber  int       `gorm:"not null"`
		OldResult    string    `gorm:"size:10;not null"`
		NewResult    string    `gorm:"size:10;not null"`
		OldByDefault bool      `gorm:"not null"`
		NewByDefault bool      `gorm:"not null"`
		ChangedAt    time.Time `gorm:"not null"`
		ChangedBy    string    `gorm:"size:200;not null"`
	}
	return tx.Migrator().CreateTable(&tournament{}, &player{}, &game{}, &bye{}, &resultChange{})
}
