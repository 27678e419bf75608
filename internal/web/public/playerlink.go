package public

import (
	"fmt"
	"net/http"
	"strconv"

	"github.com/hoshi-go/hoshi/internal/i18n"
	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/labstack/echo/v4"
)

// The player's own page, opened with his personal link (docs/DIRECTOR.md, "Players at the
// venue"): his game of the last round paired, live; the buttons of his report; his check-in
// for the next round. Its forms work without JavaScript; with it, the page asks again every
// poll interval and a report that did not reach the server is sent again until it does.

// linkRoutes are the player's page and its forms.
func (p *public) linkRoutes() []app.Route {
	return []app.Route{
		{Method: echo.GET, Path: "/p/:token", Handler: p.linkPage, Guard: app.PlayerLink},
		{Method: echo.POST, Path: "/p/:token/checkin", Handler: p.linkCheckInForm, Guard: app.PlayerLink},
		{Method: echo.POST, Path: "/p/:token/report", Handler: p.linkReportForm, Guard: app.PlayerLink},
	}
}

// resultChoice is a report button.
type resultChoice struct{ Value, Label string }

type linkPageData struct {
	Self, Public, CSRF     string
	Name, Player, Rank     string
	V                      *app.PlayerView
	Opponent, OpponentRank string
	OpponentID             tournament.PlayerID
	Komi                   string
	Result                 string
	Results                []resultChoice
	PollSeconds            int
	Error                  string
	// Position says where the final position of the game stands, with the link to its page
	// (PositionURL, "" when it is not counted on the phones).
	Position, PositionURL string
	words                 map[string]string
}

// ReportWord is a report's result in the page's language.
func (d *linkPageData) ReportWord(r string) string { return d.words[r] }

// linkPage is GET /p/{token}.
func (p *public) linkPage(c echo.Context) error {
	link, sn, err := p.PlayerOfLink(c)
	if err != nil {
		return err
	}
	return p.renderLink(c, http.StatusOK, link, sn, "")
}

func (p *public) renderLink(c echo.Context, status int, link store.PlayerLink, sn *app.Snapshot, msg string) error {
	v, err := p.PlayerViewOf(c, link, sn)
	if err != nil {
		return err
	}
	l := p.Tr(c)
	women := p.women(c.Request().Context(), link.Tournament)
	d := &linkPageData{
		Self: "/p/" + c.Param("token"), Public: fmt.Sprintf("/tournaments/%d", link.Tournament), CSRF: app.CSRFToken(c),
		Name: sn.T.Settings.Name, Player: v.Player.FullName(), Rank: v.Player.Rank.String(), V: v, Error: msg,
		PollSeconds: int(p.Config.PollInterval.Seconds()),
		words: map[string]string{
			store.ReportWon: l.T("link.report_won", "Woman", women[v.Player.ID]), store.ReportLost: l.T("link.report_lost", "Woman", women[v.Player.ID]),
			store.ReportJigo: l.T("link.report_jigo"), store.ReportNotPlayed: l.T("link.report_not_played"),
		},
	}
	if d.PollSeconds <= 0 {
		d.PollSeconds = int(app.DefaultPollInterval.Seconds())
	}
	if g := v.Game; g != nil {
		if v.Opponent != nil {
			d.Opponent, d.OpponentRank, d.OpponentID = v.Opponent.FullName(), v.Opponent.Rank.String(), v.Opponent.ID
		}
		d.Komi = strconv.FormatFloat(app.Points(g.Komi), 'f', -1, 64)
		if g.Result != tournament.Unknown {
			d.Result = app.ResultText(g)
			if o := app.Outcome(g, v.Player.ID); o != "" {
				d.Result += " · " + l.T("public."+o)
			}
		}
		d.Position, d.PositionURL = positionLine(l, v, d.Self, women)
		for _, r := range store.ReportResults {
			if r == store.ReportJigo && !g.JigoPossible() {
				continue
			}
			d.Results = append(d.Results, resultChoice{Value: r, Label: d.words[r]})
		}
	}
	b, err := p.RenderBlock(l.Code(), "player_link.html", "playerpage", d)
	if err != nil {
		return err
	}
	return c.HTMLBlob(status, b)
}

// linkFormError shows the player's page again with the refusal, in its language, and the
// refusal's status.
func (p *public) linkFormError(c echo.Context, link store.PlayerLink, err error) error {
	status, field, _ := app.StatusOf(err)
	if status >= 500 || status == http.StatusTooManyRequests {
		return err
	}
	msg := app.Localize(p.Tr(c), app.PageMessage(err))
	if field != "" && field != "round" && field != "result" && field != "self_report" {
		msg = field + ": " + msg
	}
	sn, serr := p.Snapshot(c.Request().Context(), link.Tournament)
	if serr != nil {
		return serr
	}
	return p.renderLink(c, status, link, sn, msg)
}

// formRound reads the form's round.
func formRound(c echo.Context) (int, error) {
	n, ok := app.Number(c.FormValue("round"))
	if !ok || n < 1 {
		return 0, app.BadRequest("round", msgLinkRound.New())
	}
	return n, nil
}

// linkCheckInForm is POST /p/{token}/checkin (round; undo=1 takes it back).
func (p *public) linkCheckInForm(c echo.Context) error {
	link, sn, err := p.PlayerOfLink(c)
	if err != nil {
		return err
	}
	n, err := formRound(c)
	if err == nil {
		ctx := c.Request().Context()
		if c.FormValue("undo") != "" {
			err = p.DB.UndoCheckIn(ctx, link.Tournament, link.Player, n)
		} else {
			err = p.DB.CheckIn(ctx, link.Tournament, link.Player, n, app.ReporterName(sn.T)(link.Player))
		}
	}
	if err != nil {
		return p.linkFormError(c, link, err)
	}
	return c.Redirect(http.StatusSeeOther, "/p/"+c.Param("token"))
}

// linkReportForm is POST /p/{token}/report (round, result, opponent).
func (p *public) linkReportForm(c echo.Context) error {
	link, sn, err := p.PlayerOfLink(c)
	if err != nil {
		return err
	}
	n, err := formRound(c)
	if err == nil {
		opp, _ := app.Number(c.FormValue("opponent"))
		_, err = p.DB.Report(c.Request().Context(), link, n, c.FormValue("result"), tournament.PlayerID(opp), app.ReporterName(sn.T))
	}
	if err != nil {
		return p.linkFormError(c, link, err)
	}
	return c.Redirect(http.StatusSeeOther, "/p/"+c.Param("token"))
}

// positionLine says on the player's page where the final position of his game stands, and
// links its page: while the game has no result (to enter it), and once a proposal exists.
// women are the players with the woman mark, whom the words agree with.
func positionLine(l *i18n.Localizer, v *app.PlayerView, self string, women map[tournament.PlayerID]bool) (line, url string) {
	if !v.CanReport() {
		return "", ""
	}
	url = self + "/position"
	p := v.Position
	name := app.ReporterName(v.T)
	switch {
	case p == nil && v.Game.Result == tournament.Unknown:
		return "", url
	case p == nil:
		return "", ""
	case p.State == store.PositionAgreed:
		return l.T("board.count") + " " + p.Count.Score + ": " + l.T("link.position_agreed"), url
	case p.State == store.PositionDisputed:
		return l.T("link.position_disputed", "Name", name(p.DisputedBy)), url
	case p.ChangedBy != v.Player.ID && !p.Confirmed(v.Player.ID):
		return l.T("link.position_check", "Name", name(p.ChangedBy), "Result", p.Count.Score, "Woman", women[p.ChangedBy]), url
	}
	line = l.T("board.count") + " " + p.Count.Score + ": "
	if p.Confirmed(v.Player.ID) {
		line += l.T("link.position_you_confirmed")
	} else {
		line += l.T("link.position_you_not")
	}
	return line, url
}
