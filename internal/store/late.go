package store

import (
	"fmt"
	"slices"

	"github.com/hoshi-go/hoshi/internal/tournament"
	"gorm.io/gorm"
)

// pairedRounds returns the rounds of tournament id that are paired (have a game or a bye),
// in order, read inside tx.
func pairedRounds(tx *gorm.DB, id TournamentID) ([]int, error) {
	var games, byes []int
	if err := tx.Model(&gameRow{}).Where("tournament_id = ?", id).Distinct().Pluck("round", &games).Error; err != nil {
		return nil, fmt.Errorf("paired rounds of tournament %d: %w", id, err)
	}
	if err := tx.Model(&byeRow{}).Where("tournament_id = ?", id).Distinct().Pluck("round", &byes).Error; err != nil {
		return nil, fmt.Errorf("paired rounds of tournament %d: %w", id, err)
	}
	rounds := append(games, byes...)
	slices.Sort(rounds)
	return slices.Compact(rounds), nil
}

// absentFromPaired marks p absent from the rounds of tournament id already paired in which he
// has neither a game nor the bye (every paired round, for a player not yet stored): a player
// who enters once rounds are paired did not take part in them, and scores them as absent
// (the absent points of the settings), as OpenGotha counts a player not participating. It
// returns the rounds it added, in order. The director ticks a round in the presence grid to
// pair him in it after all.
func absentFromPaired(tx *gorm.DB, id TournamentID, p *tournament.Player) ([]int, error) {
	paired, err := pairedRounds(tx, id)
	if err != nil || len(paired) == 0 {
		return nil, err
	}
	var plays []int
	if p.ID != 0 {
		var in, bye []int
		err := tx.Model(&gameRow{}).Where("tournament_id = ? AND (white_id = ? OR black_id = ?)", id, p.ID, p.ID).Pluck("round", &in).Error
		if err != nil {
			return nil, fmt.Errorf("rounds of player %d: %w", p.ID, err)
		}
		if err := tx.Model(&byeRow{}).Where("tournament_id = ? AND player_id = ?", id, p.ID).Pluck("round", &bye).Error; err != nil {
			return nil, fmt.Errorf("rounds of player %d: %w", p.ID, err)
		}
		plays = append(in, bye...)
	}
	var added []int
	for _, r := range paired {
		if !slices.Contains(plays, r) && p.Plays(r) {
			added = append(added, r)
		}
	}
	if len(added) > 0 {
		p.Absent = append(slices.Clone(p.Absent), added...)
		slices.Sort(p.Absent)
	}
	return added, nil
}
