package goban

import "testing"

// FuzzPlay reads a rule set, a board size and a sequence of moves from the input and checks
// every verdict and resulting position against the naive reference engine.
func FuzzPlay(f *testing.F) {
	f.Add([]byte{0, 3, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 1})
	f.Add([]byte{3, 2, 0, 3, 1, 2, 0, 3, 4, 4, 0})
	f.Add([]byte{4, 4, 5, 6, 9, 10, 1, 4, 8, 2, 16, 16, 6})
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < 2 {
			return
		}
		r := ruleSets[int(data[0])%len(ruleSets)]
		size := 2 + int(data[1])%6
		b, rb := NewBoardWithRules(size, r), newRefBoard(size, r)
		c := Black
		for k, m := range data[2:] {
			i := int(m) % (size*size + 1)
			if i == size*size {
				b.Pass(c)
				rb.pass(c)
				c = c.Opponent()
				continue
			}
			x, y := i%size, i/size
			wantN, wantWhy := rb.play(c, i)
			n, why := b.PlayAt(c, b.PointAt(x, y))
			if n != wantN || why != wantWhy {
				t.Fatalf("%s move %d %s %s: got %d %v, reference %d %v", r.Name, k, c, VertexName(size, x, y),
					n, why, wantN, wantWhy)
			}
			if why != 0 {
				continue
			}
			if (&refBoard{cells: b.Position().Cells}).key() != rb.key() {
				t.Fatalf("%s move %d: position differs", r.Name, k)
			}
			checkChains(t, b)
			c = c.Opponent()
		}
	})
}
