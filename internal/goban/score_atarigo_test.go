package goban

import (
	"testing"

	"github.com/hoshi-go/hoshi/internal/sgf"
)

func scoreString(t *testing.T, rec string, opts GameScoreOptions) *Scored {
	t.Helper()
	c, err := sgf.Parse([]byte(rec))
	if err != nil {
		t.Fatal(err)
	}
	s, err := ScoreGame(c.Games[0], opts)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// whiteCapturesFirst: Black walls off columns A-G, White holds column J and captures the black
// stone on J1. Counted, Black wins by a wide margin; in atari-go White's capture decides.
const whiteCapturesFirst = "(;GM[1]FF[4]SZ[9]KM[6.5]RU[Atari-Go]RE[B+38.5]" +
	";B[ga];W[ha];B[gb];W[hb];B[gc];W[hc];B[gd];W[hd];B[ge];W[he];B[gf];W[hf];B[gg];W[hg]" +
	";B[gh];W[hh];B[gi];W[hi];B[ii];W[ih])"

// TestScoreGameAtariGo: a capture decides atari-go without a count, dead stones or komi; the
// result is a win without margin and the agreement compares winners only.
func TestScoreGameAtariGo(t *testing.T) {
	ag := mustRules(t, "atari-go")
	cases := []struct {
		name      string
		sgf       string
		opts      GameScoreOptions
		decision  Decision
		result    string
		agreement string
		prisoners [3]int
	}{
		{"black captures first", "(;GM[1]FF[4]SZ[9]KM[6.5]RU[Atari-Go]RE[B+R];B[ba];W[aa];B[ab])",
			GameScoreOptions{}, ByCapture, "B+", "agrees", [3]int{0, 1, 0}},
		{"white captures first", whiteCapturesFirst, GameScoreOptions{}, ByCapture, "W+",
			"differs: file says B+38.5", [3]int{0, 0, 1}},
		// The move after the capture is not played; RE without margin agrees.
		{"white captures first, RE W+", "(;SZ[9]RE[W+];B[aa];W[ba];B[cc];W[ab];B[ee])",
			GameScoreOptions{Rules: ag, RulesSet: true}, ByCapture, "W+", "agrees", [3]int{0, 0, 1}},
		// White's A3 is a suicide, forced onto the board by the lenient replay: the stone is
		// Black's prisoner, so Black captured first.
		{"forced suicide", "(;SZ[3]RE[W+3];B[ba];W[cc];B[ab];W[aa];B[bb])",
			GameScoreOptions{Rules: ag, RulesSet: true}, ByCapture, "B+", "differs: file says W+3",
			[3]int{0, 1, 0}},
		{"no capture, RE W+R", "(;SZ[9]RU[Atari-Go]RE[W+R];B[aa];W[ba];B[cc])", GameScoreOptions{Estimate: noneDead},
			ByCount, "", "file says resignation", [3]int{}},
		{"no capture, no RE", "(;SZ[9]RU[Atari-Go];B[aa];W[ba];B[cc])", GameScoreOptions{},
			NoCapture, "?", "file has no result", [3]int{}},
		{"no capture, RE by points", "(;SZ[9]RU[Atari-Go]RE[B+3];B[aa];W[ba];B[cc])",
			GameScoreOptions{}, NoCapture, "?", "file says B+3", [3]int{}},
	}
	for _, tc := range cases {
		s := scoreString(t, tc.sgf, tc.opts)
		sc := s.Score
		if sc.Rules.Name != "atari-go" || sc.Decision != tc.decision || s.Agreement != tc.agreement ||
			(tc.result != "" && sc.Result() != tc.result) {
			t.Errorf("%s: rules %s, decision %v, %s, %q; want atari-go, %v, %s, %q", tc.name,
				sc.Rules.Name, sc.Decision, sc.Result(), s.Agreement, tc.decision, tc.result, tc.agreement)
		}
		if tc.decision == ByCount {
			// As under any rule set: dead stones estimated, the position counted with komi.
			if s.DeadFrom != DeadEstimated || sc.White.Komi != 0 || sc.Result() == "?" ||
				sc.Explain() != "" {
				t.Errorf("%s: dead from %q, komi %d, %s, %q; want a count", tc.name, s.DeadFrom,
					sc.White.Komi, sc.Result(), sc.Explain())
			}
			continue
		}
		if s.DeadFrom != DeadNotCounted || len(s.Dead) != len(s.Position.Cells) ||
			len(sc.Map.Owner) != len(s.Position.Cells) || sc.Margin != 0 {
			t.Errorf("%s: dead from %q, %d dead marks, %d owners, margin %d; want nothing counted",
				tc.name, s.DeadFrom, len(s.Dead), len(sc.Map.Owner), sc.Margin)
		}
		for i := range s.Dead {
			if s.Dead[i] || sc.Map.Owner[i] != Empty {
				t.Errorf("%s: point %d dead %v owner %v", tc.name, i, s.Dead[i], sc.Map.Owner[i])
				break
			}
		}
		zero := Tally{Prisoners: sc.Black.Prisoners}
		if sc.Black != zero || sc.Black.Prisoners != tc.prisoners[Black] ||
			sc.White != (Tally{Prisoners: tc.prisoners[White]}) {
			t.Errorf("%s: tallies %+v %+v, want prisoners %v only (komi irrelevant)", tc.name,
				sc.Black, sc.White, tc.prisoners)
		}
		if tc.decision == ByCapture && sc.Winner != s.Game.Winner {
			t.Errorf("%s: winner %v, replay says %v", tc.name, sc.Winner, s.Game.Winner)
		}
		if tc.decision == NoCapture && (sc.Winner != Empty || sc.Explain() != "no capture: the game is not over") {
			t.Errorf("%s: winner %v, %q; want none and not over", tc.name, sc.Winner, sc.Explain())
		}
	}
	// The same record counted by the Japanese rules: Black wins by territory.
	s := scoreString(t, whiteCapturesFirst, GameScoreOptions{Rules: mustRules(t, "japanese"), RulesSet: true})
	if s.Score.Decision != ByCount || s.Score.Winner != Black {
		t.Errorf("japanese: %v %s, want a count won by Black", s.Score.Decision, s.Score.Result())
	}
	if got := scoreString(t, whiteCapturesFirst, GameScoreOptions{}).Score.Explain(); got != "white captured first" {
		t.Errorf("explain %q", got)
	}
}

// TestScorePositionAtariGo: a recount (after a click on the board) keeps the decision; without
// the replay's winner the player with prisoners is the capturer.
func TestScorePositionAtariGo(t *testing.T) {
	ag := mustRules(t, "atari-go")
	p := Position{Size: 5, Cells: make([]Color, 25)}
	p.Cells[0], p.Cells[12] = Black, White
	for _, tc := range []struct {
		opts     ScoreOptions
		decision Decision
		winner   Color
		result   string
	}{
		{ScoreOptions{Rules: ag, CapturesWhite: 1, Winner: White}, ByCapture, White, "W+"},
		{ScoreOptions{Rules: ag, CapturesWhite: 1}, ByCapture, White, "W+"},
		{ScoreOptions{Rules: ag, CapturesBlack: 2, Dead: []bool{true}}, ByCapture, Black, "B+"},
		{ScoreOptions{Rules: ag, CapturesBlack: 1, CapturesWhite: 1}, ByCapture, Empty, "?"},
		{ScoreOptions{Rules: ag}, NoCapture, Empty, "?"},
		{ScoreOptions{Rules: ag, Winner: Black}, ByCount, Empty, "0"},
		// Other rule sets count whatever the winner by capture or resignation.
		{ScoreOptions{Rules: mustRules(t, "japanese"), CapturesWhite: 1, Winner: Black}, ByCount, White, "W+7.5"},
	} {
		s := ScorePosition(p, tc.opts)
		if s.Decision != tc.decision || s.Winner != tc.winner || s.Result() != tc.result {
			t.Errorf("%+v: %v %v %s, want %v %v %s", tc.opts, s.Decision, s.Winner, s.Result(),
				tc.decision, tc.winner, tc.result)
		}
	}
}

func TestAgreementAtariGo(t *testing.T) {
	black := Score{Decision: ByCapture, Winner: Black}
	notOver := Score{Decision: NoCapture}
	for _, tc := range []struct {
		s    Score
		re   string
		want string
	}{
		{black, "B+R", "agrees"},
		{black, "B+", "agrees"},
		{black, "B+3", "agrees"},
		{black, "b+time", "agrees"},
		{black, "W+R", "differs: file says W+R"},
		{black, "W+0.5", "differs: file says W+0.5"},
		{black, "0", "differs: file says 0"},
		{black, "Void", "differs: file says Void"},
		{black, "", "file has no result"},
		{notOver, "B+R", "file says B+R"},
		{notOver, "", "file has no result"},
	} {
		if got := agreement(tc.s, sgf.ParseResult(tc.re)); got != tc.want {
			t.Errorf("%s against RE %q: %q, want %q", tc.s.Result(), tc.re, got, tc.want)
		}
	}
}
