package goban

// neighbours returns the four points orthogonally next to p (some may be off the board).
func (b *Board) Neighbours(p Point) [4]Point {
	s := Point(b.stride)
	return [4]Point{p - s, p - 1, p + 1, p + s}
}

// addLib and removeLib record that one stone of the chain headed by h gained or lost the
// adjacent empty point l.
func (b *Board) addLib(h, l Point) {
	d := &b.chain[h]
	d.libs++
	d.libSum += int32(l)
	d.libSq += int64(l) * int64(l)
}

func (b *Board) removeLib(h, l Point) {
	d := &b.chain[h]
	d.libs--
	d.libSum -= int32(l)
	d.libSq -= int64(l) * int64(l)
}

// inAtari reports whether the chain headed by h has exactly one liberty: its pseudo-liberties
// all sit on one point exactly when (sum l)^2 = n * sum l^2.
func (b *Board) inAtari(h Point) bool {
	d := &b.chain[h]
	return d.libs > 0 && int64(d.libSum)*int64(d.libSum) == int64(d.libs)*d.libSq
}

// atariLib returns the last liberty of a chain in atari.
func (b *Board) atariLib(h Point) Point {
	d := &b.chain[h]
	return Point(d.libSum / d.libs)
}

// place puts a stone of colour c on the empty point p as a new one-stone chain and updates the
// liberties of its neighbours; merging and captures are the caller's.
func (b *Board) place(c Color, p Point) {
	b.cells[p] = c
	b.head[p] = p
	b.next[p] = p
	b.chain[p] = chainData{stones: 1, hash: ZobristKey(c, p)}
	b.hash ^= ZobristKey(c, p)
	for _, n := range b.Neighbours(p) {
		switch b.cells[n] {
		case Empty:
			b.addLib(p, n)
		case Black, White:
			b.removeLib(b.head[n], p)
		}
	}
}

// merge joins the chains headed by h1 and h2 (same colour, different chains) and returns the
// head of the result; the smaller chain's stones are relabelled.
func (b *Board) merge(h1, h2 Point) Point {
	if b.chain[h1].stones < b.chain[h2].stones {
		h1, h2 = h2, h1
	}
	p := h2
	for {
		b.head[p] = h1
		p = b.next[p]
		if p == h2 {
			break
		}
	}
	b.next[h1], b.next[h2] = b.next[h2], b.next[h1]
	d, e := &b.chain[h1], &b.chain[h2]
	d.stones += e.stones
	d.libs += e.libs
	d.libSum += e.libSum
	d.libSq += e.libSq
	d.hash ^= e.hash
	return h1
}

// remove takes the chain headed by h off the board, gives its neighbours their liberties back
// and returns the number of stones removed.
func (b *Board) remove(h Point) int {
	b.hash ^= b.chain[h].hash
	p := h
	for {
		b.cells[p] = Empty
		p = b.next[p]
		if p == h {
			break
		}
	}
	for {
		for _, n := range b.Neighbours(p) {
			if c := b.cells[n]; c == Black || c == White {
				b.addLib(b.head[n], p)
			}
		}
		p = b.next[p]
		if p == h {
			break
		}
	}
	return int(b.chain[h].stones)
}

// rebuild recomputes chains, liberties and the hash from the cells alone, after a setup.
func (b *Board) rebuild() {
	stones := make([]Color, len(b.cells))
	copy(stones, b.cells)
	b.hash = 0
	for p, c := range stones {
		if c == Black || c == White {
			b.cells[p] = Empty
		}
	}
	for i, c := range stones {
		if c != Black && c != White {
			continue
		}
		p := Point(i)
		b.place(c, p)
		h := p
		for _, n := range b.Neighbours(p) {
			if b.cells[n] == c && b.head[n] != h {
				h = b.merge(h, b.head[n])
			}
		}
	}
}
