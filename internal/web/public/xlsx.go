package public

import (
	"bytes"
	"fmt"
	"net/http"

	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/labstack/echo/v4"
)

const XLSXType = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"

// standingsXLSX is GET /tournaments/{id}/standings.xlsx?round=n: the standings as a
// spreadsheet (default: after the last round played); for a team tournament the team
// spreadsheet (teamxlsx.Write).
func (s *public) standingsXLSX(c echo.Context) error {
	id, sn, err := s.PathSnapshot(c)
	if err != nil {
		return err
	}
	round, err := app.StandingsRound(c, sn.T)
	if err != nil {
		return err
	}
	// Made once per change (tens of milliseconds for 500 players): anyone may ask for it.
	app.NoteTournamentLang(c, sn.T.Settings.Language)
	labels := s.ExportLabels(c)
	// A team tournament's spreadsheet is the team one (WriteXLSX chooses); a change of the team
	// settings is a new revision, so a new snapshot.
	body, err := sn.Answer("standings.xlsx:"+s.Tr(c).Code(), round, func() ([]byte, error) {
		var buf bytes.Buffer
		err := s.WriteXLSX(c, &buf, sn.T, round, labels)
		return buf.Bytes(), err
	})
	if err != nil {
		return err
	}
	app.Attachment(c, sn.T, int(id), fmt.Sprintf("-r%d-standings.xlsx", round))
	return c.Blob(http.StatusOK, XLSXType, body)
}
