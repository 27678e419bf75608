package backup

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strings"

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
		return nil, fieldErr("", "the file holds %s, not a JSON object: it is no hoshi backup", describeValue(tree))
	}
	if err := checkVersion(top); err != nil {
		return nil, err
	}
	if err := checkVersion1(top); err != nil {
		return nil, err
	}
	if err := checkAddedFields(top); err != nil {
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
		return fieldErr("format", "%s, not %q: the file is no hoshi backup", describeValue(top["format"]), Format)
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

// addedFields lists, for each version after the first, the fields it added to the format: a
// file of an older version that holds one of them was not written by any hoshi and is refused
// (checkAddedFields). Paths are the top level's keys, "settings.KEY" and "players[].KEY".
// Version 1's fields that came within the version are checkVersion1's.
var addedFields = []struct {
	version int
	fields  []string
}{
	{3, []string{"settings.avoid_pairs", "settings.left_out_tables", "players[].fixed_table", "teams"}},
	{4, []string{"roles"}},
	{5, []string{"settings.game"}},
	{6, []string{"closed"}},
	{7, []string{"check_ins", "reports", "settings.self_report"}},
	{8, []string{"settings.variant", "settings.opening", "settings.draws", "settings.match_games", "settings.handicap_ladder",
		"rounds[].games[].furigoma", "rounds[].games[].match"}},
	{9, []string{"rounds[].games[].replays", "audit[].replayed"}},
}

// checkAddedFields refuses in a file the fields of a version newer than the file's own.
func checkAddedFields(top map[string]any) error {
	n, _ := top["version"].(json.Number)
	v, err := n.Int64()
	if err != nil {
		return nil // checkVersion has refused it
	}
	settings, _ := top["settings"].(map[string]any)
	players, _ := top["players"].([]any)
	for _, added := range addedFields {
		if int64(added.version) <= v {
			continue
		}
		for _, path := range added.fields {
			if err := checkUnknownField(top, settings, players, path, n); err != nil {
				return err
			}
		}
	}
	return nil
}

// checkUnknownField refuses path (one of addedFields') where the file holds it.
func checkUnknownField(top, settings map[string]any, players []any, path string, version json.Number) error {
	unknown := func(at string) error {
		return fieldErr(at, "unknown field: a version-%s file has none such (a newer hoshi would have written a higher version)", version)
	}
	switch {
	case strings.HasPrefix(path, "settings."):
		if _, ok := settings[strings.TrimPrefix(path, "settings.")]; ok {
			return unknown(path)
		}
	case strings.HasPrefix(path, "rounds[].games[]."):
		key := strings.TrimPrefix(path, "rounds[].games[].")
		rounds, _ := top["rounds"].([]any)
		for i, r := range rounds {
			round, _ := r.(map[string]any)
			games, _ := round["games"].([]any)
			for j, g := range games {
				obj, _ := g.(map[string]any)
				if _, ok := obj[key]; ok {
					return unknown(fmt.Sprintf("rounds[%d].games[%d].%s", i+1, j+1, key))
				}
			}
		}
	case strings.HasPrefix(path, "players[]."):
		key := strings.TrimPrefix(path, "players[].")
		for i, p := range players {
			obj, _ := p.(map[string]any)
			if _, ok := obj[key]; ok {
				return unknown(fmt.Sprintf("players[%d].%s", i+1, key))
			}
		}
	default:
		if _, ok := top[path]; ok {
			return unknown(path)
		}
	}
	return nil
}
