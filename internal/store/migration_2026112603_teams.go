package store

import "gorm.io/gorm"

// migrateTeams creates the tables of team tournaments, Pair Go and Rengo: a tournament's
// team settings (one row; no row is an individual tournament), its teams, their members in
// board order, the matches of the rounds and the team byes. A team's board orders of single
// rounds are JSON text on its row.
func migrateTeams(tx *gorm.DB) error {
	type tournament struct {
		ID uint `gorm:"primaryKey"`
	}
	type player struct {
		ID uint `gorm:"primaryKey"`
	}
	type teamSetting struct {
		ID           uint       `gorm:"primaryKey"`
		TournamentID uint       `gorm:"not null;uniqueIndex:idx_team_settings_tournament"`
		Tournament   tournament `gorm:"constraint:OnDelete:CASCADE"`
		TeamSize     int        `gorm:"not null"`
		Kind         int        `gorm:"not null"`
		Colours      int        `gorm:"not null"`
		Strength     int        `gorm:"not null"`
		Criteria     string     `gorm:"type:text;not null"`
	}
	type team struct {
		ID           uint       `gorm:"primaryKey"`
		TournamentID uint       `gorm:"not null;index:idx_teams_tournament"`
		Tournament   tournament `gorm:"constraint:OnDelete:CASCADE"`
		Name         string     `gorm:"size:200;not null"`
		Absent       string     `gorm:"type:text;not null"`
		Lineups      string     `gorm:"type:text;not null"`
	}
	type teamMember struct {
		ID       uint   `gorm:"primaryKey"`
		TeamID   uint   `gorm:"not null;uniqueIndex:idx_team_members_board,priority:1"`
		Team     team   `gorm:"constraint:OnDelete:CASCADE"`
		Position int    `gorm:"not null;uniqueIndex:idx_team_members_board,priority:2"`
		PlayerID uint   `gorm:"not null;uniqueIndex:idx_team_members_player"`
		Player   player `gorm:"constraint:OnDelete:CASCADE"`
	}
	type teamMatch struct {
		ID           uint       `gorm:"primaryKey"`
		TournamentID uint       `gorm:"not null;uniqueIndex:idx_team_matches_a,priority:1;uniqueIndex:idx_team_matches_b,priority:1"`
		Tournament   tournament `gorm:"constraint:OnDelete:CASCADE"`
		Round        int        `gorm:"not null;uniqueIndex:idx_team_matches_a,priority:2;uniqueIndex:idx_team_matches_b,priority:2"`
		TeamAID      uint       `gorm:"not null;uniqueIndex:idx_team_matches_a,priority:3"`
		TeamA        team       `gorm:"foreignKey:TeamAID;constraint:OnDelete:CASCADE"`
		TeamBID      uint       `gorm:"not null;uniqueIndex:idx_team_matches_b,priority:3"`
		TeamB        team       `gorm:"foreignKey:TeamBID;constraint:OnDelete:CASCADE"`
		Tables       string     `gorm:"type:text;not null"`
	}
	type teamBye struct {
		ID           uint       `gorm:"primaryKey"`
		TournamentID uint       `gorm:"not null;uniqueIndex:idx_team_byes_round,priority:1"`
		Tournament   tournament `gorm:"constraint:OnDelete:CASCADE"`
		Round        int        `gorm:"not null;uniqueIndex:idx_team_byes_round,priority:2"`
		TeamID       uint       `gorm:"not null"`
		Team         team       `gorm:"constraint:OnDelete:CASCADE"`
	}
	return tx.Migrator().CreateTable(&teamSetting{}, &team{}, &teamMember{}, &teamMatch{}, &teamBye{})
}
