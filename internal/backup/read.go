package backup

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"

	"github.com/hoshi-go/hoshi/internal/tournament"
)

// MaxSize bounds the file Read accepts: a tournament of a thousand players with an SGF record
// of every game stays far below it.
const MaxSize = 256 << 20

// Read reads and checks a backup file of any version up to Version. Every problem is an
// *Error naming the field (or a *tournament.FieldError of the settings or a player, wrapped
// with the field's path); nothing is half read: either the whole Backup or an error.
func Read(r io.Reader) (*Backup, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxSize+1))
	if err != nil {
		return nil, err
	}
	if len(data) > MaxSize {
		return nil, fieldErr("", "the file is larger than %d MiB: it is no hoshi backup", MaxSize>>20)
	}
	return Unmarshal(data)
}

// Unmarshal is Read on the file's bytes.
func Unmarshal(data []byte) (*Backup, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var tree any
	if err := dec.Decode(&tree); err != nil {
		return nil, syntaxError(data, err)
	}
	if dec.More() {
		return nil, fieldErr("", "the file goes on after its JSON object ends: it is no hoshi backup")
	}
	top, ok := tree.(map[string]any)
	if !ok {
		return nil, fieldErr("", "the file holds %s, not a JSON object: it is no hoshi backup", jsonKind(tree))
	}
	if err := checkVersion(top); err != nil {
		return nil, err
	}
	if err := checkVersion1(top); err != nil {
		return nil, err
	}
	if err := checkVersion2(top); err != nil {
		return nil, err
	}
	if err := checkVersion3(top); err != nil {
		return nil, err
	}
	if err := checkVersion5(top); err != nil {
		return nil, err
	}
	if err := checkVersion4(top); err != nil {
		return nil, err
	}
	if err := checkVersion6(top); err != nil {
		return nil, err
	}
	if err := checkShape(top, reflect.TypeFor[fileJSON](), ""); err != nil {
		return nil, err
	}
	// A missing setting is the setting of a new tournament.
	defaults := tournament.DefaultSettings()
	settings, err := newSettingsJSON(&defaults)
	if err != nil {
		return nil, err
	}
	f := fileJSON{Settings: settings}
	if err := json.Unmarshal(data, &f); err != nil {
		// checkShape has seen every value; what is left is a number too large for its field.
		var te *json.UnmarshalTypeError
		if errors.As(err, &te) {
			return nil, fieldErr(te.Field, "the value %s does not fit", te.Value)
		}
		return nil, fieldErr("", "%v", err)
	}
	// The settings that depend on the board, the rules and the system follow the file's own.
	f.Settings.followDefaults(top)
	b, err := f.backup()
	if err != nil {
		return nil, err
	}
	b.Notes = append(notes(top, b), b.Notes...)
	b.Notes = append(b.Notes, wholeKomiForJigos(&b.Tournament)...)
	return b, nil
}

// syntaxError names the line and column of a JSON syntax error.
func syntaxError(data []byte, err error) error {
	var se *json.SyntaxError
	if errors.As(err, &se) {
		line := 1 + bytes.Count(data[:se.Offset], []byte("\n"))
		col := int(se.Offset) - bytes.LastIndexByte(data[:se.Offset], '\n') - 1
		return fieldErr("", "not valid JSON at line %d, column %d: %v", line, col, se)
	}
	if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
		return fieldErr("", "the file is empty or cut short: it is no complete hoshi backup")
	}
	return fieldErr("", "not valid JSON: %v", err)
}

// checkVersion looks at format and version before anything else, so that a file of a newer
// hoshi is refused for its version rather than for the fields that version added.
func checkVersion(top map[string]any) error {
	format, _ := top["format"].(string)
	if format != Format {
		if _, ok := top["format"]; !ok {
			return fieldErr("format", "missing: the file is no hoshi backup (an OpenGotha file is imported as such, not as a backup)")
		}
		return fieldErr("format", "%s, not %q: the file is no hoshi backup", jsonKind(top["format"]), Format)
	}
	n, ok := top["version"].(json.Number)
	if !ok {
		return fieldErr("version", "missing or not a number")
	}
	v, err := n.Int64()
	switch {
	case err != nil || v < 1:
		return fieldErr("version", "%s is not a version of the format (1, 2, ...)", n)
	case v > Version:
		return fieldErr("version", "the file is of version %d, newer than the %d this hoshi reads: restore it with a newer hoshi", v, Version)
	}
	return nil
}

// checkVersion1 refuses in a version-1 file what no hoshi wrote in one: the settings'
// language and time_zone (version 2's), and categories and sign-ups in a file without the
// registration. The hoshi that first kept the registration, categories, prizes, sign-ups and
// the players' born and woman wrote them for a while under version 1: such a file is read
// with them (docs/FORMATS.md, "The versions as written").
func checkVersion1(top map[string]any) error {
	if n, _ := top["version"].(json.Number); n.String() != "1" {
		return nil
	}
	unknown := func(path string) error {
		return fieldErr(path, "unknown field: a version-1 file has none such (a newer hoshi would have written a higher version)")
	}
	if _, ok := top["registration"]; !ok {
		if _, ok := top["prizes"]; ok {
			return unknown("prizes")
		}
		for _, k := range []string{"categories", "sign_ups"} {
			if l, ok := top[k].([]any); ok && len(l) > 0 {
				return fieldErr(k, "a version-1 file has none: it reserves the field, always empty")
			}
		}
		players, _ := top["players"].([]any)
		for i, p := range players {
			obj, _ := p.(map[string]any)
			for _, k := range []string{"born", "woman"} {
				if _, ok := obj[k]; ok {
					return unknown(fmt.Sprintf("players[%d].%s", i+1, k))
				}
			}
		}
	}
	settings, _ := top["settings"].(map[string]any)
	for _, k := range []string{"language", "time_zone"} {
		if _, ok := settings[k]; ok {
			return unknown("settings." + k)
		}
	}
	return nil
}

// checkVersion4 refuses in a file of version 1 to 4 what version 5 added: the settings' game.
// Such a file's tournament plays Go, the only game hoshi had then.
func checkVersion4(top map[string]any) error {
	if n, _ := top["version"].(json.Number); n.String() == "5" || n.String() == "6" || n.String() == "7" {
		return nil
	}
	settings, _ := top["settings"].(map[string]any)
	if _, ok := settings["game"]; ok {
		return fieldErr("settings.game", "unknown field: a version-%s file has none such (a newer hoshi would have written a higher version)",
			top["version"])
	}
	return nil
}

// checkVersion5 refuses in a file of version 1 to 5 what version 6 added: closed.
func checkVersion5(top map[string]any) error {
	if n, _ := top["version"].(json.Number); n.String() == "6" || n.String() == "7" {
		return nil
	}
	if _, ok := top["closed"]; ok {
		return fieldErr("closed", "unknown field: a version-%s file has none such (a newer hoshi would have written a higher version)",
			top["version"])
	}
	return nil
}

// checkVersion6 refuses in a file of version 1 to 6 what version 7 added: the settings of the
// games other than Go, and a game's furigoma and match. Such a file's tournament has their
// defaults (no variant, opening rule, matches or ladder; draws counting half).
func checkVersion6(top map[string]any) error {
	if n, _ := top["version"].(json.Number); n.String() == "7" {
		return nil
	}
	unknown := func(field string) error {
		return fieldErr(field, "unknown field: a version-%s file has none such (a newer hoshi would have written a higher version)",
			top["version"])
	}
	settings, _ := top["settings"].(map[string]any)
	for _, k := range []string{"variant", "opening", "draws", "match_games", "handicap_ladder"} {
		if _, ok := settings[k]; ok {
			return unknown("settings." + k)
		}
	}
	rounds, _ := top["rounds"].([]any)
	for i, r := range rounds {
		games, _ := r.(map[string]any)["games"].([]any)
		for j, g := range games {
			for _, k := range []string{"furigoma", "match"} {
				if _, ok := g.(map[string]any)[k]; ok {
					return unknown(fmt.Sprintf("rounds[%d].games[%d].%s", i+1, j+1, k))
				}
			}
		}
	}
	return nil
}

// checkVersion3 refuses in a file of version 1 to 3 what version 4 added: roles.
func checkVersion3(top map[string]any) error {
	if n, _ := top["version"].(json.Number); n.String() != "1" && n.String() != "2" && n.String() != "3" {
		return nil
	}
	if _, ok := top["roles"]; ok {
		return fieldErr("roles", "unknown field: a version-%s file has none such (a newer hoshi would have written a higher version)",
			top["version"])
	}
	return nil
}

// checkVersion2 refuses in a file of version 1 or 2 what version 3 added: the settings'
// avoid_pairs and left_out_tables, a player's fixed_table, and teams are unknown fields there.
func checkVersion2(top map[string]any) error {
	if n, _ := top["version"].(json.Number); n.String() != "1" && n.String() != "2" {
		return nil
	}
	unknown := func(path string) error {
		return fieldErr(path, "unknown field: a version-%s file has none such (a newer hoshi would have written a higher version)",
			top["version"])
	}
	settings, _ := top["settings"].(map[string]any)
	for _, k := range []string{"avoid_pairs", "left_out_tables"} {
		if _, ok := settings[k]; ok {
			return unknown("settings." + k)
		}
	}
	players, _ := top["players"].([]any)
	for i, p := range players {
		obj, _ := p.(map[string]any)
		if _, ok := obj["fixed_table"]; ok {
			return unknown(fmt.Sprintf("players[%d].fixed_table", i+1))
		}
	}
	if _, ok := top["teams"]; ok {
		return unknown("teams")
	}
	return nil
}
