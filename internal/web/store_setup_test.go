package web_test

import (
	"context"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// updatePlayer replaces a player's registration at the revision stored now.
func updatePlayer(ctx context.Context, db *store.DB, id store.TournamentID, p tournament.Player) error {
	rev, err := db.Revision(ctx, id)
	if err != nil {
		return err
	}
	return db.UpdatePlayerAt(ctx, id, rev, p)
}

// updateSettings replaces a tournament's settings at the revision stored now.
func updateSettings(ctx context.Context, db *store.DB, id store.TournamentID, s tournament.Settings) error {
	rev, err := db.Revision(ctx, id)
	if err != nil {
		return err
	}
	return db.UpdateSettingsAt(ctx, id, rev, s)
}
