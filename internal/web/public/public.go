// Package public serves the pages anyone may read, made for players' phones and the wall: the
// list of tournaments, a tournament's overview, pairings, standings, players, prize list and
// categories, the printed sheets, the standings spreadsheet, the scored boards of the games
// (whose corrections need the director) and the public sign-up form. Its pages are kept in
// its own cache (cache.go), per tournament version.
package public

import (
	"fmt"
	"strconv"

	"github.com/hoshi-go/hoshi/internal/i18n"
	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/labstack/echo/v4"
)

// public serves the pages anyone may read: the players' pages, the printed sheets and the
// scored boards. It keeps its rendered pages in its own cache, per tournament version.
type public struct {
	*app.Server
	cache *pageCache
	memo  *deadMemo
}

// Routes registers the read-only pages players open on their phones, the printed sheets and
// the scored boards of games, the spreadsheet of the standings and the public sign-up pages
// (they search the director's EGD list, ratings). The package also registers the writes
// that belong to those pages: the public sign-up, the players' forms behind their links and
// the board's corrections (the results desk's), each with its guard.
func Routes(s *app.Server, ratings *app.RatingStore) {
	p := &public{Server: s, cache: newPageCache(), memo: newDeadMemo()}
	p.memo.scored = s.Metrics.ObserveScoring
	const t = "/tournaments/:id"
	s.Register(
		app.Route{Method: echo.GET, Path: t + "/standings.xlsx", Handler: p.standingsXLSX, Guard: app.Public},
		app.Route{Method: echo.GET, Path: "/", Handler: p.listPage, Guard: app.Public},
		app.Route{Method: echo.GET, Path: t, Handler: p.overviewPage, Guard: app.Public},
		app.Route{Method: echo.GET, Path: t + "/rounds/:n", Handler: p.roundPage, Guard: app.Public},
		app.Route{Method: echo.GET, Path: t + "/rounds/:n/live", Handler: p.roundFragment, Guard: app.Public},
		app.Route{Method: echo.GET, Path: t + "/rounds/:n/find", Handler: p.findFragment, Guard: app.Public},
		app.Route{Method: echo.GET, Path: t + "/standings", Handler: p.standingsPage, Guard: app.Public},
		app.Route{Method: echo.GET, Path: t + "/standings/live", Handler: p.standingsFragment, Guard: app.Public},
		app.Route{Method: echo.GET, Path: t + "/players/:pid", Handler: p.playerPage, Guard: app.Public},
		app.Route{Method: echo.GET, Path: t + "/prizes", Handler: p.prizesPage, Guard: app.Public},
		app.Route{Method: echo.GET, Path: t + "/categories", Handler: p.categoriesPage, Guard: app.Public},

		app.Route{Method: echo.GET, Path: t + "/rounds/:n/print/table", Handler: p.printTable, Guard: app.Public},
		app.Route{Method: echo.GET, Path: t + "/rounds/:n/print/alpha", Handler: p.printAlpha, Guard: app.Public},
		app.Route{Method: echo.GET, Path: t + "/rounds/:n/print/slips", Handler: p.printSlips, Guard: app.Public},
		app.Route{Method: echo.GET, Path: t + "/print/standings", Handler: p.printStandings, Guard: app.Public},
		app.Route{Method: echo.GET, Path: t + "/print/wallchart", Handler: p.printWallchart, Guard: app.Public},
		app.Route{Method: echo.GET, Path: t + "/print/boards", Handler: p.printBoards, Guard: app.Public},
	)
	s.Register(p.signupRoutes(ratings)...)
	s.Register(p.boardRoutes()...)
	s.Register(p.linkRoutes()...)
	s.Register(p.positionRoutes()...)
}

// navLink is one link of a tournament's public navigation.
type navLink struct {
	Label, URL string
	Active     bool
}

// PublicFrame is what every public page of a tournament shows around its content.
type PublicFrame struct {
	ID   store.TournamentID
	Name string
	Base string // /tournaments/{id}
	Nav  []navLink
	// Live is true until the director closes the tournament (tournament.Tournament.Closed),
	// after its last round too, for the corrections at the prize-giving: pages then follow
	// the news. A closed tournament's pages say that they no longer update themselves.
	Live bool
	// Game is the tournament's game (go, shogi, gomoku, ninuki): the pages say its words.
	Game string
}

func NewPublicFrame(c echo.Context, id store.TournamentID, t *tournament.Tournament, active string) PublicFrame {
	l := app.TrOf(c)
	base := fmt.Sprintf("/tournaments/%d", id)
	f := PublicFrame{ID: id, Name: t.Settings.Name, Base: base, Live: !t.Closed, Game: string(t.Settings.Game.OrGo())}
	f.Nav = append(f.Nav, navLink{Label: l.T("nav.overview"), URL: base, Active: active == "overview"})
	for n := 1; n <= app.LastPlayedRound(t); n++ {
		k := "round" + strconv.Itoa(n)
		f.Nav = append(f.Nav, navLink{Label: l.T("round_n", "N", n), URL: fmt.Sprintf("%s/rounds/%d", base, n), Active: active == k})
	}
	f.Nav = append(f.Nav, navLink{Label: l.T("standings"), URL: base + "/standings", Active: active == "standings"})
	if Finished(t) || t.Closed || active == "prizes" { // the prize list is public once the tournament is over
		f.Nav = append(f.Nav, navLink{Label: l.T("nav.prizes"), URL: base + "/prizes", Active: active == "prizes"})
	}
	return f
}

// Finished tells a tournament whose last round has every result: nothing will change.
func Finished(t *tournament.Tournament) bool {
	n := t.Settings.Rounds
	games := t.RoundGames(n)
	if len(games) == 0 {
		return false
	}
	for _, g := range games {
		if g.Result == tournament.Unknown {
			return false
		}
	}
	return true
}

// html renders a page file in the layout into a cacheable page.
func (p *public) html(l *i18n.Localizer, name string, data any) (*cachedPage, error) {
	b, err := p.RenderBytes(l.Code(), name, data)
	if err != nil {
		return nil, err
	}
	return newCachedPage(b, "text/html; charset=UTF-8"), nil
}

// fragment renders a block into a cacheable page.
func (p *public) fragment(l *i18n.Localizer, name, block string, data any) (*cachedPage, error) {
	b, err := p.RenderBlock(l.Code(), name, block, data)
	if err != nil {
		return nil, err
	}
	return newCachedPage(b, "text/html; charset=UTF-8"), nil
}

// PlayerURL links a player's page.
func PlayerURL(base string, id tournament.PlayerID) string {
	return fmt.Sprintf("%s/players/%d", base, id)
}

// mustID is the tournament of the path once serveCached has checked it.
func mustID(c echo.Context) store.TournamentID {
	id, _ := app.TournamentID(c)
	return id
}
