package goban

import (
	"errors"
	"fmt"
)

// DisputeMove is one move of play resumed to settle a dispute: a stone of Color at column X, row
// Y (from the top, as Board.Play takes them), or a pass.
type DisputeMove struct {
	Color Color
	Pass  bool
	X, Y  int
}

// Settlement is a final position after a dispute about life and death was settled by play, and
// its count.
type Settlement struct {
	// Position is the position after the resumed moves.
	Position Position
	// CapturesBlack and CapturesWhite are all the prisoners each player holds: those taken
	// before the resumption, the stones captured during it and the pass stones received.
	CapturesBlack, CapturesWhite int
	// PassStonesBlack and PassStonesWhite are the prisoners each player received for the
	// opponent's passes during the resumption (part of the captures above).
	PassStonesBlack, PassStonesWhite int
	// Score is the count of Position under the rules, with the dead stones given.
	Score Score
}

// SettleDispute resumes play from the final position p to settle a dispute about life and
// death, as seeds 000 (Czech rules, 1991) and 004 (Finnish rules) prescribe, and counts the
// settled position. first is the player whose turn it was at the end of the game: he moves
// first, the players alternate, and the last move is his opponent's, so that both play as many
// moves (the proof ends with a move of the opponent). A pass hands one prisoner to the opponent
// (the defender who need not answer a move pays for it with a stone), so that moves played into
// one's own territory to prove a group dead cost nothing: when both play correctly the count is
// the one the disputed position would have had with the group dead, or, if the defender saved
// it, that of the new final position.
//
// opts are the count's options for the position before the resumption: its CapturesBlack and
// CapturesWhite are the prisoners taken during the game, and Dead marks the dead stones of the
// settled position (nil: none, every stone left on the board lives). The moves follow the
// rules' ko and suicide rules from p; a wrong turn, an illegal move or a resumption that does
// not end with the opponent's move is an error naming the move, and nothing is counted.
// Atari-go, decided by the first capture, has no count to dispute.
func SettleDispute(p Position, first Color, moves []DisputeMove, opts ScoreOptions) (*Settlement, error) {
	if opts.Rules.FirstCaptureWins {
		return nil, errors.New("dispute: atari-go is decided by the first capture, not by a count")
	}
	if first != Black && first != White {
		return nil, errors.New("dispute: the player who moves first must be black or white")
	}
	if p.Size < MinSize || p.Size > MaxSize || len(p.Cells) != p.Size*p.Size {
		return nil, fmt.Errorf("dispute: a %dx%d position with %d points: hoshi plays on %dx%d to %dx%d",
			p.Size, p.Size, len(p.Cells), MinSize, MinSize, MaxSize, MaxSize)
	}
	if len(moves)%2 != 0 {
		return nil, fmt.Errorf("dispute: %d moves, but the resumption ends with a move of %s, so that both play as many moves",
			len(moves), first.Opponent())
	}
	r, err := ResumePlay(p, first, moves, opts.Rules)
	if err != nil {
		return nil, err
	}
	s := &Settlement{
		Position:        r.Position,
		CapturesBlack:   opts.CapturesBlack + r.CapturedBlack + r.PassStonesBlack,
		CapturesWhite:   opts.CapturesWhite + r.CapturedWhite + r.PassStonesWhite,
		PassStonesBlack: r.PassStonesBlack, PassStonesWhite: r.PassStonesWhite,
	}
	count := opts
	count.CapturesBlack, count.CapturesWhite = s.CapturesBlack, s.CapturesWhite
	s.Score = ScorePosition(s.Position, count)
	return s, nil
}
