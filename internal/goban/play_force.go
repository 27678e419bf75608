package goban

// force plays c at the empty point p whatever the ko and suicide rules say, for a lenient
// replay of a record with an illegal move: captures first, then a chain left without liberties
// is removed and its stones go to the opponent as prisoners, a lone stone included, so that
// stones placed = stones on the board + stones captured still holds. It returns the stones
// captured.
func (b *Board) force(c Color, p Point) int {
	rules, ko := b.rules, b.ko
	b.rules.SuicideAllowed = true
	b.rules.Ko = KoSimple
	b.ko = NoPoint
	m := b.examine(c, p)
	b.rules, b.ko = rules, ko
	b.remember(c)
	if m.why != 0 { // a one-stone suicide
		b.captures[c.Opponent()]++
		b.ko = NoPoint
		b.passes = 0
		b.last = p
		return 0
	}
	return b.apply(c, p, &m)
}
