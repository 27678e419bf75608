// Command gen makes the self-play boards of the dead-stone measurement (docs/SCORING.md,
// "Measured on generated games"): GNU Go plays both sides from a few random opening moves until
// both pass, which leaves the dame open and the dead stones on the board; that position is
// recorded. GNU Go then plays on with kgs-genmove_cleanup, which captures every dead stone
// under area rules, until both pass again. A stone of the recorded position is dead when its
// point ends up the opponent's (an opponent stone or territory only the opponent touches) and
// alive when it ends up its own colour's; a board where a stone ends up neutral is dropped.
//
//	go run ./internal/goban/testdata/selfplay/gen -size 9 -n 200 -seed 1 > internal/goban/testdata/selfplay/9x9.txt
//
// -opening raises the number of random opening moves, for messier games with more dead stones.
//
// Output: boards separated by blank lines, each a header "board SEED size N" then N rows from
// the top, '.' empty, 'X'/'O' a living black/white stone, 'x'/'o' a dead one.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"strings"
)

type gtp struct {
	in  io.Writer
	out *bufio.Reader
}

func (g *gtp) cmd(format string, args ...any) (string, error) {
	fmt.Fprintf(g.in, format+"\n", args...)
	var resp strings.Builder
	for {
		line, err := g.out.ReadString('\n')
		if err != nil {
			return "", err
		}
		if strings.TrimSpace(line) == "" && resp.Len() > 0 {
			break
		}
		resp.WriteString(line)
	}
	s := strings.TrimSpace(resp.String())
	if strings.HasPrefix(s, "?") {
		return "", fmt.Errorf("gtp: %s", s)
	}
	return strings.TrimSpace(strings.TrimPrefix(s, "=")), nil
}

const letters = "ABCDEFGHJKLMNOPQRSTUVWXYZ"

func parseVertex(v string, size int) (x, y int, ok bool) {
	v = strings.ToUpper(v)
	if len(v) < 2 {
		return 0, 0, false
	}
	x = strings.IndexByte(letters, v[0])
	var row int
	if _, err := fmt.Sscan(v[1:], &row); err != nil || x < 0 {
		return 0, 0, false
	}
	return x, size - row, true
}

// board reads the stones from GNU Go: cells[y*size+x], y from the top.
func (g *gtp) board(size int) ([]byte, error) {
	cells := []byte(strings.Repeat(".", size*size))
	for _, c := range []struct {
		name string
		mark byte
	}{{"black", 'X'}, {"white", 'O'}} {
		s, err := g.cmd("list_stones %s", c.name)
		if err != nil {
			return nil, err
		}
		for _, v := range strings.Fields(s) {
			x, y, ok := parseVertex(v, size)
			if !ok {
				return nil, fmt.Errorf("bad vertex %q", v)
			}
			cells[y*size+x] = c.mark
		}
	}
	return cells, nil
}

// playOut alternates gen (genmove or kgs-genmove_cleanup) until two passes in a row; resigned
// is true when a player resigns.
func (g *gtp) playOut(gen string, first string, limit int) (resigned bool, err error) {
	colour, passes := first, 0
	for range limit {
		mv, err := g.cmd("%s %s", gen, colour)
		if err != nil {
			return false, err
		}
		switch strings.ToLower(mv) {
		case "resign":
			return true, nil
		case "pass":
			passes++
			if passes == 2 {
				return false, nil
			}
		default:
			passes = 0
		}
		if colour == "black" {
			colour = "white"
		} else {
			colour = "black"
		}
	}
	return true, nil // too long: drop it
}

// areaOwner gives each point's owner at the end: the stone's colour, or the colour whose
// stones alone touch an empty region; '.' for neutral.
func areaOwner(cells []byte, size int) []byte {
	own := append([]byte(nil), cells...)
	seen := make([]bool, len(cells))
	for s := range cells {
		if cells[s] != '.' || seen[s] {
			continue
		}
		region, touch := []int{s}, map[byte]bool{}
		seen[s] = true
		for k := 0; k < len(region); k++ {
			i := region[k]
			x, y := i%size, i/size
			for _, d := range [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
				nx, ny := x+d[0], y+d[1]
				if nx < 0 || ny < 0 || nx >= size || ny >= size {
					continue
				}
				q := ny*size + nx
				if cells[q] == '.' {
					if !seen[q] {
						seen[q] = true
						region = append(region, q)
					}
				} else {
					touch[cells[q]] = true
				}
			}
		}
		mark := byte('.')
		if touch['X'] && !touch['O'] {
			mark = 'X'
		} else if touch['O'] && !touch['X'] {
			mark = 'O'
		}
		for _, i := range region {
			own[i] = mark
		}
	}
	return own
}

func game(g *gtp, size int, seed uint64, level, maxOpening int) (string, bool, error) {
	rng := rand.New(rand.NewPCG(seed, 0x73656c66))
	if _, err := g.cmd("boardsize %d", size); err != nil {
		return "", false, err
	}
	if _, err := g.cmd("clear_board"); err != nil {
		return "", false, err
	}
	if _, err := g.cmd("komi 6.5"); err != nil {
		return "", false, err
	}
	if _, err := g.cmd("level %d", level); err != nil {
		return "", false, err
	}
	// A few random moves away from the edge make each game different.
	if maxOpening < 2 {
		maxOpening = 2 + size*size/10
	}
	opening := 2 + rng.IntN(maxOpening-1)
	colour := "black"
	for played, tries := 0, 0; played < opening && tries < 200; tries++ {
		x, y := 1+rng.IntN(size-2), 1+rng.IntN(size-2)
		if _, err := g.cmd("play %s %c%d", colour, letters[x], size-y); err != nil {
			continue
		}
		played++
		if colour == "black" {
			colour = "white"
		} else {
			colour = "black"
		}
	}
	resigned, err := g.playOut("genmove", colour, 3*size*size)
	if err != nil || resigned {
		return "", false, err
	}
	before, err := g.board(size)
	if err != nil {
		return "", false, err
	}
	resigned, err = g.playOut("kgs-genmove_cleanup", "black", 4*size*size)
	if err != nil || resigned {
		return "", false, err
	}
	after, err := g.board(size)
	if err != nil {
		return "", false, err
	}
	own := areaOwner(after, size)
	out := []byte(string(before))
	for i, c := range before {
		switch {
		case c == '.':
		case own[i] == c:
		case own[i] == '.':
			return "", false, nil // ends neutral: unknown
		default:
			out[i] = c + ('a' - 'A')
		}
	}
	var b strings.Builder
	fmt.Fprintf(&b, "board %d size %d\n", seed, size)
	for y := range size {
		b.Write(out[y*size : (y+1)*size])
		b.WriteByte('\n')
	}
	return b.String(), true, nil
}

func main() {
	size := flag.Int("size", 9, "board size")
	n := flag.Int("n", 100, "boards to make")
	seed := flag.Uint64("seed", 1, "first seed; board k uses seed+k")
	level := flag.Int("level", 1, "GNU Go's level")
	opening := flag.Int("opening", 0, "most random opening moves (default 2 + a tenth of the points)")
	flag.Parse()
	cmd := exec.Command("gnugo", "--mode", "gtp", "--chinese-rules")
	in, err := cmd.StdinPipe()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	outPipe, err := cmd.StdoutPipe()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	if err := cmd.Start(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	g := &gtp{in: in, out: bufio.NewReader(outPipe)}
	made := 0
	for k := uint64(0); made < *n && k < uint64(*n)*3; k++ {
		s, ok, err := game(g, *size, *seed+k, *level, *opening)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		if !ok {
			continue
		}
		if made > 0 {
			fmt.Println()
		}
		fmt.Print(s)
		made++
	}
	g.cmd("quit")
	cmd.Wait()
	fmt.Fprintf(os.Stderr, "%d boards\n", made)
}
