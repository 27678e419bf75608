package web

import (
	"fmt"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/labstack/echo/v4"
	"net/http"
)

// lastPlayedRound is the last round that has a game or a bye: the default of standings.
func lastPlayedRound(t *tournament.Tournament) int {
	last := 0
	for _, g := range t.Games {
		last = max(last, g.Round)
	}
	for _, b := range t.Byes {
		last = max(last, b.Round)
	}
	return last
}

// standingsRound reads ?round=n (0 for the starting order), by default the last round
// played.
func standingsRound(c echo.Context, t *tournament.Tournament) (int, error) {
	q := c.QueryParam("round")
	if q == "" {
		return lastPlayedRound(t), nil
	}
	n, ok := number(q)
	if !ok || n < 0 || n > t.Settings.Rounds {
		return 0, errBadRequest("round", fmt.Sprintf("round %q does not exist: the tournament has %d rounds", q, t.Settings.Rounds))
	}
	return n, nil
}

// roundNumber reads {n} from the path: a round of the tournament, else 404.
func roundNumber(c echo.Context, t *tournament.Tournament) (int, error) {
	n, err := pathInt(c, "n", "round")
	if err != nil {
		return 0, err
	}
	if n > t.Settings.Rounds {
		return 0, &Error{Status: http.StatusNotFound, Field: "round",
			Message: fmt.Sprintf("round %d does not exist: the tournament has %d rounds", n, t.Settings.Rounds)}
	}
	return n, nil
}

func playerID(c echo.Context) (tournament.PlayerID, error) {
	pid, err := pathInt(c, "pid", "player")
	return tournament.PlayerID(pid), err
}
