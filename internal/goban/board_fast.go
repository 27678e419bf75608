package goban

// The chain queries below serve fast random games (the dead-stone estimate's playouts), which
// walk chains and test ataris on every move: each takes constant time.

// Stride returns the number of Point values per row of the padded array: the points above and
// below p are p-Stride() and p+Stride().
func (b *Board) Stride() int { return b.stride }

// ChainHead returns the head stone of the chain at p, the same Point for every stone of a chain
// (p must hold a stone).
func (b *Board) ChainHead(p Point) Point { return b.head[p] }

// NextInChain returns the next stone of the chain at p: following it from any stone visits the
// whole chain and comes back (p must hold a stone).
func (b *Board) NextInChain(p Point) Point { return b.next[p] }

// HeadInAtari reports whether the chain headed by h (ChainHead) has exactly one liberty.
func (b *Board) HeadInAtari(h Point) bool { return b.inAtari(h) }

// AtariLiberty returns the last liberty of the chain headed by h, which must be in atari.
func (b *Board) AtariLiberty(h Point) Point { return b.atariLib(h) }

// PseudoLiberties describes the chain headed by h: its stones and its pseudo-liberties (one per
// stone-empty adjacency) with their sum and sum of squares, from which the number of distinct
// liberties left once some adjacencies are taken away can be told in constant time.
func (b *Board) PseudoLiberties(h Point) (stones, libs int, sum, sq int64) {
	d := &b.chain[h]
	return int(d.stones), int(d.libs), int64(d.libSum), d.libSq
}
