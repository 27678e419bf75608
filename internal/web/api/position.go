package api

import (
	"net/http"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/hoshi-go/hoshi/internal/web/public"
	"github.com/labstack/echo/v4"
)

// The final position of a player's game, counted through his link (docs/API.md, "The final
// position"): the count is the board page's (public.Positions); these routes read and change
// it as JSON.

// positionBody is what the position routes take: the round, and for a new position an SGF
// record or the stones (with the prisoners taken during play and, optionally, the dead
// stones); for a change the version the player saw, the dead stones or the confirmation.
type positionBody struct {
	Round    int                 `json:"round"`
	Opponent tournament.PlayerID `json:"opponent"`
	SGF      string              `json:"sgf"`
	Black    []string            `json:"black"`
	White    []string            `json:"white"`
	// Prisoners are the stones each player took during play, for a position given by its
	// stones: territory scoring counts them (omitted: not known, none counted).
	Prisoners *struct {
		Black int `json:"black"`
		White int `json:"white"`
	} `json:"prisoners"`
	// Dead are the dead stones (each point marks its group); omitted, the engine guesses.
	Dead    *[]string `json:"dead"`
	Version int       `json:"version"`
	// UncertainChecked: the player checked the groups the engine is not sure of.
	UncertainChecked bool `json:"uncertain_checked"`
}

// readPositionBody reads the body, whose round must be given.
func readPositionBody(c echo.Context) (positionBody, error) {
	var b positionBody
	if err := app.DecodeJSON(c, &b); err != nil {
		return b, err
	}
	if b.Round < 1 {
		return b, app.BadRequest("round", msgLinkRound.New())
	}
	return b, nil
}

// answerPosition answers the proposal of v (null without one).
func answerPosition(c echo.Context, v *public.PositionView) error {
	return c.JSON(http.StatusOK, v.JSON())
}

// apiGetPosition is GET /api/p/{token}/position?round=n: the proposal of the player's game
// of round n (the last round paired when n is not given), null for none.
func (s *handlers) apiGetPosition(c echo.Context) error {
	link, sn, err := s.PlayerOfLink(c)
	if err != nil {
		return err
	}
	round := 0
	if q := c.QueryParam("round"); q != "" {
		n, ok := app.Number(q)
		if !ok || n < 1 {
			return app.BadRequest("round", msgLinkRound.New())
		}
		round = n
	} else {
		for r := 1; r <= sn.T.Settings.Rounds; r++ {
			if len(sn.T.RoundGames(r)) > 0 || sn.T.ByeIn(r) != 0 {
				round = r
			}
		}
	}
	v, err := public.NewPositions(s.Server).View(c.Request().Context(), link, sn, round)
	if err != nil {
		return err
	}
	return answerPosition(c, v)
}

// apiPropose is POST /api/p/{token}/position: a new final position of the player's game of
// round, as "sgf" or as its "black" and "white" stones; the answer is its count.
func (s *handlers) apiPropose(c echo.Context) error {
	link, sn, err := s.PlayerOfLink(c)
	if err != nil {
		return err
	}
	b, err := readPositionBody(c)
	if err != nil {
		return err
	}
	if b.Version != 0 || b.UncertainChecked {
		return app.ErrBadRequest("version", "a new position takes no version: change the dead stones at .../position/dead")
	}
	text := b.SGF
	switch {
	case text != "" && (b.Black != nil || b.White != nil || b.Prisoners != nil):
		return app.ErrBadRequest("sgf", `give the position as "sgf" or as "black" and "white", not both`)
	case text == "" && len(b.Black) == 0 && len(b.White) == 0:
		return app.ErrBadRequest("sgf", `give the position: "sgf", or the points of the "black" and "white" stones`)
	case text == "":
		game := playerGameOf(sn.T, link.Player, b.Round)
		if game == nil {
			k := msgLinkNoGame.New(b.Round)
			return &store.Error{Code: store.ENOTFOUND, Field: "round", Message: k.Error(), Key: k}
		}
		pos, err := public.ReadEntered(sn.T.Settings.BoardSize, b.Black, b.White)
		if err != nil {
			return err
		}
		e := public.EnteredPosition{Pos: pos}
		if p := b.Prisoners; p != nil {
			if p.Black < 0 || p.White < 0 {
				return app.ErrBadRequest("prisoners", "the prisoners are numbers of stones, 0 or more")
			}
			e.Prisoners, e.BlackPrisoners, e.WhitePrisoners = true, p.Black, p.White
		}
		text = e.SGF(sn.T, game)
	}
	var dead []string
	if b.Dead != nil {
		dead = append([]string{}, *b.Dead...)
	}
	v, err := public.NewPositions(s.Server).Propose(c.Request().Context(), link, sn, b.Round, b.Opponent, text, dead)
	if err != nil {
		return err
	}
	return answerPosition(c, v)
}

// playerGameOf is player's game of round in t, nil for none.
func playerGameOf(t *tournament.Tournament, player tournament.PlayerID, round int) *tournament.Game {
	for _, g := range t.RoundGames(round) {
		if g.White == player || g.Black == player {
			return &g
		}
	}
	return nil
}

// apiPositionDead is POST /api/p/{token}/position/dead {"round", "version", "dead"}: the dead
// stones of the proposal (each point marks its group; [] for none).
func (s *handlers) apiPositionDead(c echo.Context) error {
	link, sn, err := s.PlayerOfLink(c)
	if err != nil {
		return err
	}
	b, err := readPositionBody(c)
	if err != nil {
		return err
	}
	if b.Dead == nil {
		return app.ErrBadRequest("dead", `give the dead stones: "dead", a list of points ([] for none)`)
	}
	v, err := public.NewPositions(s.Server).SetDead(c.Request().Context(), link, sn, b.Round, b.Version, *b.Dead)
	if err != nil {
		return err
	}
	return answerPosition(c, v)
}

// apiPositionConfirm is POST /api/p/{token}/position/confirm {"round", "version",
// "uncertain_checked"}: the player confirms the count.
func (s *handlers) apiPositionConfirm(c echo.Context) error {
	link, sn, err := s.PlayerOfLink(c)
	if err != nil {
		return err
	}
	b, err := readPositionBody(c)
	if err != nil {
		return err
	}
	v, err := public.NewPositions(s.Server).Confirm(c.Request().Context(), link, sn, b.Round, b.Version, b.UncertainChecked)
	if err != nil {
		return err
	}
	return answerPosition(c, v)
}

// apiPositionDispute is POST /api/p/{token}/position/dispute {"round", "version"}: the player
// disputes the count, which goes to the results desk.
func (s *handlers) apiPositionDispute(c echo.Context) error {
	link, sn, err := s.PlayerOfLink(c)
	if err != nil {
		return err
	}
	b, err := readPositionBody(c)
	if err != nil {
		return err
	}
	v, err := public.NewPositions(s.Server).Dispute(c.Request().Context(), link, sn, b.Round, b.Version)
	if err != nil {
		return err
	}
	return answerPosition(c, v)
}
