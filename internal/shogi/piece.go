package shogi

// Color is a side: Black (sente, 先手, the player who starts an even game) or White (gote, 後手).
type Color int8

// The two sides.
const (
	Black Color = iota
	White
)

// Opponent returns the other side.
func (c Color) Opponent() Color { return 1 - c }

// String names the side as hoshi prints it.
func (c Color) String() string {
	if c == White {
		return "White"
	}
	return "Black"
}

// Kind is a kind of piece, promoted kinds included. NoKind is an empty square.
type Kind int8

// The fourteen kinds of piece. The first seven can be held in hand.
const (
	NoKind Kind = iota
	Pawn
	Lance
	Knight
	Silver
	Gold
	Bishop
	Rook
	King
	ProPawn   // tokin
	ProLance  // promoted lance
	ProKnight // promoted knight
	ProSilver // promoted silver
	Horse     // promoted bishop
	Dragon    // promoted rook
)

// handKinds are the kinds a player can hold in hand, in the order SFEN and KIF list them.
var handKinds = [...]Kind{Rook, Bishop, Gold, Silver, Knight, Lance, Pawn}

// CanPromote reports whether a piece of this kind may promote.
func (k Kind) CanPromote() bool {
	return k == Pawn || k == Lance || k == Knight || k == Silver || k == Bishop || k == Rook
}

// Promoted returns the promoted kind of k (k itself when it cannot promote).
func (k Kind) Promoted() Kind {
	switch k {
	case Pawn:
		return ProPawn
	case Lance:
		return ProLance
	case Knight:
		return ProKnight
	case Silver:
		return ProSilver
	case Bishop:
		return Horse
	case Rook:
		return Dragon
	}
	return k
}

// Unpromoted returns the kind k had before promotion: a captured piece goes to hand in it.
func (k Kind) Unpromoted() Kind {
	switch k {
	case ProPawn:
		return Pawn
	case ProLance:
		return Lance
	case ProKnight:
		return Knight
	case ProSilver:
		return Silver
	case Horse:
		return Bishop
	case Dragon:
		return Rook
	}
	return k
}

// IsPromoted reports whether k is a promoted kind.
func (k Kind) IsPromoted() bool { return k >= ProPawn }

var kindNames = [...]string{"", "pawn", "lance", "knight", "silver", "gold", "bishop", "rook", "king",
	"tokin", "promoted lance", "promoted knight", "promoted silver", "horse", "dragon"}

// String names the kind in English, as the error messages do.
func (k Kind) String() string {
	if k < 0 || int(k) >= len(kindNames) {
		return "?"
	}
	return kindNames[k]
}

// Piece is a piece on the board: its kind and whose it is. The zero Piece is an empty square.
type Piece struct {
	Kind  Kind
	Color Color
}

// Empty reports whether the square holding p is empty.
func (p Piece) Empty() bool { return p.Kind == NoKind }
