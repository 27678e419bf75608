package shogi

import (
	"strings"
)

// Move is a move: a piece moved on the board (From, To, Promote) or a piece dropped from hand
// (Drop is its kind, From is NoSquare).
type Move struct {
	From    Square
	To      Square
	Drop    Kind
	Promote bool
}

// IsDrop reports whether the move drops a piece from hand.
func (m Move) IsDrop() bool { return m.Drop != NoKind }

// DropMove returns the move that drops a piece of kind k on square to.
func DropMove(k Kind, to Square) Move { return Move{From: NoSquare, To: to, Drop: k} }

// String writes the move in USI notation: 7g7f, 8h2b+ (promoting), P*5e (a drop).
func (m Move) String() string {
	if m.IsDrop() {
		return strings.ToUpper(string(sfenLetters[m.Drop])) + "*" + m.To.String()
	}
	s := m.From.String() + m.To.String()
	if m.Promote {
		s += "+"
	}
	return s
}

type delta struct{ dx, dy int }

// The moves of each kind for Black, who moves towards rank 1 (dy < 0); White's are turned round.
var (
	goldSteps   = []delta{{-1, -1}, {0, -1}, {1, -1}, {-1, 0}, {1, 0}, {0, 1}}
	silverSteps = []delta{{-1, -1}, {0, -1}, {1, -1}, {-1, 1}, {1, 1}}
	kingSteps   = []delta{{-1, -1}, {0, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {0, 1}, {1, 1}}
	diagonals   = []delta{{-1, -1}, {1, -1}, {-1, 1}, {1, 1}}
	orthogonals = []delta{{0, -1}, {-1, 0}, {1, 0}, {0, 1}}
)

// pieceMoves lists the steps (one square) and slides (any distance until blocked) of a kind.
func pieceMoves(k Kind) (steps, slides []delta) {
	switch k {
	case Pawn:
		return []delta{{0, -1}}, nil
	case Lance:
		return nil, []delta{{0, -1}}
	case Knight:
		return []delta{{-1, -2}, {1, -2}}, nil
	case Silver:
		return silverSteps, nil
	case Gold, ProPawn, ProLance, ProKnight, ProSilver:
		return goldSteps, nil
	case Bishop:
		return nil, diagonals
	case Rook:
		return nil, orthogonals
	case King:
		return kingSteps, nil
	case Horse:
		return orthogonals, diagonals
	case Dragon:
		return diagonals, orthogonals
	}
	return nil, nil
}

// eachTarget calls f for every square the piece on s attacks: empty squares and occupied ones
// (of either side), sliders stopping at the first occupied square. f returns false to stop.
func (p *Position) eachTarget(s Square, f func(Square) bool) {
	pc := p.board[s]
	steps, slides := pieceMoves(pc.Kind)
	sign := 1
	if pc.Color == White {
		sign = -1
	}
	x0, y0 := s.x(), s.y()
	for _, d := range steps {
		x, y := x0+sign*d.dx, y0+sign*d.dy
		if onBoard(x, y) && !f(squareXY(x, y)) {
			return
		}
	}
	for _, d := range slides {
		for x, y := x0+sign*d.dx, y0+sign*d.dy; onBoard(x, y); x, y = x+sign*d.dx, y+sign*d.dy {
			t := squareXY(x, y)
			if !f(t) {
				return
			}
			if !p.board[t].Empty() {
				break
			}
		}
	}
}

// attacks reports whether the piece on s attacks square t.
func (p *Position) attacks(s, t Square) bool {
	hit := false
	p.eachTarget(s, func(u Square) bool {
		hit = u == t
		return !hit
	})
	return hit
}

// Attacked reports whether side by attacks square t.
func (p *Position) Attacked(t Square, by Color) bool {
	for s := Square(0); s < 81; s++ {
		if pc := p.board[s]; !pc.Empty() && pc.Color == by && p.attacks(s, t) {
			return true
		}
	}
	return false
}

// InCheck reports whether side c's king is attacked.
func (p *Position) InCheck(c Color) bool {
	k := p.King(c)
	return k != NoSquare && p.Attacked(k, c.Opponent())
}

// apply plays m without any check: the caller has checked it.
func (p *Position) apply(m Move) {
	c := p.turn
	if m.IsDrop() {
		p.hands[c][m.Drop]--
		p.board[m.To] = Piece{m.Drop, c}
	} else {
		pc := p.board[m.From]
		if taken := p.board[m.To]; !taken.Empty() && taken.Kind != King {
			p.hands[c][taken.Kind.Unpromoted()]++
		}
		if m.Promote {
			pc.Kind = pc.Kind.Promoted()
		}
		p.board[m.From] = Piece{}
		p.board[m.To] = pc
	}
	p.turn = c.Opponent()
	p.ply++
}
