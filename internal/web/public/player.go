package public

import (
	"fmt"
	"net/http"
	"slices"

	"github.com/hoshi-go/hoshi/internal/i18n"
	"github.com/hoshi-go/hoshi/internal/team"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
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
	// Prisoners are those White hands Black before the game, beside the handicap.
	Prisoners int
	Outcome   string // "win", "loss", "jigo", "" while unknown
	Text      string // what happened: the outcome, "playing", "bye", "absent"
	// ByDefault marks a result given without play.
	ByDefault bool
	Score     string // McMahon score (wins in a Swiss) after the round
	// Terms is the game of another game than Go in its words (app.GameTerms).
	Terms string
}

type playerData struct {
	PublicFrame
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
	return p.serveCached(c, "player:"+c.Param("pid"), func(sn *app.Snapshot, l *i18n.Localizer) (*cachedPage, error) {
		t := sn.T
		pid, ok := app.Number(c.Param("pid"))
		pl := t.Player(tournament.PlayerID(pid))
		if !ok || pl == nil {
			return nil, app.KeyedError(http.StatusNotFound, "player", msgPlayerNotFound.New(c.Param("pid")))
		}
		last := app.LastPlayedRound(t)
		d := playerData{PublicFrame: p.frame(c, mustID(c), t, ""), Club: pl.Club, Country: pl.Country}
		d.Player = newSeat(t, d.Base, pl.ID)
		scores := t.ScoresAfter(last)
		d.ScoreName = "MMS"
		score := func(n int) string { return app.CriterionText(tournament.CritMMS, scores.MMS(pl.ID, n)) }
		if t.Settings.System != tournament.McMahon {
			d.ScoreName = "Wins"
			score = func(n int) string { return app.CriterionText(tournament.CritNBW, scores.NBW(pl.ID, n)) }
		}
		d.Start = score(0)
		st := t.Standings(last)
		places := app.PlaceLabels(st)
		for i := range st {
			if st[i].Player.ID == pl.ID {
				d.Place = places[i]
			}
		}
		// A player of a Pair Go or Rengo side plays the side's games: the game of its match
		// names the players who stand for the sides, the page the sides.
		e, err := p.teamEvent(c)
		if err != nil {
			return nil, err
		}
		var side, own team.ID
		if e != nil {
			own = e.TeamOf(pl.ID)
			if e.Settings.Kind != team.Boards {
				side = own
			}
		}
		if side != 0 {
			d.ScoreName, d.Place = "", ""
		}
		for n := 1; n <= last; n++ {
			r := playerRound{Round: n, URL: fmt.Sprintf("%s/rounds/%d", d.Base, n)}
			if side == 0 {
				r.Score = score(n)
			}
			seated, other := pl.ID, team.ID(0)
			if side != 0 {
				seated, other = sideStand(e, side, n)
			}
			f := seatOf(l, t, d.Base, t.RoundGames(n), n, seated)
			if other != 0 {
				f.Opponent.Name, f.Opponent.Rank = e.Name(other), ""
			}
			if own != 0 && f.Table == 0 {
				// His team's bye (a team of boards or a side) is his.
				f.Bye = slices.Contains(e.Byes, team.Bye{Round: n, Team: own})
			}
			switch {
			case f.Table != 0:
				r.Table, r.Opponent, r.Colour, r.Handicap, r.Prisoners = f.Table, f.Opponent, f.Colour, f.Handicap, f.Prisoners
				r.Terms = f.Terms
				for _, g := range t.RoundGames(n) {
					if g.Table == f.Table {
						r.Outcome = app.Outcome(&g, seated)
						r.Text = r.Outcome
						if r.Text == "jigo" && !t.Settings.IsGo() {
							r.Text = "draw" // a jigo is Go's
						}
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

// sideStand is the player who stands for Pair Go or Rengo side in its game of round n (0
// when the side did not play), and the side it met.
func sideStand(e *team.Event, side team.ID, n int) (tournament.PlayerID, team.ID) {
	for _, m := range e.Matches {
		if m.Round != n || (m.A != side && m.B != side) || len(m.Tables) == 0 {
			continue
		}
		other := m.A
		if other == side {
			other = m.B
		}
		for _, g := range e.T.RoundGames(n) {
			if g.Table != m.Tables[0] {
				continue
			}
			if e.TeamOf(g.White) == side {
				return g.White, other
			}
			if e.TeamOf(g.Black) == side {
				return g.Black, other
			}
		}
	}
	return 0, 0
}
