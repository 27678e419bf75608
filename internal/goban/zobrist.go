package goban

// MaxPoints is the length of the padded array of the largest board.
const MaxPoints = (MaxSize + 2) * (MaxSize + 2)

// zobristKeys holds one random 64-bit key per colour and padded point; a position's hash is the
// XOR of the keys of its stones. The keys come from a fixed seed so hashes are reproducible.
// sideKeys mark the player to move for situational superko.
var (
	zobristKeys [3][MaxPoints]uint64
	sideKeys    [3]uint64
)

func init() {
	s := uint64(0x686f736869) // "hoshi"
	next := func() uint64 {   // splitmix64
		s += 0x9e3779b97f4a7c15
		z := s
		z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
		z = (z ^ (z >> 27)) * 0x94d049bb133111eb
		return z ^ (z >> 31)
	}
	for c := Black; c <= White; c++ {
		for p := range zobristKeys[c] {
			zobristKeys[c][p] = next()
		}
		sideKeys[c] = next()
	}
}

func ZobristKey(c Color, p Point) uint64 { return zobristKeys[c][p] }

// positionSet is the superko history: the hashes of the positions seen so far, in an
// open-addressing table (linear probing, power-of-two capacity). Repetition is decided on the
// 64-bit hash alone: with a few thousand positions per game the chance of a false "superko" is
// about n²/2⁶⁵, below 10⁻¹², which is far less likely than a recording error in the game.
type positionSet struct {
	slots   []uint64 // 0 is a free slot
	n       int
	hasZero bool // the hash 0 itself, which cannot live in a slot
}

func (s *positionSet) contains(h uint64) bool {
	if h == 0 {
		return s.hasZero
	}
	if len(s.slots) == 0 {
		return false
	}
	mask := uint64(len(s.slots) - 1)
	for i := h & mask; ; i = (i + 1) & mask {
		switch s.slots[i] {
		case h:
			return true
		case 0:
			return false
		}
	}
}

func (s *positionSet) add(h uint64) {
	if h == 0 {
		s.hasZero = true
		return
	}
	if 2*(s.n+1) > len(s.slots) {
		s.grow()
	}
	mask := uint64(len(s.slots) - 1)
	for i := h & mask; ; i = (i + 1) & mask {
		switch s.slots[i] {
		case h:
			return
		case 0:
			s.slots[i] = h
			s.n++
			return
		}
	}
}

func (s *positionSet) grow() {
	old := s.slots
	size := 2 * len(old)
	if size < 512 {
		size = 512
	}
	s.slots = make([]uint64, size)
	s.n = 0
	for _, h := range old {
		if h != 0 {
			s.add(h)
		}
	}
}

// copyFrom makes s equal to src, reusing s's table when it is large enough.
func (s *positionSet) copyFrom(src *positionSet) {
	s.n, s.hasZero = src.n, src.hasZero
	if len(src.slots) == 0 {
		clear(s.slots)
		return
	}
	if cap(s.slots) >= len(src.slots) {
		s.slots = s.slots[:len(src.slots)]
	} else {
		s.slots = make([]uint64, len(src.slots))
	}
	copy(s.slots, src.slots)
}
