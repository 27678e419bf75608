package public

// The board page's block of a dispute settled by play.

import (
	"fmt"
	"html/template"

	"github.com/hoshi-go/hoshi/internal/goban"
	"github.com/hoshi-go/hoshi/internal/i18n"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// disputeMoveView is one settling move as the page lists it.
type disputeMoveView struct {
	N      int
	Colour string // "black" or "white"
	Point  string // "" for a pass
}

// disputeView is the board page's block of the dispute settled by play.
type disputeView struct {
	Started bool
	// CanStart: the director may resume play (there is a count to dispute).
	CanStart bool
	// AskFirst: the record does not say whose turn it was (a position typed in): the
	// director chooses who moves first.
	AskFirst bool
	First    string // "black" or "white"
	Next     string
	Record   uint // the record the page shows
	N        int  // moves so far
	Moves    []disputeMoveView
	Dropped  int
	SVG      template.HTML
	Scored   bool
	Result   string
	Computed string
	Tally    []tallyRow
	// Recorded: the game's result is the settled count's; else the director may record it.
	Recorded bool
	Was      string // the game's result as shown, for SetResultIf
	Error    string
}

var colourName = map[goban.Color]string{goban.Black: "black", goban.White: "white"}

// newDisputeView fills the dispute block of the board page of g.
func newDisputeView(l *i18n.Localizer, director bool, g *tournament.Game, st *boardState) *disputeView {
	v := &disputeView{Record: st.rec.ID, Was: wasValue(g)}
	ds := st.dispute
	if ds == nil {
		v.CanStart = director && !st.rules.FirstCaptureWins && st.score.Decision == goban.ByCount
		if c := goban.FirstToResume(st.root); c != goban.Empty {
			v.First = colourName[c]
		} else {
			v.AskFirst = true
		}
		return v
	}
	pos := ds.res.Position
	v.Started, v.First, v.Next, v.N, v.Dropped = true, colourName[ds.first], colourName[ds.res.Next], len(ds.moves), ds.dropped
	for k, m := range ds.moves {
		mv := disputeMoveView{N: k + 1, Colour: colourName[m.Color]}
		if !m.Pass {
			mv.Point = goban.VertexName(pos.Size, m.X, m.Y)
		}
		v.Moves = append(v.Moves, mv)
	}
	opts := goban.SVGOptions{Coordinates: true, Dead: ds.dead, Clickable: director, IDPrefix: "dispute-",
		Title: l.T("dispute.svg_title", "N", g.Round, "Table", g.Table)}
	if k := len(ds.moves); k > 0 && !ds.moves[k-1].Pass {
		opts.LastMove = &goban.Vertex{X: ds.moves[k-1].X, Y: ds.moves[k-1].Y}
	}
	s := ds.settle
	if s != nil {
		terr := make([]goban.Color, len(pos.Cells))
		seki := make([]bool, len(pos.Cells))
		for i := range terr {
			if i < len(s.Score.Map.Owner) && (pos.Cells[i] == goban.Empty || ds.dead[i]) {
				terr[i] = s.Score.Map.Owner[i]
			}
			seki[i] = i < len(s.Score.Map.Seki) && s.Score.Map.Seki[i] != goban.Empty
		}
		opts.Territory, opts.Seki = terr, seki
		v.Scored, v.Result = true, s.Score.Result()
		v.Computed = l.T(map[tournament.Result]string{tournament.BlackWins: "board.black_wins", tournament.WhiteWins: "board.white_wins", tournament.Jigo: "board.jigo"}[resultOf(s.Score)])
		if s.Score.Winner != goban.Empty {
			v.Computed += " " + l.T("board.by", "Margin", l.Decimal(goban.HalfPoints(s.Score.Margin)))
		}
		v.Tally = settledTally(s)
		v.Recorded = g.Result == resultOf(s.Score)
	}
	// The renderer writes numbers and escapes the title itself: the markup is safe.
	v.SVG = template.HTML(goban.RenderSVG(pos, opts))
	return v
}

// settledTally is the count of the settled position, the pass stones on a line of their own
// (they are part of the prisoners).
func settledTally(s *goban.Settlement) []tallyRow {
	num := func(v int) string { return fmt.Sprint(v) }
	b, w := s.Score.Black, s.Score.White
	rows := []tallyRow{
		{"Territory", num(b.Territory), num(w.Territory)},
		{"Stones on the board", num(b.Stones), num(w.Stones)},
		{"White stones captured (prisoners)", num(b.Prisoners - s.PassStonesBlack), ""},
		{"Black stones captured (prisoners)", "", num(w.Prisoners - s.PassStonesWhite)},
		{"Pass stones received", num(s.PassStonesBlack), num(s.PassStonesWhite)},
		{"White stones removed as dead", num(b.DeadStones), ""},
		{"Black stones removed as dead", "", num(w.DeadStones)},
		{"Komi", "", goban.HalfPoints(w.Komi)},
		{"Handicap compensation", "", goban.HalfPoints(w.Compensation)},
		{"Total", goban.HalfPoints(b.Total), goban.HalfPoints(w.Total)},
	}
	return withHandedPrisoners(rows, s.Score)
}
