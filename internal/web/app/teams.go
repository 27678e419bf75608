package app

import (
	"context"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/team"
)

// TeamCriterionScale is what a team criterion's value is divided by when shown (in the API and
// on the pages): board points are kept doubled in the domain.
func TeamCriterionScale(c team.Criterion) float64 {
	if c == team.CritBoardWins || c.BoardsUpTo() > 0 {
		return 2
	}
	return 1
}

// TeamCriteria are the criteria a team event's standings use.
func TeamCriteria(e *team.Event) []team.Criterion {
	if len(e.Settings.Criteria) == 0 {
		return team.DefaultCriteria()
	}
	return e.Settings.Criteria
}

// LoadTeamEvent returns the tournament's team event, or nil for an individual tournament.
func LoadTeamEvent(ctx context.Context, db *store.DB, id store.TournamentID) (*team.Event, error) {
	ts, err := db.TeamSettings(ctx, id)
	if err != nil || ts.Size == 0 {
		return nil, err
	}
	e, _, err := db.LoadTeamEvent(ctx, id)
	return e, err
}
