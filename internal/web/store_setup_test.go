package web

import (
	"context"
	"time"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// The tests' ways of setting a tournament up straight in the store, each made of what the
// product calls.

// saveRound replaces the games and the bye of a round with these.
func saveRound(ctx context.Context, db *store.DB, id store.TournamentID, round int, games []tournament.Game, bye tournament.PlayerID) error {
	return db.ChangeRound(ctx, id, round, func(*tournament.Tournament) ([]tournament.Game, tournament.PlayerID, error) {
		return games, bye, nil
	})
}

// updatePlayer replaces a player's registration at the revision stored now.
func updatePlayer(ctx context.Context, db *store.DB, id store.TournamentID, p tournament.Player) error {
	rev, err := db.Revision(ctx, id)
	if err != nil {
		return err
	}
	return db.UpdatePlayerAt(ctx, id, rev, p, nil)
}

// updateSettings replaces a tournament's settings at the revision stored now.
func updateSettings(ctx context.Context, db *store.DB, id store.TournamentID, s tournament.Settings) error {
	rev, err := db.Revision(ctx, id)
	if err != nil {
		return err
	}
	return db.UpdateSettingsAt(ctx, id, rev, s)
}

// adminSession opens an hour's session of the administrator, whose password is password.
func adminSession(ctx context.Context, db *store.DB, password string) (string, error) {
	u, err := db.Authenticate(ctx, store.AdminName, password)
	if err != nil {
		return "", err
	}
	return db.CreateUserSession(ctx, u.ID, time.Hour)
}
