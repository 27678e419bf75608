// Package templates embeds hoshi's HTML templates. Every page is parsed together with
// layout.html, which defines the frame and calls the page's "content" block.
package templates

import (
	"embed"
	"html/template"
	"io/fs"
)

//go:embed *.html
var files embed.FS

// Parse returns each page's template (layout plus page), keyed by the page's file name.
func Parse() (map[string]*template.Template, error) {
	names, err := fs.Glob(files, "*.html")
	if err != nil {
		return nil, err
	}
	layout, err := template.ParseFS(files, "layout.html")
	if err != nil {
		return nil, err
	}
	pages := make(map[string]*template.Template, len(names))
	for _, name := range names {
		if name == "layout.html" {
			continue
		}
		t, err := template.Must(layout.Clone()).ParseFS(files, name)
		if err != nil {
			return nil, err
		}
		pages[name] = t
	}
	return pages, nil
}
