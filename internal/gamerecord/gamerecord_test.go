package gamerecord

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/tournament"
)

func shogiRecord(t *testing.T, name string) []byte {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "shogi", "testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// TestShogiRecords: the records of internal/shogi's testdata, as the hand-checked outcomes of
// its tests give them, become the results of the games they were uploaded for; a record whose
// start is not the game's handicap says so.
func TestShogiRecords(t *testing.T) {
	s := tournament.Settings{Game: tournament.ShogiGame, BoardSize: 9}
	even := &tournament.Game{Handicap: tournament.ShogiEven}
	for _, c := range []struct {
		file   string
		game   *tournament.Game
		want   tournament.Result
		reason string
		points *[2]int
		sgf    string
	}{
		{"head-gold-mate.kif", even, tournament.BlackWins, "mate", nil, "B+"},
		{"repetition.csa", even, tournament.Jigo, "repetition", nil, "0"},
		{"perpetual-check.csa", even, tournament.WhiteWins, "perpetual check", nil, "W+"},
		{"impasse.kif", even, tournament.WhiteWins, "impasse", &[2]int{22, 32}, "W+"},
		{"impasse.csa", even, tournament.Jigo, "impasse", &[2]int{24, 30}, "0"},
		{"two-piece-resign.csa", &tournament.Game{Handicap: 7}, tournament.BlackWins, "resignation", nil, "B+"},
	} {
		r, err := Read(&s, c.game, shogiRecord(t, c.file))
		if err != nil {
			t.Errorf("%s: %v", c.file, err)
			continue
		}
		if r.TournamentResult() != c.want || r.Reason != c.reason || r.Result != c.sgf {
			t.Errorf("%s: %v by %s (%s), want %v by %s", c.file, r.TournamentResult(), r.Reason, r.Result, c.want, c.reason)
		}
		if (r.Points == nil) != (c.points == nil) || c.points != nil && *r.Points != *c.points {
			t.Errorf("%s: points %v, want %v", c.file, r.Points, c.points)
		}
		// A record from a board diagram of its own (the impasse and perpetual-check positions)
		// starts from no handicap's position: said, for the director.
		own := c.file == "impasse.kif" || c.file == "impasse.csa" || c.file == "perpetual-check.csa"
		if own && (len(r.Problems) != 1 || !strings.Contains(r.Problems[0], "a position of its own, not from that of the even handicap")) ||
			!own && len(r.Problems) > 0 {
			t.Errorf("%s: problems %v", c.file, r.Problems)
		}
		if svg := string(r.SVG("board")); !strings.HasPrefix(svg, "<svg") || !strings.Contains(svg, "<title>board</title>") {
			t.Errorf("%s: no drawing", c.file)
		}
	}
	// The two-piece record uploaded for an even game.
	r, err := Read(&s, even, shogiRecord(t, "two-piece-resign.csa"))
	if err != nil || len(r.Problems) != 1 || !strings.Contains(r.Problems[0], "starts from the two-piece handicap's position, but the game was paired with the even handicap") {
		t.Errorf("a two-piece record for an even game: %v %v", r.Problems, err)
	}
	if _, err := Read(&s, even, []byte("1 ７六歩(77)\nnonsense\n")); err == nil || !strings.Contains(err.Error(), "line 2") {
		t.Errorf("a broken KIF: %v", err)
	}
}

// TestGomokuRecords: five in a row wins under free gomoku; six do not under exactly five; ninuki
// counts the captures; a Go tournament has no such records.
func TestGomokuRecords(t *testing.T) {
	free := tournament.Settings{Game: tournament.GomokuGame, BoardSize: 15, Variant: tournament.VariantFree}
	exact := free
	exact.Variant = tournament.VariantExact
	g := &tournament.Game{}
	// Black: h8 i8 j8 k8 l8 after White's a-column stones: five at move 9.
	r, err := Read(&free, g, []byte("h8 a1 i8 a2 j8 a3 k8 a4 l8"))
	if err != nil || r.TournamentResult() != tournament.BlackWins || r.Move != 9 || r.Reason != "five" {
		t.Fatalf("five: %+v %v", r, err)
	}
	// Black fills g8 between two groups: six in a row (d8-e8-f8 g8 h8-i8). Free: wins; exact: no
	// winner yet.
	six := []byte("d8 a1 e8 a2 f8 a3 h8 a5 i8 a7 g8")
	if r, _ := Read(&free, g, six); r.TournamentResult() != tournament.BlackWins {
		t.Errorf("six under free gomoku: %+v", r.Outcome)
	}
	if r, _ := Read(&exact, g, six); r.TournamentResult() != tournament.Unknown || r.Reason != "unfinished" {
		t.Errorf("six under exactly five: %+v", r.Outcome)
	}
	// Ninuki: Black j8 then White k8 l8 and Black m8 captures them (seed 000).
	ninuki := tournament.Settings{Game: tournament.NinukiGame, BoardSize: 15}
	r, err = Read(&ninuki, g, []byte("j8 k8 a1 l8 m8"))
	if err != nil || r.Captured == nil || r.Captured[0] != 2 || r.Captured[1] != 0 {
		t.Errorf("ninuki capture: %+v %v", r, err)
	}
	// An SGF of gomoku on 19x19 in a tournament on 15x15 is refused.
	if _, err := Read(&free, g, []byte("(;GM[4]SZ[19];B[jj])")); err == nil {
		t.Error("a 19x19 record on 15x15 was read")
	}
	goSettings := tournament.DefaultSettings()
	if _, err := Read(&goSettings, g, []byte("(;GM[1])")); !errors.Is(err, ErrNotOtherGame) {
		t.Errorf("Go: %v", err)
	}
}

// Position is a shogi record's final position in SFEN, "" for gomoku.
func (r *Replayed) Position() string {
	if r.shogi != nil {
		return r.shogi.Game.Position().SFEN()
	}
	return ""
}
