package web

import (
	"net/http"

	"github.com/labstack/echo/v4"
)

// apiListTournaments is GET /api/tournaments: every tournament with its number of players.
func (s *Server) apiListTournaments(c echo.Context) error {
	list, err := s.db.ListTournaments(c.Request().Context())
	if err != nil {
		return err
	}
	out := make([]settingsJSON, len(list))
	for i := range list {
		out[i] = newSettingsJSON(&list[i].Settings)
		out[i].ID = uint(list[i].ID)
		out[i].Players = &list[i].Players
	}
	return c.JSON(http.StatusOK, out)
}

// apiCreateTournament is POST /api/tournaments: the body's fields over the configured
// defaults for new tournaments.
func (s *Server) apiCreateTournament(c echo.Context) error {
	j := newSettingsJSON(&s.cfg.Defaults)
	if err := decodeJSON(c, &j); err != nil {
		return err
	}
	settings, err := j.settings()
	if err != nil {
		return err
	}
	if err := settings.Validate(); err != nil {
		return err
	}
	id, err := s.db.CreateTournament(c.Request().Context(), settings)
	if err != nil {
		return err
	}
	out := newSettingsJSON(&settings)
	out.ID = uint(id)
	zero := 0
	out.Players = &zero
	return c.JSON(http.StatusCreated, out)
}

// apiGetTournament is GET /api/tournaments/{id}.
func (s *Server) apiGetTournament(c echo.Context) error {
	id, sn, err := s.pathSnapshot(c)
	if err != nil {
		return err
	}
	out := newSettingsJSON(&sn.t.Settings)
	out.ID = uint(id)
	n := len(sn.t.Players)
	out.Players = &n
	return c.JSON(http.StatusOK, out)
}

// apiUpdateTournament is PUT /api/tournaments/{id}: the fields given replace the stored
// ones; the others keep their values.
func (s *Server) apiUpdateTournament(c echo.Context) error {
	ctx := c.Request().Context()
	id, sn, err := s.pathSnapshot(c)
	if err != nil {
		return err
	}
	j := newSettingsJSON(&sn.t.Settings)
	if err := decodeJSON(c, &j); err != nil {
		return err
	}
	settings, err := j.settings()
	if err != nil {
		return err
	}
	if err := settings.Validate(); err != nil {
		return err
	}
	if err := s.db.UpdateSettings(ctx, id, settings); err != nil {
		return err
	}
	// The same fields as GET and POST, the number of players included.
	out := newSettingsJSON(&settings)
	out.ID = uint(id)
	n := len(sn.t.Players)
	out.Players = &n
	return c.JSON(http.StatusOK, out)
}

// apiDeleteTournament is DELETE /api/tournaments/{id}: the tournament and everything in it.
func (s *Server) apiDeleteTournament(c echo.Context) error {
	id, err := tournamentID(c)
	if err != nil {
		return err
	}
	if err := s.db.DeleteTournament(c.Request().Context(), id); err != nil {
		return err
	}
	return c.NoContent(http.StatusNoContent)
}
