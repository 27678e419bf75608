package goban

import (
	"fmt"

	"github.com/hoshi-go/hoshi/internal/sgf"
)

// ReplayOptions controls how Replay treats a record that breaks the rules.
type ReplayOptions struct {
	// Lenient keeps replaying after an illegal move, so that a game with a recording error can
	// still be scored. An illegal stone is then forced onto the board: an occupied point is
	// skipped; a ko or superko violation is played with its captures; a suicide takes the
	// captures it makes and then removes its own chain (one prisoner per stone for the
	// opponent). Every such move is listed in Game.Problems. Without Lenient the first problem
	// stops the replay with a *ReplayError.
	Lenient bool
}

// Problem is one thing in a record that the rules do not allow, located so that a director can
// find it in the game.
type Problem struct {
	// MoveNumber counts the moves of the main line from 1, passes included; for a setup (AB, AW,
	// AE) it is the number of moves played before it.
	MoveNumber int
	Point      string // like "D4", or the SGF value when it is not a point of the board
	Color      Color
	// Reason is occupied, suicide, ko, superko, off-board, malformed, no liberties (a setup that
	// leaves a chain without liberties), game over (a move after atari-go's first capture) or
	// ReasonBothColours (a node with both B and W: Point and Color are those of the move the
	// node lists first).
	Reason string
}

// String describes the problem for a director, with the move number and the point.
func (p Problem) String() string { return p.Message().Error() }

// Message is the problem as a message a page shows in its language: keyed (note.move_illegal_…,
// its reason a message of its own) for a black or white stone.
func (p Problem) Message() error {
	if p.Color != Black && p.Color != White {
		if p.Reason == "no liberties" {
			return fmt.Errorf("setup after move %d: %s chain at %s has no liberties", p.MoveNumber, p.Color, p.Point)
		}
		return fmt.Errorf("move %d: %s %s is illegal (%s)", p.MoveNumber, p.Color, p.Point, p.Reason)
	}
	if p.Reason == "no liberties" {
		return msgSetupNoLiberty[p.Color].New(p.MoveNumber, p.Point)
	}
	var reason any = p.Reason
	if m := reasonMessages[p.Reason]; m != nil {
		reason = m.New()
	}
	return msgMoveIllegal[p.Color].New(p.MoveNumber, p.Point, reason)
}

// ReplayError is the error of a strict replay that met a problem.
type ReplayError struct{ Problem Problem }

// Error describes the problem that stopped the replay.
func (e *ReplayError) Error() string { return "replay: " + e.Problem.String() }

// Game is a replayed record: the final board and what scoring and result checking need.
type Game struct {
	Info  sgf.GameInfo
	Rules Rules
	Board *Board // the final position

	Moves    int       // moves of the main line, passes included
	Problems []Problem // illegal moves and setups, in order; empty for a clean record

	// EndedByPasses is true when the record ends with two consecutive passes.
	EndedByPasses bool
	// Resigned is true when RE says a player resigned; Winner then names the winner.
	Resigned bool
	// Winner is set when the game was decided without counting: by resignation, time or
	// forfeit (from RE), or by the first capture in atari-go.
	Winner Color

	// Handicap counts Black's handicap stones as they are on the board: the black setup stones
	// before the first move (when there is no white setup), or else the opening run of two or
	// more black moves before White's first move (free placement on some servers). Compare with
	// Info.Handicap, the HA value, which is often missing or wrong.
	Handicap int

	// Placed counts, by colour, the stones each player put on the board: moves and setup stones
	// (handicap included), less setup stones removed or replaced. With the prisoners it makes
	// the invariant between area and territory counting.
	Placed [3]int
	// Captures counts, by colour, the prisoners each player took during play.
	Captures [3]int

	// LastMove is the point of the last stone played, nil if the game ended with a pass or has
	// no moves.
	LastMove *Vertex
}

// Replay plays the main line of the game whose root node is root under rules r: setup
// properties where they appear, then each move, checking it against the rules. The board size
// comes from SZ; a malformed SZ, KM or HA is an error. In strict mode (opts.Lenient false) the
// first problem ends the replay with a *ReplayError and no Game.
func Replay(root *sgf.Node, r Rules, opts ReplayOptions) (*Game, error) {
	info, err := sgf.ReadGameInfo(root)
	if err != nil {
		return nil, fmt.Errorf("replay: %w", err)
	}
	if info.Size < MinSize || info.Size > MaxSize {
		return nil, fmt.Errorf("replay: board size %d: hoshi plays on %dx%d to %dx%d", info.Size,
			MinSize, MinSize, MaxSize, MaxSize)
	}
	rp := &replayer{
		g:    &Game{Info: info, Rules: r, Board: NewBoardWithRules(info.Size, r)},
		opts: opts,
	}
	if err := rp.run(root.MainLine()); err != nil {
		return nil, err
	}
	g := rp.g
	g.Captures = [3]int{Empty: 0, Black: g.Board.Captures(Black), White: g.Board.Captures(White)}
	g.EndedByPasses = g.Board.ConsecutivePasses() >= 2
	if p := g.Board.LastMove(); p != NoPoint {
		x, y := g.Board.XY(p)
		g.LastMove = &Vertex{x, y}
	}
	if g.Winner == Empty {
		switch info.Result.Kind {
		case sgf.ResultResign, sgf.ResultTime, sgf.ResultForfeit:
			g.Resigned = info.Result.Kind == sgf.ResultResign
			g.Winner = colorOf(info.Result.Winner)
		}
	}
	return g, nil
}

func colorOf(c sgf.Color) Color {
	switch c {
	case sgf.Black:
		return Black
	case sgf.White:
		return White
	}
	return Empty
}
