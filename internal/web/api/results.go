package api

import (
	"fmt"
	"net/http"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/labstack/echo/v4"
)

// apiSetResult is PUT /api/tournaments/{id}/rounds/{n}/games/{table}/result
// {"result": "w"|"b"|"="|"both-win"|"both-lose"|"?", "by_default": bool}. Each call is
// one transaction with its line in the audit trail: results entered from many devices at
// once all persist. In a tournament that replays drawn games (draws "replay") a "=" is
// recorded as a draw replayed at the table: the answer's result is "?", "replayed" true,
// and "replays", "white" and "black" are the replay's; with "final": true a director
// records the draw as final instead.
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
		Result    *string    `json:"result"`
		ByDefault bool       `json:"by_default"`
		Match     *MatchJSON `json:"match"`
		Final     bool       `json:"final"`
	}
	if err := app.DecodeJSON(c, &body); err != nil {
		return err
	}
	if body.Match != nil {
		return s.setMatch(c, id, n, table, *body.Match, body.Result != nil || body.ByDefault)
	}
	if body.Result == nil {
		return app.ErrBadRequest("result", `give the result: "w", "b", "=", "both-win", "both-lose" or "?"`)
	}
	r, ok := tournament.ParseResult(*body.Result)
	if !ok {
		return app.ErrBadRequest("result", fmt.Sprintf(`unknown result %q: use "w", "b", "=", "both-win", "both-lose" or "?"`, *body.Result))
	}
	// Only the closed mark is read (not the whole tournament, which every result before this
	// one has changed): a result's answer needs no more.
	closed, err := s.DB.IsClosed(c.Request().Context(), id)
	if err != nil {
		return err
	}
	if err := s.ClosedForDesk(c, id, closed); err != nil {
		return err
	}
	who := app.Actor(c)
	if body.Final {
		if r != tournament.Jigo || body.ByDefault {
			return app.ErrBadRequest("final", `"final" is a draw's: give "result": "=" with it, without "by_default"`)
		}
		if desk, err := s.deskOf(c, id); err != nil || desk {
			if err != nil {
				return err
			}
			return app.KeyedError(http.StatusForbidden, "final", msgFinalDrawDesk.New())
		}
		if err := s.DB.SetFinalDraw(c.Request().Context(), id, n, table, who); err != nil {
			return err
		}
		return c.JSON(http.StatusOK, map[string]any{"round": n, "table": table, "result": r.String(), "by_default": false})
	}
	if err := s.DB.SetResult(c.Request().Context(), id, n, table, r, body.ByDefault, who); err != nil {
		return err
	}
	answer := map[string]any{"round": n, "table": table, "result": r.String(), "by_default": body.ByDefault}
	if r == tournament.Jigo {
		// A draw may be replayed (the draw rule "replay"): the answer says the game as it is
		// now stored, its replay to be played. Only a draw reads the tournament.
		after, err := s.Snapshot(c.Request().Context(), id)
		if err != nil {
			return err
		}
		if !after.T.Settings.ReplaysDraws() {
			return c.JSON(http.StatusOK, answer)
		}
		for _, g := range after.T.RoundGames(n) {
			if g.Table == table {
				answer["result"], answer["by_default"] = g.Result.String(), g.ByDefault
				answer["replayed"], answer["replays"], answer["white"], answer["black"] = true, g.Replays, g.White, g.Black
			}
		}
	}
	return c.JSON(http.StatusOK, answer)
}

// deskOf tells whether the user is tournament id's results desk (not a director of it nor an
// administrator).
func (s *handlers) deskOf(c echo.Context, id store.TournamentID) (bool, error) {
	u, ok := app.CurrentUser(c)
	if !ok || u.Admin {
		return false, nil
	}
	role, err := s.DB.RoleOf(c.Request().Context(), id, u.ID)
	return role == store.RoleDesk, err
}

// setMatch is apiSetResult with "match": the games White and Black won in a gomoku or ninuki
// match (a drawn game 0.5 each), which make the match's result.
func (s *handlers) setMatch(c echo.Context, id store.TournamentID, n, table int, m MatchJSON, alsoResult bool) error {
	if alsoResult {
		return app.ErrBadRequest("match", `give either the match's games ("match") or a result ("result", "by_default"), not both`)
	}
	w, err := app.HalfPoints(m.White, "match.white")
	if err != nil {
		return err
	}
	b, err := app.HalfPoints(m.Black, "match.black")
	if err != nil {
		return err
	}
	// Only the closed mark is read (not the whole tournament, which every result before this
	// one has changed): a result's answer needs no more.
	closed, err := s.DB.IsClosed(c.Request().Context(), id)
	if err != nil {
		return err
	}
	if err := s.ClosedForDesk(c, id, closed); err != nil {
		return err
	}
	if err := s.DB.SetMatch(c.Request().Context(), id, n, table, w, b, app.Actor(c)); err != nil {
		return err
	}
	r := tournament.MatchResult(w, b)
	return c.JSON(http.StatusOK, map[string]any{"round": n, "table": table, "result": r.String(), "by_default": false,
		"match": MatchJSON{White: app.Points(w), Black: app.Points(b)}})
}
