package director

import (
	"fmt"
	"net/http"
	"strings"

	"github.com/hoshi-go/hoshi/internal/goban"
	"github.com/hoshi-go/hoshi/internal/i18n"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/labstack/echo/v4"
)

// dirRoundLine is a round on the overview: how far it got.
type dirRoundLine struct {
	N            int
	URL, Public  string
	Games, Known int
	Bye          string
	Paired, Done bool
}

type overviewView struct {
	dirPage
	Summary []string
	Players int
	Present int // players taking part in the current round
	Current int
	Rounds  []dirRoundLine
}

// overviewPage is GET /director/tournaments/{id}: the state of the tournament at a glance,
// with the next thing to do.
func (s *handlers) overviewPage(c echo.Context) error {
	t, page, err := s.directorTournament(c, "Overview")
	if err != nil {
		return err
	}
	v := overviewView{dirPage: page, Players: len(t.Players), Current: currentRound(t), Summary: settingsSummary(s.Tr(c), &t.Settings)}
	for i := range t.Players {
		if t.Players[i].Status == tournament.Final && t.Players[i].Plays(v.Current) {
			v.Present++
		}
	}
	for n := 1; n <= t.Settings.Rounds; n++ {
		r := dirRoundLine{N: n, URL: fmt.Sprintf("%s/rounds/%d", page.Base, n), Public: fmt.Sprintf("/tournaments/%d/rounds/%d", page.ID, n)}
		for _, g := range t.RoundGames(n) {
			r.Games++
			if g.Result != tournament.Unknown {
				r.Known++
			}
		}
		if b := t.Player(t.ByeIn(n)); b != nil {
			r.Bye = b.FullName()
		}
		r.Paired = r.Games > 0 || r.Bye != ""
		r.Done = r.Paired && r.Known == r.Games
		v.Rounds = append(v.Rounds, r)
	}
	return s.Render(c, http.StatusOK, "director_overview.html", s.Page(c, v))
}

// settingsSummary is the settings in a few lines, as a director announces them, in l's
// language.
func settingsSummary(l *i18n.Localizer, s *tournament.Settings) []string {
	system := l.T(map[tournament.System]string{tournament.McMahon: "opt.system.mcmahon", tournament.Swiss: "opt.system.swiss",
		tournament.RoundRobin: "opt.system.round-robin"}[s.System])
	where := strings.TrimSpace(strings.Join([]string{s.Place, s.Country}, " "))
	var out []string
	if d := l.Days(s.Begin, s.End); d != "" {
		where = strings.TrimSpace(where + " · " + d)
	}
	if where != "" {
		out = append(out, where)
	}
	line := l.T("overview.summary", "System", system, "Rounds", l.N("rounds_n", s.Rounds), "Size", s.BoardSize,
		"Rules", app.RulesText(l, s.Rules), "Komi", l.Decimal(goban.HalfPoints(s.Komi)))
	if s.System == tournament.McMahon {
		line += ", " + l.T("public.bar_floor", "Bar", s.Bar.String(), "Floor", s.Floor.String())
	}
	out = append(out, line)
	crit := make([]string, len(s.Criteria))
	for i, c := range s.Criteria {
		crit[i] = string(c)
	}
	out = append(out, l.T("overview.time_line", "Time", app.TimeText(l, s.Time), "Class", s.Time.EGFClass(), "Criteria", strings.Join(crit, " > ")))
	return out
}

// closeForm is POST /director/tournaments/{id}/close: closed=1 closes the tournament (its
// public pages stop updating themselves and say so; the results desk can no longer change a
// result), closed=0 opens it again. The overview's buttons ask first.
func (s *handlers) closeForm(c echo.Context) error {
	_, page, err := s.directorTournament(c, "Overview")
	if err != nil {
		return err
	}
	closed := c.FormValue("closed") == "1"
	if err := s.DB.SetClosed(c.Request().Context(), page.ID, closed); err != nil {
		return err
	}
	key := "close.flash_reopened"
	if closed {
		key = "close.flash_closed"
	}
	return redirectFlash(c, page.Base, s.Tr(c).T(key))
}
