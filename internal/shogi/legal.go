package shogi

import "fmt"

// IllegalMoveError says why a move is not legal in a position.
type IllegalMoveError struct {
	Move   Move
	Reason string
}

func (e *IllegalMoveError) Error() string { return fmt.Sprintf("%s is illegal: %s", e.Move, e.Reason) }

func illegal(m Move, format string, args ...any) error {
	return &IllegalMoveError{Move: m, Reason: fmt.Sprintf(format, args...)}
}

// Check returns nil when m is legal for the side to move, else an *IllegalMoveError naming the
// rule it breaks (seed 003): the piece cannot move so, a promotion outside the zone or of a piece
// that does not promote, a piece left where it could never move, a drop of a piece not in hand,
// a second pawn in a file (nifu), mate by a dropped pawn (uchifuzume), or one's own king left in
// check.
func (p *Position) Check(m Move) error {
	c := p.turn
	if m.To < 0 || m.To > 80 {
		return illegal(m, "the target square is off the board")
	}
	if m.IsDrop() {
		if m.Drop <= NoKind || m.Drop >= King {
			return illegal(m, "a %s cannot be dropped", m.Drop)
		}
		if m.Promote {
			return illegal(m, "a dropped piece enters the board unpromoted")
		}
		if p.hands[c][m.Drop] == 0 {
			return illegal(m, "%s has no %s in hand", c, m.Drop)
		}
		if !p.board[m.To].Empty() {
			return illegal(m, "%s is not empty", m.To)
		}
		if deadEnd(m.Drop, c, m.To.Rank()) {
			return illegal(m, "a %s dropped on %s could never move", m.Drop, m.To)
		}
		if m.Drop == Pawn && p.pawnsInFile(c, m.To.File()) > 0 {
			return illegal(m, "%s already has an unpromoted pawn in file %d (nifu)", c, m.To.File())
		}
	} else {
		if m.From < 0 || m.From > 80 {
			return illegal(m, "the square moved from is off the board")
		}
		pc := p.board[m.From]
		if pc.Empty() {
			return illegal(m, "there is no piece on %s", m.From)
		}
		if pc.Color != c {
			return illegal(m, "the %s on %s is %s's, and %s is to move", pc.Kind, m.From, pc.Color, c)
		}
		if t := p.board[m.To]; !t.Empty() && t.Color == c {
			return illegal(m, "%s holds a piece of %s's own", m.To, c)
		}
		if !p.attacks(m.From, m.To) {
			return illegal(m, "a %s on %s cannot reach %s", pc.Kind, m.From, m.To)
		}
		if m.Promote {
			if !pc.Kind.CanPromote() {
				if pc.Kind.IsPromoted() {
					return illegal(m, "the %s is already promoted", pc.Kind)
				}
				return illegal(m, "a %s does not promote", pc.Kind)
			}
			if !inZone(c, m.From.Rank()) && !inZone(c, m.To.Rank()) {
				return illegal(m, "neither %s nor %s is in %s's promotion zone", m.From, m.To, c)
			}
		} else if deadEnd(pc.Kind, c, m.To.Rank()) {
			return illegal(m, "a %s on %s could never move again: it must promote", pc.Kind, m.To)
		}
	}
	q := p.Clone()
	q.apply(m)
	if q.InCheck(c) {
		if !m.IsDrop() && p.board[m.From].Kind == King {
			return illegal(m, "the king would be in check on %s", m.To)
		}
		if p.InCheck(c) {
			return illegal(m, "%s's king stays in check", c)
		}
		return illegal(m, "it leaves %s's king in check", c)
	}
	if m.Drop == Pawn && q.InCheck(c.Opponent()) && !q.hasBoardMove() {
		return illegal(m, "a dropped pawn may not give mate (uchifuzume)")
	}
	return nil
}

// Play plays m if it is legal, else returns why not and changes nothing.
func (p *Position) Play(m Move) error {
	if err := p.Check(m); err != nil {
		return err
	}
	p.apply(m)
	return nil
}

// boardMoves calls f for every move of a piece on the board by the side to move that respects
// the piece's moves and the promotion rules; f returns false to stop.
func (p *Position) boardMoves(f func(Move) bool) {
	c := p.turn
	for s := Square(0); s < 81; s++ {
		pc := p.board[s]
		if pc.Empty() || pc.Color != c {
			continue
		}
		goOn := true
		p.eachTarget(s, func(t Square) bool {
			if u := p.board[t]; !u.Empty() && u.Color == c {
				return true
			}
			canPromote := pc.Kind.CanPromote() && (inZone(c, s.Rank()) || inZone(c, t.Rank()))
			if canPromote {
				goOn = f(Move{From: s, To: t, Promote: true})
			}
			if goOn && !deadEnd(pc.Kind, c, t.Rank()) {
				goOn = f(Move{From: s, To: t})
			}
			return goOn
		})
		if !goOn {
			return
		}
	}
}

// drops calls f for every drop that respects the drop rules but uchifuzume; f returns false to
// stop.
func (p *Position) drops(f func(Move) bool) {
	c := p.turn
	for _, k := range handKinds {
		if p.hands[c][k] == 0 {
			continue
		}
		for t := Square(0); t < 81; t++ {
			if !p.board[t].Empty() || deadEnd(k, c, t.Rank()) {
				continue
			}
			if k == Pawn && p.pawnsInFile(c, t.File()) > 0 {
				continue
			}
			if !f(DropMove(k, t)) {
				return
			}
		}
	}
}

// safe reports whether m, already within the piece and drop rules, keeps the mover's king out
// of check.
func (p *Position) safe(m Move) bool {
	q := p.Clone()
	q.apply(m)
	return !q.InCheck(p.turn)
}

// hasBoardMove reports whether the side to move has a legal move of a piece on the board. It
// is all uchifuzume needs: a check by a pawn next to the king can only be answered by capturing
// the pawn or moving the king, never by a drop.
func (p *Position) hasBoardMove() bool {
	found := false
	p.boardMoves(func(m Move) bool {
		found = p.safe(m)
		return !found
	})
	return found
}

// HasLegalMove reports whether the side to move has any legal move.
func (p *Position) HasLegalMove() bool {
	found := false
	stop := func(m Move) bool {
		found = p.Check(m) == nil
		return !found
	}
	p.boardMoves(stop)
	if !found {
		p.drops(stop)
	}
	return found
}

// Checkmated reports whether the side to move is mated: in check with no legal move.
func (p *Position) Checkmated() bool {
	return p.InCheck(p.turn) && !p.HasLegalMove()
}
