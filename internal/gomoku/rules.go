package gomoku

import (
	"fmt"
	"strings"
)

// Variant is a set of winning rules.
type Variant string

// The variants of the seeds.
const (
	// Free: a row of five or more of one's stones wins (seed 001, "Konec hry").
	Free Variant = "free"
	// Exact: only a row of exactly five wins; six or more do not count and the game goes on
	// (seed 000, "Gomoku"; seed 001's stricter rule).
	Exact Variant = "exact"
	// Ninuki: exactly five as in seed 000's gomoku, or ten captured stones; a stone placed so
	// that two enemy stones stand between it and another stone of its colour captures them
	// (seed 000, "Ninuki").
	Ninuki Variant = "ninuki"
)

// Opening is the opening rule of an event, recorded with its games; the engine does not apply
// it (the colours of the moves in a record already say who played what).
type Opening string

// The opening rules hoshi records.
const (
	OpeningNone  Opening = "none"
	OpeningSwap  Opening = "swap"
	OpeningSwap2 Opening = "swap2"
)

// Rules are the rules a game is played by.
type Rules struct {
	Variant Variant
	Size    int // 15 or 19
	Opening Opening
}

// DefaultRules are free gomoku on 15x15 without an opening rule.
var DefaultRules = Rules{Variant: Free, Size: 15, Opening: OpeningNone}

// CapturesToWin is the number of captured stones that wins ninuki (seed 000, "Ninuki").
const CapturesToWin = 10

// Validate says what is wrong with r, if anything.
func (r Rules) Validate() error {
	switch r.Variant {
	case Free, Exact, Ninuki:
	default:
		return fmt.Errorf("unknown variant %q (known: free, exact, ninuki)", r.Variant)
	}
	if r.Size != 15 && r.Size != 19 {
		return fmt.Errorf("board size %d: gomoku is played on 15x15 or 19x19", r.Size)
	}
	switch r.Opening {
	case OpeningNone, OpeningSwap, OpeningSwap2, "":
	default:
		return fmt.Errorf("unknown opening rule %q (known: none, swap, swap2)", r.Opening)
	}
	return nil
}

// ParseVariant reads a variant name.
func ParseVariant(s string) (Variant, error) {
	v := Variant(strings.ToLower(strings.TrimSpace(s)))
	switch v {
	case Free, Exact, Ninuki:
		return v, nil
	case "gomoku":
		return Free, nil
	}
	return "", fmt.Errorf("unknown variant %q (known: free, exact, ninuki)", s)
}
