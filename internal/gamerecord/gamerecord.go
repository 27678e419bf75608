// Package gamerecord reads and adjudicates the game records of the tournaments of the games
// other than Go: a shogi game's KIF or CSA record, a gomoku or ninuki game's SGF (GM[4]) or
// renju.net move list. It replays a record with the game's engine (internal/shogi,
// internal/gomoku), says how the game ended as a tournament result, and draws the final
// position. Go's records are internal/goban's. It is pure Go: no storage, no web.
package gamerecord

import (
	"errors"
	"unicode/utf8"

	"github.com/hoshi-go/hoshi/internal/gomoku"
	"github.com/hoshi-go/hoshi/internal/shogi"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// Outcome is how a record says the game ended, as stored with the record and answered by the
// JSON API.
type Outcome struct {
	Game string `json:"game"`
	// Result is the outcome in SGF's form: B+ or W+ for a win, 0 for a draw, ? when the record
	// does not decide the game.
	Result string `json:"result"`
	Winner string `json:"winner"` // black, white, draw or ""
	// Reason is how the game ended: the engine's words (mate, resignation, repetition,
	// perpetual check, impasse, illegal move, ...; five, captures, full board, unfinished).
	Reason string `json:"reason"`
	// Move is the number of the deciding move, or of the last move played; Moves the moves
	// the record has.
	Move  int `json:"move"`
	Moves int `json:"moves"`
	// Detail explains the outcome in a sentence (English; shogi's engine writes it).
	Detail string `json:"detail,omitempty"`
	// Points is shogi's impasse count, Black then White.
	Points *[2]int `json:"points,omitempty"`
	// Captured is the stones Black and White captured in ninuki.
	Captured *[2]int `json:"captured,omitempty"`
	// Handicap is the starting position of a shogi record by hoshi's name ("even", "lance",
	// ...; "position" for another).
	Handicap string `json:"handicap,omitempty"`
	// Ignored counts the moves the record has after the deciding one.
	Ignored int `json:"ignored_moves"`
	// Problems are what the record says that does not fit the game it was uploaded for.
	Problems []string `json:"problems,omitempty"`
	// problems are Problems as their messages, which a page shows in its language.
	problems []error
}

// ProblemMessages are the Problems as messages with their keys, which a page shows in its
// language.
func (o *Outcome) ProblemMessages() []error { return o.problems }

// addProblem adds the message m to the outcome's problems.
func (o *Outcome) addProblem(m error) {
	o.Problems = append(o.Problems, m.Error())
	o.problems = append(o.problems, m)
}

// Replayed is a record played through: its outcome and what the board draws.
type Replayed struct {
	Outcome
	shogi  *shogi.Replayed
	gomoku *gomoku.Outcome
	// numbers are the gomoku moves' numbers by point, for the drawing.
	numbers map[gomoku.Point]int
}

// Text is the text of a record as hoshi stores it: a shogi record in UTF-8 (a KIF file of
// Japanese software is often Shift_JIS), the others as they are.
func Text(s *tournament.Settings, data []byte) (string, error) {
	if s.IsShogi() {
		return shogi.RecordText(data)
	}
	if !utf8.Valid(data) {
		return "", msgRecordNotUTF8.New()
	}
	return string(data), nil
}

// ErrNotOtherGame is the error of Read for a Go tournament, whose records internal/goban reads.
var ErrNotOtherGame = errors.New("a Go game's record is an SGF file scored by the rules engine")

// Read reads a record of game g of a tournament with settings s and replays it: a shogi record
// in KIF or CSA (shogi.ParseRecord), a gomoku or ninuki record as an SGF file or a renju.net
// move list on the tournament's board, by its variant. A record that cannot be read is an
// error naming the line or move; a record that breaks a rule is replayed up to the illegal
// move, which decides the game (shogi), or refused (gomoku: a stone on another).
func Read(s *tournament.Settings, g *tournament.Game, data []byte) (*Replayed, error) {
	switch {
	case s.IsShogi():
		return readShogi(g, data)
	case s.IsGomoku():
		return readGomoku(s, data)
	}
	return nil, ErrNotOtherGame
}

func readShogi(g *tournament.Game, data []byte) (*Replayed, error) {
	rec, err := shogi.ParseRecord(data)
	if err != nil {
		return nil, msgNotKIFCSA.New(err)
	}
	r := shogi.Replay(rec)
	o := r.Outcome
	out := &Replayed{shogi: r, Outcome: Outcome{
		Game: string(tournament.ShogiGame), Result: resultText(o.Winner.String()), Winner: o.Winner.String(),
		Reason: string(o.Reason), Move: o.Move, Moves: len(rec.Moves), Detail: o.Detail, Handicap: rec.Handicap,
		Ignored: r.Ignored,
	}}
	if out.Handicap == "" {
		out.Handicap = "position"
	}
	if o.Points != [2]int{} {
		out.Points = &[2]int{o.Points[shogi.Black], o.Points[shogi.White]}
	}
	// The record's starting position against the game's handicap: an even start for both
	// even games, else the named handicap's.
	want := tournament.ShogiHandicapName(g.Handicap)
	if g.Handicap == tournament.ShogiEvenBlack {
		want = "even"
	}
	switch paired := tournament.ShogiHandicapName(g.Handicap); {
	case want == "" || rec.Handicap == want:
	case rec.Handicap == "":
		out.addProblem(msgRecordOwnPosition.New(paired))
	default:
		out.addProblem(msgRecordOtherHandicap.New(rec.Handicap, paired))
	}
	return out, nil
}

func readGomoku(s *tournament.Settings, data []byte) (*Replayed, error) {
	rec, err := gomoku.ParseRecord(data, s.BoardSize)
	if err != nil {
		return nil, msgNotGomokuRecord.New(err)
	}
	variant := gomoku.Variant(s.Variant)
	if s.Game.OrGo() == tournament.NinukiGame {
		variant = gomoku.Ninuki
	}
	rules := gomoku.Rules{Variant: variant, Size: s.BoardSize, Opening: gomoku.Opening(s.Opening)}
	o, err := gomoku.Replay(rec, rules)
	if err != nil {
		return nil, msgGomokuReplay.New(err)
	}
	out := &Replayed{gomoku: &o, numbers: map[gomoku.Point]int{}, Outcome: Outcome{
		Game: string(s.Game.OrGo()), Result: resultText(o.Winner.String()), Winner: o.Winner.String(),
		Reason: string(o.Reason), Move: o.Move, Moves: len(rec.Moves), Detail: o.String(), Ignored: o.Ignored,
	}}
	if variant == gomoku.Ninuki {
		out.Captured = &[2]int{o.Captured[0], o.Captured[1]}
	}
	for i, m := range rec.Moves[:o.Move] {
		out.numbers[m.Point] = i + 1
	}
	return out, nil
}

// resultText writes a winner in SGF's result form.
func resultText(winner string) string {
	switch winner {
	case "black":
		return "B+"
	case "white":
		return "W+"
	case "draw":
		return "0"
	}
	return "?"
}

// TournamentResult is the record's outcome as the game's result: White or Black wins (the
// record's colours are the game's), a draw, or Unknown when the record does not decide it.
func (r *Replayed) TournamentResult() tournament.Result {
	switch r.Winner {
	case "black":
		return tournament.BlackWins
	case "white":
		return tournament.WhiteWins
	case "draw":
		return tournament.Jigo
	}
	return tournament.Unknown
}

// SVG draws the position where the replay stopped: a shogi board with its pieces in hand and
// the last move shaded; a gomoku board with its moves numbered and the winning row ringed.
func (r *Replayed) SVG(title string) []byte {
	if r.shogi != nil {
		last := shogi.NoSquare
		if ms := r.shogi.Game.Moves(); len(ms) > 0 {
			last = ms[len(ms)-1].To
		}
		return shogi.RenderSVG(r.shogi.Game.Position(), shogi.SVGOptions{LastMove: last, Title: title, Class: "shogi-board"})
	}
	return gomoku.RenderSVG(r.gomoku.Board, gomoku.SVGOptions{Row: r.gomoku.Row, Numbers: r.numbers, Title: title, Class: "gomoku-board"})
}
