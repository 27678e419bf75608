package public

import (
	"errors"
	"net/http"
	"strings"

	"github.com/hoshi-go/hoshi/internal/goban"
	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/labstack/echo/v4"
)

// noRecordYet refuses a change of the count of a game without a record.
const noRecordYet = "upload the game or enter its final position first"

// errNoRecordYet is noRecordYet as pathBoard's refusal.
var errNoRecordYet = errors.New(noRecordYet)

// toggleDeadForm is POST .../board/toggle with point=D4: the group there becomes dead (or
// alive again), the game is counted again and stored, and htmx gets the new board and count.
func (p *public) toggleDeadForm(c echo.Context) error {
	id, t, g, st, err := p.changeBoard(c, func(g *tournament.Game, st *boardState) error {
		x, y, err := goban.ParseVertex(st.pos.Size, c.FormValue("point"))
		if err != nil {
			return app.ErrBadRequestOf("point", err)
		}
		if st.pos.At(x, y) == goban.Empty {
			return app.BadRequest("point", msgNoStone.New(strings.ToUpper(c.FormValue("point"))))
		}
		st.toggle(x, y)
		return nil
	})
	if err != nil {
		return err
	}
	d := newBoardData(c, id, t, g, st)
	if app.IsHTMX(c) {
		return p.boardBlock(c, "scored", d)
	}
	return c.Redirect(http.StatusSeeOther, d.URL)
}

// changeTries is how many times changeBoard makes a change again on a board that another
// device changed meanwhile.
const changeTries = 20

// changeBoard makes change on the game's latest board and stores its count and dead stones,
// only while the stored record is the one read: when another device or process changed the
// board meanwhile, the change is made again on the board as it is now, so that no change is
// written over another (two directors marking two groups at once both keep their mark).
func (p *public) changeBoard(c echo.Context, change func(*tournament.Game, *boardState) error) (
	id store.TournamentID, t *tournament.Tournament, g *tournament.Game, st *boardState, err error) {
	for try := 1; ; try++ {
		if id, t, g, st, err = p.pathBoard(c, errNoRecordYet); err != nil {
			return
		}
		if err = change(g, st); err != nil {
			return
		}
		details, err := st.storedDetails(g.Round, g.Table)
		if err != nil {
			return id, t, g, st, err
		}
		rec := st.rec
		rec.Round, rec.Table, rec.Score, rec.Details = g.Round, g.Table, st.effective(), details
		err = p.DB.UpdateGameRecordIf(c.Request().Context(), id, rec, st.rec.Details)
		if store.ErrorCode(err) != store.ECONFLICT || try == changeTries {
			return id, t, g, st, err
		}
	}
}

// boardBlock answers htmx with one block of the board page.
func (p *public) boardBlock(c echo.Context, block string, d boardData) error {
	b, err := p.RenderBlock(p.Tr(c).Code(), "board_game.html", block, d)
	if err != nil {
		return err
	}
	return c.HTMLBlob(http.StatusOK, b)
}

// boardResultForm is POST .../board/result: decision=computed sets the game's result to
// the count (refused while the estimate left groups uncertain); decision=confirm confirms
// those groups as the board shows them; decision=keep keeps the reported result and stops
// flagging the difference.
func (p *public) boardResultForm(c echo.Context) error {
	if id, t, g, err := p.boardGame(c); err != nil {
		return err
	} else if !t.Settings.IsGo() {
		return p.otherBoardResult(c, id, t, g)
	}
	id, _, g, st, err := p.pathBoard(c, errNoRecordYet)
	if err != nil {
		return err
	}
	switch c.FormValue("decision") {
	case "computed":
		if st.computed() == tournament.Unknown {
			return app.ErrBadRequest("decision", "the record does not decide the game: "+st.score.Explain())
		}
		if u := st.unsure(); len(u) > 0 && st.settled() == nil {
			return app.BadRequest("decision", msgUncertain.New(strings.Join(u, " ")))
		}
		who := app.Actor(c) + " (scored board)"
		ctx := c.Request().Context()
		// A page that sends the result it showed records the count only while that result
		// stands (a form posted by an older client does not send it).
		if v, sent := c.Request().Form["was"]; sent {
			was, wasDefault, ok := parseWas(v[0])
			if !ok {
				return app.ErrBadRequest("was", "the result the page showed is unreadable: reload the page")
			}
			err = p.DB.SetResultIf(ctx, id, g.Round, g.Table, was, wasDefault, st.computed(), who)
		} else {
			err = p.DB.SetResult(ctx, id, g.Round, g.Table, st.computed(), false, who)
		}
		if err != nil {
			return err
		}
	case "confirm":
		_, _, _, _, err := p.changeBoard(c, func(g *tournament.Game, st *boardState) error {
			st.confirmUncertain()
			return nil
		})
		if err != nil {
			return err
		}
	case "keep":
		_, _, _, _, err := p.changeBoard(c, func(g *tournament.Game, st *boardState) error {
			st.details.Kept = g.Result.String()
			return nil
		})
		if err != nil {
			return err
		}
	default:
		return app.ErrBadRequest("decision", `choose "computed", "confirm" or "keep"`)
	}
	return c.Redirect(http.StatusSeeOther, boardURL(id, g))
}
