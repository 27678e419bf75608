package public

import (
	"context"
	"fmt"
	"html/template"
	"net/http"
	"slices"
	"strings"

	"github.com/hoshi-go/hoshi/internal/goban"
	"github.com/hoshi-go/hoshi/internal/i18n"
	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/labstack/echo/v4"
)

// boardRoutes are the scored board of a game: anyone may look at it; uploading, entering a
// position, marking dead stones, settling a dispute by play and settling the result are the
// results desk's (and the directors').
func (p *public) boardRoutes() []app.Route {
	const b = "/tournaments/:id/rounds/:n/games/:table/board"
	return []app.Route{
		{Method: echo.GET, Path: b, Handler: p.boardPage, Guard: app.Public},
		{Method: echo.GET, Path: b + ".sgf", Handler: p.boardSGF, Guard: app.Public},
		{Method: echo.POST, Path: b + "/sgf", Handler: p.uploadBoardForm, Guard: app.Desk},
		{Method: echo.POST, Path: b + "/toggle", Handler: p.goOnly(p.toggleDeadForm), Guard: app.Desk},
		{Method: echo.POST, Path: b + "/edit", Handler: p.goOnly(p.editPositionForm), Guard: app.Desk},
		{Method: echo.POST, Path: b + "/position", Handler: p.goOnly(p.savePositionForm), Guard: app.Desk},
		{Method: echo.POST, Path: b + "/result", Handler: p.boardResultForm, Guard: app.Desk},
		{Method: echo.POST, Path: b + "/dispute", Handler: p.goOnly(p.disputeForm), Guard: app.Desk},
	}
}

// tallyRow is a line of the count: what each player gets for one thing.
type tallyRow struct {
	Label, Black, White string
}

type boardData struct {
	PublicFrame
	CSRF string
	// Director is true for any user's session (SignedIn): the page shows the board's
	// controls, whose routes are the results desk's and the directors' (their guard).
	Director bool
	URL      string // the board page
	Round    int
	Table    int
	White    seat
	Black    seat
	Handicap int
	// Prisoners are those White handed Black before the game; the count adds them.
	Prisoners int
	Komi      string
	Reported  string // the game's result as entered, "" if none
	Error     any    // a refusal: an error (shown by its key when it has one) or a text in the language
	// The scored record, if there is one.
	HasRecord bool
	SVG       template.HTML
	Result    string // "B+5.5"
	Rules     string
	Tally     []tallyRow
	DeadFrom  string
	// CanMark is false under rules that remove no stone (Tromp-Taylor): clicks would do nothing.
	CanMark  bool
	File     string  // how the count compares with the file's RE
	Problems []error // the replay's problems, shown by their keys
	// Entered is a position typed in under territory counting, which needs the prisoners;
	// PrisonersGiven one the players entered with the prisoners they took.
	Entered, PrisonersGiven bool
	// Computed is the count as a sentence; Mismatch flags a reported result that differs
	// and that the director has not chosen to keep.
	Computed string
	Mismatch bool
	Kept     bool
	Same     bool // the reported result is the computed one
	Editor   *editorData
	// EditorFolded hides the position editor behind a summary: a game record was uploaded.
	EditorFolded bool
	// RoundURL is the director's page of the round, which the director's board page leads
	// back to.
	RoundURL string
	// Dispute is the block of the dispute settled by play; Settled is true once its count
	// decides the game (the final position's count then decides nothing).
	Dispute *disputeView
	Settled bool
	// Was is the game's result as shown, sent back by the forms that record a result.
	Was string
	// Uncertain names the stones whose status the estimate left in doubt: the count is not
	// offered as the result until the director confirms them.
	Uncertain []string
	// UncertainList is Uncertain as one line ("D4 E5").
	UncertainList string
}

// boardGame reads the tournament, round and table of the path.
func (p *public) boardGame(c echo.Context) (store.TournamentID, *tournament.Tournament, *tournament.Game, error) {
	id, sn, err := p.PathSnapshot(c)
	if err != nil {
		return 0, nil, nil, err
	}
	g, err := pathGame(c, sn.T)
	if err != nil {
		return 0, nil, nil, err
	}
	return id, sn.T, g, nil
}

// pathGame is the game of t at the round and table of the path.
func pathGame(c echo.Context, t *tournament.Tournament) (*tournament.Game, error) {
	n, err := app.RoundNumber(c, t)
	if err != nil {
		return nil, err
	}
	table, err := app.PathInt(c, "table", "table")
	if err != nil {
		return nil, err
	}
	for _, g := range t.RoundGames(n) {
		if g.Table == table {
			return &g, nil
		}
	}
	return nil, app.NoGameAt(http.StatusNotFound, n, table)
}

// pathBoard is the game of the path with its latest record scored. Without a record, st is
// nil if missing is nil, else the answer is 404 with missing as its message.
func (p *public) pathBoard(c echo.Context, missing error) (id store.TournamentID, t *tournament.Tournament, g *tournament.Game, st *boardState, err error) {
	id, t, g, err = p.boardGame(c)
	if err != nil {
		return 0, nil, nil, nil, err
	}
	st, err = p.latestBoard(c.Request().Context(), id, t, g)
	if err != nil {
		return 0, nil, nil, nil, err
	}
	if st == nil && missing != nil {
		return 0, nil, nil, nil, app.ErrorOf(http.StatusNotFound, "table", missing)
	}
	return id, t, g, st, nil
}

// latestBoard loads and scores the game's latest record; nil without one.
func (p *public) latestBoard(ctx context.Context, id store.TournamentID, t *tournament.Tournament, g *tournament.Game) (*boardState, error) {
	rec, err := p.DB.LatestGameRecord(ctx, id, g.Round, g.Table)
	if store.ErrorCode(err) == store.ENOTFOUND {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return scoreRecord(t, g, rec, p.memo)
}

// newBoardData fills the page of a game and, if st is not nil, its count.
func newBoardData(c echo.Context, id store.TournamentID, t *tournament.Tournament, g *tournament.Game, st *boardState) boardData {
	d := boardData{
		PublicFrame: NewPublicFrame(c, id, t, ""), CSRF: app.CSRFToken(c), Director: app.SignedIn(c),
		Round: g.Round, Table: g.Table, Handicap: g.Handicap, Prisoners: g.Prisoners, Komi: goban.HalfPoints(g.Komi), Reported: app.ResultText(g),
	}
	d.URL = fmt.Sprintf("%s/rounds/%d/games/%d/board", d.Base, g.Round, g.Table)
	d.White, d.Black = newSeat(t, d.Base, g.White), newSeat(t, d.Base, g.Black)
	if st == nil {
		return d
	}
	s := st.score
	l := app.TrOf(c)
	d.HasRecord, d.Result, d.Rules, d.DeadFrom = true, s.Result(), s.Rules.Name, st.deadFrom
	d.Entered = st.entered && !st.givenPrisoners && s.Rules.Scoring == goban.ScoringTerritory
	d.PrisonersGiven = st.givenPrisoners && s.Rules.Scoring == goban.ScoringTerritory
	switch re, agrees := st.fileResult(); {
	case agrees:
		d.File = l.T("board.file_agrees", "Result", re)
	case re != "":
		d.File = l.T("board.file_says", "Result", re)
	}
	d.CanMark = s.Rules.Scoring != goban.ScoringAreaNoRemoval
	d.SVG = st.svg(d.Director && d.CanMark, l.T("board.svg_title", "N", g.Round, "Table", g.Table, "Result", s.Result()))
	for _, pr := range st.replay.Problems {
		d.Problems = append(d.Problems, pr.Message())
	}
	num := func(v int) string { return fmt.Sprint(v) }
	// Prisoners and dead stones are the opponent's stones, counted for the player who took
	// them: each gets a line naming whose stones they are, its number in the taker's column.
	d.Tally = []tallyRow{
		{"Territory", num(s.Black.Territory), num(s.White.Territory)},
		{"Stones on the board", num(s.Black.Stones), num(s.White.Stones)},
		{"White stones captured (prisoners)", num(s.Black.Prisoners), ""},
		{"Black stones captured (prisoners)", "", num(s.White.Prisoners)},
		{"White stones removed as dead", num(s.Black.DeadStones), ""},
		{"Black stones removed as dead", "", num(s.White.DeadStones)},
		{"Komi", "", goban.HalfPoints(s.White.Komi)},
		{"Handicap compensation", "", goban.HalfPoints(s.White.Compensation)},
		{"Total", goban.HalfPoints(s.Black.Total), goban.HalfPoints(s.White.Total)},
	}
	d.Tally = withHandedPrisoners(d.Tally, s)
	d.Computed = l.T(map[tournament.Result]string{tournament.BlackWins: "board.black_wins", tournament.WhiteWins: "board.white_wins", tournament.Jigo: "board.jigo"}[resultOf(s)])
	switch {
	case s.Decision != goban.ByCount:
		// Atari-go decided by capture, or not over: nothing was counted but the prisoners.
		d.Computed = s.Explain()
		d.Tally = []tallyRow{
			{"White stones captured (prisoners)", num(s.Black.Prisoners), ""},
			{"Black stones captured (prisoners)", "", num(s.White.Prisoners)},
		}
	case s.Winner != goban.Empty:
		d.Computed += " " + l.T("board.by", "Margin", l.Decimal(fmt.Sprint(goban.HalfPoints(s.Margin))))
	}
	if d.CanMark && s.Decision == goban.ByCount {
		d.Uncertain = st.unsure()
		d.UncertainList = strings.Join(d.Uncertain, " ")
	}
	d.Same = g.Result == st.computed()
	d.Kept = st.details.Kept != "" && st.details.Kept == g.Result.String()
	d.Mismatch = g.Result != tournament.Unknown && !d.Same && !d.Kept
	d.Was = wasValue(g)
	d.Dispute = newDisputeView(l, d.Director, g, st)
	d.Settled = st.settled() != nil
	return d
}

// handedPrisoners is the line of the count that holds the prisoners White handed Black
// before the game (rank difference beyond the handicap ceiling).
const handedPrisoners = "White stones handed over before the game (handicap prisoners)"

// withHandedPrisoners inserts the line of the prisoners White handed Black before the game
// before the komi, when there are any: they count one point each for Black.
func withHandedPrisoners(rows []tallyRow, s goban.Score) []tallyRow {
	if s.Black.HandicapPrisoners == 0 {
		return rows
	}
	for i, r := range rows {
		if r.Label == "Komi" {
			return slices.Insert(rows, i, tallyRow{handedPrisoners, fmt.Sprint(s.Black.HandicapPrisoners), ""})
		}
	}
	return rows
}

// boardPage is GET .../rounds/{n}/games/{table}/board: the final position with dead stones
// and territory, and the count. The director also gets the upload form, the position
// editor, clickable groups and the result decision.
//
// The players' page is cached like the other public pages, per public version: a long
// record costs a replay and a large page to render. A new upload moves the version's record
// counter; a result, dead stones marked and a result kept over the count move its revision.
func (p *public) boardPage(c echo.Context) error {
	if app.SignedIn(c) {
		return p.directorBoardPage(c)
	}
	return p.serveCached(c, "board:"+c.Param("n")+":"+c.Param("table"), func(sn *app.Snapshot, l *i18n.Localizer) (*cachedPage, error) {
		g, err := pathGame(c, sn.T)
		if err != nil {
			return nil, err
		}
		if !sn.T.Settings.IsGo() {
			return p.otherBoardPage(c, sn, l, g)
		}
		id := mustID(c)
		st, err := p.latestBoard(context.WithoutCancel(c.Request().Context()), id, sn.T, g)
		if err != nil {
			return nil, err
		}
		if st == nil {
			return nil, app.KeyedError(http.StatusNotFound, "table", msgNoRecordUploaded.New(g.Round, g.Table))
		}
		p.BoardRenders.Add(1)
		d := newBoardData(c, id, sn.T, g, st)
		d.CSRF = "" // the players' page has no form
		return p.html(l, "board_game.html", d)
	})
}

// directorBoardPage is the board page with the director's tools, never cached.
func (p *public) directorBoardPage(c echo.Context) error {
	if id, t, g, err := p.boardGame(c); err != nil {
		return err
	} else if !t.Settings.IsGo() {
		return p.directorOtherBoard(c, id, t, g, http.StatusOK, nil)
	}
	id, t, g, st, err := p.pathBoard(c, nil)
	if err != nil {
		return err
	}
	d := newBoardData(c, id, t, g, st)
	d.RoundURL = fmt.Sprintf("/director/tournaments/%d/rounds/%d", id, g.Round)
	d.Editor = newEditor(d.URL, startPosition(t, st), "black")
	// An uploaded record is the position: the editor, there for a record that is wrong or
	// incomplete, stays folded away. Without a record, or for a position entered by hand, it
	// is open.
	d.EditorFolded = st != nil && !st.entered
	return p.Render(c, http.StatusOK, "board_game.html", d)
}

// boardSGF is GET .../board.sgf: the record with the count as TB/TW marks.
func (p *public) boardSGF(c echo.Context) error {
	if id, t, g, err := p.boardGame(c); err != nil {
		return err
	} else if !t.Settings.IsGo() {
		return p.otherRecordFile(c, id, t, g)
	}
	id, t, g, st, err := p.pathBoard(c, msgNoRecordTable.New())
	if err != nil {
		return err
	}
	app.Attachment(c, t, int(id), fmt.Sprintf("-r%d-table%d.sgf", g.Round, g.Table))
	return c.Blob(http.StatusOK, "application/x-go-sgf", st.markedSGF())
}
