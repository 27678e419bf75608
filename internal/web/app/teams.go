package app

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"slices"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/team"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/labstack/echo/v4"
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

// PairTeamRound pairs round n of a team tournament and stores it: every team that plays the
// round is paired (team.Event.Pair), the matches, their board games and the team bye stored
// (store.SaveTeamRound, only at the revision the event was read at). A round already paired
// is refused (409) unless again is set: then it is paired anew from scratch, its games,
// results, matches and team bye replaced in the same transaction. It returns the event with
// the round applied and the pairing. The JSON API and the director's round page both pair
// team rounds through it.
func PairTeamRound(ctx context.Context, db *store.DB, id store.TournamentID, n int, again bool) (*team.Event, *team.Pairing, error) {
	e, rev, err := db.LoadTeamEvent(ctx, id)
	if err != nil {
		return nil, nil, err
	}
	if e.Settings.Size == 0 {
		return nil, nil, ErrBadRequest("team_size", "the tournament is not a team tournament: set team_size first")
	}
	paired := len(e.T.RoundGames(n)) > 0 || e.T.ByeIn(n) != 0 || slices.ContainsFunc(e.Matches, func(m team.Match) bool { return m.Round == n }) ||
		slices.ContainsFunc(e.Byes, func(b team.Bye) bool { return b.Round == n })
	if paired && !again {
		return nil, nil, RoundPaired(n)
	}
	if paired {
		// Paired again from scratch: the event without the round.
		t := *e.T
		t.Games = slices.DeleteFunc(slices.Clone(t.Games), func(g tournament.Game) bool { return g.Round == n })
		t.Byes = slices.DeleteFunc(slices.Clone(t.Byes), func(b tournament.Bye) bool { return b.Round == n })
		e.T = &t
		e.Matches = slices.DeleteFunc(e.Matches, func(m team.Match) bool { return m.Round == n })
		e.Byes = slices.DeleteFunc(e.Byes, func(b team.Bye) bool { return b.Round == n })
	}
	p, err := e.Pair(n)
	var te *team.Error
	switch {
	case errors.As(err, &te):
		return nil, nil, TeamError(err)
	case err != nil:
		return nil, nil, ErrBadRequestOf("teams", err)
	}
	if err := db.SaveTeamRound(ctx, id, rev, p); err != nil {
		return nil, nil, err
	}
	e.Apply(p)
	return e, p, nil
}

// TeamError turns the team domain's errors into a 400 naming the field.
func TeamError(err error) error {
	var te *team.Error
	if errors.As(err, &te) {
		e := ErrBadRequest(te.Field, te.Msg)
		if te.Key != nil && te.Key.Error() == te.Msg {
			e.Key = te.Key
		}
		return e
	}
	return err
}

// ValidTeamSettings checks team settings as given by the director (the API's team_size and
// team_kind, the settings page's team fields): size 0 (an individual tournament), or settings
// team.Settings.Validate accepts.
func ValidTeamSettings(ts team.Settings) error {
	if ts.Size < 0 {
		return BadRequest("team_size", msgTeamSizeRange.New())
	}
	if ts.Size == 0 {
		return nil
	}
	if err := ValidTeamCriteria(ts.Criteria); err != nil {
		return err
	}
	return TeamError(ts.Validate())
}

// TeamCriteriaHint lists the team criteria hoshi computes, for the refusals.
const TeamCriteriaHint = "TEAMP, BDW, BDW1U to BDW9U, SOST, MNR or DC"

// ValidTeamCriteria checks team placement criteria as given by the director (the API's
// team_criteria, the settings page's team criteria): each one hoshi computes, each once.
// None is hoshi's default (team.DefaultCriteria).
func ValidTeamCriteria(cs []team.Criterion) error {
	for i, c := range cs {
		if !c.Known() {
			return BadRequest("team_criteria", msgTeamCriterionUnknown.New(c))
		}
		if slices.Contains(cs[:i], c) {
			return BadRequest("team_criteria", msgTeamCriterionTwice.New(c))
		}
	}
	return nil
}

// CheckTeamSettings refuses, before anything is stored, team settings that the tournament's
// teams do not fit: team_size 0 while it has teams, teams short of players for the boards, or
// another number of boards or kind once the teams have played.
// The store checks them again when it stores them (store.SetTeamSettings).
func CheckTeamSettings(ctx context.Context, db *store.DB, id store.TournamentID, t *tournament.Tournament, ts team.Settings) error {
	if err := ValidTeamSettings(ts); err != nil {
		return err
	}
	if err := TeamGameError(&t.Settings, ts); err != nil {
		return err
	}
	teams, err := db.Teams(ctx, id)
	if err != nil {
		return err
	}
	if ts.Size == 0 {
		if len(teams) > 0 {
			return BadRequest("team_size", msgHasTeams.N(len(teams)))
		}
		return nil
	}
	e := team.Event{T: t, Settings: ts, Teams: teams}
	if err := TeamError(e.Validate()); err != nil {
		return err
	}
	// The matches played have the boards of the settings stored (store.SetTeamSettings
	// checks it again).
	old, _, err := db.LoadTeamEvent(ctx, id)
	if err != nil {
		return err
	}
	if old.Settings.Size != 0 && (old.Settings.Size != ts.Size || old.Settings.Kind != ts.Kind) && len(old.Matches)+len(old.Byes) > 0 {
		return BadRequest("team_size", msgTeamPlayedShape.New())
	}
	return nil
}

// PathTeam is the team {tid} of the path (404 when the event has none).
func PathTeam(c echo.Context, e *team.Event) (*team.Team, error) {
	tid, err := PathInt(c, "tid", "team")
	if err != nil {
		return nil, err
	}
	t := e.Team(team.ID(tid))
	if t == nil {
		return nil, KeyedError(http.StatusNotFound, "team", msgTeamNotFound.New(tid))
	}
	return t, nil
}

// TeamGameError refuses Pair Go and Rengo in a tournament of another game than Go: both are
// Go formats (docs/TEAMS.md, "Other games"); the store refuses them too (store.SetTeamSettings).
func TeamGameError(s *tournament.Settings, ts team.Settings) error {
	if ts.Size == 0 || ts.Kind == team.Boards || s.IsGo() {
		return nil
	}
	name := map[team.Kind]string{team.PairGo: "Pair Go", team.Rengo: "Rengo"}[ts.Kind]
	return BadRequest("team_kind", msgTeamKindGoOnly.New(name, s.Game.OrGo()))
}

// Players counts players in English: "1 player", "3 players" (a page shows the message in its
// language, with the plural forms of the catalogue's verr messages).
func Players(n int) string {
	if n == 1 {
		return "1 player"
	}
	return fmt.Sprintf("%d players", n)
}
