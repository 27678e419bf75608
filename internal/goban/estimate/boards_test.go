package estimate

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
)

// boardRow is a row of a drawn board: x and o are black and white stones, b and w dead black
// and white stones, . an empty point.
var boardRow = regexp.MustCompile(`^[.xobw]+$`)

// boards holds the hand-drawn boards of testdata/boards/*.txt by name (README.md there).
var boards = sync.OnceValue(func() map[string][]string {
	files, err := filepath.Glob(filepath.Join("testdata", "boards", "*.txt"))
	if err != nil || len(files) == 0 {
		panic(fmt.Sprintf("no board files in testdata/boards (%v)", err))
	}
	m := map[string][]string{}
	for _, path := range files {
		for name, rows := range readBoards(path) {
			if _, ok := m[name]; ok {
				panic(fmt.Sprintf("%s: board %q drawn twice", path, name))
			}
			m[name] = rows
		}
	}
	return m
})

// readBoards reads one file of boards: a line "[name]" starts a board, its rows follow, a blank
// line ends it; lines starting with # are comments.
func readBoards(path string) map[string][]string {
	f, err := os.Open(path)
	if err != nil {
		panic(err)
	}
	defer f.Close()
	m := map[string][]string{}
	name := ""
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimRight(sc.Text(), " \t\r")
		switch {
		case strings.HasPrefix(line, "#"):
		case line == "":
			name = ""
		case strings.HasPrefix(line, "[") && strings.HasSuffix(line, "]"):
			name = line[1 : len(line)-1]
			if _, ok := m[name]; ok || name == "" {
				panic(fmt.Sprintf("%s:%d: board %q drawn twice or unnamed", path, n, name))
			}
			m[name] = nil
		case name == "":
			panic(fmt.Sprintf("%s:%d: a row outside a board: %q", path, n, line))
		case !boardRow.MatchString(line):
			panic(fmt.Sprintf("%s:%d: not a row of a board (.xobw): %q", path, n, line))
		case len(m[name]) > 0 && len(line) != len(m[name][0]):
			panic(fmt.Sprintf("%s:%d: row of %d points in a board %d wide", path, n, len(line), len(m[name][0])))
		default:
			m[name] = append(m[name], line)
		}
	}
	if err := sc.Err(); err != nil {
		panic(err)
	}
	return m
}

// board returns the rows of the board drawn under [name] in testdata/boards.
func board(name string) []string {
	rows, ok := boards()[name]
	if !ok || len(rows) == 0 {
		panic(fmt.Sprintf("no board %q in testdata/boards", name))
	}
	return append([]string(nil), rows...)
}
