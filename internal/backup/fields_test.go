package backup

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// freeForm are the fields whose content is no part of the format's list of fields: objects of
// any keys (OpenGotha's parameters) and the engine's explanation of a count.
var freeForm = map[string]bool{
	"settings.extra": true, "players[].extra": true, "rounds[].games[].records[].details": true,
}

// fieldPaths lists the fields of a backup file: the path of every member of every object,
// list elements written [] ("players[].name"), sorted.
func fieldPaths(t *testing.T, data []byte) []string {
	t.Helper()
	var tree any
	if err := json.Unmarshal(data, &tree); err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	var walk func(v any, path string)
	walk = func(v any, path string) {
		if freeForm[path] {
			return
		}
		switch v := v.(type) {
		case map[string]any:
			for k, e := range v {
				p := join(path, k)
				seen[p] = true
				walk(e, p)
			}
		case []any:
			for _, e := range v {
				walk(e, path+"[]")
			}
		}
	}
	walk(tree, "")
	out := make([]string, 0, len(seen))
	for p := range seen {
		out = append(out, p)
	}
	slices.Sort(out)
	return out
}

// documentedFields reads the fields of each writer from docs/FORMATS.md, "The versions as
// written": lines "NAME: fields" or "NAME: BASE + fields" or "NAME: BASE - fields".
func documentedFields(t *testing.T) (names []string, fields map[string][]string) {
	t.Helper()
	doc, err := os.ReadFile("../../docs/FORMATS.md")
	if err != nil {
		t.Fatal(err)
	}
	_, section, ok := strings.Cut(string(doc), "### The versions as written")
	_, block, ok2 := strings.Cut(section, "```text\n")
	block, _, ok3 := strings.Cut(block, "```")
	if !ok || !ok2 || !ok3 {
		t.Fatal(`FORMATS.md has no "The versions as written" with a text block`)
	}
	fields = map[string][]string{}
	// Lines go on when indented.
	var lines []string
	for _, l := range strings.Split(block, "\n") {
		if strings.HasPrefix(l, " ") && len(lines) > 0 {
			lines[len(lines)-1] += " " + strings.TrimSpace(l)
		} else if strings.TrimSpace(l) != "" {
			lines = append(lines, l)
		}
	}
	for _, l := range lines {
		name, rest, ok := strings.Cut(l, ":")
		if !ok {
			t.Fatalf("FORMATS.md: %q is no line NAME: fields", l)
		}
		words := strings.Fields(rest)
		set := map[string]bool{}
		op := "+"
		if len(words) >= 2 && (words[1] == "+" || words[1] == "-") {
			base, ok := fields[words[0]]
			if !ok {
				t.Fatalf("FORMATS.md: %s builds on %s, not listed before it", name, words[0])
			}
			for _, f := range base {
				set[f] = true
			}
			op, words = words[1], words[2:]
		}
		for _, w := range words {
			switch w {
			case "+", "-":
				op = w
			default:
				set[w] = op == "+"
			}
		}
		var list []string
		for f, in := range set {
			if in {
				list = append(list, f)
			}
		}
		slices.Sort(list)
		names, fields[name] = append(names, name), list
	}
	return names, fields
}

// TestFieldsOfEveryVersion compares the fields that docs/FORMATS.md lists for each writer of
// the format with the files they wrote: the backups of testdata, and this hoshi's writer on a
// tournament that sets every field.
func TestFieldsOfEveryVersion(t *testing.T) {
	names, documented := documentedFields(t)
	var want []string
	for _, o := range oldFiles {
		want = append(want, o.name)
	}
	current := fmt.Sprintf("v%d", Version)
	if want = append(want, current); !slices.Equal(names, want) {
		t.Fatalf("FORMATS.md lists the writers %v, want %v", names, want)
	}
	for _, name := range names {
		var data []byte
		var err error
		if name == current {
			data, err = Marshal(fullBackup())
		} else {
			data, err = os.ReadFile(filepath.Join("testdata", name+".json"))
		}
		if err != nil {
			t.Fatal(err)
		}
		got := fieldPaths(t, data)
		for _, f := range got {
			if !slices.Contains(documented[name], f) {
				t.Errorf("%s writes %s, which FORMATS.md does not list for it", name, f)
			}
		}
		for _, f := range documented[name] {
			if !slices.Contains(got, f) {
				t.Errorf("FORMATS.md lists %s for %s, which does not write it", f, name)
			}
		}
	}
}
