package director

import (
	"fmt"
	"net/http"
	"strconv"
	"strings"

	"github.com/hoshi-go/hoshi/internal/team"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/labstack/echo/v4"
)

// resultRow is a game in the results table; OOB marks the row that an htmx answer swaps in
// place.
type resultRow struct {
	dirGameLine
	CSRF  string
	OOB   bool
	Board int        // a team tournament's board of the game's match, 0 otherwise
	Head  *matchHead // the match the row begins (team tournaments): shown above the row
}

// matchHead is a match of a team tournament on the results page: its teams and its score
// in board points, shown above its boards; OOB marks it swapped in place by an htmx answer.
type matchHead struct {
	N              int
	A, B           string
	Known          bool // a board has a result: the score is shown
	ScoreA, ScoreB string
	Complete       bool
	OOB            bool
	// PlayersA and PlayersB name every player of a Pair Go or Rengo side that has a name of
	// its own (the board game names only the first players, who stand for their sides; a
	// side without a name is named by its players already).
	PlayersA, PlayersB string
}

type resultsView struct {
	dirPage
	// Matches tells a gomoku tournament of matches: the entry takes a match's games.
	Matches     bool
	N           int
	CSRF        string
	Action      string
	Rows        []resultRow
	Known       int
	Total       int
	Missing     string // tables still without a result
	Message     any    // what the entry did, in the language, or its refusal (an error, shown by its key)
	MessageKind string
	Entry       string // the entry to show again after a mistake
	OOB         bool   // an htmx answer: the counter is swapped in place
	Heads       []*matchHead
	// Reports are the players' reports that need the desk (venue.go).
	Reports reportsPanel
}

// resultsPage is GET /director/tournaments/{id}/rounds/{n}/results: the entry line and the
// games with their results.
func (s *handlers) resultsPage(c echo.Context) error {
	t, page, n, err := s.directorRound(c, "Results")
	if err != nil {
		return err
	}
	page.atRound(n)
	e, err := s.teamEventOf(c, page)
	if err != nil {
		return err
	}
	v := newResultsView(c, t, e, page, n)
	if v.Reports, err = s.newReportsPanel(c, t, page, n); err != nil {
		return err
	}
	return s.Render(c, http.StatusOK, "director_results.html", s.Page(c, v))
}

// newResultsView lists the games of round n with their results; e is the team event of a
// team tournament (nil for an individual one): then the games are grouped by match, each
// match's teams and score above its boards.
func newResultsView(c echo.Context, t *tournament.Tournament, e *team.Event, page dirPage, n int) resultsView {
	v := resultsView{dirPage: page, N: n, CSRF: app.CSRFToken(c), Action: fmt.Sprintf("%s/rounds/%d/results", page.Base, n)}
	v.Matches = t.Settings.Matches() > 1
	if e != nil {
		t = e.T
	}
	lines := gameLines(t, page, n)
	var rows []resultRow
	if e != nil {
		tr := newTeamRoundView(e, n, lines)
		placed := map[int]bool{}
		for _, m := range tr.Matches {
			h := &matchHead{N: m.N, A: m.A, B: m.B, Known: m.Known, ScoreA: m.ScoreA, ScoreB: m.ScoreB, Complete: m.Complete}
			if tr.Kind != team.Boards.String() {
				h.PlayersA, h.PlayersB = sidePlayers(m.A, m.PlayersA), sidePlayers(m.B, m.PlayersB)
			}
			v.Heads = append(v.Heads, h)
			for k, b := range m.Boards {
				r := resultRow{dirGameLine: b.dirGameLine, CSRF: v.CSRF, Board: b.No}
				if k == 0 {
					r.Head = h
				}
				rows, placed[b.Table] = append(rows, r), true
			}
		}
		for _, g := range lines {
			if !placed[g.Table] {
				rows = append(rows, resultRow{dirGameLine: g, CSRF: v.CSRF})
			}
		}
	} else {
		for _, g := range lines {
			rows = append(rows, resultRow{dirGameLine: g, CSRF: v.CSRF})
		}
	}
	var missing []string
	for _, r := range rows {
		g := r.dirGameLine
		v.Rows = append(v.Rows, r)
		v.Total++
		if g.Result != "" {
			v.Known++
		} else {
			missing = append(missing, strconv.Itoa(g.Table))
		}
	}
	const shown = 30
	if len(missing) > shown {
		missing = append(missing[:shown], "…")
	}
	v.Missing = strings.Join(missing, ", ")
	return v
}

// sidePlayers names the players of a side called name, "" when the name is made of them.
func sidePlayers(name string, players []string) string {
	if all := strings.Join(players, " / "); all != name {
		return all
	}
	return ""
}
