package tournament

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/hoshi-go/hoshi/internal/goban"
	"github.com/hoshi-go/hoshi/internal/halfpoint"
	"github.com/hoshi-go/hoshi/internal/i18n"
	"github.com/hoshi-go/hoshi/internal/keyed"
)

// MaxRounds is the most rounds a tournament can have, as in OpenGotha.
const MaxRounds = 20

// FieldError says which setting or player field is wrong and why, in words a tournament
// director understands. Field is the Go field name (nested ones joined by dots, list
// elements indexed from 1: "Handicap.Ceiling", "Criteria[2]") so that a form can point at it.
type FieldError struct {
	Field string
	Msg   string
	// Key is the message with its catalogue key, when it has one: Msg is its English.
	Key *keyed.Error
}

// Error names the field first, so that a message shown alone still says what to fix.
func (e *FieldError) Error() string { return e.Field + ": " + e.Msg }

// Unwrap is the keyed message, for errors.As.
func (e *FieldError) Unwrap() error {
	if e.Key == nil {
		return nil
	}
	return e.Key
}

// Reason is the problem without the field: the keyed message, or Msg as an error.
func (e *FieldError) Reason() error {
	if e.Key != nil && e.Key.Error() == e.Msg {
		return e.Key
	}
	return errors.New(e.Msg)
}

// keyedFieldError is the problem k of field.
func keyedFieldError(field string, k *keyed.Error) *FieldError {
	return &FieldError{Field: field, Msg: k.Error(), Key: k}
}

// FieldMessages writes the problems of err without the names of their fields, "; " between
// them: the words for a form that already names the input or the line at fault, where a Go
// field name (Kind, Strongest) would mean nothing to its reader. An error that is no
// *FieldError is written as it is.
func FieldMessages(err error) string {
	if err == nil {
		return ""
	}
	var msgs []string
	var visit func(error)
	visit = func(e error) {
		if j, ok := e.(interface{ Unwrap() []error }); ok {
			for _, x := range j.Unwrap() {
				visit(x)
			}
			return
		}
		var fe *FieldError
		if errors.As(e, &fe) {
			msgs = append(msgs, fe.Msg)
		} else {
			msgs = append(msgs, e.Error())
		}
	}
	visit(err)
	return strings.Join(msgs, "; ")
}

// fieldErrors collects the problems of one value.
type fieldErrors []error

func (fe *fieldErrors) add(field string, m *keyed.Message, args ...any) {
	*fe = append(*fe, keyedFieldError(field, m.New(args...)))
}

// Validate checks the settings before they are saved. It reports every problem at once
// (errors.Join of *FieldError; errors.As finds the first), or nil.
func (s Settings) Validate() error {
	var fe fieldErrors
	if strings.TrimSpace(s.Name) == "" {
		fe.add("Name", msgName)
	}
	if !slices.Contains(GameKinds, s.Game.OrGo()) {
		fe.add("Game", msgGame, s.Game)
	}
	validateText(&fe, s.textFields())
	if s.Rounds < 1 || s.Rounds > MaxRounds {
		fe.add("Rounds", msgRounds, MaxRounds, s.Rounds)
	}
	sizeOK := s.BoardSize >= goban.MinSize && s.BoardSize <= goban.MaxSize
	switch {
	case !s.IsGo():
		s.validateGame(&fe)
	case !sizeOK:
		fe.add("BoardSize", msgBoard, goban.MinSize, goban.MaxSize, s.BoardSize)
	default:
		s.validateGoOnly(&fe)
	}
	if _, err := goban.RulesByName(s.Rules); err != nil {
		fe.add("Rules", msgRules, s.Rules, strings.Join(goban.RuleSetNames(), ", "))
	}
	switch {
	case s.Komi < -100 || s.Komi > 100:
		fe.add("Komi", msgKomiNotSane, halfpoint.Format(s.Komi))
	case sizeOK && (s.Komi > 2*s.BoardSize*s.BoardSize || -s.Komi > 2*s.BoardSize*s.BoardSize):
		fe.add("Komi", msgKomiBoard, halfpoint.Format(s.Komi),
			s.BoardSize*s.BoardSize, s.BoardSize, s.BoardSize)
	}
	if s.Country != "" && !isCountryCode(s.Country) {
		fe.add("Country", msgCountry, s.Country)
	}
	if s.Language != "" && !i18n.Supported(s.Language) {
		fe.add("Language", msgLanguage, strings.Join(i18n.Codes(), ", "), s.Language)
	}
	if _, err := i18n.LoadZone(s.TimeZone); err != nil {
		fe.add("TimeZone", msgTimeZone, s.TimeZone)
	}
	if !s.Begin.IsZero() && !s.End.IsZero() && s.End.Before(s.Begin) {
		fe.add("End", msgEndBefore)
	}
	if s.SelfReport < SelfReportOff || s.SelfReport > SelfReportAuto {
		fe.add("SelfReport", msgSelfReportMode, s.SelfReport)
	}
	if s.System < McMahon || s.System > RoundRobin {
		fe.add("System", msgSystem)
	}
	switch {
	case !s.Bar.Valid():
		fe.add("Bar", msgBar)
	case s.IsShogi() && !s.Game.RankFits(s.Bar):
		fe.add("Bar", msgShogiBar, s.Bar)
	}
	switch {
	case !s.Floor.Valid():
		fe.add("Floor", msgFloor)
	case s.IsShogi() && !s.Game.RankFits(s.Floor):
		fe.add("Floor", msgShogiFloor, s.Floor)
	}
	if s.Bar.Valid() && s.Floor.Valid() && s.Bar < s.Floor {
		fe.add("Bar", msgBarBelow, s.Bar, s.Floor)
	}
	for _, p := range []struct {
		field string
		v     int
	}{
		{"AbsentPoints", s.AbsentPoints}, {"ByePoints", s.ByePoints},
		{"NBWAbsentPoints", s.NBWAbsentPoints}, {"NBWByePoints", s.NBWByePoints},
	} {
		if p.v < 0 || p.v > 2 {
			fe.add(p.field, msgAbsentPoints, halfpoint.Format(p.v))
		}
	}
	s.Time.validate(&fe)
	s.Handicap.validate(&fe)
	if len(s.Criteria) == 0 {
		fe.add("Criteria", msgCriteriaNone)
	}
	for i, c := range s.Criteria {
		field := fmt.Sprintf("Criteria[%d]", i+1)
		switch {
		case !c.Known():
			fe.add(field, msgCriterionUnknown, string(c))
		case slices.Index(s.Criteria, c) < i:
			fe.add(field, msgCriterionTwice, c)
		case c == CritGW && !s.IsGomoku():
			fe.add(field, msgGwMatches)
		}
	}
	s.validateConstraints(&fe)
	s.Pairing.validate(&fe)
	return errors.Join(fe...)
}

// validateGame checks the settings of a game other than Go: its board, variant, opening rule,
// draws, matches and shogi's handicap ladder.
func (s Settings) validateGame(fe *fieldErrors) {
	g := s.Game.OrGo()
	if sizes := g.BoardSizes(); !slices.Contains(sizes, s.BoardSize) {
		if len(sizes) == 1 {
			fe.add("BoardSize", msgGameBoardOne, g, sizes[0], sizes[0], s.BoardSize, s.BoardSize)
		} else {
			fe.add("BoardSize", msgGameBoardTwo, g, s.BoardSize, s.BoardSize)
		}
	}
	switch {
	case g == GomokuGame && !slices.Contains(Variants, s.Variant):
		fe.add("Variant", msgGomokuVariant, s.Variant)
	case g != GomokuGame && s.Variant != "":
		fe.add("Variant", msgVariantOnlyGomoku, g)
	}
	switch {
	case s.IsGomoku() && s.Opening != "" && !slices.Contains(Openings, s.Opening):
		fe.add("Opening", msgOpeningRule, s.Opening)
	case !s.IsGomoku() && s.Opening != "":
		fe.add("Opening", msgOpeningOnlyGomoku, g)
	}
	if r := s.Draws; r != DrawsHalf && r != DrawsReplay {
		fe.add("Draws", msgDrawRule, string(r))
	}
	switch {
	case s.IsGomoku() && s.MatchGames != 0 && !slices.Contains(MatchGameCounts, s.MatchGames):
		fe.add("MatchGames", msgMatchGames, s.MatchGames)
	case !s.IsGomoku() && s.MatchGames > 1:
		fe.add("MatchGames", msgMatchesOnlyGomoku, g)
	}
	if g == ShogiGame {
		validateLadder(fe, s.HandicapLadder)
	} else if len(s.HandicapLadder) > 0 {
		fe.add("HandicapLadder", msgLadderOnlyShogi, g)
	}
}

// validateGoOnly refuses in a Go tournament the settings of the other games.
func (s Settings) validateGoOnly(fe *fieldErrors) {
	if s.Variant != "" {
		fe.add("Variant", msgVariantOnlyGomoku, GoGame)
	}
	if s.Opening != "" {
		fe.add("Opening", msgOpeningOnlyGomoku, GoGame)
	}
	if s.Draws != DrawsHalf {
		fe.add("Draws", msgGoDrawsHalf)
	}
	if s.MatchGames > 1 {
		fe.add("MatchGames", msgMatchesOnlyGomoku, GoGame)
	}
	if len(s.HandicapLadder) > 0 {
		fe.add("HandicapLadder", msgLadderOnlyShogi, GoGame)
	}
}

// validateLadder checks a shogi handicap ladder: known handicaps, an even game for players of
// the same grade, at most MaxLadder steps. An empty ladder is the default one.
func validateLadder(fe *fieldErrors, l []string) {
	if len(l) > MaxLadder {
		fe.add("HandicapLadder", msgLadderSteps, MaxLadder, len(l))
	}
	for i, h := range l {
		if !slices.Contains(ShogiHandicaps, h) {
			fe.add("HandicapLadder", msgShogiHandicap, h, strings.Join(ShogiHandicaps, ", "))
			return
		}
		if i == 0 && h != ShogiHandicaps[ShogiEven] {
			fe.add("HandicapLadder", msgLadderEven, h)
		}
	}
}

// Ratings are EGD ratings (GoR): about -900 for 30k, 2700 for 7d, 2940 for 9p.
const (
	MinRating = -1000
	MaxRating = 3500
)

// validate refuses weights of the pairing that are negative: each is a cost that a pairing
// avoids, and a negative one would make it seek what it should avoid.
func (p PairingParameters) validate(fe *fieldErrors) {
	for _, w := range []struct {
		field string
		v     int64
	}{
		{"Pairing.AvoidDuplicateGame", p.AvoidDuplicateGame}, {"Pairing.Random", p.Random},
		{"Pairing.BalanceWB", p.BalanceWB}, {"Pairing.AvoidMixingCategories", p.AvoidMixingCategories},
		{"Pairing.MinimizeScoreDifference", p.MinimizeScoreDifference}, {"Pairing.DUDDWeight", p.DUDDWeight},
	} {
		if w.v < 0 {
			fe.add(w.field, msgPairingWeightNegative, w.v)
		}
	}
}

func (ts TimeSystem) validate(fe *fieldErrors) {
	if ts.BasicMinutes < 0 {
		fe.add("Time.BasicMinutes", msgBasicNegative)
	}
	switch ts.Kind {
	case SuddenDeath:
		if ts.BasicMinutes == 0 {
			fe.add("Time.BasicMinutes", msgSuddenDeath)
		}
	case JapaneseByoYomi:
		if ts.PeriodSeconds <= 0 {
			fe.add("Time.PeriodSeconds", msgByoyomiPeriod)
		}
		if ts.Periods < 0 {
			fe.add("Time.Periods", msgPeriods)
		}
	case CanadianByoYomi:
		if ts.Stones <= 0 {
			fe.add("Time.Stones", msgCanadianStones)
		}
		if ts.StonesSeconds <= 0 {
			fe.add("Time.StonesSeconds", msgCanadianPeriod)
		}
	case Fischer:
		if ts.IncrementSeconds <= 0 {
			fe.add("Time.IncrementSeconds", msgFischer)
		}
	default:
		fe.add("Time.Kind", msgTimeKind)
	}
}

func (h HandicapPolicy) validate(fe *fieldErrors) {
	switch h.Kind {
	case HandicapMMS:
		if h.Ceiling < 0 || h.Ceiling > 9 {
			fe.add("Handicap.Ceiling", msgCeiling, h.Ceiling)
		}
		if h.Correction < -1 || h.Correction > 3 {
			fe.add("Handicap.Correction", msgCorrection, h.Correction)
		}
		if !h.NoHandicapThreshold.Valid() {
			fe.add("Handicap.NoHandicapThreshold", msgThreshold)
		}
	case HandicapRankDifference:
		if h.Ceiling < 0 || h.Ceiling > 9 {
			fe.add("Handicap.Ceiling", msgCeiling, h.Ceiling)
		}
		if h.PrisonersPerRank < 0 || h.PrisonersPerRank > 50 {
			fe.add("Handicap.PrisonersPerRank", msgPrisoners, h.PrisonersPerRank)
		}
	case HandicapNone:
	default:
		fe.add("Handicap.Kind", msgHandicapKind)
	}
}

// Validate checks a player before registration. It reports every problem at once
// (errors.Join of *FieldError), or nil.
func (p Player) Validate() error {
	var fe fieldErrors
	if strings.TrimSpace(p.Name) == "" {
		fe.add("Name", msgFamilyName)
	}
	validateText(&fe, p.textFields())
	if !p.Rank.Valid() {
		fe.add("Rank", msgRankRange)
	}
	if p.Country != "" && !isCountryCode(p.Country) {
		fe.add("Country", msgCountry, p.Country)
	}
	if p.MMSCorrection < -1 || p.MMSCorrection > 2 {
		fe.add("MMSCorrection", msgMmsCorrection, p.MMSCorrection)
	}
	for _, r := range p.Absent {
		switch {
		case r < 1:
			fe.add("Absent", msgAbsentMin, r)
		case r > MaxRounds:
			fe.add("Absent", msgAbsentMax, r, MaxRounds)
		}
	}
	if p.EGDPin != "" && !HasUnsafeText(p.EGDPin) && strings.TrimFunc(p.EGDPin, func(r rune) bool { return r >= '0' && r <= '9' }) != "" {
		fe.add("EGDPin", msgEgdPinDigits, p.EGDPin)
	}
	if p.Rating < MinRating || p.Rating > MaxRating {
		fe.add("Rating", msgRatingRange, MinRating, MaxRating, p.Rating)
	}
	if p.FixedTable < 0 || p.FixedTable > MaxTable {
		fe.add("FixedTable", msgFixedTable, MaxTable, p.FixedTable)
	}
	return errors.Join(fe...)
}

// ValidateAbsent checks the player's absences against a tournament of the given number of
// rounds: a round outside 1..rounds is refused (a *FieldError on "Absent"), unless it is in
// kept, the absences already recorded. Those may go beyond the last round without anyone
// typing them: an OpenGotha file has 20 participation flags whatever its number of rounds,
// and a tournament can lose rounds after its players registered; editing such a player
// must not fail on them.
func (p Player) ValidateAbsent(rounds int, kept []int) error {
	var fe fieldErrors
	for _, r := range p.Absent {
		if (r < 1 || r > rounds) && !slices.Contains(kept, r) {
			fe.add("Absent", msgAbsentRange, r, rounds)
		}
	}
	return errors.Join(fe...)
}

// validateConstraints checks the shape of the avoid pairs and the left-out tables, which
// Settings.Validate calls: a pair names two different players, each pair once; a round of
// left-out tables exists, each table once. Whether the players exist is ValidateAvoidPairs.
func (s Settings) validateConstraints(fe *fieldErrors) {
	for i, p := range s.AvoidPairs {
		field := fmt.Sprintf("AvoidPairs[%d]", i+1)
		switch {
		case p[0] <= 0 || p[1] <= 0:
			fe.add(field, msgAvoidIds, p[0], p[1])
		case p[0] == p[1]:
			fe.add(field, msgAvoidSame, p[0])
		case slices.IndexFunc(s.AvoidPairs[:i], p.Same) >= 0:
			fe.add(field, msgAvoidTwice, p[0], p[1])
		}
	}
	rounds := make([]int, 0, len(s.LeftOutTables))
	for r := range s.LeftOutTables {
		rounds = append(rounds, r)
	}
	slices.Sort(rounds)
	for _, r := range rounds {
		field := fmt.Sprintf("LeftOutTables[%d]", r)
		if r < 1 || r > max(s.Rounds, 1) {
			fe.add(field, msgAbsentRange, r, s.Rounds)
			continue
		}
		tables := s.LeftOutTables[r]
		for i, t := range tables {
			switch {
			case t < 1 || t > MaxTable:
				fe.add(field, msgTableMissing, t, MaxTable)
			case slices.Index(tables, t) < i:
				fe.add(field, msgTableTwice, t)
			}
		}
	}
}

// ValidateAvoidPairs checks that every pair to keep apart names registered players (a
// *FieldError on "AvoidPairs[i]", i from 1). Settings.Validate checks the rest of the pairs.
func (s Settings) ValidateAvoidPairs(players []Player) error {
	known := make(map[PlayerID]bool, len(players))
	for i := range players {
		known[players[i].ID] = true
	}
	var fe fieldErrors
	for i, p := range s.AvoidPairs {
		for _, id := range p {
			if id > 0 && !known[id] {
				fe.add(fmt.Sprintf("AvoidPairs[%d]", i+1), msgAvoidNoPlayer, id) // a message of the API: the form has no input for it
				break
			}
		}
	}
	return errors.Join(fe...)
}

// isCountryCode reports whether s is two ASCII letters.
func isCountryCode(s string) bool {
	if len(s) != 2 {
		return false
	}
	for _, c := range []byte(strings.ToUpper(s)) {
		if c < 'A' || c > 'Z' {
			return false
		}
	}
	return true
}
