package director

import (
	"net/http"
	"time"

	"github.com/hoshi-go/hoshi/internal/i18n"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/labstack/echo/v4"
)

// checkinLine is a player on the check-in list.
type checkinLine struct {
	Num                       int
	Name, Rank, Club, Country string
	Preliminary               bool // a sign-up not yet confirmed
}

// checkinView is the printed check-in list: the frame every printed sheet has (the
// "printpage" layout: tournament, title, page n / N) and the players.
type checkinView struct {
	Name, Title, Back, Printed string
	Landscape                  bool
	Lines                      []checkinLine
}

// checkinPage is GET /director/tournaments/{id}/print/checkin: every registered player in the
// page language's alphabetical order with a box to tick for the fee paid and one for the
// arrival, printed on A4 for the registration desk.
func (s *handlers) checkinPage(c echo.Context) error {
	t, page, err := s.directorTournament(c, "Players")
	if err != nil {
		return err
	}
	l := s.Tr(c)
	v := checkinView{Name: t.Settings.Name, Title: l.T("checkin.title"), Back: page.Base + "/players",
		Printed: l.DateTime(time.Now(), app.TournamentZone(t))}
	for i := range t.Players {
		p := &t.Players[i]
		v.Lines = append(v.Lines, checkinLine{Name: p.FullName(), Rank: app.RankLabel(p), Club: p.Club, Country: p.Country,
			Preliminary: p.Status == tournament.Preliminary})
	}
	i18n.SortBy(l, v.Lines, func(x checkinLine) string { return x.Name })
	for i := range v.Lines {
		v.Lines[i].Num = i + 1
	}
	return s.Render(c, http.StatusOK, "print_checkin.html", v)
}
