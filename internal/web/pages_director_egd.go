package web

import (
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/hoshi-go/hoshi/internal/export"
	"github.com/labstack/echo/v4"
)

// ratingStore holds the EGD rating list the director uploaded, in memory: it is a public
// file, searched at every keystroke of a registration, and simply uploaded again after a
// restart. One server has one list for all its tournaments.
type ratingStore struct {
	mu       sync.RWMutex
	list     *export.RatingList
	file     string
	loadedAt time.Time
}

func (rs *ratingStore) get() (*export.RatingList, string, time.Time) {
	rs.mu.RLock()
	defer rs.mu.RUnlock()
	return rs.list, rs.file, rs.loadedAt
}

func (rs *ratingStore) loaded() bool {
	l, _, _ := rs.get()
	return l != nil
}

// byPIN finds the player with the given EGD PIN.
func (rs *ratingStore) byPIN(pin string) (export.RatingEntry, bool) {
	l, _, _ := rs.get()
	return pinFinder(l)(pin)
}

// pinFinder finds players of list l (nil: none) by their EGD PIN.
func pinFinder(l *export.RatingList) func(pin string) (export.RatingEntry, bool) {
	return func(pin string) (export.RatingEntry, bool) {
		if l == nil || pin == "" {
			return export.RatingEntry{}, false
		}
		for _, e := range l.Search(pin, 5) {
			if e.PIN == pin {
				return e, true
			}
		}
		return export.RatingEntry{}, false
	}
}

type ratingView struct {
	dirPage
	URL      string
	File     string
	LoadedAt string
	Players  int
	Skipped  int
}

// ratingListPage is GET /director/egd: which list is loaded, and the upload form.
func (s *Server) ratingListPage(rs *ratingStore) echo.HandlerFunc {
	return func(c echo.Context) error {
		v := ratingView{dirPage: dirPage{Flash: takeFlash(c)}, URL: egdListURL}
		if l, file, at := rs.get(); l != nil {
			v.File, v.LoadedAt, v.Players, v.Skipped = file, at.Format("2006-01-02 15:04 UTC"), len(l.Entries), len(l.Skipped)
		}
		return s.render(c, http.StatusOK, "director_egd.html", s.page(c, v))
	}
}

type ratingHit struct {
	Name, Rank, Club, Country, PIN, URL string
	Rating                              int
}

// ratingSearch is GET /director/egd/search?q=...&t={tournament}: the players of the rating
// list whose name starts with q, each a link that fills the registration form.
func (s *Server) ratingSearch(rs *ratingStore) echo.HandlerFunc {
	return func(c echo.Context) error {
		l, _, _ := rs.get()
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
		return s.renderFragment(c, http.StatusOK, "director_egd.html", "hits", map[string]any{"Hits": hits, "Query": q})
	}
}
