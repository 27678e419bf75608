package director

import (
	"net/http"

	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/labstack/echo/v4"
)

// auditLine is one change of a result: what it was, what it became, when and by whom.
type auditLine struct {
	Table          int
	Game, Old, New string
	At, By         string
}

type auditView struct {
	dirPage
	N     int
	Lines []auditLine
}

// auditPage is GET /director/tournaments/{id}/rounds/{n}/audit: every change of the round's
// results, the latest first, to settle "I entered it, where did it go?".
func (s *handlers) auditPage(c echo.Context) error {
	t, page, n, err := s.directorRound(c, "Results")
	if err != nil {
		return err
	}
	changes, err := s.DB.ResultChanges(c.Request().Context(), page.ID)
	if err != nil {
		return err
	}
	players := map[int]string{}
	for _, g := range t.RoundGames(n) {
		players[g.Table] = t.Player(g.White).FullName() + " – " + t.Player(g.Black).FullName()
	}
	label := func(r tournament.Result, byDefault bool) string {
		l, _ := dirResultLabel(tournament.Game{Result: r, ByDefault: byDefault})
		if l == "" {
			return s.Tr(c).T("audit.no_result")
		}
		return l
	}
	page.atRound(n)
	v := auditView{dirPage: page, N: n}
	zone := app.TournamentZone(t)
	for i := len(changes) - 1; i >= 0; i-- {
		ch := changes[i]
		if ch.Round != n {
			continue
		}
		v.Lines = append(v.Lines, auditLine{
			Table: ch.Table, Game: players[ch.Table], Old: label(ch.Old, ch.OldByDefault), New: label(ch.New, ch.NewByDefault),
			At: s.Tr(c).DateTime(ch.At, zone), By: ch.By,
		})
	}
	return s.Render(c, http.StatusOK, "director_audit.html", s.Page(c, v))
}
