// Package static embeds hoshi's stylesheets, scripts and icons so the binary runs from anywhere.
package static

import "embed"

// FS holds css/, js/ and icons, served under /static/.
//
//go:embed css js
var FS embed.FS
