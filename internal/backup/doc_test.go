package backup

import (
	"os"
	"strings"
	"testing"
)

// TestFormatsExample reads the minimal file that docs/FORMATS.md shows, so that the example
// stays a file hoshi restores.
func TestFormatsExample(t *testing.T) {
	doc, err := os.ReadFile("../../docs/FORMATS.md")
	if err != nil {
		t.Fatal(err)
	}
	_, section, ok := strings.Cut(string(doc), "## hoshi backup (JSON)")
	if !ok {
		t.Fatal("FORMATS.md has no section hoshi backup (JSON)")
	}
	_, example, ok := strings.Cut(section, "```json\n")
	example, _, ok2 := strings.Cut(example, "```")
	if !ok || !ok2 {
		t.Fatal("the section has no JSON example")
	}
	b, err := Unmarshal([]byte(example))
	if err != nil {
		t.Fatal(err)
	}
	if b.Tournament.Settings.Name != "Club evening" || len(b.Tournament.Players) != 3 || len(b.Tournament.Games) != 1 ||
		len(b.Tournament.Byes) != 1 {
		t.Errorf("example read as %+v", b.Tournament)
	}
}
