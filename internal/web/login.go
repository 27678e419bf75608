package web

import (
	"net/http"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/labstack/echo/v4"
)

// loginPage shows the director's login form, or the setup form on a server without password.
func (s *Server) loginPage(c echo.Context) error {
	ok, err := s.db.HasDirector(c.Request().Context())
	if err != nil {
		return err
	}
	if !ok {
		return c.Redirect(http.StatusSeeOther, "/setup")
	}
	return s.render(c, http.StatusOK, "login.html", s.page(c, map[string]any{"Next": localPath(c.QueryParam("next"))}))
}

// loginForm checks the posted password; a wrong one shows the form again with the message.
func (s *Server) loginForm(c echo.Context) error {
	next := localPath(c.FormValue("next"))
	if err := s.login(c, c.FormValue("user"), c.FormValue("password")); err != nil {
		status, _, msg := statusOf(err)
		if status >= 500 {
			return err
		}
		return s.render(c, status, "login.html", s.page(c, map[string]any{"Next": next, "Error": msg}))
	}
	return c.Redirect(http.StatusSeeOther, next)
}

// logoutForm ends the director's session.
func (s *Server) logoutForm(c echo.Context) error {
	if err := s.logout(c); err != nil {
		return err
	}
	return c.Redirect(http.StatusSeeOther, "/")
}

// setupPage asks for the director's password on the first start (when neither the
// configuration nor HOSHI_ADMIN_PASSWORD set one). Until a password is set, only the server
// machine itself may choose it (setupAllowed).
func (s *Server) setupPage(c echo.Context) error {
	ok, err := s.db.HasDirector(c.Request().Context())
	if err != nil {
		return err
	}
	if ok {
		return c.Redirect(http.StatusSeeOther, "/login")
	}
	if !isLocal(c) {
		return s.setupRefused(c)
	}
	return s.render(c, http.StatusOK, "setup.html", s.page(c, map[string]any{"MinLength": store.MinPasswordLength}))
}

// setupRefused answers a visitor from another machine while no password is set: whoever
// reached /setup first would otherwise choose the director's password.
func (s *Server) setupRefused(c echo.Context) error {
	return s.render(c, http.StatusForbidden, "setup.html", s.page(c, map[string]any{"Remote": true}))
}

// setupForm sets the first password and logs the director in. It works only once, and only
// from the server machine (setupPage).
func (s *Server) setupForm(c echo.Context) error {
	if !isLocal(c) {
		ok, err := s.db.HasDirector(c.Request().Context())
		if err != nil {
			return err
		}
		if !ok {
			return s.setupRefused(c)
		}
	}
	password := c.FormValue("password")
	data := map[string]any{"MinLength": store.MinPasswordLength}
	if password != c.FormValue("confirm") {
		data["Error"] = "the two passwords differ"
		return s.render(c, http.StatusBadRequest, "setup.html", s.page(c, data))
	}
	if err := s.db.InitPassword(c.Request().Context(), password); err != nil {
		status, _, msg := statusOf(err)
		if status >= 500 {
			return err
		}
		data["Error"] = msg
		return s.render(c, status, "setup.html", s.page(c, data))
	}
	u, err := s.db.Authenticate(c.Request().Context(), store.AdminName, password)
	if err != nil {
		return err
	}
	if err := s.startSession(c, u); err != nil {
		return err
	}
	return c.Redirect(http.StatusSeeOther, "/")
}
