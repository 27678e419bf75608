package web

import (
	"bytes"

	"github.com/labstack/echo/v4"
)

// Page is what every template receives: the page's own Data plus what the layout needs.
type Page struct {
	// CSRF goes in every form's hidden _csrf field.
	CSRF string
	// Director is true for the logged-in director: show the controls that change things.
	Director bool
	Data     any
}

// render writes the page name (a file of package templates) with data, or returns the
// template's error without writing anything.
func (s *Server) render(c echo.Context, status int, name string, data any) error {
	t, ok := s.pages[name]
	if !ok {
		return echo.NewHTTPError(500, "no page "+name)
	}
	var buf bytes.Buffer
	if err := t.ExecuteTemplate(&buf, "layout.html", Page{CSRF: CSRFToken(c), Director: IsDirector(c), Data: data}); err != nil {
		return err
	}
	return c.HTMLBlob(status, buf.Bytes())
}
