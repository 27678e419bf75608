package tournament

import (
	"time"

	"github.com/hoshi-go/hoshi/internal/rank"
)

// System is the pairing system of a tournament.
type System int

// Pairing systems.
const (
	McMahon System = iota
	Swiss
	RoundRobin
)

// GameKind is the game a tournament plays: Go, or another game of the rule books the project was
// built from (docs/SHOGI.md, docs/GOMOKU.md). The pairing, registration, standings and pages are
// the same for all; what the game changes is planned there.
type GameKind string

// The games. The zero GameKind is Go: tournaments stored before hoshi knew other games play Go.
const (
	GoGame     GameKind = "go"
	ShogiGame  GameKind = "shogi"
	GomokuGame GameKind = "gomoku"
	NinukiGame GameKind = "ninuki"
)

// GameKinds lists the games in the order the settings offer them.
var GameKinds = []GameKind{GoGame, ShogiGame, GomokuGame, NinukiGame}

// OrGo returns g, or Go for the zero GameKind.
func (g GameKind) OrGo() GameKind {
	if g == "" {
		return GoGame
	}
	return g
}

// Settings is everything a director sets for a tournament.
type Settings struct {
	// Game is the game played; "" is Go.
	Game GameKind
	// Variant is the variant of a gomoku tournament (VariantFree, VariantExact); "" for the
	// other games (ninuki is a game of its own).
	Variant string
	// Opening is the opening rule of a gomoku or ninuki tournament (OpeningNone, OpeningSwap,
	// OpeningSwap2), recorded for the players; "" for the other games.
	Opening string
	// Draws says what a drawn game counts: half a win each (DrawsHalf, "") or a replay with
	// the colours exchanged (DrawsReplay, for shogi, gomoku and ninuki).
	Draws DrawRule
	// MatchGames is how many games each pairing of a gomoku or ninuki tournament plays,
	// colours alternating (MatchGameCounts); 0 or 1 is one game.
	MatchGames int
	// HandicapLadder is a shogi tournament's handicap by difference of grades (names of
	// ShogiHandicaps; the last one for every larger difference); nil is DefaultHandicapLadder.
	HandicapLadder []string
	Name           string
	ShortName      string
	Place          string // city
	Country        string // host country, ISO alpha-2
	Director       string
	// Language is the code of the language of the printouts for the wall and of the pages
	// of a browser that names none of hoshi's languages: en, cs, sk, fi, de or fr.
	Language string
	// TimeZone is the IANA name of the tournament's time zone (Europe/Prague), in which
	// pages and printouts give dates and times; "" is UTC.
	TimeZone  string
	Begin     time.Time // date, UTC
	End       time.Time
	Rounds    int
	BoardSize int    // 19, 13 or 9
	Rules     string // a rule-set name of the engine: japanese, chinese, aga, ...
	Komi      int    // half points, for even games
	Time      TimeSystem
	System    System
	// McMahon bar and floor: starting scores are clamped to [Floor, Bar].
	Bar   rank.Rank
	Floor rank.Rank
	// AbsentPoints and ByePoints are the McMahon points (x2) of a round without a game.
	AbsentPoints int
	ByePoints    int
	// NBWAbsentPoints and NBWByePoints are the wins (x2) counted for such a round, which
	// matter when NBW is a criterion (Swiss): OpenGotha's defaults are 0 and 2.
	NBWAbsentPoints int
	NBWByePoints    int
	// RoundDown rounds down the accumulated absent and bye points (OpenGotha's default).
	RoundDown bool
	// CountUnplayedAsHalf values the opponents that SOS and the criteria built on it add up
	// with every round they did not play over the board (absent, bye, by default, no result)
	// counted as a half point, so that a player does not lose tie-break points because an
	// opponent missed rounds (OpenGotha's genCountNotPlayedGamesAsHalfPoint).
	CountUnplayedAsHalf bool
	Handicap            HandicapPolicy
	// Criteria are the placement criteria, in order of priority.
	Criteria []Criterion
	Pairing  PairingParameters
	// AvoidPairs are the pairs of players who must not meet (siblings, a couple, a parent and
	// child): the pairing keeps them apart unless only a repeated game would (docs/PAIRING.md
	// "Pairing constraints").
	AvoidPairs []PlayerPair
	// LeftOutTables are the tables not used in a round (a broken board, a table kept for
	// something else), by round (1-based): the numbering of that round's tables skips them.
	LeftOutTables map[int][]int
	// SelfReport is what becomes of the results the players report from their phones through
	// their personal links (docs/DIRECTOR.md, "Players at the venue").
	SelfReport SelfReport
	// Extra keeps parameters of an imported file that hoshi does not use, keyed by their
	// name in that file, so that exporting the tournament gives them back.
	Extra map[string]string
}

// SelfReport says what becomes of the results that both players of a game report.
type SelfReport int

// The self-reporting modes. Off: the players' links show their games but take no report.
// Confirm: two agreeing reports wait for the results desk's approval. Auto: two agreeing
// reports are recorded. A disagreement always waits for the desk.
const (
	SelfReportOff SelfReport = iota
	SelfReportConfirm
	SelfReportAuto
)

// TimeKind is the overtime system after basic time.
type TimeKind int

// Overtime systems.
const (
	SuddenDeath TimeKind = iota
	JapaneseByoYomi
	CanadianByoYomi
	Fischer
)

// TimeSystem is a game's thinking time.
type TimeSystem struct {
	Kind         TimeKind
	BasicMinutes int
	// Japanese byo-yomi: Periods of PeriodSeconds.
	PeriodSeconds int
	Periods       int
	// Canadian byo-yomi: Stones moves in StonesSeconds.
	Stones        int
	StonesSeconds int
	// Fischer: IncrementSeconds per move.
	IncrementSeconds int
}

// HandicapKind is the way handicaps are computed.
type HandicapKind int

// Handicap policies.
const (
	// HandicapMMS is the EGF/OpenGotha McMahon rule: from the McMahon scores before the round.
	HandicapMMS HandicapKind = iota
	// HandicapRankDifference is the seeds' rule: stones = rank difference.
	HandicapRankDifference
	// HandicapNone plays every game even.
	HandicapNone
)

// HandicapPolicy holds the handicap parameters.
type HandicapPolicy struct {
	Kind HandicapKind
	// NoHandicapThreshold: pseudo ranks are capped here (players at or above it play even).
	NoHandicapThreshold rank.Rank
	// Correction moves the raw handicap towards 0 (default 1).
	Correction int
	// Ceiling is the largest handicap, under both the McMahon and the rank-difference rule
	// (DefaultHandicapCeiling: 9 on 19x19, 5 on 13x13 and 9x9).
	Ceiling int
	// PrisonersPerRank is what White hands Black, in prisoners, for each rank of difference
	// beyond the ceiling under the rank-difference rule (DefaultPrisonersPerRank: the Czech
	// rules' 5 on 19x19, 2 on 13x13, 1 on 9x9). The McMahon rule, as OpenGotha's, gives none.
	PrisonersPerRank int
	// BasedOnRank takes the pseudo ranks of HandicapMMS from the players' ranks instead of
	// their McMahon scores before the round (OpenGotha's hdBasedOnMMS = false).
	BasedOnRank bool
}

// Criterion is a placement criterion, named as in OpenGotha.
type Criterion string

// Placement criteria.
const (
	CritNBW    Criterion = "NBW"
	CritMMS    Criterion = "MMS"
	CritSOSW   Criterion = "SOSW"
	CritSOSWM1 Criterion = "SOSW-1"
	CritSOSWM2 Criterion = "SOSW-2"
	CritSOSM   Criterion = "SOSM"
	CritSOSMM1 Criterion = "SOSM-1"
	CritSOSMM2 Criterion = "SOSM-2"
	CritSOSOSW Criterion = "SOSOSW"
	CritSOSOSM Criterion = "SOSOSM"
	CritSODOSW Criterion = "SODOSW"
	CritSODOSM Criterion = "SODOSM"
	CritCUSSW  Criterion = "CUSSW"
	CritCUSSM  Criterion = "CUSSM"
	CritDC     Criterion = "DC"
	CritSDC    Criterion = "SDC"
	CritRating Criterion = "RATING"
	CritRank   Criterion = "RANK"
	// OpenGotha's criteria of Swiss tournaments with categories (see PairingCategories).
	CritCAT Criterion = "CAT" // minus the player's pairing category: the strongest first
	CritEXT Criterion = "EXT" // exploits tried: opponents' wins, weighed by the handicap given
	CritEXR Criterion = "EXR" // exploits achieved: the same over the games won
	// GW is hoshi's: the games won in matches of several games (gomoku, ninuki).
	CritGW Criterion = "GW"
)

// SeedSystem is how players are placed against each other inside a score group.
type SeedSystem int

// Seeding systems.
const (
	SplitAndRandom SeedSystem = iota
	SplitAndFold
	SplitAndSlip
)

// DUDDMode places a drawn-up or drawn-down player inside the group it meets.
type DUDDMode int

// Draw-up/draw-down modes.
const (
	DUDDTop DUDDMode = iota
	DUDDMid
	DUDDBottom
)

// PairingParameters are OpenGotha's pairing weights and options (docs/PAIRING.md "The cost of a pair").
type PairingParameters struct {
	AvoidDuplicateGame             int64 // 5e14
	Random                         int64 // 0
	Deterministic                  bool
	BalanceWB                      int64 // 1e6
	AvoidMixingCategories          int64
	MinimizeScoreDifference        int64 // 1e11
	DUDDWeight                     int64 // 1e8
	CompensateDUDD                 bool
	DUDDUpperMode                  DUDDMode
	DUDDLowerMode                  DUDDMode
	MaximizeSeeding                int64 // 5e6
	LastRoundForSeedSystem1        int
	SeedSystem1                    SeedSystem
	SeedSystem2                    SeedSystem
	AdditionalPlacementCritSystem1 Criterion // "RATING"
	AdditionalPlacementCritSystem2 Criterion
	// Secondary criteria.
	SecondaryCriteria                     int64 // 1e11
	BarThresholdActive                    bool
	RankThreshold                         rank.Rank // 1d
	NbWinsThresholdActive                 bool
	MinimizeHandicap                      int64
	AvoidSameGeo                          int64 // 1e11
	PreferMMSDiffRatherThanSameCountry    int
	PreferMMSDiffRatherThanSameClubsGroup int
	PreferMMSDiffRatherThanSameClub       int
}

// DefaultPairingParameters are OpenGotha's McMahon defaults.
func DefaultPairingParameters() PairingParameters {
	return PairingParameters{
		AvoidDuplicateGame:                    500_000_000_000_000,
		Deterministic:                         true,
		BalanceWB:                             1_000_000,
		MinimizeScoreDifference:               100_000_000_000,
		DUDDWeight:                            100_000_000,
		CompensateDUDD:                        true,
		DUDDUpperMode:                         DUDDMid,
		DUDDLowerMode:                         DUDDMid,
		MaximizeSeeding:                       5_000_000,
		LastRoundForSeedSystem1:               2,
		SeedSystem1:                           SplitAndRandom,
		SeedSystem2:                           SplitAndFold,
		AdditionalPlacementCritSystem1:        CritRating,
		SecondaryCriteria:                     100_000_000_000,
		BarThresholdActive:                    true,
		RankThreshold:                         rank.Dan(1),
		AvoidSameGeo:                          100_000_000_000,
		PreferMMSDiffRatherThanSameCountry:    1,
		PreferMMSDiffRatherThanSameClubsGroup: 2,
		PreferMMSDiffRatherThanSameClub:       3,
	}
}

// DefaultSettings returns the settings of a new 5-round McMahon tournament on 19x19 with
// Japanese rules, komi 6.5, bar 4d and floor 20k, handicaps up to 9 stones (then 5
// prisoners a rank under the rank-difference rule), and OpenGotha's defaults elsewhere.
func DefaultSettings() Settings {
	return Settings{
		Game:         GoGame,
		Language:     "en",
		Rounds:       5,
		BoardSize:    19,
		Rules:        "japanese",
		Komi:         13,
		Time:         TimeSystem{Kind: CanadianByoYomi, BasicMinutes: 60, Stones: 15, StonesSeconds: 300},
		System:       McMahon,
		Bar:          rank.Dan(4),
		Floor:        rank.Kyu(20),
		AbsentPoints: 1,
		ByePoints:    2,
		NBWByePoints: 2,
		RoundDown:    true,
		Handicap: HandicapPolicy{
			Kind:                HandicapMMS,
			NoHandicapThreshold: rank.Dan(1),
			Correction:          1,
			Ceiling:             DefaultHandicapCeiling(19),
			PrisonersPerRank:    DefaultPrisonersPerRank(19),
		},
		Criteria: DefaultCriteria(McMahon),
		Pairing:  DefaultPairingParameters(),
	}
}
