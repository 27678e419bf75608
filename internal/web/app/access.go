package app

import (
	"fmt"
	"net/http"
	"slices"
	"strings"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/labstack/echo/v4"
)

// Guard says who may call a route. Every route is declared with its guard in its area's
// table of Routes and registered by Server.Register, which refuses a route without one: the
// guard is where the route is, and nothing else decides. The administrator passes every
// guard. A route of one tournament (its path holds :id) is guarded by Director, Desk or
// DeskReads; a route of the whole server by User or Admin.
type Guard int

const (
	// unguarded is the zero Guard: Register refuses a route declared without a guard.
	unguarded Guard = iota
	// Public: anyone, signed in or not: the pages players read, the printed sheets, the
	// public sign-up, the login and setup forms, an invitation (its token is its key), the
	// JSON API's reads.
	Public
	// PlayerLink: whoever holds a player's link (/p/{token}, /api/p/{token}); the handler
	// finds the player by the token, and a wrong one is not found.
	PlayerLink
	// User: every signed-in user, on routes without a tournament: logging out, the list of
	// tournaments, creating one (the creator becomes its director, see store.WithCreator),
	// the rating list's search.
	User
	// DeskReads: the tournament's directors and its results desk read it: the overview, the
	// rounds with their results, audit trails and "why?", the standings, the downloads and
	// the files of the results, the JSON API's reads that need a session. The other pages of
	// a tournament (players, presence, settings, sign-ups with their e-mail addresses,
	// prizes, roles, teams) and the backups (which hold the sign-ups' e-mail addresses) are
	// its directors'.
	DeskReads
	// Desk: the tournament's directors and its results desk change it: results, game
	// records and their scoring, check-ins, agreed reports approved. (Prints are public.)
	Desk
	// Director: the tournament's directors.
	Director
	// Admin: the administrator only: the users, the rating list's loading.
	Admin
)

var guardNames = [...]string{"unguarded", "Public", "PlayerLink", "User", "DeskReads", "Desk", "Director", "Admin"}

func (g Guard) String() string {
	if g < 0 || int(g) >= len(guardNames) {
		return fmt.Sprintf("Guard(%d)", int(g))
	}
	return guardNames[g]
}

// AdmitsDesk tells whether a tournament's results desk passes g.
func (g Guard) AdmitsDesk() bool {
	return g == Desk || g == DeskReads || g == Public || g == PlayerLink
}

// needsSession tells the guards that refuse a request without a session.
func (g Guard) needsSession() bool { return g >= User }

// ofTournament tells the guards of a tournament's routes, decided by the user's role in it.
func (g Guard) ofTournament() bool { return g == DeskReads || g == Desk || g == Director }

// Route is one route as an area declares it: the method (echo.RouteNotFound for what answers
// 404 under a prefix), the path, the handler and who may call it.
type Route struct {
	Method  string
	Path    string
	Handler echo.HandlerFunc
	Guard   Guard
	// LockPerChange: the route makes several changes of one request one after the other (a
	// line of typed results, "1w 2b 3="), each a transaction of its own. It takes the
	// tournament's lock for each change (LockTournament, when LockedPerChange), not for the
	// whole request, so that another device's change waits for one result, never for the
	// whole line.
	LockPerChange bool
	// SharedLock: the route enters one result (the JSON API's PUT of a game's result or
	// match, a row's button on the results page). It takes the tournament's lock shared with
	// the other results (KeyedLocks.RLock), exclusive of every other change.
	SharedLock bool
}

// check says what is wrong with a route's declaration: no guard, or one that cannot fit its
// path or method.
func (r Route) check() error {
	segments := strings.Split(r.Path, "/")
	switch {
	case r.Guard <= unguarded || int(r.Guard) >= len(guardNames):
		return fmt.Errorf("no guard")
	case !slices.Contains([]string{http.MethodGet, http.MethodPost, http.MethodPut, http.MethodDelete, http.MethodPatch, echo.RouteNotFound}, r.Method):
		return fmt.Errorf("method %q", r.Method)
	case r.Handler == nil:
		return fmt.Errorf("no handler")
	case r.Guard.ofTournament() && !slices.Contains(segments, ":id"):
		return fmt.Errorf("%v guards a tournament's route, and the path names none (:id)", r.Guard)
	case (r.Guard == User || r.Guard == Admin) && slices.Contains(segments, ":id"):
		return fmt.Errorf("%v guards a route without a tournament, and the path names one (:id): Director, Desk or DeskReads", r.Guard)
	case r.Guard == DeskReads && r.Method != http.MethodGet:
		return fmt.Errorf("DeskReads guards reads (GET); a change of the desk's is Desk")
	case r.Guard == Desk && (r.Method == http.MethodGet || r.Method == echo.RouteNotFound):
		return fmt.Errorf("the guard Desk is for changes; a read of the desk's is DeskReads")
	case r.Guard == PlayerLink && !slices.Contains(segments, ":token"):
		return fmt.Errorf("PlayerLink guards a route of a player's link, and the path has no :token")
	case r.LockPerChange && (r.Guard != Desk && r.Guard != Director):
		return fmt.Errorf("LockPerChange on a route that changes no tournament")
	case r.SharedLock && (r.Guard != Desk || r.LockPerChange):
		return fmt.Errorf("SharedLock is for a results desk's change of one result (Desk), not with LockPerChange")
	}
	return nil
}

// Register registers routes on s's Echo, each behind its guard. A declaration that cannot be
// right (no guard, a guard that does not fit the path or the method, a route declared twice)
// is a programming error: Register panics, so that the server does not start and every test
// fails.
func (s *Server) Register(routes ...Route) {
	if s.guards == nil {
		s.guards = map[string]Guard{}
	}
	for _, r := range routes {
		key := r.Method + " " + r.Path
		if err := r.check(); err != nil {
			panic(fmt.Sprintf("route %s: %v", key, err))
		}
		if _, ok := s.guards[key]; ok {
			panic(fmt.Sprintf("route %s: declared twice", key))
		}
		s.guards[key] = r.Guard
		if r.SharedLock {
			if s.sharedLocks == nil {
				s.sharedLocks = map[string]bool{}
			}
			s.sharedLocks[key] = true
		}
		var m []echo.MiddlewareFunc
		if r.Guard.needsSession() {
			m = append(m, s.require(r.Guard, r.LockPerChange, r.SharedLock))
		}
		s.Echo.Add(r.Method, r.Path, r.Handler, m...)
	}
}

// GuardOf is the guard of the route declared with method and path ("/director/tournaments/:id"),
// and false for no such route.
func (s *Server) GuardOf(method, path string) (Guard, bool) {
	g, ok := s.guards[method+" "+path]
	return g, ok
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

// allowed tells whether the request's user passes g: the administrator always; a route of a
// tournament by the user's role in it; User every user; Admin no one else.
func (s *Server) allowed(c echo.Context, g Guard, u store.User) (bool, error) {
	if u.Admin {
		return true, nil
	}
	if !g.ofTournament() {
		return g == User, nil
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
		return g.AdmitsDesk(), nil
	}
	return false, nil
}
