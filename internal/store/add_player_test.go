package store

import (
	"context"

	"github.com/hoshi-go/hoshi/internal/tournament"
)

// AddPlayer is AddPlayerWithDetails of a player without details, for the tests.
func (db *DB) AddPlayer(ctx context.Context, id TournamentID, p tournament.Player) (tournament.PlayerID, error) {
	return db.AddPlayerWithDetails(ctx, id, p, tournament.PlayerDetails{})
}
