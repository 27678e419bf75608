package public

import (
	"fmt"
	"net/http"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/labstack/echo/v4"
)

type AwardLine struct {
	Prize, Category    string
	Place              int
	Player, Rank, Club string
	URL                string
}

// AwardsData computes the prize list after the last round played.
func AwardsData(s *app.Server, c echo.Context, id store.TournamentID, t *tournament.Tournament) ([]tournament.Category, []tournament.Prize, map[tournament.PlayerID]tournament.PlayerDetails, []AwardLine, error) {
	ctx := c.Request().Context()
	cats, prizes, err := s.DB.Awards(ctx, id)
	if err != nil {
		return nil, nil, nil, nil, err
	}
	details, err := s.DB.PlayerDetails(ctx, id)
	if err != nil {
		return nil, nil, nil, nil, err
	}
	st := t.Standings(app.LastPlayedRound(t))
	awards, err := tournament.AwardPrizes(st, prizes, cats, details)
	if err != nil {
		return nil, nil, nil, nil, err
	}
	place := map[tournament.PlayerID]int{}
	for _, x := range st {
		place[x.Player.ID] = x.Place
	}
	var lines []AwardLine
	for _, a := range awards {
		l := AwardLine{Prize: a.Prize.Name, Category: a.Prize.Category}
		if p := t.Player(a.Player); p != nil {
			l.Player, l.Rank, l.Club, l.Place = p.FullName(), app.RankLabel(p), p.Club, place[p.ID]
			l.URL = PlayerURL(fmt.Sprintf("/tournaments/%d", id), p.ID)
		}
		lines = append(lines, l)
	}
	return cats, prizes, details, lines, nil
}

type prizesView struct {
	PublicFrame
	Shown bool
	// SignedIn: a user's session (any role) sees the prize list before the end.
	SignedIn bool
	Last     int
	Awards   []AwardLine
}

// prizesPage is GET /tournaments/{id}/prizes: the prize list and its winners, public once
// the last round has all its results; before that a page saying when it appears (the
// director sees it always, marked provisional).
func (s *public) prizesPage(c echo.Context) error {
	id, sn, err := s.PathSnapshot(c)
	if err != nil {
		return err
	}
	v := prizesView{PublicFrame: s.frame(c, id, sn.T, "prizes"), Shown: Finished(sn.T), SignedIn: app.SignedIn(c), Last: sn.T.Settings.Rounds}
	if v.Shown || v.SignedIn {
		_, _, _, lines, err := AwardsData(s.Server, c, id, sn.T)
		if err != nil {
			return err
		}
		v.Awards = lines
	}
	return s.Render(c, http.StatusOK, "public_prizes.html", v)
}

type categoryTable struct {
	Name  string
	Lines []categoryStanding
}

type categoryStanding struct {
	N, Place              int
	Name, Rank, Club, URL string
	Country, Score        string
	// Values are the tournament's placement criteria, in order, as the main standings show them.
	Values []string
}

type categoriesView struct {
	PublicFrame
	Round    int
	Criteria []string // the placement criteria, the columns of Values
	Tables   []categoryTable
}

// categoriesPage is GET /tournaments/{id}/categories[?category=name]: the standings after
// the last round played, one table per category (or the one named), with each player's
// place in the category and overall.
func (s *public) categoriesPage(c echo.Context) error {
	id, sn, err := s.PathSnapshot(c)
	if err != nil {
		return err
	}
	ctx := c.Request().Context()
	cats, _, err := s.DB.Awards(ctx, id)
	if err != nil {
		return err
	}
	details, err := s.DB.PlayerDetails(ctx, id)
	if err != nil {
		return err
	}
	t := sn.T
	v := categoriesView{PublicFrame: s.frame(c, id, t, "categories"), Round: app.LastPlayedRound(t)}
	st := t.Standings(v.Round)
	for _, cr := range t.Settings.Criteria {
		v.Criteria = append(v.Criteria, string(cr))
	}
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
				score = app.CriterionText(t.Settings.Criteria[0], x.Values[0])
			}
			tb.Lines = append(tb.Lines, categoryStanding{N: n + 1, Place: x.Place, Name: p.FullName(), Rank: app.RankLabel(p),
				Club: p.Club, Country: p.Country, URL: PlayerURL(v.Base, p.ID), Score: score, Values: criterionTexts(t, x.Values)})
		}
		v.Tables = append(v.Tables, tb)
	}
	if only != "" && len(v.Tables) == 0 {
		return &app.Error{Status: http.StatusNotFound, Field: "category", Message: fmt.Sprintf("no category %q", only)}
	}
	return s.Render(c, http.StatusOK, "public_categories.html", v)
}
