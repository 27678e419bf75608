package webtest

import (
	"net/url"
)

// TeamSettingsValues is the settings form with the team fields.
func TeamSettingsValues(name, size, kind, colours, strength string) url.Values {
	v := SettingsValues(name)
	v.Set("team_size", size)
	v.Set("team_kind", kind)
	v.Set("team_colours", colours)
	v.Set("team_strength", strength)
	return v
}
