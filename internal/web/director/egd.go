package director

import (
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/labstack/echo/v4"
)

type ratingView struct {
	dirPage
	URL      string
	File     string
	LoadedAt string
	Players  int
	Skipped  int
}

// ratingListPage is GET /director/egd: which list is loaded, and the upload form.
func (s *handlers) ratingListPage(rs *app.RatingStore) echo.HandlerFunc {
	return func(c echo.Context) error {
		v := ratingView{dirPage: dirPage{Flash: takeFlash(c)}, URL: egdListURL}
		if l, file, at := rs.Get(c.Request().Context()); l != nil {
			// The list serves every tournament: its time is the server's.
			v.File, v.LoadedAt, v.Players, v.Skipped = file, s.Tr(c).DateTime(at, time.Local), len(l.Entries), len(l.Skipped)
		}
		return s.Render(c, http.StatusOK, "director_egd.html", s.Page(c, v))
	}
}

type ratingHit struct {
	Name, Rank, Club, Country, PIN, URL string
	Rating                              int
}

// ratingSearch is GET /director/egd/search?q=...&t={tournament}: the players of the rating
// list whose name starts with q, each a link that fills the registration form.
func (s *handlers) ratingSearch(rs *app.RatingStore) echo.HandlerFunc {
	return func(c echo.Context) error {
		l, _, _ := rs.Get(c.Request().Context())
		q := strings.TrimSpace(c.QueryParam("q"))
		tid, _ := strconv.Atoi(c.QueryParam("t"))
		var hits []ratingHit
		if l != nil && len([]rune(q)) >= 2 {
			for _, e := range l.Search(q, 12) {
				hits = append(hits, ratingHit{
					Name: e.Name + " " + e.FirstName, Rank: e.Rank.String(), Club: e.Club, Country: e.Country, PIN: e.PIN,
					Rating: e.Rating, URL: fmt.Sprintf("/director/tournaments/%d/players?egd=%s", tid, url.QueryEscape(e.PIN)),
				})
			}
		}
		return s.RenderFragment(c, http.StatusOK, "director_egd.html", "hits", map[string]any{"Hits": hits, "Query": q})
	}
}
