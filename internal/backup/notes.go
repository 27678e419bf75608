package backup

import (
	"encoding/json"
	"fmt"

	"github.com/hoshi-go/hoshi/internal/halfpoint"
	"github.com/hoshi-go/hoshi/internal/jsonform"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// missing tells whether obj lacks key (null counts as missing, as everywhere in the file).
func missing(obj map[string]any, key string) bool {
	v, ok := obj[key]
	return !ok || v == nil
}

// followDefaults gives the settings the file lacks that depend on the board, the rules or the
// system the default of the file's own board, rules and system, as a new tournament of them
// gets (tournament.Settings.FollowDefaults): a 9x9 tournament written before hoshi kept the
// prisoners per rank gets 1, not 19x19's 5. top is the file as plain JSON.
func (j *settingsJSON) followDefaults(top map[string]any) {
	settings, _ := top["settings"].(map[string]any)
	handicap, _ := settings["handicap"].(map[string]any)
	if missing(settings, "komi") {
		if k, ok := tournament.DefaultKomi(j.Rules, j.BoardSize); ok {
			j.Komi = jsonform.Points(k)
		}
	}
	if missing(handicap, "ceiling") {
		j.Handicap.Ceiling = tournament.DefaultHandicapCeiling(j.BoardSize)
	}
	if missing(handicap, "prisoners_per_rank") {
		j.Handicap.PrisonersPerRank = tournament.DefaultPrisonersPerRank(j.BoardSize)
	}
	if missing(settings, "criteria") {
		if system, err := jsonform.Systems.Parse(j.System, "system"); err == nil {
			j.Criteria = nil
			for _, c := range tournament.DefaultCriteria(system) {
				j.Criteria = append(j.Criteria, string(c))
			}
		}
	}
}

// note makes a Note; args are the translation's name/value pairs.
func note(field, key, msg string, args ...any) Note {
	return Note{Field: field, Key: key, Args: args, Msg: msg}
}

// notes says what a file read as b could not carry, because the hoshi that wrote it did not
// keep it yet, and what was used instead: the fields of later versions, and those that came
// within the file's version (docs/FORMATS.md, "The versions as written").
func notes(top map[string]any, b *Backup) []Note {
	v, _ := top["version"].(json.Number).Int64()
	settings, _ := top["settings"].(map[string]any)
	handicap, _ := settings["handicap"].(map[string]any)
	players, _ := top["players"].([]any)
	s := &b.Tournament.Settings
	var out []Note
	if v == 1 && missing(handicap, "prisoners_per_rank") {
		out = append(out, note("settings.handicap.prisoners_per_rank", "prisoners_per_rank",
			fmt.Sprintf("the file does not give the prisoners per rank beyond the handicap ceiling (written before hoshi kept them): %d, the default of a %dx%d board, is used",
				s.Handicap.PrisonersPerRank, s.BoardSize, s.BoardSize),
			"N", s.Handicap.PrisonersPerRank, "Size", s.BoardSize))
	}
	if v == 1 && len(players) > 0 {
		marked := false
		for _, p := range players {
			if obj, _ := p.(map[string]any); !missing(obj, "unranked") {
				marked = true
			}
		}
		if !marked {
			out = append(out, note("players[].unranked", "unranked",
				"the file does not mark unranked players (written before hoshi kept the mark): every player is restored as ranked, at the rank the file gives"))
		}
	}
	if v == 1 && missing(top, "registration") {
		lacks := func(field, key, what string) {
			out = append(out, note(field, key, "a version-1 file does not carry "+what))
		}
		lacks("registration", "registration", "the online registration: it is restored closed")
		lacks("categories", "categories", "the categories: the tournament has none")
		lacks("prizes", "prizes", "the prize list: the tournament has none")
		lacks("sign_ups", "sign_ups", "the online sign-ups and their e-mail addresses: none are restored")
		lacks("players[].born", "details", "the players' birth dates and woman marks: none are restored")
	}
	if v <= 2 && missing(settings, "language") {
		out = append(out, note("settings.language", "language",
			fmt.Sprintf("the file does not give the language of the printouts (written before hoshi kept it): %s is used", s.Language),
			"Language", s.Language))
	}
	if v <= 2 && missing(settings, "time_zone") {
		out = append(out, note("settings.time_zone", "time_zone",
			"the file does not give the tournament's time zone (written before hoshi kept it): times are shown in UTC"))
	}
	if v <= 3 && missing(settings, "avoid_pairs") && missing(settings, "left_out_tables") {
		out = append(out, note("settings.avoid_pairs", "constraints",
			"the file does not carry the pairing constraints (written before hoshi kept them): no pairs are kept apart, no tables left out, no player has a fixed table"))
	}
	if v <= 3 && missing(top, "teams") {
		out = append(out, note("teams", "teams",
			"the file does not say whether this is a team tournament (written before hoshi kept teams): it is restored as an individual tournament"))
	}
	if v <= 3 {
		out = append(out, note("roles", "roles",
			fmt.Sprintf("a version-%d file does not carry the tournament's co-directors and results desk: give them their roles again", v),
			"V", v))
	}
	return out
}

// wholeKomiForJigos gives each game of t that ended in a jigo on a half-point komi (an older
// hoshi stored them) the whole komi below (6.5 becomes 6, a handicap game's 0.5 becomes 0),
// so that the result, and every score that counts it, stays as the file gives it while no
// stored jigo is left on a half-point komi; a note names each game.
func wholeKomiForJigos(t *tournament.Tournament) []Note {
	var out []Note
	for i := range t.Games {
		g := &t.Games[i]
		if g.Result != tournament.Jigo || g.JigoPossible() {
			continue
		}
		was := g.Komi
		g.Komi = tournament.JigoKomi(was)
		out = append(out, note("games[].komi", "half_komi_jigo",
			fmt.Sprintf("round %d table %d ended in a jigo on komi %s, which a game with a half-point komi cannot: its komi is restored as %s",
				g.Round, g.Table, halfpoint.Format(was), halfpoint.Format(g.Komi)),
			"Round", g.Round, "Table", g.Table, "Komi", halfpoint.Format(was), "Whole", halfpoint.Format(g.Komi)))
	}
	return out
}
