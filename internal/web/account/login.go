package account

import (
	"net/http"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/labstack/echo/v4"
)

// loginPage shows the director's login form, or the setup form on a server without password.
func (s *handlers) loginPage(c echo.Context) error {
	ok, err := s.DB.HasDirector(c.Request().Context())
	if err != nil {
		return err
	}
	if !ok {
		return c.Redirect(http.StatusSeeOther, "/setup")
	}
	return s.Render(c, http.StatusOK, "login.html", s.Page(c, map[string]any{"Next": afterLogin(c.QueryParam("next"))}))
}

// afterLogin is where a login leads: the page of hoshi the form came from (next), else the
// director's list of tournaments.
func afterLogin(next string) string {
	if p := app.LocalPath(next); p != "/" || next == "/" {
		return p
	}
	return "/director"
}

// loginForm checks the posted password; a wrong one shows the form again with the message.
func (s *handlers) loginForm(c echo.Context) error {
	next := afterLogin(c.FormValue("next"))
	if err := s.Login(c, c.FormValue("user"), c.FormValue("password")); err != nil {
		status, _, _ := app.StatusOf(err)
		if status >= 500 {
			return err
		}
		return s.Render(c, status, "login.html", s.Page(c, map[string]any{"Next": next, "Error": app.PageMessage(err)}))
	}
	return c.Redirect(http.StatusSeeOther, next)
}

// logoutForm ends the director's session.
func (s *handlers) logoutForm(c echo.Context) error {
	if err := s.Logout(c); err != nil {
		return err
	}
	return c.Redirect(http.StatusSeeOther, "/")
}

// setupPage asks for the director's password on the first start (when neither the
// configuration nor HOSHI_ADMIN_PASSWORD set one). Until a password is set, only the server
// machine itself may choose it (setupAllowed).
func (s *handlers) setupPage(c echo.Context) error {
	ok, err := s.DB.HasDirector(c.Request().Context())
	if err != nil {
		return err
	}
	if ok {
		return c.Redirect(http.StatusSeeOther, "/login")
	}
	if !app.IsLocal(c) {
		return s.setupRefused(c)
	}
	return s.Render(c, http.StatusOK, "setup.html", s.Page(c, map[string]any{"MinLength": store.MinPasswordLength}))
}

// setupRefused answers a visitor from another machine while no password is set: whoever
// reached /setup first would otherwise choose the director's password.
func (s *handlers) setupRefused(c echo.Context) error {
	return s.Render(c, http.StatusForbidden, "setup.html", s.Page(c, map[string]any{"Remote": true}))
}

// setupForm sets the first password and logs the director in. It works only once, and only
// from the server machine (setupPage).
func (s *handlers) setupForm(c echo.Context) error {
	if !app.IsLocal(c) {
		ok, err := s.DB.HasDirector(c.Request().Context())
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
		data["Error"] = msgPasswordsDiffer.New()
		return s.Render(c, http.StatusBadRequest, "setup.html", s.Page(c, data))
	}
	if err := s.DB.InitPassword(c.Request().Context(), password); err != nil {
		status, _, _ := app.StatusOf(err)
		if status >= 500 {
			return err
		}
		data["Error"] = app.PageMessage(err)
		return s.Render(c, status, "setup.html", s.Page(c, data))
	}
	u, err := s.DB.Authenticate(c.Request().Context(), store.AdminName, password)
	if err != nil {
		return err
	}
	if err := s.StartSession(c, u); err != nil {
		return err
	}
	return c.Redirect(http.StatusSeeOther, "/director")
}
