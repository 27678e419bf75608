// Package account serves the people who sign in: the first administrator's setup, logging in
// and out, the administrator's user pages, a tournament's team (its director invites a results
// desk) and the invitation links. The sessions and the roles themselves are app's (session.go,
// access.go); this package holds their pages.
package account

import (
	"github.com/hoshi-go/hoshi/internal/web/app"
)

// handlers are the account pages' handlers: methods on the shared server state.
type handlers struct{ *app.Server }

// Routes registers the login, setup, user, team and invitation pages on s's Echo.
func Routes(srv *app.Server) {
	s := &handlers{srv}
	e := s.Echo
	e.GET("/login", s.loginPage)
	e.POST("/login", s.loginForm)
	e.POST("/logout", s.logoutForm, s.RequireDirector)
	e.GET("/setup", s.setupPage)
	e.POST("/setup", s.setupForm)
	s.userRoutes()
}
