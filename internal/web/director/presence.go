package director

import (
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/labstack/echo/v4"
)

// presenceCell is one checkbox of the grid: the player plays round N. Locked when the
// player has a game or the bye in that round.
type presenceCell struct {
	Value         string
	Plays, Locked bool
	Round         int
	Label         string
}

type presenceRow struct {
	ID         tournament.PlayerID
	Name, Rank string
	Cells      []presenceCell
}

type presenceView struct {
	dirPage
	Rounds []int
	Rows   []presenceRow
	Rev    int64 // the tournament's revision the grid shows: the POST stores only at it
	Filter presenceFilter
	Total  int // the players, shown or not
}

// presenceFilter narrows the grid (the query's q, round and who): to the players whose
// name or club holds q (accents and case ignored), and to those who play (who=present) or
// do not play (who=absent) the round. The grid's form stores only the rows it shows.
type presenceFilter struct {
	Q     string
	Round int
	Who   string // "present", "absent" or "" for both
}

// readPresenceFilter reads the filter from the query; a round outside the tournament or an
// unknown who filters nothing.
func readPresenceFilter(c echo.Context, rounds int) presenceFilter {
	f := presenceFilter{Q: strings.TrimSpace(c.QueryParam("q")), Who: c.QueryParam("who")}
	if f.Who != "present" && f.Who != "absent" {
		f.Who = ""
	}
	if r, err := strconv.Atoi(c.QueryParam("round")); err == nil && r >= 1 && r <= rounds {
		f.Round = r
	}
	if f.Round == 0 {
		f.Who = ""
	}
	return f
}

// Active tells that the filter hides some players.
func (f presenceFilter) Active() bool { return f.Q != "" || f.Who != "" }

// Query is the filter as a query string ("" when it filters nothing), for the grid's form
// and the way back to it.
func (f presenceFilter) Query() string {
	v := url.Values{}
	if f.Q != "" {
		v.Set("q", f.Q)
	}
	if f.Who != "" {
		v.Set("round", strconv.Itoa(f.Round))
		v.Set("who", f.Who)
	}
	if len(v) == 0 {
		return ""
	}
	return "?" + v.Encode()
}

// shows tells whether the filter keeps the player in the grid.
func (f presenceFilter) shows(p *tournament.Player) bool {
	if f.Q != "" && !strings.Contains(dirFold(strings.Join([]string{p.Name, p.FirstName, p.Name, p.Club}, " ")), dirFold(f.Q)) {
		return false
	}
	switch f.Who {
	case "present":
		return p.Plays(f.Round)
	case "absent":
		return !p.Plays(f.Round)
	}
	return true
}

// presencePage is GET /director/tournaments/{id}/presence: who plays which round, one
// checkbox per player and round.
func (s *handlers) presencePage(c echo.Context) error {
	return s.presenceCurrent(c, http.StatusOK, nil)
}

// presenceCurrent renders the grid as stored, at the current revision.
func (s *handlers) presenceCurrent(c echo.Context, status int, flash *DirFlash) error {
	id, sn, err := s.PathSnapshot(c)
	if err != nil {
		return err
	}
	app.NoteTournamentLang(c, sn.T.Settings.Language)
	t, page := sn.T, s.newDirPage(c, id, sn.T, "Presence")
	l := s.Tr(c)
	if flash != nil {
		page.Flash = flash
	}
	v := presenceView{dirPage: page, Rev: sn.Rev, Filter: readPresenceFilter(c, t.Settings.Rounds), Total: len(t.Players)}
	for r := 1; r <= t.Settings.Rounds; r++ {
		v.Rounds = append(v.Rounds, r)
	}
	busy := busyPlayers(t)
	for i := range t.Players {
		p := &t.Players[i]
		if !v.Filter.shows(p) {
			continue
		}
		row := presenceRow{ID: p.ID, Name: p.FullName(), Rank: app.RankLabel(p)}
		for _, r := range v.Rounds {
			row.Cells = append(row.Cells, presenceCell{
				Value: fmt.Sprintf("%d:%d", p.ID, r), Plays: p.Plays(r), Locked: busy[busyKey{p.ID, r}], Round: r,
				Label: l.T("presence.plays", "Name", p.FullName(), "N", r),
			})
		}
		v.Rows = append(v.Rows, row)
	}
	return s.Render(c, status, "director_presence.html", s.Page(c, v))
}

type busyKey struct {
	p tournament.PlayerID
	r int
}

// busyPlayers marks each player's rounds with a game or the bye.
func busyPlayers(t *tournament.Tournament) map[busyKey]bool {
	m := map[busyKey]bool{}
	for _, g := range t.Games {
		m[busyKey{g.White, g.Round}], m[busyKey{g.Black, g.Round}] = true, true
	}
	for _, b := range t.Byes {
		m[busyKey{b.Player, b.Round}] = true
	}
	return m
}

// presenceForm is POST /director/tournaments/{id}/presence: the ticked boxes; only the
// players whose rounds changed are written. The form names the players it showed ("shown"):
// a player registered since the page was loaded has no boxes in it, and is not made absent
// from every round by it. The form carries the revision it was rendered at ("rev"): the
// changes are stored together at that revision; if the tournament changed since, or the form
// has none, nothing is stored and the grid comes back (409) as it is now.
func (s *handlers) presenceForm(c echo.Context) error {
	id, sn, err := s.PathSnapshot(c)
	if err != nil {
		return err
	}
	t, page := sn.T, s.newDirPage(c, id, sn.T, "Presence")
	rev, ok := formRevision(c)
	if !ok || rev != sn.Rev {
		return s.presenceCurrent(c, http.StatusConflict, conflictFlash())
	}
	form, err := c.FormParams()
	if err != nil {
		return err
	}
	ticked := map[string]bool{}
	for _, v := range form["play"] {
		ticked[v] = true
	}
	var shown map[string]bool
	if len(form["shown"]) > 0 {
		shown = map[string]bool{}
		for _, v := range form["shown"] {
			shown[v] = true
		}
	}
	busy := busyPlayers(t)
	var ups []store.AbsenceUpdate
	for i := range t.Players {
		p := t.Players[i]
		if shown != nil && !shown[strconv.Itoa(int(p.ID))] {
			continue
		}
		var absent []int
		for r := 1; r <= t.Settings.Rounds; r++ {
			if !busy[busyKey{p.ID, r}] && !ticked[fmt.Sprintf("%d:%d", p.ID, r)] {
				absent = append(absent, r)
			}
		}
		// Absences beyond the tournament's rounds (kept from an import) are not in the grid.
		for _, r := range p.Absent {
			if r > t.Settings.Rounds {
				absent = append(absent, r)
			}
		}
		if slices.Equal(absent, p.Absent) {
			continue
		}
		ups = append(ups, store.AbsenceUpdate{Player: p.ID, Absent: absent})
	}
	changed := len(ups)
	if changed > 0 {
		err := s.DB.UpdateAbsencesAt(c.Request().Context(), page.ID, rev, ups)
		if isRevisionConflict(err) {
			return s.presenceCurrent(c, http.StatusConflict, conflictFlash())
		}
		if err != nil {
			return err
		}
	}
	back := page.Base + "/presence" + readPresenceFilter(c, t.Settings.Rounds).Query()
	return redirectFlash(c, back, s.Tr(c).N("flash.presence_saved", changed))
}
