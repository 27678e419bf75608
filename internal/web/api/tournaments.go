package api

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/team"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/labstack/echo/v4"
)

// apiListTournaments is GET /api/tournaments: every tournament with its number of players,
// encoded once per state of the list (app.ListAnswer), gzipped for a client that takes it.
func (s *handlers) apiListTournaments(c echo.Context) error {
	answer, err := app.ListAnswer(c.Request().Context(), s.Server, "api-list", func(list []store.TournamentSummary) (app.Gzipped, error) {
		out := make([]app.SettingsJSON, len(list))
		for i := range list {
			out[i] = newTournamentJSON(list[i].ID, &list[i].Settings, list[i].Players)
		}
		body, err := app.MarshalJSON(out)
		return app.NewGzipped(body), err
	})
	if err != nil {
		return err
	}
	return answer.Write(c, echo.MIMEApplicationJSON)
}

// apiCreateTournament is POST /api/tournaments: the body's fields over the configured
// defaults for new tournaments.
func (s *handlers) apiCreateTournament(c echo.Context) error {
	reg, err := peekRegistration(c)
	if err != nil {
		return err
	}
	closed, err := peekClosed(c)
	if err != nil {
		return err
	}
	ts, err := peekTeamSettings(c, team.Settings{})
	if err != nil {
		return err
	}
	settings, err := readSettings(c, s.Config.Defaults)
	if err != nil {
		return err
	}
	if ts != nil {
		// Pair Go and Rengo are Go's: refused before the tournament is created.
		if err := app.TeamGameError(&settings, *ts); err != nil {
			return err
		}
	}
	id, err := s.DB.CreateTournament(c.Request().Context(), settings)
	if err != nil {
		return err
	}
	if reg != nil {
		if err := s.DB.SetRegistration(c.Request().Context(), id, *reg); err != nil {
			return err
		}
	}
	if err := s.setTeamSettings(c.Request().Context(), id, team.Settings{}, ts); err != nil {
		return err
	}
	if closed != nil && *closed {
		if err := s.DB.SetClosed(c.Request().Context(), id, true); err != nil {
			return err
		}
	}
	out, err := s.withRegistration(c, id, withClosed(newTournamentJSON(id, &settings, 0), closed != nil && *closed))
	if err != nil {
		return err
	}
	return s.answerTournament(c, http.StatusCreated, id, out)
}

// apiGetTournament is GET /api/tournaments/{id}.
func (s *handlers) apiGetTournament(c echo.Context) error {
	id, sn, err := s.PathSnapshot(c)
	if err != nil {
		return err
	}
	out, err := s.withRegistration(c, id, withClosed(newTournamentJSON(id, &sn.T.Settings, len(sn.T.Players)), sn.T.Closed))
	if err != nil {
		return err
	}
	return s.answerTournament(c, http.StatusOK, id, out)
}

// apiUpdateTournament is PUT /api/tournaments/{id}: the fields given replace the stored
// ones; the others keep their values.
func (s *handlers) apiUpdateTournament(c echo.Context) error {
	ctx := c.Request().Context()
	id, sn, err := s.PathSnapshot(c)
	if err != nil {
		return err
	}
	reg, err := peekRegistration(c)
	if err != nil {
		return err
	}
	closed, err := peekClosed(c)
	if err != nil {
		return err
	}
	oldTeams, err := s.DB.TeamSettings(ctx, id)
	if err != nil {
		return err
	}
	ts, err := peekTeamSettings(c, oldTeams)
	if err != nil {
		return err
	}
	settings, err := readSettings(c, sn.T.Settings)
	if err != nil {
		return err
	}
	if err := s.checkTeamSettings(ctx, id, sn.T, ts); err != nil {
		return err
	}
	// Stored only if nobody changed the tournament since sn was read.
	if err := s.DB.UpdateSettingsAt(ctx, id, sn.Rev, settings); err != nil {
		return err
	}
	if reg != nil {
		if err := s.DB.SetRegistration(ctx, id, *reg); err != nil {
			return err
		}
	}
	if err := s.setTeamSettings(ctx, id, oldTeams, ts); err != nil {
		return err
	}
	isClosed := sn.T.Closed
	if closed != nil && *closed != isClosed {
		if err := s.DB.SetClosed(ctx, id, *closed); err != nil {
			return err
		}
		isClosed = *closed
	}
	// The same fields as GET and POST, the number of players included.
	out, err := s.withRegistration(c, id, withClosed(newTournamentJSON(id, &settings, len(sn.T.Players)), isClosed))
	if err != nil {
		return err
	}
	return s.answerTournament(c, http.StatusOK, id, out)
}

// apiDeleteTournament is DELETE /api/tournaments/{id}: the tournament and everything in it.
func (s *handlers) apiDeleteTournament(c echo.Context) error {
	id, err := app.TournamentID(c)
	if err != nil {
		return err
	}
	if err := s.DB.DeleteTournament(c.Request().Context(), id); err != nil {
		return err
	}
	return c.NoContent(http.StatusNoContent)
}

// readSettings reads the body's settings over base (the defaults of a new tournament, or
// the stored settings) and validates them. The komi, the handicap ceiling, the prisoners
// per rank and the placement criteria that the body does not give follow a change of the
// rule set, the board or the system where they were at base's default
// (tournament.Settings.FollowDefaults); those it gives are kept.
func readSettings(c echo.Context, base tournament.Settings) (tournament.Settings, error) {
	body, err := io.ReadAll(c.Request().Body)
	if err != nil {
		return tournament.Settings{}, err
	}
	c.Request().Body = io.NopCloser(bytes.NewReader(body))
	j := app.NewSettingsJSON(&base)
	if err := app.DecodeJSON(c, &j); err != nil {
		return tournament.Settings{}, err
	}
	var given struct {
		Komi     json.RawMessage `json:"komi"`
		Criteria json.RawMessage `json:"criteria"`
		Handicap struct {
			Ceiling          json.RawMessage `json:"ceiling"`
			PrisonersPerRank json.RawMessage `json:"prisoners_per_rank"`
		} `json:"handicap"`
		LeftOutTables json.RawMessage `json:"left_out_tables"`
	}
	_ = json.Unmarshal(body, &given) // DecodeJSON has read it: the shape is right
	if given.LeftOutTables != nil {
		// Decoding into the stored map added the rounds given to it: the object replaces it.
		j.LeftOutTables = nil
		_ = json.Unmarshal(given.LeftOutTables, &j.LeftOutTables)
	}
	settings, err := j.Settings()
	if err != nil {
		return tournament.Settings{}, err
	}
	asGiven := settings
	settings.FollowDefaults(base)
	if given.Komi != nil {
		settings.Komi = asGiven.Komi
	}
	if given.Criteria != nil {
		settings.Criteria = asGiven.Criteria
	}
	if given.Handicap.Ceiling != nil {
		settings.Handicap.Ceiling = asGiven.Handicap.Ceiling
	}
	if given.Handicap.PrisonersPerRank != nil {
		settings.Handicap.PrisonersPerRank = asGiven.Handicap.PrisonersPerRank
	}
	return settings, settings.Validate()
}

// newTournamentJSON is a tournament as the API answers it: its settings, id and number of
// players.
func newTournamentJSON(id store.TournamentID, s *tournament.Settings, players int) app.SettingsJSON {
	out := app.NewSettingsJSON(s)
	out.ID = uint(id)
	out.Players = &players
	return out
}
