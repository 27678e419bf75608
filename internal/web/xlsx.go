package web

import (
	"bytes"
	"fmt"
	"net/http"

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
		err := s.writeXLSX(c, &buf, sn.t, round, labels)
		return buf.Bytes(), err
	})
	if err != nil {
		return err
	}
	attachment(c, sn.t, int(id), fmt.Sprintf("-r%d-standings.xlsx", round))
	return c.Blob(http.StatusOK, xlsxType, body)
}
