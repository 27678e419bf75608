package director

import (
	"fmt"
	"html/template"
	"net/http"
	"slices"
	"time"

	"github.com/hoshi-go/hoshi/internal/i18n"
	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/labstack/echo/v4"
)

// The players at the venue (docs/DIRECTOR.md, "Players at the venue"): the check-in page (the
// desk checks players in from the list; the director issues links, prints the cards and pairs
// the players checked in), a player's link on his page, and the players' reports on the
// results page.

// venueRoutes are the pages and forms of the players at the venue: the check-in and the
// approval of agreed reports are the results desk's too, the links the directors'.
func (s *handlers) venueRoutes() []app.Route {
	const t = "/director/tournaments/:id"
	return []app.Route{
		{Method: echo.GET, Path: t + "/checkin", Handler: s.checkInPage, Guard: app.DeskReads},
		{Method: echo.POST, Path: t + "/checkin", Handler: s.checkInForm, Guard: app.Desk},
		{Method: echo.POST, Path: t + "/players/:pid/link", Handler: s.issueLinkForm, Guard: app.Director},
		{Method: echo.POST, Path: t + "/players/:pid/link/revoke", Handler: s.revokeLinkForm, Guard: app.Director},
		{Method: echo.POST, Path: t + "/links/cards", Handler: s.cardsForm, Guard: app.Director},
		{Method: echo.POST, Path: t + "/rounds/:n/games/:table/approve", Handler: s.approveForm, Guard: app.Desk},
	}
}

// venueLine is a player on the check-in page.
type venueLine struct {
	ID         tournament.PlayerID
	Name, Rank string
	URL        string
	CheckedIn  bool
	Absent     bool
	LinkIssued string // when, "" for no link
}

type venueView struct {
	dirPage
	CSRF  string
	Round int // the round checked in for: the first not paired (0: every round is)
	Lines []venueLine
	In    int
	// ReportsOn: the tournament takes the players' reports.
	ReportsOn bool
}

// checkInPage is GET /director/tournaments/{id}/checkin: the players and who has checked in
// for the first round not paired yet, with their links.
func (s *handlers) checkInPage(c echo.Context) error {
	id, sn, err := s.PathSnapshot(c)
	if err != nil {
		return err
	}
	t := sn.T
	page := s.newDirPage(c, id, t, "Players")
	ctx := c.Request().Context()
	v := venueView{dirPage: page, CSRF: app.CSRFToken(c), ReportsOn: t.Settings.SelfReport != tournament.SelfReportOff}
	for r := 1; r <= t.Settings.Rounds; r++ {
		if len(t.RoundGames(r)) == 0 && t.ByeIn(r) == 0 {
			v.Round = r
			break
		}
	}
	ins, err := s.DB.CheckIns(ctx, id)
	if err != nil {
		return err
	}
	in := map[tournament.PlayerID]bool{}
	for _, ci := range ins {
		if ci.Round == v.Round {
			in[ci.Player] = true
		}
	}
	issued, err := s.DB.LinksIssued(ctx, id)
	if err != nil {
		return err
	}
	zone := app.TournamentZone(t)
	l := s.Tr(c)
	players := slices.Clone(t.Players)
	i18n.SortBy(l, players, func(p tournament.Player) string { return p.Name + " " + p.FirstName })
	for _, p := range players {
		line := venueLine{ID: p.ID, Name: p.FullName(), Rank: p.Rank.String(), URL: fmt.Sprintf("%s/players/%d", page.Base, p.ID),
			CheckedIn: in[p.ID], Absent: slices.Contains(p.Absent, v.Round)}
		if at, ok := issued[p.ID]; ok {
			line.LinkIssued = l.DateTime(at, zone)
		}
		if line.CheckedIn {
			v.In++
		}
		v.Lines = append(v.Lines, line)
	}
	return s.Render(c, http.StatusOK, "director_venue.html", s.Page(c, v))
}

// checkInForm is POST /director/tournaments/{id}/checkin (player, round; undo=1 takes it
// back): the desk checks a player in from the list.
func (s *handlers) checkInForm(c echo.Context) error {
	id, err := app.TournamentID(c)
	if err != nil {
		return err
	}
	back := fmt.Sprintf("/director/tournaments/%d/checkin", id)
	pid, ok1 := app.Number(c.FormValue("player"))
	n, ok2 := app.Number(c.FormValue("round"))
	if !ok1 || !ok2 {
		return redirectError(c, back, app.BadRequest("player", msgVenuePlayerRound.New()))
	}
	ctx := c.Request().Context()
	if c.FormValue("undo") != "" {
		err = s.DB.UndoCheckIn(ctx, id, tournament.PlayerID(pid), n)
	} else {
		err = s.DB.CheckIn(ctx, id, tournament.PlayerID(pid), n, app.Actor(c))
	}
	if err != nil {
		return redirectError(c, back, err)
	}
	return c.Redirect(http.StatusSeeOther, fmt.Sprintf("%s#p%d", back, pid))
}

// newLink is a link just issued, shown once on the player's page.
type newLink struct {
	URL string
	QR  template.HTML
}

// issueLinkForm is POST /director/tournaments/{id}/players/{pid}/link: a new link for the
// player (his old one stops working), shown with its QR code on his page this once: only its
// hash is stored.
func (s *handlers) issueLinkForm(c echo.Context) error {
	t, page, p, rev, err := s.directorPlayer(c)
	if err != nil {
		return err
	}
	token, err := s.DB.IssueLink(c.Request().Context(), page.ID, p.ID)
	if err != nil {
		return redirectError(c, fmt.Sprintf("%s/players/%d", page.Base, p.ID), err)
	}
	v := newPlayerView(c, t, page, p, storedPlayerJSON(p), s.women(c, page.ID)[p.ID], nil, rev+1)
	v.NewLink = &newLink{URL: s.PublicBase(c) + "/p/" + token}
	if v.NewLink.QR, err = app.QRSVG(v.NewLink.URL, 40); err != nil {
		return err
	}
	v.LinkIssued = s.Tr(c).DateTime(time.Now(), app.TournamentZone(t))
	c.Response().Header().Set("Cache-Control", "no-store")
	return s.Render(c, http.StatusOK, "director_player.html", s.Page(c, v))
}

// revokeLinkForm is POST /director/tournaments/{id}/players/{pid}/link/revoke.
func (s *handlers) revokeLinkForm(c echo.Context) error {
	_, page, p, _, err := s.directorPlayer(c)
	if err != nil {
		return err
	}
	back := fmt.Sprintf("%s/players/%d", page.Base, p.ID)
	if err := s.DB.RevokeLink(c.Request().Context(), page.ID, p.ID); err != nil {
		return redirectError(c, back, err)
	}
	return redirectFlash(c, back, s.Tr(c).T("venue.link_revoked", "Name", p.FullName()))
}

// card is one cut-out card of the printed sheet: a player and his link.
type card struct {
	Name, Rank, URL string
	QR              template.HTML
}

type cardsData struct {
	Name, Title, Back string
	Landscape         bool
	Cards             []card
}

// cardsForm is POST /director/tournaments/{id}/links/cards (which: "missing" for the
// players without a link, "all" for new links for everyone, the old ones stopping): an A4
// sheet of cut-out cards, ten a page, each with a player's name and his link as a QR code.
// The links are issued now, as the sheet is made: they are shown on it only.
func (s *handlers) cardsForm(c echo.Context) error {
	id, sn, err := s.PathSnapshot(c)
	if err != nil {
		return err
	}
	t := sn.T
	ctx := c.Request().Context()
	back := fmt.Sprintf("/director/tournaments/%d/checkin", id)
	issued, err := s.DB.LinksIssued(ctx, id)
	if err != nil {
		return err
	}
	all := c.FormValue("which") == "all"
	l := s.Tr(c)
	players := slices.Clone(t.Players)
	i18n.SortBy(l, players, func(p tournament.Player) string { return p.Name + " " + p.FirstName })
	d := cardsData{Name: t.Settings.Name, Title: l.T("venue.cards"), Back: back}
	base := s.PublicBase(c)
	for _, p := range players {
		if _, ok := issued[p.ID]; ok && !all {
			continue
		}
		token, err := s.DB.IssueLink(ctx, id, p.ID)
		if err != nil {
			return redirectError(c, back, err)
		}
		cd := card{Name: p.FullName(), Rank: p.Rank.String(), URL: base + "/p/" + token}
		if cd.QR, err = app.QRSVG(cd.URL, 30); err != nil {
			return err
		}
		d.Cards = append(d.Cards, cd)
	}
	if len(d.Cards) == 0 {
		return redirectFlash(c, back, l.T("venue.no_cards"))
	}
	c.Response().Header().Set("Cache-Control", "no-store")
	return s.Render(c, http.StatusOK, "print_cards.html", d)
}

// approveForm is POST /director/tournaments/{id}/rounds/{n}/games/{table}/approve: the desk
// records the result on which the two players' reports agree.
func (s *handlers) approveForm(c echo.Context) error {
	_, page, n, err := s.directorRound(c, "Results")
	if err != nil {
		return err
	}
	back := fmt.Sprintf("%s/rounds/%d/results", page.Base, n)
	table, err := app.PathInt(c, "table", "table")
	if err != nil {
		return err
	}
	if err := s.DB.ApproveReports(c.Request().Context(), page.ID, n, table, app.Actor(c)); err != nil {
		return redirectError(c, back, err)
	}
	return redirectFlash(c, back, s.Tr(c).T("venue.approved", "Table", table))
}

// reportLine is a game of the results page whose players' reports need the desk: a conflict,
// or an agreement waiting for approval.
type reportLine struct {
	Table                int
	White, Black         string
	WhiteSays, BlackSays string // the reports, "" for none
	// WhiteWoman and BlackWoman: the players' woman marks ("vyhrála").
	WhiteWoman, BlackWoman bool
	Conflict               bool
	Agreed                 string // the result both give (approval)
	ApproveURL             string
	// DisputedBy names the player who disputed the count of the final position entered on
	// the phones, whose board (BoardURL) settles it; Count is the count both confirmed.
	DisputedBy, BoardURL, Count string
}

// reportsPanel is the results page's list of the players' reports that need the desk, and
// how many games wait for the second report.
type reportsPanel struct {
	On      bool
	Lines   []reportLine
	Waiting int
	Void    int
}

// newReportsPanel reads the players' reports of round n.
func (s *handlers) newReportsPanel(c echo.Context, t *tournament.Tournament, page dirPage, n int) (reportsPanel, error) {
	p := reportsPanel{On: t.Settings.SelfReport != tournament.SelfReportOff}
	games, void, err := s.DB.RoundReports(c.Request().Context(), page.ID, n)
	if err != nil {
		return p, err
	}
	p.Void = len(void)
	name := app.ReporterName(t)
	women := s.women(c, page.ID)
	for _, g := range games {
		switch g.State {
		case store.ReportWaiting:
			p.Waiting++
			continue
		case store.ReportConflict, store.ReportApproval:
		default:
			continue
		}
		p.On = true
		line := reportLine{Table: g.Game.Table, White: name(g.Game.White), Black: name(g.Game.Black), Conflict: g.State == store.ReportConflict,
			WhiteWoman: women[g.Game.White], BlackWoman: women[g.Game.Black]}
		if pos := g.Position; pos != nil {
			switch pos.State {
			case store.PositionDisputed:
				line.DisputedBy = name(pos.DisputedBy)
				line.BoardURL = fmt.Sprintf("/tournaments/%d/rounds/%d/games/%d/board", page.ID, n, g.Game.Table)
			case store.PositionAgreed:
				line.Count = pos.Count.Score
			}
		}
		if g.White != nil {
			line.WhiteSays = g.White.Result
		}
		if g.Black != nil {
			line.BlackSays = g.Black.Result
		}
		if !line.Conflict {
			gm := g.Game
			gm.Result, gm.ByDefault = g.Agreed, g.AgreedByDefault
			line.Agreed = app.ResultText(&gm)
			line.ApproveURL = fmt.Sprintf("%s/rounds/%d/games/%d/approve", page.Base, n, g.Game.Table)
		}
		p.Lines = append(p.Lines, line)
	}
	return p, nil
}

// saying is a player's report as the desk's list shows it: his result ("won") and his woman
// mark, which the words agree with ("vyhrála").
type saying struct {
	Result string
	Woman  bool
}

// WhiteSaid is White's report for the template "says".
func (l reportLine) WhiteSaid() saying { return saying{l.WhiteSays, l.WhiteWoman} }

// BlackSaid is Black's report for the template "says".
func (l reportLine) BlackSaid() saying { return saying{l.BlackSays, l.BlackWoman} }
