package director

import (
	"fmt"
	"net/http"
	"slices"
	"strconv"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/labstack/echo/v4"
)

// roundEdit is a change by hand of a stored round: the tournament and the round's games (a
// copy, to change) and bye as stored now, and where to go back to.
type roundEdit struct {
	t     *tournament.Tournament
	id    store.TournamentID
	n     int
	games []tournament.Game
	bye   tournament.PlayerID
	back  string
	more  []string // warnings shown under the message
}

// editRound changes the round of the path by hand and answers with change's message, or
// with its refusal or the store's. change is made on the round as stored at the moment of
// the change, inside the store's transaction (store.ChangeRound), not on the copy the page
// was rendered from: a result entered meanwhile, perhaps through another hoshi process on
// the same database, is kept, and a game moved meanwhile is found where it is now.
func (s *handlers) editRound(c echo.Context, change func(e *roundEdit) (msg string, err error)) error {
	_, page, n, err := s.directorRound(c, "Round")
	if err != nil {
		return err
	}
	back := fmt.Sprintf("%s/rounds/%d", page.Base, n)
	var (
		msg  string
		more []string
	)
	ctx := store.WithActor(c.Request().Context(), app.Actor(c))
	err = s.DB.ChangeRound(ctx, page.ID, n, func(t *tournament.Tournament) ([]tournament.Game, tournament.PlayerID, error) {
		e := &roundEdit{t: t, id: page.ID, n: n, games: slices.Clone(t.RoundGames(n)), bye: t.ByeIn(n), back: back}
		var err error
		msg, err = change(e)
		more = e.more
		return e.games, e.bye, err
	})
	if err != nil {
		return redirectError(c, back, err)
	}
	return redirectFlash(c, back, msg, more...)
}

// game returns the index of the game at table, or an error naming the table.
func (e *roundEdit) game(table int) (int, error) {
	for i, g := range e.games {
		if g.Table == table {
			return i, nil
		}
	}
	return 0, app.NoGameAt(http.StatusBadRequest, e.n, table)
}

// formTable reads a table number from the form (or the path when name is "").
func formTable(c echo.Context, name string) (int, error) {
	v := c.Param("table")
	if name != "" {
		v = c.FormValue(name)
	}
	t, err := strconv.Atoi(v)
	if err != nil || t < 1 {
		return 0, app.ErrBadRequest("table", fmt.Sprintf("%q is not a table number", v))
	}
	return t, nil
}

// newGame is a game between a and b with the colours and handicap the rules give: the
// stronger takes White in a handicap game; an even game keeps the order given.
func (e *roundEdit) newGame(a, b tournament.PlayerID, table int) tournament.Game {
	w, bl := e.t.Player(a), e.t.Player(b)
	if ww, bb, decided := e.t.HandicapColors(w, bl, e.n); decided {
		w, bl = ww, bb
	}
	g := tournament.Game{Round: e.n, Table: table, White: w.ID, Black: bl.ID, KnownColor: true}
	e.t.ApplyHandicap(&g)
	return g
}
