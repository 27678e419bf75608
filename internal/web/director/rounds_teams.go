package director

import (
	"fmt"

	"github.com/hoshi-go/hoshi/internal/team"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/labstack/echo/v4"
)

// The round and results pages of a team tournament (docs/TEAMS.md, "Director's pages"): a
// round pairs teams (app.PairTeamRound, as the JSON API pairs them) and lists its matches,
// each with its board games; a board's game is an ordinary game with its own table, so its
// colours, handicap and result are changed as any game's, and the store refuses a change that
// would break its match (team.Event.CheckRound).

// boardLine is a board of a match: its number and its game.
type boardLine struct {
	No int // the board number (dirGameLine.Board is the game's scoring board)
	dirGameLine
}

// matchLine is a match of a round: the two teams, the score in board points, the boards.
type matchLine struct {
	N        int // 1-based, in table order
	A, B     string
	PlayersA []string // the players of each side (Pair Go and Rengo: the whole side)
	PlayersB []string
	Known    bool   // a board has a result: the score is shown
	ScoreA   string // board points, "2.5"
	ScoreB   string
	Complete bool
	Boards   []boardLine
	Why      string // the why page of the match
}

// teamRoundView is what a round page shows of a team tournament.
type teamRoundView struct {
	Kind    string
	Matches []matchLine
	Bye     string // the team with the bye
	Teams   int    // teams that play the round
	Absent  []string
}

// matchAt is the match of round n that has a board at table, or nil.
func matchAt(e *team.Event, n, table int) *team.Match {
	for i := range e.Matches {
		m := &e.Matches[i]
		if m.Round != n {
			continue
		}
		for _, t := range m.Tables {
			if t == table {
				return m
			}
		}
	}
	return nil
}

// newTeamRoundView lists the matches of round n with their board games (lines, the games of
// the round in table order).
func newTeamRoundView(e *team.Event, n int, lines []dirGameLine) *teamRoundView {
	v := &teamRoundView{Kind: e.Settings.Kind.String()}
	byTable := map[int]dirGameLine{}
	for _, l := range lines {
		byTable[l.Table] = l
	}
	for _, m := range e.Matches {
		if m.Round != n {
			continue
		}
		ml := matchLine{N: len(v.Matches) + 1, A: e.Name(m.A), B: e.Name(m.B), PlayersA: e.PlayerNames(m.A, n), PlayersB: e.PlayerNames(m.B, n)}
		res := e.MatchResult(m)
		ml.Complete = res.Complete
		known := false
		for k, table := range m.Tables {
			l, ok := byTable[table]
			if !ok {
				l = dirGameLine{Table: table, White: "?", Black: "?"}
			}
			known = known || l.Result != ""
			ml.Boards = append(ml.Boards, boardLine{No: k + 1, dirGameLine: l})
			if k == 0 {
				ml.Why = l.URL + "/why"
			}
		}
		ml.Known, ml.ScoreA, ml.ScoreB = known, app.ScoreText(res.A, 2), app.ScoreText(res.B, 2)
		v.Matches = append(v.Matches, ml)
	}
	for _, b := range e.Byes {
		if b.Round == n {
			v.Bye = e.Name(b.Team)
		}
	}
	for i := range e.Teams {
		if e.Teams[i].Plays(n) {
			v.Teams++
		} else {
			v.Absent = append(v.Absent, e.Name(e.Teams[i].ID))
		}
	}
	return v
}

// pairTeamsForm pairs round n of a team tournament from the round page (again: anew, from
// scratch) and goes back to it with what was done.
func (s *handlers) pairTeamsForm(c echo.Context, page dirPage, n int, again bool) error {
	back := fmt.Sprintf("%s/rounds/%d", page.Base, n)
	e, p, err := app.PairTeamRound(c.Request().Context(), s.DB, page.ID, n, again)
	if err != nil {
		return redirectError(c, back, err)
	}
	l := s.Tr(c)
	msg := l.N("flash.teams_paired", len(p.Matches), "N", n)
	if p.Bye != 0 {
		msg += " " + l.T("flash.team_bye", "Name", e.Name(p.Bye))
	}
	return redirectFlash(c, back, msg)
}

// teamEventOf is the tournament's team event (nil for an individual tournament) for the
// round and results pages, read from the store as it is now.
func (s *handlers) teamEventOf(c echo.Context, page dirPage) (*team.Event, error) {
	return app.LoadTeamEvent(c.Request().Context(), s.DB, page.ID)
}
