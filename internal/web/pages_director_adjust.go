package web

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/labstack/echo/v4"
)

// roundEdit is a change by hand of a stored round: the tournament, the round's games (a
// copy, to change) and bye, and where to go back to.
type roundEdit struct {
	t     *tournament.Tournament
	id    store.TournamentID
	n     int
	games []tournament.Game
	bye   tournament.PlayerID
	back  string
}

// editRound loads the round of the path for a change by hand.
func (s *Server) editRound(c echo.Context) (*roundEdit, dirPage, error) {
	t, page, err := s.directorTournament(c, "Round")
	if err != nil {
		return nil, page, err
	}
	n, err := roundNumber(c, t)
	if err != nil {
		return nil, page, err
	}
	return &roundEdit{t: t, id: page.ID, n: n, games: slices.Clone(t.RoundGames(n)), bye: t.ByeIn(n),
		back: fmt.Sprintf("%s/rounds/%d", page.Base, n)}, page, nil
}

// game returns the index of the game at table, or an error naming the table.
func (e *roundEdit) game(table int) (int, error) {
	for i, g := range e.games {
		if g.Table == table {
			return i, nil
		}
	}
	return 0, errBadRequest("table", fmt.Sprintf("round %d has no game at table %d", e.n, table))
}

// formTable reads a table number from the form (or the path when name is "").
func formTable(c echo.Context, name string) (int, error) {
	v := c.Param("table")
	if name != "" {
		v = c.FormValue(name)
	}
	t, err := strconv.Atoi(v)
	if err != nil || t < 1 {
		return 0, errBadRequest("table", fmt.Sprintf("%q is not a table number", v))
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

// saveEdit stores the changed round and answers with the message, or the store's refusal.
func (s *Server) saveEdit(c echo.Context, e *roundEdit, msg string) error {
	if err := s.db.SaveRound(c.Request().Context(), e.id, e.n, e.games, e.bye); err != nil {
		return redirectError(c, e.back, err)
	}
	return redirectFlash(c, e.back, msg)
}

// swapForm is POST .../rounds/{n}/swap with tables a and b: the two games exchange their
// Black players; colours and handicaps are worked out again and results cleared.
func (s *Server) swapForm(c echo.Context) error {
	e, _, err := s.editRound(c)
	if err != nil {
		return err
	}
	ta, err := formTable(c, "a")
	if err != nil {
		return redirectError(c, e.back, err)
	}
	tb, err := formTable(c, "b")
	if err != nil {
		return redirectError(c, e.back, err)
	}
	i, err := e.game(ta)
	if err != nil {
		return redirectError(c, e.back, err)
	}
	j, err := e.game(tb)
	if err != nil {
		return redirectError(c, e.back, err)
	}
	if i == j {
		return redirectError(c, e.back, errBadRequest("b", "choose two different tables"))
	}
	gi, gj := e.games[i], e.games[j]
	e.games[i] = e.newGame(gi.White, gj.Black, gi.Table)
	e.games[j] = e.newGame(gj.White, gi.Black, gj.Table)
	return s.saveEdit(c, e, fmt.Sprintf("Opponents swapped between tables %d and %d.", ta, tb))
}

// fixGameForm is POST .../rounds/{n}/fix with players a and b: they play each other. Their
// former opponents (or the bye) are left unpaired for the "pair the others" button.
func (s *Server) fixGameForm(c echo.Context) error {
	e, _, err := s.editRound(c)
	if err != nil {
		return err
	}
	var ids [2]tournament.PlayerID
	for k, name := range []string{"a", "b"} {
		v, err := strconv.Atoi(c.FormValue(name))
		p := e.t.Player(tournament.PlayerID(v))
		if err != nil || p == nil || p.Status != tournament.Final || !p.Plays(e.n) {
			return redirectError(c, e.back, errBadRequest(name, "choose two players who take part in the round"))
		}
		ids[k] = p.ID
	}
	if ids[0] == ids[1] {
		return redirectError(c, e.back, errBadRequest("b", "choose two different players"))
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
	return s.saveEdit(c, e, fmt.Sprintf("%s and %s play at table %d.", a.FullName(), b.FullName(), table))
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

// unpairGameForm is POST .../rounds/{n}/games/{table}/unpair: the game goes, its players
// wait for a new opponent.
func (s *Server) unpairGameForm(c echo.Context) error {
	e, _, err := s.editRound(c)
	if err != nil {
		return err
	}
	table, err := formTable(c, "")
	if err != nil {
		return redirectError(c, e.back, err)
	}
	i, err := e.game(table)
	if err != nil {
		return redirectError(c, e.back, err)
	}
	e.games = slices.Delete(e.games, i, i+1)
	return s.saveEdit(c, e, fmt.Sprintf("Game at table %d unpaired.", table))
}

// swapColoursForm is POST .../rounds/{n}/games/{table}/colours: White and Black change
// places; the handicap and komi stay.
func (s *Server) swapColoursForm(c echo.Context) error {
	e, _, err := s.editRound(c)
	if err != nil {
		return err
	}
	table, err := formTable(c, "")
	if err != nil {
		return redirectError(c, e.back, err)
	}
	i, err := e.game(table)
	if err != nil {
		return redirectError(c, e.back, err)
	}
	g := &e.games[i]
	g.White, g.Black = g.Black, g.White
	g.Result, g.ByDefault, g.KnownColor = tournament.Unknown, false, true
	return s.saveEdit(c, e, fmt.Sprintf("Colours changed at table %d.", table))
}

// handicapForm is POST .../rounds/{n}/games/{table}/handicap with handicap (stones) and
// komi (points): the director's decision replaces the computed one.
func (s *Server) handicapForm(c echo.Context) error {
	e, _, err := s.editRound(c)
	if err != nil {
		return err
	}
	table, err := formTable(c, "")
	if err != nil {
		return redirectError(c, e.back, err)
	}
	i, err := e.game(table)
	if err != nil {
		return redirectError(c, e.back, err)
	}
	f := &dirFormReader{get: c.FormValue, errors: map[string]string{}}
	hd, komi := f.int("handicap"), f.float("komi")
	if len(f.errors) > 0 {
		return redirectError(c, e.back, errBadRequest("handicap", "write the handicap and the komi as numbers"))
	}
	if hd < 0 || hd > 9 {
		return redirectError(c, e.back, errBadRequest("handicap", "a handicap is 0 to 9 stones"))
	}
	k, err := halfPoints(komi, "komi")
	if err != nil {
		return redirectError(c, e.back, err)
	}
	e.games[i].Handicap, e.games[i].Komi = hd, k
	return s.saveEdit(c, e, fmt.Sprintf("Table %d: handicap %d, komi %s.", table, hd, dirPoints(k)))
}

// renumberForm is POST .../rounds/{n}/renumber: tables 1, 2, 3... in the present order,
// closing the gaps left by changes.
func (s *Server) renumberForm(c echo.Context) error {
	e, _, err := s.editRound(c)
	if err != nil {
		return err
	}
	slices.SortFunc(e.games, func(x, y tournament.Game) int { return x.Table - y.Table })
	for i := range e.games {
		e.games[i].Table = i + 1
	}
	return s.saveEdit(c, e, fmt.Sprintf("Tables renumbered 1 to %d.", len(e.games)))
}
