package public

import (
	"net/http"
	"slices"
	"strings"

	"github.com/hoshi-go/hoshi/internal/fold"
	"github.com/hoshi-go/hoshi/internal/goban"
	"github.com/hoshi-go/hoshi/internal/i18n"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/labstack/echo/v4"
)

// maxFound bounds the answers of the "find my table" box: a player types more letters.
const maxFound = 12

// foundLine answers "where do I play?" for one player.
type foundLine struct {
	Player   seat
	Table    int
	Colour   string // "White", "Black"; "" with the bye or without a game
	Opponent seat
	Handicap int
	// Prisoners are those White hands Black before the game, beside the handicap.
	Prisoners int
	Komi      string
	Bye       bool
	// Terms is a game of another game than Go in its words (app.GameTerms), "" for Go.
	Terms string
}

// searchKey is the form in which names are matched: lower case without accents, so that a
// player typing "dvorak" on a phone finds Dvořák (fold.Key), and one space between words.
func searchKey(s string) string {
	return strings.Join(strings.Fields(fold.Key(s)), " ")
}

// sortByName orders items alphabetically by name as a reader expects, accents aside; each
// name is folded once.
func sortByName[T any](items []T, name func(T) string) {
	keys := make(map[string]string, len(items))
	for _, it := range items {
		keys[name(it)] = searchKey(name(it))
	}
	slices.SortStableFunc(items, func(a, b T) int { return strings.Compare(keys[name(a)], keys[name(b)]) })
}

// findPlayers answers the box: every player whose name, in either order, contains q.
func findPlayers(l *i18n.Localizer, t *tournament.Tournament, base string, round int, q string) []foundLine {
	key := searchKey(q)
	if key == "" {
		return nil
	}
	games := t.RoundGames(round)
	var out []foundLine
	for i := range t.Players {
		pl := &t.Players[i]
		names := searchKey(pl.Name+" "+pl.FirstName) + "|" + searchKey(pl.FirstName+" "+pl.Name)
		if !strings.Contains(names, key) {
			continue
		}
		out = append(out, seatOf(l, t, base, games, round, pl.ID))
		if len(out) == maxFound {
			break
		}
	}
	return out
}

// seatOf is where a player sits in a round; l says the terms of another game than Go.
func seatOf(l *i18n.Localizer, t *tournament.Tournament, base string, games []tournament.Game, round int, id tournament.PlayerID) foundLine {
	f := foundLine{Player: newSeat(t, base, id)}
	for _, g := range games {
		if g.White != id && g.Black != id {
			continue
		}
		f.Table, f.Handicap, f.Prisoners, f.Komi = g.Table, g.Handicap, g.Prisoners, goban.HalfPoints(g.Komi)
		f.Colour = "White"
		if g.Black == id {
			f.Colour = "Black"
		}
		f.Opponent = newSeat(t, base, g.Opponent(id))
		if !t.Settings.IsGo() {
			f.Terms = app.GameTerms(l, &t.Settings, &g)
		}
		return f
	}
	f.Bye = t.ByeIn(round) == id
	return f
}

// findFragment is GET /tournaments/{id}/rounds/{n}/find?q=: the answers of the box alone,
// which htmx asks for as the player types.
func (p *public) findFragment(c echo.Context) error {
	sn, n, err := p.round(c)
	if err != nil {
		return err
	}
	d := roundData{PublicFrame: p.frame(c, mustID(c), sn.T, ""), Round: n, Q: c.QueryParam("q")}
	d.Found = findPlayers(app.TrOf(c), sn.T, d.Base, n, d.Q)
	b, err := p.RenderBlock(p.Tr(c).Code(), "public_round.html", "found", d)
	if err != nil {
		return err
	}
	return c.HTMLBlob(http.StatusOK, b)
}
