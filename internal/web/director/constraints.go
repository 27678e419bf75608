package director

import (
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"strings"

	"github.com/hoshi-go/hoshi/internal/i18n"
	"github.com/hoshi-go/hoshi/internal/pairing"
	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/labstack/echo/v4"
)

// constraintRoutes are the page of the pairs of players kept apart.
func (s *handlers) constraintRoutes() []app.Route {
	const t = "/director/tournaments/:id"
	return []app.Route{
		{Method: echo.GET, Path: t + "/apart", Handler: s.apartPage, Guard: app.Director},
		{Method: echo.POST, Path: t + "/apart", Handler: s.apartAddForm, Guard: app.Director},
		{Method: echo.POST, Path: t + "/apart/remove", Handler: s.apartRemoveForm, Guard: app.Director},
	}
}

// apartPair is a pair kept apart as the page lists it.
type apartPair struct {
	A, B     string
	AID, BID tournament.PlayerID
}

type apartView struct {
	dirPage
	Pairs   []apartPair
	Players []apartPlayer
	Rev     int64
}

type apartPlayer struct {
	ID   tournament.PlayerID
	Name string
}

// apartPage is GET /director/tournaments/{id}/apart: the pairs of players the pairing keeps
// apart, each with a remove button, and a form to add one by picking two players by name.
func (s *handlers) apartPage(c echo.Context) error {
	id, sn, err := s.PathSnapshot(c)
	if err != nil {
		return err
	}
	t := sn.T
	v := apartView{dirPage: s.newDirPage(c, id, t, "Players"), Rev: sn.Rev}
	for _, p := range t.Settings.AvoidPairs {
		v.Pairs = append(v.Pairs, apartPair{A: playerName(t, p[0]), B: playerName(t, p[1]), AID: p[0], BID: p[1]})
	}
	for i := range t.Players {
		v.Players = append(v.Players, apartPlayer{ID: t.Players[i].ID, Name: t.Players[i].FullName()})
	}
	slices.SortFunc(v.Players, func(a, b apartPlayer) int { return strings.Compare(a.Name, b.Name) })
	return s.Render(c, http.StatusOK, "director_apart.html", s.Page(c, v))
}

func playerName(t *tournament.Tournament, id tournament.PlayerID) string {
	if p := t.Player(id); p != nil {
		return p.FullName()
	}
	return fmt.Sprint(id)
}

// apartPair reads the two players of a form ("a" and "b").
func formPair(c echo.Context) (tournament.PlayerPair, error) {
	var pair tournament.PlayerPair
	for i, name := range []string{"a", "b"} {
		n, err := strconv.Atoi(strings.TrimSpace(c.FormValue(name)))
		if err != nil || n <= 0 {
			return pair, app.BadRequest(name, msgChooseTwo.New())
		}
		pair[i] = tournament.PlayerID(n)
	}
	return pair, nil
}

// changeAvoidPairs stores the settings with the pairs change gives, at the revision the page
// was read at (the form's "rev").
func (s *handlers) changeAvoidPairs(c echo.Context, change func(t *tournament.Tournament, pairs []tournament.PlayerPair) ([]tournament.PlayerPair, error)) (*tournament.Tournament, error) {
	id, sn, err := s.PathSnapshot(c)
	if err != nil {
		return nil, err
	}
	rev, ok := formRevision(c)
	if !ok || rev != sn.Rev {
		return nil, &store.Error{Code: store.ECONFLICT, Field: "revision", Message: ConflictMessage, Key: msgConflict.New()}
	}
	settings := sn.T.Settings
	settings.AvoidPairs, err = change(sn.T, slices.Clone(settings.AvoidPairs))
	if err != nil {
		return nil, err
	}
	if err := s.DB.UpdateSettingsAt(c.Request().Context(), id, rev, settings); err != nil {
		return nil, err
	}
	return sn.T, nil
}

// apartAddForm is POST /director/tournaments/{id}/apart: players a and b are kept apart.
func (s *handlers) apartAddForm(c echo.Context) error {
	page := fmt.Sprintf("/director/tournaments/%s/apart", c.Param("id"))
	pair, err := formPair(c)
	if err != nil {
		return redirectError(c, page, err)
	}
	t, err := s.changeAvoidPairs(c, func(_ *tournament.Tournament, pairs []tournament.PlayerPair) ([]tournament.PlayerPair, error) {
		return append(pairs, pair), nil
	})
	if err != nil {
		return redirectError(c, page, err)
	}
	id, err := app.TournamentID(c)
	if err != nil {
		return err
	}
	women := s.women(c, id)
	return redirectFlash(c, page, s.Tr(c).T("flash.apart_added", "A", playerName(t, pair[0]), "B", playerName(t, pair[1]),
		"Women", women[pair[0]] && women[pair[1]]))
}

// apartRemoveForm is POST /director/tournaments/{id}/apart/remove: players a and b may meet
// again.
func (s *handlers) apartRemoveForm(c echo.Context) error {
	page := fmt.Sprintf("/director/tournaments/%s/apart", c.Param("id"))
	pair, err := formPair(c)
	if err != nil {
		return redirectError(c, page, err)
	}
	t, err := s.changeAvoidPairs(c, func(_ *tournament.Tournament, pairs []tournament.PlayerPair) ([]tournament.PlayerPair, error) {
		return slices.DeleteFunc(pairs, pair.Same), nil
	})
	if err != nil {
		return redirectError(c, page, err)
	}
	return redirectFlash(c, page, s.Tr(c).T("flash.apart_removed", "A", playerName(t, pair[0]), "B", playerName(t, pair[1])))
}

// violationLines are the flash's lines for the constraints a pairing did not keep, a heading
// first; none when it kept them all. The words about the players agree with women, the
// players with the woman mark.
func violationLines(l *i18n.Localizer, t *tournament.Tournament, women map[tournament.PlayerID]bool, vs []pairing.Violation) []string {
	if len(vs) == 0 {
		return nil
	}
	out := []string{l.T("flash.violations")}
	for _, v := range vs {
		switch v.Kind {
		case pairing.AvoidPairMet:
			out = append(out, l.T("flash.violation_avoid", "A", playerName(t, v.Players[0]), "B", playerName(t, v.Players[1]), "Table", v.Table,
				"Women", women[v.Players[0]] && women[v.Players[1]]))
		case pairing.FixedTableLost:
			out = append(out, l.T("flash.violation_fixed", "Name", playerName(t, v.Players[0]), "Table", v.Table, "Woman", women[v.Players[0]]))
		default:
			out = append(out, v.Reason)
		}
	}
	return out
}

// leftOutText writes a round's left-out tables for the round page's input: "4, 9".
func leftOutText(tables []int) string {
	parts := make([]string, len(tables))
	for i, n := range tables {
		parts[i] = strconv.Itoa(n)
	}
	return strings.Join(parts, ", ")
}

// storeLeftOut stores the round page's "tables not used this round" (table numbers separated
// by commas or spaces) as round n's left-out tables, when the form carries the input and it
// changed. Mistakes are named on "left_out".
func (s *handlers) storeLeftOut(c echo.Context, n int) error {
	params, err := c.FormParams()
	if err != nil || !params.Has("left_out") {
		return nil
	}
	var tables []int
	for _, f := range strings.FieldsFunc(params.Get("left_out"), func(r rune) bool { return r == ',' || r == ' ' || r == ';' }) {
		t, err := strconv.Atoi(f)
		if err != nil {
			return app.BadRequest("left_out", msgTableNumber.New(f))
		}
		tables = append(tables, t)
	}
	id, sn, err := s.PathSnapshot(c)
	if err != nil {
		return err
	}
	settings := sn.T.Settings
	if slices.Equal(settings.LeftOutTables[n], tables) {
		return nil
	}
	lo := make(map[int][]int, len(settings.LeftOutTables)+1)
	for r, ts := range settings.LeftOutTables {
		lo[r] = ts
	}
	if len(tables) == 0 {
		delete(lo, n)
	} else {
		lo[n] = tables
	}
	if len(lo) == 0 {
		lo = nil
	}
	settings.LeftOutTables = lo
	if err := s.DB.UpdateSettingsAt(c.Request().Context(), id, sn.Rev, settings); err != nil {
		if fe := app.FieldErrors(err); len(fe) == 1 {
			for _, msg := range fe {
				return app.ErrBadRequestOf("left_out", msg)
			}
		}
		return err
	}
	return nil
}
