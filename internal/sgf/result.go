package sgf

import (
	"strconv"
	"strings"

	"github.com/hoshi-go/hoshi/internal/halfpoint"
)

// ResultKind says how a game ended, because a tournament scores a win by resignation, by time or
// by points alike but a scorer only checks the last.
type ResultKind int

// The kinds of result the RE property can hold.
const (
	ResultNone    ResultKind = iota // no RE property, or an empty one
	ResultScore                     // a win by counting, with a margin
	ResultResign                    // B+R, B+Resign
	ResultTime                      // B+T, B+Time
	ResultForfeit                   // B+F, B+Forfeit
	ResultDraw                      // 0, Draw, Jigo
	ResultVoid                      // Void: no result, the game does not count
	ResultUnknown                   // ?: the result is not known
	ResultIllegal                   // B+Illegal: the loser made an illegal move
	ResultOther                     // free text that follows no SGF form
	ResultWin                       // B+ alone: a win of unknown margin or reason
)

// Result is a parsed RE value. Margin is in half points so that 3.5 is exact; Raw keeps the
// value as written for display and for free-text results.
type Result struct {
	Winner Color // 0 if there is none (draw, void, unknown, missing)
	Kind   ResultKind
	Margin int // half points, for ResultScore
	Raw    string
}

// ParseResult reads an RE value in any of the forms servers write, so that results from every
// source compare equal when they mean the same thing. Text that follows no known form becomes
// ResultOther; a "B+" or "W+" prefix still names the winner then.
func ParseResult(s string) Result {
	r := Result{Raw: s}
	t := strings.TrimSpace(s)
	switch strings.ToLower(t) {
	case "":
		return r
	case "0", "draw", "jigo":
		r.Kind = ResultDraw
		return r
	case "void":
		r.Kind = ResultVoid
		return r
	case "?":
		r.Kind = ResultUnknown
		return r
	}
	r.Kind = ResultOther
	if len(t) < 2 || t[1] != '+' {
		return r
	}
	switch t[0] {
	case 'B', 'b':
		r.Winner = Black
	case 'W', 'w':
		r.Winner = White
	default:
		return r
	}
	how := strings.TrimSpace(t[2:])
	switch strings.ToLower(how) {
	case "":
		r.Kind = ResultWin
	case "r", "resign":
		r.Kind = ResultResign
	case "t", "time":
		r.Kind = ResultTime
	case "f", "forfeit":
		r.Kind = ResultForfeit
	case "illegal":
		r.Kind = ResultIllegal
	default:
		if m, ok := parseHalfPoints(how); ok && m >= 0 {
			r.Kind, r.Margin = ResultScore, m
		}
	}
	return r
}

// maxMargin is the largest margin RE may give, a million points: anything larger is no count.
const maxMargin = 2_000_000

// parseHalfPoints reads a decimal number of points, as RE writes it (a comma may stand for the
// decimal point), and returns it in half points, refusing values that are not a multiple of one
// half or that are beyond a million points.
func parseHalfPoints(s string) (int, bool) {
	h, err := halfpoint.Parse(strings.Replace(s, ",", ".", 1))
	if err != nil || h > maxMargin || h < -maxMargin {
		return 0, false
	}
	return h, true
}

// parseDecimal reads a plain decimal number of at most a million, as KM writes it (a comma may
// stand for the decimal point): strconv.ParseFloat alone would also take exponents,
// hexadecimal and digit separators, which no SGF writer means.
func parseDecimal(s string) (float64, bool) {
	s = strings.Replace(s, ",", ".", 1)
	if strings.ContainsAny(s, "eEpPxX_") {
		return 0, false
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || f > 1e6 || f < -1e6 {
		return 0, false
	}
	return f, true
}
