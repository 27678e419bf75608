package goban

import (
	"fmt"

	"github.com/hoshi-go/hoshi/internal/halfpoint"
	"github.com/hoshi-go/hoshi/internal/sgf"
)

// GameScoreOptions override what a game record says, as a director settling a dispute does.
type GameScoreOptions struct {
	// Rules, when RulesSet, replaces the file's RU (and the Japanese default).
	Rules    Rules
	RulesSet bool
	// Komi, when KomiSet, replaces the file's KM (and the rules' default), in half points.
	Komi    int
	KomiSet bool
	// Dead lists points of dead stones; each marks its whole group (see ToggleDead). When
	// given, it replaces the file's TB/TW marks and the estimate.
	Dead []Vertex
	// CountSeki counts eye points in seki as territory.
	CountSeki bool
	// HandicapPrisoners are the prisoners White handed Black before the game (see
	// ScoreOptions.HandicapPrisoners); no SGF property records them.
	HandicapPrisoners int
	// Seed seeds the dead-stone estimate, so that a score can be reproduced.
	Seed int64
	// Estimate guesses the dead stones when neither Dead nor the file's marks say (hoshi's
	// estimator is estimate.Dead, package internal/goban/estimate). Nil estimates nothing:
	// every stone counts as alive and DeadFrom is DeadNotEstimated.
	Estimate Estimator
}

// Estimator guesses which stones of a final position are dead under rules r, and which stones
// it leaves in doubt (the players must confirm them), both indexed like p.Cells. The same
// position and seed must give the same answer.
type Estimator func(p Position, r Rules, seed int64) (dead, uncertain []bool)

// Where the dead stones of a scored game came from.
const (
	DeadGiven     = "given"
	DeadMarked    = "marked in the file"
	DeadEstimated = "estimated"
	// DeadNotEstimated: the dead stones had to be estimated but GameScoreOptions.Estimate was
	// nil, so none is dead.
	DeadNotEstimated = "not estimated"
	// DeadNotCounted is an atari-go game decided by capture, or not over: nothing is counted,
	// so no stone is dead.
	DeadNotCounted = "not counted: atari-go is decided by capture"
)

// Scored is a game record scored: the replay, the count and how it compares with the file's RE.
type Scored struct {
	Game *Game
	// Position is the final position and Options what it was counted with: a page that lets
	// the players click dead groups recounts with ToggleDead and ScorePosition(Position,
	// Options) after setting Options.Dead.
	Position Position
	Options  ScoreOptions
	Score    Score
	// Dead marks the dead stones per point (indexed like Position.Cells), and DeadFrom says
	// where they came from: DeadGiven, DeadMarked or DeadEstimated.
	Dead     []bool
	DeadFrom string
	// Uncertain marks the stones whose status the estimate does not settle beyond doubt
	// (GameScoreOptions.Estimate): the players must confirm them before the count becomes a result.
	// Nil unless the dead stones were estimated.
	Uncertain []bool
	// Agreement compares the count with RE: "agrees", "differs by 1.5 (file says W+3)",
	// "file says resignation", "file says time", "file says forfeit", "file has no result",
	// or "file says ..." for other results. A game decided by atari-go's first capture compares
	// winners only: "agrees" when RE names the capturer (B+R, B+, B+3 ...), else "differs: file
	// says W+...".
	Agreement string
}

// ScoreGame replays the main line of a record (leniently: illegal moves are noted in
// Game.Problems, not fatal) and counts its final position. The rules are opts' if set, else the
// file's RU if hoshi knows it, else Japanese; komi likewise: opts, KM, the rules' default. Dead
// stones are opts.Dead if given, else the stones under the opponent's TB/TW marks, else
// estimated.
//
// Under atari-go (Rules.FirstCaptureWins) a game in which the replay saw a capture was decided
// by it: Game.Winner, the first capturer, wins, without a count, dead stones or komi. When
// nothing was captured, a winner that RE names (resignation, time, forfeit) makes the count
// as under other rule sets; with no such winner the game is not over (Score.Decision is
// NoCapture).
func ScoreGame(root *sgf.Node, opts GameScoreOptions) (*Scored, error) {
	rules := japaneseRules
	if opts.RulesSet {
		rules = opts.Rules
	} else if info, err := sgf.ReadGameInfo(root); err == nil {
		if r, ok := RulesFromSGF(info.Rules); ok {
			rules = r
		}
	}
	g, err := Replay(root, rules, ReplayOptions{Lenient: true})
	if err != nil {
		return nil, err
	}
	p := g.Board.Position()
	s := &Scored{Game: g, Position: p}
	so := ScoreOptions{
		Rules:             rules,
		Komi:              g.Info.Komi,
		KomiSet:           g.Info.KomiSet,
		CountSeki:         opts.CountSeki,
		Handicap:          g.Handicap,
		HandicapPrisoners: opts.HandicapPrisoners,
		CapturesBlack:     g.Captures[Black],
		CapturesWhite:     g.Captures[White],
		Winner:            g.Winner,
	}
	if opts.KomiSet {
		so.Komi, so.KomiSet = opts.Komi, true
	}
	switch marked, ok := markedDead(root, p); {
	case so.decision() != ByCount:
		s.Dead, s.DeadFrom = make([]bool, len(p.Cells)), DeadNotCounted
	case len(opts.Dead) > 0:
		s.Dead, s.DeadFrom = make([]bool, len(p.Cells)), DeadGiven
		for _, v := range opts.Dead {
			i := v.Y*p.Size + v.X
			if v.X < 0 || v.Y < 0 || v.X >= p.Size || v.Y >= p.Size || p.Cells[i] == Empty ||
				s.Dead[i] {
				continue
			}
			s.Dead = ToggleDead(p, s.Dead, v.X, v.Y)
		}
	case ok:
		s.Dead, s.DeadFrom = marked, DeadMarked
	case opts.Estimate == nil:
		s.Dead, s.DeadFrom = make([]bool, len(p.Cells)), DeadNotEstimated
	default:
		s.Dead, s.Uncertain = opts.Estimate(p, rules, opts.Seed)
		s.DeadFrom = DeadEstimated
	}
	so.Dead = s.Dead
	s.Options = so
	s.Score = ScorePosition(p, so)
	s.Agreement = agreement(s.Score, g.Info.Result)
	return s, nil
}

// markedDead reads the territory marks (TB, TW) of the last node of the main line that has
// any: a stone under the opponent's mark is dead. ok is false when there are no marks.
func markedDead(root *sgf.Node, p Position) (dead []bool, ok bool) {
	line := root.MainLine()
	for k := len(line) - 1; k >= 0; k-- {
		tb, errB := line[k].Points("TB", p.Size)
		tw, errW := line[k].Points("TW", p.Size)
		if len(tb)+len(tw) == 0 || errB != nil || errW != nil {
			continue
		}
		dead = make([]bool, len(p.Cells))
		for _, m := range []struct {
			pts   []sgf.Point
			owner Color
		}{{tb, Black}, {tw, White}} {
			for _, q := range m.pts {
				i := q.Y*p.Size + q.X
				if p.Cells[i] == m.owner.Opponent() {
					dead[i] = true
				}
			}
		}
		return dead, true
	}
	return nil, false
}

// agreement compares a count with the file's result.
func agreement(s Score, re sgf.Result) string {
	switch {
	case re.Kind == sgf.ResultNone:
		return "file has no result"
	case s.Decision == ByCapture:
		// A win without margin: only the winners compare.
		if w := colorOf(re.Winner); w != Empty && w == s.Winner {
			return "agrees"
		}
		return "differs: file says " + re.Raw
	case s.Decision == NoCapture:
		return "file says " + re.Raw
	}
	switch re.Kind {
	case sgf.ResultResign:
		return "file says resignation"
	case sgf.ResultTime:
		return "file says time"
	case sgf.ResultForfeit:
		return "file says forfeit"
	case sgf.ResultScore, sgf.ResultDraw:
		file := 0 // Black's lead in half points
		switch colorOf(re.Winner) {
		case Black:
			file = re.Margin
		case White:
			file = -re.Margin
		}
		ours := s.Margin
		if s.Winner == White {
			ours = -ours
		}
		if d := ours - file; d != 0 {
			return fmt.Sprintf("differs by %s (file says %s)", halfpoint.Format(max(d, -d)), re.Raw)
		}
		return "agrees"
	}
	return fmt.Sprintf("file says %s", re.Raw)
}
