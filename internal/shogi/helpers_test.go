package shogi

import (
	"fmt"
	"strings"
)

// What only the tests use.

// Start returns the starting position. The caller must not change it.
func (g *Game) Start() *Position { return g.start }

// DefaultHandicap returns the default handicap for a rank difference of diff grades (negative
// differences count as their absolute value); beyond the ladder's end, its last step.
func DefaultHandicap(diff int) Handicap {
	if diff < 0 {
		diff = -diff
	}
	if diff >= len(DefaultHandicapLadder) {
		diff = len(DefaultHandicapLadder) - 1
	}
	h, err := HandicapByName(DefaultHandicapLadder[diff])
	if err != nil {
		panic(err) // the ladder names known handicaps
	}
	return h
}

// LegalMoves returns every legal move of the side to move.
func (p *Position) LegalMoves() []Move {
	var ms []Move
	add := func(m Move) bool {
		if p.Check(m) == nil {
			ms = append(ms, m)
		}
		return true
	}
	p.boardMoves(add)
	p.drops(add)
	return ms
}

// ParseUSI reads a move in USI notation (7g7f, 8h2b+, P*5e).
func ParseUSI(s string) (Move, error) {
	bad := fmt.Errorf("move %q: want USI notation like 7g7f, 8h2b+ or P*5e", s)
	sq := func(t string) (Square, bool) {
		if len(t) != 2 || t[0] < '1' || t[0] > '9' || t[1] < 'a' || t[1] > 'i' {
			return NoSquare, false
		}
		return SquareAt(int(t[0]-'0'), int(t[1]-'a')+1), true
	}
	if len(s) == 4 && s[1] == '*' {
		k, col, ok := sfenKind(s[0])
		to, ok2 := sq(s[2:])
		if !ok || !ok2 || col != Black || k == King {
			return Move{}, bad
		}
		return DropMove(k, to), nil
	}
	promote := strings.HasSuffix(s, "+")
	s2 := strings.TrimSuffix(s, "+")
	if len(s2) != 4 {
		return Move{}, bad
	}
	from, ok := sq(s2[:2])
	to, ok2 := sq(s2[2:])
	if !ok || !ok2 {
		return Move{}, bad
	}
	return Move{From: from, To: to, Promote: promote}, nil
}

// Turn returns the side to move.
func (p *Position) Turn() Color { return p.turn }

// MoveNumber returns the number of the next move, SFEN's count.
func (p *Position) MoveNumber() int { return p.ply }
