package web

import (
	"bytes"
	"github.com/hoshi-go/hoshi/internal/i18n"
	"github.com/labstack/echo/v4"
	"html/template"
	"io/fs"
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

// parseLanguages parses the pages once for each language, with t and tn bound to it.
func parseLanguages(fsys fs.FS, cat *i18n.Catalog) (map[string]map[string]*template.Template, error) {
	out := map[string]map[string]*template.Template{}
	for _, l := range i18n.Languages {
		pages, err := parsePages(fsys, templateFuncs(cat, cat.For(l.Code)))
		if err != nil {
			return nil, err
		}
		out[l.Code] = pages
	}
	return out, nil
}

// parsePages parses each page file of fsys together with layout.html, keyed by file name.
func parsePages(fsys fs.FS, funcs template.FuncMap) (map[string]*template.Template, error) {
	names, err := fs.Glob(fsys, "*.html")
	if err != nil {
		return nil, err
	}
	layout, err := template.New("layout.html").Funcs(funcs).ParseFS(fsys, "layout.html")
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

// page is the page file name in language lang, nil if there is none.
func (s *Server) template(lang, name string) *template.Template {
	return s.pages[lang][name]
}

// render writes the page name (a file of package templates) in the layout with data, in
// the request's language, or returns the template's error without writing anything.
func (s *Server) render(c echo.Context, status int, name string, data any) error {
	t := s.template(s.tr(c).Code(), name)
	ok := t != nil
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

// isHTMX tells a request made by htmx, which wants a fragment rather than a page.
func isHTMX(c echo.Context) bool { return c.Request().Header.Get("HX-Request") == "true" }

// renderFragment writes one named block of a page file, for htmx to swap in.
func (s *Server) renderFragment(c echo.Context, status int, page, block string, data any) error {
	t := s.template(s.tr(c).Code(), page)
	if t == nil {
		return echo.NewHTTPError(500, "no page "+page)
	}
	var buf bytes.Buffer
	if err := t.ExecuteTemplate(&buf, block, data); err != nil {
		return err
	}
	return c.HTMLBlob(status, buf.Bytes())
}
