package app

import (
	"net/http"
	"strings"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/labstack/echo/v4"
)

// What a route guarded by RequireDirector asks of the user's session. A route of one
// tournament (its path holds :id) needs the tournament's director, or its results desk for the
// desk's routes and for reading the director's pages; a route of the whole server needs the
// administrator unless UserRoutes lists it. The administrator may do everything.
// TestDeskRoutes walks every route as a results desk.

// DeskRoutes are the changes the results desk may make: results, game records and their
// scoring. (Prints are public pages.)
var DeskRoutes = map[string]bool{
	"PUT /api/tournaments/:id/rounds/:n/games/:table/result":         true,
	"POST /api/tournaments/:id/rounds/:n/games/:table/sgf":           true,
	"POST /director/tournaments/:id/rounds/:n/results":               true,
	"POST /director/tournaments/:id/rounds/:n/games/:table/result":   true,
	"POST /tournaments/:id/rounds/:n/games/:table/board/sgf":         true,
	"POST /tournaments/:id/rounds/:n/games/:table/board/toggle":      true,
	"POST /tournaments/:id/rounds/:n/games/:table/board/edit":        true,
	"POST /tournaments/:id/rounds/:n/games/:table/board/position":    true,
	"POST /tournaments/:id/rounds/:n/games/:table/board/result":      true,
	"POST /tournaments/:id/rounds/:n/games/:table/board/dispute":     true,
	"POST /api/tournaments/:id/rounds/:n/games/:table/approve":       true,
	"POST /api/tournaments/:id/rounds/:n/checkins":                   true,
	"DELETE /api/tournaments/:id/rounds/:n/checkins/:pid":            true,
	"POST /director/tournaments/:id/rounds/:n/games/:table/approve":  true,
	"POST /director/tournaments/:id/checkin":                         true,
	"PUT /api/tournaments/:id/rounds/:n/games/:table/furigoma":       true,
	"DELETE /api/tournaments/:id/rounds/:n/games/:table/furigoma":    true,
	"POST /director/tournaments/:id/rounds/:n/games/:table/furigoma": true,
}

// DeskPages are the director's pages the results desk reads: the overview, the rounds with
// their results, audit trails and "why?", the standings, the downloads and the files of the
// results. The other pages of a tournament (players, presence, settings, sign-ups with their
// e-mail addresses, prizes, roles, teams) and the backups (which hold the sign-ups' e-mail
// addresses) are its directors'. The JSON API's reads are the desk's too (they hold no
// sign-up's e-mail address).
var DeskPages = map[string]bool{
	"GET /director/tournaments/:id":                            true,
	"GET /director/tournaments/:id/rounds/:n":                  true,
	"GET /director/tournaments/:id/rounds/:n/results":          true,
	"GET /director/tournaments/:id/rounds/:n/audit":            true,
	"GET /director/tournaments/:id/rounds/:n/games/:table/why": true,
	"GET /director/tournaments/:id/standings":                  true,
	"GET /director/tournaments/:id/downloads":                  true,
	"GET /director/tournaments/:id/export/:file":               true,
	"GET /director/tournaments/:id/checkin":                    true,
}

// UserRoutes are the routes without a tournament that every signed-in user may use: logging
// out, the list of tournaments, creating one (the creator becomes its director, see
// store.WithCreator), the rating list's search.
var UserRoutes = map[string]bool{
	"POST /logout":                    true,
	"DELETE /api/session":             true,
	"POST /api/tournaments":           true,
	"GET /director":                   true,
	"GET /director/tournaments/new":   true,
	"POST /director/tournaments":      true,
	"POST /director/tournaments/demo": true,
	"POST /director/time-class":       true,
	"POST /director/import/opengotha": true,
	"POST /director/import/backup":    true,
	"GET /director/egd":               true,
	"GET /director/egd/search":        true,
}

const userKey = "user"

// CurrentUser returns the user of the request's session.
func CurrentUser(c echo.Context) (store.User, bool) {
	u, ok := c.Get(userKey).(store.User)
	return u, ok
}

// Actor names the user of a request in the audit trail: name@address.
func Actor(c echo.Context) string {
	u, ok := CurrentUser(c)
	if !ok {
		return "anonymous@" + c.RealIP()
	}
	return u.Name + "@" + c.RealIP()
}

// allowed tells whether the request's user may use its route.
func (s *Server) allowed(c echo.Context, u store.User) (bool, error) {
	if u.Admin {
		return true, nil
	}
	route := c.Request().Method + " " + c.Path()
	if !strings.Contains(c.Path(), ":id") || c.Param("id") == "" {
		return UserRoutes[route], nil
	}
	id, ok := Number(c.Param("id"))
	if !ok || id < 1 {
		return false, nil
	}
	role, err := s.DB.RoleOf(c.Request().Context(), store.TournamentID(id), u.ID)
	if err != nil {
		return false, err
	}
	switch role {
	case store.RoleDirector:
		return true, nil
	case store.RoleDesk:
		m := c.Request().Method
		if m == http.MethodHead {
			route = http.MethodGet + strings.TrimPrefix(route, http.MethodHead)
		}
		if DeskRoutes[route] || DeskPages[route] {
			return true, nil
		}
		return (m == http.MethodGet || m == http.MethodHead) && isAPI(c), nil
	}
	return false, nil
}
