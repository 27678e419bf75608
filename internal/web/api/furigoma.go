package api

import (
	"math/rand/v2"
	"net/http"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/labstack/echo/v4"
)

// apiFurigoma is PUT /api/tournaments/{id}/rounds/{n}/games/{table}/furigoma: the furigoma of
// an even shogi game, {"tokin": 0..5} as thrown at the board by the player who throws (the
// higher-ranked: tournament.Tournament.FurigomaThrower; "thrower" names another), or
// {"throw": true} for hoshi to throw the five pawns. The colours become those the throw gives
// (docs/SHOGI.md, "Furigoma"); the answer is the game.
func (s *handlers) apiFurigoma(c echo.Context) error {
	id, sn, n, table, err := s.pathGame(c)
	if err != nil {
		return err
	}
	var body struct {
		Thrower *tournament.PlayerID `json:"thrower"`
		Tokin   *int                 `json:"tokin"`
		Throw   bool                 `json:"throw"`
	}
	if err := app.DecodeJSON(c, &body); err != nil {
		return err
	}
	g := findGame(sn.T, n, table)
	if g == nil {
		return app.NoGameAt(http.StatusNotFound, n, table)
	}
	thrower := sn.T.FurigomaThrower(g)
	if body.Thrower != nil {
		thrower = *body.Thrower
	}
	var tokin int
	switch {
	case body.Throw && body.Tokin != nil:
		return app.ErrBadRequest("tokin", `give either the tokin thrown ("tokin") or "throw": true for hoshi to throw, not both`)
	case body.Throw:
		tokin = tournament.ThrowFurigoma(rand.IntN)
	case body.Tokin == nil:
		return app.ErrBadRequest("tokin", `give the number of pawns that fell promoted side up ("tokin": 0 to 5), or "throw": true`)
	case *body.Tokin < 0 || *body.Tokin > 5:
		return app.BadRequest("tokin", msgFurigomaTokin.New(*body.Tokin))
	default:
		tokin = *body.Tokin
	}
	if err := s.DB.SetFurigoma(c.Request().Context(), id, n, table, thrower, tokin); err != nil {
		return err
	}
	return s.answerGame(c, id, n, table)
}

// apiClearFurigoma is DELETE …/games/{table}/furigoma: the throw is forgotten, the colours
// stay as they are.
func (s *handlers) apiClearFurigoma(c echo.Context) error {
	id, _, n, table, err := s.pathGame(c)
	if err != nil {
		return err
	}
	if err := s.DB.SetFurigoma(c.Request().Context(), id, n, table, 0, -1); err != nil {
		return err
	}
	return s.answerGame(c, id, n, table)
}

// findGame is the game at a table of round n, or nil.
func findGame(t *tournament.Tournament, n, table int) *tournament.Game {
	for i := range t.Games {
		if g := &t.Games[i]; g.Round == n && g.Table == table {
			return g
		}
	}
	return nil
}

// answerGame answers the game at a table of round n as stored now.
func (s *handlers) answerGame(c echo.Context, id store.TournamentID, n, table int) error {
	sn, err := s.Snapshot(c.Request().Context(), id)
	if err != nil {
		return err
	}
	if g := findGame(sn.T, n, table); g != nil {
		return c.JSON(http.StatusOK, newRoundJSON(sn.T, n, []tournament.Game{*g}, 0).Games[0])
	}
	return app.NoGameAt(http.StatusNotFound, n, table)
}
