package api

import (
	"net/http"
	"time"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/labstack/echo/v4"
)

// The players at the venue (docs/API.md, "Players' links"): the director's routes issue and
// revoke a player's link and read the round's reports and check-ins; the link's routes are
// the player's own, with no session: the token in the path is his key.

// linkJSON is the answer to a new link.
type linkJSON struct {
	URL      string `json:"url"`
	IssuedAt string `json:"issued_at"`
}

// apiIssueLink is POST /api/tournaments/{id}/players/{pid}/link: a new personal link for the
// player, whose old one stops working. The secret is in the answer only: it is stored hashed.
func (s *handlers) apiIssueLink(c echo.Context) error {
	id, err := app.TournamentID(c)
	if err != nil {
		return err
	}
	pid, err := app.PlayerID(c)
	if err != nil {
		return err
	}
	token, err := s.DB.IssueLink(c.Request().Context(), id, pid)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusCreated, linkJSON{URL: s.PublicBase(c) + "/p/" + token, IssuedAt: time.Now().UTC().Format(time.RFC3339)})
}

// apiRevokeLink is DELETE /api/tournaments/{id}/players/{pid}/link.
func (s *handlers) apiRevokeLink(c echo.Context) error {
	id, err := app.TournamentID(c)
	if err != nil {
		return err
	}
	pid, err := app.PlayerID(c)
	if err != nil {
		return err
	}
	if err := s.DB.RevokeLink(c.Request().Context(), id, pid); err != nil {
		return err
	}
	return c.NoContent(http.StatusNoContent)
}

// apiPlayerView is GET /api/p/{token}.
func (s *handlers) apiPlayerView(c echo.Context) error {
	link, sn, err := s.PlayerOfLink(c)
	if err != nil {
		return err
	}
	return s.answerPlayerView(c, http.StatusOK, link, sn)
}

func (s *handlers) answerPlayerView(c echo.Context, status int, link store.PlayerLink, sn *app.Snapshot) error {
	v, err := s.PlayerViewOf(c, link, sn)
	if err != nil {
		return err
	}
	return c.JSON(status, v.JSON(link.Tournament))
}

// roundBody is {"round": n} (with "result" and "opponent" for a report).
type roundBody struct {
	Round    int                 `json:"round"`
	Result   string              `json:"result"`
	Opponent tournament.PlayerID `json:"opponent"`
}

func readRoundBody(c echo.Context, report bool) (roundBody, error) {
	var b roundBody
	if err := app.DecodeJSON(c, &b); err != nil {
		return b, err
	}
	if b.Round < 1 {
		return b, app.BadRequest("round", msgLinkRound.New())
	}
	if !report && (b.Result != "" || b.Opponent != 0) {
		return b, app.ErrBadRequest("result", "a check-in takes the round only")
	}
	return b, nil
}

// apiLinkCheckIn is POST /api/p/{token}/checkin {"round": n}: the player is at the venue for
// round n, which must not be paired yet; DELETE takes it back, before the pairing too.
func (s *handlers) apiLinkCheckIn(c echo.Context) error {
	link, sn, err := s.PlayerOfLink(c)
	if err != nil {
		return err
	}
	b, err := readRoundBody(c, false)
	if err != nil {
		return err
	}
	ctx := c.Request().Context()
	if c.Request().Method == http.MethodDelete {
		err = s.DB.UndoCheckIn(ctx, link.Tournament, link.Player, b.Round)
	} else {
		err = s.DB.CheckIn(ctx, link.Tournament, link.Player, b.Round, app.ReporterName(sn.T)(link.Player))
	}
	if err != nil {
		return err
	}
	sn, err = s.Snapshot(ctx, link.Tournament)
	if err != nil {
		return err
	}
	return s.answerPlayerView(c, http.StatusOK, link, sn)
}

// apiLinkReport is POST /api/p/{token}/report {"round": n, "result": "won"|"lost"|"jigo"|
// "not-played", "opponent": id (optional)}: the player's report of his game; the answer is his
// view after it.
func (s *handlers) apiLinkReport(c echo.Context) error {
	link, sn, err := s.PlayerOfLink(c)
	if err != nil {
		return err
	}
	b, err := readRoundBody(c, true)
	if err != nil {
		return err
	}
	ctx := c.Request().Context()
	if _, err := s.DB.Report(ctx, link, b.Round, b.Result, b.Opponent, app.ReporterName(sn.T)); err != nil {
		return err
	}
	sn, err = s.Snapshot(ctx, link.Tournament)
	if err != nil {
		return err
	}
	return s.answerPlayerView(c, http.StatusOK, link, sn)
}

// reportJSON is a player's report in the desk's list.
type reportJSON struct {
	Player tournament.PlayerID `json:"player"`
	Result string              `json:"result"`
	At     string              `json:"at"`
}

// gameReportsJSON is a game of the round with its players' reports.
type gameReportsJSON struct {
	Table       int         `json:"table"`
	White       int         `json:"white"`
	Black       int         `json:"black"`
	Result      string      `json:"result"`
	State       string      `json:"state"`
	Agreed      string      `json:"agreed,omitempty"`
	WhiteReport *reportJSON `json:"white_report"`
	BlackReport *reportJSON `json:"black_report"`
	// Position is the final position the players proposed on their phones, null for none;
	// a disputed one makes the game a conflict.
	Position *app.LinkPositionJSON `json:"position"`
}

type roundReportsJSON struct {
	Round     int                   `json:"round"`
	Games     []gameReportsJSON     `json:"games"`
	Void      []voidReportJSON      `json:"void"`
	CheckedIn []tournament.PlayerID `json:"checked_in"`
}

type voidReportJSON struct {
	Player   tournament.PlayerID `json:"player"`
	Opponent tournament.PlayerID `json:"opponent"`
	Result   string              `json:"result"`
	At       string              `json:"at"`
}

func newReportJSON(r *store.Report) *reportJSON {
	if r == nil {
		return nil
	}
	return &reportJSON{Player: r.Player, Result: r.Result, At: r.At.UTC().Format(time.RFC3339)}
}

// apiRoundReports is GET /api/tournaments/{id}/rounds/{n}/reports: every game of the round
// with its players' reports and where it stands, the void reports (made before the round was
// paired again) and the players checked in for the round.
func (s *handlers) apiRoundReports(c echo.Context) error {
	id, _, n, err := s.pathRound(c)
	if err != nil {
		return err
	}
	ctx := c.Request().Context()
	games, void, err := s.DB.RoundReports(ctx, id, n)
	if err != nil {
		return err
	}
	ins, err := s.DB.CheckIns(ctx, id)
	if err != nil {
		return err
	}
	out := roundReportsJSON{Round: n, Games: []gameReportsJSON{}, Void: []voidReportJSON{}, CheckedIn: []tournament.PlayerID{}}
	for _, g := range games {
		j := gameReportsJSON{Table: g.Game.Table, White: int(g.Game.White), Black: int(g.Game.Black), Result: g.Game.Result.String(),
			State: g.State.String(), WhiteReport: newReportJSON(g.White), BlackReport: newReportJSON(g.Black),
			Position: app.NewLinkPositionJSON(g.Position)}
		if g.State == store.ReportApproval {
			j.Agreed = g.Agreed.String()
		}
		out.Games = append(out.Games, j)
	}
	for _, r := range void {
		out.Void = append(out.Void, voidReportJSON{Player: r.Player, Opponent: r.Opponent, Result: r.Result, At: r.At.UTC().Format(time.RFC3339)})
	}
	for _, in := range ins {
		if in.Round == n {
			out.CheckedIn = append(out.CheckedIn, in.Player)
		}
	}
	return c.JSON(http.StatusOK, out)
}

// apiApproveReports is POST /api/tournaments/{id}/rounds/{n}/games/{table}/approve: the desk
// records the result on which the two players' reports agree.
func (s *handlers) apiApproveReports(c echo.Context) error {
	id, _, n, err := s.pathRound(c)
	if err != nil {
		return err
	}
	table, err := app.PathInt(c, "table", "table")
	if err != nil {
		return err
	}
	if err := s.DB.ApproveReports(c.Request().Context(), id, n, table, app.Actor(c)); err != nil {
		return err
	}
	return c.NoContent(http.StatusNoContent)
}

// apiDeskCheckIn is POST /api/tournaments/{id}/rounds/{n}/checkins {"player": id}: the desk
// checks a player in; DELETE /api/tournaments/{id}/rounds/{n}/checkins/{pid} takes it back.
func (s *handlers) apiDeskCheckIn(c echo.Context) error {
	id, _, n, err := s.pathRound(c)
	if err != nil {
		return err
	}
	var b struct {
		Player tournament.PlayerID `json:"player"`
	}
	if err := app.DecodeJSON(c, &b); err != nil {
		return err
	}
	if err := s.DB.CheckIn(c.Request().Context(), id, b.Player, n, app.Actor(c)); err != nil {
		return err
	}
	return c.NoContent(http.StatusNoContent)
}

func (s *handlers) apiDeskUndoCheckIn(c echo.Context) error {
	id, _, n, err := s.pathRound(c)
	if err != nil {
		return err
	}
	pid, err := app.PlayerID(c)
	if err != nil {
		return err
	}
	if err := s.DB.UndoCheckIn(c.Request().Context(), id, pid, n); err != nil {
		return err
	}
	return c.NoContent(http.StatusNoContent)
}
