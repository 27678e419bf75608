package web_test

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/i18n"
	"github.com/hoshi-go/hoshi/internal/keyed"
	"github.com/hoshi-go/hoshi/templates"
)

// TestKeyedMessagesMatchCatalogue: every message the checks declare with its key
// (keyed.Define) writes, its verbs numbered {{.A1}}, {{.A2}}…, the English of the catalogue's
// message of that key, form by form; so Error() is the catalogue's English and a page shows
// its translation by key. Every "verr." and "note." message of the catalogue is declared, but
// for those still recognised by their English (notYetKeyed); and every declared message is
// produced somewhere in hoshi's code (its .New or .N called).
func TestKeyedMessagesMatchCatalogue(t *testing.T) {
	cat, err := i18n.Load(templates.Locales, "i18n")
	if err != nil {
		t.Fatal(err)
	}
	declared := map[string]bool{}
	for _, m := range keyed.Messages() {
		declared[m.Key] = true
		en := cat.Message(i18n.Default, m.Key)
		if en == nil {
			t.Errorf("%s is declared but not in en.toml", m.Key)
			continue
		}
		if got := keyed.Template(m.Other); got != en.Other {
			t.Errorf("%s: the code writes %q, en.toml %q", m.Key, got, en.Other)
		}
		if got := keyed.Template(m.One); got != en.One {
			t.Errorf("%s (one): the code writes %q, en.toml %q", m.Key, got, en.One)
		}
	}
	if len(declared) < 80 {
		t.Errorf("only %d keyed messages declared", len(declared))
	}
	for _, key := range cat.Keys(i18n.Default) {
		if !strings.HasPrefix(key, "verr.") && !strings.HasPrefix(key, "note.") {
			continue
		}
		left := slices.Contains(notYetKeyed, key)
		switch {
		case declared[key] && left:
			t.Errorf("%s is keyed now: take it off notYetKeyed", key)
		case !declared[key] && !left:
			t.Errorf("%s: no check produces it by its key", key)
		}
	}

	// Each declared message is produced: the variable holding it is used.
	def := regexp.MustCompile(`(?m)^\s*(\w+)\s*=\s*keyed\.Define(?:Plural)?\(`)
	var src strings.Builder
	var names []string
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
		src.WriteString(string(b))
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range names {
		name := strings.Fields(n)[1]
		if len(regexp.MustCompile(`\b`+name+`\b`).FindAllStringIndex(src.String(), 2)) < 2 {
			t.Errorf("%s is declared but never produced", n)
		}
	}
}

// notYetKeyed are the catalogue's messages whose producers still write plain English: pages
// recognise them by the patterns of their English (app's localizeText). The list only
// shrinks: a key keyed since fails the test until it leaves the list.
var notYetKeyed = []string{
	"verr.choose_record",
	"verr.choose_sgf",
	"verr.go_only_board",
	"verr.no_record_table",
	"verr.no_record_uploaded",
	"verr.no_stone",
	"verr.position_prisoners",
	"verr.record_prisoners",
	"verr.record_undecided",
	"verr.sgf_dispute",
	"verr.uncertain",
}
