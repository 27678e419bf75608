package goban

import (
	"fmt"
	"strings"
)

// KoRule says which repetitions of a position a move may not cause.
type KoRule uint8

// The ko rules of the rule sets (docs/RULES.md section 3).
const (
	// KoSimple forbids recreating the position before the opponent's last move: the immediate
	// retake of a ko.
	KoSimple KoRule = iota
	// KoPositionalSuperko forbids recreating any earlier whole-board position.
	KoPositionalSuperko
	// KoSituationalSuperko forbids recreating an earlier position with the same player to move.
	KoSituationalSuperko
)

// ScoringKind is how a finished game is counted.
type ScoringKind uint8

// The ways of counting.
const (
	// ScoringTerritory counts territory plus prisoners; points in seki count for nobody.
	ScoringTerritory ScoringKind = iota
	// ScoringArea counts stones plus territory after removing dead stones.
	ScoringArea
	// ScoringAreaNoRemoval is Tromp-Taylor: area with every stone on the board counted alive.
	ScoringAreaNoRemoval
)

// CompensationKind is what White receives for Black's handicap stones under area counting,
// where each handicap stone would otherwise be worth an extra point to Black.
type CompensationKind uint8

// The handicap compensations.
const (
	CompensationNone CompensationKind = iota
	// CompensationPerStone gives White one point per handicap stone (Chinese rules).
	CompensationPerStone
	// CompensationPerStoneMinusOne gives White one point per handicap stone after the first (AGA).
	CompensationPerStoneMinusOne
)

// Rules is a rule set: what the board enforces during play (ko, suicide, atari-go's first
// capture) and how the scorer counts (Scoring, Compensation, komi).
type Rules struct {
	Name           string
	Ko             KoRule
	SuicideAllowed bool
	Scoring        ScoringKind
	Compensation   CompensationKind
	// FirstCaptureWins makes the game atari-go: the first player to capture wins.
	FirstCaptureWins bool
	// SekiPrisonerStays is the Czech rule (1991) for a lone opponent stone inside a two-point
	// eye of a group in seki: it had to be captured before the final passes, so at the count it
	// stays on the board as a neutral stone, not a prisoner (territory scoring).
	SekiPrisonerStays bool
	komi              int // default komi in half points
	komi13            int // default komi on 13x13 in half points, when it differs
}

var japaneseRules = Rules{Name: "japanese", Ko: KoSimple, Scoring: ScoringTerritory, komi: 13}

// ruleSets is the table of docs/RULES.md section 3.
var ruleSets = []Rules{
	japaneseRules,
	{Name: "chinese", Ko: KoSimple, Scoring: ScoringArea, Compensation: CompensationPerStone, komi: 15},
	{Name: "aga", Ko: KoSituationalSuperko, Scoring: ScoringArea,
		Compensation: CompensationPerStoneMinusOne, komi: 15},
	{Name: "tromp-taylor", Ko: KoPositionalSuperko, SuicideAllowed: true, Scoring: ScoringAreaNoRemoval,
		komi: 15},
	{Name: "nz", Ko: KoSituationalSuperko, SuicideAllowed: true, Scoring: ScoringArea, komi: 14},
	{Name: "czech-1991", Ko: KoSimple, Scoring: ScoringTerritory, SekiPrisonerStays: true, komi: 11,
		komi13: 17},
	{Name: "finnish", Ko: KoPositionalSuperko, Scoring: ScoringTerritory, komi: 13},
	{Name: "atari-go", Ko: KoSimple, Scoring: ScoringTerritory, FirstCaptureWins: true},
}

// RuleSetNames returns the names RulesByName accepts, in the order of docs/RULES.md.
func RuleSetNames() []string {
	names := make([]string, len(ruleSets))
	for i, r := range ruleSets {
		names[i] = r.Name
	}
	return names
}

// RulesByName returns the rule set named name (case-insensitive), as typed by a director or
// given to `hoshi score --rules`.
func RulesByName(name string) (Rules, error) {
	key := strings.ToLower(strings.TrimSpace(name))
	for _, r := range ruleSets {
		if r.Name == key {
			return r, nil
		}
	}
	return Rules{}, fmt.Errorf("unknown rule set %q: want one of %s", name,
		strings.Join(RuleSetNames(), ", "))
}

// sgfRuleNames maps the RU values found in real SGF files (upper-cased, spaces removed) to
// hoshi's rule sets. Ing (GOE) rules count area, allow multi-stone suicide and forbid
// repetition with the same player to move, which makes nz the closest.
var sgfRuleNames = map[string]string{
	"JAPANESE": "japanese", "JP": "japanese", "JAPANESE1989": "japanese", "KOREAN": "japanese",
	"CHINESE": "chinese", "CN": "chinese",
	"AGA": "aga", "BGA": "aga", "FRENCH": "aga",
	"NZ": "nz", "NEWZEALAND": "nz",
	"TT": "tromp-taylor", "TT--": "tromp-taylor", "TROMP-TAYLOR": "tromp-taylor",
	"TROMP/TAYLOR": "tromp-taylor", "TROMPTAYLOR": "tromp-taylor",
	"GOE": "nz", "ING": "nz",
	"CZECH": "czech-1991", "CZECH-1991": "czech-1991",
	"FINNISH":  "finnish",
	"ATARI-GO": "atari-go", "ATARIGO": "atari-go",
}

// RulesFromSGF returns the rule set an SGF RU value names; ok is false for values hoshi does
// not know, so the caller can fall back to the tournament's rules.
func RulesFromSGF(ru string) (Rules, bool) {
	key := strings.ToUpper(strings.Join(strings.Fields(ru), ""))
	name, ok := sgfRuleNames[key]
	if !ok {
		return Rules{}, false
	}
	r, err := RulesByName(name)
	return r, err == nil
}

// DefaultKomi returns the komi White receives on an even game of the given board size, in half
// points (13 is 6.5).
func (r Rules) DefaultKomi(size int) int {
	if size == 13 && r.komi13 != 0 {
		return r.komi13
	}
	return r.komi
}

// CompensationFor returns the points, in half points, White receives for Black's handicap
// stones on top of komi; a handicap below 2 places no stones and gets none.
func (r Rules) CompensationFor(handicap int) int {
	if handicap < 2 {
		return 0
	}
	switch r.Compensation {
	case CompensationPerStone:
		return 2 * handicap
	case CompensationPerStoneMinusOne:
		return 2 * (handicap - 1)
	}
	return 0
}
