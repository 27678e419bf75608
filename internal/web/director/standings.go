package director

import (
	"fmt"
	"net/http"
	"strconv"

	"github.com/hoshi-go/hoshi/internal/export"
	"github.com/hoshi-go/hoshi/internal/team"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/hoshi-go/hoshi/internal/web/public"
	"github.com/labstack/echo/v4"
)

// dirStanding is a line of the director's standings, values formatted per criterion.
type dirStanding struct {
	Num                       int // the line's number, by which the cells name the opponents
	Place                     string
	Cells                     []string // each round's game, as on the wall chart: "12+/w2"
	NBW                       string
	Name, Rank, Club, Country string
	Values                    []string
}

type roundLink struct {
	N      int
	Label  string
	URL    string
	Active bool
}

type standingsView struct {
	dirPage
	Round    int
	Played   []int // the rounds that have a column: 1 to Round
	ShowNBW  bool
	Criteria []string
	Lines    []dirStanding
	Rounds   []roundLink
	// Teams is a team tournament's team standings, shown above its board games' cross
	// table; nil for an individual tournament.
	Teams *public.TeamStandings
}

// directorStandingsPage is GET /director/tournaments/{id}/standings?round=n: the standings
// after any round (default the last one played) as the wall chart has them: each round's
// game, the wins (NBW) and every criterion a column; equal players share a place ("3=").
func (s *handlers) directorStandingsPage(c echo.Context) error {
	t, page, err := s.directorTournament(c, "Standings")
	if err != nil {
		return err
	}
	round, err := app.StandingsRound(c, t)
	if err != nil {
		return err
	}
	v := standingsView{dirPage: page, Round: round, ShowNBW: public.ShowNBW(t)}
	e, err := s.teamEventOf(c, page)
	if err != nil {
		return err
	}
	if e != nil {
		ts, err := public.NewTeamStandings(e, round)
		if err != nil {
			return err
		}
		v.Teams = &ts
	}
	// A Pair Go or Rengo game names only the players who stand for the sides: the sides'
	// standings are the whole of it.
	sidesOnly := e != nil && e.Settings.Kind != team.Boards
	for r := 1; r <= round; r++ {
		v.Played = append(v.Played, r)
	}
	for n := 0; n <= max(app.LastPlayedRound(t), round); n++ {
		label := strconv.Itoa(n)
		if n == 0 {
			label = "start"
		}
		v.Rounds = append(v.Rounds, roundLink{N: n, Label: label, URL: fmt.Sprintf("%s/standings?round=%d", page.Base, n), Active: n == round})
	}
	for _, c := range t.Settings.Criteria {
		v.Criteria = append(v.Criteria, string(c))
	}
	for _, st := range export.CrossTable(t, round) {
		if sidesOnly {
			break
		}
		p := st.Player
		l := dirStanding{Num: st.Num, Place: strconv.Itoa(st.Place), Cells: st.Cells, NBW: app.ScoreText(st.NBW, 2),
			Name: p.FullName(), Rank: app.RankLabel(p), Club: p.Club, Country: p.Country}
		if st.Shared {
			l.Place += "="
		}
		for k, c := range t.Settings.Criteria {
			l.Values = append(l.Values, app.CriterionText(c, st.Values[k]))
		}
		v.Lines = append(v.Lines, l)
	}
	return s.Render(c, http.StatusOK, "director_standings.html", s.Page(c, v))
}
