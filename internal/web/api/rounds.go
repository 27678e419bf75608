package api

import (
	"fmt"
	"net/http"
	"time"

	"github.com/hoshi-go/hoshi/internal/pairing"
	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/labstack/echo/v4"
)

// GameJSON is a game of a pairing. White and black are player ids; the names come along
// for scripts that print pairings.
type GameJSON struct {
	Table     int                 `json:"table"`
	White     tournament.PlayerID `json:"white"`
	Black     tournament.PlayerID `json:"black"`
	WhiteName string              `json:"white_name"`
	BlackName string              `json:"black_name"`
	Handicap  int                 `json:"handicap"`
	Komi      float64             `json:"komi"`
	Prisoners int                 `json:"prisoners,omitempty"`
	Result    string              `json:"result"`
	ByDefault bool                `json:"by_default"`
	// HandicapName is a shogi game's handicap in shogi's terms (tournament.ShogiHandicaps:
	// even, even-black, lance, ...); handicap is then its number, komi 0.
	HandicapName string `json:"handicap_name,omitempty"`
	// Furigoma is the throw that decided an even shogi game's colours, when recorded.
	Furigoma *FurigomaJSON `json:"furigoma,omitempty"`
	// Match is the games each side won in a gomoku or ninuki match of several games.
	Match *MatchJSON `json:"match,omitempty"`
	// Replays is the number of drawn games replayed at the table under the draw rule
	// "replay" (the colours, handicap and result are the replay's); Replaying tells that the
	// replay has no result yet.
	Replays   int  `json:"replays,omitempty"`
	Replaying bool `json:"replaying,omitempty"`
	// Version changes whenever anything of the game does; a PUT of the game that gives it
	// (or If-Match) is stored only if the game is still so.
	Version string `json:"version"`
}

// RoundJSON is a pairing: the round's games by table and the player with the bye (id or null).
// FurigomaJSON is a furigoma: who threw the five pawns, how many fell promoted side up
// (tokin), and who is Black (sente) after it.
type FurigomaJSON struct {
	Thrower tournament.PlayerID `json:"thrower"`
	Tokin   int                 `json:"tokin"`
	Black   tournament.PlayerID `json:"black"`
}

// MatchJSON is the games White and Black won in a match (a drawn game a half each).
type MatchJSON struct {
	White float64 `json:"white"`
	Black float64 `json:"black"`
}

type RoundJSON struct {
	Round int                  `json:"round"`
	Games []GameJSON           `json:"games"`
	Bye   *tournament.PlayerID `json:"bye"`
	// Violations are the constraints a new pairing could not keep (POST only).
	Violations []ViolationJSON `json:"violations,omitempty"`
}

func newRoundJSON(t *tournament.Tournament, round int, games []tournament.Game, bye tournament.PlayerID) RoundJSON {
	name := func(id tournament.PlayerID) string {
		if p := t.Player(id); p != nil {
			return p.FullName()
		}
		return ""
	}
	out := RoundJSON{Round: round, Games: make([]GameJSON, len(games))}
	for i, g := range games {
		out.Games[i] = GameJSON{
			Table: g.Table, White: g.White, Black: g.Black, WhiteName: name(g.White), BlackName: name(g.Black),
			Handicap: g.Handicap, Komi: app.Points(g.Komi), Prisoners: g.Prisoners,
			Result: g.Result.String(), ByDefault: g.ByDefault, Version: store.GameVersion(&g),
		}
		if t.Settings.IsShogi() {
			out.Games[i].HandicapName = tournament.ShogiHandicapName(g.Handicap)
		}
		if f, ok := g.Thrown(); ok {
			out.Games[i].Furigoma = &FurigomaJSON{Thrower: f.Thrower, Tokin: f.Tokin, Black: g.Black}
		}
		if g.MatchWhite != 0 || g.MatchBlack != 0 {
			out.Games[i].Match = &MatchJSON{White: app.Points(g.MatchWhite), Black: app.Points(g.MatchBlack)}
		}
		out.Games[i].Replays, out.Games[i].Replaying = g.Replays, g.Replays > 0 && g.Result == tournament.Unknown
	}
	if bye != 0 {
		out.Bye = &bye
	}
	return out
}

// apiGetPairing is GET /api/tournaments/{id}/rounds/{n}/pairing; a round not yet paired has
// no games.
func (s *handlers) apiGetPairing(c echo.Context) error {
	id, sn, n, err := s.pathRound(c)
	if err != nil {
		return err
	}
	if e, err := s.teamEvent(c.Request().Context(), id, sn); err != nil {
		return err
	} else if e != nil {
		return getTeamPairing(c, e, n) // a team tournament: teams_pairing.go
	}
	return c.JSON(http.StatusOK, newRoundJSON(sn.T, n, sn.T.RoundGames(n), sn.T.ByeIn(n)))
}

// apiPair is POST /api/tournaments/{id}/rounds/{n}/pairing, optionally {"players": [ids]}
// to pair only those: it pairs the round and stores it. A round already paired must be
// unpaired first (409). The pairing is made inside the store's transaction
// (store.ChangeRound), from the tournament as it is then.
func (s *handlers) apiPair(c echo.Context) error {
	id, err := app.TournamentID(c)
	if err != nil {
		return err
	}
	var body struct {
		Players []tournament.PlayerID `json:"players"`
		// CheckedIn pairs the players checked in for the round, the others marked absent.
		CheckedIn bool `json:"checked_in"`
	}
	if c.Request().ContentLength != 0 {
		if err := app.DecodeJSON(c, &body); err != nil {
			return err
		}
	}
	ctx := c.Request().Context()
	sn, err := s.Snapshot(ctx, id)
	if err != nil {
		return err
	}
	n, err := app.RoundNumber(c, sn.T)
	if err != nil {
		return err
	}
	if e, err := s.teamEvent(ctx, id, sn); err != nil {
		return err
	} else if e != nil {
		return s.pairTeamRound(c, id, n, body.Players) // a team tournament: teams_pairing.go
	}
	if body.CheckedIn {
		if len(body.Players) > 0 {
			return app.ErrBadRequest("checked_in", "give either the players or checked_in, not both")
		}
		if len(sn.T.RoundGames(n)) > 0 || sn.T.ByeIn(n) != 0 {
			return app.RoundPaired(n)
		}
		if body.Players, err = s.CheckedInPairing(c, id, sn, n); err != nil {
			return err
		}
	}
	var answer RoundJSON
	err = s.DB.ChangeRound(ctx, id, n, func(t *tournament.Tournament) ([]tournament.Game, tournament.PlayerID, error) {
		if len(t.RoundGames(n)) > 0 || t.ByeIn(n) != 0 {
			return nil, 0, app.RoundPaired(n)
		}
		for _, p := range body.Players {
			if t.Player(p) == nil {
				return nil, 0, app.ErrBadRequest("players", fmt.Sprintf("player %d is not registered in this tournament", p))
			}
		}
		start := time.Now()
		res, err := pairing.Pair(t, n, pairing.Options{Players: body.Players})
		s.Metrics.ObservePairing(start)
		if err != nil {
			return nil, 0, app.ErrBadRequestOf("players", err)
		}
		answer = newRoundJSON(t, n, res.Games, res.Bye)
		answer.Violations = newViolationsJSON(res.Violations)
		return res.Games, res.Bye, nil
	})
	if err != nil {
		return err
	}
	return c.JSON(http.StatusCreated, answer)
}

// apiUnpair is DELETE /api/tournaments/{id}/rounds/{n}/pairing: the round's games and
// results go; the audit trail of its results stays.
func (s *handlers) apiUnpair(c echo.Context) error {
	ctx := c.Request().Context()
	id, _, n, err := s.pathRound(c)
	if err != nil {
		return err
	}
	if err := s.DB.DeleteRound(ctx, id, n); err != nil {
		return err
	}
	return c.NoContent(http.StatusNoContent)
}
