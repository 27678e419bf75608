package api

import (
	"net/http"

	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/labstack/echo/v4"
)

// standingJSON is one line of the standings. Score is the first criterion's value (the
// McMahon score or the number of wins); Values holds every criterion's value by name, as
// players know them (points with halves).
type standingJSON struct {
	Place     int                 `json:"place"`
	Shared    bool                `json:"shared"`
	Player    tournament.PlayerID `json:"player"`
	Name      string              `json:"name"`
	FirstName string              `json:"first_name"`
	Rank      string              `json:"rank"`
	Unranked  bool                `json:"unranked"` // registered without a rank (Player.Unranked)
	Club      string              `json:"club"`
	Country   string              `json:"country"`
	Score     float64             `json:"score"`
	Values    map[string]float64  `json:"values"`
}

type StandingsJSON struct {
	Round     int            `json:"round"`
	Criteria  []string       `json:"criteria"`
	Standings []standingJSON `json:"standings"`
}

func newStandingsJSON(t *tournament.Tournament, round int) StandingsJSON {
	crit := t.Settings.Criteria
	out := StandingsJSON{Round: round, Criteria: make([]string, len(crit))}
	for i, c := range crit {
		out.Criteria[i] = string(c)
	}
	lines := t.Standings(round)
	out.Standings = make([]standingJSON, len(lines))
	for i, st := range lines {
		p := st.Player
		j := standingJSON{
			Place: st.Place, Shared: st.Shared, Player: p.ID, Name: p.Name, FirstName: p.FirstName,
			Rank: p.Rank.String(), Unranked: p.Unranked, Club: p.Club, Country: p.Country, Values: make(map[string]float64, len(crit)),
		}
		for k, c := range crit {
			v := float64(st.Values[k]) / float64(c.Scale())
			j.Values[string(c)] = v
			if k == 0 {
				j.Score = v
			}
		}
		out.Standings[i] = j
	}
	return out
}

// apiStandings is GET /api/tournaments/{id}/standings?round=n (default: the last round
// played). The answer is computed once per change of the tournament and then served from
// memory: players reload it from their phones all day.
func (s *handlers) apiStandings(c echo.Context) error {
	id, sn, err := s.PathSnapshot(c)
	if err != nil {
		return err
	}
	round, err := app.StandingsRound(c, sn.T)
	if err != nil {
		return err
	}
	if e, err := s.teamEvent(c.Request().Context(), id, sn); err != nil {
		return err
	} else if e != nil {
		return teamStandings(c, e, round) // a team tournament: teams_standings.go
	}
	body, err := sn.Answer("standings.json", round, func() ([]byte, error) {
		return app.MarshalJSON(newStandingsJSON(sn.T, round))
	})
	if err != nil {
		return err
	}
	return c.JSONBlob(http.StatusOK, body)
}
