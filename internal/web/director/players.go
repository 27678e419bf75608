package director

import (
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"strings"

	"github.com/hoshi-go/hoshi/internal/fold"
	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/labstack/echo/v4"
)

// dirPlayerLine is a registered player in the director's list.
type dirPlayerLine struct {
	ID                                             tournament.PlayerID
	Name, FirstName, Rank, Club, Country, PIN, URL string
	Rating                                         int
	Absent                                         string
	Preliminary                                    bool
	// The McMahon score at the start and after the last round played, shown in a McMahon
	// tournament (ShowMMS).
	MMSStart, MMSNow string
	ShowMMS          bool

	// The values the list sorts by (players_sort.go).
	rankKey          rank.Rank
	absentRounds     []int
	mmsStart, mmsNow int
}

type playersView struct {
	dirPage
	Query   string
	Sort    string                // the query's sort, kept by the search
	Heads   map[string]sortHeader // the column heads' sort links, by column
	ShowMMS bool                  // a McMahon tournament: the list has the players' McMahon scores
	Played  int                   // the last round with every result in, whose McMahon scores the list shows
	Total   int
	Players []dirPlayerLine
	Form    registerForm
	Ratings bool // an EGD rating list is loaded
}

// registerForm is the registration form with its values and messages.
type registerForm struct {
	Action string
	Check  string
	CSRF   string
	Fields []DirField
	Done   string          // the player just registered
	Total  int             // players registered, with the new one
	Rows   []dirPlayerLine // set on success: the new line for the list
	// Refused tells that the registration was refused: a message beside the button says
	// so, where the director is looking.
	Refused bool
}

// moreFields are the inputs of the registration that most players leave as they are; they
// wait behind "More" so that the box fits a laptop's window.
var moreFields = map[string]bool{"woman": true, "rank_from_list": true, "egd_pin": true, "rating": true, "mms_correction": true, "status": true}

// Main are the inputs always shown: names, rank, club, country.
func (f registerForm) Main() []DirField {
	return slices.DeleteFunc(slices.Clone(f.Fields), func(d DirField) bool { return moreFields[d.Name] })
}

// More are the inputs behind "More".
func (f registerForm) More() []DirField {
	return slices.DeleteFunc(slices.Clone(f.Fields), func(d DirField) bool { return !moreFields[d.Name] })
}

// MoreOpen tells that "More" is open: one of its inputs has a mistake.
func (f registerForm) MoreOpen() bool {
	return slices.ContainsFunc(f.More(), func(d DirField) bool { return d.Error != nil })
}

// playersPage is GET /director/tournaments/{id}/players?q=...&egd=PIN: the list (filtered by
// q, matching any part of a name, club, country or PIN, accents ignored) and the
// registration form, prefilled from the EGD rating list when egd names a PIN.
func (s *handlers) playersPage(ratings *app.RatingStore) echo.HandlerFunc {
	return func(c echo.Context) error {
		t, page, err := s.directorTournament(c, "Players")
		if err != nil {
			return err
		}
		var j app.PlayerJSON
		if pin := c.QueryParam("egd"); pin != "" {
			if e, ok := ratings.ByPIN(c.Request().Context(), pin); ok {
				j = app.RatingJSON(e)
			}
		}
		q := strings.TrimSpace(c.QueryParam("q"))
		col, desc := playerSort(c.QueryParam("sort"))
		lines := playerLines(t, page.Base, q)
		sortPlayerLines(s.Tr(c), lines, col, desc)
		v := playersView{dirPage: page, Query: q, Total: len(t.Players), Players: lines,
			Sort: c.QueryParam("sort"), Heads: sortHeaders(page.Base, q, col, desc),
			Form: newRegisterForm(c, page, j, false, nil), Ratings: ratings.Loaded(c.Request().Context()),
			ShowMMS: t.Settings.System == tournament.McMahon, Played: app.LastCompleteRound(t)}
		if app.IsHTMX(c) && c.Request().Header.Get("HX-Target") == "player-list" {
			return s.RenderFragment(c, http.StatusOK, "director_players.html", "player-list", v)
		}
		return s.Render(c, http.StatusOK, "director_players.html", s.Page(c, v))
	}
}

// newRegisterForm is the registration form filled with j, the woman mark and the messages
// errs; the box of the woman mark follows the names.
func newRegisterForm(c echo.Context, page dirPage, j app.PlayerJSON, woman bool, errs map[string]error) registerForm {
	fields := PlayerFields(j, errs)
	at := slices.IndexFunc(fields, func(f DirField) bool { return f.Name == "first_name" }) + 1
	return registerForm{
		Action: page.Base + "/players", Check: page.Base + "/players/check", CSRF: app.CSRFToken(c),
		Fields: slices.Insert(fields, at, womanField(woman)),
	}
}

// registerForm is POST /director/tournaments/{id}/players. From htmx the answer is the form
// again (empty after a registration, with the messages after a mistake) and the new line of
// the list; without script the browser goes back to the list.
func (s *handlers) registerForm(ratings *app.RatingStore) echo.HandlerFunc {
	return func(c echo.Context) error {
		t, page, err := s.directorTournament(c, "Players")
		if err != nil {
			return err
		}
		p, j, errs := app.ReadPlayerForm(c.FormValue)
		woman := c.FormValue("woman") != ""
		if len(errs) == 0 {
			p.ID, err = s.DB.AddPlayerWithDetails(c.Request().Context(), page.ID, p, tournament.PlayerDetails{Woman: woman})
			if err != nil {
				if status, _, _ := app.StatusOf(err); status >= 500 {
					return err
				}
				errs = app.FieldErrors(err)
			}
		}
		if len(errs) > 0 {
			form := newRegisterForm(c, page, j, woman, errs)
			form.Refused = true
			if app.IsHTMX(c) {
				return s.RenderFragment(c, http.StatusUnprocessableEntity, "director_players.html", "register", form)
			}
			v := playersView{dirPage: page, Total: len(t.Players), Players: playerLines(t, page.Base, ""), Heads: sortHeaders(page.Base, "", "", false),
				Form: form, Ratings: ratings.Loaded(c.Request().Context()),
				ShowMMS: t.Settings.System == tournament.McMahon, Played: app.LastCompleteRound(t)}
			return s.Render(c, http.StatusUnprocessableEntity, "director_players.html", s.Page(c, v))
		}
		done := s.Tr(c).T("flash.registered", "Name", p.FullName(), "Rank", p.Rank.String(), "Woman", woman)
		// The rounds already paired, from which the store made him absent.
		stored, err := s.DB.Player(c.Request().Context(), page.ID, p.ID)
		if err != nil {
			return err
		}
		var added []int
		for _, r := range stored.Absent {
			if !slices.Contains(p.Absent, r) {
				added = append(added, r)
			}
		}
		late := s.lateNote(c, added, p.FullName(), woman, 1)
		p.Absent = stored.Absent
		if !app.IsHTMX(c) {
			return redirectFlash(c, page.Base+"/players", done, late...)
		}
		form := newRegisterForm(c, page, app.PlayerJSON{}, false, nil)
		form.Done = strings.Join(append([]string{done}, late...), " ")
		// The new line's McMahon scores are those of the tournament with the player in it (a
		// copy: the snapshot is shared).
		with := *t
		with.Players = append(slices.Clone(t.Players), p)
		form.Rows, form.Total = withMMS(&with, []dirPlayerLine{newPlayerLine(&p, page.Base)}), len(t.Players)+1
		return s.RenderFragment(c, http.StatusOK, "director_players.html", "register", form)
	}
}

// checkPlayerForm is POST /director/tournaments/{id}/players/check, sent by htmx when an
// input of the registration changes: the message of every input (empty when it is fine),
// each swapped in beside its input.
func (s *handlers) checkPlayerForm(c echo.Context) error {
	_, _, errs := app.ReadPlayerForm(c.FormValue)
	var out []DirField
	for _, n := range app.PlayerFormNames {
		f := DirField{Name: n}
		// An input still empty is not yet a mistake: the registration itself reports it.
		if c.FormValue(n) != "" {
			f.Error = errs[n]
		}
		out = append(out, f)
	}
	return s.RenderFragment(c, http.StatusOK, "director_players.html", "field-errors", out)
}

// playerLines lists the players matching q, in registration order.
func playerLines(t *tournament.Tournament, base, q string) []dirPlayerLine {
	fq := dirFold(q)
	var out []dirPlayerLine
	for i := range t.Players {
		p := &t.Players[i]
		// The name twice, so that "Jiří Dvořák" is found as well as "Dvořák Jiří".
		if fq != "" && !strings.Contains(dirFold(strings.Join([]string{p.Name, p.FirstName, p.Name, p.Club, p.Country, p.EGDPin}, " ")), fq) {
			continue
		}
		out = append(out, newPlayerLine(p, base))
	}
	return withMMS(t, out)
}

// withMMS sets the lines' McMahon scores, at the start and after the last round played, in a
// McMahon tournament.
func withMMS(t *tournament.Tournament, lines []dirPlayerLine) []dirPlayerLine {
	if t.Settings.System != tournament.McMahon {
		return lines
	}
	last := app.LastCompleteRound(t)
	sc := t.ScoresAfter(last)
	for i := range lines {
		l := &lines[i]
		l.ShowMMS = true
		l.MMSStart = app.CriterionText(tournament.CritMMS, sc.MMS(l.ID, 0))
		l.MMSNow = app.CriterionText(tournament.CritMMS, sc.MMS(l.ID, last))
		l.mmsStart, l.mmsNow = sc.MMS(l.ID, 0), sc.MMS(l.ID, last)
	}
	return lines
}

func newPlayerLine(p *tournament.Player, base string) dirPlayerLine {
	l := dirPlayerLine{
		ID: p.ID, Name: p.Name, FirstName: p.FirstName, Rank: app.RankLabel(p), Club: p.Club, Country: p.Country,
		PIN: p.EGDPin, Rating: p.Rating, URL: fmt.Sprintf("%s/players/%d", base, p.ID),
		Preliminary: p.Status == tournament.Preliminary,
		rankKey:     p.Rank, absentRounds: p.Absent,
	}
	if len(p.Absent) > 0 {
		rs := make([]string, len(p.Absent))
		for i, r := range p.Absent {
			rs[i] = strconv.Itoa(r)
		}
		l.Absent = strings.Join(rs, ", ")
	}
	return l
}

// pairedRounds are the rounds that have a game or a bye.
func pairedRounds(t *tournament.Tournament) map[int]bool {
	m := map[int]bool{}
	for _, g := range t.Games {
		m[g.Round] = true
	}
	for _, b := range t.Byes {
		m[b.Round] = true
	}
	return m
}

// dirFold is the search form of a text: lower case, accents removed, so that "dvorak" finds
// Dvořák (fold.Key).
func dirFold(s string) string { return fold.Key(s) }
