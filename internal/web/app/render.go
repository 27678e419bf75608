package app

import (
	"bytes"
	"html/template"
	"io/fs"
	"maps"

	"github.com/hoshi-go/hoshi/internal/i18n"
	"github.com/labstack/echo/v4"
)

// Page is what the login, setup and error pages receive: the page's own Data plus what
// every form needs.
type Page struct {
	// CSRF goes in every form's hidden _csrf field.
	CSRF string
	// SignedIn is true for a request with a user's session, whatever the user's role: the
	// page shows the logout button and the way to the director's pages.
	SignedIn bool
	// Admin is true for the site administrator: show the links to the user pages.
	Admin bool
	Data  any
}

// ParseLanguages parses the pages once for each language, with t and tn bound to it, and the
// server's own functions extra over TemplateFuncs' (poll: the configured interval).
func ParseLanguages(fsys fs.FS, cat *i18n.Catalog, extra template.FuncMap) (map[string]map[string]*template.Template, error) {
	out := map[string]map[string]*template.Template{}
	for _, l := range i18n.Languages {
		funcs := TemplateFuncs(cat, cat.For(l.Code))
		maps.Copy(funcs, extra)
		pages, err := ParsePages(fsys, funcs)
		if err != nil {
			return nil, err
		}
		out[l.Code] = pages
	}
	return out, nil
}

// ParsePages parses each page file of fsys together with layout.html, keyed by file name.
func ParsePages(fsys fs.FS, funcs template.FuncMap) (map[string]*template.Template, error) {
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
func (s *Server) Template(lang, name string) *template.Template {
	return s.Pages[lang][name]
}

// Render writes the page name (a file of package templates) in the layout with data, in
// the request's language, or returns the template's error without writing anything.
func (s *Server) Render(c echo.Context, status int, name string, data any) error {
	b, err := s.RenderBytes(s.Tr(c).Code(), name, data)
	if err != nil {
		return err
	}
	return c.HTMLBlob(status, b)
}

// RenderBytes is the page name in the layout with data, in language lang, as Render writes it.
func (s *Server) RenderBytes(lang, name string, data any) ([]byte, error) {
	return s.RenderBlock(lang, name, "layout", data)
}

// RenderBlock is one named block of the page file name with data, in language lang.
func (s *Server) RenderBlock(lang, name, block string, data any) ([]byte, error) {
	t := s.Template(lang, name)
	if t == nil {
		return nil, echo.NewHTTPError(500, "no page "+name)
	}
	var buf bytes.Buffer
	if err := t.ExecuteTemplate(&buf, block, data); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// Page wraps data for the login, setup and error pages.
func (s *Server) Page(c echo.Context, data any) Page {
	u, _ := CurrentUser(c)
	return Page{CSRF: CSRFToken(c), SignedIn: SignedIn(c), Admin: u.Admin, Data: data}
}

// IsHTMX tells a request made by htmx, which wants a fragment rather than a page.
func IsHTMX(c echo.Context) bool { return c.Request().Header.Get("HX-Request") == "true" }

// RenderFragment writes one named block of a page file, for htmx to swap in.
func (s *Server) RenderFragment(c echo.Context, status int, page, block string, data any) error {
	b, err := s.RenderBlock(s.Tr(c).Code(), page, block, data)
	if err != nil {
		return err
	}
	return c.HTMLBlob(status, b)
}
