package tournament

import (
	"slices"

	"github.com/hoshi-go/hoshi/internal/halfpoint"
	"github.com/hoshi-go/hoshi/internal/rank"
)

// What the tournament's game changes (docs/SHOGI.md, docs/GOMOKU.md): the board, the
// handicap (stones and komi for Go, a named piece handicap for shogi, none for gomoku and
// ninuki), whether a game can be drawn, who moves first in an even game (furigoma in shogi),
// the ranks and, for gomoku and ninuki, the variant, the opening rule and matches of several
// games.

// IsGo tells whether the settings' game is Go, whose komi, rules, handicap stones and
// exports the other games do not have.
func (s *Settings) IsGo() bool { return s.Game.OrGo() == GoGame }

// IsShogi tells whether the settings' game is shogi.
func (s *Settings) IsShogi() bool { return s.Game.OrGo() == ShogiGame }

// IsGomoku tells whether the settings' game is gomoku or ninuki: five in a row, no handicap,
// matches of several games.
func (s *Settings) IsGomoku() bool {
	g := s.Game.OrGo()
	return g == GomokuGame || g == NinukiGame
}

// BoardSizes are the boards each game is played on, the default first: Go on 19x19, 13x13 or
// 9x9, shogi on its 9x9, gomoku and ninuki on 15x15 or 19x19 (docs/GOMOKU.md, "Board").
func (g GameKind) BoardSizes() []int {
	switch g.OrGo() {
	case ShogiGame:
		return []int{9}
	case GomokuGame, NinukiGame:
		return []int{15, 19}
	}
	return []int{19, 13, 9}
}

// HasHandicap tells whether the game has handicaps: Go's stones and shogi's named piece
// handicaps; gomoku and ninuki play every game even.
func (g GameKind) HasHandicap() bool {
	g = g.OrGo()
	return g == GoGame || g == ShogiGame
}

// Gomoku variants (Settings.Variant) and opening rules (Settings.Opening): the names of
// internal/gomoku. Ninuki is a game of its own, with no variant.
const (
	VariantFree  = "free"
	VariantExact = "exact"

	OpeningNone  = "none"
	OpeningSwap  = "swap"
	OpeningSwap2 = "swap2"
)

// Variants and Openings list the names the settings offer, in their order.
var (
	Variants = []string{VariantFree, VariantExact}
	Openings = []string{OpeningNone, OpeningSwap, OpeningSwap2}
)

// DrawRule says what a drawn game (a jigo in Go, a sennichite or impasse in shogi, a full
// board in gomoku) counts.
type DrawRule string

// The draw rules.
const (
	// DrawsHalf counts a draw as half a win for each player: the zero DrawRule, named "half".
	DrawsHalf DrawRule = ""
	// DrawsReplay replays a drawn game at the same table, the colours exchanged in an even
	// game (Game.Replay): the game's result is the replay's (shogi, gomoku, ninuki; Japanese
	// practice replays a sennichite, docs/SHOGI.md "Draws replayed").
	DrawsReplay DrawRule = "replay"
)

// ReplaysDraws tells whether a drawn game is replayed rather than recorded: a tournament of
// another game than Go with the draw rule "replay" and one game a pairing (a match of several
// games may end level, which is its result).
func (s *Settings) ReplaysDraws() bool {
	return !s.IsGo() && s.Draws == DrawsReplay && s.Matches() == 1
}

// ReplaySwapsColours tells whether the replay of a drawn game g exchanges the colours: in
// gomoku and ninuki always (every game is even), in shogi only in the even game whose colours
// furigoma decided; a handicap game (and the 1-grade even game, whose Black is the weaker
// player's handicap) is replayed with the same handicap and the same sides (docs/SHOGI.md,
// "Draws replayed").
func ReplaySwapsColours(s *Settings, g *Game) bool {
	if s.IsShogi() {
		return g.Handicap == ShogiEven
	}
	return s.IsGomoku()
}

// Replay records that the game g was drawn and is replayed at its table under the draw rule
// "replay": one more drawn game (Replays), no result yet, and the colours exchanged when
// ReplaySwapsColours says so (a furigoma stays recorded: its throw gave the first game's
// colours).
func (g *Game) Replay(s *Settings) {
	g.Replays++
	g.Result, g.ByDefault = Unknown, false
	if ReplaySwapsColours(s, g) {
		g.SwapColors()
	}
}

// Name is the rule's name in the JSON API, the backup and the store: "half" or "replay".
func (r DrawRule) Name() string {
	if r == DrawsHalf {
		return "half"
	}
	return string(r)
}

// ParseDrawRule reads a name written by Name ("" is half too); ok is false for another.
func ParseDrawRule(s string) (DrawRule, bool) {
	switch s {
	case "", "half":
		return DrawsHalf, true
	case string(DrawsReplay):
		return DrawsReplay, true
	}
	return DrawRule(s), false
}

// MatchGameCounts are the numbers of games a pairing of a gomoku or ninuki tournament plays,
// colours alternating: 1, or a match of 2 or 4 (docs/GOMOKU.md, "Matches").
var MatchGameCounts = []int{1, 2, 4}

// Matches is the number of games each pairing plays: Settings.MatchGames for gomoku and
// ninuki, else 1.
func (s *Settings) Matches() int {
	if !s.IsGomoku() || s.MatchGames < 1 {
		return 1
	}
	return s.MatchGames
}

// ShogiHandicaps are the handicaps of shogi games by their number, Game.Handicap of a shogi
// tournament: 0 the even game whose colours furigoma decides, 1 the even game with the weaker
// player as Black (sente), as Go's handicap 1 is "no komi"; then the named piece handicaps of
// internal/shogi, in which the stronger player (White) removes pieces and moves first. The
// numbers are stored: new handicaps go at the end.
var ShogiHandicaps = []string{
	"even", "even-black", "lance", "right-lance", "bishop", "rook", "rook-lance", "two-piece",
	"three-piece", "four-piece", "five-piece", "left-five-piece", "six-piece", "eight-piece", "ten-piece",
}

// ShogiEven and ShogiEvenBlack are the numbers of the two even games of ShogiHandicaps.
const (
	ShogiEven      = 0
	ShogiEvenBlack = 1
)

// ShogiHandicapName is the name of shogi handicap number h, "" for an unknown number.
func ShogiHandicapName(h int) string {
	if h < 0 || h >= len(ShogiHandicaps) {
		return ""
	}
	return ShogiHandicaps[h]
}

// DefaultHandicapLadder is the shogi handicap for a difference of 0, 1, 2, ... grades
// (kyu/dan steps), the last one for every larger difference: hoshi's default, whose source
// and reasoning docs/SHOGI.md gives (section 4; internal/shogi's DefaultHandicapLadder, with
// the 1-grade even game named even-black).
var DefaultHandicapLadder = []string{"even", "even-black", "lance", "bishop", "rook", "rook-lance",
	"two-piece", "four-piece", "six-piece", "eight-piece", "ten-piece"}

// MaxLadder is the longest handicap ladder: a difference of more grades takes its last step.
const MaxLadder = 30

// Ladder is the shogi handicap ladder the tournament uses: Settings.HandicapLadder, or the
// default when it has none.
func (s *Settings) Ladder() []string {
	if len(s.HandicapLadder) == 0 {
		return DefaultHandicapLadder
	}
	return s.HandicapLadder
}

// ladderHandicap is the number of the ladder's handicap for a difference of d grades.
func (s *Settings) ladderHandicap(d int) int {
	if d < 0 {
		d = -d
	}
	l := s.Ladder()
	d = min(d, len(l)-1)
	return max(slices.Index(ShogiHandicaps, l[d]), 0)
}

// RankRange is the range of ranks players of the game have: Go's 30k..9d (and the
// professional ranks); shogi's amateur grades 15k..9d (issue 28: 15k to 1k, 1d to 6d and
// more); gomoku and ninuki, which have no rank system of their own in the seeds, Go's.
func (g GameKind) RankRange() (weakest, strongest rank.Rank, pros bool) {
	if g.OrGo() == ShogiGame {
		return rank.Kyu(15), rank.Dan(9), false
	}
	return rank.Kyu(30), rank.Dan(9), true
}

// RankFits tells whether r is a rank of the game's scale (RankRange).
func (g GameKind) RankFits(r rank.Rank) bool {
	w, s, pros := g.RankRange()
	return r.Valid() && (r.IsPro() && pros || r >= w && r <= s)
}

// Furigoma is the throw of five pawns that decides who is Black (sente) in an even shogi game
// (seed 003, "Pravidla hry"): the stronger player throws; with three or more promoted faces
// (tokin) up the opponent starts, else the thrower. Equal players agree who throws.
type Furigoma struct {
	Thrower PlayerID
	Tokin   int // 0 to 5
}

// Black is the player who starts (Black, sente) after the throw, in a game of a and b.
func (f Furigoma) Black(a, b PlayerID) PlayerID {
	other := a
	if f.Thrower == a {
		other = b
	}
	if f.Tokin >= 3 {
		return other
	}
	return f.Thrower
}

// NeedsFurigoma tells whether g is an even shogi game whose colours furigoma decides.
func (t *Tournament) NeedsFurigoma(g *Game) bool {
	return t.Settings.IsShogi() && g.Handicap == ShogiEven && g.White != 0 && g.Black != 0
}

// FurigomaThrower is who throws the pawns in g: the higher-ranked player; between equal
// ranks hoshi names the one listed first on the pairing (White), for the players to agree on.
func (t *Tournament) FurigomaThrower(g *Game) PlayerID {
	w, b := t.Player(g.White), t.Player(g.Black)
	if w != nil && b != nil && b.Rank > w.Rank {
		return g.Black
	}
	return g.White
}

// SetFurigoma records the throw of g's furigoma and gives the colours it decides: the game's
// White and Black are exchanged when the throw makes White start, and a result already
// recorded follows its winner. tokin < 0 clears the throw (the colours stay as they are).
func (g *Game) SetFurigoma(thrower PlayerID, tokin int) {
	if tokin < 0 {
		g.FurigomaBy, g.FurigomaTokin = 0, 0
		return
	}
	g.FurigomaBy, g.FurigomaTokin = thrower, tokin
	black := (Furigoma{thrower, tokin}).Black(g.White, g.Black)
	if g.Replays%2 == 1 {
		// The throw gave the first game's colours; each replay of a draw exchanged them.
		black = g.Opponent(black)
	}
	if black != g.Black {
		g.SwapColors()
	}
	g.KnownColor = true
}

// SwapColors exchanges the players' colours, keeping the result with its winner and a match's
// games with their players.
func (g *Game) SwapColors() {
	g.White, g.Black = g.Black, g.White
	g.MatchWhite, g.MatchBlack = g.MatchBlack, g.MatchWhite
	switch g.Result {
	case WhiteWins:
		g.Result = BlackWins
	case BlackWins:
		g.Result = WhiteWins
	}
}

// Thrown tells whether g's furigoma was recorded, and the throw.
func (g *Game) Thrown() (Furigoma, bool) {
	return Furigoma{g.FurigomaBy, g.FurigomaTokin}, g.FurigomaBy != 0
}

// MatchResult is the result of a match whose games White and Black won (x2, a drawn game a
// half point each): the player who won more games wins the match, equal is a draw, nothing
// played is Unknown.
func MatchResult(white, black int) Result {
	switch {
	case white == 0 && black == 0:
		return Unknown
	case white > black:
		return WhiteWins
	case black > white:
		return BlackWins
	}
	return Jigo
}

// SetMatch records a match's games won by White and Black (x2) and the match result they
// make (MatchResult).
func (g *Game) SetMatch(white, black int) {
	g.MatchWhite, g.MatchBlack = white, black
	g.Result = MatchResult(white, black)
}

// GamesWon is what a player of g won in its match (x2): his games won, a drawn one a half;
// for a single game, its points.
// A match whose games were not recorded (decided by default) gives the winner all its games.
func (g *Game) GamesWon(id PlayerID, matches int) int {
	if matches <= 1 || g.MatchWhite == 0 && g.MatchBlack == 0 {
		// A single game, or a match decided without its games (by default): the match's
		// games all go with its result.
		w, b := g.Points()
		w, b = w*max(matches, 1), b*max(matches, 1)
		if id == g.White {
			return w
		}
		if id == g.Black {
			return b
		}
		return 0
	}
	switch id {
	case g.White:
		return g.MatchWhite
	case g.Black:
		return g.MatchBlack
	}
	return 0
}

// CheckMatch refuses the games won by White and Black (x2) of the match at a table that a
// match of the given number of games cannot have: more games than the match has, a score in
// a tournament whose pairings play one game, less than half a game a side.
func CheckMatch(games, table, white, black int) error {
	switch {
	case games <= 1:
		return msgMatchSingle.New(table)
	case white < 0 || black < 0:
		return msgMatchNegative.New(halfpoint.Format(white), halfpoint.Format(black))
	case white+black > 2*games:
		return msgMatchTooMany.New(table, games, halfpoint.Format(white), halfpoint.Format(black))
	}
	return nil
}

// ThrowFurigoma throws the five pawns of a furigoma for the players, each falling promoted side
// up (tokin) with probability one half, and returns how many did; intn is the source of random
// numbers (math/rand/v2's IntN).
func ThrowFurigoma(intn func(int) int) int {
	n := 0
	for range 5 {
		n += intn(2)
	}
	return n
}
