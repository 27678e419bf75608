package estimate

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/goban"
)

// selfplayBoard is a final position from testdata/selfplay with the true status of every stone
// (see testdata/selfplay/gen): Dead marks the stones GNU Go's clean-up continuation captured.
type selfplayBoard struct {
	seed   uint64
	size   int
	stones []goban.Color
	dead   []bool
}

// check tells the boards kept for checking only (odd seeds) from those that may be used for
// tuning (even seeds).
func (b selfplayBoard) check() bool { return b.seed%2 == 1 }

func readSelfplay(t testing.TB, path string) []selfplayBoard {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var boards []selfplayBoard
	var cur *selfplayBoard
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		switch {
		case line == "":
		case strings.HasPrefix(line, "board "):
			var seed uint64
			var size int
			if _, err := fmt.Sscanf(line, "board %d size %d", &seed, &size); err != nil {
				t.Fatalf("%s: %q: %v", path, line, err)
			}
			boards = append(boards, selfplayBoard{seed: seed, size: size})
			cur = &boards[len(boards)-1]
		default:
			if cur == nil || len(line) != cur.size {
				t.Fatalf("%s: bad row %q", path, line)
			}
			for _, ch := range line {
				c, d := goban.Empty, false
				switch ch {
				case 'X':
					c = goban.Black
				case 'O':
					c = goban.White
				case 'x':
					c, d = goban.Black, true
				case 'o':
					c, d = goban.White, true
				case '.':
				default:
					t.Fatalf("%s: bad row %q", path, line)
				}
				cur.stones = append(cur.stones, c)
				cur.dead = append(cur.dead, d)
			}
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	for _, b := range boards {
		if len(b.stones) != b.size*b.size {
			t.Fatalf("%s: board %d has %d points", path, b.seed, len(b.stones))
		}
	}
	return boards
}

// selfplayFigures are the measurements of the estimate on a set of boards.
type selfplayFigures struct {
	boards, boardsRight, boardsSafe int // safe: every wrong stone uncertain
	stones, stonesRight, uncertain  int
	confidentWrong                  int
}

func (f selfplayFigures) String() string {
	pc := func(a, b int) float64 { return 100 * float64(a) / float64(max(b, 1)) }
	return fmt.Sprintf("%d boards: %d fully right (%.1f%%), %d without a confident mistake; %d stones: %d right (%.2f%%), %d uncertain (%.2f%%), %d wrong and not marked uncertain",
		f.boards, f.boardsRight, pc(f.boardsRight, f.boards), f.boardsSafe, f.stones, f.stonesRight, pc(f.stonesRight, f.stones),
		f.uncertain, pc(f.uncertain, f.stones), f.confidentWrong)
}

// measureSelfplay estimates every board (Chinese rules, seed 0) and counts; dump prints the
// wrong stones' groups.
func measureSelfplay(t *testing.T, boards []selfplayBoard, dump bool) selfplayFigures {
	var f selfplayFigures
	chinese := mustRules(t, "chinese")
	for _, b := range boards {
		e := estimateDetail(b.size, b.size, b.stones, chinese, 0)
		f.boards++
		right, safe := true, true
		for i, c := range b.stones {
			if c == goban.Empty {
				continue
			}
			f.stones++
			if e.Uncertain[i] {
				f.uncertain++
			}
			if e.Dead[i] == b.dead[i] {
				f.stonesRight++
				continue
			}
			right = false
			if !e.Uncertain[i] {
				safe = false
				f.confidentWrong++
			}
		}
		if right {
			f.boardsRight++
		}
		if safe {
			f.boardsSafe++
		}
		if dump && !right {
			var sb strings.Builder
			for y := range b.size {
				for x := range b.size {
					i := y*b.size + x
					ch := map[goban.Color]byte{goban.Empty: '.', goban.Black: 'X', goban.White: 'O'}[b.stones[i]]
					if b.dead[i] {
						ch += 'a' - 'A'
					}
					if b.stones[i] != goban.Empty && e.Dead[i] != b.dead[i] {
						if e.Uncertain[i] {
							ch = '?'
						} else {
							ch = '!'
						}
					}
					sb.WriteByte(ch)
				}
				sb.WriteByte('\n')
			}
			for _, gs := range e.Groups {
				if e.Dead[gs.Stones[0]] != b.dead[gs.Stones[0]] {
					fmt.Fprintf(&sb, "  %v %s dead=%v uncertain=%v evidence=%s share=%.2f why=%s\n",
						gs.Color, goban.VertexName(b.size, gs.Stones[0]%b.size, gs.Stones[0]/b.size), gs.Dead, gs.Uncertain, gs.Evidence, gs.Share, gs.Why)
				}
			}
			t.Logf("board %d (x/o truly dead; ! wrong and sure, ? wrong and uncertain):\n%s", b.seed, sb.String())
		}
	}
	return f
}

func selfplayFiles(t *testing.T) []string {
	files, err := filepath.Glob(filepath.Join("testdata", "selfplay", "*.txt"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no self-play boards: %v", err)
	}
	return files
}

// selfplayFloor is what TestEstimateSelfplay demands of one file's tuning or check boards: no
// more boards with a confident mistake, and no fewer boards fully right, than measured when the
// file was made (the figures of SCORING.md), and under 5% of the stones uncertain.
type selfplayFloor struct {
	confidentBoards, rightBoards int
}

var selfplayFloors = map[string][2]selfplayFloor{ // tuning, check
	"9x9.txt":      {{0, 198}, {0, 200}},
	"9x9-wild.txt": {{0, 55}, {0, 52}},
	// The noisy boards (2026-11-29): the check half had one board with three stones wrong and
	// sure until the tactical reading (tactic.go) found their capture. With the shape
	// answers of the playouts (pattern.go) one more check board has its wrong stones
	// uncertain (692 fully right, 693 before) while a 13x13 check board became right.
	"9x9-noisy.txt":   {{0, 687}, {0, 692}},
	"13x13-noisy.txt": {{0, 73}, {0, 69}},
	"13x13.txt":       {{0, 27}, {0, 26}},
	"19x19.txt":       {{0, 4}, {0, 7}},
}

// TestEstimateSelfplay measures the estimate on the generated boards of testdata/selfplay, the
// tuning boards (even seeds) and the check boards (odd seeds, never used to tune the estimator)
// apart; HOSHI_ESTIMATE_DUMP=tuning (or check) draws the boards estimated wrong, and
// HOSHI_ESTIMATE_ONLY=tuning measures the tuning boards only (while tuning, so that the check
// boards are measured only when a change is kept).
func TestEstimateSelfplay(t *testing.T) {
	if testing.Short() {
		t.Skip("estimates hundreds of boards")
	}
	dump := os.Getenv("HOSHI_ESTIMATE_DUMP")
	only := os.Getenv("HOSHI_ESTIMATE_ONLY")
	for _, file := range selfplayFiles(t) {
		name := filepath.Base(file)
		floors, ok := selfplayFloors[name]
		if !ok {
			t.Errorf("%s: no floors in selfplayFloors", name)
		}
		var sets [2][]selfplayBoard
		for _, b := range readSelfplay(t, file) {
			if b.check() {
				sets[1] = append(sets[1], b)
			} else {
				sets[0] = append(sets[0], b)
			}
		}
		for k, label := range []string{"tuning", "check"} {
			if only != "" && only != label {
				continue
			}
			f := measureSelfplay(t, sets[k], dump == label)
			t.Logf("%s %s: %v", name, label, f)
			if got := f.boards - f.boardsSafe; got > floors[k].confidentBoards {
				t.Errorf("%s %s: %d boards with a confident mistake, want at most %d", name, label, got, floors[k].confidentBoards)
			}
			if f.boardsRight < floors[k].rightBoards {
				t.Errorf("%s %s: %d boards fully right, want at least %d", name, label, f.boardsRight, floors[k].rightBoards)
			}
			if f.uncertain*20 >= f.stones {
				t.Errorf("%s %s: %d of %d stones uncertain, want under 5%%", name, label, f.uncertain, f.stones)
			}
		}
	}
}
