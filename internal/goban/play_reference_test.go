package goban

import (
	"math/rand/v2"
	"testing"
)

// refBoard is a deliberately naive rules engine (flood fills on a plain array, every earlier
// position kept as a string) that the fast Board is checked against.
type refBoard struct {
	size     int
	cells    []Color
	rules    Rules
	prev     string          // position before the last move or pass
	lastBy   Color           // who made the last move or pass
	seen     map[string]bool // positions so far
	seenSide map[string]bool // positions so far with the player to move
	captures [3]int
}

func newRefBoard(size int, r Rules) *refBoard {
	rb := &refBoard{size: size, cells: make([]Color, size*size), rules: r,
		seen: map[string]bool{}, seenSide: map[string]bool{}}
	rb.seen[rb.key()] = true
	rb.seenSide[rb.key()+"B"] = true
	return rb
}

func (rb *refBoard) key() string {
	s := make([]byte, len(rb.cells))
	for i, c := range rb.cells {
		s[i] = ".XO"[c]
	}
	return string(s)
}

func (rb *refBoard) adj(i int) []int {
	x, y := i%rb.size, i/rb.size
	var out []int
	if x > 0 {
		out = append(out, i-1)
	}
	if x < rb.size-1 {
		out = append(out, i+1)
	}
	if y > 0 {
		out = append(out, i-rb.size)
	}
	if y < rb.size-1 {
		out = append(out, i+rb.size)
	}
	return out
}

// group returns the chain at i and whether it has a liberty.
func (rb *refBoard) group(cells []Color, i int) ([]int, bool) {
	c := cells[i]
	seen := map[int]bool{i: true}
	stack, chain, free := []int{i}, []int{}, false
	for len(stack) > 0 {
		p := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		chain = append(chain, p)
		for _, n := range rb.adj(p) {
			switch {
			case cells[n] == Empty:
				free = true
			case cells[n] == c && !seen[n]:
				seen[n] = true
				stack = append(stack, n)
			}
		}
	}
	return chain, free
}

func sideLetter(c Color) string { return ".BW"[c : c+1] }

// play returns the reason the move is illegal, or makes it.
func (rb *refBoard) play(c Color, i int) (int, Reason) {
	if rb.cells[i] != Empty {
		return 0, Occupied
	}
	cells := append([]Color(nil), rb.cells...)
	cells[i] = c
	took := 0
	for _, n := range rb.adj(i) {
		if cells[n] == c.Opponent() {
			if chain, free := rb.group(cells, n); !free {
				for _, p := range chain {
					cells[p] = Empty
				}
				took += len(chain)
			}
		}
	}
	lost := 0
	if chain, free := rb.group(cells, i); !free {
		if !rb.rules.SuicideAllowed || len(chain) == 1 {
			return 0, Suicide
		}
		for _, p := range chain {
			cells[p] = Empty
		}
		lost = len(chain)
	}
	old := rb.cells
	rb.cells = cells
	k := rb.key()
	rb.cells = old
	if rb.lastBy == c.Opponent() && k == rb.prev {
		return 0, Ko
	}
	switch rb.rules.Ko {
	case KoPositionalSuperko:
		if rb.seen[k] {
			return 0, Superko
		}
	case KoSituationalSuperko:
		if rb.seenSide[k+sideLetter(c.Opponent())] {
			return 0, Superko
		}
	}
	rb.prev, rb.lastBy = rb.key(), c
	rb.cells = cells
	rb.captures[c] += took
	rb.captures[c.Opponent()] += lost
	rb.seen[k] = true
	rb.seenSide[k+sideLetter(c.Opponent())] = true
	return took, 0
}

func (rb *refBoard) pass(c Color) {
	rb.prev, rb.lastBy = rb.key(), c
	rb.seenSide[rb.key()+sideLetter(c.Opponent())] = true
}

// checkChains compares b's incremental chain data with a board rebuilt from its position.
func checkChains(t *testing.T, b *Board) {
	t.Helper()
	fresh := BoardFromPosition(b.Position(), b.Rules())
	if fresh.Hash() != b.Hash() {
		t.Fatalf("hash %x, rebuilt %x", b.Hash(), fresh.Hash())
	}
	for y := 0; y < b.Size(); y++ {
		for x := 0; x < b.Size(); x++ {
			p := b.PointAt(x, y)
			if b.ColorAt(p) == Empty {
				continue
			}
			got, want := b.chain[b.head[p]], fresh.chain[fresh.head[p]]
			if got != want {
				t.Fatalf("chain at %s: %+v, rebuilt %+v", VertexName(b.Size(), x, y), got, want)
			}
			if b.InAtariAt(p) != (b.LibertiesAt(p) == 1) {
				t.Fatalf("chain at %s: InAtari %v with %d liberties", VertexName(b.Size(), x, y),
					b.InAtariAt(p), b.LibertiesAt(p))
			}
		}
	}
}

// TestAgainstReference plays random games under every rule set on small boards, where kos,
// suicides and repetitions are frequent, and compares every verdict and position.
func TestAgainstReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	var seen [OffBoard + 1]int
	for _, name := range RuleSetNames() {
		r := rulesNamed(t, name)
		for game := 0; game < 40; game++ {
			size := 2 + rng.IntN(6)
			b, rb := NewBoardWithRules(size, r), newRefBoard(size, r)
			c := Black
			for move := 0; move < 300; move++ {
				if rng.IntN(20) == 0 {
					b.Pass(c)
					rb.pass(c)
					c = c.Opponent()
					continue
				}
				x, y := rng.IntN(size), rng.IntN(size)
				for try := 0; try < 4 && b.At(x, y) != Empty; try++ {
					x, y = rng.IntN(size), rng.IntN(size)
				}
				wantN, wantWhy := rb.play(c, y*size+x)
				if b.Legal(c, x, y) != (wantWhy == 0) {
					t.Fatalf("%s game %d move %d %s %s: Legal %v, reference %v", name, game, move,
						c, VertexName(size, x, y), b.Legal(c, x, y), wantWhy)
				}
				n, why := b.PlayAt(c, b.PointAt(x, y))
				if n != wantN || why != wantWhy {
					t.Fatalf("%s game %d move %d %s %s: got %d %v, reference %d %v", name, game, move,
						c, VertexName(size, x, y), n, why, wantN, wantWhy)
				}
				seen[why]++
				if why != 0 {
					continue
				}
				if got := b.Position(); string(rb.key()) != (&refBoard{cells: got.Cells}).key() {
					t.Fatalf("%s game %d move %d: position differs", name, game, move)
				}
				if b.Captures(Black) != rb.captures[Black] || b.Captures(White) != rb.captures[White] {
					t.Fatalf("%s game %d move %d: captures differ", name, game, move)
				}
				checkChains(t, b)
				c = c.Opponent()
			}
		}
	}
	for _, why := range []Reason{0, Occupied, Suicide, Ko, Superko} {
		if seen[why] == 0 {
			t.Errorf("no move came out %v: the random games test too little", why)
		}
	}
	t.Logf("verdicts: %v", seen)
}
