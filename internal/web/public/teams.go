package public

import (
	"context"
	"slices"
	"strconv"
	"strings"

	"github.com/hoshi-go/hoshi/internal/i18n"
	"github.com/hoshi-go/hoshi/internal/team"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/labstack/echo/v4"
)

// The public round and standings pages of a team tournament (docs/TEAMS.md, "Pages"): the
// round's matches with their boards, and the team standings.

// teamEvent returns the team event of the path's tournament, nil for an individual one.
func (p *public) teamEvent(c echo.Context) (*team.Event, error) {
	return app.LoadTeamEvent(context.WithoutCancel(c.Request().Context()), p.DB, mustID(c))
}

// halfText writes doubled points as scores are written: 3 is "1½".
func halfText(x2 int) string { return app.ScoreText(x2, 2) }

// boardLine is one board of a match.
type boardLine struct {
	Board int
	pairingLine
}

// matchLine is one match of a team round: its teams, its score and its boards.
type matchLine struct {
	TeamA, TeamB   string
	ScoreA, ScoreB string
	Boards         []boardLine
}

// setTeamRound fills d with the matches and team bye of round n of e.
func setTeamRound(tr *i18n.Localizer, d *roundData, e *team.Event, n int) {
	d.Team = true
	for _, m := range e.Matches {
		if m.Round != n {
			continue
		}
		res := e.MatchResult(m)
		ml := matchLine{TeamA: e.Name(m.A), TeamB: e.Name(m.B), ScoreA: halfText(res.A), ScoreB: halfText(res.B)}
		for _, bg := range e.BoardGames(m) {
			g := bg.Game
			if g == nil {
				continue
			}
			// Pair Go and Rengo: the whole sides, every player named.
			white, black, _ := boardSeats(e, d.Base, m, bg)
			bl := boardLine{Board: bg.Board, pairingLine: pairingLine{
				Table: g.Table, White: white, Black: black,
				Handicap: g.Handicap, Prisoners: g.Prisoners, Result: app.GameResultText(g),
				WhiteWon: app.Outcome(g, g.White) == "win", BlackWon: app.Outcome(g, g.Black) == "win",
			}}
			gameWords(tr, e.T, g, &bl.pairingLine)
			ml.Boards = append(ml.Boards, bl)
		}
		d.Matches = append(d.Matches, ml)
	}
	for _, b := range e.Byes {
		if b.Round == n {
			d.TeamBye = e.Name(b.Team)
		}
	}
}

// TeamStandingLine is a team's line of the team standings (layout.html, "teamstandings").
type TeamStandingLine struct {
	Place                    string
	Name                     string
	Players                  string
	MatchPoints, BoardPoints string
	Values                   []string // the criteria other than match and board points
}

// TeamStandings is the team standings after a round as the pages show them: the criteria
// other than match and board points, and a line per team.
type TeamStandings struct {
	Criteria  []string
	TeamLines []TeamStandingLine
}

// NewTeamStandings ranks the teams of e after round n for the pages.
func NewTeamStandings(e *team.Event, n int) (TeamStandings, error) {
	var d TeamStandings
	lines, err := e.Standings(n)
	if err != nil {
		return d, err
	}
	crit := app.TeamCriteria(e)
	for _, c := range crit {
		if c != team.CritTeamPoints && c != team.CritBoardWins {
			d.Criteria = append(d.Criteria, string(c))
		}
	}
	st := make([]tournament.Standing, len(lines))
	for i, s := range lines {
		st[i].Place = s.Place
	}
	places := app.PlaceLabels(st)
	for i, s := range lines {
		l := TeamStandingLine{Place: places[i], Name: e.Name(s.Team.ID), Players: strings.Join(e.PlayerNames(s.Team.ID, 0), ", "),
			MatchPoints: strconv.Itoa(s.MatchPoints), BoardPoints: halfText(s.BoardPoints)}
		for k, c := range crit {
			if slices.Contains(d.Criteria, string(c)) {
				l.Values = append(l.Values, app.ScoreText(s.Values[k], int(app.TeamCriterionScale(c))))
			}
		}
		d.TeamLines = append(d.TeamLines, l)
	}
	return d, nil
}

// setTeamStandings fills d with the team standings after round n of e.
func setTeamStandings(d *standingsData, e *team.Event, n int) error {
	ts, err := NewTeamStandings(e, n)
	if err != nil {
		return err
	}
	d.Team, d.Criteria, d.TeamLines = true, ts.Criteria, ts.TeamLines
	return nil
}
