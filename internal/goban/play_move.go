package goban

import "slices"

// moveCheck is what examine finds out about a move before it is made, so that checking legality
// never touches the board and making a legal move does not look again.
type moveCheck struct {
	why       Reason
	suicide   bool     // legal suicide: the player's own chain is removed
	nCapture  int      // opponent chains captured
	capture   [4]Point // their heads
	capStones int
}

// examine decides whether c may play at p: captures first, then the suicide test, then ko
// and superko on the position the move would create, computed from the chains' hashes.
func (b *Board) examine(c Color, p Point) moveCheck {
	var m moveCheck
	if p <= 0 || int(p) >= len(b.cells) || b.cells[p] == Frame {
		m.why = OffBoard
		return m
	}
	if b.cells[p] != Empty {
		m.why = Occupied
		return m
	}
	opp := c.Opponent()
	hash := b.hash ^ ZobristKey(c, p)
	var friends [4]Point
	nFriends := 0
	breathes := false
	for _, n := range b.Neighbours(p) {
		switch b.cells[n] {
		case Empty:
			breathes = true
		case c:
			h := b.head[n]
			if !b.inAtari(h) {
				breathes = true
			}
			if !slices.Contains(friends[:nFriends], h) {
				friends[nFriends] = h
				nFriends++
			}
		case opp:
			h := b.head[n]
			if b.inAtari(h) && !slices.Contains(m.capture[:m.nCapture], h) {
				m.capture[m.nCapture] = h
				m.nCapture++
				m.capStones += int(b.chain[h].stones)
				hash ^= b.chain[h].hash
				breathes = true
			}
		}
	}
	if !breathes {
		if !b.rules.SuicideAllowed || nFriends == 0 {
			m.why = Suicide
			return m
		}
		m.suicide = true
		hash = b.hash
		for _, h := range friends[:nFriends] {
			hash ^= b.chain[h].hash
		}
	}
	if p == b.ko && c == b.koColor && m.capStones == 1 {
		m.why = Ko
		return m
	}
	switch b.rules.Ko {
	case KoPositionalSuperko:
		if b.history.contains(hash) {
			m.why = Superko
		}
	case KoSituationalSuperko:
		if b.history.contains(hash ^ sideKeys[opp]) {
			m.why = Superko
		}
	}
	return m
}

// apply makes the move examine found legal and returns the number of stones captured.
func (b *Board) apply(c Color, p Point, m *moveCheck) int {
	b.place(c, p)
	h := p
	for _, n := range b.Neighbours(p) {
		if b.cells[n] == c && b.head[n] != h {
			h = b.merge(h, b.head[n])
		}
	}
	captured := 0
	for _, ch := range m.capture[:m.nCapture] {
		captured += b.remove(ch)
	}
	b.captures[c] += captured
	b.ko = NoPoint
	b.passes = 0
	b.last = p
	switch {
	case m.suicide:
		b.captures[c.Opponent()] += b.remove(h)
	case captured == 1 && b.chain[h].stones == 1 && b.chain[h].libs == 1:
		b.ko = b.atariLib(h)
		b.koColor = c.Opponent()
	}
	return captured
}
