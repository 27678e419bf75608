package store

import (
	"context"
	"errors"
	"fmt"

	"github.com/hoshi-go/hoshi/internal/backup"
	"github.com/hoshi-go/hoshi/internal/team"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// ImportTeamEvent stores a team tournament read from a file (an OpenGotha team file) as a new
// tournament, as ImportTournament stores an individual one, with its team settings, teams,
// round lineups, matches and team byes, in one transaction (as RestoreBackup restores them):
// all of it or nothing. The event is checked as team.Event.Validate checks it.
func (db *DB) ImportTeamEvent(ctx context.Context, e *team.Event) (TournamentID, error) {
	if err := e.Validate(); err != nil {
		return 0, teamError(err)
	}
	for i := range e.T.Players {
		var fe *tournament.FieldError
		if err := e.T.Players[i].CheckTextLimits(); errors.As(err, &fe) {
			return 0, &tournament.FieldError{Field: fe.Field,
				Msg: fmt.Sprintf("player %d (%.40s...): %s", i+1, e.T.Players[i].FullName(), fe.Msg)}
		}
	}
	return db.RestoreBackup(ctx, &backup.Backup{Tournament: *e.T, TeamSettings: e.Settings,
		Teams: e.Teams, Matches: e.Matches, TeamByes: e.Byes})
}
