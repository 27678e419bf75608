package director

import (
	"fmt"
	"html/template"
	"net/http"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/labstack/echo/v4"
)

// dirTournamentLine is a line of the director's list of tournaments.
type dirTournamentLine struct {
	URL, Name, Place, Dates string
	Players, Rounds         int
}

type tournamentsView struct {
	dirPage
	// Tournaments is how many there are; Rows their lines, rendered once per state of the
	// list (app.ListAnswer).
	Tournaments int
	Rows        template.HTML
}

// tournamentsPage is GET /director: every tournament, the forms to start a new one, import
// one from OpenGotha or create a demo.
func (s *handlers) tournamentsPage(c echo.Context) error {
	type rows struct {
		n    int
		html template.HTML
	}
	lang := s.Tr(c).Code()
	r, err := app.ListAnswer(c.Request().Context(), s.Server, "director-rows|"+lang, func(list []store.TournamentSummary) (rows, error) {
		lines := make([]dirTournamentLine, len(list))
		for i, t := range list {
			dates := s.Catalog.For(lang).Days(t.Settings.Begin, t.Settings.End)
			lines[i] = dirTournamentLine{
				URL: fmt.Sprintf("/director/tournaments/%d", t.ID), Name: t.Settings.Name, Place: t.Settings.Place,
				Dates: dates, Players: t.Players, Rounds: t.Settings.Rounds,
			}
		}
		b, err := s.RenderBlock(lang, "director_tournaments.html", "tournament_rows", lines)
		// The rows are made by the template, which escapes what they hold.
		return rows{len(list), template.HTML(b)}, err
	})
	if err != nil {
		return err
	}
	v := tournamentsView{dirPage: dirPage{Flash: takeFlash(c)}, Tournaments: r.n, Rows: r.html}
	return s.Render(c, http.StatusOK, "director_tournaments.html", s.Page(c, v))
}

// newDefaults are the settings a new tournament starts from: the configured defaults, with
// the printouts in the language of the page it is created from (a tournament made from
// Czech pages prints in Czech).
func (s *handlers) newDefaults(c echo.Context) tournament.Settings {
	d := s.Config.Defaults
	d.Language = s.Tr(c).Code()
	return d
}

// newTournamentPage is GET /director/tournaments/new: the settings form with the defaults.
func (s *handlers) newTournamentPage(c echo.Context) error {
	defaults := s.newDefaults(c)
	j := app.NewSettingsJSON(&defaults)
	return s.Render(c, http.StatusOK, "director_settings.html", s.Page(c, settingsView{
		dirPage: dirPage{Flash: takeFlash(c)}, New: true, Action: "/director/tournaments", Sections: SettingsSections(&j, nil, nil, false),
	}))
}

// createTournamentForm is POST /director/tournaments.
func (s *handlers) createTournamentForm(c echo.Context) error {
	settings, j, errs := readSettingsForm(c, s.newDefaults(c))
	if len(errs) == 0 {
		id, err := s.DB.CreateTournament(c.Request().Context(), settings)
		if err == nil {
			return redirectFlash(c, fmt.Sprintf("/director/tournaments/%d/players", id),
				s.Tr(c).T("flash.created", "Name", settings.Name)+followedNote(s.Tr(c), &s.Config.Defaults, &settings))
		}
		errs = app.FieldErrors(err)
	}
	sections := SettingsSections(&j, errs, nil, false)
	other := unshownErrors(sections, errs)
	s.optionLabels(c, sections)
	return s.Render(c, http.StatusUnprocessableEntity, "director_settings.html", s.Page(c, settingsView{
		New: true, Action: "/director/tournaments", Sections: sections, Errors: len(errs), Other: other,
	}))
}

type deleteView struct {
	dirPage
	Players, Games int
}

// deleteTournamentPage is GET /director/tournaments/{id}/delete: what would be lost, and the
// button.
func (s *handlers) deleteTournamentPage(c echo.Context) error {
	t, page, err := s.directorTournament(c, "Settings")
	if err != nil {
		return err
	}
	return s.Render(c, http.StatusOK, "director_delete.html", s.Page(c, deleteView{dirPage: page, Players: len(t.Players), Games: len(t.Games)}))
}

// deleteTournamentForm is POST /director/tournaments/{id}/delete. The form asks for the
// tournament's name, so that a tournament is not lost to a stray click.
func (s *handlers) deleteTournamentForm(c echo.Context) error {
	t, page, err := s.directorTournament(c, "Settings")
	if err != nil {
		return err
	}
	if c.FormValue("confirm") != t.Settings.Name {
		setFlashText(c, "error", s.Tr(c).T("flash.type_name"))
		return c.Redirect(http.StatusSeeOther, page.Base+"/delete")
	}
	if err := s.DB.DeleteTournament(c.Request().Context(), page.ID); err != nil {
		return err
	}
	return redirectFlash(c, "/director", s.Tr(c).T("flash.deleted", "Name", t.Settings.Name))
}
