package shogi

import (
	"fmt"
	"strings"
)

var csaPieces = map[string]Kind{
	"FU": Pawn, "KY": Lance, "KE": Knight, "GI": Silver, "KI": Gold, "KA": Bishop, "HI": Rook,
	"OU": King, "TO": ProPawn, "NY": ProLance, "NK": ProKnight, "NG": ProSilver, "UM": Horse, "RY": Dragon,
}

var csaEnds = map[string]End{
	"%TORYO": EndResign, "%CHUDAN": EndInterrupted, "%SENNICHITE": EndRepetition,
	"%OUTE_SENNICHITE": EndRepetition, "%JISHOGI": EndImpasse, "%KACHI": EndDeclaration,
	"%TSUMI": EndMate, "%TIME_UP": EndTimeLoss, "%ILLEGAL_MOVE": EndIllegalLoss,
	"%HIKIWAKE": EndDraw, "%FUZUMI": EndInterrupted, "%ERROR": EndInterrupted, "%MAX_MOVES": EndInterrupted,
}

// ParseCSA reads a game record in CSA format (the Computer Shogi Association's, version 2 and 3):
// "N+"/"N-" the players, the position as PI (the even start, optionally with White's pieces
// removed, like PI82HI22KA) or nine rows P1-P9 with P+/P- pieces in hand, a "+" or "-" line for
// the side to move, then moves like +7776FU (from 77 to 76, the piece as it stands after the
// move: +8822UM is a bishop promoting) and -0055KA (a drop), and an ending like %TORYO.
// Statements may share a line separated by commas; lines starting with ' are comments, $ lines
// and T (time) lines are skipped.
func ParseCSA(data []byte) (*Record, error) {
	text, err := decodeJapanese(data)
	if err != nil {
		return nil, err
	}
	rec := &Record{}
	p := &Position{ply: 1}
	positioned, turnSet, ended := false, false, false
	rows := 0
	lines := strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n")
	for i, raw := range lines {
		ln := i + 1
		if strings.HasPrefix(raw, "'") || strings.HasPrefix(raw, "$") {
			continue // comments and game information may hold commas
		}
		for _, st := range strings.Split(strings.TrimRight(raw, "\r"), ",") {
			st = strings.TrimRight(st, " \t")
			if st == "" || st[0] == '\'' || st[0] == 'V' || st[0] == 'T' {
				continue
			}
			errf := func(format string, args ...any) error {
				return fmt.Errorf("line %d: %q: %s", ln, st, fmt.Sprintf(format, args...))
			}
			switch {
			case strings.HasPrefix(st, "N+"):
				rec.Black = strings.TrimSpace(st[2:])
			case strings.HasPrefix(st, "N-"):
				rec.White = strings.TrimSpace(st[2:])
			case strings.HasPrefix(st, "PI"):
				if positioned || turnSet {
					return nil, errf("a second starting position")
				}
				*p = *Start()
				rest := st[2:]
				for len(rest) >= 4 {
					sq, ok := csaSquare(rest[:2])
					k, ok2 := csaPieces[rest[2:4]]
					if !ok || !ok2 || p.board[sq].Kind != k {
						return nil, errf("%q does not name a piece of the starting position", rest[:4])
					}
					p.board[sq] = Piece{}
					rest = rest[4:]
				}
				if strings.TrimSpace(rest) != "" {
					return nil, errf("trailing %q", rest)
				}
				positioned = true
			case len(st) >= 2 && st[0] == 'P' && st[1] >= '1' && st[1] <= '9':
				if turnSet || int(st[1]-'0') != rows+1 {
					return nil, errf("rows P1-P9 must come in order, before the side to move")
				}
				row := st[2:]
				if len(row) < 25 {
					return nil, errf("the row has fewer than 9 squares, want 9")
				}
				if len(row) < 27 {
					row += strings.Repeat(" ", 27-len(row)) // trailing spaces of " * " cut
				}
				for x := 0; x < 9; x++ {
					cell := row[3*x : 3*x+3]
					if strings.TrimSpace(cell) == "*" {
						continue
					}
					col, k, ok := csaPiece(cell)
					if !ok {
						return nil, errf("%q is not a piece", cell)
					}
					p.board[squareXY(x, rows)] = Piece{k, col}
				}
				rows++
				positioned = true
			case strings.HasPrefix(st, "P+") || strings.HasPrefix(st, "P-"):
				col := Black
				if st[1] == '-' {
					col = White
				}
				if err := p.csaPlace(col, st[2:]); err != nil {
					return nil, errf("%v", err)
				}
				positioned = true
			case st == "+" || st == "-":
				if turnSet {
					return nil, errf("a second side to move")
				}
				if !positioned {
					return nil, errf("the side to move before the position")
				}
				if rows != 0 && rows != 9 {
					return nil, errf("the position has %d rows, want 9", rows)
				}
				p.turn = Black
				if st == "-" {
					p.turn = White
				}
				if err := p.validate(); err != nil {
					return nil, errf("%v", err)
				}
				turnSet = true
			case st[0] == '+' || st[0] == '-':
				if !turnSet {
					return nil, errf("a move before the position and the side to move")
				}
				if ended {
					return nil, errf("a move after the end of the game")
				}
				rm, err := csaMove(st)
				if err != nil {
					return nil, errf("%v", err)
				}
				mover := Black
				if st[0] == '-' {
					mover = White
				}
				if want := p.turn; (len(rec.Moves)%2 == 0) != (mover == want) {
					return nil, errf("move %d is %s's turn", len(rec.Moves)+1, turnAfter(want, len(rec.Moves)))
				}
				rm.Line = ln
				rec.Moves = append(rec.Moves, rm)
			case st[0] == '%':
				word := st
				if len(st) > 2 && (st[1] == '+' || st[1] == '-') && strings.HasSuffix(st, "ILLEGAL_ACTION") {
					// %+ILLEGAL_ACTION: Black fouled. Relative to the side to move:
					fouler := Black
					if st[1] == '-' {
						fouler = White
					}
					rec.End = EndIllegalWin
					if fouler == turnAfter(p.turn, len(rec.Moves)) {
						rec.End = EndIllegalLoss
					}
					rec.EndText, ended = st, true
					continue
				}
				if word == "%MATTA" {
					continue
				}
				end, ok := csaEnds[word]
				if !ok {
					return nil, errf("unknown ending")
				}
				rec.End, rec.EndText, ended = end, st, true
			default:
				return nil, errf("not a CSA statement")
			}
		}
	}
	if !turnSet {
		return nil, fmt.Errorf("no starting position with its side to move (PI and +)")
	}
	rec.Start, rec.Handicap = p, handicapOf(p)
	return rec, nil
}

// turnAfter is the side to move after n moves from a position with first to move.
func turnAfter(first Color, n int) Color {
	if n%2 == 1 {
		return first.Opponent()
	}
	return first
}

func csaSquare(s string) (Square, bool) {
	if len(s) != 2 || s[0] < '1' || s[0] > '9' || s[1] < '1' || s[1] > '9' {
		return NoSquare, false
	}
	return SquareAt(int(s[0]-'0'), int(s[1]-'0')), true
}

func csaPiece(s string) (Color, Kind, bool) {
	if len(s) != 3 || (s[0] != '+' && s[0] != '-') {
		return Black, NoKind, false
	}
	k, ok := csaPieces[s[1:]]
	col := Black
	if s[0] == '-' {
		col = White
	}
	return col, k, ok
}

// csaPlace reads "P+" pieces: 00KA in hand, 63TO on a square, 00AL all the rest in hand.
func (p *Position) csaPlace(c Color, s string) error {
	for ; len(s) >= 4; s = s[4:] {
		if s[:4] == "00AL" {
			p.giveRest(c)
			continue
		}
		k, ok := csaPieces[s[2:4]]
		if !ok {
			return fmt.Errorf("%q is not a piece", s[2:4])
		}
		if s[:2] == "00" {
			if k >= King || k.IsPromoted() {
				return fmt.Errorf("a %s cannot be held in hand", k)
			}
			p.hands[c][k]++
			continue
		}
		sq, ok := csaSquare(s[:2])
		if !ok {
			return fmt.Errorf("%q is not a square", s[:2])
		}
		p.board[sq] = Piece{k, c}
	}
	if strings.TrimSpace(s) != "" {
		return fmt.Errorf("trailing %q", s)
	}
	return nil
}

// giveRest puts every piece of the set not yet placed into c's hand (kings excepted).
func (p *Position) giveRest(c Color) {
	var have [King + 1]int
	for s := Square(0); s < 81; s++ {
		if pc := p.board[s]; !pc.Empty() {
			have[pc.Kind.Unpromoted()]++
		}
	}
	for k := Pawn; k < King; k++ {
		if n := setCounts[k] - have[k] - p.hands[Black][k] - p.hands[White][k]; n > 0 {
			p.hands[c][k] += n
		}
	}
}

// csaMove reads +7776FU or -0055KA.
func csaMove(s string) (RecordMove, error) {
	rm := RecordMove{Text: s, AfterMove: true, Move: Move{From: NoSquare}}
	if len(s) != 7 {
		return rm, fmt.Errorf("want a move like +7776FU")
	}
	k, ok := csaPieces[s[5:7]]
	if !ok {
		return rm, fmt.Errorf("%q is not a piece", s[5:7])
	}
	to, ok := csaSquare(s[3:5])
	if !ok {
		return rm, fmt.Errorf("%q is not a square", s[3:5])
	}
	rm.Move.To = to
	if s[1:3] == "00" {
		if k >= King || k.IsPromoted() {
			return rm, fmt.Errorf("a %s cannot be dropped", k)
		}
		rm.Move.Drop = k
		return rm, nil
	}
	from, ok := csaSquare(s[1:3])
	if !ok {
		return rm, fmt.Errorf("%q is not a square", s[1:3])
	}
	rm.Move.From, rm.Piece = from, k
	return rm, nil
}
