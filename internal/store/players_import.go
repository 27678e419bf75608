package store

import (
	"context"
	"errors"
	"fmt"

	"github.com/hoshi-go/hoshi/internal/tournament"
	"gorm.io/gorm"
)

// AddPlayers registers several players in one transaction (a CSV import), with the details
// of each (details[i] of ps[i]; nil or shorter: none, as a CSV import's woman marks): all of
// them or, if one is refused (a duplicate), none. The players' IDs are ignored.
func (db *DB) AddPlayers(ctx context.Context, id TournamentID, ps []tournament.Player, details []tournament.PlayerDetails) error {
	return db.transaction(ctx, func(tx *gorm.DB) error {
		if err := bump(tx, id); err != nil {
			return err
		}
		for i := range ps {
			p := ps[i]
			p.ID = 0
			if err := checkGameRank(tx, id, &p); err != nil {
				return err
			}
			if _, err := absentFromPaired(tx, id, &p); err != nil {
				return err
			}
			row := newPlayerRow(id, &p)
			if err := tx.Create(&row).Error; err != nil {
				if errors.Is(err, gorm.ErrDuplicatedKey) {
					return duplicate(&p)
				}
				return fmt.Errorf("add player %s: %w", p.FullName(), err)
			}
			if i < len(details) && details[i] != (tournament.PlayerDetails{}) {
				if err := putPlayerDetails(tx, id, tournament.PlayerID(row.ID), details[i]); err != nil {
					return err
				}
			}
		}
		return nil
	})
}
