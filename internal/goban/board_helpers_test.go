package goban

import (
	"strings"
	"testing"
)

// diagram builds a board from rows drawn top to bottom: X black, O white, . empty.
func diagram(t testing.TB, r Rules, rows ...string) *Board {
	t.Helper()
	p := NewPosition(len(rows))
	for y, row := range rows {
		row = strings.ReplaceAll(row, " ", "")
		if len(row) != len(rows) {
			t.Fatalf("diagram row %d has %d points, want %d", y, len(row), len(rows))
		}
		for x, ch := range row {
			switch ch {
			case 'X':
				p.Cells[y*p.Size+x] = Black
			case 'O':
				p.Cells[y*p.Size+x] = White
			}
		}
	}
	return BoardFromPosition(p, r)
}

// drawing returns the board as diagram rows, for comparing with expected diagrams.
func drawing(b *Board) []string {
	rows := make([]string, b.Size())
	for y := range rows {
		var sb strings.Builder
		for x := 0; x < b.Size(); x++ {
			sb.WriteByte(".XO"[b.At(x, y)])
		}
		rows[y] = sb.String()
	}
	return rows
}

func wantDrawing(t *testing.T, b *Board, rows ...string) {
	t.Helper()
	got := drawing(b)
	for i := range rows {
		rows[i] = strings.ReplaceAll(rows[i], " ", "")
	}
	if strings.Join(got, "\n") != strings.Join(rows, "\n") {
		t.Fatalf("board:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(rows, "\n"))
	}
}

func rulesNamed(t testing.TB, name string) Rules {
	t.Helper()
	r, err := RulesByName(name)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// mustPlay plays a move given as "D4" and fails the test if it is illegal.
func mustPlay(t *testing.T, b *Board, c Color, vertex string) int {
	t.Helper()
	x, y, err := ParseVertex(b.Size(), vertex)
	if err != nil {
		t.Fatal(err)
	}
	n, err := b.Play(c, x, y)
	if err != nil {
		t.Fatalf("%s %s: %v", c, vertex, err)
	}
	return n
}

// wantIllegal plays a move that must be refused for the given reason.
func wantIllegal(t *testing.T, b *Board, c Color, vertex string, want Reason) {
	t.Helper()
	x, y, err := ParseVertex(b.Size(), vertex)
	if err != nil {
		t.Fatal(err)
	}
	before := b.Position()
	if b.Legal(c, x, y) {
		t.Fatalf("%s %s: Legal says yes, want %s", c, vertex, want)
	}
	_, err = b.Play(c, x, y)
	ime, ok := err.(*IllegalMoveError)
	if !ok || ime.Reason != want {
		t.Fatalf("%s %s: err %v, want %s", c, vertex, err, want)
	}
	if strings.Join(drawing(BoardFromPosition(before, b.Rules())), "") != strings.Join(drawing(b), "") {
		t.Fatalf("%s %s: illegal move changed the board", c, vertex)
	}
}

// NewBoard returns an empty board with the Japanese rule set, whose ko and suicide rules are
// those of the seeds. Sizes outside MinSize..MaxSize are a programming error: callers validate
// sizes that come from users.
func NewBoard(size int) *Board {
	return NewBoardWithRules(size, japaneseRules)
}

// Rules returns the rule set whose ko and suicide rules the board applies.
func (b *Board) Rules() Rules { return b.rules }

// OnBoard reports whether p is a point of the board rather than of its frame or beyond.
func (b *Board) OnBoard(p Point) bool {
	return p > 0 && int(p) < len(b.cells) && b.cells[p] != Frame
}

// At returns the colour at column x, row y (from the top); the point must be on the board.
func (b *Board) At(x, y int) Color { return b.cells[b.PointAt(x, y)] }

// Hash returns the Zobrist hash of the stones on the board (not of the player to move).
func (b *Board) Hash() uint64 { return b.hash }

// Set puts colour c (Empty to clear) on column x, row y without captures, as SGF setup (AB,
// AW, AE) does. It clears the ko ban and leaves the superko history alone. Chains left without
// liberties stay on the board.
func (b *Board) Set(x, y int, c Color) {
	if c > White || x < 0 || y < 0 || x >= b.size || y >= b.size {
		panic("goban: Set with an invalid colour or off the board")
	}
	p := b.PointAt(x, y)
	if b.cells[p] == c {
		return
	}
	b.cells[p] = c
	b.ko = NoPoint
	b.rebuild()
}

// Liberties returns the number of distinct empty points next to the chain at column x, row y
// (from the top), or 0 if the point is empty.
func (b *Board) Liberties(x, y int) int { return b.LibertiesAt(b.PointAt(x, y)) }

// LibertiesAt is Liberties for a Point. It walks the chain once, marking liberties with a
// stamp rather than a fresh set, so it does not allocate.
func (b *Board) LibertiesAt(p Point) int {
	if c := b.cells[p]; c != Black && c != White {
		return 0
	}
	b.stamp++
	if b.stamp == 0 {
		clear(b.mark)
		b.stamp = 1
	}
	h := b.head[p]
	n := 0
	s := h
	for {
		for _, q := range b.Neighbours(s) {
			if b.cells[q] == Empty && b.mark[q] != b.stamp {
				b.mark[q] = b.stamp
				n++
			}
		}
		s = b.next[s]
		if s == h {
			break
		}
	}
	return n
}

// InAtari reports whether the chain at column x, row y has exactly one liberty.
func (b *Board) InAtari(x, y int) bool { return b.InAtariAt(b.PointAt(x, y)) }

// IsEyeLike reports whether the empty point at column x, row y looks like an eye of colour c:
// every neighbour is c's stone or off the board, and c's opponent holds at most one diagonal
// point (none if the point is on the edge). Playouts never fill such points, which keeps
// random games from killing their own groups.
func (b *Board) IsEyeLike(c Color, x, y int) bool { return b.IsEyeLikeAt(c, b.PointAt(x, y)) }

// Legal reports whether c may play at column x, row y now.
func (b *Board) Legal(c Color, x, y int) bool {
	if x < 0 || y < 0 || x >= b.size || y >= b.size {
		return false
	}
	return b.Check(c, b.PointAt(x, y)) == 0
}

// Check returns why c may not play at p now, or 0 if the move is legal.
func (b *Board) Check(c Color, p Point) Reason {
	m := b.examine(c, p)
	return m.why
}

// Name writes v as players do, like "D4".
func (v Vertex) Name(size int) string { return VertexName(size, v.X, v.Y) }

// vertices names the points marked in marks.
func vertices(p Position, marks []bool) []string {
	var out []string
	for i, m := range marks {
		if m {
			out = append(out, VertexName(p.Size, i%p.Size, i/p.Size))
		}
	}
	return out
}
