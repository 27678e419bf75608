package director

import (
	"fmt"
	"math/rand/v2"
	"net/http"
	"slices"
	"strconv"

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
// wait for a new opponent. A game with a result goes only when the form confirms it
// (confirm=1, which the page's button asks for first): its result goes with it.
func (s *handlers) unpairGameForm(c echo.Context) error {
	return s.editGame(c, func(e *roundEdit, i int) (string, error) {
		table := e.games[i].Table
		if g := e.games[i]; (g.Result != tournament.Unknown || g.ByDefault) && c.FormValue("confirm") != "1" {
			label, _ := dirResultLabel(g)
			return "", &app.Error{Status: http.StatusConflict, Field: "confirm", Message: s.Tr(c).T("error.unpair_result", "Table", table, "Result", label)}
		}
		e.games = slices.Delete(e.games, i, i+1)
		return s.Tr(c).T("flash.game_unpaired", "Table", table), nil
	})
}

// swapColoursForm is POST .../rounds/{n}/games/{table}/colours: White and Black change
// places; the handicap and komi stay. A game with a result is swapped only when the form
// confirms it (confirm=1, which the page's button asks for first); the result then follows
// the players: the same person wins. A handicap that the swap makes run the wrong way (the
// weaker player White, giving stones) is said under the message.
func (s *handlers) swapColoursForm(c echo.Context) error {
	return s.editGame(c, func(e *roundEdit, i int) (string, error) {
		tr := s.Tr(c)
		g := &e.games[i]
		had := g.Result != tournament.Unknown || g.ByDefault
		if had && c.FormValue("confirm") != "1" {
			label, _ := dirResultLabel(*g)
			return "", &app.Error{Status: http.StatusConflict, Field: "confirm", Message: tr.T("error.colours_result", "Table", g.Table, "Result", label)}
		}
		g.White, g.Black = g.Black, g.White
		g.KnownColor = true
		switch g.Result {
		case tournament.WhiteWins:
			g.Result = tournament.BlackWins
		case tournament.BlackWins:
			g.Result = tournament.WhiteWins
		}
		if w, b := e.t.Player(g.White), e.t.Player(g.Black); g.Handicap > 0 && w != nil && b != nil {
			if sw, _, decided := e.t.HandicapColors(w, b, e.n); (decided && sw.ID != w.ID) || (!decided && w.Rank < b.Rank) {
				e.more = append(e.more, tr.T("flash.colours_handicap_backwards", "Table", g.Table, "White", w.FullName(), "Black", b.FullName(), "Handicap", g.Handicap))
			}
		}
		if had {
			label, _ := dirResultLabel(*g)
			return tr.T("flash.colours_changed_result", "Table", g.Table, "Result", label), nil
		}
		return tr.T("flash.colours_changed", "Table", g.Table), nil
	})
}

// handicapForm is POST .../rounds/{n}/games/{table}/handicap with handicap (stones) and
// komi (points): the director's decision replaces the computed one.
func (s *handlers) handicapForm(c echo.Context) error {
	return s.editGame(c, func(e *roundEdit, i int) (string, error) {
		f := &app.FormReader{Get: c.FormValue, Errors: map[string]error{}}
		set := &e.t.Settings
		switch {
		case set.IsShogi():
			// A named handicap (tournament.ShogiHandicaps), without komi.
			hd := f.Int("handicap")
			if len(f.Errors) > 0 || tournament.ShogiHandicapName(hd) == "" {
				return "", app.BadRequest("handicap", msgNotShogiHandicap.New(c.FormValue("handicap")))
			}
			e.games[i].Handicap, e.games[i].Komi = hd, 0
			return s.Tr(c).T("flash.shogi_handicap_set", "Table", e.games[i].Table, "Handicap", app.HandicapName(s.Tr(c), hd)), nil
		case !set.Game.HasHandicap():
			return "", app.BadRequest("handicap", msgNoHandicapGame.New(set.Game))
		}
		hd, komi := f.Int("handicap"), f.Float("komi")
		if len(f.Errors) > 0 {
			return "", app.BadRequest("handicap", msgHandicapNumbers.New())
		}
		if hd < 0 || hd > 9 {
			return "", app.BadRequest("handicap", msgHandicapStones.New())
		}
		k, err := app.HalfPoints(komi, "komi")
		if err != nil {
			return "", err
		}
		if k < -100 || k > 100 { // as the tournament's komi (tournament.Settings.Validate)
			return "", app.BadRequest("komi", msgKomiSane.New(goban.HalfPoints(k)))
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

// furigomaForm is POST .../rounds/{n}/games/{table}/furigoma: the furigoma of an even shogi
// game, tokin=0..5 as thrown at the board by the player who throws (the higher-ranked,
// tournament.Tournament.FurigomaThrower), or throw=1 for hoshi to throw the five pawns. The
// game's colours become those the throw gives (store.DB.SetFurigoma).
func (s *handlers) furigomaForm(c echo.Context) error {
	t, page, n, err := s.directorRound(c, "Round")
	if err != nil {
		return err
	}
	back := fmt.Sprintf("%s/rounds/%d", page.Base, n)
	table, err := formTable(c, "")
	if err != nil {
		return redirectError(c, back, err)
	}
	var g *tournament.Game
	for _, x := range t.RoundGames(n) {
		if x.Table == table {
			g = &x
		}
	}
	if g == nil {
		return redirectError(c, back, app.NoGameAt(http.StatusNotFound, n, table))
	}
	var tokin int
	if c.FormValue("throw") != "" {
		tokin = tournament.ThrowFurigoma(rand.IntN)
	} else {
		f := &app.FormReader{Get: c.FormValue, Errors: map[string]error{}}
		tokin = f.Int("tokin")
		if len(f.Errors) > 0 || tokin < 0 || tokin > 5 {
			return redirectError(c, back, app.BadRequest("tokin", msgFurigomaTokin.New(strconv.Quote(c.FormValue("tokin")))))
		}
	}
	thrower := t.FurigomaThrower(g)
	if err := s.DB.SetFurigoma(c.Request().Context(), page.ID, n, table, thrower, tokin); err != nil {
		return redirectError(c, back, err)
	}
	black := g.Black
	if (tournament.Furigoma{Thrower: thrower, Tokin: tokin}).Black(g.White, g.Black) == g.White {
		black = g.White
	}
	l := s.Tr(c)
	return redirectFlash(c, back, l.T("flash.furigoma", "Table", table, "Tokin", tokin,
		"Name", t.Player(thrower).FullName(), "Black", t.Player(black).FullName(), "Woman", s.women(c, page.ID)[thrower]))
}
