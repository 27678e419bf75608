package team

// The names of the kinds, colour rules and strength rules in hoshi's files and its JSON API.
var (
	kindNames     = map[Kind]string{Boards: "boards", PairGo: "pair-go", Rengo: "rengo"}
	colourNames   = map[ColourRule]string{AlternateABlackFirst: "a-black-first", AlternateAWhiteFirst: "a-white-first"}
	strengthNames = map[StrengthRule]string{MeanRating: "mean-rating", MeanRank: "mean-rank"}
)

func (k Kind) String() string         { return kindNames[k] }
func (c ColourRule) String() string   { return colourNames[c] }
func (s StrengthRule) String() string { return strengthNames[s] }

func parse[T comparable](names map[T]string, s string) (T, bool) {
	for k, n := range names {
		if n == s {
			return k, true
		}
	}
	var zero T
	return zero, false
}

// ParseKind reads a kind's name: "boards", "pair-go" or "rengo".
func ParseKind(s string) (Kind, bool) { return parse(kindNames, s) }

// ParseColourRule reads a colour rule's name: "a-black-first" or "a-white-first".
func ParseColourRule(s string) (ColourRule, bool) { return parse(colourNames, s) }

// ParseStrengthRule reads a strength rule's name: "mean-rating" or "mean-rank".
func ParseStrengthRule(s string) (StrengthRule, bool) { return parse(strengthNames, s) }
