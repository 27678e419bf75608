package sgf

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/halfpoint"
	"github.com/hoshi-go/hoshi/internal/testdata"
)

// sgfFiles returns every .sgf file of the shared test data.
func sgfFiles(t testing.TB) []string {
	t.Helper()
	var files []string
	err := filepath.WalkDir(testdata.Path(t, "sgf"), func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() && strings.EqualFold(filepath.Ext(path), ".sgf") {
			files = append(files, path)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("no SGF files in the test data")
	}
	return files
}

// readGame parses one file of the shared test data.
func readGame(t *testing.T, elem ...string) *Collection {
	t.Helper()
	return parseFile(t, testdata.Path(t, append([]string{"sgf"}, elem...)...))
}

// parseFile parses the SGF file at path.
func parseFile(t *testing.T, path string) *Collection {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	c, err := Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// checkRoundTrip writes c with Marshal and checks that Parse reads the same trees back.
func checkRoundTrip(t *testing.T, c *Collection) {
	t.Helper()
	back, err := Parse(Marshal(c))
	if err != nil {
		t.Fatal(err)
	}
	if err := sameTrees(back, c); err != nil {
		t.Fatal(err)
	}
}

// mustParse parses an inline SGF text.
func mustParse(t *testing.T, s string) *Collection {
	t.Helper()
	c, err := Parse([]byte(s))
	if err != nil {
		t.Fatalf("Parse(%q): %v", s, err)
	}
	return c
}

// sameTrees compares two collections node by node, ignoring offsets, and checks that every
// Parent pointer matches the tree. It walks with an explicit stack so it copes with deep trees.
func sameTrees(a, b *Collection) error {
	if len(a.Games) != len(b.Games) {
		return fmt.Errorf("%d games, want %d", len(a.Games), len(b.Games))
	}
	type pair struct{ x, y, parentX, parentY *Node }
	var stack []pair
	for i := range a.Games {
		stack = append(stack, pair{a.Games[i], b.Games[i], nil, nil})
	}
	for len(stack) > 0 {
		p := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if p.x.Parent != p.parentX || p.y.Parent != p.parentY {
			return fmt.Errorf("node at offsets %d/%d: wrong parent", p.x.Offset, p.y.Offset)
		}
		if !slices.EqualFunc(p.x.Props, p.y.Props, func(u, v Property) bool {
			return u.ID == v.ID && slices.Equal(u.Values, v.Values)
		}) {
			return fmt.Errorf("node at offsets %d/%d: properties %q, want %q", p.x.Offset, p.y.Offset, p.x.Props, p.y.Props)
		}
		if len(p.x.Children) != len(p.y.Children) {
			return fmt.Errorf("node at offsets %d/%d: %d children, want %d", p.x.Offset, p.y.Offset, len(p.x.Children), len(p.y.Children))
		}
		for i := range p.x.Children {
			stack = append(stack, pair{p.x.Children[i], p.y.Children[i], p.x, p.y})
		}
	}
	return nil
}

// String gives the canonical SGF form of the result (B+5.5, W+12, 0, B+R, W+T, B+F, Void, ?), the
// form hoshi prints and compares; free text comes back as written.
func (r Result) String() string {
	w := string(rune(r.Winner)) + "+"
	switch r.Kind {
	case ResultNone:
		return ""
	case ResultScore:
		return w + halfpoint.Format(r.Margin)
	case ResultResign:
		return w + "R"
	case ResultTime:
		return w + "T"
	case ResultForfeit:
		return w + "F"
	case ResultIllegal:
		return w + "Illegal"
	case ResultWin:
		return w
	case ResultDraw:
		return "0"
	case ResultVoid:
		return "Void"
	case ResultUnknown:
		return "?"
	}
	return r.Raw
}
