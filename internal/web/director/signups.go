package director

import (
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"

	"github.com/hoshi-go/hoshi/internal/fold"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/labstack/echo/v4"
)

// signupDirectorRoutes are the director's sign-up pages.
func (s *handlers) signupDirectorRoutes() []app.Route {
	const t = "/director/tournaments/:id"
	return []app.Route{
		{Method: echo.GET, Path: t + "/signups", Handler: s.signupsPage, Guard: app.Director},
		{Method: echo.POST, Path: t + "/signups/registration", Handler: s.registrationForm, Guard: app.Director},
		{Method: echo.POST, Path: t + "/signups/confirm", Handler: s.confirmSignupsForm, Guard: app.Director},
		{Method: echo.POST, Path: t + "/signups/:pid/reject", Handler: s.rejectSignupForm, Guard: app.Director},
	}
}

type signupRow struct {
	ID                             tournament.PlayerID
	Name, Rank, Club, Country, PIN string
	Email, At, EditURL             string
	Absent                         string
	Woman                          bool
	Duplicates                     []string
}

type signupsView struct {
	dirPage
	Open    bool
	Closes  string
	Accepts bool
	Public  string
	Rows    []signupRow
}

// signupsPage is GET /director/tournaments/{id}/signups: the registration setting and the
// preliminary players, each with its sign-up and the registered players it may duplicate.
func (s *handlers) signupsPage(c echo.Context) error {
	ctx := c.Request().Context()
	t, page, err := s.directorTournament(c, "Sign-ups")
	if err != nil {
		return err
	}
	reg, err := s.DB.Registration(ctx, page.ID)
	if err != nil {
		return err
	}
	ups, err := s.DB.Signups(ctx, page.ID)
	if err != nil {
		return err
	}
	v := signupsView{dirPage: page, Open: reg.Open, Closes: app.Date(reg.Closes), Accepts: reg.Accepting(time.Now(), t.Settings.Zone()),
		Public: fmt.Sprintf("/tournaments/%d/register", page.ID)}
	dups := duplicates(t.Players)
	l, zone, women := s.Tr(c), app.TournamentZone(t), s.women(c, page.ID)
	for i := range t.Players {
		p := &t.Players[i]
		if p.Status != tournament.Preliminary {
			continue
		}
		row := signupRow{ID: p.ID, Name: p.FullName(), Rank: app.RankLabel(p), Club: p.Club, Country: p.Country, PIN: p.EGDPin,
			EditURL: fmt.Sprintf("%s/players/%d", page.Base, p.ID), Woman: women[p.ID]}
		if u, ok := ups[p.ID]; ok {
			row.Email, row.At = u.Email, l.DateTime(u.At, zone)
		}
		var abs []string
		for _, a := range p.Absent {
			abs = append(abs, strconv.Itoa(a))
		}
		row.Absent = strings.Join(abs, ", ")
		for _, d := range dups[p.ID] {
			q := t.Player(d)
			row.Duplicates = append(row.Duplicates, fmt.Sprintf("%s %s (%s)", q.FullName(), app.RankLabel(q), app.StatusNames.Name(q.Status)))
		}
		v.Rows = append(v.Rows, row)
	}
	return s.Render(c, http.StatusOK, "director_signups.html", s.Page(c, v))
}

// NameKey is a name as people compare it: accents, case, spaces, hyphens and the order of
// the family and the first name ignored.
func NameKey(name, first string) string {
	letters := func(s string) string {
		var b strings.Builder
		for _, r := range fold.Key(s) {
			if unicode.IsLetter(r) || unicode.IsDigit(r) {
				b.WriteRune(r)
			}
		}
		return b.String()
	}
	a, b := letters(name), letters(first)
	if a > b {
		a, b = b, a
	}
	return a + "|" + b
}

// duplicates finds, for each preliminary player, the other players of the same name (as
// NameKey compares them) or of the same EGD PIN.
func duplicates(ps []tournament.Player) map[tournament.PlayerID][]tournament.PlayerID {
	byName := map[string][]tournament.PlayerID{}
	byPIN := map[string][]tournament.PlayerID{}
	for i := range ps {
		p := &ps[i]
		k := NameKey(p.Name, p.FirstName)
		byName[k] = append(byName[k], p.ID)
		if p.EGDPin != "" {
			byPIN[p.EGDPin] = append(byPIN[p.EGDPin], p.ID)
		}
	}
	out := map[tournament.PlayerID][]tournament.PlayerID{}
	for i := range ps {
		p := &ps[i]
		if p.Status != tournament.Preliminary {
			continue
		}
		seen := map[tournament.PlayerID]bool{p.ID: true}
		same := byName[NameKey(p.Name, p.FirstName)]
		if p.EGDPin != "" {
			same = append(same, byPIN[p.EGDPin]...)
		}
		for _, q := range same {
			if !seen[q] {
				seen[q] = true
				out[p.ID] = append(out[p.ID], q)
			}
		}
	}
	return out
}

// registrationForm is POST /director/tournaments/{id}/signups/registration: open or close the
// public sign-up form, with its closing date.
func (s *handlers) registrationForm(c echo.Context) error {
	id, err := app.TournamentID(c)
	if err != nil {
		return err
	}
	base := fmt.Sprintf("/director/tournaments/%d/signups", id)
	closes, err := app.ParseDate(strings.TrimSpace(c.FormValue("closes")), "closes")
	if err != nil {
		return redirectError(c, base, err)
	}
	reg := tournament.Registration{Open: c.FormValue("open") != "", Closes: closes}
	if err := s.DB.SetRegistration(c.Request().Context(), id, reg); err != nil {
		return redirectError(c, base, err)
	}
	l := s.Tr(c)
	msg := l.T("signup.closed")
	if reg.Open {
		msg = l.T("flash.registration_open")
		sn, err := s.Snapshot(c.Request().Context(), id)
		if err != nil {
			return redirectError(c, base, err)
		}
		if !reg.Accepting(time.Now(), sn.T.Settings.Zone()) {
			msg = l.T("flash.registration_open_past")
		}
	}
	return redirectFlash(c, base, msg)
}

// confirmSignupsForm is POST /director/tournaments/{id}/signups/confirm: the preliminary
// players named ("player", one or more) become final; with "all", every preliminary player.
func (s *handlers) confirmSignupsForm(c echo.Context) error {
	t, page, err := s.directorTournament(c, "Sign-ups")
	if err != nil {
		return err
	}
	base := page.Base + "/signups"
	form, err := c.FormParams()
	if err != nil {
		return err
	}
	var pids []tournament.PlayerID
	if form.Get("all") != "" {
		for i := range t.Players {
			if t.Players[i].Status == tournament.Preliminary {
				pids = append(pids, t.Players[i].ID)
			}
		}
	} else {
		for _, v := range form["player"] {
			n, err := strconv.Atoi(v)
			if err != nil || t.Player(tournament.PlayerID(n)) == nil {
				return redirectError(c, base, app.ErrBadRequest("player", fmt.Sprintf("no player %q in this tournament", v)))
			}
			pids = append(pids, tournament.PlayerID(n))
		}
	}
	// The players waiting among those named: the ones the store confirms, unless the page
	// was stale (then the message only counts them).
	var waiting []*tournament.Player
	for _, pid := range pids {
		if p := t.Player(pid); p != nil && p.Status == tournament.Preliminary && !slices.Contains(waiting, p) {
			waiting = append(waiting, p)
		}
	}
	women := s.women(c, page.ID)
	n, err := s.DB.ConfirmPlayers(c.Request().Context(), page.ID, pids)
	if err != nil {
		return redirectError(c, base, err)
	}
	if n == 0 {
		return redirectFlash(c, base, s.Tr(c).T("flash.nobody_to_confirm"))
	}
	l := s.Tr(c)
	if n == 1 && len(waiting) == 1 {
		// One person: named, and the words agree with her woman mark.
		p, woman := waiting[0], women[waiting[0].ID]
		return redirectFlash(c, base, strings.Join(append([]string{l.T("flash.confirmed_one", "Name", p.FullName(), "Woman", woman)},
			s.lateNote(c, lateRounds(t), p.FullName(), woman, 1)...), " "))
	}
	all := n == len(waiting)
	for _, p := range waiting {
		all = all && women[p.ID]
	}
	return redirectFlash(c, base, strings.Join(append([]string{l.N("flash.confirmed", n, "Women", all)}, s.lateNote(c, lateRounds(t), "", all, n)...), " "))
}

// rejectSignupForm is POST /director/tournaments/{id}/signups/{pid}/reject: a preliminary
// player is deleted.
func (s *handlers) rejectSignupForm(c echo.Context) error {
	t, page, err := s.directorTournament(c, "Sign-ups")
	if err != nil {
		return err
	}
	base := page.Base + "/signups"
	n, err := strconv.Atoi(c.Param("pid"))
	p := t.Player(tournament.PlayerID(n))
	if err != nil || p == nil {
		return redirectError(c, base, app.ErrBadRequest("player", fmt.Sprintf("no player %q in this tournament", c.Param("pid"))))
	}
	if p.Status != tournament.Preliminary {
		return redirectError(c, base, app.ErrBadRequest("player", p.FullName()+" is confirmed: delete him from his page if you must"))
	}
	woman := s.women(c, page.ID)[p.ID]
	if err := s.DB.DeletePlayer(c.Request().Context(), page.ID, p.ID); err != nil {
		return redirectError(c, base, err)
	}
	return redirectFlash(c, base, s.Tr(c).T("flash.rejected", "Name", p.FullName(), "Woman", woman))
}
