package web

import (
	"bytes"
	"fmt"
	"net/http"

	"github.com/hoshi-go/hoshi/internal/export"
	"github.com/labstack/echo/v4"
)

const xlsxType = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"

// standingsXLSX is GET /tournaments/{id}/standings.xlsx?round=n: the standings as a
// spreadsheet (default: after the last round played).
func (s *Server) standingsXLSX(c echo.Context) error {
	id, sn, err := s.pathSnapshot(c)
	if err != nil {
		return err
	}
	round, err := standingsRound(c, sn.t)
	if err != nil {
		return err
	}
	// Made once per change (tens of milliseconds for 500 players): anyone may ask for it.
	noteTournamentLang(c, sn.t.Settings.Language)
	labels := s.exportLabels(c)
	body, err := sn.answer("standings.xlsx:"+s.tr(c).Code(), round, func() ([]byte, error) {
		var buf bytes.Buffer
		err := export.WriteXLSX(&buf, sn.t, round, labels)
		return buf.Bytes(), err
	})
	if err != nil {
		return err
	}
	c.Response().Header().Set(echo.HeaderContentDisposition, fmt.Sprintf(`attachment; filename="standings-%d-round-%d.xlsx"`, id, round))
	return c.Blob(http.StatusOK, xlsxType, body)
}
