package shogi

import "fmt"

// Winner says who won a game, or that it was drawn or is not decided.
type Winner int8

// The possible winners.
const (
	NoWinner Winner = iota // not decided: the record stops without an ending hoshi can check
	BlackWins
	WhiteWins
	Draw
)

// String names the winner as the JSON output does: "black", "white", "draw" or "".
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

func winnerFor(c Color) Winner {
	if c == White {
		return WhiteWins
	}
	return BlackWins
}

// Reason is how a game ended.
type Reason string

// The endings hoshi knows (seed 003, "Cíl hry", unless noted).
const (
	Mate           Reason = "mate"            // checkmate (tsumi)
	Resignation    Reason = "resignation"     // the side to move resigned
	Repetition     Reason = "repetition"      // the same position four times (sennichite): a draw
	PerpetualCheck Reason = "perpetual check" // a fourfold repetition by perpetual check: the checking side loses
	Impasse        Reason = "impasse"         // both kings entered (jishogi), decided by the 24-point count
	IllegalMove    Reason = "illegal move"    // the player who made it loses
	NoLegalMove    Reason = "no legal move"   // not in check and no move: the player to move loses (hoshi's choice)
	TimeLoss       Reason = "time"            // lost on time (what the record says)
	Agreement      Reason = "agreement"       // a draw the record says was agreed
	Unfinished     Reason = "unfinished"      // the record stops before an ending
)

// Outcome is how a replayed game ended.
type Outcome struct {
	Winner Winner
	Reason Reason
	// Move is the number of the move that decided the game (the illegal move, the mating move,
	// the move that repeated the position a fourth time), or of the last move played.
	Move int
	// Points is the impasse count (Black, White), for an impasse.
	Points [2]int
	// Detail explains the outcome in a sentence: what the record claimed and what hoshi found.
	Detail string
}

// String writes the outcome in one line, like "Black wins by mate at move 57".
func (o Outcome) String() string {
	var s string
	switch o.Winner {
	case BlackWins:
		s = fmt.Sprintf("Black wins by %s", o.Reason)
	case WhiteWins:
		s = fmt.Sprintf("White wins by %s", o.Reason)
	case Draw:
		s = fmt.Sprintf("draw by %s", o.Reason)
	default:
		s = fmt.Sprintf("no result (%s)", o.Reason)
	}
	if o.Move > 0 {
		s += fmt.Sprintf(" at move %d", o.Move)
	}
	if o.Reason == Impasse {
		s += fmt.Sprintf(" (%d:%d points)", o.Points[Black], o.Points[White])
	}
	return s
}
