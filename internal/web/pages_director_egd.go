package web

import (
	"bytes"
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/hoshi-go/hoshi/internal/export"
	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/labstack/echo/v4"
)

// ratingStore holds the EGD rating list the director loaded, read and indexed in memory (it
// is searched at every keystroke of a registration), and kept in the database so that it
// survives a restart: the first use after a start reads it back. One server has one list for
// all its tournaments.
type ratingStore struct {
	db       *store.DB
	log      *slog.Logger
	mu       sync.RWMutex
	restored bool // the database was read (or had no list)
	list     *export.RatingList
	file     string
	loadedAt time.Time
}

func (rs *ratingStore) get(ctx context.Context) (*export.RatingList, string, time.Time) {
	rs.mu.RLock()
	if rs.restored {
		defer rs.mu.RUnlock()
		return rs.list, rs.file, rs.loadedAt
	}
	rs.mu.RUnlock()
	rs.mu.Lock()
	defer rs.mu.Unlock()
	if !rs.restored {
		rs.restore(ctx)
	}
	return rs.list, rs.file, rs.loadedAt
}

// restore reads the list kept in the database, once; a failure to read it is logged and tried
// again at the next use.
func (rs *ratingStore) restore(ctx context.Context) {
	if rs.db == nil {
		rs.restored = true
		return
	}
	f, err := rs.db.RatingList(ctx)
	if store.ErrorCode(err) == store.ENOTFOUND {
		rs.restored = true
		return
	}
	if err != nil {
		rs.logger().Error("EGD rating list: cannot read the kept list", "err", err)
		return
	}
	l, err := export.ReadRatingList(bytes.NewReader(f.Text))
	if err != nil {
		// Kept only after it was read once: a list that no longer reads is dropped.
		rs.logger().Error("EGD rating list: the kept list does not read", "file", f.Name, "err", err)
		rs.restored = true
		return
	}
	rs.list, rs.file, rs.loadedAt, rs.restored = l, f.Name, f.LoadedAt, true
	rs.logger().Info("EGD rating list restored", "file", f.Name, "loaded_at", f.LoadedAt, "players", len(l.Entries))
}

func (rs *ratingStore) logger() *slog.Logger {
	if rs.log == nil {
		return slog.Default()
	}
	return rs.log
}

// set keeps a list just read from a file named name in memory.
func (rs *ratingStore) set(l *export.RatingList, name string, at time.Time) {
	rs.mu.Lock()
	defer rs.mu.Unlock()
	rs.list, rs.file, rs.loadedAt, rs.restored = l, name, at, true
}

func (rs *ratingStore) loaded(ctx context.Context) bool {
	l, _, _ := rs.get(ctx)
	return l != nil
}

// byPIN finds the player with the given EGD PIN.
func (rs *ratingStore) byPIN(ctx context.Context, pin string) (export.RatingEntry, bool) {
	l, _, _ := rs.get(ctx)
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
		if l, file, at := rs.get(c.Request().Context()); l != nil {
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
		l, _, _ := rs.get(c.Request().Context())
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
