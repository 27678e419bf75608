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
