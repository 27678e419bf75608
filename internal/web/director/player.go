package director

import (
	"fmt"
	"net/http"
	"slices"
	"strconv"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/labstack/echo/v4"
)

type playerView struct {
	dirPage
	Player   dirPlayerLine
	Form     registerForm
	Games    int
	CanLeave bool  // some round is not paired yet: the player can withdraw from it
	Rev      int64 // the tournament's revision the form shows (forms of earlier versions: the POST stores only at it)
	// Version is the store.PlayerVersion of the player the form shows: the POST stores only
	// if the player is still so, whatever else changed in the tournament.
	Version string
	// LinkIssued is when the player's personal link was issued ("" for none); NewLink is the
	// link just issued, shown this once (venue.go).
	LinkIssued string
	NewLink    *newLink
}

// ConflictMessage heads a form shown again because the tournament changed since the page
// was loaded: nothing of it was stored.
const ConflictMessage = "Someone changed this tournament since you opened this page: your changes were not saved. " +
	"Here is the current state; make them again."

// formRevision is the revision a director form was rendered at (its hidden input "rev");
// false when the form has none (an old page, a script), which is refused like a stale one.
func formRevision(c echo.Context) (int64, bool) {
	rev, err := strconv.ParseInt(c.FormValue("rev"), 10, 64)
	return rev, err == nil && rev >= 0
}

// isRevisionConflict tells a change refused because the tournament changed since the revision given.
func isRevisionConflict(err error) bool {
	status, field, _ := app.StatusOf(err)
	return status == http.StatusConflict && field == "revision" && store.ErrorCode(err) == store.ECONFLICT
}

// conflictFlash is the message on top of a form shown again after a conflict.
func conflictFlash() *DirFlash {
	return &DirFlash{Kind: "error", Text: ConflictMessage, Err: msgConflict.New()}
}

// editPlayerPage is GET /director/tournaments/{id}/players/{pid}.
func (s *handlers) editPlayerPage(c echo.Context) error {
	t, page, p, rev, err := s.directorPlayer(c)
	if err != nil {
		return err
	}
	woman := s.women(c, page.ID)[p.ID]
	v := newPlayerView(c, t, page, p, storedPlayerJSON(p), woman, nil, rev)
	issued, err := s.DB.LinksIssued(c.Request().Context(), page.ID)
	if err != nil {
		return err
	}
	if at, ok := issued[p.ID]; ok {
		v.LinkIssued = s.Tr(c).DateTime(at, app.TournamentZone(t))
	}
	return s.Render(c, http.StatusOK, "director_player.html", s.Page(c, v))
}

// storedPlayerJSON is the form's values for the player as stored.
func storedPlayerJSON(p *tournament.Player) app.PlayerJSON {
	j := app.NewPlayerJSON(p)
	if p.RankFromList {
		j.ListRank = j.Rank // typing another rank unticks "follows the EGD list"
	}
	return j
}

func newPlayerView(c echo.Context, t *tournament.Tournament, page dirPage, p *tournament.Player, j app.PlayerJSON, woman bool, errs map[string]error, rev int64) playerView {
	line := newPlayerLine(p, page.Base)
	form := newRegisterForm(c, page, j, woman, errs)
	form.Action = line.URL
	form.Fields = append(form.Fields, fixedTableField(j.FixedTable, errs["fixed_table"]))
	v := playerView{dirPage: page, Player: line, Form: form, Rev: rev, Version: store.PlayerVersion(p)}
	for _, g := range t.Games {
		if g.White == p.ID || g.Black == p.ID {
			v.Games++
		}
	}
	v.CanLeave = len(withdrawRounds(t, p)) > 0
	return v
}

// directorPlayer is directorTournament for the pages of a player: also the player of the
// path, and the revision of the tournament they were read at.
func (s *handlers) directorPlayer(c echo.Context) (*tournament.Tournament, dirPage, *tournament.Player, int64, error) {
	id, sn, err := s.PathSnapshot(c)
	if err != nil {
		return nil, dirPage{}, nil, 0, err
	}
	t, page := sn.T, s.newDirPage(c, id, sn.T, "Players")
	pid, err := app.PlayerID(c)
	if err != nil {
		return nil, page, nil, 0, err
	}
	p := t.Player(pid)
	if p == nil {
		return nil, page, nil, 0, app.KeyedError(http.StatusNotFound, "player", msgPlayerNotFound.New(pid))
	}
	return t, page, p, sn.Rev, nil
}

// editPlayerForm is POST /director/tournaments/{id}/players/{pid}: the registration is
// replaced; the rounds of absence stay as they are (the presence grid changes them). The
// form carries the version of the player it was rendered from ("version"): if that player
// changed since, nothing is stored and the form comes back (409) with the current values;
// results entered meanwhile, or other players changed, do not matter. A form without a
// version (rendered by an earlier version of hoshi) is checked against the tournament's
// revision it carries ("rev"), as then; a form with neither is refused.
func (s *handlers) editPlayerForm(c echo.Context) error {
	t, page, cur, curRev, err := s.directorPlayer(c)
	if err != nil {
		return err
	}
	version := c.FormValue("version")
	rev, ok := formRevision(c)
	switch {
	case version != "" && version != store.PlayerVersion(cur):
		return s.playerConflict(c)
	case version == "" && (!ok || rev != curRev):
		return s.playerConflict(c)
	}
	p, j, errs := app.ReadPlayerForm(c.FormValue)
	j.FixedTable = readFixedTable(c, cur.FixedTable, errs)
	woman := c.FormValue("woman") != ""
	if len(errs) == 0 {
		p.ID, p.Absent, p.Extra, p.FixedTable = cur.ID, cur.Absent, cur.Extra, j.FixedTable
		// The woman mark, when changed, in the same change as the registration.
		var mark *bool
		if woman != s.women(c, page.ID)[p.ID] {
			mark = &woman
		}
		if version != "" {
			err = s.DB.UpdatePlayerIf(c.Request().Context(), page.ID, version, p, mark)
		} else {
			err = s.DB.UpdatePlayerAt(c.Request().Context(), page.ID, rev, p, mark)
		}
		if err == nil {
			return redirectFlash(c, page.Base+"/players", s.Tr(c).T("flash.player_updated", "Name", p.FullName(), "Woman", woman))
		}
		if isRevisionConflict(err) {
			return s.playerConflict(c)
		}
		if status, _, _ := app.StatusOf(err); status >= 500 {
			return err
		}
		errs = app.FieldErrors(err)
	}
	v := newPlayerView(c, t, page, cur, j, woman, errs, rev)
	if version != "" {
		v.Version = version // the form is still the one read then
	}
	return s.Render(c, http.StatusUnprocessableEntity, "director_player.html", s.Page(c, v))
}

// playerConflict shows the player's form again, as now stored, with ConflictMessage: 409.
func (s *handlers) playerConflict(c echo.Context) error {
	t, page, p, rev, err := s.directorPlayer(c)
	if err != nil {
		return err
	}
	page.Flash = conflictFlash()
	woman := s.women(c, page.ID)[p.ID]
	return s.Render(c, http.StatusConflict, "director_player.html", s.Page(c, newPlayerView(c, t, page, p, storedPlayerJSON(p), woman, nil, rev)))
}

// withdrawRounds are the rounds a withdrawing player leaves: those not paired yet.
func withdrawRounds(t *tournament.Tournament, p *tournament.Player) []int {
	paired := pairedRounds(t)
	var rs []int
	for r := 1; r <= t.Settings.Rounds; r++ {
		if !paired[r] && p.Plays(r) {
			rs = append(rs, r)
		}
	}
	return rs
}

// withdrawPlayerForm is POST /director/tournaments/{id}/players/{pid}/withdraw: the player
// is absent from every round not yet paired; his games stay in the standings.
func (s *handlers) withdrawPlayerForm(c echo.Context) error {
	t, page, cur, rev, err := s.directorPlayer(c)
	if err != nil {
		return err
	}
	rs := withdrawRounds(t, cur)
	if len(rs) == 0 {
		return redirectError(c, page.Base+"/players", app.ErrBadRequest("player", "every round is paired already: nothing to withdraw from"))
	}
	p := *cur
	p.Absent = append(slices.Clone(cur.Absent), rs...)
	slices.Sort(p.Absent)
	// At the revision read: the player's other fields come from that reading.
	if err := s.DB.UpdatePlayerAt(c.Request().Context(), page.ID, rev, p, nil); err != nil {
		return err
	}
	return redirectFlash(c, page.Base+"/players", s.Tr(c).T("flash.withdrawn", "Name", p.FullName(), "N", rs[0], "Woman", s.women(c, page.ID)[p.ID]))
}

// deletePlayerForm is POST /director/tournaments/{id}/players/{pid}/delete, for a player
// registered by mistake who never played.
func (s *handlers) deletePlayerForm(c echo.Context) error {
	_, page, p, _, err := s.directorPlayer(c)
	if err != nil {
		return err
	}
	woman := s.women(c, page.ID)[p.ID]
	if err := s.DB.DeletePlayer(c.Request().Context(), page.ID, p.ID); err != nil {
		return redirectError(c, fmt.Sprintf("%s/players/%d", page.Base, p.ID), err)
	}
	return redirectFlash(c, page.Base+"/players", s.Tr(c).T("flash.deleted", "Name", p.FullName(), "Woman", woman))
}
