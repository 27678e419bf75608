package public

import (
	"fmt"
	"html/template"
	"net/http"
	"time"

	"github.com/hoshi-go/hoshi/internal/i18n"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/labstack/echo/v4"
)

// printFrame heads every printed sheet: what it is, for which tournament, when printed.
// Printed pages carry no navigation; Back returns to the page the director came from.
type printFrame struct {
	Name, Title, Back, Printed string
	// Address and QR are the public page of the sheet (a round's pairings), printed so that a
	// player's phone opens it; empty on the other sheets.
	Address string
	QR      template.HTML
	// Landscape asks the browser for an A4 sheet on its side (the wall chart).
	Landscape bool
}

// The time printed is the tournament's, written as its language writes it.
func newPrintFrame(l *i18n.Localizer, t *tournament.Tournament, base, title string) printFrame {
	return printFrame{Name: t.Settings.Name, Title: title, Back: base, Printed: l.DateTime(time.Now(), app.TournamentZone(t))}
}

type printRoundData struct {
	printFrame
	roundData
	Alpha []foundLine
	// SlipQR is, by table, the QR code of the table's page (its board and result), printed
	// on the result slips.
	SlipQR map[int]template.HTML
}

// printRound serves a printed sheet of a round, built from the round's pairings; teamPage,
// if not "", is the sheet's page for a team tournament (print_teams.go).
func (p *public) printRound(c echo.Context, kind, page, teamPage string, alpha bool) error {
	public := p.PublicBase(c) // in the cache's key: the laptop's address may change
	return p.serveCached(c, "print-"+kind+":"+c.Param("n")+"@"+public, func(sn *app.Snapshot, l *i18n.Localizer) (*cachedPage, error) {
		n, err := app.RoundNumber(c, sn.T)
		if err != nil {
			return nil, err
		}
		if teamPage != "" {
			if cp, ok, err := p.teamRoundPage(c, sn, l, n, teamPage); ok || err != nil {
				return cp, err
			}
		}
		rd := newRoundData(c, sn.T, n, nil)
		d := printRoundData{printFrame: newPrintFrame(l, sn.T, fmt.Sprintf("%s/rounds/%d", rd.Base, n), l.T("round_n", "N", n)), roundData: rd}
		if alpha {
			d.Alpha = alphabetical(l, sn.T, rd.Base, n)
		}
		if kind == "slips" {
			d.SlipQR = map[int]template.HTML{}
			for _, g := range sn.T.RoundGames(n) {
				if d.SlipQR[g.Table], err = app.QRSVG(fmt.Sprintf("%s%s/rounds/%d/games/%d/board", public, rd.Base, n, g.Table), 16); err != nil {
					return nil, err
				}
			}
		}
		if kind == "table" || kind == "alpha" {
			d.Address = public + rd.Base + fmt.Sprintf("/rounds/%d", n)
			if d.QR, err = app.QRSVG(d.Address, 28); err != nil {
				return nil, err
			}
		}
		return p.html(l, page, d)
	})
}

// alphabetical lists where every registered player sits in a round, by name, so that a
// player finds the table on the wall without reading every line.
// The order is the language's (in Czech "Ch" after "H", "Č" after "C").
func alphabetical(l *i18n.Localizer, t *tournament.Tournament, base string, n int) []foundLine {
	games := t.RoundGames(n)
	out := make([]foundLine, len(t.Players))
	for i := range t.Players {
		out[i] = seatOf(l, t, base, games, n, t.Players[i].ID)
	}
	i18n.SortBy(l, out, func(f foundLine) string { return f.Player.Name })
	return out
}

// printTable is GET .../rounds/{n}/print/table: the pairings by table; for a team
// tournament, the matches with their boards.
func (p *public) printTable(c echo.Context) error {
	return p.printRound(c, "table", "print_table.html", "print_team_table.html", false)
}

// printAlpha is GET .../rounds/{n}/print/alpha: every player's table, by name.
func (p *public) printAlpha(c echo.Context) error {
	return p.printRound(c, "alpha", "print_alpha.html", "", true)
}

// printSlips is GET .../rounds/{n}/print/slips: one result slip per table; for a team
// tournament, one slip per match with all its boards.
func (p *public) printSlips(c echo.Context) error {
	return p.printRound(c, "slips", "print_slips.html", "print_team_slips.html", false)
}

type printStandingsData struct {
	printFrame
	standingsData
}

// printStandings is GET /tournaments/{id}/print/standings?round=n.
func (p *public) printStandings(c echo.Context) error {
	return p.serveCached(c, "print-standings:"+c.QueryParam("round")+":"+c.QueryParam("category"), func(sn *app.Snapshot, l *i18n.Localizer) (*cachedPage, error) {
		n, err := app.StandingsRound(c, sn.T)
		if err != nil {
			return nil, err
		}
		if c.QueryParam("category") == "" {
			if cp, ok, err := p.teamStandingsPage(c, sn, l, n); ok || err != nil {
				return cp, err
			}
		}
		sd := newStandingsData(c, sn.T, n, "")
		title := l.T("print.standings_after", "N", n)
		if name := c.QueryParam("category"); name != "" { // the director defines the categories (director/categories.go)
			if err := p.keepCategory(c, sn.T, &sd, name); err != nil {
				return nil, err
			}
			title = l.T("print.category_standings_after", "Name", name, "N", n)
		}
		d := printStandingsData{printFrame: newPrintFrame(l, sn.T, sd.Base+"/standings", title), standingsData: sd}
		// A column per round: past five rounds the sheet is printed on its side.
		d.Landscape = n > 5
		return p.html(l, "print_standings.html", d)
	})
}

// keepCategory keeps the lines of the standings whose player is in the category named (404
// for a category that does not exist): the printed standings of a category.
func (s *public) keepCategory(c echo.Context, t *tournament.Tournament, d *standingsData, name string) error {
	ctx := c.Request().Context()
	cats, _, err := s.DB.Awards(ctx, d.ID)
	if err != nil {
		return err
	}
	details, err := s.DB.PlayerDetails(ctx, d.ID)
	if err != nil {
		return err
	}
	for i := range cats {
		if cats[i].Name != name {
			continue
		}
		var kept []standingLine
		for _, l := range d.Lines {
			if p := t.Player(l.Player.ID); p != nil && cats[i].Has(p, details[p.ID]) {
				kept = append(kept, l)
			}
		}
		d.Lines = kept
		return nil
	}
	return &app.Error{Status: http.StatusNotFound, Field: "category", Message: fmt.Sprintf("no category %q", name)}
}
