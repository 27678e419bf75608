package tournament

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/hoshi-go/hoshi/internal/goban"
	"github.com/hoshi-go/hoshi/internal/halfpoint"
	"github.com/hoshi-go/hoshi/internal/i18n"
)

// MaxRounds is the most rounds a tournament can have, as in OpenGotha.
const MaxRounds = 20

// FieldError says which setting or player field is wrong and why, in words a tournament
// director understands. Field is the Go field name (nested ones joined by dots, list
// elements indexed from 1: "Handicap.Ceiling", "Criteria[2]") so that a form can point at it.
type FieldError struct {
	Field string
	Msg   string
}

// Error names the field first, so that a message shown alone still says what to fix.
func (e *FieldError) Error() string { return e.Field + ": " + e.Msg }

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

func (fe *fieldErrors) add(field, format string, args ...any) {
	*fe = append(*fe, &FieldError{Field: field, Msg: fmt.Sprintf(format, args...)})
}

// Validate checks the settings before they are saved. It reports every problem at once
// (errors.Join of *FieldError; errors.As finds the first), or nil.
func (s Settings) Validate() error {
	var fe fieldErrors
	if strings.TrimSpace(s.Name) == "" {
		fe.add("Name", "give the tournament a name")
	}
	if !slices.Contains(GameKinds, s.Game.OrGo()) {
		fe.add("Game", "unknown game %q: choose one of go, shogi, gomoku, ninuki", s.Game)
	}
	validateText(&fe, s.textFields())
	if s.Rounds < 1 || s.Rounds > MaxRounds {
		fe.add("Rounds", "a tournament has 1 to %d rounds, not %d", MaxRounds, s.Rounds)
	}
	sizeOK := s.BoardSize >= goban.MinSize && s.BoardSize <= goban.MaxSize
	switch {
	case !s.IsGo():
		s.validateGame(&fe)
	case !sizeOK:
		fe.add("BoardSize", "the board is 19, 13 or 9 lines wide (%d to %d), not %d", goban.MinSize, goban.MaxSize, s.BoardSize)
	default:
		s.validateGoOnly(&fe)
	}
	if _, err := goban.RulesByName(s.Rules); err != nil {
		fe.add("Rules", "unknown rule set %q: choose one of %s", s.Rules, strings.Join(goban.RuleSetNames(), ", "))
	}
	switch {
	case s.Komi < -100 || s.Komi > 100:
		fe.add("Komi", "komi %s is not sane: use a value between -50 and 50 points", halfpoint.Format(s.Komi))
	case sizeOK && (s.Komi > 2*s.BoardSize*s.BoardSize || -s.Komi > 2*s.BoardSize*s.BoardSize):
		fe.add("Komi", "komi %s is more than the %d points of a %dx%d board", halfpoint.Format(s.Komi),
			s.BoardSize*s.BoardSize, s.BoardSize, s.BoardSize)
	}
	if s.Country != "" && !isCountryCode(s.Country) {
		fe.add("Country", "write the country as two letters (FR, DE, CZ), not %q", s.Country)
	}
	if s.Language != "" && !i18n.Supported(s.Language) {
		fe.add("Language", "hoshi speaks %s, not %q", strings.Join(i18n.Codes(), ", "), s.Language)
	}
	if _, err := i18n.LoadZone(s.TimeZone); err != nil {
		fe.add("TimeZone", "unknown time zone %q: give an IANA name such as Europe/Prague", s.TimeZone)
	}
	if !s.Begin.IsZero() && !s.End.IsZero() && s.End.Before(s.Begin) {
		fe.add("End", "the tournament ends before it begins")
	}
	if s.SelfReport < SelfReportOff || s.SelfReport > SelfReportAuto {
		fe.add("SelfReport", "the players' reports are off, confirmed by the desk or recorded, not %d", s.SelfReport)
	}
	if s.System < McMahon || s.System > RoundRobin {
		fe.add("System", "choose McMahon, Swiss or round robin")
	}
	switch {
	case !s.Bar.Valid():
		fe.add("Bar", "the McMahon bar must be a rank from 30k to 9d")
	case s.IsShogi() && !s.Game.RankFits(s.Bar):
		fe.add("Bar", "the McMahon bar of a shogi tournament must be a grade from 15k to 9d, not %s", s.Bar)
	}
	switch {
	case !s.Floor.Valid():
		fe.add("Floor", "the McMahon floor must be a rank from 30k to 9d")
	case s.IsShogi() && !s.Game.RankFits(s.Floor):
		fe.add("Floor", "the McMahon floor of a shogi tournament must be a grade from 15k to 9d, not %s", s.Floor)
	}
	if s.Bar.Valid() && s.Floor.Valid() && s.Bar < s.Floor {
		fe.add("Bar", "the McMahon bar (%s) is below the floor (%s)", s.Bar, s.Floor)
	}
	for _, p := range []struct {
		field string
		v     int
	}{
		{"AbsentPoints", s.AbsentPoints}, {"ByePoints", s.ByePoints},
		{"NBWAbsentPoints", s.NBWAbsentPoints}, {"NBWByePoints", s.NBWByePoints},
	} {
		if p.v < 0 || p.v > 2 {
			fe.add(p.field, "a round without a game is worth 0, 1/2 or 1 point, not %s", halfpoint.Format(p.v))
		}
	}
	s.Time.validate(&fe)
	s.Handicap.validate(&fe)
	if len(s.Criteria) == 0 {
		fe.add("Criteria", "choose at least one placement criterion (MMS for McMahon, NBW for Swiss)")
	}
	for i, c := range s.Criteria {
		field := fmt.Sprintf("Criteria[%d]", i+1)
		switch {
		case !c.Known():
			fe.add(field, "unknown placement criterion %q", string(c))
		case slices.Index(s.Criteria, c) < i:
			fe.add(field, "criterion %s is already used above", c)
		case c == CritGW && !s.IsGomoku():
			fe.add(field, "GW counts the games won in matches: only gomoku and ninuki tournaments play them")
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
			fe.add("BoardSize", "%s is played on a %dx%d board, not %dx%d", g, sizes[0], sizes[0], s.BoardSize, s.BoardSize)
		} else {
			fe.add("BoardSize", "%s is played on a 15x15 or 19x19 board, not %dx%d", g, s.BoardSize, s.BoardSize)
		}
	}
	switch {
	case g == GomokuGame && !slices.Contains(Variants, s.Variant):
		fe.add("Variant", "unknown gomoku variant %q: choose free (five or more) or exact (exactly five)", s.Variant)
	case g != GomokuGame && s.Variant != "":
		fe.add("Variant", "only gomoku has variants (free, exact), not %s", g)
	}
	switch {
	case s.IsGomoku() && s.Opening != "" && !slices.Contains(Openings, s.Opening):
		fe.add("Opening", "unknown opening rule %q: choose none, swap or swap2", s.Opening)
	case !s.IsGomoku() && s.Opening != "":
		fe.add("Opening", "only gomoku and ninuki have opening rules, not %s", g)
	}
	if r := s.Draws; r != DrawsHalf && r != DrawsReplay {
		fe.add("Draws", "unknown draw rule %q: choose half (a draw counts half) or replay (replayed with colours exchanged)", string(r))
	}
	switch {
	case s.IsGomoku() && s.MatchGames != 0 && !slices.Contains(MatchGameCounts, s.MatchGames):
		fe.add("MatchGames", "a pairing plays 1 game or a match of 2 or 4, not %d", s.MatchGames)
	case !s.IsGomoku() && s.MatchGames > 1:
		fe.add("MatchGames", "only gomoku and ninuki tournaments play matches of several games, not %s", g)
	}
	if g == ShogiGame {
		validateLadder(fe, s.HandicapLadder)
	} else if len(s.HandicapLadder) > 0 {
		fe.add("HandicapLadder", "only shogi has a ladder of named handicaps, not %s", g)
	}
}

// validateGoOnly refuses in a Go tournament the settings of the other games.
func (s Settings) validateGoOnly(fe *fieldErrors) {
	if s.Variant != "" {
		fe.add("Variant", "only gomoku has variants (free, exact), not %s", GoGame)
	}
	if s.Opening != "" {
		fe.add("Opening", "only gomoku and ninuki have opening rules, not %s", GoGame)
	}
	if s.Draws != DrawsHalf {
		fe.add("Draws", "a jigo counts half in Go: only shogi, gomoku and ninuki replay a draw")
	}
	if s.MatchGames > 1 {
		fe.add("MatchGames", "only gomoku and ninuki tournaments play matches of several games, not %s", GoGame)
	}
	if len(s.HandicapLadder) > 0 {
		fe.add("HandicapLadder", "only shogi has a ladder of named handicaps, not %s", GoGame)
	}
}

// validateLadder checks a shogi handicap ladder: known handicaps, an even game for players of
// the same grade, at most MaxLadder steps. An empty ladder is the default one.
func validateLadder(fe *fieldErrors, l []string) {
	if len(l) > MaxLadder {
		fe.add("HandicapLadder", "the handicap ladder has at most %d steps, not %d", MaxLadder, len(l))
	}
	for i, h := range l {
		if !slices.Contains(ShogiHandicaps, h) {
			fe.add("HandicapLadder", "unknown shogi handicap %q: choose among %s", h, strings.Join(ShogiHandicaps, ", "))
			return
		}
		if i == 0 && h != ShogiHandicaps[ShogiEven] {
			fe.add("HandicapLadder", "players of the same grade play an even game: the ladder starts with even, not %s", h)
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
			fe.add(w.field, "a pairing weight is 0 or more, not %d", w.v)
		}
	}
}

func (ts TimeSystem) validate(fe *fieldErrors) {
	if ts.BasicMinutes < 0 {
		fe.add("Time.BasicMinutes", "basic time cannot be negative")
	}
	switch ts.Kind {
	case SuddenDeath:
		if ts.BasicMinutes == 0 {
			fe.add("Time.BasicMinutes", "sudden death needs some basic time")
		}
	case JapaneseByoYomi:
		if ts.PeriodSeconds <= 0 {
			fe.add("Time.PeriodSeconds", "give the length of a byo-yomi period in seconds")
		}
		if ts.Periods < 0 {
			fe.add("Time.Periods", "the number of byo-yomi periods cannot be negative")
		}
	case CanadianByoYomi:
		if ts.Stones <= 0 {
			fe.add("Time.Stones", "give the number of stones to play in each Canadian period")
		}
		if ts.StonesSeconds <= 0 {
			fe.add("Time.StonesSeconds", "give the length of a Canadian period in seconds")
		}
	case Fischer:
		if ts.IncrementSeconds <= 0 {
			fe.add("Time.IncrementSeconds", "give the Fischer increment in seconds")
		}
	default:
		fe.add("Time.Kind", "choose sudden death, Japanese or Canadian byo-yomi, or Fischer")
	}
}

func (h HandicapPolicy) validate(fe *fieldErrors) {
	switch h.Kind {
	case HandicapMMS:
		if h.Ceiling < 0 || h.Ceiling > 9 {
			fe.add("Handicap.Ceiling", "the handicap ceiling is 0 to 9 stones, not %d", h.Ceiling)
		}
		if h.Correction < -1 || h.Correction > 3 {
			fe.add("Handicap.Correction", "the handicap correction is -1 to 3, not %d", h.Correction)
		}
		if !h.NoHandicapThreshold.Valid() {
			fe.add("Handicap.NoHandicapThreshold", "the no-handicap threshold must be a rank from 30k to 9d")
		}
	case HandicapRankDifference:
		if h.Ceiling < 0 || h.Ceiling > 9 {
			fe.add("Handicap.Ceiling", "the handicap ceiling is 0 to 9 stones, not %d", h.Ceiling)
		}
		if h.PrisonersPerRank < 0 || h.PrisonersPerRank > 50 {
			fe.add("Handicap.PrisonersPerRank", "the prisoners per rank beyond the ceiling are 0 to 50, not %d", h.PrisonersPerRank)
		}
	case HandicapNone:
	default:
		fe.add("Handicap.Kind", "choose McMahon handicaps, rank difference or no handicap")
	}
}

// Validate checks a player before registration. It reports every problem at once
// (errors.Join of *FieldError), or nil.
func (p Player) Validate() error {
	var fe fieldErrors
	if strings.TrimSpace(p.Name) == "" {
		fe.add("Name", "the player's family name is missing")
	}
	validateText(&fe, p.textFields())
	if !p.Rank.Valid() {
		fe.add("Rank", "the rank must be 30k to 9d, or 1p to 9p")
	}
	if p.Country != "" && !isCountryCode(p.Country) {
		fe.add("Country", "write the country as two letters (FR, DE, CZ), not %q", p.Country)
	}
	if p.MMSCorrection < -1 || p.MMSCorrection > 2 {
		fe.add("MMSCorrection", "the McMahon score correction is -1 to +2, not %+d", p.MMSCorrection)
	}
	for _, r := range p.Absent {
		switch {
		case r < 1:
			fe.add("Absent", "round %d does not exist: rounds count from 1", r)
		case r > MaxRounds:
			fe.add("Absent", "round %d does not exist: a tournament has at most %d rounds", r, MaxRounds)
		}
	}
	if p.EGDPin != "" && !HasUnsafeText(p.EGDPin) && strings.TrimFunc(p.EGDPin, func(r rune) bool { return r >= '0' && r <= '9' }) != "" {
		fe.add("EGDPin", "the EGD PIN is the player's number in the EGD, digits only (like 12345678), not %q", p.EGDPin)
	}
	if p.Rating < MinRating || p.Rating > MaxRating {
		fe.add("Rating", "the rating is an EGD rating from %d to %d, not %d", MinRating, MaxRating, p.Rating)
	}
	if p.FixedTable < 0 || p.FixedTable > MaxTable {
		fe.add("FixedTable", "the fixed table is a table number from 1 to %d, or 0 for none, not %d", MaxTable, p.FixedTable)
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
			fe.add("Absent", "round %d does not exist: the tournament has rounds 1 to %d", r, rounds)
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
			fe.add(field, "a pair to keep apart names two players by their ids, not %d and %d", p[0], p[1])
		case p[0] == p[1]:
			fe.add(field, "a pair to keep apart names two different players, not player %d twice", p[0])
		case slices.IndexFunc(s.AvoidPairs[:i], p.Same) >= 0:
			fe.add(field, "players %d and %d are already kept apart above", p[0], p[1])
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
			fe.add(field, "round %d does not exist: the tournament has rounds 1 to %d", r, s.Rounds)
			continue
		}
		tables := s.LeftOutTables[r]
		for i, t := range tables {
			switch {
			case t < 1 || t > MaxTable:
				fe.add(field, "table %d does not exist: tables are numbered 1 to %d", t, MaxTable)
			case slices.Index(tables, t) < i:
				fe.add(field, "table %d is listed twice", t)
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
				fe.add(fmt.Sprintf("AvoidPairs[%d]", i+1), "no player has the id %d", id)
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
