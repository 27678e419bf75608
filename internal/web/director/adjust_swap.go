package director

import (
	"slices"
	"strconv"

	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/labstack/echo/v4"
)

// swapForm is POST .../rounds/{n}/swap with tables a and b: the two games exchange their
// Black players; colours and handicaps are worked out again and results cleared.
func (s *handlers) swapForm(c echo.Context) error {
	return s.editRound(c, func(e *roundEdit) (string, error) {
		ta, err := formTable(c, "a")
		if err != nil {
			return "", err
		}
		tb, err := formTable(c, "b")
		if err != nil {
			return "", err
		}
		i, err := e.game(ta)
		if err != nil {
			return "", err
		}
		j, err := e.game(tb)
		if err != nil {
			return "", err
		}
		if i == j {
			return "", app.ErrBadRequest("b", "choose two different tables")
		}
		gi, gj := e.games[i], e.games[j]
		e.games[i] = e.newGame(gi.White, gj.Black, gi.Table)
		e.games[j] = e.newGame(gj.White, gi.Black, gj.Table)
		return s.Tr(c).T("flash.swapped", "A", ta, "B", tb), nil
	})
}

// fixGameForm is POST .../rounds/{n}/fix with players a and b: they play each other. Their
// former opponents (or the bye) are left unpaired for the "pair the others" button.
func (s *handlers) fixGameForm(c echo.Context) error {
	return s.editRound(c, func(e *roundEdit) (string, error) {
		var ids [2]tournament.PlayerID
		for k, name := range []string{"a", "b"} {
			v, err := strconv.Atoi(c.FormValue(name))
			p := e.t.Player(tournament.PlayerID(v))
			if err != nil || p == nil || p.Status != tournament.Final || !p.Plays(e.n) {
				return "", app.BadRequest(name, msgChooseTwoInRound.New())
			}
			ids[k] = p.ID
		}
		if ids[0] == ids[1] {
			return "", app.BadRequest("b", msgChooseTwoDifferent.New())
		}
		table := 0
		e.games = slices.DeleteFunc(e.games, func(g tournament.Game) bool {
			if g.White == ids[0] || g.Black == ids[0] || g.White == ids[1] || g.Black == ids[1] {
				if table == 0 || g.Table < table {
					table = g.Table
				}
				return true
			}
			return false
		})
		if e.bye == ids[0] || e.bye == ids[1] {
			e.bye = 0
		}
		if table == 0 {
			table = dirFreeTable(e.games)
		}
		e.games = append(e.games, e.newGame(ids[0], ids[1], table))
		slices.SortFunc(e.games, func(x, y tournament.Game) int { return x.Table - y.Table })
		a, b := e.t.Player(ids[0]), e.t.Player(ids[1])
		return s.Tr(c).T("flash.game_made", "A", a.FullName(), "B", b.FullName(), "Table", table), nil
	})
}

// dirFreeTable is the smallest table number without a game.
func dirFreeTable(games []tournament.Game) int {
	used := map[int]bool{}
	for _, g := range games {
		used[g.Table] = true
	}
	t := 1
	for used[t] {
		t++
	}
	return t
}
