package web

import (
	"bytes"
	"html/template"
	"io/fs"

	"github.com/labstack/echo/v4"
)

// Page is what the login, setup and error pages receive: the page's own Data plus what
// every form needs.
type Page struct {
	// CSRF goes in every form's hidden _csrf field.
	CSRF string
	// Director is true for the logged-in director: show the controls that change things.
	Director bool
	Data     any
}

// parsePages parses each page file of fsys together with layout.html, keyed by file name.
func parsePages(fsys fs.FS) (map[string]*template.Template, error) {
	names, err := fs.Glob(fsys, "*.html")
	if err != nil {
		return nil, err
	}
	layout, err := template.ParseFS(fsys, "layout.html")
	if err != nil {
		return nil, err
	}
	pages := make(map[string]*template.Template, len(names))
	for _, name := range names {
		if name == "layout.html" {
			continue
		}
		t, err := template.Must(layout.Clone()).ParseFS(fsys, name)
		if err != nil {
			return nil, err
		}
		pages[name] = t
	}
	return pages, nil
}

// render writes the page name (a file of package templates) in the layout with data, or
// returns the template's error without writing anything.
func (s *Server) render(c echo.Context, status int, name string, data any) error {
	t, ok := s.pages[name]
	if !ok {
		return echo.NewHTTPError(500, "no page "+name)
	}
	var buf bytes.Buffer
	if err := t.ExecuteTemplate(&buf, "layout", data); err != nil {
		return err
	}
	return c.HTMLBlob(status, buf.Bytes())
}

// page wraps data for the login, setup and error pages.
func (s *Server) page(c echo.Context, data any) Page {
	return Page{CSRF: CSRFToken(c), Director: IsDirector(c), Data: data}
}
