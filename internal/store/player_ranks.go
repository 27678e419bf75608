package store

import (
	"context"
	"fmt"

	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"gorm.io/gorm"
)

// RankUpdate is a player's rank and rating as a newer EGD rating list gives them.
type RankUpdate struct {
	Player tournament.PlayerID
	Rank   rank.Rank
	Rating int
}

// UpdateRanks sets the rank and rating of the players of ups, all in one transaction or none.
// The director previewed the changes on the tournament at revision rev: if it has changed since
// (a player registered, a round paired), nothing is stored and the answer is ECONFLICT, so that
// the preview is shown again. A player who no longer follows the list or who is paired in a
// round (his McMahon score would change under the director's feet) is refused the same way.
func (db *DB) UpdateRanks(ctx context.Context, id TournamentID, rev int64, ups []RankUpdate) error {
	return db.transaction(ctx, func(tx *gorm.DB) error {
		// The compare and the increment in one statement (bumpAt): two processes that read
		// the same revision cannot both pass.
		if err := bumpAt(tx, id, rev); err != nil {
			if e, ok := err.(*Error); ok && e.Code == ECONFLICT {
				return Errorf(ECONFLICT, "revision", "the tournament changed since the preview: check the changes again")
			}
			return err
		}
		now := db.now()
		for _, u := range ups {
			var p playerRow
			err := tx.Select("id", "name", "first_name", "rank_from_list").
				Where("id = ? AND tournament_id = ?", u.Player, id).Take(&p).Error
			if err != nil {
				return notFoundKeyed(err, "player", msgPlayerNotFound.New(u.Player))
			}
			name := (&tournament.Player{Name: p.Name, FirstName: p.FirstName}).FullName()
			if !p.RankFromList {
				return Errorf(ECONFLICT, "player", "%s keeps the declared rank: not updated from the list", name)
			}
			var n int64
			if err := tx.Model(&gameRow{}).Where("tournament_id = ? AND (white_id = ? OR black_id = ?)", id, p.ID, p.ID).
				Count(&n).Error; err != nil {
				return fmt.Errorf("update rank of player %d: %w", p.ID, err)
			}
			var b int64
			if err := tx.Model(&byeRow{}).Where("tournament_id = ? AND player_id = ?", id, p.ID).Count(&b).Error; err != nil {
				return fmt.Errorf("update rank of player %d: %w", p.ID, err)
			}
			if n+b > 0 {
				return Errorf(ECONFLICT, "player", "%s is paired in a round: the rank stays", name)
			}
			err = tx.Model(&playerRow{}).Where("id = ? AND tournament_id = ?", p.ID, id).
				Updates(map[string]any{"rank": int(u.Rank), "rating": u.Rating, "unranked": false, "updated_at": now}).Error
			if err != nil {
				return fmt.Errorf("update rank of player %d: %w", p.ID, err)
			}
		}
		return nil
	})
}
