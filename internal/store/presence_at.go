package store

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/hoshi-go/hoshi/internal/tournament"
	"gorm.io/gorm"
)

// AbsenceUpdate is the rounds a player misses, as the presence grid gives them.
type AbsenceUpdate struct {
	Player tournament.PlayerID
	Absent []int
}

// UpdateAbsencesAt sets the rounds of absence of the players of ups, all in one transaction
// or none; nothing else of the players changes. The grid was read from the tournament at
// revision rev: if it changed since, nothing is stored and the answer is ECONFLICT on
// "revision", so that the director sees the grid as it is now. An absence from a round the
// tournament does not have is refused (EINVALID) but for one already recorded, as in
// UpdatePlayerAt; an unknown player is ENOTFOUND. The revision is bumped even when ups is empty.
func (db *DB) UpdateAbsencesAt(ctx context.Context, id TournamentID, rev int64, ups []AbsenceUpdate) error {
	now := db.now()
	return db.transaction(ctx, func(tx *gorm.DB) error {
		if err := bumpAt(tx, id, rev); err != nil {
			return err
		}
		for _, u := range ups {
			var cur playerRow
			err := tx.Select("absent").Where("id = ? AND tournament_id = ?", u.Player, id).Take(&cur).Error
			if err != nil {
				return notFoundKeyed(err, "", msgPlayerNotFound.New(u.Player))
			}
			var kept []int
			if err := json.Unmarshal([]byte(cur.Absent), &kept); err != nil {
				return fmt.Errorf("player %d: absent rounds: %w", u.Player, err)
			}
			p := tournament.Player{ID: u.Player, Absent: u.Absent}
			if err := checkAbsent(tx, id, &p, kept); err != nil {
				return err
			}
			err = tx.Model(&playerRow{}).Where("id = ? AND tournament_id = ?", u.Player, id).
				Updates(map[string]any{"absent": jsonText(u.Absent, "[]"), "updated_at": now}).Error
			if err != nil {
				return fmt.Errorf("update absences of player %d: %w", u.Player, err)
			}
		}
		return nil
	})
}
