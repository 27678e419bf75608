package web

import (
	"net/http"

	"github.com/labstack/echo/v4"
)

// apiLogin is POST /api/session {"password"}: it opens a director session (cookie).
func (s *Server) apiLogin(c echo.Context) error {
	var body struct {
		Password string `json:"password"`
	}
	if err := decodeJSON(c, &body); err != nil {
		return err
	}
	if err := s.login(c, body.Password); err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]bool{"director": true})
}

// apiLogout is DELETE /api/session.
func (s *Server) apiLogout(c echo.Context) error {
	if err := s.logout(c); err != nil {
		return err
	}
	return c.NoContent(http.StatusNoContent)
}
