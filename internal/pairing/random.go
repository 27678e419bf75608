package pairing

import (
	"unicode/utf16"

	"github.com/hoshi-go/hoshi/internal/tournament"
)

// nameKey is what the deterministic random number needs of a player's name, computed once
// per round so that a pair costs O(1): the name and first name as UTF-16 code units (the
// units OpenGotha's Java strings are made of), their sum and their sum weighted by position.
type nameKey struct {
	units []uint16
	nameCode
}

// nameCode is the part of a nameKey that detRandom reads, small enough to be copied into a
// player's costKey.
type nameCode struct {
	sum    int64 // sum of the units
	wsum   int64 // sum of unit*(i+1)
	length int32 // number of units
	// order is the key's rank among all the round's keys in Java String order; ties share
	// a rank. It lets a pair be ordered without comparing strings.
	order int32
}

func newNameKey(p *tournament.Player) nameKey {
	k := nameKey{units: utf16.Encode([]rune(p.Name + p.FirstName))}
	k.length = int32(len(k.units))
	for i, c := range k.units {
		k.sum += int64(c)
		k.wsum += int64(c) * int64(i+1)
	}
	return k
}

// compareUTF16 orders two strings as Java's String.compareTo does: unit by unit, then by
// length. It differs from Go's byte order for characters outside the Basic Multilingual Plane.
func compareUTF16(a, b []uint16) int {
	for i := 0; i < len(a) && i < len(b); i++ {
		if a[i] != b[i] {
			return int(a[i]) - int(b[i])
		}
	}
	return len(a) - len(b)
}

// detRandom is OpenGotha's deterministic "random" number in 0..max for a pair: directors can
// re-run a pairing and get the same result, and it does not depend on which player comes
// first. The two names are concatenated in Java String order, each UTF-16 unit is weighted by
// its 1-based position, and the sum is scrambled by 1234567 modulo max+1; the result is
// mirrored (max-n) when a sorts after b, so that detRandom(1, a, b) == 0 can pick a colour
// consistently from either side.
func detRandom(max int64, a, b *nameCode) int64 {
	inverse := a.order > b.order
	if inverse {
		a, b = b, a
	}
	// sum over the concatenation s = a+b of s[i]*(i+1).
	n := a.wsum + b.wsum + int64(a.length)*b.sum
	n = n * 1234567 % (max + 1)
	if inverse {
		n = max - n
	}
	return n
}

func utf16Of(s string) []uint16 { return utf16.Encode([]rune(s)) }
