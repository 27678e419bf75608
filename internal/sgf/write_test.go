package sgf

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"
)

func TestMarshalRoundTripTestFiles(t *testing.T) {
	for _, path := range sgfFiles(t) {
		t.Run(filepath.Base(path), func(t *testing.T) {
			checkRoundTrip(t, parseFile(t, path))
		})
	}
}

func TestMarshalForm(t *testing.T) {
	c := mustParse(t, "(;GM[1]C[a\\]b\\\\c](;B[aa](;W[bb];B[cc]))(;B[dd]))(;SZ[9])")
	want := "(;GM[1]C[a\\]b\\\\c](;B[aa];W[bb];B[cc])(;B[dd]))\n(;SZ[9])\n"
	if got := string(Marshal(c)); got != want {
		t.Errorf("Marshal = %q, want %q", got, want)
	}
}

func TestMarshalEmptyValues(t *testing.T) {
	root := &Node{Props: []Property{{ID: "B"}, {ID: "C", Values: []string{"", "]\\"}}}}
	want := "(;B[]C[][\\]\\\\])\n"
	if got := string(Marshal(&Collection{Games: []*Node{root, nil}})); got != want {
		t.Errorf("Marshal = %q, want %q", got, want)
	}
}

func TestMarshalWrapsLines(t *testing.T) {
	var b strings.Builder
	b.WriteString("(;SZ[19]AB")
	for i := range 19 {
		b.WriteString("[" + string(rune('a'+i)) + "d]")
	}
	for range 200 {
		b.WriteString(";B[dd];W[pp]")
	}
	b.WriteString(";C[" + strings.Repeat("long comment ", 20) + "])")
	c := mustParse(t, b.String())
	for _, line := range bytes.Split(Marshal(c), []byte("\n")) {
		if len(line) > lineWidth+10 && !bytes.Contains(line, []byte("long comment")) {
			t.Errorf("line of %d bytes: %q", len(line), line)
		}
	}
	checkRoundTrip(t, c)
}

func TestMarshalDeep(t *testing.T) {
	const depth = 100000
	c, err := Parse(deepFile(depth))
	if err != nil {
		t.Fatal(err)
	}
	checkRoundTrip(t, c)

	// A variation at every level: the output itself nests 100000 deep.
	root := &Node{Props: []Property{{"SZ", []string{"19"}}}}
	n := root
	for i := range depth {
		leaf := &Node{Props: []Property{{"C", []string{"side line"}}}, Parent: n}
		next := &Node{Props: []Property{{"B", []string{"aa"}}}, Parent: n}
		if i%2 == 0 {
			n.Children = []*Node{next, leaf}
		} else {
			n.Children = []*Node{leaf, next}
		}
		n = next
	}
	checkRoundTrip(t, &Collection{Games: []*Node{root}})
}
