package api

import (
	"net/http"

	"github.com/hoshi-go/hoshi/internal/team"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/labstack/echo/v4"
)

// teamStandingJSON is one line of a team tournament's standings. Board points are points as
// players know them (1 a board won, 0.5 a jigo); match points 2 a match won, 1 a match drawn.
type teamStandingJSON struct {
	Place       int                `json:"place"`
	Shared      bool               `json:"shared"`
	Team        team.ID            `json:"team"`
	Name        string             `json:"name"`
	Players     []string           `json:"players"`
	MatchPoints int                `json:"match_points"`
	BoardPoints float64            `json:"board_points"`
	Boards      []float64          `json:"boards"`
	SOST        int                `json:"sost"`
	Matches     int                `json:"matches"`
	Wins        int                `json:"wins"`
	Draws       int                `json:"draws"`
	Losses      int                `json:"losses"`
	Values      map[string]float64 `json:"values"`
}

type teamStandingsJSON struct {
	Round     int                `json:"round"`
	Criteria  []string           `json:"criteria"`
	Standings []teamStandingJSON `json:"standings"`
}

func newTeamStandingsJSON(e *team.Event, round int) (teamStandingsJSON, error) {
	lines, err := e.Standings(round)
	if err != nil {
		return teamStandingsJSON{}, app.TeamError(err)
	}
	crit := app.TeamCriteria(e)
	out := teamStandingsJSON{Round: round, Criteria: make([]string, len(crit)), Standings: make([]teamStandingJSON, len(lines))}
	for i, c := range crit {
		out.Criteria[i] = string(c)
	}
	for i, st := range lines {
		j := teamStandingJSON{
			Place: st.Place, Shared: st.Shared, Team: st.Team.ID, Name: e.Name(st.Team.ID),
			Players: e.PlayerNames(st.Team.ID, 0), MatchPoints: st.MatchPoints, BoardPoints: float64(st.BoardPoints) / 2,
			Boards: make([]float64, len(st.Boards)), SOST: st.SOST,
			Matches: st.Matches, Wins: st.Wins, Draws: st.Draws, Losses: st.Losses, Values: make(map[string]float64, len(crit)),
		}
		if j.Players == nil {
			j.Players = []string{}
		}
		for b, p := range st.Boards {
			j.Boards[b] = float64(p) / 2
		}
		for k, c := range crit {
			j.Values[string(c)] = float64(st.Values[k]) / app.TeamCriterionScale(c)
		}
		out.Standings[i] = j
	}
	return out, nil
}

// teamStandings answers GET .../standings of a team tournament after round.
func teamStandings(c echo.Context, e *team.Event, round int) error {
	out, err := newTeamStandingsJSON(e, round)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, out)
}
