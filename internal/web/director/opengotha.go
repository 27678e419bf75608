package director

import (
	"fmt"
	"net/http"
	"path"
	"strings"

	"github.com/hoshi-go/hoshi/internal/export"
	"github.com/hoshi-go/hoshi/internal/export/ogteams"
	"github.com/hoshi-go/hoshi/internal/i18n"
	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/labstack/echo/v4"
)

// importOpenGothaForm is POST /director/import/opengotha: an OpenGotha tournament file
// becomes a new tournament with its players, games and results; what hoshi does not use is
// listed in the message, and kept for the export back to OpenGotha.
func (s *handlers) importOpenGothaForm(c echo.Context) error {
	fh, data, err := app.UploadedFile(c, "file")
	if err != nil {
		return err
	}
	if fh == nil {
		return redirectError(c, "/director", app.BadRequest("file", msgOGChooseFile.New()))
	}
	// A team tournament's file (OpenGotha's <Teams>) gives a team tournament: its teams,
	// board orders and matches (ogteams.ReadAny).
	t, e, report, err := ogteams.ReadAny(data)
	if err != nil {
		return redirectError(c, "/director", app.BadRequest("file", msgOGCannotImport.New(fh.Filename, err)))
	}
	if w := nameAfterFile(t, fh.Filename); w != nil {
		report.Warnings = append(report.Warnings, w)
	}
	// OpenGotha files have no language: the printouts speak the page's, as for a new
	// tournament; the import says so with the rest the file could not carry.
	l := s.Tr(c)
	t.Settings.Language = l.Code()
	report.Warnings = append(report.Warnings, export.OpenGothaImportNotes(t, languageName(l.Code()))...)
	var id store.TournamentID
	if e != nil {
		id, err = s.DB.ImportTeamEvent(c.Request().Context(), e)
	} else {
		id, err = s.DB.ImportTournament(c.Request().Context(), t)
	}
	if err != nil {
		return redirectError(c, "/director", err)
	}
	msg := l.T("flash.og_imported", "Name", t.Settings.Name, "File", fh.Filename,
		"Players", l.N("public.players_n", len(t.Players)), "Games", l.N("games_n", len(t.Games)))
	if e != nil {
		msg += " " + l.T("flash.og_imported_teams", "Teams", len(e.Teams), "Size", e.Settings.Size, "Matches", len(e.Matches))
	}
	if len(report.Warnings) > 0 {
		setFlash(c, DirFlash{Kind: "warn", Text: msg + " " + l.T("flash.please_check"), More: messageLines(report.Warnings)})
		return c.Redirect(http.StatusSeeOther, fmt.Sprintf("/director/tournaments/%d", id))
	}
	return redirectFlash(c, fmt.Sprintf("/director/tournaments/%d", id), msg)
}

// languageName is the own name of the language of code (Čeština for cs).
func languageName(code string) string {
	for _, l := range i18n.Languages {
		if l.Code == code {
			return l.Name
		}
	}
	return code
}

// nameAfterFile names a tournament whose file gives neither a name nor a short name after the
// file ("juvisy.xml" gives "juvisy"), and returns the warning that says so (nil when the file
// names it). A browser may send the file's whole path, with either separator.
func nameAfterFile(t *tournament.Tournament, filename string) error {
	if strings.TrimSpace(t.Settings.Name) != "" {
		return nil
	}
	base := path.Base(strings.ReplaceAll(filename, "\\", "/"))
	name := strings.TrimSpace(strings.TrimSuffix(base, path.Ext(base)))
	if name == "" || name == "." || name == "/" {
		return nil
	}
	t.Settings.Name = name
	return msgOGNamedAfterFile.New(name)
}
