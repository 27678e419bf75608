package director

import (
	"net/http"

	"github.com/hoshi-go/hoshi/internal/store"
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
	// Reports are the players' reports of the round through their links, the latest first.
	Reports []auditReport
}

// auditReport is one report a player made through his link: when, for which table (0 when
// the round was paired again since: void), who and what, and by which of his links.
type auditReport struct {
	At, Player, Result string
	Table              int
	Link               uint
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
	tr := s.Tr(c)
	// A line names the players of its game as the store links them, not the players now at
	// its table: tables are renumbered and games moved after results are entered.
	players := func(ch store.ResultChange) string {
		w, b := t.Player(ch.White), t.Player(ch.Black)
		if w == nil || b == nil {
			return tr.T("audit.game_gone")
		}
		return w.FullName() + " – " + b.FullName()
	}
	// A change of the round is marked by the store, not written as a sentence: it is said here
	// in the reader's language.
	by := func(s string) string {
		round, who := store.RoundChangeActor(s)
		switch {
		case !round:
			return s
		case who == "":
			return tr.T("audit.round_changed")
		}
		return tr.T("audit.round_changed_by", "Who", who)
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
		line := auditLine{
			Table: ch.Table, Game: players(ch), Old: label(ch.Old, ch.OldByDefault), New: label(ch.New, ch.NewByDefault),
			At: s.Tr(c).DateTime(ch.At, zone), By: by(ch.By),
		}
		if ch.Replayed {
			// The draw was recorded and the game replayed: the result stayed none.
			line.New += " · " + tr.T("draw.replayed")
		}
		v.Lines = append(v.Lines, line)
	}
	reports, err := s.DB.Reports(c.Request().Context(), page.ID)
	if err != nil {
		return err
	}
	name := app.ReporterName(t)
	for i := len(reports) - 1; i >= 0; i-- {
		if r := reports[i]; r.Round == n {
			v.Reports = append(v.Reports, auditReport{At: s.Tr(c).DateTime(r.At, zone), Player: name(r.Player), Result: r.Result,
				Table: r.Table, Link: r.Link})
		}
	}
	return s.Render(c, http.StatusOK, "director_audit.html", s.Page(c, v))
}
