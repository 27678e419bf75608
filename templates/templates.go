// Package templates embeds hoshi's HTML templates so the binary runs from anywhere.
package templates

import "embed"

// FS holds the page templates: layout.html defines the frame, each page file its content.
//
//go:embed *.html
var FS embed.FS

// Locales holds the message catalogues of the templates, i18n/{language}.toml: en.toml is
// the source, every other file translates its keys.
//
//go:embed i18n/*.toml
var Locales embed.FS
