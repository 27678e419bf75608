package webtest

import (
	"context"
	"time"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// The tests' ways of setting a tournament up straight in the store, each made of what the
// product calls.

// SaveRound replaces the games and the bye of a round with these.
func SaveRound(ctx context.Context, db *store.DB, id store.TournamentID, round int, games []tournament.Game, bye tournament.PlayerID) error {
	return db.ChangeRound(ctx, id, round, func(*tournament.Tournament) ([]tournament.Game, tournament.PlayerID, error) {
		return games, bye, nil
	})
}

// UpdatePlayer replaces a player's registration at the revision stored now.
func UpdatePlayer(ctx context.Context, db *store.DB, id store.TournamentID, p tournament.Player) error {
	rev, err := db.Revision(ctx, id)
	if err != nil {
		return err
	}
	return db.UpdatePlayerAt(ctx, id, rev, p, nil)
}

// UpdateSettings replaces a tournament's settings at the revision stored now.
func UpdateSettings(ctx context.Context, db *store.DB, id store.TournamentID, s tournament.Settings) error {
	rev, err := db.Revision(ctx, id)
	if err != nil {
		return err
	}
	return db.UpdateSettingsAt(ctx, id, rev, s)
}

// AdminSession opens an hour's session of the administrator, whose password is password.
func AdminSession(ctx context.Context, db *store.DB, password string) (string, error) {
	u, err := db.Authenticate(ctx, store.AdminName, password)
	if err != nil {
		return "", err
	}
	return db.CreateUserSession(ctx, u.ID, time.Hour)
}
