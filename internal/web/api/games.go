package api

import (
	"fmt"
	"net/http"
	"slices"
	"strings"

	"github.com/hoshi-go/hoshi/internal/goban"
	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/labstack/echo/v4"
)

// apiUpdateGame is PUT /api/tournaments/{id}/rounds/{n}/games/{table} with any of
// "handicap" (stones, 0 to 9), "komi" (points, a whole or half number from -50 to 50),
// "white" and "black" (player ids): the fields given replace the game's. The change is
// stored only if the game is still as read: as the client read it when it gives its
// "version" (or If-Match; 409 on "version" otherwise), else as the server read it for this
// request (409 on "revision" otherwise). Changes of other games meanwhile do not matter. The
// game keeps its result while its players and colours stay; other colours or another player
// clear it.
func (s *handlers) apiUpdateGame(c echo.Context) error {
	id, sn, n, table, err := s.pathGame(c)
	if err != nil {
		return err
	}
	var body struct {
		Handicap     *int                 `json:"handicap"`
		HandicapName *string              `json:"handicap_name"`
		Komi         *float64             `json:"komi"`
		White        *tournament.PlayerID `json:"white"`
		Black        *tournament.PlayerID `json:"black"`
		Version      string               `json:"version"`
	}
	if err := app.DecodeJSON(c, &body); err != nil {
		return err
	}
	version := body.Version
	if m := c.Request().Header.Get("If-Match"); version == "" && m != "" {
		version = strings.Trim(strings.TrimPrefix(strings.TrimSpace(m), "W/"), `"`)
	}
	var g *tournament.Game
	for _, x := range sn.T.RoundGames(n) {
		if x.Table == table {
			g = &x
			break
		}
	}
	if g == nil {
		return app.NoGameAt(http.StatusNotFound, n, table)
	}
	read := store.GameVersion(g) // the game as read for this request
	if version != "" && read != version {
		return &app.Error{Status: http.StatusConflict, Field: "version", Message: fmt.Sprintf("the game at table %d of round %d was changed since it was read: "+
			"read it again and resend the change", table, n)}
	}
	shogiGame := sn.T.Settings.IsShogi()
	if body.HandicapName != nil {
		h := slices.Index(tournament.ShogiHandicaps, *body.HandicapName)
		switch {
		case !shogiGame:
			return app.ErrBadRequest("handicap_name", "only shogi has named handicaps: give handicap as stones")
		case h < 0:
			return app.BadRequest("handicap_name", msgShogiHandicap.New(*body.HandicapName, strings.Join(tournament.ShogiHandicaps, ", ")))
		}
		body.Handicap = &h
	}
	if body.Handicap != nil {
		switch {
		case shogiGame && tournament.ShogiHandicapName(*body.Handicap) == "":
			return app.ErrBadRequest("handicap", fmt.Sprintf("handicap %d: a shogi handicap is 0 to %d (handicap_name gives it by name)",
				*body.Handicap, len(tournament.ShogiHandicaps)-1))
		case !shogiGame && (*body.Handicap < 0 || *body.Handicap > 9):
			return app.ErrBadRequest("handicap", fmt.Sprintf("handicap %d: a handicap is 0 to 9 stones", *body.Handicap))
		case !sn.T.Settings.Game.HasHandicap() && *body.Handicap != 0:
			return app.BadRequest("handicap", msgNoHandicapGame.New(sn.T.Settings.Game))
		}
		g.Handicap = *body.Handicap
	}
	if body.Komi != nil && !sn.T.Settings.IsGo() && *body.Komi != 0 {
		return app.ErrBadRequest("komi", fmt.Sprintf("%s has no komi", sn.T.Settings.Game))
	}
	if body.Komi != nil {
		k, err := app.HalfPoints(*body.Komi, "komi")
		if err != nil {
			return err
		}
		if k < -100 || k > 100 { // as the tournament's komi (tournament.Settings.Validate)
			return app.BadRequest("komi", msgKomiSane.New(goban.HalfPoints(k)))
		}
		g.Komi = k
	}
	for _, f := range []struct {
		v     *tournament.PlayerID
		to    *tournament.PlayerID
		field string
	}{{body.White, &g.White, "white"}, {body.Black, &g.Black, "black"}} {
		if f.v == nil {
			continue
		}
		if sn.T.Player(*f.v) == nil {
			return app.ErrBadRequest(f.field, fmt.Sprintf("player %d is not registered in this tournament", *f.v))
		}
		*f.to = *f.v
	}
	if g.White == g.Black {
		return app.ErrBadRequest("black", fmt.Sprintf("player %d cannot play himself", g.White))
	}
	if version != "" {
		err = s.DB.UpdateGameIf(c.Request().Context(), id, version, *g)
	} else {
		err = s.DB.UpdateGameRead(c.Request().Context(), id, read, *g)
	}
	if err != nil {
		return err
	}
	games, bye, err := s.DB.Round(c.Request().Context(), id, n)
	if err != nil {
		return err
	}
	for _, x := range games {
		if x.Table == table {
			return c.JSON(http.StatusOK, newRoundJSON(sn.T, n, []tournament.Game{x}, bye).Games[0])
		}
	}
	return app.NoGameAt(http.StatusNotFound, n, table)
}

// pathRound reads the tournament of the path as a snapshot and the round {n}, one of its
// rounds.
func (s *handlers) pathRound(c echo.Context) (store.TournamentID, *app.Snapshot, int, error) {
	id, sn, err := s.PathSnapshot(c)
	if err != nil {
		return 0, nil, 0, err
	}
	n, err := app.RoundNumber(c, sn.T)
	if err != nil {
		return 0, nil, 0, err
	}
	return id, sn, n, nil
}

// pathGame reads the tournament of the path as a snapshot, the round {n} (one of its rounds)
// and the table {table}.
func (s *handlers) pathGame(c echo.Context) (store.TournamentID, *app.Snapshot, int, int, error) {
	id, sn, n, err := s.pathRound(c)
	if err != nil {
		return 0, nil, 0, 0, err
	}
	table, err := app.PathInt(c, "table", "table")
	if err != nil {
		return 0, nil, 0, 0, err
	}
	return id, sn, n, table, nil
}
