package public

import (
	"context"
	"fmt"
	"html/template"
	"net/http"
	"strconv"
	"strings"

	"github.com/hoshi-go/hoshi/internal/gamerecord"
	"github.com/hoshi-go/hoshi/internal/i18n"
	"github.com/hoshi-go/hoshi/internal/shogi"
	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/labstack/echo/v4"
)

// The board page of a game of shogi, gomoku or ninuki (docs/SHOGI.md, docs/GOMOKU.md): the
// game's latest record replayed and adjudicated (gamerecord), its final position drawn, and
// for the director the upload form and the button that records the adjudication as the
// game's result. Go's board page (board.go) scores a position instead.

// otherBoardData is the page of a game of another game than Go.
type otherBoardData struct {
	PublicFrame
	CSRF string
	// Director is true for any user's session (SignedIn): the page shows the board's
	// controls, whose routes are the results desk's and the directors' (their guard).
	Director bool
	URL      string
	RoundURL string
	Round    int
	Table    int
	White    seat
	Black    seat
	// Terms says how the game is played (its handicap, its furigoma, a match).
	Terms    string
	Reported string
	Error    any // a refusal: an error (shown by its key when it has one) or a text in the language
	// The latest record, adjudicated.
	HasRecord bool
	SVG       template.HTML
	Decision  string   // the adjudication in a sentence, in the page's language
	Lines     []string // its details: the impasse count, the captures, the moves ignored
	Problems  []error  // what the record says that does not fit the game (keyed, te)
	Result    string   // the result the record gives, as lists print it ("1-0"); "" if none
	Same      bool     // the reported result is the record's
	Mismatch  bool     // a reported result differs from the record's
	Was       string   // the game's result as shown (wasValue)
	Accept    string   // the file input's accepted extensions
	// Replays is the game's count of drawn games replayed, sent back with the forms so that
	// the store refuses what a page of an earlier game sends (store.SetResultIfReplay).
	Replays int
	// Earlier says that the record shown is of an earlier game of the table, a draw replayed
	// since (docs/SHOGI.md, "Draws replayed"): its result is no longer to be recorded.
	Earlier string
	// Upload is the heading of the upload form: the replay's record when there is a replay.
	Upload string
}

// otherRecord is the game's latest record, replayed and adjudicated, and the game of the
// table it is of (store.GameRecord.Replay: 0 the first game, n its n-th replay).
type otherRecord struct {
	*gamerecord.Replayed
	Replay int
}

// otherBoard reads and adjudicates the game's latest record; nil without one.
func (p *public) otherBoard(ctx context.Context, id store.TournamentID, t *tournament.Tournament, g *tournament.Game) (*otherRecord, error) {
	rec, err := p.DB.LatestGameRecord(ctx, id, g.Round, g.Table)
	if store.ErrorCode(err) == store.ENOTFOUND {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	r, err := gamerecord.Read(&t.Settings, g, []byte(rec.SGF))
	if err != nil {
		return nil, fmt.Errorf("the stored record of round %d table %d: %w", g.Round, g.Table, err)
	}
	return &otherRecord{Replayed: r, Replay: rec.Replay}, nil
}

// earlierGame says in l's language that the record shown is of the game replay of the table
// (0 the first), a draw replayed since, while its replay n is played now.
func earlierGame(l *i18n.Localizer, replay, n int) string {
	if replay == 0 {
		return l.T("record.earlier_first", "N", n)
	}
	return l.T("record.earlier_replay", "K", replay, "N", n)
}

// newOtherBoardData fills the page of g and, if r is not nil, its adjudicated record.
func newOtherBoardData(c echo.Context, l *i18n.Localizer, id store.TournamentID, t *tournament.Tournament, g *tournament.Game, r *otherRecord) otherBoardData {
	d := otherBoardData{
		PublicFrame: NewPublicFrame(c, id, t, ""), CSRF: app.CSRFToken(c), Director: app.SignedIn(c),
		Round: g.Round, Table: g.Table, Reported: app.GameResultText(g), Terms: app.SlipTerms(l, t, g), Was: wasValue(g),
		Accept: ".sgf,.txt,.rif,text/plain", Replays: g.Replays, Upload: l.T("board.upload_heading"),
	}
	if g.Replays > 0 {
		d.Upload = l.T("record.upload_replay", "N", g.Replays)
	}
	if t.Settings.IsShogi() {
		d.Accept = ".kif,.kifu,.csa,text/plain"
	}
	d.URL = fmt.Sprintf("%s/rounds/%d/games/%d/board", d.Base, g.Round, g.Table)
	d.White, d.Black = newSeat(t, d.Base, g.White), newSeat(t, d.Base, g.Black)
	if r == nil {
		return d
	}
	d.HasRecord = true
	d.Decision = decisionText(l, t.Settings.IsShogi(), r.Outcome)
	d.SVG = template.HTML(r.SVG(l.T("board.svg_title_other", "N", g.Round, "Table", g.Table, "Result", d.Decision)))
	if pts := r.Points; pts != nil {
		d.Lines = append(d.Lines, l.T("record.points", "Black", pts[0], "White", pts[1]))
	}
	if cap := r.Captured; cap != nil {
		d.Lines = append(d.Lines, l.T("record.captured", "Black", cap[0], "White", cap[1]))
	}
	if r.Ignored > 0 {
		d.Lines = append(d.Lines, l.N("record.ignored", r.Ignored))
	}
	d.Problems = r.ProblemMessages()
	if r.Replay != g.Replays {
		// A record of an earlier game: shown as that game's, its result not offered.
		d.Earlier = earlierGame(l, r.Replay, g.Replays)
		return d
	}
	if res := r.TournamentResult(); res != tournament.Unknown {
		x := tournament.Game{Result: res}
		d.Result = app.ResultText(&x)
		d.Same = g.Result == res && !g.ByDefault && g.MatchWhite == 0 && g.MatchBlack == 0
		d.Mismatch = g.Result != tournament.Unknown && !d.Same
	}
	return d
}

// decisionText says in l's language how a record ended: who wins and why, at which move.
func decisionText(l *i18n.Localizer, shogi bool, o gamerecord.Outcome) string {
	reason := l.T("reason." + strings.ReplaceAll(o.Reason, " ", "_"))
	side := map[string]string{"black": l.T("col.black"), "white": l.T("col.white")}
	if shogi {
		side = map[string]string{"black": l.T("col.sente"), "white": l.T("col.gote")}
	}
	switch o.Winner {
	case "black", "white":
		return l.T("record.wins", "Side", side[o.Winner], "Reason", reason, "Move", o.Move)
	case "draw":
		return l.T("record.draw", "Reason", reason, "Move", o.Move)
	}
	return l.T("record.undecided", "Reason", reason, "Move", o.Move)
}

// otherBoardPage is the board page of a game of another game than Go: cached for the players
// (from the snapshot sn, in language l), the director's built fresh with its forms.
func (p *public) otherBoardPage(c echo.Context, sn *app.Snapshot, l *i18n.Localizer, g *tournament.Game) (*cachedPage, error) {
	id := mustID(c)
	r, err := p.otherBoard(context.WithoutCancel(c.Request().Context()), id, sn.T, g)
	if err != nil {
		return nil, err
	}
	if r == nil {
		return nil, app.KeyedError(http.StatusNotFound, "table", msgNoRecordUploaded.New(g.Round, g.Table))
	}
	d := newOtherBoardData(c, l, id, sn.T, g, r)
	d.CSRF = ""
	return p.html(l, "board_other.html", d)
}

// directorOtherBoard renders the director's board page of a game of another game than Go,
// with msg as a refusal when not nil: an error, shown by its key when it has one, or a text
// in the page's language.
func (p *public) directorOtherBoard(c echo.Context, id store.TournamentID, t *tournament.Tournament, g *tournament.Game, status int, msg any) error {
	r, err := p.otherBoard(c.Request().Context(), id, t, g)
	if err != nil {
		return err
	}
	d := newOtherBoardData(c, app.TrOf(c), id, t, g, r)
	d.RoundURL = fmt.Sprintf("/director/tournaments/%d/rounds/%d", id, g.Round)
	d.Error = msg
	return p.Render(c, status, "board_other.html", d)
}

// saveOtherRecord reads and adjudicates a record of a game of another game than Go and stores
// it; a record that cannot be read is refused with the reason on the page, nothing stored.
func (p *public) saveOtherRecord(c echo.Context, id store.TournamentID, t *tournament.Tournament, g *tournament.Game, data []byte) error {
	r, err := gamerecord.Read(&t.Settings, g, data)
	var text string
	if err == nil {
		text, err = gamerecord.Text(&t.Settings, data)
	}
	if err != nil {
		return p.directorOtherBoard(c, id, t, g, http.StatusBadRequest, err)
	}
	details, err := app.MarshalJSON(struct {
		Round int `json:"round"`
		Table int `json:"table"`
		gamerecord.Outcome
	}{g.Round, g.Table, r.Outcome})
	if err != nil {
		return err
	}
	replays, err := formReplays(c, g)
	if err != nil {
		return err
	}
	rec := store.GameRecord{Round: g.Round, Table: g.Table, SGF: text, Score: r.Result, Details: string(details), UploadedBy: app.Actor(c), Replay: replays}
	err = p.DB.SaveGameRecordIf(c.Request().Context(), id, rec)
	if status, _, _ := app.StatusOf(err); err != nil && status < 500 {
		return p.directorOtherBoard(c, id, t, g, status, app.PageMessage(err))
	} else if err != nil {
		return err
	}
	return c.Redirect(http.StatusSeeOther, boardURL(id, g))
}

// otherBoardResult records the latest record's adjudication as the game's result (decision
// "computed"), while the result the page showed ("was") stands.
func (p *public) otherBoardResult(c echo.Context, id store.TournamentID, t *tournament.Tournament, g *tournament.Game) error {
	if c.FormValue("decision") != "computed" {
		return app.ErrBadRequest("decision", `choose "computed"`)
	}
	r, err := p.otherBoard(c.Request().Context(), id, t, g)
	if err != nil {
		return err
	}
	if r == nil {
		return &app.Error{Status: http.StatusNotFound, Field: "table", Message: noRecordYet}
	}
	replays, err := formReplays(c, g)
	if err != nil {
		return err
	}
	if r.Replay != g.Replays && replays == g.Replays {
		// The latest record is of a game replayed since: its result is not the replay's. (A
		// page shown before the replay is refused by the store, whatever the record.)
		return p.directorOtherBoard(c, id, t, g, http.StatusConflict, earlierGame(app.TrOf(c), r.Replay, g.Replays))
	}
	res := r.TournamentResult()
	if res == tournament.Unknown {
		return p.directorOtherBoard(c, id, t, g, http.StatusBadRequest, msgRecordUndecided.New())
	}
	who := app.Actor(c) + " (game record)"
	ctx := c.Request().Context()
	if v, sent := c.Request().Form["was"]; sent {
		was, wasDefault, ok := parseWas(v[0])
		if !ok {
			return app.ErrBadRequest("was", "the result the page showed is unreadable: reload the page")
		}
		err = p.DB.SetResultIfReplay(ctx, id, g.Round, g.Table, replays, was, wasDefault, res, who)
	} else {
		err = p.DB.SetResultIfReplay(ctx, id, g.Round, g.Table, replays, g.Result, g.ByDefault, res, who)
	}
	if status, _, _ := app.StatusOf(err); err != nil && status < 500 {
		return p.directorOtherBoard(c, id, t, g, status, app.PageMessage(err))
	} else if err != nil {
		return err
	}
	return c.Redirect(http.StatusSeeOther, boardURL(id, g))
}

// formReplays is the count of the game's replays the page that sent the form was shown with
// (its field "replays"); without one (a form of before), the game's as read for this request.
func formReplays(c echo.Context, g *tournament.Game) (int, error) {
	v := c.FormValue("replays")
	if v == "" {
		return g.Replays, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 0 {
		return 0, app.BadRequest("replays", msgReplaysUnreadable.New())
	}
	return n, nil
}

// otherRecordFile is GET .../board.sgf of a game of another game than Go: the record as it
// was stored, under the extension of its format.
func (p *public) otherRecordFile(c echo.Context, id store.TournamentID, t *tournament.Tournament, g *tournament.Game) error {
	rec, err := p.DB.LatestGameRecord(c.Request().Context(), id, g.Round, g.Table)
	if store.ErrorCode(err) == store.ENOTFOUND {
		return app.KeyedError(http.StatusNotFound, "table", msgNoRecordTable.New())
	}
	if err != nil {
		return err
	}
	ext, mime := ".txt", "text/plain; charset=utf-8"
	switch {
	case t.Settings.IsShogi() && shogi.IsCSA([]byte(rec.SGF)):
		ext = ".csa"
	case t.Settings.IsShogi():
		ext = ".kif"
	case strings.HasPrefix(strings.TrimSpace(rec.SGF), "("):
		ext, mime = ".sgf", "application/x-go-sgf"
	}
	app.Attachment(c, t, int(id), fmt.Sprintf("-r%d-table%d%s", g.Round, g.Table, ext))
	return c.Blob(http.StatusOK, mime, []byte(rec.SGF))
}

// goOnly guards the board's tools that only Go has (marking dead stones, the position editor,
// a dispute settled by play): a game of another game is refused with a message.
func (p *public) goOnly(h echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		_, t, _, err := p.boardGame(c)
		if err != nil {
			return err
		}
		if !t.Settings.IsGo() {
			return app.BadRequest("", msgGoOnlyBoard.New(t.Settings.Game))
		}
		return h(c)
	}
}
