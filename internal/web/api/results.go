package api

import (
	"fmt"
	"net/http"

	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/labstack/echo/v4"
)

// apiSetResult is PUT /api/tournaments/{id}/rounds/{n}/games/{table}/result
// {"result": "w"|"b"|"="|"both-win"|"both-lose"|"?", "by_default": bool}. Each call is
// one transaction with its line in the audit trail: results entered from many devices at
// once all persist.
func (s *handlers) apiSetResult(c echo.Context) error {
	id, err := app.TournamentID(c)
	if err != nil {
		return err
	}
	n, err := app.PathInt(c, "n", "round")
	if err != nil {
		return err
	}
	table, err := app.PathInt(c, "table", "table")
	if err != nil {
		return err
	}
	var body struct {
		Result    *string `json:"result"`
		ByDefault bool    `json:"by_default"`
	}
	if err := app.DecodeJSON(c, &body); err != nil {
		return err
	}
	if body.Result == nil {
		return app.ErrBadRequest("result", `give the result: "w", "b", "=", "both-win", "both-lose" or "?"`)
	}
	r, ok := tournament.ParseResult(*body.Result)
	if !ok {
		return app.ErrBadRequest("result", fmt.Sprintf(`unknown result %q: use "w", "b", "=", "both-win", "both-lose" or "?"`, *body.Result))
	}
	sn, err := s.Snapshot(c.Request().Context(), id)
	if err != nil {
		return err
	}
	if err := s.ClosedForDesk(c, id, sn.T.Closed); err != nil {
		return err
	}
	who := app.Actor(c)
	if err := s.DB.SetResult(c.Request().Context(), id, n, table, r, body.ByDefault, who); err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]any{"round": n, "table": table, "result": r.String(), "by_default": body.ByDefault})
}
