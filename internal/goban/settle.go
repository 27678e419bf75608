package goban

import (
	"errors"
	"fmt"

	"github.com/hoshi-go/hoshi/internal/sgf"
)

// Resumption is play resumed from a final position to settle a dispute, as far as it has
// gone: the moves need not be complete (SettleDispute counts a complete one), so that a
// director can enter them one at a time.
type Resumption struct {
	// Position is the position after the moves.
	Position Position
	// Next is the player whose turn it is.
	Next Color
	// CapturedBlack and CapturedWhite are the stones each player captured during the
	// resumption (not the prisoners of the game before it, not the pass stones).
	CapturedBlack, CapturedWhite int
	// PassStonesBlack and PassStonesWhite are the prisoners each player received for the
	// opponent's passes.
	PassStonesBlack, PassStonesWhite int
}

// ResumePlay plays moves from the final position p, first moving first and the players
// alternating, under r's ko and suicide rules. The positions of the game before p are not
// known, so repetition is judged from p on. A wrong turn or an illegal move is an error naming
// the move (an *IllegalMoveError for an illegal move, wrapped), and no Resumption.
func ResumePlay(p Position, first Color, moves []DisputeMove, r Rules) (*Resumption, error) {
	if first != Black && first != White {
		return nil, errors.New("dispute: the player who moves first must be black or white")
	}
	if p.Size < MinSize || p.Size > MaxSize || len(p.Cells) != p.Size*p.Size {
		return nil, fmt.Errorf("dispute: a %dx%d position with %d points: hoshi plays on %dx%d to %dx%d",
			p.Size, p.Size, len(p.Cells), MinSize, MinSize, MaxSize, MaxSize)
	}
	b := BoardFromPosition(p, r)
	res := &Resumption{Next: first}
	for k, m := range moves {
		if m.Color != res.Next {
			return nil, fmt.Errorf("dispute move %d: it is %s's turn, not %s's", k+1, res.Next, m.Color)
		}
		if m.Pass {
			b.Pass(m.Color)
			// The passer hands one prisoner to the opponent.
			if m.Color == Black {
				res.PassStonesWhite++
			} else {
				res.PassStonesBlack++
			}
		} else {
			n, err := b.Play(m.Color, m.X, m.Y)
			if err != nil {
				return nil, fmt.Errorf("dispute move %d: %w", k+1, err)
			}
			if m.Color == Black {
				res.CapturedBlack += n
			} else {
				res.CapturedWhite += n
			}
		}
		res.Next = m.Color.Opponent()
	}
	res.Position = b.Position()
	return res, nil
}

// FirstToResume is the player who moves first when play resumes after the game whose root is
// root: the one whose turn it was at the end, the opponent of the player of the main line's
// last move (a pass is a move; of a node with both B and W, the one written last). A record
// without moves (a final position typed in) does not say: Empty.
func FirstToResume(root *sgf.Node) Color {
	last := Empty
	for _, n := range root.MainLine() {
		for _, p := range n.Props {
			switch p.ID {
			case "B":
				last = Black
			case "W":
				last = White
			}
		}
	}
	if last == Empty {
		return Empty
	}
	return last.Opponent()
}

// SettledDead is the dead stones of the settled position after, carried over from the marks
// dead of the final position before the resumption: a stone marked dead there is dead in after
// if it is still on the board, unless a stone of its colour played during the resumption
// (moves) and still on the board lies in its area (the area bounded by the other colour that
// ToggleDead marks as one), since a player who plays next to his group shows it alive, and
// playing it out is how the dispute is settled. Stones played during the resumption are alive.
// The players may still mark groups of the settled position otherwise (ToggleDead).
func SettledDead(before Position, dead []bool, after Position, moves []DisputeMove) []bool {
	n := after.Size * after.Size
	out := make([]bool, n)
	if len(dead) != n || len(before.Cells) != n || len(after.Cells) != n {
		return out
	}
	for i := range out {
		out[i] = dead[i] && after.Cells[i] != Empty && after.Cells[i] == before.Cells[i]
	}
	for _, m := range moves {
		if m.Pass || after.At(m.X, m.Y) != m.Color {
			continue
		}
		area := ToggleDead(after, nil, m.X, m.Y)
		for i, a := range area {
			if a {
				out[i] = false
			}
		}
	}
	return out
}
