package api

import (
	"net/http"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/team"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/labstack/echo/v4"
)

// boardGameJSON is a board game of a match: its board (1-based), then the game as a
// pairing of individuals lists it (its own table: results are entered per table).
type boardGameJSON struct {
	Board int `json:"board"`
	GameJSON
}

// matchJSON is a match of a team round: team A, team B and the games of their boards.
type matchJSON struct {
	TeamA     team.ID         `json:"team_a"`
	TeamB     team.ID         `json:"team_b"`
	TeamAName string          `json:"team_a_name"`
	TeamBName string          `json:"team_b_name"`
	Games     []boardGameJSON `json:"games"`
}

// teamRoundJSON is the pairing of a round of a team tournament: its matches in table order
// and the team with the bye (id or null).
type teamRoundJSON struct {
	Round   int         `json:"round"`
	Matches []matchJSON `json:"matches"`
	Bye     *team.ID    `json:"bye"`
}

func newTeamRoundJSON(e *team.Event, round int) teamRoundJSON {
	out := teamRoundJSON{Round: round, Matches: []matchJSON{}}
	for _, m := range e.Matches {
		if m.Round != round {
			continue
		}
		mj := matchJSON{TeamA: m.A, TeamB: m.B, TeamAName: e.Name(m.A), TeamBName: e.Name(m.B), Games: []boardGameJSON{}}
		for _, bg := range e.BoardGames(m) {
			if bg.Game == nil {
				continue
			}
			g := newRoundJSON(e.T, round, []tournament.Game{*bg.Game}, 0).Games[0]
			mj.Games = append(mj.Games, boardGameJSON{Board: bg.Board, GameJSON: g})
		}
		out.Matches = append(out.Matches, mj)
	}
	for _, b := range e.Byes {
		if b.Round == round {
			out.Bye = &b.Team
		}
	}
	return out
}

// getTeamPairing answers GET .../rounds/{n}/pairing of a team tournament.
func getTeamPairing(c echo.Context, e *team.Event, n int) error {
	return c.JSON(http.StatusOK, newTeamRoundJSON(e, n))
}

// pairTeamRound is POST .../rounds/{n}/pairing of a team tournament: every team that plays
// the round is paired and stored (app.PairTeamRound). A round already paired must be
// unpaired first (409).
func (s *handlers) pairTeamRound(c echo.Context, id store.TournamentID, n int, players []tournament.PlayerID) error {
	if len(players) > 0 {
		return app.ErrBadRequest("players", "a team tournament pairs all its teams: send no players")
	}
	e, _, err := app.PairTeamRound(c.Request().Context(), s.DB, id, n, false)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusCreated, newTeamRoundJSON(e, n))
}
