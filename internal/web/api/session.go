package api

import (
	"net/http"

	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/labstack/echo/v4"
)

// apiLogin is POST /api/session {"password"}: it opens the administrator's session (cookie);
// {"user", "password"} opens the session of that user (name or e-mail).
func (s *handlers) apiLogin(c echo.Context) error {
	var body struct {
		User     string `json:"user"`
		Password string `json:"password"`
	}
	if err := app.DecodeJSON(c, &body); err != nil {
		return err
	}
	if err := s.Login(c, body.User, body.Password); err != nil {
		return err
	}
	u, _ := app.CurrentUser(c)
	return c.JSON(http.StatusOK, map[string]any{"director": true, "user": u.Name, "admin": u.Admin})
}

// apiLogout is DELETE /api/session.
func (s *handlers) apiLogout(c echo.Context) error {
	if err := s.Logout(c); err != nil {
		return err
	}
	return c.NoContent(http.StatusNoContent)
}
