package tournament

import (
	"slices"

	"github.com/hoshi-go/hoshi/internal/goban"
	"github.com/hoshi-go/hoshi/internal/rank"
)

// DefaultKomi is the komi (half points) of an even game under the named rule set on a board
// of the given size, as the rule set's own text gives it (docs/PAIRING.md, "Defaults of the
// rule books", names the source of each value): 6.5 under japanese and finnish, 7.5 under
// chinese, aga and tromp-taylor, 7 under nz, 5.5 under czech-1991 but 8.5 on 13x13. ok is
// false for an unknown rule set.
func DefaultKomi(rules string, size int) (komi int, ok bool) {
	r, err := goban.RulesByName(rules)
	if err != nil {
		return 0, false
	}
	return r.DefaultKomi(size), true
}

// JigoKomi is the whole-point form of a default komi, for tournaments that allow a jigo:
// the Czech rules of 1991 give 5 instead of 5.5 on 19x19 and 8 instead of 8.5 on 13x13;
// hoshi takes the whole point below every half-point default the same way (a whole-point
// default such as nz's 7 is its own jigo form).
func JigoKomi(komi int) int {
	if komi%2 != 0 {
		return komi - 1
	}
	return komi
}

// DefaultHandicapCeiling is the largest handicap on a board of the given size: 9 stones on
// 19x19 and larger boards, 5 on smaller ones (the Slovak rules: "2 to 9 on 19x19, 2 to 5 on
// 13x13 and 9x9"), never more than the fixed handicap points of the board hold (4 on even
// boards and 7x7), and at least 1 (Black plays first without komi) where a board holds none.
func DefaultHandicapCeiling(size int) int {
	c := 9
	if size < 19 {
		c = 5
	}
	return max(1, min(c, goban.MaxFixedHandicap(size)))
}

// DefaultPrisonersPerRank is what White hands Black, in prisoners, for each rank of
// difference beyond the handicap ceiling on a board of the given size. On 19x19 it is the
// Czech rules' 5 a rank. On other boards the rule books say nothing; a rank is worth fewer
// points where there are fewer points to win, so hoshi scales the 5 by the board's area and
// rounds: 2 on 13x13 (5 x 169/361 = 2.3), 1 on 9x9 (5 x 81/361 = 1.1).
func DefaultPrisonersPerRank(size int) int {
	return (5*size*size + 180) / 361
}

// DefaultCriteria are the placement criteria of a new tournament of the given system:
// OpenGotha's McMahon defaults (MMS, SOSM, SOSOSM), and for Swiss and round-robin
// tournaments, where McMahon scores mean nothing, its Swiss defaults (NBW, SOSW, SOSOSW).
func DefaultCriteria(system System) []Criterion {
	if system == McMahon {
		return []Criterion{CritMMS, CritSOSM, CritSOSOSM}
	}
	return []Criterion{CritNBW, CritSOSW, CritSOSOSW}
}

// FollowDefaults makes s, the settings a director has just given, follow what depends on
// the rule set, the board size and the pairing system, when these changed from old (the
// settings before: the stored ones, or the defaults a new tournament started from). A value
// changes only if it was at the old default, so that what the director set by hand stays:
//   - the komi, at the old rule set's komi for the old board size (or at its jigo form,
//     JigoKomi), becomes the new one (or its jigo form);
//   - the handicap ceiling and the prisoners per rank, at the old board's defaults, become
//     the new board's;
//   - the placement criteria, at the old system's defaults, become the new system's.
//
// A change of the komi, the ceiling, the prisoners or the criteria given together with the
// change of rules, size or system is kept as given.
//
// A change of the game comes first (followGame): the board, the kind of handicap and the
// McMahon floor follow the new game where they were at the old game's default.
func (s *Settings) FollowDefaults(old Settings) {
	if s.Game.OrGo() != old.Game.OrGo() {
		s.followGame(old)
	}
	if s.Rules != old.Rules || s.BoardSize != old.BoardSize {
		oldKomi, okOld := DefaultKomi(old.Rules, old.BoardSize)
		newKomi, okNew := DefaultKomi(s.Rules, s.BoardSize)
		switch {
		case !okOld || !okNew || s.Komi != old.Komi:
		case s.Komi == oldKomi:
			s.Komi = newKomi
		case s.Komi == JigoKomi(oldKomi):
			s.Komi = JigoKomi(newKomi)
		}
	}
	if s.BoardSize != old.BoardSize {
		h, oh := &s.Handicap, old.Handicap
		if h.Ceiling == oh.Ceiling && oh.Ceiling == DefaultHandicapCeiling(old.BoardSize) {
			h.Ceiling = DefaultHandicapCeiling(s.BoardSize)
		}
		if h.PrisonersPerRank == oh.PrisonersPerRank && oh.PrisonersPerRank == DefaultPrisonersPerRank(old.BoardSize) {
			h.PrisonersPerRank = DefaultPrisonersPerRank(s.BoardSize)
		}
	}
	if s.System != old.System && slices.Equal(s.Criteria, old.Criteria) &&
		slices.Equal(old.Criteria, DefaultCriteria(old.System)) {
		s.Criteria = DefaultCriteria(s.System)
	}
}

// DefaultHandicapKind is the kind of handicap a new tournament of the game plays: Go's McMahon
// rule (OpenGotha's); in shogi the rank difference, which the handicap ladder reads as named
// handicaps (issue 28: "the handicap by rank difference given as named piece handicaps");
// none in gomoku and ninuki.
func DefaultHandicapKind(g GameKind) HandicapKind {
	switch g.OrGo() {
	case ShogiGame:
		return HandicapRankDifference
	case GomokuGame, NinukiGame:
		return HandicapNone
	}
	return HandicapMMS
}

// DefaultFloor is the McMahon floor of a new tournament of the game: 20k, or shogi's weakest
// grade 15k.
func DefaultFloor(g GameKind) rank.Rank {
	if w, _, _ := g.RankRange(); w > rank.Kyu(20) {
		return w
	}
	return rank.Kyu(20)
}

// followGame makes s follow a change of the game from old's: the board becomes the new
// game's default unless it was changed with the game to one the new game is played on; the
// kind of handicap and the McMahon floor, at the old game's defaults, become the new game's;
// the settings of the old game the new one does not have are dropped (DropUnusedGameSettings)
// and those of the new one start at their defaults.
func (s *Settings) followGame(old Settings) {
	sizes := s.Game.BoardSizes()
	if s.BoardSize == old.BoardSize || !slices.Contains(sizes, s.BoardSize) {
		s.BoardSize = sizes[0]
	}
	if s.Handicap.Kind == old.Handicap.Kind && old.Handicap.Kind == DefaultHandicapKind(old.Game) {
		s.Handicap.Kind = DefaultHandicapKind(s.Game)
	}
	if s.Floor == old.Floor && old.Floor == DefaultFloor(old.Game) {
		s.Floor = DefaultFloor(s.Game)
	}
	if s.Game.OrGo() == GomokuGame && s.Variant == "" {
		s.Variant = VariantFree
	}
	if s.IsGomoku() && s.Opening == "" {
		s.Opening = OpeningNone
	}
	s.DropUnusedGameSettings()
}

// DropUnusedGameSettings clears the settings that s's game does not have, so that values of
// another game (a form posts every input, hidden or not) are not stored: the variant but in
// gomoku, the opening rule and matches but in gomoku and ninuki, the handicap ladder but in
// shogi, the replay of draws in Go.
func (s *Settings) DropUnusedGameSettings() {
	g := s.Game.OrGo()
	if g != GomokuGame {
		s.Variant = ""
	}
	if !s.IsGomoku() {
		s.Opening, s.MatchGames = "", 0
	}
	if g != ShogiGame {
		s.HandicapLadder = nil
	}
	if g == GoGame {
		s.Draws = DrawsHalf
	}
}

// CheckRank refuses a player's rank that the game's scale does not have (GameKind.RankRange):
// a shogi player's grade is 15k to 9d.
func (s *Settings) CheckRank(r rank.Rank) error {
	if !s.IsShogi() || s.Game.RankFits(r) {
		return nil
	}
	return keyedFieldError("Rank", msgShogiGrade.New(r))
}
