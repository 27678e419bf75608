package shogi

import (
	"fmt"
	"strings"
)

// End is how a game record says the game ended, after its last move.
type End int8

// The endings game records write (KIF's words and CSA's % commands).
const (
	EndNone        End = iota // the moves stop without an ending
	EndResign                 // 投了, %TORYO: the side to move resigned
	EndInterrupted            // 中断, %CHUDAN
	EndRepetition             // 千日手, %SENNICHITE, %OUTE_SENNICHITE
	EndImpasse                // 持将棋, %JISHOGI
	EndDeclaration            // 入玉勝ち, %KACHI: the side to move declares the impasse won
	EndMate                   // 詰み, %TSUMI: the side to move is mated
	EndTimeLoss               // 切れ負け, %TIME_UP: the side to move lost on time
	EndIllegalWin             // 反則勝ち, %±ILLEGAL_ACTION by the other side: the side to move wins
	EndIllegalLoss            // 反則負け, %ILLEGAL_MOVE: the side to move loses
	EndDraw                   // %HIKIWAKE: a draw
)

// RecordMove is one move of a record as written.
type RecordMove struct {
	Move Move
	// Piece is the kind the record names: before the move in KIF (with Move.Promote from 成),
	// after it in CSA (AfterMove set), where a promotion shows as the promoted kind.
	Piece     Kind
	AfterMove bool
	// Text is the move as the file writes it, Line its line number, for messages.
	Text string
	Line int
}

// Record is a game record: the starting position, the moves and the ending it claims.
type Record struct {
	Start *Position
	// Handicap is hoshi's name of the starting position when it is one of Handicaps ("even",
	// "rook", ...), else "".
	Handicap string
	// Black and White are the players' names (sente/shitate and gote/uwate).
	Black, White string
	Moves        []RecordMove
	End          End
	// EndText is the ending as written (投了, %TORYO, ...).
	EndText string
}

// handicapOf names a starting position when it is a known handicap.
func handicapOf(p *Position) string {
	for _, h := range Handicaps {
		if h.Position().key() == p.key() {
			return h.Name
		}
	}
	return ""
}

// Replayed is a record played through: the game as far as it went and its outcome.
type Replayed struct {
	Game    *Game
	Outcome Outcome
	// Ignored counts the moves after the move that decided the game (mate, fourfold
	// repetition), which a record should not have.
	Ignored int
}

// resolve turns a record's move into the move to play, checking that the named piece is the
// one on the board.
func resolve(p *Position, rm RecordMove) (Move, error) {
	m := rm.Move
	if m.IsDrop() || rm.Piece == NoKind {
		return m, nil
	}
	if m.From < 0 || m.From > 80 {
		return m, illegal(m, "the square moved from is off the board")
	}
	k := p.At(m.From).Kind
	if k == NoKind {
		return m, illegal(m, "there is no piece on %s", m.From)
	}
	if rm.AfterMove {
		switch {
		case rm.Piece == k:
			m.Promote = false
		case k.CanPromote() && rm.Piece == k.Promoted():
			m.Promote = true
		default:
			return m, illegal(m, "the record names a %s, but %s holds a %s", rm.Piece, m.From, k)
		}
		return m, nil
	}
	if rm.Piece != k {
		return m, illegal(m, "the record names a %s, but %s holds a %s", rm.Piece, m.From, k)
	}
	return m, nil
}

// Replay plays a record through with full legality and says how the game ended. An illegal move
// ends the game there: its player loses (seed 003, "Cíl hry"). A mate or a fourfold repetition
// ends it at the move that made it, whatever the record writes after. Otherwise the record's
// ending decides, checked against the final position where it can be: a claimed mate must be
// mate, a claimed repetition a fourfold one, a claimed impasse is counted (both kings must have
// entered the promotion zone).
func Replay(rec *Record) *Replayed {
	start := rec.Start
	if start == nil {
		start = Start()
	}
	g := NewGame(start)
	r := &Replayed{Game: g}
	for i, rm := range rec.Moves {
		n := i + 1
		mover := g.pos.turn
		m, err := resolve(g.pos, rm)
		if err == nil {
			err = g.Play(m)
		}
		if err != nil {
			reason := err.Error()
			if ie, ok := err.(*IllegalMoveError); ok {
				reason = ie.Reason
			}
			r.Outcome = Outcome{Winner: winnerFor(mover.Opponent()), Reason: IllegalMove, Move: n,
				Detail: fmt.Sprintf("move %d (%s, line %d) is illegal: %s", n, rm.Text, rm.Line, reason)}
			r.Ignored = len(rec.Moves) - n
			return r
		}
		if o, ok := g.RepetitionOutcome(); ok {
			r.Outcome, r.Ignored = o, len(rec.Moves)-n
			return r
		}
		if g.pos.Checkmated() {
			r.Outcome = Outcome{Winner: winnerFor(mover), Reason: Mate, Move: n,
				Detail: fmt.Sprintf("move %d (%s) mates %s", n, rm.Text, mover.Opponent())}
			r.Ignored = len(rec.Moves) - n
			return r
		}
	}
	r.Outcome = endOutcome(g, rec)
	return r
}

// endOutcome decides a game whose moves were all legal and that no mate or repetition ended.
func endOutcome(g *Game, rec *Record) Outcome {
	p := g.pos
	n := len(g.moves)
	toMove := p.turn
	o := Outcome{Move: n}
	if !p.HasLegalMove() {
		return Outcome{Winner: winnerFor(toMove.Opponent()), Reason: NoLegalMove, Move: n,
			Detail: fmt.Sprintf("%s, not in check, has no legal move", toMove)}
	}
	said := rec.EndText
	switch rec.End {
	case EndResign:
		o.Winner, o.Reason = winnerFor(toMove.Opponent()), Resignation
		o.Detail = fmt.Sprintf("%s resigned (%s)", toMove, said)
	case EndTimeLoss:
		o.Winner, o.Reason = winnerFor(toMove.Opponent()), TimeLoss
		o.Detail = fmt.Sprintf("%s lost on time (%s)", toMove, said)
	case EndIllegalLoss:
		o.Winner, o.Reason = winnerFor(toMove.Opponent()), IllegalMove
		o.Detail = fmt.Sprintf("the record says %s lost by a foul (%s); its moves are legal", toMove, said)
	case EndIllegalWin:
		o.Winner, o.Reason = winnerFor(toMove), IllegalMove
		o.Detail = fmt.Sprintf("the record says %s lost by a foul (%s); its moves are legal", toMove.Opponent(), said)
	case EndDraw:
		o.Winner, o.Reason = Draw, Agreement
		o.Detail = fmt.Sprintf("the record says the game was drawn (%s)", said)
	case EndImpasse, EndDeclaration:
		if err := p.KingsEntered(); err != nil {
			o.Reason = Unfinished
			o.Points = g.ImpasseOutcome().Points
			o.Detail = fmt.Sprintf("the record claims an impasse (%s), but %v", said, err)
			return o
		}
		o = g.ImpasseOutcome()
		o.Detail = fmt.Sprintf("impasse (%s): Black %d points, White %d; under %d loses", said,
			o.Points[Black], o.Points[White], ImpassePoints)
	case EndMate:
		o.Reason = Unfinished
		o.Detail = fmt.Sprintf("the record claims mate (%s), but %s is not mated", said, toMove)
	case EndRepetition:
		o.Reason = Unfinished
		o.Detail = fmt.Sprintf("the record claims a repetition (%s), but the final position occurred %d times, not 4",
			said, g.Occurrences())
	case EndInterrupted:
		o.Reason = Unfinished
		o.Detail = fmt.Sprintf("the record says the game was interrupted (%s)", said)
	default:
		o.Reason = Unfinished
		o.Detail = "the record stops without an ending"
	}
	return o
}

// IsCSA tells whether a record's text is in CSA format rather than KIF: its first statement
// that is no comment is a CSA one (a version V2, a player N+/N-, a position PI or P1-P9, a
// side to move + or -, a move, or an ending %).
func IsCSA(data []byte) bool {
	for _, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || line[0] == '\'' || line[0] == '$' {
			continue
		}
		switch {
		case strings.HasPrefix(line, "V2"), strings.HasPrefix(line, "N+"), strings.HasPrefix(line, "N-"),
			strings.HasPrefix(line, "PI"), strings.HasPrefix(line, "%"):
			return true
		case len(line) >= 2 && line[0] == 'P' && line[1] >= '1' && line[1] <= '9':
			return true
		case line == "+" || line == "-" || len(line) >= 5 && (line[0] == '+' || line[0] == '-') && line[1] >= '0' && line[1] <= '9':
			return true
		}
		return false
	}
	return false
}

// ParseRecord reads a record in CSA format (IsCSA) or else in KIF.
func ParseRecord(data []byte) (*Record, error) {
	if IsCSA(data) {
		return ParseCSA(data)
	}
	return ParseKIF(data)
}
