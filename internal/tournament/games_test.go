package tournament

import (
	"slices"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/rank"
)

// shogiSettings are the settings of a new shogi tournament: the defaults followed to shogi.
func shogiSettings() Settings {
	s := DefaultSettings()
	s.Name = "Shogi"
	old := s
	s.Game = ShogiGame
	s.FollowDefaults(old)
	return s
}

// TestFollowGame: a Go tournament made a shogi one takes shogi's board, its handicap by rank
// difference and its 15k floor; a gomoku one 15x15, no handicap, the free variant and no
// opening rule; back to Go, the 19x19 board and the McMahon handicap. A value the director
// changed keeps.
func TestFollowGame(t *testing.T) {
	s := shogiSettings()
	if s.BoardSize != 9 || s.Handicap.Kind != HandicapRankDifference || s.Floor != rank.Kyu(15) || s.Variant != "" {
		t.Errorf("shogi: board %d handicap %v floor %s variant %q", s.BoardSize, s.Handicap.Kind, s.Floor, s.Variant)
	}
	if err := s.Validate(); err != nil {
		t.Errorf("shogi settings: %v", err)
	}
	old := s
	s.Game = GoGame
	s.FollowDefaults(old)
	if s.BoardSize != 19 || s.Handicap.Kind != HandicapMMS || s.Floor != rank.Kyu(20) || s.Komi != 13 {
		t.Errorf("back to Go: board %d handicap %v floor %s komi %d", s.BoardSize, s.Handicap.Kind, s.Floor, s.Komi)
	}
	g := DefaultSettings()
	g.Name = "Piškvorky"
	old = g
	g.Game, g.MatchGames = GomokuGame, 2
	g.Floor = rank.Kyu(25) // changed with the game: kept
	g.FollowDefaults(old)
	if g.BoardSize != 15 || g.Handicap.Kind != HandicapNone || g.Variant != VariantFree || g.Opening != OpeningNone ||
		g.MatchGames != 2 || g.Floor != rank.Kyu(25) {
		t.Errorf("gomoku: %+v", g)
	}
	if err := g.Validate(); err != nil {
		t.Errorf("gomoku settings: %v", err)
	}
	// 19x19 chosen with the game is kept; 13x13 is no gomoku board and becomes 15x15.
	for _, c := range []struct{ given, want int }{{19, 19}, {13, 15}} {
		g := DefaultSettings()
		g.BoardSize = 13
		old := g
		g.Game, g.BoardSize = NinukiGame, c.given
		g.FollowDefaults(old)
		if g.BoardSize != c.want || g.Variant != "" || g.Opening != OpeningNone {
			t.Errorf("ninuki with board %d: board %d variant %q opening %q", c.given, g.BoardSize, g.Variant, g.Opening)
		}
	}
}

// TestValidateGames: each game's own settings, and those it does not have refused.
func TestValidateGames(t *testing.T) {
	field := func(err error) string {
		if err == nil {
			return ""
		}
		var fields []string
		for _, line := range strings.Split(err.Error(), "\n") {
			fields = append(fields, strings.SplitN(line, ":", 2)[0])
		}
		return strings.Join(fields, " ")
	}
	gomoku := func() Settings {
		s := DefaultSettings()
		s.Name, s.Game, s.BoardSize, s.Variant, s.Opening, s.Handicap.Kind = "G", GomokuGame, 15, VariantExact, OpeningSwap2, HandicapNone
		return s
	}
	for _, c := range []struct {
		name  string
		edit  func(*Settings)
		want  string
		start func() Settings
	}{
		{"shogi", func(*Settings) {}, "", shogiSettings},
		{"shogi on 19x19", func(s *Settings) { s.BoardSize = 19 }, "BoardSize", shogiSettings},
		{"shogi ladder", func(s *Settings) { s.HandicapLadder = []string{"even", "lance", "rook"} }, "", shogiSettings},
		{"shogi ladder not even", func(s *Settings) { s.HandicapLadder = []string{"lance"} }, "HandicapLadder", shogiSettings},
		{"shogi ladder unknown", func(s *Settings) { s.HandicapLadder = []string{"even", "queen"} }, "HandicapLadder", shogiSettings},
		{"shogi replays draws", func(s *Settings) { s.Draws = DrawsReplay }, "", shogiSettings},
		{"shogi variant", func(s *Settings) { s.Variant = VariantFree }, "Variant", shogiSettings},
		{"shogi matches", func(s *Settings) { s.MatchGames = 2 }, "MatchGames", shogiSettings},
		{"shogi floor 20k", func(s *Settings) { s.Floor = rank.Kyu(20) }, "Floor", shogiSettings},
		{"shogi bar 1p", func(s *Settings) { s.Bar = rank.Pro(1) }, "Bar", shogiSettings},
		{"gomoku", func(*Settings) {}, "", gomoku},
		{"gomoku 13x13", func(s *Settings) { s.BoardSize = 13 }, "BoardSize", gomoku},
		{"gomoku no variant", func(s *Settings) { s.Variant = "" }, "Variant", gomoku},
		{"gomoku opening", func(s *Settings) { s.Opening = "swap3" }, "Opening", gomoku},
		{"gomoku match of 4", func(s *Settings) { s.MatchGames = 4 }, "", gomoku},
		{"gomoku match of 3", func(s *Settings) { s.MatchGames = 3 }, "MatchGames", gomoku},
		{"gomoku ladder", func(s *Settings) { s.HandicapLadder = []string{"even"} }, "HandicapLadder", gomoku},
		{"gomoku GW", func(s *Settings) { s.Criteria = []Criterion{CritNBW, CritGW} }, "", gomoku},
		{"Go GW", func(s *Settings) { s.Criteria = []Criterion{CritMMS, CritGW} }, "Criteria[2]", DefaultSettings},
		{"Go replays draws", func(s *Settings) { s.Draws = DrawsReplay }, "Draws", DefaultSettings},
		{"Go opening", func(s *Settings) { s.Opening = OpeningSwap }, "Opening", DefaultSettings},
		{"unknown draw rule", func(s *Settings) { s.Draws = "coin" }, "Draws", shogiSettings},
	} {
		s := c.start()
		s.Name = "T"
		c.edit(&s)
		if got := field(s.Validate()); got != c.want {
			t.Errorf("%s: fields %q, want %q (%v)", c.name, got, c.want, s.Validate())
		}
	}
}

// TestShogiHandicapLadder: the named handicap of a game is the ladder's step for the players'
// difference of grades (docs/SHOGI.md, section 4), the stronger taking White; an even game
// leaves the colours to the pairing (and furigoma).
func TestShogiHandicapLadder(t *testing.T) {
	for _, c := range []struct {
		a, b   string
		ladder []string
		want   string
	}{
		{"3k", "3k", nil, "even"},
		{"3k", "4k", nil, "even-black"},
		{"1d", "2k", nil, "lance"}, // 1d - 2k: 2 grades
		{"2k", "5k", nil, "bishop"},
		{"1k", "5k", nil, "rook"},
		{"1k", "6k", nil, "rook-lance"},
		{"1k", "7k", nil, "two-piece"},
		{"1k", "8k", nil, "four-piece"},
		{"1k", "9k", nil, "six-piece"},
		{"1k", "10k", nil, "eight-piece"},
		{"1k", "11k", nil, "ten-piece"},
		{"5d", "15k", nil, "ten-piece"}, // 19 grades: the last step
		{"5k", "1k", nil, "rook"},       // whichever is listed first
		{"3d", "1d", []string{"even", "lance", "rook"}, "rook"},
		{"3d", "1d", []string{"even", "even"}, "even"},
	} {
		tr := &Tournament{Settings: shogiSettings()}
		tr.Settings.HandicapLadder = c.ladder
		a := &Player{ID: 1, Rank: mustRank(c.a)}
		b := &Player{ID: 2, Rank: mustRank(c.b)}
		tr.Players = []Player{*a, *b}
		hd, komi := tr.Handicap(a, b, 1)
		if got := ShogiHandicapName(hd); got != c.want || komi != 0 {
			t.Errorf("%s - %s: %s komi %d, want %s komi 0", c.a, c.b, got, komi, c.want)
		}
		w, bl, decided := tr.HandicapColors(a, b, 1)
		stronger := a
		if b.Rank > a.Rank {
			stronger = b
		}
		if c.want == "even" {
			if decided {
				t.Errorf("%s - %s: an even game's colours decided", c.a, c.b)
			}
		} else if !decided || w != stronger || bl == stronger {
			t.Errorf("%s - %s: White %s, want the stronger %s", c.a, c.b, w.Rank, stronger.Rank)
		}
	}
	// Under the McMahon rule the difference is that of the scores, capped at the threshold.
	tr := &Tournament{Settings: shogiSettings()}
	tr.Settings.Handicap.Kind, tr.Settings.Handicap.NoHandicapThreshold = HandicapMMS, rank.Dan(1)
	tr.Settings.Bar = rank.Dan(9)
	a, b := &Player{ID: 1, Rank: rank.Dan(4)}, &Player{ID: 2, Rank: rank.Kyu(2)}
	tr.Players = []Player{*a, *b}
	if hd, _ := tr.Handicap(a, b, 1); ShogiHandicapName(hd) != "lance" { // 1d - 2k
		t.Errorf("McMahon rule: %s, want lance", ShogiHandicapName(hd))
	}
	// Gomoku: every game even, without komi.
	g := &Tournament{Settings: DefaultSettings()}
	g.Settings.Game = GomokuGame
	g.Players = []Player{*a, *b}
	if hd, komi := g.Handicap(a, b, 1); hd != 0 || komi != 0 {
		t.Errorf("gomoku: handicap %d komi %d", hd, komi)
	}
}

// TestShogiHandicapsKnown: the stored numbers name the handicaps of docs/SHOGI.md in order.
func TestShogiHandicapsKnown(t *testing.T) {
	want := []string{"even", "even-black", "lance", "right-lance", "bishop", "rook", "rook-lance", "two-piece",
		"three-piece", "four-piece", "five-piece", "left-five-piece", "six-piece", "eight-piece", "ten-piece"}
	if !slices.Equal(ShogiHandicaps, want) {
		t.Errorf("ShogiHandicaps %v", ShogiHandicaps)
	}
	for _, h := range DefaultHandicapLadder {
		if !slices.Contains(ShogiHandicaps, h) {
			t.Errorf("the default ladder names %s", h)
		}
	}
}

// TestFurigoma: seed 003 ("Pravidla hry"): the stronger throws five pawns; with three or more
// promoted faces up the opponent starts, else the thrower. The game's colours follow, and a
// result already recorded keeps its winner.
func TestFurigoma(t *testing.T) {
	tr := &Tournament{Settings: shogiSettings(), Players: []Player{
		{ID: 1, Rank: rank.Kyu(3)}, {ID: 2, Rank: rank.Kyu(2)}, {ID: 3, Rank: rank.Kyu(3)},
	}}
	g := Game{Round: 1, Table: 1, White: 1, Black: 2, Result: BlackWins}
	if !tr.NeedsFurigoma(&g) {
		t.Fatal("an even shogi game needs furigoma")
	}
	if th := tr.FurigomaThrower(&g); th != 2 {
		t.Errorf("thrower %d, want the 2k (2)", th)
	}
	for tokin, black := range []PlayerID{2, 2, 2, 1, 1, 1} {
		x := g
		x.SetFurigoma(2, tokin)
		if x.Black != black || x.White == x.Black || !x.KnownColor {
			t.Errorf("%d tokin: Black %d White %d, want Black %d", tokin, x.Black, x.White, black)
		}
		// Player 2 won whatever his colour.
		if w, b := x.Points(); (x.Black == 2) != (b == 2 && w == 0) {
			t.Errorf("%d tokin: result %v with Black %d", tokin, x.Result, x.Black)
		}
		if f, ok := x.Thrown(); !ok || f.Thrower != 2 || f.Tokin != tokin {
			t.Errorf("%d tokin: thrown %+v %v", tokin, f, ok)
		}
	}
	// Equal grades: the player listed first (White) throws.
	e := Game{White: 3, Black: 1}
	if th := tr.FurigomaThrower(&e); th != 3 {
		t.Errorf("equal grades: thrower %d, want 3", th)
	}
	x := g
	x.SetFurigoma(2, 4)
	x.SetFurigoma(0, -1)
	if _, ok := x.Thrown(); ok || x.White != 2 {
		t.Errorf("cleared: %+v", x)
	}
	h := Game{White: 1, Black: 2, Handicap: 2}
	if tr.NeedsFurigoma(&h) {
		t.Error("a lance handicap game needs no furigoma")
	}
}

// TestMatchesAndGamesWon: a match's result is who won more of its games; GW adds the games won
// (a drawn game a half); a match decided by default gives the winner all its games; a bye
// counts what NBW counts, for each game of the match.
func TestMatchesAndGamesWon(t *testing.T) {
	for _, c := range []struct {
		w, b int
		want Result
	}{{4, 0, WhiteWins}, {1, 3, BlackWins}, {2, 2, Jigo}, {3, 1, WhiteWins}, {0, 0, Unknown}} {
		if got := MatchResult(c.w, c.b); got != c.want {
			t.Errorf("%d-%d: %v, want %v", c.w, c.b, got, c.want)
		}
	}
	s := DefaultSettings()
	s.Game, s.BoardSize, s.Variant, s.MatchGames, s.System = GomokuGame, 15, VariantFree, 2, Swiss
	s.Criteria = []Criterion{CritNBW, CritGW}
	tr := &Tournament{Settings: s, Players: []Player{{ID: 1}, {ID: 2}, {ID: 3}, {ID: 4}, {ID: 5}}}
	g1 := Game{Round: 1, Table: 1, White: 1, Black: 2}
	g1.SetMatch(3, 1) // 1.5 - 0.5
	g2 := Game{Round: 1, Table: 2, White: 3, Black: 4}
	g2.SetMatch(2, 2) // 1 - 1
	g3 := Game{Round: 2, Table: 1, White: 2, Black: 3, Result: BlackWins, ByDefault: true}
	g4 := Game{Round: 2, Table: 2, White: 4, Black: 1}
	g4.SetMatch(0, 4) // 0 - 2
	tr.Games = []Game{g1, g2, g3, g4}
	tr.Byes = []Bye{{Round: 1, Player: 5}, {Round: 2, Player: 5}}
	sc := tr.ScoresAfter(2)
	// Games won x2: player 1 1.5 + 2, 2 0.5 + 0, 3 1 + 2 (by default), 4 1 + 0, 5 two byes of
	// one win each (NBW bye points 1) for two games each.
	for id, want := range map[PlayerID]int{1: 7, 2: 1, 3: 6, 4: 2, 5: 8} {
		if got := sc.Value(CritGW, id); got != want {
			t.Errorf("GW of %d: %d, want %d", id, got, want)
		}
	}
	// NBW: the matches' results (player 1 two wins, 3 a draw and a win, 4 a draw).
	for id, want := range map[PlayerID]int{1: 4, 2: 0, 3: 3, 4: 1} {
		if got := sc.NBW(id, 2); got != want {
			t.Errorf("NBW of %d: %d, want %d", id, got, want)
		}
	}
	for _, c := range []struct {
		games, w, b int
		ok          bool
	}{{2, 3, 1, true}, {2, 4, 1, false}, {4, 4, 4, true}, {1, 2, 0, false}, {2, -1, 2, false}} {
		if err := CheckMatch(c.games, 1, c.w, c.b); (err == nil) != c.ok {
			t.Errorf("CheckMatch(%d, %d-%d): %v", c.games, c.w, c.b, err)
		}
	}
}

// TestReplayDraw: under the draw rule "replay" a drawn single game is replayed, the colours
// exchanged in an even game and kept in a handicap one; a furigoma entered after a replay
// gives the replay's colours (the throw's colours, exchanged once per replay).
func TestReplayDraw(t *testing.T) {
	shogi := Settings{Game: ShogiGame, Draws: DrawsReplay}
	gomoku := Settings{Game: GomokuGame, Draws: DrawsReplay}
	for _, c := range []struct {
		name    string
		s       Settings
		replays bool
	}{
		{"shogi replay", shogi, true},
		{"gomoku replay", gomoku, true},
		{"shogi half", Settings{Game: ShogiGame}, false},
		{"Go", Settings{Draws: DrawsReplay}, false},
		{"gomoku match of 2", Settings{Game: GomokuGame, Draws: DrawsReplay, MatchGames: 2}, false},
	} {
		if got := c.s.ReplaysDraws(); got != c.replays {
			t.Errorf("%s: ReplaysDraws %v, want %v", c.name, got, c.replays)
		}
	}
	// An even shogi game, White 1 Black 2: the replay has White 2 Black 1, no result.
	g := Game{Table: 4, White: 1, Black: 2, Handicap: ShogiEven, Result: Jigo, KnownColor: true}
	g.Replay(&shogi)
	if g.White != 2 || g.Black != 1 || g.Result != Unknown || g.Replays != 1 {
		t.Errorf("even shogi replay: %+v", g)
	}
	g.Replay(&shogi)
	if g.White != 1 || g.Black != 2 || g.Replays != 2 {
		t.Errorf("second replay: %+v", g)
	}
	// Lance handicap and the 1-grade even game: same sides.
	for _, h := range []int{ShogiEvenBlack, 2} {
		x := Game{White: 1, Black: 2, Handicap: h}
		x.Replay(&shogi)
		if x.White != 1 || x.Black != 2 || x.Replays != 1 {
			t.Errorf("handicap %d replay: %+v", h, x)
		}
	}
	x := Game{White: 5, Black: 6}
	x.Replay(&gomoku)
	if x.White != 6 || x.Black != 5 {
		t.Errorf("gomoku replay: %+v", x)
	}
	// Player 2 threw 1 tokin: the thrower is Black in the first game, White in the replay.
	f := Game{White: 1, Black: 2, Replays: 1}
	f.SetFurigoma(2, 1)
	if f.Black != 1 || f.White != 2 {
		t.Errorf("furigoma after a replay: %+v, want Black 1", f)
	}
	f.Replays = 2
	f.SetFurigoma(2, 1)
	if f.Black != 2 {
		t.Errorf("furigoma after two replays: %+v, want Black 2", f)
	}
}
