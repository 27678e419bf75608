package web_test

import (
	"go/scanner"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/i18n"
	"github.com/hoshi-go/hoshi/internal/keyed"
	"github.com/hoshi-go/hoshi/templates"
)

// TestKeyedMessagesMatchCatalogue: every message the checks declare with its key
// (keyed.Define) writes, its verbs numbered {{.A1}}, {{.A2}}…, the English of the catalogue's
// message of that key, form by form; so Error() is the catalogue's English and a page shows
// its translation by key. Every "verr." and "note." message of the catalogue is declared;
// every declared message is produced somewhere in hoshi's code (its .New or .N called); and
// no code of hoshi writes the English of a catalogue message by hand (a string literal that
// the message's English matches, its verbs standing for its values): a page shows a message
// without its key as it is, in English, so every refusal a page can show is keyed.
func TestKeyedMessagesMatchCatalogue(t *testing.T) {
	cat, err := i18n.Load(templates.Locales, "i18n")
	if err != nil {
		t.Fatal(err)
	}
	// The declarations in hoshi's code: each message's key, and the variable holding it.
	def := regexp.MustCompile(`(?m)^\s*(\w+)\s*=\s*keyed\.Define(?:Plural)?\(`)
	keyDef := regexp.MustCompile(`keyed\.Define(?:Plural)?\(\s*"([^"]+)"`)
	var src strings.Builder
	var names []string
	declared := map[string]bool{}
	err = filepath.WalkDir("../..", func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		for _, m := range def.FindAllStringSubmatch(string(b), -1) {
			names = append(names, filepath.Dir(path)+" "+m[1])
		}
		for _, m := range keyDef.FindAllStringSubmatch(string(b), -1) {
			declared[m[1]] = true
		}
		src.WriteString(string(b))
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(declared) < 300 {
		t.Errorf("only %d keyed messages declared", len(declared))
	}
	for key := range declared {
		m, en := keyed.Lookup(key), cat.Message(i18n.Default, key)
		switch {
		case m == nil:
			t.Errorf("%s is declared in a package this test does not load", key)
		case en == nil:
			t.Errorf("%s is declared but not in en.toml", key)
		default:
			if got := keyed.Template(m.Other); got != en.Other {
				t.Errorf("%s: the code writes %q, en.toml %q", key, got, en.Other)
			}
			if got := keyed.Template(m.One); got != en.One {
				t.Errorf("%s (one): the code writes %q, en.toml %q", key, got, en.One)
			}
		}
	}
	for _, key := range cat.Keys(i18n.Default) {
		if (strings.HasPrefix(key, "verr.") || strings.HasPrefix(key, "note.")) && !declared[key] {
			t.Errorf("%s: no check produces it by its key", key)
		}
	}

	// Each declared message is produced: the variable holding it is used.
	for _, n := range names {
		name := strings.Fields(n)[1]
		if len(regexp.MustCompile(`\b`+name+`\b`).FindAllStringIndex(src.String(), 2)) < 2 {
			t.Errorf("%s is declared but never produced", n)
		}
	}

	// No English of the catalogue written by hand.
	for _, h := range handWrittenEnglish(t, cat) {
		if !slices.ContainsFunc(notMessages, func(n [2]string) bool { return strings.Contains(h.file, n[0]) && strings.HasPrefix(h.key, n[1]) }) {
			t.Errorf("%s:%d writes the English of %s by hand (%q): produce it with its keyed message", h.file, h.line, h.key, h.text)
		}
	}
}

// notMessages are the string literals of hoshi's code that read like a catalogue message but
// are none that a page shows (a file or a folder, and a key or the start of keys): the
// command line's own (English), the frozen code of a migration, constants a keyed.Define
// takes as its English, the values a message names (a replay problem's reason), and the zone
// check of package i18n, which tournament.Settings.Validate says by its key.
var notMessages = [][2]string{
	{"cmd/hoshi/import.go", "verr.og_named_after_file"},
	{"cmd/hoshi/serve_config.go", "verr.csv_not_whole"},
	{"internal/store/migration_2026112905_checked_texts_records.go", "verr.sgf_invalid"},
	{"internal/store/team.go", "verr.team_played_shape"},
	{"internal/store/text_check.go", "verr.text_nul"},
	{"internal/store/text_check.go", "verr.text_utf8"},
	{"internal/web/app/json_player.go", "verr.rank_from_list_api"},
	{"internal/backup/convert.go", "verr.what_family_name"},
	{"internal/backup/convert.go", "verr.what_first_name"},
	{"internal/backup/convert.go", "verr.what_club"},
	{"internal/backup/convert.go", "verr.what_egd_pin"},
	{"internal/goban/", "note.reason_"},
	{"internal/i18n/time.go", "verr.time_zone"},
}

// englishLiteral is a string literal of hoshi's code that a catalogue message's English
// matches.
type englishLiteral struct {
	file      string
	line      int
	key, text string
}

// handWrittenEnglish finds the string literals of hoshi's code (tests and the lines of
// keyed.Define left out) that the English of a "verr." or "note." message of cat matches as a
// whole, each of its values ({{.A1}}, {{.Count}}) standing for any text (a verb of the
// literal's format, say).
func handWrittenEnglish(t *testing.T, cat *i18n.Catalog) []englishLiteral {
	t.Helper()
	field := regexp.MustCompile(`\{\{\.(A\d+|Count)\}\}`)
	type pattern struct {
		key string
		re  *regexp.Regexp
	}
	var patterns []pattern
	for _, key := range cat.Keys(i18n.Default) {
		if !strings.HasPrefix(key, "verr.") && !strings.HasPrefix(key, "note.") {
			continue
		}
		m := cat.Message(i18n.Default, key)
		for _, en := range []string{m.One, m.Other} {
			if en == "" {
				continue
			}
			var b strings.Builder
			last := 0
			for _, f := range field.FindAllStringIndex(en, -1) {
				b.WriteString(regexp.QuoteMeta(en[last:f[0]]) + ".+?")
				last = f[1]
			}
			b.WriteString(regexp.QuoteMeta(en[last:]))
			patterns = append(patterns, pattern{key, regexp.MustCompile("^" + b.String() + "$")})
		}
	}
	var out []englishLiteral
	err := filepath.WalkDir("../..", func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		lines := strings.Split(string(src), "\n")
		fset := token.NewFileSet()
		var s scanner.Scanner
		s.Init(fset.AddFile(path, -1, len(src)), src, nil, 0)
		for {
			pos, tok, lit := s.Scan()
			if tok == token.EOF {
				break
			}
			if tok != token.STRING {
				continue
			}
			v, err := strconv.Unquote(lit)
			line := fset.Position(pos).Line
			if err != nil || strings.Contains(lines[line-1], "keyed.Define") {
				continue
			}
			for _, p := range patterns {
				if p.re.MatchString(v) {
					out = append(out, englishLiteral{filepath.ToSlash(path), line, p.key, v})
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(patterns) < 300 {
		t.Fatalf("only %d messages in the catalogue", len(patterns))
	}
	return out
}
