package shogi

// Game is a game in progress: the starting position, the moves played and what repetition and
// perpetual check need to know about them.
type Game struct {
	start *Position
	pos   *Position
	moves []Move
	// keys[i] identifies the position after i moves; checks[i] says whether move i+1 gave check.
	keys   []string
	checks []bool
	seen   map[string]int // occurrences of each key
}

// NewGame starts a game from a position (which it copies).
func NewGame(start *Position) *Game {
	p := start.Clone()
	k := p.key()
	return &Game{start: start.Clone(), pos: p, keys: []string{k}, seen: map[string]int{k: 1}}
}

// Position returns the current position. The caller must not change it.
func (g *Game) Position() *Position { return g.pos }

// Moves returns the moves played.
func (g *Game) Moves() []Move { return g.moves }

// Play plays m if it is legal, else returns an *IllegalMoveError and changes nothing.
func (g *Game) Play(m Move) error {
	if err := g.pos.Play(m); err != nil {
		return err
	}
	g.moves = append(g.moves, m)
	k := g.pos.key()
	g.keys = append(g.keys, k)
	g.seen[k]++
	g.checks = append(g.checks, g.pos.InCheck(g.pos.turn))
	return nil
}

// Occurrences returns how many times the current position (board, hands, side to move) has
// occurred in the game, this time included.
func (g *Game) Occurrences() int {
	return g.seen[g.keys[len(g.keys)-1]]
}

// RepetitionOutcome returns the outcome when the current position has occurred four times
// (seed 003, "Cíl hry": the game ends in a draw, sennichite), and ok false otherwise. When every
// move one side made since the position first occurred gave check, that side caused the
// repetition by perpetual check and loses (the same section).
func (g *Game) RepetitionOutcome() (o Outcome, ok bool) {
	if g.Occurrences() < 4 {
		return Outcome{}, false
	}
	cur := g.keys[len(g.keys)-1]
	first := 0
	for g.keys[first] != cur {
		first++
	}
	// Moves first+1 .. len(moves) were played since the first occurrence; move j (1-based) was
	// made by the side to move after j-1 moves.
	allChecks := [2]bool{true, true}
	made := [2]bool{}
	for j := first + 1; j <= len(g.moves); j++ {
		mover := g.start.turn
		if (j-1)%2 == 1 {
			mover = mover.Opponent()
		}
		made[mover] = true
		if !g.checks[j-1] {
			allChecks[mover] = false
		}
	}
	o = Outcome{Winner: Draw, Reason: Repetition, Move: len(g.moves),
		Detail: "the same position occurred for the fourth time (sennichite)"}
	for c := Black; c <= White; c++ {
		if made[c] && allChecks[c] && !(made[c.Opponent()] && allChecks[c.Opponent()]) {
			o.Winner = winnerFor(c.Opponent())
			o.Reason = PerpetualCheck
			o.Detail = "the same position occurred for the fourth time, " + c.String() + " giving check with every move since it first occurred"
		}
	}
	return o, true
}

// ImpasseOutcome decides the game by the impasse count of the current position, counting for
// White the pieces a handicap removed from the starting position.
func (g *Game) ImpasseOutcome() Outcome {
	o := g.pos.ImpasseOutcome(g.start.missingPoints())
	o.Move = len(g.moves)
	return o
}
