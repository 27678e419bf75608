package gomoku

import "fmt"

// Move is a stone placed.
type Move struct {
	Color Color
	Point Point
}

// Record is a game record: the board size, stones set up before the game (rare), the moves, and
// what the file says about the players and the result.
type Record struct {
	Size         int
	Setup        []Move
	Moves        []Move
	Black, White string
	// Result is the file's result as written (SGF's RE), "" when it has none.
	Result string
}

// Winner says who won, or that the game was drawn or is not decided.
type Winner int8

// The possible winners.
const (
	NoWinner Winner = iota
	BlackWins
	WhiteWins
	Draw
)

// String names the winner as the JSON output does.
func (w Winner) String() string {
	switch w {
	case BlackWins:
		return "black"
	case WhiteWins:
		return "white"
	case Draw:
		return "draw"
	}
	return ""
}

// Reason is how a game ended.
type Reason string

// The endings.
const (
	Five       Reason = "five"       // a winning row
	Captures   Reason = "captures"   // ninuki: ten captured stones
	FullBoard  Reason = "full board" // no free point left and no winner: a draw
	Unfinished Reason = "unfinished" // the record stops before an ending the engine can see
)

// Outcome is how a replayed game ended.
type Outcome struct {
	Winner Winner
	Reason Reason
	// Move is the number of the deciding move, or of the last move played.
	Move int
	// Row is the winning row's stones (Reason Five).
	Row []Point
	// Captured are the stones Black and White captured (ninuki).
	Captured [2]int
	// Ignored counts the moves the record has after the deciding one. Seed 001 lets a game go
	// on when the player who made five does not notice it; hoshi still decides at the first
	// winning move, and says how many moves followed.
	Ignored int
	// Board is the position where the replay stopped.
	Board *Board
}

// String writes the outcome in one line, like "Black wins by five at move 9".
func (o Outcome) String() string {
	var s string
	switch o.Winner {
	case BlackWins:
		s = "Black wins by " + string(o.Reason)
	case WhiteWins:
		s = "White wins by " + string(o.Reason)
	case Draw:
		s = "draw: " + string(o.Reason)
	default:
		s = "no result (" + string(o.Reason) + ")"
	}
	if o.Move > 0 {
		s += fmt.Sprintf(" at move %d", o.Move)
	}
	return s
}

func winnerFor(c Color) Winner {
	if c == White {
		return WhiteWins
	}
	return BlackWins
}

// Replay plays a record by rules r and says who made the first winning row (or, in ninuki,
// captured ten stones) and at which move. The colours must alternate from Black (seeds 000 and
// 001: Black starts, then the players take turns; with set-up stones, from the first move's
// colour). A record that breaks that, puts a stone off the board or on another is an error
// naming the move.
func Replay(rec *Record, r Rules) (Outcome, error) {
	if err := r.Validate(); err != nil {
		return Outcome{}, err
	}
	if rec.Size != 0 && rec.Size != r.Size {
		return Outcome{}, fmt.Errorf("the record is for a %dx%d board, the rules say %dx%d", rec.Size, rec.Size, r.Size, r.Size)
	}
	b := NewBoard(r.Size)
	for _, m := range rec.Setup {
		if !b.on(m.Point) || b.At(m.Point) != Empty {
			return Outcome{}, fmt.Errorf("set-up stone %s is off the board or on another", m.Point.Name(r.Size))
		}
		b.set(m.Point, m.Color)
		b.stones++
	}
	o := Outcome{Reason: Unfinished, Board: b}
	next := Black
	if len(rec.Setup) > 0 && len(rec.Moves) > 0 {
		next = rec.Moves[0].Color
	}
	for i, m := range rec.Moves {
		n := i + 1
		if m.Color != next {
			return o, fmt.Errorf("move %d is %s's, but the record gives it to %s", n, next, m.Color)
		}
		pl, err := b.Play(r.Variant, m.Color, m.Point)
		if err != nil {
			return o, fmt.Errorf("move %d (%s): %w", n, m.Color, err)
		}
		o.Move = n
		o.Captured = [2]int{b.Captured[Black], b.Captured[White]}
		switch {
		case pl.Five:
			o.Winner, o.Reason, o.Row = winnerFor(m.Color), Five, pl.FivePoints
		case r.Variant == Ninuki && b.Captured[m.Color] >= CapturesToWin:
			o.Winner, o.Reason = winnerFor(m.Color), Captures
		}
		if o.Winner != NoWinner {
			o.Ignored = len(rec.Moves) - n
			return o, nil
		}
		next = next.Opponent()
	}
	if b.Full() {
		o.Winner, o.Reason = Draw, FullBoard
	}
	return o, nil
}
