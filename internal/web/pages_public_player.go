package web

import (
	"fmt"
	"github.com/hoshi-go/hoshi/internal/i18n"
	"net/http"

	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/labstack/echo/v4"
)

// playerRound is one round of a player's tournament.
type playerRound struct {
	Round    int
	URL      string
	Table    int
	Opponent seat
	Colour   string
	Handicap int
	Outcome  string // "win", "loss", "jigo", "" while unknown
	Text     string // what happened: the outcome, "playing", "bye", "absent"
	// ByDefault marks a result given without play.
	ByDefault bool
	Score     string // McMahon score (wins in a Swiss) after the round
}

type playerData struct {
	publicFrame
	Player               seat
	Club, Country, Place string
	Start                string
	// ScoreName is what Score counts: "MMS", or "Wins" in a Swiss tournament.
	ScoreName string
	Rounds    []playerRound
}

// playerPage is GET /tournaments/{id}/players/{pid}: a player's games round by round with
// the running McMahon score (number of wins in a Swiss).
func (p *public) playerPage(c echo.Context) error {
	return p.serveCached(c, "player:"+c.Param("pid"), func(sn *snapshot, l *i18n.Localizer) (*cachedPage, error) {
		t := sn.t
		pid, ok := number(c.Param("pid"))
		pl := t.Player(tournament.PlayerID(pid))
		if !ok || pl == nil {
			return nil, &Error{Status: http.StatusNotFound, Field: "player", Message: fmt.Sprintf("player %q not found", c.Param("pid"))}
		}
		last := lastPlayedRound(t)
		d := playerData{publicFrame: newPublicFrame(c, mustID(c), t, ""), Club: pl.Club, Country: pl.Country}
		d.Player = newSeat(t, d.Base, pl.ID)
		scores := t.ScoresAfter(last)
		d.ScoreName = "MMS"
		score := func(n int) string { return criterionText(tournament.CritMMS, scores.MMS(pl.ID, n)) }
		if t.Settings.System != tournament.McMahon {
			d.ScoreName = "Wins"
			score = func(n int) string { return criterionText(tournament.CritNBW, scores.NBW(pl.ID, n)) }
		}
		d.Start = score(0)
		st := t.Standings(last)
		places := placeLabels(st)
		for i := range st {
			if st[i].Player.ID == pl.ID {
				d.Place = places[i]
			}
		}
		for n := 1; n <= last; n++ {
			r := playerRound{Round: n, URL: fmt.Sprintf("%s/rounds/%d", d.Base, n), Score: score(n)}
			f := seatOf(t, d.Base, t.RoundGames(n), n, pl.ID)
			switch {
			case f.Table != 0:
				r.Table, r.Opponent, r.Colour, r.Handicap = f.Table, f.Opponent, f.Colour, f.Handicap
				for _, g := range t.RoundGames(n) {
					if g.Table == f.Table {
						r.Outcome = outcome(&g, pl.ID)
						r.Text = r.Outcome
						if r.Text == "" {
							r.Text = "playing"
						}
						r.ByDefault = g.ByDefault
					}
				}
			case f.Bye:
				r.Text = "bye"
			default:
				r.Text = "absent"
			}
			d.Rounds = append(d.Rounds, r)
		}
		return p.html(l, "public_player.html", d)
	})
}
