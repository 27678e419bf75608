package director

import "github.com/hoshi-go/hoshi/internal/keyed"

// The refusals of the director's forms, with their catalogue keys (templates/i18n/en.toml).
var (
	msgUnknownPreset = keyed.Define("verr.unknown_preset", "unknown preset %q")
)
