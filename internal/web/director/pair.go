package director

import (
	"fmt"
	"slices"
	"strconv"
	"time"

	"github.com/hoshi-go/hoshi/internal/pairing"
	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/labstack/echo/v4"
)

// pairForm is POST /director/tournaments/{id}/rounds/{n}/pair: pairs the players ticked in
// the form ("player" values; all present players when every box is ticked) who have no game
// yet. Games already in the round stay: this also pairs the players left over after changes
// by hand. The pairing is made inside the store's transaction (store.ChangeRound), from the
// standings and the round as they are then, results entered meanwhile included.
func (s *handlers) pairForm(c echo.Context) error {
	shown, page, n, err := s.directorRound(c, "Round")
	if err != nil {
		return err
	}
	back := fmt.Sprintf("%s/rounds/%d", page.Base, n)
	if e, err := s.teamEventOf(c, page); err != nil {
		return err
	} else if e != nil {
		// A team tournament pairs all its teams, as the JSON API does, skipping the tables
		// left out of the round.
		if err := s.storeLeftOut(c, n); err != nil {
			return redirectError(c, back, err)
		}
		return s.pairTeamsForm(c, page, n, false)
	}
	var opts pairing.Options
	if c.FormValue("checked_in") != "" {
		// The players checked in (venue.go); the others are marked absent from the round.
		sn, err := s.Snapshot(c.Request().Context(), page.ID)
		if err != nil {
			return err
		}
		if len(sn.T.RoundGames(n)) > 0 || sn.T.ByeIn(n) != 0 {
			return redirectError(c, back, roundPaired(n))
		}
		if opts.Players, err = s.CheckedInPairing(c, page.ID, sn, n); err != nil {
			return redirectError(c, back, err)
		}
	} else if c.FormValue("all") == "" {
		form, err := c.FormParams()
		if err != nil {
			return err
		}
		for _, v := range form["player"] {
			id, err := strconv.Atoi(v)
			if err != nil {
				return redirectError(c, back, app.ErrBadRequest("player", fmt.Sprintf("%q is not a player", v)))
			}
			opts.Players = append(opts.Players, tournament.PlayerID(id))
		}
		if len(opts.Players) == 0 {
			return redirectError(c, back, app.BadRequest("player", msgTickPlayers.New()))
		}
	}
	if err := s.storeLeftOut(c, n); err != nil {
		return redirectError(c, back, err)
	}
	var msg string
	var more []string
	l, women := s.Tr(c), s.women(c, page.ID)
	err = s.DB.ChangeRound(c.Request().Context(), page.ID, n, func(t *tournament.Tournament) ([]tournament.Game, tournament.PlayerID, error) {
		// A round shown empty is paired only if it still is: if another device paired it
		// meanwhile, the director hears of it instead of adding to that pairing.
		if len(shown.RoundGames(n)) == 0 && shown.ByeIn(n) == 0 && (len(t.RoundGames(n)) > 0 || t.ByeIn(n) != 0) {
			return nil, 0, roundPaired(n)
		}
		start := time.Now()
		res, err := pairing.Pair(t, n, opts)
		s.Metrics.ObservePairing(start)
		if err != nil {
			return nil, 0, app.ErrBadRequestOf("player", err)
		}
		games := append(slices.Clone(t.RoundGames(n)), res.Games...)
		bye := t.ByeIn(n)
		if bye == 0 {
			bye = res.Bye
		}
		msg = l.N("flash.paired", len(res.Games), "N", n)
		more = violationLines(l, t, women, res.Violations)
		if b := t.Player(res.Bye); b != nil {
			msg += " " + l.T("flash.bye", "Name", b.FullName())
		}
		return games, bye, nil
	})
	if err != nil {
		return redirectError(c, back, err)
	}
	return redirectFlash(c, back, msg, more...)
}

// deleteRoundForm is POST /director/tournaments/{id}/rounds/{n}/delete: the round's games,
// results and bye go (the audit trail stays). With repair=1 the round is paired again at
// once, from scratch.
func (s *handlers) deleteRoundForm(c echo.Context) error {
	_, page, n, err := s.directorRound(c, "Round")
	if err != nil {
		return err
	}
	back := fmt.Sprintf("%s/rounds/%d", page.Base, n)
	ctx := c.Request().Context()
	if c.FormValue("repair") == "" {
		if err := s.DB.DeleteRound(ctx, page.ID, n); err != nil {
			return redirectError(c, back, err)
		}
		return redirectFlash(c, back, s.Tr(c).T("flash.unpaired", "N", n))
	}
	if e, err := s.teamEventOf(c, page); err != nil {
		return err
	} else if e != nil {
		return s.pairTeamsForm(c, page, n, true)
	}
	var games int
	var more []string
	women := s.women(c, page.ID)
	err = s.DB.ChangeRound(ctx, page.ID, n, func(t *tournament.Tournament) ([]tournament.Game, tournament.PlayerID, error) {
		fresh := *t
		fresh.Games = slices.DeleteFunc(slices.Clone(t.Games), func(g tournament.Game) bool { return g.Round == n })
		fresh.Byes = slices.DeleteFunc(slices.Clone(t.Byes), func(b tournament.Bye) bool { return b.Round == n })
		start := time.Now()
		res, err := pairing.Pair(&fresh, n, pairing.Options{})
		s.Metrics.ObservePairing(start)
		if err != nil {
			return nil, 0, app.ErrBadRequestOf("round", err)
		}
		games = len(res.Games)
		more = violationLines(s.Tr(c), t, women, res.Violations)
		return res.Games, res.Bye, nil
	})
	if err != nil {
		return redirectError(c, back, err)
	}
	return redirectFlash(c, back, s.Tr(c).N("flash.paired_again", games, "N", n), more...)
}

// roundPaired refuses to pair round n, which another device paired meanwhile: a conflict of
// the store's (ECONFLICT on "round").
func roundPaired(n int) error {
	k := msgRoundPaired.New(n)
	return &store.Error{Code: store.ECONFLICT, Field: "round", Message: k.Error(), Key: k}
}
