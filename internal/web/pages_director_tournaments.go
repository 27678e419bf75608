package web

import (
	"fmt"
	"net/http"

	"github.com/labstack/echo/v4"
)

// dirTournamentLine is a line of the director's list of tournaments.
type dirTournamentLine struct {
	URL, Name, Place, Dates string
	Players, Rounds         int
}

type tournamentsView struct {
	dirPage
	Tournaments []dirTournamentLine
}

// tournamentsPage is GET /director: every tournament, the forms to start a new one, import
// one from OpenGotha or create a demo.
func (s *Server) tournamentsPage(c echo.Context) error {
	list, err := s.db.ListTournaments(c.Request().Context())
	if err != nil {
		return err
	}
	v := tournamentsView{dirPage: dirPage{Flash: takeFlash(c)}}
	for _, t := range list {
		dates := date(t.Settings.Begin)
		if e := date(t.Settings.End); e != "" && e != dates {
			dates += " – " + e
		}
		v.Tournaments = append(v.Tournaments, dirTournamentLine{
			URL: fmt.Sprintf("/director/tournaments/%d", t.ID), Name: t.Settings.Name, Place: t.Settings.Place,
			Dates: dates, Players: t.Players, Rounds: t.Settings.Rounds,
		})
	}
	return s.render(c, http.StatusOK, "director_tournaments.html", s.page(c, v))
}

// newTournamentPage is GET /director/tournaments/new: the settings form with the defaults.
func (s *Server) newTournamentPage(c echo.Context) error {
	j := newSettingsJSON(&s.cfg.Defaults)
	return s.render(c, http.StatusOK, "director_settings.html", s.page(c, settingsView{
		dirPage: dirPage{Flash: takeFlash(c)}, New: true, Action: "/director/tournaments", Sections: settingsSections(&j, nil, nil),
	}))
}

// createTournamentForm is POST /director/tournaments.
func (s *Server) createTournamentForm(c echo.Context) error {
	settings, j, errs := readSettingsForm(c, s.cfg.Defaults)
	if len(errs) == 0 {
		id, err := s.db.CreateTournament(c.Request().Context(), settings)
		if err == nil {
			return redirectFlash(c, fmt.Sprintf("/director/tournaments/%d/players", id),
				s.tr(c).T("flash.created", "Name", settings.Name)+followedNote(&s.cfg.Defaults, &settings))
		}
		errs = fieldErrors(err)
	}
	return s.render(c, http.StatusUnprocessableEntity, "director_settings.html", s.page(c, settingsView{
		New: true, Action: "/director/tournaments", Sections: settingsSections(&j, errs, nil), Errors: len(errs),
	}))
}

type deleteView struct {
	dirPage
	Players, Games int
}

// deleteTournamentPage is GET /director/tournaments/{id}/delete: what would be lost, and the
// button.
func (s *Server) deleteTournamentPage(c echo.Context) error {
	t, page, err := s.directorTournament(c, "Settings")
	if err != nil {
		return err
	}
	return s.render(c, http.StatusOK, "director_delete.html", s.page(c, deleteView{dirPage: page, Players: len(t.Players), Games: len(t.Games)}))
}

// deleteTournamentForm is POST /director/tournaments/{id}/delete. The form asks for the
// tournament's name, so that a tournament is not lost to a stray click.
func (s *Server) deleteTournamentForm(c echo.Context) error {
	t, page, err := s.directorTournament(c, "Settings")
	if err != nil {
		return err
	}
	if c.FormValue("confirm") != t.Settings.Name {
		setFlash(c, "error", s.tr(c).T("flash.type_name"))
		return c.Redirect(http.StatusSeeOther, page.Base+"/delete")
	}
	if err := s.db.DeleteTournament(c.Request().Context(), page.ID); err != nil {
		return err
	}
	return redirectFlash(c, "/director", s.tr(c).T("flash.deleted", "Name", t.Settings.Name))
}
