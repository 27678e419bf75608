// Package account serves the people who sign in: the first administrator's setup, logging in
// and out, the administrator's user pages, a tournament's team (its director invites a results
// desk) and the invitation links. The sessions and the routes' guards themselves are app's
// (session.go, access.go); this package holds their pages.
package account

import (
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/labstack/echo/v4"
)

// handlers are the account pages' handlers: methods on the shared server state.
type handlers struct{ *app.Server }

// Routes registers the login, setup, user, team and invitation pages on s's Echo.
func Routes(srv *app.Server) {
	s := &handlers{srv}
	s.Register(
		app.Route{Method: echo.GET, Path: "/login", Handler: s.loginPage, Guard: app.Public},
		app.Route{Method: echo.POST, Path: "/login", Handler: s.loginForm, Guard: app.Public},
		app.Route{Method: echo.POST, Path: "/logout", Handler: s.logoutForm, Guard: app.User},
		app.Route{Method: echo.GET, Path: "/setup", Handler: s.setupPage, Guard: app.Public},
		app.Route{Method: echo.POST, Path: "/setup", Handler: s.setupForm, Guard: app.Public},
	)
	s.Register(s.userRoutes()...)
}
