package public

import (
	"errors"
	"fmt"
	"html/template"
	"net/http"
	"strconv"
	"strings"

	"github.com/hoshi-go/hoshi/internal/goban"
	"github.com/hoshi-go/hoshi/internal/i18n"
	"github.com/hoshi-go/hoshi/internal/sgf"
	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/labstack/echo/v4"
)

// A dispute about the status of stones is settled by play (RULES.md, "Disputes"): play
// resumes from the final position, the player whose turn it was moves first, the players
// alternate, and a pass hands one prisoner to the opponent. The board page keeps the moves
// with the game's record (its details, "dispute"), one at a time, and counts the settled
// position through goban.SettleDispute.

// disputeJSON is a resumption as the record's details store it.
type disputeJSON struct {
	// First is the player who moved first, "B" or "W".
	First string `json:"first"`
	// Moves are the moves in order, "D4" or "pass", alternating from First.
	Moves []string `json:"moves"`
	// Marks are the points of the groups the director marked dead or alive on the settled
	// position, in order, each turning its group's marks over (goban.ToggleDead).
	Marks []string `json:"marks,omitempty"`
	// Result is the count of the settled position ("B+1") once the director made it, "" before.
	Result string `json:"result,omitempty"`
}

// disputeState is a resumption played out on the final position.
type disputeState struct {
	first goban.Color
	moves []goban.DisputeMove
	marks []string
	res   *goban.Resumption
	// dead are the dead stones of the settled position: the final position's carried over
	// (goban.SettledDead), then the director's marks.
	dead []bool
	// scored is true once the director counted the settled position; settle is that count.
	scored bool
	settle *goban.Settlement
	// dropped is the number of stored moves that no longer play (the tournament's rules were
	// changed since): they are left out and go at the next change.
	dropped int
}

var colourLetter = map[goban.Color]string{goban.Black: "B", goban.White: "W"}

// maxDisputeMoves bounds a resumption: far more than settling a group takes, and each step
// replays them all.
const maxDisputeMoves = 1000

// settled is the count of the settled position, nil while there is none.
func (st *boardState) settled() *goban.Settlement {
	if st.dispute == nil {
		return nil
	}
	return st.dispute.settle
}

// parseDisputeMove reads "D4" or "pass" as a move of colour c on a board of the given size.
func parseDisputeMove(size int, c goban.Color, s string) (goban.DisputeMove, error) {
	if strings.EqualFold(strings.TrimSpace(s), "pass") {
		return goban.DisputeMove{Color: c, Pass: true}, nil
	}
	x, y, err := goban.ParseVertex(size, s)
	if err != nil {
		return goban.DisputeMove{}, err
	}
	return goban.DisputeMove{Color: c, X: x, Y: y}, nil
}

// moveName is a move as the details store it: "D4" or "pass".
func moveName(size int, m goban.DisputeMove) string {
	if m.Pass {
		return "pass"
	}
	return goban.VertexName(size, m.X, m.Y)
}

// loadDispute reads the stored resumption, playing its moves on the final position. Moves
// that no longer play are left out; unreadable details are no resumption.
func (st *boardState) loadDispute() {
	j := st.details.Dispute
	if j == nil {
		return
	}
	first := map[string]goban.Color{"B": goban.Black, "W": goban.White}[j.First]
	if first == goban.Empty {
		return
	}
	ds := &disputeState{first: first, marks: j.Marks, scored: j.Result != ""}
	next := first
	for _, s := range j.Moves {
		m, err := parseDisputeMove(st.pos.Size, next, s)
		if err != nil {
			break
		}
		ds.moves = append(ds.moves, m)
		next = next.Opponent()
	}
	if len(ds.moves) > maxDisputeMoves {
		ds.moves = ds.moves[:maxDisputeMoves]
	}
	res, err := goban.ResumePlay(st.pos, first, ds.moves, st.rules)
	if err != nil {
		// The longest prefix that still plays: a prefix of a legal sequence is legal.
		lo, hi := 0, len(ds.moves)-1 // moves[:lo] plays, moves[:hi+1] does not
		for lo < hi {
			mid := (lo + hi + 1) / 2
			if _, err := goban.ResumePlay(st.pos, first, ds.moves[:mid], st.rules); err == nil {
				lo = mid
			} else {
				hi = mid - 1
			}
		}
		ds.moves = ds.moves[:lo]
		res, _ = goban.ResumePlay(st.pos, first, ds.moves, st.rules)
	}
	ds.res = res
	ds.dropped = len(j.Moves) - len(ds.moves)
	st.dispute = ds
}

// refreshDispute counts the resumption again after a change: the dead stones of the settled
// position, and its count once the director made it.
func (st *boardState) refreshDispute() {
	ds := st.dispute
	if ds == nil {
		return
	}
	pos := ds.res.Position
	ds.dead = goban.SettledDead(st.pos, st.dead, pos, ds.moves)
	for _, v := range ds.marks {
		if x, y, err := goban.ParseVertex(pos.Size, v); err == nil {
			ds.dead = goban.ToggleDead(pos, ds.dead, x, y)
		}
	}
	ds.settle = nil
	if ds.scored && len(ds.moves) > 0 {
		if s, err := goban.SettleDispute(st.pos, ds.first, ds.moves, st.options(ds.dead)); err == nil {
			ds.settle = s
		}
	}
}

// replay plays the resumption's moves again after they changed; the moves must be legal.
func (st *boardState) replayDispute() error {
	ds := st.dispute
	res, err := goban.ResumePlay(st.pos, ds.first, ds.moves, st.rules)
	if err != nil {
		return err
	}
	ds.res = res
	ds.dropped = 0
	st.refreshDispute()
	return nil
}

// disputeJSON is the resumption as the details store it, nil without one.
func (st *boardState) disputeJSON() *disputeJSON {
	ds := st.dispute
	if ds == nil {
		return nil
	}
	j := &disputeJSON{First: colourLetter[ds.first], Moves: []string{}, Marks: ds.marks}
	for _, m := range ds.moves {
		j.Moves = append(j.Moves, moveName(st.pos.Size, m))
	}
	if ds.settle != nil {
		j.Result = ds.settle.Score.Result()
	}
	return j
}

// fileDispute is the resumption read from an uploaded file (sgf.SplitResumption) as the
// details store it. Every move must play from the final position under the tournament's
// rules, and every mark must be on a stone of the settled position: a resumption that does
// not is refused, naming the marker and the move.
func (st *boardState) fileDispute(r *sgf.Resumption) (*disputeJSON, error) {
	if len(r.Moves) > maxDisputeMoves {
		return nil, fmt.Errorf("its %d moves (from %s[%s]) are more than the %d hoshi keeps",
			len(r.Moves), sgf.PropResumed, sgf.ResumedValue, maxDisputeMoves)
	}
	first := map[sgf.Color]goban.Color{sgf.Black: goban.Black, sgf.White: goban.White}[r.Moves[0].Color]
	j := &disputeJSON{First: colourLetter[first], Moves: []string{}}
	moves := make([]goban.DisputeMove, 0, len(r.Moves))
	for k, m := range r.Moves {
		c := first
		if k%2 == 1 {
			c = first.Opponent()
		}
		dm := goban.DisputeMove{Color: c, Pass: m.Pass, X: m.Point.X, Y: m.Point.Y}
		moves = append(moves, dm)
		j.Moves = append(j.Moves, moveName(st.pos.Size, dm))
	}
	res, err := goban.ResumePlay(st.pos, first, moves, st.rules)
	if err != nil {
		return nil, fmt.Errorf("its moves (from %s[%s]) do not play from the game's final position: %w", sgf.PropResumed, sgf.ResumedValue, err)
	}
	for _, p := range r.Marks {
		v := goban.VertexName(st.pos.Size, p.X, p.Y)
		if res.Position.At(p.X, p.Y) == goban.Empty {
			return nil, fmt.Errorf("%s marks %s, where the settled position has no stone", sgf.PropResumedMarks, v)
		}
		j.Marks = append(j.Marks, v)
	}
	j.Result = r.Count
	return j, nil
}

// disputeComment opens the resumption in the exported SGF; a viewer shows it at its first move.
const disputeComment = "Play resumed by hoshi to settle a dispute about the status of stones: " +
	"the player whose turn it was moves first, and a pass hands one prisoner to the opponent."

// appendDispute writes the resumption's moves after last, the final node of the record, as
// the continuation of the game: the first with a comment saying what they are, the last with
// the count of the settled position (TB/TW and a comment) when it was made.
func (st *boardState) appendDispute(last *sgf.Node) {
	ds := st.dispute
	if ds == nil || len(ds.moves) == 0 {
		return
	}
	node := last
	for k, m := range ds.moves {
		v := ""
		if !m.Pass {
			v = string([]byte{byte('a' + m.X), byte('a' + m.Y)})
		}
		n := &sgf.Node{Parent: node, Props: []sgf.Property{{ID: colourLetter[m.Color], Values: []string{v}}}}
		if k == 0 {
			// hoshi's marker (sgf.SplitResumption), so that the file reads back as the
			// same game and the same resumption.
			n.Props = append(n.Props, sgf.Property{ID: sgf.PropResumed, Values: []string{sgf.ResumedValue}})
			var marks []string
			for _, v := range ds.marks {
				if x, y, err := goban.ParseVertex(st.pos.Size, v); err == nil {
					marks = append(marks, string([]byte{byte('a' + x), byte('a' + y)}))
				}
			}
			if len(marks) > 0 {
				n.Props = append(n.Props, sgf.Property{ID: sgf.PropResumedMarks, Values: marks})
			}
			if ds.settle != nil {
				n.Props = append(n.Props, sgf.Property{ID: sgf.PropResumedCount, Values: []string{ds.settle.Score.Result()}})
			}
			n.Props = append(n.Props, sgf.Property{ID: "C", Values: []string{disputeComment}})
		}
		node.Children = append([]*sgf.Node{n}, node.Children...)
		node = n
	}
	s := ds.settle
	if s == nil {
		return
	}
	tb, tw := territoryMarks(s.Position, ds.dead, s.Score)
	if len(tb) > 0 {
		node.Props = append(node.Props, sgf.Property{ID: "TB", Values: tb})
	}
	if len(tw) > 0 {
		node.Props = append(node.Props, sgf.Property{ID: "TW", Values: tw})
	}
	node.Props = append(node.Props, sgf.Property{ID: "C", Values: []string{fmt.Sprintf(
		"Count of the settled position: %s (pass stones: %d for black, %d for white).",
		s.Score.Result(), s.PassStonesBlack, s.PassStonesWhite)}})
}

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

// wasValue is the game's result as a page shows it, for a form that records a result only
// while it is still the same: the API's code, "!" after it for a result by default.
func wasValue(g *tournament.Game) string {
	s := g.Result.String()
	if g.ByDefault {
		s += "!"
	}
	return s
}

// parseWas reads wasValue back.
func parseWas(s string) (tournament.Result, bool, bool) {
	byDefault := strings.HasSuffix(s, "!")
	r, ok := tournament.ParseResult(strings.TrimSuffix(s, "!"))
	return r, byDefault, ok
}

// disputeForm is POST .../board/dispute with action=start|move|pass|undo|mark|score|record|
// cancel: one step of settling a dispute by play (move takes point, "D4" or "pass"; start
// takes first, black or white, when the record does not say; record takes was, the game's
// result the page showed, and settled, the count it showed). record is the record the page
// showed and n the number of moves it showed: a page older than the board is refused, as is
// a change made from the same board by another device first (the store compares the
// details). A refusal says why in the page's language and changes nothing.
func (p *public) disputeForm(c echo.Context) error {
	id, t, g, st, err := p.pathBoard(c, noRecordYet)
	if err != nil {
		return err
	}
	l := app.TrOf(c)
	refuse := func(key string, args ...any) error {
		return p.disputeAnswer(c, id, t, g, nil, l.T(key, args...))
	}
	if v := c.FormValue("record"); v != "" && v != strconv.FormatUint(uint64(st.rec.ID), 10) {
		return refuse("dispute.err_stale")
	}
	action := c.FormValue("action")
	ds := st.dispute
	switch action {
	case "start", "record", "cancel":
	case "move", "pass", "undo", "mark", "score":
		if ds == nil {
			return refuse("dispute.err_not_started")
		}
		if v := c.FormValue("n"); v != "" && v != strconv.Itoa(len(ds.moves)) {
			return refuse("dispute.err_stale")
		}
	default:
		return app.ErrBadRequest("action", "choose start, move, pass, undo, mark, score, record or cancel")
	}
	switch action {
	case "start":
		if ds != nil {
			return refuse("dispute.err_started")
		}
		if st.rules.FirstCaptureWins || st.score.Decision != goban.ByCount {
			return refuse("dispute.err_atari")
		}
		first := goban.FirstToResume(st.root)
		if first == goban.Empty {
			first = map[string]goban.Color{"black": goban.Black, "white": goban.White}[c.FormValue("first")]
			if first == goban.Empty {
				return refuse("dispute.err_first")
			}
		}
		st.dispute = &disputeState{first: first}
		if err := st.replayDispute(); err != nil {
			return err
		}
	case "move", "pass":
		if len(ds.moves) >= maxDisputeMoves {
			return refuse("dispute.err_too_many", "Max", maxDisputeMoves)
		}
		m := goban.DisputeMove{Color: ds.res.Next, Pass: true}
		if action == "move" {
			pt := strings.TrimSpace(c.FormValue("point"))
			if m, err = parseDisputeMove(st.pos.Size, ds.res.Next, pt); err != nil {
				return refuse("dispute.err_point", "Point", pt)
			}
		}
		ds.moves = append(ds.moves, m)
		if err := st.replayDispute(); err != nil {
			var ill *goban.IllegalMoveError
			if errors.As(err, &ill) {
				return refuse("dispute.err_illegal_"+colourName[m.Color], "Point", ill.Point,
					"Reason", l.T("dispute.reason_"+strings.ReplaceAll(ill.Reason.String(), "-", "_")))
			}
			return err
		}
		ds.scored = false
		ds.marks = nil
	case "undo":
		if len(ds.moves) == 0 {
			return refuse("dispute.err_nothing_to_undo")
		}
		ds.moves = ds.moves[:len(ds.moves)-1]
		ds.scored, ds.marks = false, nil
		if err := st.replayDispute(); err != nil {
			return err
		}
	case "mark":
		pt := strings.TrimSpace(c.FormValue("point"))
		x, y, err := goban.ParseVertex(st.pos.Size, pt)
		if err != nil {
			return refuse("dispute.err_point", "Point", pt)
		}
		if ds.res.Position.At(x, y) == goban.Empty {
			return refuse("dispute.err_no_stone", "Point", goban.VertexName(st.pos.Size, x, y))
		}
		ds.marks = append(ds.marks, goban.VertexName(st.pos.Size, x, y))
		ds.scored = false
		st.refreshDispute()
	case "score":
		switch {
		case len(ds.moves) == 0:
			return refuse("dispute.err_no_moves")
		case len(ds.moves)%2 != 0:
			return refuse("dispute.err_odd_" + colourName[ds.res.Next])
		}
		ds.scored = true
		st.refreshDispute()
		if ds.settle == nil {
			return refuse("dispute.err_no_moves")
		}
	case "record":
		return p.recordSettled(c, id, t, g, st)
	case "cancel":
		if ds == nil {
			return refuse("dispute.err_not_started")
		}
		st.dispute = nil
	}
	details, err := st.storedDetails(g.Round, g.Table)
	if err != nil {
		return err
	}
	rec := st.rec
	rec.Round, rec.Table, rec.Score, rec.Details = g.Round, g.Table, st.effective(), details
	if err := p.DB.UpdateGameRecordIf(c.Request().Context(), id, rec, st.rec.Details); err != nil {
		if store.ErrorCode(err) == store.ECONFLICT {
			return refuse("dispute.err_stale")
		}
		return err
	}
	return p.disputeAnswer(c, id, t, g, st, "")
}

// recordSettled records the count of the settled position as the game's result, if the
// game's result is still the one the page showed (was).
func (p *public) recordSettled(c echo.Context, id store.TournamentID, t *tournament.Tournament, g *tournament.Game, st *boardState) error {
	l := app.TrOf(c)
	s := st.settled()
	if s == nil {
		return p.disputeAnswer(c, id, t, g, nil, l.T("dispute.err_not_scored"))
	}
	// The count the page showed: another device may have changed the moves since.
	if v := c.FormValue("settled"); v != "" && v != s.Score.Result() {
		return p.disputeAnswer(c, id, t, g, nil, l.T("dispute.err_stale"))
	}
	was, wasDefault, ok := parseWas(c.FormValue("was"))
	if !ok {
		return app.ErrBadRequest("was", "the result the page showed is missing: reload the page")
	}
	who := app.Actor(c) + " (dispute settled by play)"
	err := p.DB.SetResultIf(c.Request().Context(), id, g.Round, g.Table, was, wasDefault, resultOf(s.Score), who)
	if store.ErrorCode(err) == store.ECONFLICT {
		return p.disputeAnswer(c, id, t, g, nil, l.T("dispute.err_result_changed"))
	}
	if err != nil {
		return err
	}
	return c.Redirect(http.StatusSeeOther, boardURL(id, g)+"#dispute")
}

// disputeAnswer answers a step of the dispute: htmx gets the dispute block, a plain form
// the board page (after a change, by a redirect). With msg, the step was refused: the board
// as it is stored, with msg in the dispute block, 422 for a plain form.
func (p *public) disputeAnswer(c echo.Context, id store.TournamentID, t *tournament.Tournament, g *tournament.Game, st *boardState, msg string) error {
	if msg == "" && !app.IsHTMX(c) {
		return c.Redirect(http.StatusSeeOther, boardURL(id, g)+"#dispute")
	}
	if msg != "" {
		// Nothing was stored: show the board as it is now, with the game's result as it is.
		sn, err := p.Snapshot(c.Request().Context(), id)
		if err != nil {
			return err
		}
		if fresh, err := pathGame(c, sn.T); err == nil {
			t, g = sn.T, fresh
		}
		if st, err = p.latestBoard(c.Request().Context(), id, t, g); err != nil {
			return err
		}
		if st == nil {
			return &app.Error{Status: http.StatusNotFound, Field: "table", Message: noRecordYet}
		}
	}
	d := newBoardData(c, id, t, g, st)
	d.Dispute.Error = msg
	if app.IsHTMX(c) {
		// htmx swaps only successful answers: a refusal is the block with its message.
		return p.boardBlock(c, "dispute", d)
	}
	d.RoundURL = fmt.Sprintf("/director/tournaments/%d/rounds/%d", id, g.Round)
	d.Editor = newEditor(d.URL, startPosition(t, st), "black")
	d.EditorFolded = !st.entered
	return p.Render(c, http.StatusUnprocessableEntity, "board_game.html", d)
}
