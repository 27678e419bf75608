package director

import (
	"fmt"
	"slices"

	"github.com/hoshi-go/hoshi/internal/goban"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/labstack/echo/v4"
)

// editGame changes the game at the path's table of the round by hand (editRound): change
// alters e.games[i] (or removes it) and says what it did. A table without a game, or
// change's refusal, sends the director back to the round with the message.
func (s *handlers) editGame(c echo.Context, change func(e *roundEdit, i int) (msg string, err error)) error {
	return s.editRound(c, func(e *roundEdit) (string, error) {
		table, err := formTable(c, "")
		if err != nil {
			return "", err
		}
		i, err := e.game(table)
		if err != nil {
			return "", err
		}
		return change(e, i)
	})
}

// unpairGameForm is POST .../rounds/{n}/games/{table}/unpair: the game goes, its players
// wait for a new opponent.
func (s *handlers) unpairGameForm(c echo.Context) error {
	return s.editGame(c, func(e *roundEdit, i int) (string, error) {
		table := e.games[i].Table
		e.games = slices.Delete(e.games, i, i+1)
		return s.Tr(c).T("flash.game_unpaired", "Table", table), nil
	})
}

// swapColoursForm is POST .../rounds/{n}/games/{table}/colours: White and Black change
// places; the handicap and komi stay.
func (s *handlers) swapColoursForm(c echo.Context) error {
	return s.editGame(c, func(e *roundEdit, i int) (string, error) {
		g := &e.games[i]
		g.White, g.Black = g.Black, g.White
		g.Result, g.ByDefault, g.KnownColor = tournament.Unknown, false, true
		return s.Tr(c).T("flash.colours_changed", "Table", g.Table), nil
	})
}

// handicapForm is POST .../rounds/{n}/games/{table}/handicap with handicap (stones) and
// komi (points): the director's decision replaces the computed one.
func (s *handlers) handicapForm(c echo.Context) error {
	return s.editGame(c, func(e *roundEdit, i int) (string, error) {
		f := &app.FormReader{Get: c.FormValue, Errors: map[string]string{}}
		hd, komi := f.Int("handicap"), f.Float("komi")
		if len(f.Errors) > 0 {
			return "", app.ErrBadRequest("handicap", "write the handicap and the komi as numbers")
		}
		if hd < 0 || hd > 9 {
			return "", app.ErrBadRequest("handicap", "a handicap is 0 to 9 stones")
		}
		k, err := app.HalfPoints(komi, "komi")
		if err != nil {
			return "", err
		}
		if k < -100 || k > 100 { // as the tournament's komi (tournament.Settings.Validate)
			return "", app.ErrBadRequest("komi", fmt.Sprintf("komi %s is not sane: use a value between -50 and 50 points", goban.HalfPoints(k)))
		}
		e.games[i].Handicap, e.games[i].Komi = hd, k
		return s.Tr(c).T("flash.handicap_set", "Table", e.games[i].Table, "Handicap", hd, "Komi", s.Tr(c).Decimal(goban.HalfPoints(k))), nil
	})
}

// renumberForm is POST .../rounds/{n}/renumber: tables 1, 2, 3... in the present order,
// closing the gaps left by changes.
func (s *handlers) renumberForm(c echo.Context) error {
	return s.editRound(c, func(e *roundEdit) (string, error) {
		slices.SortFunc(e.games, func(x, y tournament.Game) int { return x.Table - y.Table })
		for i := range e.games {
			e.games[i].Table = i + 1
		}
		return s.Tr(c).T("flash.renumbered", "N", len(e.games)), nil
	})
}
