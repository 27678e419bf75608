package director

import (
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/hoshi-go/hoshi/internal/i18n"
	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/hoshi-go/hoshi/internal/web/public"
	"github.com/hoshi-go/hoshi/templates"
	"github.com/labstack/echo/v4"
)

// awardsRoutes are the director's page of categories and prizes (the public prize list and
// standings by category are package public's).
func (s *handlers) awardsRoutes() []app.Route {
	const t = "/director/tournaments/:id"
	return []app.Route{
		{Method: echo.GET, Path: t + "/prizes", Handler: s.awardsPage, Guard: app.Director},
		{Method: echo.POST, Path: t + "/prizes", Handler: s.awardsForm, Guard: app.Director},
		{Method: echo.POST, Path: t + "/prizes/details", Handler: s.detailsForm, Guard: app.Director},
	}
}

// categoryLine writes a category as a line of the director's form ("1-5k: ranks 1k-5k"),
// with the keyword of its kind in the page's language (word, the catalogue's catkw.{kind}):
// "1-5k: třídy 1k-5k" on Czech pages.
func categoryLine(c tournament.Category, word func(tournament.CategoryKind) string) string {
	switch c.Kind {
	case tournament.CategoryRanks:
		return fmt.Sprintf("%s: %s %s-%s", c.Name, word(c.Kind), c.Strongest, c.Weakest)
	case tournament.CategoryJunior:
		return fmt.Sprintf("%s: %s %s", c.Name, word(c.Kind), app.Date(c.BornFrom))
	case tournament.CategoryCountry, tournament.CategoryClub:
		return fmt.Sprintf("%s: %s %s", c.Name, word(c.Kind), c.Value)
	case tournament.CategoryLabel:
		ids := make([]string, len(c.Players))
		for i, p := range c.Players {
			ids[i] = strconv.Itoa(int(p))
		}
		return strings.TrimSpace(fmt.Sprintf("%s: %s %s", c.Name, word(c.Kind), strings.Join(ids, " ")))
	}
	return fmt.Sprintf("%s: %s", c.Name, word(c.Kind))
}

// categoryKindList are the kinds of categories, by their English keywords.
var categoryKindList = []tournament.CategoryKind{tournament.CategoryRanks, tournament.CategoryJunior,
	tournament.CategoryWomen, tournament.CategoryCountry, tournament.CategoryClub, tournament.CategoryLabel}

// categoryKinds maps the keywords of the kinds of categories, folded (case and accents
// ignored), to their kinds: the English ones and those of every language of hoshi (the
// catalogue's catkw.{kind}: "třídy", "ženy", "Frauen", "pays"...), so that a director types
// them in any language.
var categoryKinds = sync.OnceValue(func() map[string]tournament.CategoryKind {
	out := map[string]tournament.CategoryKind{}
	cat, _ := i18n.Load(templates.Locales, "i18n")
	for _, k := range categoryKindList {
		out[string(k)] = k
		for _, l := range i18n.Languages {
			if cat == nil {
				break
			}
			if m := cat.Message(l.Code, "catkw."+string(k)); m != nil {
				out[dirFold(m.Other)] = k
			}
		}
	}
	return out
})

// parseCategories reads the director's categories, one a line "name: kind arguments":
// "dan: ranks 9d-1d", "juniors: junior 2008-01-01", "women: women", "Czechs: country CZ",
// "Brno: club Brno", "guests: label 4 8" (player numbers); the kind's keyword may be in any
// language of hoshi ("ženy: ženy", "Damen: Damen"). A mistake names its line.
func parseCategories(text string) ([]tournament.Category, error) {
	var out []tournament.Category
	for i, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		bad := func(msg any) error { // a *keyed.Error, or a text
			return app.BadRequest("categories", msgCatLine.New(i+1, line, msg))
		}
		name, def, ok := strings.Cut(line, ":")
		if !ok {
			return nil, bad(msgCatForm.New())
		}
		kind, arg, _ := strings.Cut(strings.TrimSpace(def), " ")
		arg = strings.TrimSpace(arg)
		c := tournament.Category{Name: strings.TrimSpace(name), Kind: tournament.CategoryKind(strings.ToLower(kind))}
		if k, ok := categoryKinds()[dirFold(kind)]; ok {
			c.Kind = k
		}
		switch c.Kind {
		case tournament.CategoryRanks:
			hi, lo, ok := strings.Cut(arg, "-")
			var err1, err2 error
			c.Strongest, err1 = rank.Parse(strings.TrimSpace(hi))
			c.Weakest, err2 = rank.Parse(strings.TrimSpace(lo))
			if !ok || err1 != nil || err2 != nil {
				return nil, bad(msgCatBand.New())
			}
		case tournament.CategoryJunior:
			d, err := time.Parse(app.DateLayout, arg)
			if err != nil {
				return nil, bad(msgCatJunior.New())
			}
			c.BornFrom = d
		case tournament.CategoryCountry:
			c.Value = strings.ToUpper(arg)
		case tournament.CategoryClub:
			c.Value = arg
		case tournament.CategoryLabel:
			for _, f := range strings.Fields(arg) {
				n, err := strconv.Atoi(f)
				if err != nil {
					return nil, bad(msgCatPlayerNumber.New(f))
				}
				c.Players = append(c.Players, tournament.PlayerID(n))
			}
		}
		if err := c.Validate(); err != nil {
			var fe *tournament.FieldError
			if msg := tournament.FieldMessages(err); !errors.As(err, &fe) || fe.Key == nil || fe.Msg != msg {
				return nil, bad(msg)
			}
			return nil, bad(fe.Key) // one problem, shown by its key
		}
		out = append(out, c)
	}
	return out, nil
}

// parsePrizes reads the prize list, one prize a line: "1st place" (of the whole field) or
// "Best 5-10k: 5-10k" (the best of that category).
func parsePrizes(text string) []tournament.Prize {
	var out []tournament.Prize
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		name, cat, _ := strings.Cut(line, ":")
		out = append(out, tournament.Prize{Name: strings.TrimSpace(name), Category: strings.TrimSpace(cat)})
	}
	return out
}

type detailRow struct {
	ID         tournament.PlayerID
	Name, Born string
	Woman      bool
}

type awardsView struct {
	dirPage
	Categories, Prizes string
	Awards             []public.AwardLine
	Error              string
	Details            []detailRow
	Public             string
}

// awardsPage is GET /director/tournaments/{id}/prizes: the categories, the prize list with
// its winners so far, and the players' birth dates and woman marks.
func (s *handlers) awardsPage(c echo.Context) error {
	t, page, err := s.directorTournament(c, "Prizes")
	if err != nil {
		return err
	}
	cats, prizes, details, lines, err := public.AwardsData(s.Server, c, page.ID, t)
	if err != nil {
		return err
	}
	v := awardsView{dirPage: page, Awards: lines, Public: fmt.Sprintf("/tournaments/%d/prizes", page.ID)}
	var cl, pl []string
	l := s.Tr(c)
	word := func(k tournament.CategoryKind) string {
		if w := l.T("catkw." + string(k)); w != "" && w != "catkw."+string(k) {
			return w
		}
		return string(k)
	}
	for _, c := range cats {
		cl = append(cl, categoryLine(c, word))
	}
	for _, p := range prizes {
		if p.Category == "" {
			pl = append(pl, p.Name)
		} else {
			pl = append(pl, p.Name+": "+p.Category)
		}
	}
	v.Categories, v.Prizes = strings.Join(cl, "\n"), strings.Join(pl, "\n")
	for _, p := range public.ByStrength(t.Players) {
		d := details[p.ID]
		v.Details = append(v.Details, detailRow{ID: p.ID, Name: p.FullName(), Born: app.Date(d.Born), Woman: d.Woman})
	}
	return s.Render(c, http.StatusOK, "director_prizes.html", s.Page(c, v))
}

// awardsForm is POST /director/tournaments/{id}/prizes: the categories and the prize list,
// replaced together; a mistake stores nothing and names its line.
func (s *handlers) awardsForm(c echo.Context) error {
	id, err := app.TournamentID(c)
	if err != nil {
		return err
	}
	base := fmt.Sprintf("/director/tournaments/%d/prizes", id)
	cats, err := parseCategories(c.FormValue("categories"))
	if err != nil {
		return redirectError(c, base, err)
	}
	if err := s.DB.SetAwards(c.Request().Context(), id, cats, parsePrizes(c.FormValue("prizes"))); err != nil {
		return redirectError(c, base, err)
	}
	return redirectFlash(c, base, s.Tr(c).T("flash.categories_saved"))
}

// detailsForm is POST /director/tournaments/{id}/prizes/details: the birth dates ("born-ID")
// and woman marks ("woman-ID") of the players listed ("player").
func (s *handlers) detailsForm(c echo.Context) error {
	id, err := app.TournamentID(c)
	if err != nil {
		return err
	}
	base := fmt.Sprintf("/director/tournaments/%d/prizes", id)
	form, err := c.FormParams()
	if err != nil {
		return err
	}
	details := map[tournament.PlayerID]tournament.PlayerDetails{}
	for _, v := range form["player"] {
		n, err := strconv.Atoi(v)
		if err != nil {
			return redirectError(c, base, app.BadRequest("player", msgCatPlayerNumber.New(v)))
		}
		born, err := app.ParseDate(strings.TrimSpace(form.Get("born-"+v)), "born")
		if err != nil {
			return redirectError(c, base, err)
		}
		details[tournament.PlayerID(n)] = tournament.PlayerDetails{Born: born, Woman: form.Get("woman-"+v) != ""}
	}
	if err := s.DB.SetPlayerDetails(c.Request().Context(), id, details); err != nil {
		return redirectError(c, base, err)
	}
	return redirectFlash(c, base, s.Tr(c).T("flash.details_saved"))
}
