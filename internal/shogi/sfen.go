package shogi

import (
	"fmt"
	"strconv"
	"strings"
)

var sfenLetters = [...]byte{Pawn: 'p', Lance: 'l', Knight: 'n', Silver: 's', Gold: 'g', Bishop: 'b', Rook: 'r', King: 'k'}

func sfenKind(c byte) (Kind, Color, bool) {
	col := Black
	if c >= 'a' && c <= 'z' {
		col = White
		c -= 'a' - 'A'
	}
	for k, l := range sfenLetters {
		if l != 0 && l-('a'-'A') == c {
			return Kind(k), col, true
		}
	}
	return NoKind, Black, false
}

// ParseSFEN reads a position in SFEN (USI's notation): board ranks from 1 to 9 separated by '/',
// each from file 9 to file 1 (upper case Black, lower case White, '+' before a promoted piece,
// digits for empty squares), the side to move (b or w), the pieces in hand ('-' for none, like
// 2Pb) and an optional move number. A leading "sfen " is accepted. The position must be one a
// game can reach: at most one king a side, no piece on a square where it could never move, no
// two unpromoted pawns of one side in a file, no more pieces of a kind than the set holds.
func ParseSFEN(s string) (*Position, error) {
	f := strings.Fields(strings.TrimPrefix(strings.TrimSpace(s), "sfen "))
	if len(f) < 3 || len(f) > 4 {
		return nil, fmt.Errorf("SFEN %q: want board, side to move, hands and an optional move number", s)
	}
	p := &Position{ply: 1}
	ranks := strings.Split(f[0], "/")
	if len(ranks) != 9 {
		return nil, fmt.Errorf("SFEN board %q has %d ranks, want 9", f[0], len(ranks))
	}
	for r, row := range ranks {
		x := 0
		promoted := false
		for i := 0; i < len(row); i++ {
			c := row[i]
			switch {
			case c >= '1' && c <= '9':
				if promoted {
					return nil, fmt.Errorf("SFEN rank %d: '+' before a digit", r+1)
				}
				x += int(c - '0')
			case c == '+':
				if promoted {
					return nil, fmt.Errorf("SFEN rank %d: '++'", r+1)
				}
				promoted = true
				continue
			default:
				k, col, ok := sfenKind(c)
				if !ok {
					return nil, fmt.Errorf("SFEN rank %d: %q is not a piece", r+1, c)
				}
				if promoted {
					if !k.CanPromote() {
						return nil, fmt.Errorf("SFEN rank %d: a %s cannot be promoted", r+1, k)
					}
					k = k.Promoted()
				}
				if x >= 9 {
					return nil, fmt.Errorf("SFEN rank %d is longer than 9 squares", r+1)
				}
				p.board[squareXY(x, r)] = Piece{k, col}
				x++
			}
			promoted = false
		}
		if promoted {
			return nil, fmt.Errorf("SFEN rank %d ends with '+'", r+1)
		}
		if x != 9 {
			return nil, fmt.Errorf("SFEN rank %d has %d squares, want 9", r+1, x)
		}
	}
	switch f[1] {
	case "b":
		p.turn = Black
	case "w":
		p.turn = White
	default:
		return nil, fmt.Errorf("SFEN side to move %q: want b or w", f[1])
	}
	if f[2] != "-" {
		n := 0
		for i := 0; i < len(f[2]); i++ {
			c := f[2][i]
			if c >= '0' && c <= '9' {
				n = n*10 + int(c-'0')
				if n > 18 {
					return nil, fmt.Errorf("SFEN hand %q: count too large", f[2])
				}
				continue
			}
			k, col, ok := sfenKind(c)
			if !ok || k == King {
				return nil, fmt.Errorf("SFEN hand %q: %q is not a piece one can hold", f[2], c)
			}
			if n == 0 {
				n = 1
			}
			p.hands[col][k] += n
			n = 0
		}
		if n != 0 {
			return nil, fmt.Errorf("SFEN hand %q ends with a count", f[2])
		}
	}
	if len(f) == 4 {
		n, err := strconv.Atoi(f[3])
		if err != nil || n < 1 {
			return nil, fmt.Errorf("SFEN move number %q: want a whole number from 1", f[3])
		}
		p.ply = n
	}
	if err := p.validate(); err != nil {
		return nil, fmt.Errorf("SFEN %q: %w", s, err)
	}
	return p, nil
}

// setCounts is how many pieces of each unpromoted kind a shogi set holds.
var setCounts = [...]int{Pawn: 18, Lance: 4, Knight: 4, Silver: 4, Gold: 4, Bishop: 2, Rook: 2, King: 2}

// validate checks what a game could never produce.
func (p *Position) validate() error {
	var count [King + 1]int
	var kings [2]int
	for s := Square(0); s < 81; s++ {
		pc := p.board[s]
		if pc.Empty() {
			continue
		}
		count[pc.Kind.Unpromoted()]++
		if pc.Kind == King {
			kings[pc.Color]++
		}
		if deadEnd(pc.Kind, pc.Color, s.Rank()) {
			return fmt.Errorf("%s %s on %s could never move", pc.Color, pc.Kind, s)
		}
	}
	for c := Black; c <= White; c++ {
		if kings[c] > 1 {
			return fmt.Errorf("%s has %d kings", c, kings[c])
		}
		for k := Pawn; k < King; k++ {
			count[k] += p.hands[c][k]
		}
		for file := 1; file <= 9; file++ {
			if p.pawnsInFile(c, file) > 1 {
				return fmt.Errorf("%s has two pawns in file %d", c, file)
			}
		}
	}
	for k := Pawn; k <= King; k++ {
		if count[k] > setCounts[k] {
			return fmt.Errorf("%d pieces of kind %s, a set has %d", count[k], k, setCounts[k])
		}
	}
	if p.InCheck(p.turn.Opponent()) {
		return fmt.Errorf("%s is to move while %s's king is in check", p.turn, p.turn.Opponent())
	}
	return nil
}

func (p *Position) pawnsInFile(c Color, file int) int {
	n := 0
	for rank := 1; rank <= 9; rank++ {
		if pc := p.board[SquareAt(file, rank)]; pc.Kind == Pawn && pc.Color == c {
			n++
		}
	}
	return n
}

// SFEN writes the position in SFEN, with its move number.
func (p *Position) SFEN() string {
	return p.sfenBody() + " " + strconv.Itoa(p.ply)
}

func (p *Position) sfenBody() string {
	var b strings.Builder
	for y := 0; y < 9; y++ {
		if y > 0 {
			b.WriteByte('/')
		}
		empty := 0
		for x := 0; x < 9; x++ {
			pc := p.board[squareXY(x, y)]
			if pc.Empty() {
				empty++
				continue
			}
			if empty > 0 {
				b.WriteByte('0' + byte(empty))
				empty = 0
			}
			b.WriteString(pieceSFEN(pc))
		}
		if empty > 0 {
			b.WriteByte('0' + byte(empty))
		}
	}
	if p.turn == Black {
		b.WriteString(" b ")
	} else {
		b.WriteString(" w ")
	}
	hand := false
	for c := Black; c <= White; c++ {
		for _, k := range handKinds {
			n := p.hands[c][k]
			if n == 0 {
				continue
			}
			hand = true
			if n > 1 {
				b.WriteString(strconv.Itoa(n))
			}
			b.WriteString(pieceSFEN(Piece{k, c})[0:1])
		}
	}
	if !hand {
		b.WriteByte('-')
	}
	return b.String()
}

func pieceSFEN(pc Piece) string {
	l := sfenLetters[pc.Kind.Unpromoted()]
	if pc.Color == Black {
		l -= 'a' - 'A'
	}
	if pc.Kind.IsPromoted() {
		return "+" + string(l)
	}
	return string(l)
}
