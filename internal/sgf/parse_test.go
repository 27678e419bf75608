package sgf

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

func TestParseEveryTestFile(t *testing.T) {
	for _, path := range sgfFiles(t) {
		t.Run(filepath.Base(path), func(t *testing.T) {
			for _, g := range parseFile(t, path).Games {
				if _, err := ReadGameInfo(g); err != nil {
					t.Error(err)
				}
			}
		})
	}
}

func TestParseStructure(t *testing.T) {
	c := mustParse(t, "(;GM[1](;B[aa];W[bb])(;B[cc]))(;GM[1]SZ[9];B[dd])")
	if len(c.Games) != 2 {
		t.Fatalf("%d games, want 2", len(c.Games))
	}
	root := c.Games[0]
	if len(root.Children) != 2 {
		t.Fatalf("root has %d children, want 2", len(root.Children))
	}
	if v, _ := root.Children[0].Value("B"); v != "aa" {
		t.Errorf("first variation starts with B[%s], want B[aa]", v)
	}
	if v, _ := root.Children[1].Value("B"); v != "cc" {
		t.Errorf("second variation starts with B[%s], want B[cc]", v)
	}
	if got := len(root.MainLine()); got != 3 {
		t.Errorf("main line of game 1 has %d nodes, want 3", got)
	}
	if root.Children[0].Children[0].Parent != root.Children[0] {
		t.Error("W[bb] does not point to its parent")
	}
	// Offsets of the ';' bytes, counted by hand.
	wantOffsets := []int{1, 8, 14}
	var got []int
	for _, n := range root.MainLine() {
		got = append(got, n.Offset)
	}
	if !slices.Equal(got, wantOffsets) {
		t.Errorf("offsets %v, want %v", got, wantOffsets)
	}
	if c.Games[1].Offset != 31 {
		t.Errorf("second game's root at offset %d, want 31", c.Games[1].Offset)
	}
}

func TestParseLongNamesAndValues(t *testing.T) {
	c := mustParse(t, "(;GaMe[1]KoMi[5.5]AddBlack[aa][bb]\n  [cc]Comment[a\\]b\\\\c\\\nd\\:e])")
	root := c.Games[0]
	want := []Property{
		{"GM", []string{"1"}},
		{"KM", []string{"5.5"}},
		{"AB", []string{"aa", "bb", "cc"}},
		{"C", []string{`a]b\cd:e`}},
	}
	if !slices.EqualFunc(root.Props, want, func(a, b Property) bool {
		return a.ID == b.ID && slices.Equal(a.Values, b.Values)
	}) {
		t.Errorf("properties %q, want %q", root.Props, want)
	}
}

func TestParseSoftLineBreaks(t *testing.T) {
	for _, in := range []string{"(;C[ab\\\ncd])", "(;C[ab\\\r\ncd])", "(;C[ab\\\n\rcd])", "(;C[ab\\\rcd])"} {
		c := mustParse(t, in)
		if v, _ := c.Games[0].Value("C"); v != "abcd" {
			t.Errorf("%q: C is %q, want \"abcd\"", in, v)
		}
	}
	c := mustParse(t, "(;C[ab\ncd])")
	if v, _ := c.Games[0].Value("C"); v != "ab\ncd" {
		t.Errorf("a hard line break became %q", v)
	}
}

func TestParseTolerance(t *testing.T) {
	for _, in := range []string{
		"\xef\xbb\xbf(;B[aa])",                           // byte order mark
		"From: someone\r\nSubject: game\r\n\r\n(;B[aa])", // mail around the file
		"(;B[aa])\x1a",                                   // DOS end-of-file mark
		"( \n ;\tB [aa] \r\n )",                          // whitespace everywhere
		"(;B[aa]) :-( signature",                         // '(' in trailing text
	} {
		c, err := Parse([]byte(in))
		if err != nil {
			t.Errorf("Parse(%q): %v", in, err)
			continue
		}
		if len(c.Games) != 1 {
			t.Errorf("Parse(%q): %d games, want 1", in, len(c.Games))
			continue
		}
		if v, _ := c.Games[0].Value("B"); v != "aa" {
			t.Errorf("Parse(%q): B[%s], want B[aa]", in, v)
		}
	}
}

func TestParseErrors(t *testing.T) {
	// Offsets counted by hand from the inputs.
	tests := []struct {
		in     string
		offset int
		msg    string
	}{
		{"", 0, "no game tree"},
		{"hello", 0, "no game tree"},
		{"(;B[aa]", 7, "missing ')'"},
		{"(;B[aa];W[bb]", 13, "missing ')'"},
		{"(;B[aa", 3, "not closed"},
		{"(;C[ab\\", 3, "not closed"},
		{"(;B[aa]W)", 8, "has no value"},
		{"(;B[aa];1)", 8, "unexpected character"},
		{"(;B[aa]())", 8, "empty game tree"},
		{"(;B[aa](;W[bb]);B[cc])", 15, "node after the variations"},
		{"(;B[aa](;W[bb])B[cc])", 15, "property outside a node"},
		{"(;zz[aa])", 2, "no capital letter"},
		{"(;B[aa](W[bb]))", 8, "property outside a node"},
		{"(;B[aa]((;W[bb])))", 8, "variation before the first node"},
	}
	for _, tt := range tests {
		_, err := Parse([]byte(tt.in))
		var se *SyntaxError
		if !errors.As(err, &se) {
			t.Errorf("Parse(%q) = %v, want a *SyntaxError", tt.in, err)
			continue
		}
		if se.Offset != tt.offset || !strings.Contains(se.Msg, tt.msg) {
			t.Errorf("Parse(%q): offset %d %q, want offset %d %q", tt.in, se.Offset, se.Msg, tt.offset, tt.msg)
		}
		if !strings.Contains(se.Error(), "offset") {
			t.Errorf("error %q does not name the offset", se.Error())
		}
	}
}

// Truncating a real file anywhere inside its game tree must give a syntax error, never a panic
// or a silently shortened game.
func TestParseTruncated(t *testing.T) {
	data, err := os.ReadFile(sgfFiles(t)[0])
	if err != nil {
		t.Fatal(err)
	}
	end := strings.LastIndexByte(string(data), ')')
	start := strings.IndexByte(string(data), ';')
	for i := start; i < end; i++ {
		var se *SyntaxError
		if _, err := Parse(data[:i]); !errors.As(err, &se) {
			t.Fatalf("truncated at %d: %v, want a *SyntaxError", i, err)
		}
		if se.Offset > i {
			t.Fatalf("truncated at %d: error offset %d beyond the end", i, se.Offset)
		}
	}
}

// deepFile builds a game where every move opens one more level of parentheses, as some servers
// write them.
func deepFile(depth int) []byte {
	var b strings.Builder
	b.WriteString("(;SZ[19]")
	for i := range depth {
		b.WriteString("(;")
		if i%2 == 0 {
			b.WriteString("B[dd]")
		} else {
			b.WriteString("W[pp]")
		}
	}
	b.WriteString(strings.Repeat(")", depth+1))
	return []byte(b.String())
}

func TestParseDeepNesting(t *testing.T) {
	const depth = 100000
	c, err := Parse(deepFile(depth))
	if err != nil {
		t.Fatal(err)
	}
	line := c.Games[0].MainLine()
	if len(line) != depth+1 {
		t.Fatalf("main line has %d nodes, want %d", len(line), depth+1)
	}
	last := line[len(line)-1]
	if v, _ := last.Value("W"); v != "pp" {
		t.Errorf("last move W[%s], want W[pp]", v)
	}
	if last.root() != c.Games[0] {
		t.Error("last node does not lead back to the root")
	}
}

// Shapes of the quirk files, counted by hand in the files.
func TestQuirkStructure(t *testing.T) {
	// OGS nests one level of parentheses per move: 113 moves, each variation the only child.
	line := readGame(t, "quirks", "ogs.sgf").Games[0].MainLine()
	if len(line) != 114 {
		t.Errorf("ogs.sgf: main line has %d nodes, want root + 113 moves", len(line))
	}
	for _, n := range line[:len(line)-1] {
		if len(n.Children) != 1 {
			t.Fatalf("ogs.sgf: node at %d has %d children, want 1", n.Offset, len(n.Children))
		}
	}
	if v, _ := line[len(line)-1].Value("B"); v != "gl" {
		t.Errorf("ogs.sgf: last move B[%s], want B[gl]", v)
	}
	if c := line[0].Text("C"); c != "Game chats will be available in SGF downloads once the game has finished.\n" {
		t.Errorf("ogs.sgf: root comment %q", c)
	}

	// AlphaGo - Lee Sedol game 4: 180 moves, no variations, the last one W[jp].
	line = readGame(t, "quirks", "LS_vs_AG_-_G4_-_English.sgf").Games[0].MainLine()
	if len(line) != 181 {
		t.Errorf("LS_vs_AG: main line has %d nodes, want 181", len(line))
	}
	if m, ok, err := line[180].Move(19); err != nil || !ok || m != (Move{Color: White, Point: Point{9, 15}}) {
		t.Errorf("LS_vs_AG: move 180 = %+v %v %v, want W[jp]", m, ok, err)
	}

	// foxlike.sgf: the first node after the root only sets up two stones; a final empty node.
	line = readGame(t, "quirks", "foxlike.sgf").Games[0].MainLine()
	if len(line) != 5 || len(line[4].Props) != 0 {
		t.Fatalf("foxlike.sgf: main line of %d nodes, want 5 ending in an empty node", len(line))
	}
	if pts, err := line[1].Points("AB", 19); err != nil || !slices.Equal(pts, []Point{{15, 3}, {3, 15}}) {
		t.Errorf("foxlike.sgf: AB = %v %v, want pd, dp", pts, err)
	}

	// messy.sgf: three variations from the root; B[fd] W[df] then B[ff] or a pass.
	root := readGame(t, "quirks", "messy.sgf").Games[0]
	if len(root.Children) != 3 {
		t.Fatalf("messy.sgf: root has %d children, want 3", len(root.Children))
	}
	for i, want := range []string{"B", "AB", "B"} {
		if root.Children[i].Props[0].ID != want {
			t.Errorf("messy.sgf: variation %d starts with %s, want %s", i, root.Children[i].Props[0].ID, want)
		}
	}
	wdf := root.Children[0].Children[0]
	if len(wdf.Children) != 2 {
		t.Fatalf("messy.sgf: W[df] has %d children, want 2", len(wdf.Children))
	}
	if m, ok, _ := wdf.Children[1].Move(9); !ok || !m.Pass || m.Color != Black {
		t.Errorf("messy.sgf: second answer to W[df] is %+v, want a black pass", m)
	}
	wec := wdf.Children[1].MainLine()[3]
	if v, _ := wec.Value("W"); v != "ec" || len(wec.Children) != 3 {
		t.Errorf("messy.sgf: W[%s] with %d children, want W[ec] with 3", v, len(wec.Children))
	}
	if c := root.Children[2].MainLine()[4].Text("C"); c != "%HINTLIGHT%\nnot caught due to too few stones" {
		t.Errorf("messy.sgf: comment %q", c)
	}

	// xmgt97.sgf: FF[1], the root holds the first move.
	line = readGame(t, "quirks", "xmgt97.sgf").Games[0].MainLine()
	if m, ok, _ := line[0].Move(9); !ok || m != (Move{Color: Black, Point: Point{5, 5}}) {
		t.Errorf("xmgt97.sgf: root move %+v, want B[ff]", m)
	}
	if v, _ := line[0].Value("FF"); v != "1" {
		t.Errorf("xmgt97.sgf: FileFormat read as FF[%s]", v)
	}
}
