package web

import (
	"fmt"
	"net/http"
	"slices"

	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/labstack/echo/v4"
)

type playerView struct {
	dirPage
	Player   dirPlayerLine
	Form     registerForm
	Games    int
	CanLeave bool // some round is not paired yet: the player can withdraw from it
}

// editPlayerPage is GET /director/tournaments/{id}/players/{pid}.
func (s *Server) editPlayerPage(c echo.Context) error {
	t, page, p, err := s.directorPlayer(c)
	if err != nil {
		return err
	}
	j := newPlayerJSON(p)
	if p.RankFromList {
		j.listRank = j.Rank // typing another rank unticks "follows the EGD list"
	}
	return s.render(c, http.StatusOK, "director_player.html", s.page(c, newPlayerView(c, t, page, p, j, nil)))
}

func newPlayerView(c echo.Context, t *tournament.Tournament, page dirPage, p *tournament.Player, j playerJSON, errs map[string]string) playerView {
	line := newPlayerLine(p, page.Base)
	form := newRegisterForm(c, page, j, errs)
	form.Action = line.URL
	v := playerView{dirPage: page, Player: line, Form: form}
	for _, g := range t.Games {
		if g.White == p.ID || g.Black == p.ID {
			v.Games++
		}
	}
	v.CanLeave = len(withdrawRounds(t, p)) > 0
	return v
}

// directorPlayer is directorTournament for the pages of a player: also the player of the path.
func (s *Server) directorPlayer(c echo.Context) (*tournament.Tournament, dirPage, *tournament.Player, error) {
	t, page, err := s.directorTournament(c, "Players")
	if err != nil {
		return nil, page, nil, err
	}
	pid, err := playerID(c)
	if err != nil {
		return nil, page, nil, err
	}
	p := t.Player(pid)
	if p == nil {
		return nil, page, nil, &Error{Status: http.StatusNotFound, Field: "player", Message: fmt.Sprintf("player %d not found", pid)}
	}
	return t, page, p, nil
}

// editPlayerForm is POST /director/tournaments/{id}/players/{pid}: the registration is
// replaced; the rounds of absence stay as they are (the presence grid changes them).
func (s *Server) editPlayerForm(c echo.Context) error {
	t, page, cur, err := s.directorPlayer(c)
	if err != nil {
		return err
	}
	p, j, errs := readPlayerForm(c.FormValue)
	if len(errs) == 0 {
		p.ID, p.Absent, p.Extra = cur.ID, cur.Absent, cur.Extra
		err := s.db.UpdatePlayer(c.Request().Context(), page.ID, p)
		if err == nil {
			return redirectFlash(c, page.Base+"/players", p.FullName()+" updated.")
		}
		if status, _, _ := statusOf(err); status >= 500 {
			return err
		}
		errs = fieldErrors(err)
	}
	return s.render(c, http.StatusUnprocessableEntity, "director_player.html", s.page(c, newPlayerView(c, t, page, cur, j, errs)))
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
func (s *Server) withdrawPlayerForm(c echo.Context) error {
	t, page, cur, err := s.directorPlayer(c)
	if err != nil {
		return err
	}
	rs := withdrawRounds(t, cur)
	if len(rs) == 0 {
		return redirectError(c, page.Base+"/players", errBadRequest("player", "every round is paired already: nothing to withdraw from"))
	}
	p := *cur
	p.Absent = append(slices.Clone(cur.Absent), rs...)
	slices.Sort(p.Absent)
	if err := s.db.UpdatePlayer(c.Request().Context(), page.ID, p); err != nil {
		return err
	}
	return redirectFlash(c, page.Base+"/players", fmt.Sprintf("%s withdrawn from round %d on.", p.FullName(), rs[0]))
}

// deletePlayerForm is POST /director/tournaments/{id}/players/{pid}/delete, for a player
// registered by mistake who never played.
func (s *Server) deletePlayerForm(c echo.Context) error {
	_, page, p, err := s.directorPlayer(c)
	if err != nil {
		return err
	}
	if err := s.db.DeletePlayer(c.Request().Context(), page.ID, p.ID); err != nil {
		return redirectError(c, fmt.Sprintf("%s/players/%d", page.Base, p.ID), err)
	}
	return redirectFlash(c, page.Base+"/players", p.FullName()+" deleted.")
}
