package web

import (
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/labstack/echo/v4"
)

// awardsRoutes registers the director's page of categories and prizes and the public pages
// of the prize list and the standings by category.
func (s *Server) awardsRoutes() {
	d := s.echo.Group("/director/tournaments/:id", s.requireDirector)
	d.GET("/prizes", s.awardsPage)
	d.POST("/prizes", s.awardsForm)
	d.POST("/prizes/details", s.detailsForm)
	t := s.echo.Group("/tournaments/:id")
	t.GET("/prizes", s.prizesPage)
	t.GET("/categories", s.categoriesPage)
}

// categoryLine writes a category as a line of the director's form ("1-5k: ranks 1k-5k").
func categoryLine(c tournament.Category) string {
	switch c.Kind {
	case tournament.CategoryRanks:
		return fmt.Sprintf("%s: ranks %s-%s", c.Name, c.Strongest, c.Weakest)
	case tournament.CategoryJunior:
		return fmt.Sprintf("%s: junior %s", c.Name, date(c.BornFrom))
	case tournament.CategoryCountry, tournament.CategoryClub:
		return fmt.Sprintf("%s: %s %s", c.Name, c.Kind, c.Value)
	case tournament.CategoryLabel:
		ids := make([]string, len(c.Players))
		for i, p := range c.Players {
			ids[i] = strconv.Itoa(int(p))
		}
		return strings.TrimSpace(fmt.Sprintf("%s: label %s", c.Name, strings.Join(ids, " ")))
	}
	return fmt.Sprintf("%s: %s", c.Name, c.Kind)
}

// parseCategories reads the director's categories, one a line "name: kind arguments":
// "dan: ranks 9d-1d", "juniors: junior 2008-01-01", "women: women", "Czechs: country CZ",
// "Brno: club Brno", "guests: label 4 8" (player numbers). A mistake names its line.
func parseCategories(text string) ([]tournament.Category, error) {
	var out []tournament.Category
	for i, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		bad := func(msg string) error {
			return errBadRequest("categories", fmt.Sprintf("line %d (%s): %s", i+1, line, msg))
		}
		name, def, ok := strings.Cut(line, ":")
		if !ok {
			return nil, bad("write it as name: kind, like 1-5k: ranks 1k-5k")
		}
		kind, arg, _ := strings.Cut(strings.TrimSpace(def), " ")
		arg = strings.TrimSpace(arg)
		c := tournament.Category{Name: strings.TrimSpace(name), Kind: tournament.CategoryKind(strings.ToLower(kind))}
		switch c.Kind {
		case tournament.CategoryRanks:
			hi, lo, ok := strings.Cut(arg, "-")
			var err1, err2 error
			c.Strongest, err1 = rank.Parse(strings.TrimSpace(hi))
			c.Weakest, err2 = rank.Parse(strings.TrimSpace(lo))
			if !ok || err1 != nil || err2 != nil {
				return nil, bad("write the band as strongest-weakest, like ranks 1k-5k or ranks 9d-1d")
			}
		case tournament.CategoryJunior:
			d, err := time.Parse(dateLayout, arg)
			if err != nil {
				return nil, bad("write the first birth date that counts, like junior 2008-01-01")
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
					return nil, bad(fmt.Sprintf("%q is not a player's number", f))
				}
				c.Players = append(c.Players, tournament.PlayerID(n))
			}
		}
		if err := c.Validate(); err != nil {
			return nil, bad(err.Error())
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

type awardLine struct {
	Prize, Category    string
	Place              int
	Player, Rank, Club string
	URL                string
}

type detailRow struct {
	ID         tournament.PlayerID
	Name, Born string
	Woman      bool
}

type awardsView struct {
	dirPage
	Categories, Prizes string
	Awards             []awardLine
	Error              string
	Details            []detailRow
	Public             string
}

// awardsData computes the prize list after the last round played.
func (s *Server) awardsData(c echo.Context, id store.TournamentID, t *tournament.Tournament) ([]tournament.Category, []tournament.Prize, map[tournament.PlayerID]tournament.PlayerDetails, []awardLine, error) {
	ctx := c.Request().Context()
	cats, prizes, err := s.db.Awards(ctx, id)
	if err != nil {
		return nil, nil, nil, nil, err
	}
	details, err := s.db.PlayerDetails(ctx, id)
	if err != nil {
		return nil, nil, nil, nil, err
	}
	st := t.Standings(lastPlayedRound(t))
	awards, err := tournament.AwardPrizes(st, prizes, cats, details)
	if err != nil {
		return nil, nil, nil, nil, err
	}
	place := map[tournament.PlayerID]int{}
	for _, x := range st {
		place[x.Player.ID] = x.Place
	}
	var lines []awardLine
	for _, a := range awards {
		l := awardLine{Prize: a.Prize.Name, Category: a.Prize.Category}
		if p := t.Player(a.Player); p != nil {
			l.Player, l.Rank, l.Club, l.Place = p.FullName(), rankLabel(p), p.Club, place[p.ID]
			l.URL = playerURL(fmt.Sprintf("/tournaments/%d", id), p.ID)
		}
		lines = append(lines, l)
	}
	return cats, prizes, details, lines, nil
}

// awardsPage is GET /director/tournaments/{id}/prizes: the categories, the prize list with
// its winners so far, and the players' birth dates and woman marks.
func (s *Server) awardsPage(c echo.Context) error {
	t, page, err := s.directorTournament(c, "Prizes")
	if err != nil {
		return err
	}
	cats, prizes, details, lines, err := s.awardsData(c, page.ID, t)
	if err != nil {
		return err
	}
	v := awardsView{dirPage: page, Awards: lines, Public: fmt.Sprintf("/tournaments/%d/prizes", page.ID)}
	var cl, pl []string
	for _, c := range cats {
		cl = append(cl, categoryLine(c))
	}
	for _, p := range prizes {
		if p.Category == "" {
			pl = append(pl, p.Name)
		} else {
			pl = append(pl, p.Name+": "+p.Category)
		}
	}
	v.Categories, v.Prizes = strings.Join(cl, "\n"), strings.Join(pl, "\n")
	for _, p := range byStrength(t.Players) {
		d := details[p.ID]
		v.Details = append(v.Details, detailRow{ID: p.ID, Name: p.FullName(), Born: date(d.Born), Woman: d.Woman})
	}
	return s.render(c, http.StatusOK, "director_prizes.html", s.page(c, v))
}

// awardsForm is POST /director/tournaments/{id}/prizes: the categories and the prize list,
// replaced together; a mistake stores nothing and names its line.
func (s *Server) awardsForm(c echo.Context) error {
	id, err := tournamentID(c)
	if err != nil {
		return err
	}
	base := fmt.Sprintf("/director/tournaments/%d/prizes", id)
	cats, err := parseCategories(c.FormValue("categories"))
	if err != nil {
		return redirectError(c, base, err)
	}
	if err := s.db.SetAwards(c.Request().Context(), id, cats, parsePrizes(c.FormValue("prizes"))); err != nil {
		return redirectError(c, base, err)
	}
	return redirectFlash(c, base, "Categories and prizes saved.")
}

// detailsForm is POST /director/tournaments/{id}/prizes/details: the birth dates ("born-ID")
// and woman marks ("woman-ID") of the players listed ("player").
func (s *Server) detailsForm(c echo.Context) error {
	id, err := tournamentID(c)
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
			return redirectError(c, base, errBadRequest("player", fmt.Sprintf("%q is not a player's number", v)))
		}
		born, err := parseDate(strings.TrimSpace(form.Get("born-"+v)), "born")
		if err != nil {
			return redirectError(c, base, err)
		}
		details[tournament.PlayerID(n)] = tournament.PlayerDetails{Born: born, Woman: form.Get("woman-"+v) != ""}
	}
	if err := s.db.SetPlayerDetails(c.Request().Context(), id, details); err != nil {
		return redirectError(c, base, err)
	}
	return redirectFlash(c, base, "Birth dates and women saved.")
}

type prizesView struct {
	publicFrame
	Shown    bool
	Director bool
	Last     int
	Awards   []awardLine
}

// prizesPage is GET /tournaments/{id}/prizes: the prize list and its winners, public once
// the last round has all its results; before that a page saying when it appears (the
// director sees it always, marked provisional).
func (s *Server) prizesPage(c echo.Context) error {
	id, sn, err := s.pathSnapshot(c)
	if err != nil {
		return err
	}
	v := prizesView{publicFrame: newPublicFrame(c, id, sn.t, "prizes"), Shown: finished(sn.t), Director: IsDirector(c), Last: sn.t.Settings.Rounds}
	if v.Shown || v.Director {
		_, _, _, lines, err := s.awardsData(c, id, sn.t)
		if err != nil {
			return err
		}
		v.Awards = lines
	}
	return s.render(c, http.StatusOK, "public_prizes.html", v)
}

type categoryTable struct {
	Name  string
	Lines []categoryStanding
}

type categoryStanding struct {
	N, Place              int
	Name, Rank, Club, URL string
	Country, Score        string
}

type categoriesView struct {
	publicFrame
	Round  int
	Tables []categoryTable
}

// categoriesPage is GET /tournaments/{id}/categories[?category=name]: the standings after
// the last round played, one table per category (or the one named), with each player's
// place in the category and overall.
func (s *Server) categoriesPage(c echo.Context) error {
	id, sn, err := s.pathSnapshot(c)
	if err != nil {
		return err
	}
	ctx := c.Request().Context()
	cats, _, err := s.db.Awards(ctx, id)
	if err != nil {
		return err
	}
	details, err := s.db.PlayerDetails(ctx, id)
	if err != nil {
		return err
	}
	t := sn.t
	v := categoriesView{publicFrame: newPublicFrame(c, id, t, "categories"), Round: lastPlayedRound(t)}
	st := t.Standings(v.Round)
	only := c.QueryParam("category")
	for i := range cats {
		if only != "" && cats[i].Name != only {
			continue
		}
		tb := categoryTable{Name: cats[i].Name}
		for n, x := range tournament.InCategory(st, &cats[i], details) {
			p := x.Player
			score := ""
			if len(x.Values) > 0 {
				score = fmt.Sprint(scaledValue(x.Values[0], t.Settings.Criteria[0].Scale()))
			}
			tb.Lines = append(tb.Lines, categoryStanding{N: n + 1, Place: x.Place, Name: p.FullName(), Rank: rankLabel(p),
				Club: p.Club, Country: p.Country, URL: playerURL(v.Base, p.ID), Score: score})
		}
		v.Tables = append(v.Tables, tb)
	}
	if only != "" && len(v.Tables) == 0 {
		return &Error{Status: http.StatusNotFound, Field: "category", Message: fmt.Sprintf("no category %q", only)}
	}
	return s.render(c, http.StatusOK, "public_categories.html", v)
}

// scaledValue is a criterion value as people read it: 3, 2.5.
func scaledValue(v, scale int) string {
	if v%scale == 0 {
		return strconv.Itoa(v / scale)
	}
	return strconv.FormatFloat(float64(v)/float64(scale), 'f', 1, 64)
}
