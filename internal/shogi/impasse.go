package shogi

import "fmt"

// ImpassePoints is the score each side needs not to lose an impasse (seed 003, "Cíl hry":
// "Hráč, který má méně než 24 bodů, prohrává").
const ImpassePoints = 24

// piecePoints is what a piece counts in an impasse: promotions are ignored, rooks and bishops
// count 5, every other piece but the king 1 (seed 003, "Cíl hry").
func piecePoints(k Kind) int {
	switch k.Unpromoted() {
	case Rook, Bishop:
		return 5
	case King, NoKind:
		return 0
	}
	return 1
}

// ImpasseCount returns each side's points for the impasse (jishogi) count of seed 003: every
// piece the side has on the board or in hand (captured pieces included), unpromoted, the rooks
// and bishops 5 points, every other piece except the king 1.
func (p *Position) ImpasseCount() [2]int {
	var pts [2]int
	for s := Square(0); s < 81; s++ {
		if pc := p.board[s]; !pc.Empty() {
			pts[pc.Color] += piecePoints(pc.Kind)
		}
	}
	for c := Black; c <= White; c++ {
		for k := Pawn; k < King; k++ {
			pts[c] += p.hands[c][k] * piecePoints(k)
		}
	}
	return pts
}

// KingsEntered reports whether both kings stand in their promotion zones, the board condition
// of an impasse in seed 003 ("oba králové postoupili do povyšovací zóny"). The rest of the
// condition, that neither side can mate or hope to win more pieces, is the players' (or the
// arbiter's) judgement, not the engine's.
func (p *Position) KingsEntered() error {
	for c := Black; c <= White; c++ {
		k := p.King(c)
		if k == NoSquare {
			return fmt.Errorf("%s has no king", c)
		}
		if !inZone(c, k.Rank()) {
			return fmt.Errorf("%s's king on %s has not entered the promotion zone", c, k)
		}
	}
	return nil
}

// ImpasseOutcome decides an impasse by the count (seed 003): a side with fewer than 24 points
// loses; when both have 24 or more the game is a draw. handicapPoints are the points of the
// pieces White removed before a handicap game, counted for White as if White still had them (the
// seed is silent on handicap games; this is the common practice, so that the 54 points of a full
// set are always shared and both sides cannot fall short). Game.Outcome passes them.
func (p *Position) ImpasseOutcome(handicapPoints int) Outcome {
	pts := p.ImpasseCount()
	pts[White] += handicapPoints
	o := Outcome{Reason: Impasse, Points: pts, Winner: NoWinner}
	short := [2]bool{pts[Black] < ImpassePoints, pts[White] < ImpassePoints}
	switch {
	case short[Black] && !short[White]:
		o.Winner = WhiteWins
	case short[White] && !short[Black]:
		o.Winner = BlackWins
	default:
		o.Winner = Draw
	}
	return o
}
