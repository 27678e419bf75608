// Command gen makes the self-play boards of the dead-stone measurement (docs/SCORING.md,
// "Measured on generated games"): GNU Go plays both sides from a few random opening moves until
// both pass, which leaves the dame open and the dead stones on the board; that position is
// recorded. GNU Go then plays on with kgs-genmove_cleanup, which captures every dead stone
// under area rules, until both pass again. A stone of the recorded position is dead when its
// point ends up the opponent's (an opponent stone or territory only the opponent touches) and
// alive when it ends up its own colour's; a board where a stone ends up neutral is dropped.
//
//	go run ./internal/goban/estimate/testdata/selfplay/gen -size 9 -n 200 -seed 1 > internal/goban/estimate/testdata/selfplay/9x9.txt
//
// -opening raises the number of random opening moves, for messier games with more dead stones;
// -noise replaces a share of GNU Go's moves (not its passes) by random ones all game long.
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
// is true when a player resigns. With noise > 0 (genmove only), each move GNU Go would play
// (not a pass) is replaced, with that probability, by a random legal move that fills no eye of
// the player's own: the blunders of weaker players (invasions that die, stones left in atari,
// ataris not answered), which leave messier final positions.
func (g *gtp) playOut(gen string, first string, limit int, noise float64, rng *rand.Rand, size int) (resigned bool, err error) {
	colour, passes := first, 0
	for range limit {
		var mv string
		var err error
		if noise > 0 {
			mv, err = g.noisyMove(colour, noise, rng, size)
		} else {
			mv, err = g.cmd("%s %s", gen, colour)
		}
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

// noisyMove asks GNU Go for its move without playing it; a pass or resignation stands, any
// other move is played, or with probability noise a random legal move instead.
func (g *gtp) noisyMove(colour string, noise float64, rng *rand.Rand, size int) (string, error) {
	mv, err := g.cmd("reg_genmove %s", colour)
	if err != nil {
		return "", err
	}
	switch strings.ToLower(mv) {
	case "pass", "resign":
		if strings.ToLower(mv) == "pass" {
			_, err = g.cmd("play %s pass", colour)
		}
		return mv, err
	}
	if rng.Float64() < noise {
		cells, err := g.board(size)
		if err != nil {
			return "", err
		}
		own := byte('X')
		if colour == "white" {
			own = 'O'
		}
		for tries := 0; tries < 50; tries++ {
			x, y := rng.IntN(size), rng.IntN(size)
			if cells[y*size+x] != '.' || ownEye(cells, size, x, y, own) {
				continue
			}
			v := fmt.Sprintf("%c%d", letters[x], size-y)
			if _, err := g.cmd("play %s %s", colour, v); err == nil {
				return v, nil
			}
		}
	}
	_, err = g.cmd("play %s %s", colour, mv)
	return mv, err
}

// ownEye reports whether every neighbour of x, y is the colour own's stone.
func ownEye(cells []byte, size, x, y int, own byte) bool {
	for _, d := range [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
		nx, ny := x+d[0], y+d[1]
		if nx >= 0 && ny >= 0 && nx < size && ny < size && cells[ny*size+nx] != own {
			return false
		}
	}
	return true
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

func game(g *gtp, size int, seed uint64, level, maxOpening int, noise float64) (string, bool, error) {
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
	resigned, err := g.playOut("genmove", colour, 3*size*size, noise, rng, size)
	if err != nil || resigned {
		return "", false, err
	}
	before, err := g.board(size)
	if err != nil {
		return "", false, err
	}
	var judged []byte
	if verifyLevel > 0 {
		if judged, err = g.deadAt(size, verifyLevel, level); err != nil {
			return "", false, err
		}
	}
	resigned, err = g.playOut("kgs-genmove_cleanup", "black", 4*size*size, 0, nil, size)
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
	if judged != nil && !agrees(out, judged) {
		dropped++
		return "", false, nil
	}
	var b strings.Builder
	fmt.Fprintf(&b, "board %d size %d\n", seed, size)
	for y := range size {
		b.Write(out[y*size : (y+1)*size])
		b.WriteByte('\n')
	}
	return b.String(), true, nil
}

// verifyLevel, when positive, is the level at which GNU Go's own judgement of the dead stones
// (final_status_list dead) must agree with the clean-up continuation for a board to be kept:
// the continuation is played at the game's level, and a weak clean-up sometimes captures a
// stone that could have been saved, or leaves one that could not; where the two judgements
// differ, the board's truth is in doubt and the board is dropped (counted in dropped).
var (
	verifyLevel int
	dropped     int
)

// deadAt asks GNU Go, at level, which stones of the current position are dead, then sets the
// level back to back; the result marks them 'x'/'o' in a copy of the board.
func (g *gtp) deadAt(size, level, back int) ([]byte, error) {
	cells, err := g.board(size)
	if err != nil {
		return nil, err
	}
	if _, err := g.cmd("level %d", level); err != nil {
		return nil, err
	}
	s, err := g.cmd("final_status_list dead")
	if err != nil {
		return nil, err
	}
	if _, err := g.cmd("level %d", back); err != nil {
		return nil, err
	}
	for _, v := range strings.Fields(s) {
		x, y, ok := parseVertex(v, size)
		if !ok {
			return nil, fmt.Errorf("bad vertex %q", v)
		}
		if c := cells[y*size+x]; c == 'X' || c == 'O' {
			cells[y*size+x] = c + ('a' - 'A')
		}
	}
	return cells, nil
}

// agrees reports whether two boards mark the same stones dead.
func agrees(a, b []byte) bool {
	return string(a) == string(b)
}

// filter reads a file of boards, sets each position up in GNU Go and keeps those whose dead
// stones GNU Go at verifyLevel judges the same way (the -verify check for boards made before).
func filter(g *gtp, path string) error {
	data, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	kept := 0
	for _, block := range strings.Split(strings.TrimSpace(string(data)), "\n\n") {
		lines := strings.Split(block, "\n")
		var seed uint64
		var size int
		if _, err := fmt.Sscanf(lines[0], "board %d size %d", &seed, &size); err != nil {
			return fmt.Errorf("%q: %v", lines[0], err)
		}
		rows := []byte(strings.Join(lines[1:], ""))
		if _, err := g.cmd("boardsize %d", size); err != nil {
			return err
		}
		if _, err := g.cmd("clear_board"); err != nil {
			return err
		}
		// A final position has no chain without liberties, so placing its stones in any order
		// captures nothing.
		for i, c := range rows {
			colour := ""
			switch c {
			case 'X', 'x':
				colour = "black"
			case 'O', 'o':
				colour = "white"
			default:
				continue
			}
			if _, err := g.cmd("play %s %c%d", colour, letters[i%size], size-i/size); err != nil {
				return err
			}
		}
		judged, err := g.deadAt(size, verifyLevel, verifyLevel)
		if err != nil {
			return err
		}
		if !agrees(rows, judged) {
			dropped++
			continue
		}
		if kept > 0 {
			fmt.Println()
		}
		fmt.Println(block)
		kept++
	}
	fmt.Fprintf(os.Stderr, "%d boards kept, %d dropped\n", kept, dropped)
	return nil
}

func main() {
	size := flag.Int("size", 9, "board size")
	n := flag.Int("n", 100, "boards to make")
	seed := flag.Uint64("seed", 1, "first seed; board k uses seed+k")
	level := flag.Int("level", 1, "GNU Go's level")
	opening := flag.Int("opening", 0, "most random opening moves (default 2 + a tenth of the points)")
	noise := flag.Float64("noise", 0, "share of GNU Go's moves replaced by random ones (see playOut)")
	flag.IntVar(&verifyLevel, "verify", 0, "keep only boards whose dead stones GNU Go at this level judges as the clean-up found (0: no check)")
	filterPath := flag.String("filter", "", "instead of playing, apply -verify to the boards of this file")
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
	if *filterPath != "" {
		if verifyLevel <= 0 {
			fmt.Fprintln(os.Stderr, "-filter needs -verify")
			os.Exit(2)
		}
		if err := filter(g, *filterPath); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		g.cmd("quit")
		cmd.Wait()
		return
	}
	made := 0
	for k := uint64(0); made < *n && k < uint64(*n)*3; k++ {
		s, ok, err := game(g, *size, *seed+k, *level, *opening, *noise)
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
	fmt.Fprintf(os.Stderr, "%d boards (%d dropped by -verify)\n", made, dropped)
}
