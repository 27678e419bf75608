package store

import (
	"context"
	"fmt"
)

// PublicVersion is what the public pages of a tournament are made of, as two counters that
// only grow: the tournament's revision and the newest game record of the whole database.
// Pages rendered at one PublicVersion stay valid until either counter moves.
type PublicVersion struct {
	Revision int64
	Records  int64
}

// PublicVersion reads both counters in one single-row query, so that players' phones polling
// for news cost one cheap read each. Uploads of game records do not bump the revision, hence
// the second counter; it is global because MAX over the table's key is a single index probe.
// A change to a stored record (UpdateGameRecordIf) leaves MAX(id) as it was, so it bumps the
// revision instead.
func (db *DB) PublicVersion(ctx context.Context, id TournamentID) (PublicVersion, error) {
	var rows []PublicVersion
	err := db.gorm.WithContext(ctx).Raw(
		`SELECT revision, (SELECT COALESCE(MAX(id), 0) FROM game_records) AS records FROM tournaments WHERE id = ?`, id).
		Scan(&rows).Error
	if err != nil {
		return PublicVersion{}, fmt.Errorf("version of tournament %d: %w", id, err)
	}
	if len(rows) == 0 {
		return PublicVersion{}, keyedErr(ENOTFOUND, "", msgTournamentNotFound.New(id))
	}
	return rows[0], nil
}

// RecordedTables returns the tables of a round whose game has an uploaded record, for
// linking the scored boards from the pairings.
func (db *DB) RecordedTables(ctx context.Context, id TournamentID, round int) (map[int]bool, error) {
	var tables []int
	err := db.gorm.WithContext(ctx).Model(&gameRecordRow{}).
		Joins("JOIN games ON games.id = game_records.game_id").
		Where("games.tournament_id = ? AND games.round = ?", id, round).
		Distinct("games.table_number").Pluck("games.table_number", &tables).Error
	if err != nil {
		return nil, fmt.Errorf("records of round %d: %w", round, err)
	}
	out := make(map[int]bool, len(tables))
	for _, t := range tables {
		out[t] = true
	}
	return out, nil
}
