package shogi

// Position is a shogi position: the board, the pieces each side holds in hand, the side to move
// and the number of the move to be played (SFEN's move count, 1 at the start).
type Position struct {
	board [81]Piece
	hands [2][King]int // indexed by Kind; only Pawn..Rook are used
	turn  Color
	ply   int
}

// StartSFEN is the position of an even game (seed 003, "Příprava hry").
const StartSFEN = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"

// Start returns the starting position of an even game: Black to move.
func Start() *Position {
	p, err := ParseSFEN(StartSFEN)
	if err != nil {
		panic(err) // a constant that parses
	}
	return p
}

// At returns the piece on square s.
func (p *Position) At(s Square) Piece { return p.board[s] }

// Hand returns how many pieces of kind k side c holds in hand.
func (p *Position) Hand(c Color, k Kind) int {
	if k <= NoKind || k >= King {
		return 0
	}
	return p.hands[c][k]
}

// Clone returns an independent copy.
func (p *Position) Clone() *Position {
	q := *p
	return &q
}

// King returns the square of side c's king, or NoSquare when it has none (a problem position).
func (p *Position) King(c Color) Square {
	for s := Square(0); s < 81; s++ {
		if pc := p.board[s]; pc.Kind == King && pc.Color == c {
			return s
		}
	}
	return NoSquare
}

// key identifies the position for repetition: board, hands and side to move, not the count.
func (p *Position) key() string { return p.sfenBody() }
