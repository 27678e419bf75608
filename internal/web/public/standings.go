package public

import (
	"fmt"
	"strconv"

	"github.com/hoshi-go/hoshi/internal/export"
	"github.com/hoshi-go/hoshi/internal/i18n"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/labstack/echo/v4"
)

// standingLine is one player of the standings; Values are the criteria, in order.
type standingLine struct {
	Num    int // the line's number, by which the cells name the opponents
	Place  string
	Cells  []string // each round's game, as on the wall chart (the printed standings show them)
	NBW    string
	Player seat
	Club   string
	Values []string
}

type standingsData struct {
	PublicFrame
	Round    int
	Played   []int // 1 to Round
	ShowNBW  bool
	Choices  []navLink // the other rounds' standings
	Criteria []string
	Lines    []standingLine
	LiveURL  string
	// Team: a team tournament's standings, shown as its TeamLines (teams.go).
	Team      bool
	TeamLines []TeamStandingLine
}

// PlaceColumn tells that the standings need a place column beside the line numbers (#, by
// which the rounds' cells name the opponents): only when players share a place, since
// otherwise each place is its line's number. OpenGotha prints both always (Num and Pl).
func (d standingsData) PlaceColumn() bool {
	for _, l := range d.Lines {
		if l.Place != strconv.Itoa(l.Num) {
			return true
		}
	}
	return false
}

// newStandingsData builds the standings after round n.
func newStandingsData(c echo.Context, t *tournament.Tournament, n int, active string) standingsData {
	d := standingsData{PublicFrame: NewPublicFrame(c, mustID(c), t, active), Round: n}
	d.LiveURL = fmt.Sprintf("%s/standings/live?round=%s", d.Base, c.QueryParam("round"))
	for r := 1; r <= app.LastPlayedRound(t); r++ {
		d.Choices = append(d.Choices, navLink{Label: strconv.Itoa(r), URL: fmt.Sprintf("%s/standings?round=%d", d.Base, r), Active: r == n})
	}
	for _, cr := range t.Settings.Criteria {
		d.Criteria = append(d.Criteria, string(cr))
	}
	d.ShowNBW = ShowNBW(t)
	for r := 1; r <= n; r++ {
		d.Played = append(d.Played, r)
	}
	lines := export.CrossTable(t, n)
	st := make([]tournament.Standing, len(lines))
	for i, l := range lines {
		st[i] = l.Standing
	}
	places := app.PlaceLabels(st)
	d.Lines = make([]standingLine, len(st))
	for i, s := range lines {
		l := standingLine{Num: s.Num, Place: places[i], Cells: s.Cells, NBW: app.CriterionText(tournament.CritNBW, s.NBW),
			Player: newSeat(t, d.Base, s.Player.ID), Club: s.Player.Club, Values: make([]string, len(s.Values))}
		for k, v := range s.Values {
			l.Values[k] = app.CriterionText(t.Settings.Criteria[k], v)
		}
		d.Lines[i] = l
	}
	return d
}

// standingsPage is GET /tournaments/{id}/standings?round=n (default: the last round
// played), rendered once per change of the tournament.
func (p *public) standingsPage(c echo.Context) error {
	return p.serveCached(c, "standings:"+c.QueryParam("round"), func(sn *app.Snapshot, l *i18n.Localizer) (*cachedPage, error) {
		n, err := app.StandingsRound(c, sn.T)
		if err != nil {
			return nil, err
		}
		d := newStandingsData(c, sn.T, n, "standings")
		d.PublicFrame = p.frame(c, mustID(c), sn.T, "standings")
		if err := p.withTeamStandings(c, &d, n); err != nil {
			return nil, err
		}
		return p.html(l, "public_standings.html", d)
	})
}

// standingsFragment is GET /tournaments/{id}/standings/live: the table alone, polled by the
// standings page while the tournament runs.
func (p *public) standingsFragment(c echo.Context) error {
	return p.serveCached(c, "standings-live:"+c.QueryParam("round"), func(sn *app.Snapshot, l *i18n.Localizer) (*cachedPage, error) {
		n, err := app.StandingsRound(c, sn.T)
		if err != nil {
			return nil, err
		}
		d := newStandingsData(c, sn.T, n, "standings")
		if err := p.withTeamStandings(c, &d, n); err != nil {
			return nil, err
		}
		return p.fragment(l, "public_standings.html", "standings", d)
	})
}

// withTeamStandings turns d into a team tournament's standings after round n; it leaves an
// individual tournament's alone.
func (p *public) withTeamStandings(c echo.Context, d *standingsData, n int) error {
	e, err := p.teamEvent(c)
	if err != nil || e == nil {
		return err
	}
	return setTeamStandings(d, e, n)
}
