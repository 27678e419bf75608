package director

import (
	"fmt"
	"net/http"
	"strings"

	"github.com/hoshi-go/hoshi/internal/halfpoint"
	"github.com/hoshi-go/hoshi/internal/paircheck"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/labstack/echo/v4"
)

type checkView struct {
	dirPage
	N int
	// Status is "skipped", "automatic" or "deviates"; Team: a team round, not checked here.
	Status string
	Team   bool
	Error  error // why the round cannot be checked, shown by its key when it has one
	// Lines say each finding in the reader's language.
	Lines                   []string
	Recorded, Optimum, Lost string
	LevelTables, ShowWeight bool
}

// checkPage is GET .../rounds/{n}/check: whether the round is the automatic pairing, as
// `hoshi check` tells it for an OpenGotha file (paircheck): the round paired afresh from the
// rounds before it and compared with its games, after an edit by hand.
func (s *handlers) checkPage(c echo.Context) error {
	t, page, n, err := s.directorRound(c, "Round")
	if err != nil {
		return err
	}
	page.atRound(n)
	v := checkView{dirPage: page, N: n}
	e, err := s.teamEventOf(c, page)
	if err != nil {
		return err
	}
	if e != nil {
		v.Team = true
		return s.Render(c, http.StatusOK, "director_check.html", s.Page(c, v))
	}
	rd, err := paircheck.CheckRound(t, n)
	if err != nil { // the round cannot be paired afresh (as the why page, said on the page)
		v.Error = err
		return s.Render(c, http.StatusOK, "director_check.html", s.Page(c, v))
	}
	l, women := s.Tr(c), s.women(c, page.ID)
	name := func(id tournament.PlayerID) string {
		if p := t.Player(id); p != nil {
			return p.FullName()
		}
		return l.T("check.none")
	}
	game := func(g tournament.Game) string {
		return l.T("public.table_n", "Table", g.Table) + ": " + name(g.White) + " – " + name(g.Black)
	}
	list := func(gs []tournament.Game) string {
		if len(gs) == 0 {
			return l.T("check.none")
		}
		parts := make([]string, len(gs))
		for i, g := range gs {
			parts[i] = game(g)
		}
		return strings.Join(parts, "; ")
	}
	names := func(ids []tournament.PlayerID) string {
		parts := make([]string, len(ids))
		for i, id := range ids {
			parts[i] = name(id)
		}
		return strings.Join(parts, ", ")
	}
	switch {
	case rd.Skipped:
		v.Status = "skipped"
	case rd.Deviates():
		v.Status = "deviates"
	default:
		v.Status = "automatic"
	}
	for _, f := range rd.Findings {
		switch f.Kind {
		case paircheck.Bye:
			v.Lines = append(v.Lines, l.T("check.bye", "Recorded", name(f.Players[0]), "Automatic", name(f.Players[1])))
		case paircheck.NotPairable:
			v.Lines = append(v.Lines, l.T("check.not_pairable", "Players", names(f.Players)))
		case paircheck.Unpaired:
			v.Lines = append(v.Lines, l.T("check.unpaired", "Players", names(f.Players)))
		case paircheck.Games:
			v.Lines = append(v.Lines, l.T("check.games", "Recorded", list(f.Recorded), "Automatic", list(f.Automatic)))
		case paircheck.Colours:
			for i, g := range f.Recorded {
				v.Lines = append(v.Lines, l.T("check.colours", "Game", game(g), "White", name(f.Automatic[i].White), "Woman", women[f.Automatic[i].White]))
			}
		case paircheck.Handicap:
			for i, g := range f.Recorded {
				a := f.Automatic[i]
				v.Lines = append(v.Lines, l.T("check.handicap", "Game", game(g), "Handicap", fmt.Sprint(a.Handicap), "Komi", l.Decimal(halfpoint.Format(a.Komi))))
			}
		case paircheck.Tables:
			for i, g := range f.Recorded {
				v.Lines = append(v.Lines, l.T("check.table", "Game", game(g), "Auto", f.Automatic[i].Table))
			}
		case paircheck.LevelTables:
			v.LevelTables = true
		}
	}
	if !rd.Skipped {
		w := rd.Weight
		v.ShowWeight = true
		v.Recorded, v.Optimum, v.Lost = dirDigits(w.Recorded), dirDigits(w.Optimum), dirDigits(w.Loss)
	}
	return s.Render(c, http.StatusOK, "director_check.html", s.Page(c, v))
}
