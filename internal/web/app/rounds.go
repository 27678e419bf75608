package app

import (
	"net/http"

	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/labstack/echo/v4"
)

// LastPlayedRound is the last round that has a game or a bye: the default of standings.
func LastPlayedRound(t *tournament.Tournament) int {
	last := 0
	for _, g := range t.Games {
		last = max(last, g.Round)
	}
	for _, b := range t.Byes {
		last = max(last, b.Round)
	}
	return last
}

// LastCompleteRound is the last round that is paired and has every result: the round whose
// McMahon scores a list may call "after round n" (0 before the first).
func LastCompleteRound(t *tournament.Tournament) int {
	last := 0
	for n := 1; n <= LastPlayedRound(t); n++ {
		games := t.RoundGames(n)
		if len(games) == 0 && t.ByeIn(n) == 0 {
			continue
		}
		complete := true
		for _, g := range games {
			if g.Result == tournament.Unknown {
				complete = false
			}
		}
		if complete {
			last = n
		}
	}
	return last
}

// StandingsRound reads ?round=n (0 for the starting order), by default the last round
// played.
func StandingsRound(c echo.Context, t *tournament.Tournament) (int, error) {
	q := c.QueryParam("round")
	if q == "" {
		return LastPlayedRound(t), nil
	}
	n, ok := Number(q)
	if !ok || n < 0 || n > t.Settings.Rounds {
		return 0, BadRequest("round", msgRoundMissingQ.New(q, t.Settings.Rounds))
	}
	return n, nil
}

// RoundNumber reads {n} from the path: a round of the tournament, else 404.
func RoundNumber(c echo.Context, t *tournament.Tournament) (int, error) {
	n, err := PathInt(c, "n", "round")
	if err != nil {
		return 0, err
	}
	if n > t.Settings.Rounds {
		return 0, KeyedError(http.StatusNotFound, "round", msgRoundMissingN.New(n, t.Settings.Rounds))
	}
	return n, nil
}

func PlayerID(c echo.Context) (tournament.PlayerID, error) {
	pid, err := PathInt(c, "pid", "player")
	return tournament.PlayerID(pid), err
}
