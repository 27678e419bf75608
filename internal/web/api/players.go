package api

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"

	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/labstack/echo/v4"
)

// apiListPlayers is GET /api/tournaments/{id}/players, in registration order.
func (s *handlers) apiListPlayers(c echo.Context) error {
	_, sn, err := s.PathSnapshot(c)
	if err != nil {
		return err
	}
	details, err := s.DB.PlayerDetails(c.Request().Context(), mustTournamentID(c))
	if err != nil {
		return err
	}
	out := make([]app.PlayerJSON, len(sn.T.Players))
	for i := range sn.T.Players {
		out[i] = app.NewPlayerJSON(&sn.T.Players[i])
		out[i].Woman = details[sn.T.Players[i].ID].Woman
	}
	return c.JSON(http.StatusOK, out)
}

// mustTournamentID is the tournament of the path once PathSnapshot has checked it.
func mustTournamentID(c echo.Context) store.TournamentID {
	id, _ := app.TournamentID(c)
	return id
}

// isWoman reads player pid's woman mark.
func (s *handlers) isWoman(c echo.Context, id store.TournamentID, pid tournament.PlayerID) (bool, error) {
	details, err := s.DB.PlayerDetails(c.Request().Context(), id)
	if err != nil {
		return false, err
	}
	return details[pid].Woman, nil
}

// apiGetPlayer is GET /api/tournaments/{id}/players/{pid}.
func (s *handlers) apiGetPlayer(c echo.Context) error {
	id, err := app.TournamentID(c)
	if err != nil {
		return err
	}
	pid, err := app.PlayerID(c)
	if err != nil {
		return err
	}
	p, err := s.DB.Player(c.Request().Context(), id, pid)
	if err != nil {
		return err
	}
	j := app.NewPlayerJSON(&p)
	if j.Woman, err = s.isWoman(c, id, pid); err != nil {
		return err
	}
	return c.JSON(http.StatusOK, j)
}

// apiAddPlayer is POST /api/tournaments/{id}/players: a registration; the same name and
// first name twice is a 409.
func (s *handlers) apiAddPlayer(c echo.Context) error {
	id, err := app.TournamentID(c)
	if err != nil {
		return err
	}
	var j app.PlayerJSON
	if err := app.DecodeJSON(c, &j); err != nil {
		return err
	}
	j.ID = 0
	p, err := j.Player()
	if err != nil {
		return err
	}
	if p.ID, err = s.DB.AddPlayerWithDetails(c.Request().Context(), id, p, tournament.PlayerDetails{Woman: j.Woman}); err != nil {
		return err
	}
	// As stored: absent from the rounds already paired.
	if p, err = s.DB.Player(c.Request().Context(), id, p.ID); err != nil {
		return err
	}
	out := app.NewPlayerJSON(&p)
	out.Woman = j.Woman
	return c.JSON(http.StatusCreated, out)
}

// apiUpdatePlayer is PUT /api/tournaments/{id}/players/{pid}: the fields given replace
// the stored ones. The change is stored only if the tournament is still at the revision the
// player was read at, so two servers on one database cannot undo each other's fields. A new
// rank given without "rank_from_list" is declared: it no longer follows the EGD list, as
// when the director types another rank in the form.
func (s *handlers) apiUpdatePlayer(c echo.Context) error {
	id, sn, err := s.PathSnapshot(c)
	if err != nil {
		return err
	}
	pid, err := app.PlayerID(c)
	if err != nil {
		return err
	}
	ctx := c.Request().Context()
	cur, err := s.DB.Player(ctx, id, pid)
	if err != nil {
		return err
	}
	body, err := io.ReadAll(c.Request().Body)
	if err != nil {
		return err // too large: MaxBytesError, which the error handler answers
	}
	c.Request().Body = io.NopCloser(bytes.NewReader(body))
	woman, err := s.isWoman(c, id, pid)
	if err != nil {
		return err
	}
	j := app.NewPlayerJSON(&cur)
	j.Woman = woman
	if err := app.DecodeJSON(c, &j); err != nil {
		return err
	}
	var keys map[string]json.RawMessage
	_ = json.Unmarshal(body, &keys) // DecodeJSON accepted the body: an object
	j.ID = pid
	p, err := j.Player()
	if err != nil {
		return err
	}
	if _, given := keys["rank_from_list"]; !given && p.Rank != cur.Rank {
		p.RankFromList = false // a rank typed in is declared: the list no longer sets it
	}
	if _, given := keys["unranked"]; !given && p.Rank != cur.Rank && !rank.IsUnrankedText(j.Rank) {
		p.Unranked = false // so is the rank of a player registered without one
	}
	// The woman mark is the player's details: set when given and changed, in the player's
	// own change (a refused change stores neither).
	var mark *bool
	if j.Woman != woman {
		mark = &j.Woman
	}
	if err := s.DB.UpdatePlayerAt(ctx, id, sn.Rev, p, mark); err != nil {
		return err
	}
	out := app.NewPlayerJSON(&p)
	out.Woman = j.Woman
	return c.JSON(http.StatusOK, out)
}

// apiDeletePlayer is DELETE /api/tournaments/{id}/players/{pid}; a player who is paired in
// a round cannot be deleted (409).
func (s *handlers) apiDeletePlayer(c echo.Context) error {
	id, err := app.TournamentID(c)
	if err != nil {
		return err
	}
	pid, err := app.PlayerID(c)
	if err != nil {
		return err
	}
	if err := s.DB.DeletePlayer(c.Request().Context(), id, pid); err != nil {
		return err
	}
	return c.NoContent(http.StatusNoContent)
}
