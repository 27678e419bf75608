package public

import (
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"

	"github.com/hoshi-go/hoshi/internal/goban"
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
	id, t, g, st, err := p.pathBoard(c, errNoRecordYet)
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
