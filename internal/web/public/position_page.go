package public

import (
	"fmt"
	"html/template"
	"net/http"
	"strconv"
	"strings"

	"github.com/hoshi-go/hoshi/internal/goban"
	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/labstack/echo/v4"
)

// The player's page of his game's final position (/p/{token}/position): upload the SGF or
// place the stones on a board, then mark the dead stones, confirm the count or dispute it.
// Its forms work without JavaScript (the board's taps are a typed point then); with it, a tap
// places a stone or marks a group. A page of its own, so that the player's page stays small.

// positionRoutes are the page of the final position and its forms.
func (p *public) positionRoutes() []app.Route {
	return []app.Route{
		{Method: echo.GET, Path: "/p/:token/position", Handler: p.positionPage, Guard: app.PlayerLink},
		{Method: echo.POST, Path: app.PlayerUploadPath, Handler: p.positionForm, Guard: app.PlayerLink},
		{Method: echo.POST, Path: "/p/:token/position/edit", Handler: p.positionEditForm, Guard: app.PlayerLink},
		{Method: echo.POST, Path: "/p/:token/position/toggle", Handler: p.positionToggleForm, Guard: app.PlayerLink},
		{Method: echo.POST, Path: "/p/:token/position/confirm", Handler: p.positionConfirmForm, Guard: app.PlayerLink},
		{Method: echo.POST, Path: "/p/:token/position/dispute", Handler: p.positionDisputeForm, Guard: app.PlayerLink},
	}
}

// phoneEditor is the board on which a player places the stones of the final position: the
// stones travel in the form, one character a point (stoneChars).
type phoneEditor struct {
	Stones string
	Size   int
	SVG    template.HTML
	// Prisoners asks for the prisoners each player took, which territory scoring counts.
	Prisoners                      bool
	BlackPrisoners, WhitePrisoners string
}

type positionPageData struct {
	Self, URL, Public, CSRF string
	Name, Player, Rank      string
	Error                   string
	PollSeconds             int
	Round, Table            int
	White                   bool
	Opponent, OpponentRank  string
	OpponentID              tournament.PlayerID
	Komi                    string
	Handicap, Prisoners     int
	// Result is the game's result once it has one: the position is no longer counted here.
	Result string
	// Off: the tournament takes no reports, so no position either.
	Off    bool
	Editor *phoneEditor
	// The proposal, when there is one (Board is its count as the board page shows it).
	Board     *boardData
	Stones    string
	Size      int
	Version   int
	State     string
	ChangedBy string
	// ChangedByWoman and Woman: the woman marks of the player who made this version and of
	// the player whose page it is, whom the words agree with ("zadala", "zkontrolovala").
	ChangedByWoman, Woman bool
	Mine                  bool // the player made this version
	Confirmed             bool // the player confirmed it
	OppConfirm            bool // the opponent confirmed it
	DisputedBy            string
	DeadFrom              string
	Open                  bool // the proposal may still change
}

// positionPage is GET /p/{token}/position (?edit=1 places the stones again over a proposal).
func (p *public) positionPage(c echo.Context) error {
	link, sn, err := p.PlayerOfLink(c)
	if err != nil {
		return err
	}
	return p.renderPosition(c, http.StatusOK, link, sn, "", nil)
}

// renderPosition shows the position page of the player's game of the last round paired;
// editor, when not nil, is the board being placed (a step of the editor without JavaScript,
// or a refused position shown again).
func (p *public) renderPosition(c echo.Context, status int, link store.PlayerLink, sn *app.Snapshot, msg string, editor *phoneEditor) error {
	pv, err := p.PlayerViewOf(c, link, sn)
	if err != nil {
		return err
	}
	l := p.Tr(c)
	t := sn.T
	d := &positionPageData{
		Self: "/p/" + c.Param("token"), Public: fmt.Sprintf("/tournaments/%d", link.Tournament), CSRF: app.CSRFToken(c),
		Name: t.Settings.Name, Player: pv.Player.FullName(), Rank: pv.Player.Rank.String(), Error: msg,
		PollSeconds: int(p.Config.PollInterval.Seconds()), Off: pv.Mode == tournament.SelfReportOff,
	}
	d.URL = d.Self + "/position"
	if d.PollSeconds <= 0 {
		d.PollSeconds = int(app.DefaultPollInterval.Seconds())
	}
	g := pv.Game
	if g == nil {
		// No game in the last round paired: the player's page says why.
		return c.Redirect(http.StatusSeeOther, d.Self)
	}
	d.Round, d.Table, d.White, d.Handicap, d.Prisoners = g.Round, g.Table, pv.White, g.Handicap, g.Prisoners
	if pv.Opponent != nil {
		d.Opponent, d.OpponentRank, d.OpponentID = pv.Opponent.FullName(), pv.Opponent.Rank.String(), pv.Opponent.ID
	}
	d.Komi = strconv.FormatFloat(app.Points(g.Komi), 'f', -1, 64)
	if g.Result != tournament.Unknown {
		d.Result = app.ResultText(g)
	}
	v, err := NewPositions(p.Server).View(c.Request().Context(), link, sn, g.Round)
	if err != nil {
		return err
	}
	if v.Proposal != nil {
		bd := newBoardData(c, link.Tournament, t, g, v.st)
		bd.CSRF = ""
		d.Board = &bd
		pr := v.Proposal
		d.Version, d.State, d.Mine = pr.Version, pr.State.String(), pr.ChangedBy == link.Player
		d.ChangedBy = app.ReporterName(t)(pr.ChangedBy)
		women := p.women(c.Request().Context(), link.Tournament)
		d.ChangedByWoman, d.Woman = women[pr.ChangedBy], women[link.Player]
		d.Confirmed = pr.Confirmed(link.Player)
		d.OppConfirm = pr.Confirmed(d.OpponentID)
		if pr.DisputedBy != 0 {
			d.DisputedBy = app.ReporterName(t)(pr.DisputedBy)
		}
		d.Open = pr.State == store.PositionOpen && d.Result == "" && !d.Off
		d.Stones, d.Size = stonesOf(v.st.pos), v.st.pos.Size
	}
	if d.Result == "" && !d.Off && (v.Proposal == nil || d.Open && c.QueryParam("edit") != "") || editor != nil {
		if editor == nil {
			pos := goban.NewPosition(boardSize(t))
			if v.st != nil {
				pos = v.st.pos.Clone()
			}
			editor = newPhoneEditor(t, pos, l.T("link.position_heading"))
			if v.st != nil && v.st.givenPrisoners {
				editor.BlackPrisoners = strconv.Itoa(v.st.replay.Captures[goban.Black])
				editor.WhitePrisoners = strconv.Itoa(v.st.replay.Captures[goban.White])
			}
		}
		d.Editor = editor
	}
	b, err := p.RenderBlock(l.Code(), "player_position.html", "positionpage", d)
	if err != nil {
		return err
	}
	return c.HTMLBlob(status, b)
}

// stonesOf writes pos one character a point (stoneChars).
func stonesOf(pos goban.Position) string {
	var b strings.Builder
	for _, c := range pos.Cells {
		b.WriteByte(stoneChars[c])
	}
	return b.String()
}

func newPhoneEditor(t *tournament.Tournament, pos goban.Position, title string) *phoneEditor {
	svg := goban.RenderSVG(pos, goban.SVGOptions{Coordinates: true, Title: title})
	return &phoneEditor{Stones: stonesOf(pos), Size: pos.Size, SVG: template.HTML(svg), Prisoners: territoryCounted(t),
		BlackPrisoners: "0", WhitePrisoners: "0"}
}

// positionFormError shows the position page again with the refusal, in its language, and
// the refusal's status; editor keeps the stones placed so far.
func (p *public) positionFormError(c echo.Context, link store.PlayerLink, err error, editor *phoneEditor) error {
	status, field, _ := app.StatusOf(err)
	if status >= 500 || status == http.StatusTooManyRequests {
		return err
	}
	msg := app.Localize(p.Tr(c), app.PageMessage(err))
	switch field {
	case "", "round", "version", "position", "uncertain", "self_report", "sgf", "point", "stones":
	default:
		msg = field + ": " + msg
	}
	sn, serr := p.Snapshot(c.Request().Context(), link.Tournament)
	if serr != nil {
		return serr
	}
	return p.renderPosition(c, status, link, sn, msg, editor)
}

// formVersion reads the form's version of the proposal.
func formVersion(c echo.Context) int {
	n, _ := app.Number(c.FormValue("version"))
	return n
}

// positionForm is POST /p/{token}/position: an SGF file in "sgf" (multipart), or the stones
// placed ("stones") with the prisoners ("prisoners_black", "prisoners_white"); with round
// and opponent as the page showed them.
func (p *public) positionForm(c echo.Context) error {
	link, sn, err := p.PlayerOfLink(c)
	if err != nil {
		return err
	}
	n, err := formRound(c)
	if err != nil {
		return p.positionFormError(c, link, err, nil)
	}
	opp, _ := app.Number(c.FormValue("opponent"))
	var text string
	var editor *phoneEditor
	if strings.HasPrefix(c.Request().Header.Get(echo.HeaderContentType), echo.MIMEMultipartForm) && c.FormValue("stones") == "" {
		fh, data, err := app.UploadedFile(c, "sgf")
		if err != nil {
			return p.positionFormError(c, link, err, nil)
		}
		if fh == nil {
			return p.positionFormError(c, link, app.BadRequest("sgf", msgChooseSGF.New()), nil)
		}
		text = string(data)
	} else {
		g, err := playerGame(sn.T, link.Player, n)
		if err != nil {
			return p.positionFormError(c, link, err, nil)
		}
		pos, err := readStones(c.FormValue("stones"))
		if err != nil {
			return p.positionFormError(c, link, err, nil)
		}
		editor = newPhoneEditor(sn.T, pos, p.Tr(c).T("link.position_heading"))
		editor.BlackPrisoners, editor.WhitePrisoners = c.FormValue("prisoners_black"), c.FormValue("prisoners_white")
		if pos.Size != boardSize(sn.T) {
			return p.positionFormError(c, link, app.ErrBadRequest("stones", "the position is not a square board: reload the page"), nil)
		}
		e := EnteredPosition{Pos: pos, Prisoners: editor.Prisoners}
		if e.Prisoners {
			if e.BlackPrisoners, err = readPrisoners("prisoners_black", editor.BlackPrisoners); err == nil {
				e.WhitePrisoners, err = readPrisoners("prisoners_white", editor.WhitePrisoners)
			}
			if err != nil {
				return p.positionFormError(c, link, err, editor)
			}
		}
		text = e.SGF(sn.T, g)
	}
	if _, err := NewPositions(p.Server).Propose(c.Request().Context(), link, sn, n, tournament.PlayerID(opp), text, nil); err != nil {
		return p.positionFormError(c, link, err, editor)
	}
	return c.Redirect(http.StatusSeeOther, "/p/"+c.Param("token")+"/position")
}

// positionEditForm is POST /p/{token}/position/edit: one step of the board without
// JavaScript (stones, point): the point holds the next of empty, black, white.
func (p *public) positionEditForm(c echo.Context) error {
	link, sn, err := p.PlayerOfLink(c)
	if err != nil {
		return err
	}
	pos, err := readStones(c.FormValue("stones"))
	if err != nil {
		return p.positionFormError(c, link, err, nil)
	}
	if pt := strings.TrimSpace(c.FormValue("point")); pt != "" {
		x, y, err := goban.ParseVertex(pos.Size, pt)
		if err != nil {
			editor := newPhoneEditor(sn.T, pos, p.Tr(c).T("link.position_heading"))
			return p.positionFormError(c, link, app.ErrBadRequestOf("point", err), editor)
		}
		i := y*pos.Size + x
		pos.Cells[i] = (pos.Cells[i] + 1) % 3
	}
	editor := newPhoneEditor(sn.T, pos, p.Tr(c).T("link.position_heading"))
	editor.BlackPrisoners, editor.WhitePrisoners = c.FormValue("prisoners_black"), c.FormValue("prisoners_white")
	return p.renderPosition(c, http.StatusOK, link, sn, "", editor)
}

// positionToggleForm is POST /p/{token}/position/toggle (round, version, point): the group
// there dead or alive again.
func (p *public) positionToggleForm(c echo.Context) error {
	return p.positionAction(c, func(ps *Positions, link store.PlayerLink, sn *app.Snapshot, n int) error {
		_, err := ps.Toggle(c.Request().Context(), link, sn, n, formVersion(c), c.FormValue("point"))
		return err
	})
}

// positionConfirmForm is POST /p/{token}/position/confirm (round, version, checked=1 when
// the player checked the uncertain groups).
func (p *public) positionConfirmForm(c echo.Context) error {
	return p.positionAction(c, func(ps *Positions, link store.PlayerLink, sn *app.Snapshot, n int) error {
		_, err := ps.Confirm(c.Request().Context(), link, sn, n, formVersion(c), c.FormValue("checked") != "")
		return err
	})
}

// positionDisputeForm is POST /p/{token}/position/dispute (round, version).
func (p *public) positionDisputeForm(c echo.Context) error {
	return p.positionAction(c, func(ps *Positions, link store.PlayerLink, sn *app.Snapshot, n int) error {
		_, err := ps.Dispute(c.Request().Context(), link, sn, n, formVersion(c))
		return err
	})
}

// positionAction runs one of the forms on the proposal, then shows the page again.
func (p *public) positionAction(c echo.Context, act func(*Positions, store.PlayerLink, *app.Snapshot, int) error) error {
	link, sn, err := p.PlayerOfLink(c)
	if err != nil {
		return err
	}
	n, err := formRound(c)
	if err == nil {
		err = act(NewPositions(p.Server), link, sn, n)
	}
	if err != nil {
		return p.positionFormError(c, link, err, nil)
	}
	return c.Redirect(http.StatusSeeOther, "/p/"+c.Param("token")+"/position")
}
