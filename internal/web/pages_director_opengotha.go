package web

import (
	"fmt"
	"net/http"

	"github.com/hoshi-go/hoshi/internal/export"
	"github.com/labstack/echo/v4"
)

// importOpenGothaForm is POST /director/import/opengotha: an OpenGotha tournament file
// becomes a new tournament with its players, games and results; what hoshi does not use is
// listed in the message, and kept for the export back to OpenGotha.
func (s *Server) importOpenGothaForm(c echo.Context) error {
	fh, err := c.FormFile("file")
	if err != nil {
		return redirectError(c, "/director", errBadRequest("file", "choose the OpenGotha file to import"))
	}
	f, err := fh.Open()
	if err != nil {
		return err
	}
	defer f.Close()
	t, report, err := export.ReadOpenGotha(f)
	if err != nil {
		return redirectError(c, "/director", errBadRequest("file", fmt.Sprintf("%s cannot be imported: %v", fh.Filename, err)))
	}
	id, err := s.db.ImportTournament(c.Request().Context(), t)
	if err != nil {
		return redirectError(c, "/director", err)
	}
	msg := fmt.Sprintf("%s imported from %s: %d players, %d games.", t.Settings.Name, fh.Filename, len(t.Players), len(t.Games))
	if len(report.Warnings) > 0 {
		setFlash(c, "warn", msg+" Please check:", report.Warnings...)
		return c.Redirect(http.StatusSeeOther, fmt.Sprintf("/director/tournaments/%d", id))
	}
	return redirectFlash(c, fmt.Sprintf("/director/tournaments/%d", id), msg)
}
