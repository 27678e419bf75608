package web

import (
	"fmt"
	"net/http"
	"regexp"
	"strconv"
	"strings"

	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/labstack/echo/v4"
)

// resultRow is a game in the results table; OOB marks the row that an htmx answer swaps in
// place.
type resultRow struct {
	dirGameLine
	CSRF string
	OOB  bool
}

type resultsView struct {
	dirPage
	N           int
	CSRF        string
	Action      string
	Rows        []resultRow
	Known       int
	Total       int
	Missing     string // tables still without a result
	Message     string
	MessageKind string
	Entry       string // the entry to show again after a mistake
	OOB         bool   // an htmx answer: the counter is swapped in place
}

// resultsPage is GET /director/tournaments/{id}/rounds/{n}/results: the entry line and the
// games with their results.
func (s *Server) resultsPage(c echo.Context) error {
	t, page, err := s.directorTournament(c, "Results")
	if err != nil {
		return err
	}
	n, err := roundNumber(c, t)
	if err != nil {
		return err
	}
	page.atRound(n)
	v := newResultsView(c, t, page, n)
	return s.render(c, http.StatusOK, "director_results.html", s.page(c, v))
}

func newResultsView(c echo.Context, t *tournament.Tournament, page dirPage, n int) resultsView {
	v := resultsView{dirPage: page, N: n, CSRF: CSRFToken(c), Action: fmt.Sprintf("%s/rounds/%d/results", page.Base, n)}
	var missing []string
	for _, g := range gameLines(t, page, n) {
		v.Rows = append(v.Rows, resultRow{dirGameLine: g, CSRF: v.CSRF})
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

// entryPattern is a keyboard entry: the table, then the result (w, b, =, + both win, - both
// lose, ? none), f before it for a result by default (forfeit).
var entryPattern = regexp.MustCompile(`^\s*(\d+)\s*(f?)\s*([wb=+?-])\s*!?\s*$`)

// parseEntry reads "12w", "12 b", "7=", "3fw", "3 f b", "9?".
func parseEntry(s string) (table int, r tournament.Result, byDefault bool, err error) {
	m := entryPattern.FindStringSubmatch(strings.ToLower(s))
	if m == nil {
		return 0, 0, false, errBadRequest("entry", fmt.Sprintf("%q is not a result: type the table, then w, b or = (f before it for a forfeit), e.g. 12w or 7fb", s))
	}
	table, _ = strconv.Atoi(m[1])
	code := map[string]string{"w": "w", "b": "b", "=": "=", "+": "both-win", "-": "both-lose", "?": "?"}[m[3]]
	r, _ = tournament.ParseResult(code)
	return table, r, m[2] == "f" && r != tournament.Unknown, nil
}

// resultEntryForm is POST .../rounds/{n}/results with entry=12w: the fast keyboard entry.
// htmx gets the message and the changed row back without a reload; the input is kept on a
// mistake so that it can be corrected.
func (s *Server) resultEntryForm(c echo.Context) error {
	return s.saveResult(c, c.FormValue("entry"))
}

// resultButtonForm is POST .../rounds/{n}/games/{table}/result with result=w|b|=|...: the
// buttons of a row, to correct a result with the mouse or a finger.
func (s *Server) resultButtonForm(c echo.Context) error {
	return s.saveResult(c, c.Param("table")+c.FormValue("result"))
}

func (s *Server) saveResult(c echo.Context, entry string) error {
	t, page, err := s.directorTournament(c, "Results")
	if err != nil {
		return err
	}
	n, err := roundNumber(c, t)
	if err != nil {
		return err
	}
	back := fmt.Sprintf("%s/rounds/%d/results", page.Base, n)
	table, r, byDefault, err := parseEntry(entry)
	if err == nil {
		err = s.db.SetResult(c.Request().Context(), page.ID, n, table, r, byDefault, "director@"+c.RealIP())
	}
	if err != nil {
		if status, _, _ := statusOf(err); status >= 500 || !isHTMX(c) {
			return redirectError(c, back, err)
		}
		_, _, msg := statusOf(err)
		v := resultsView{Message: msg, MessageKind: "error", Entry: entry, Action: back, CSRF: CSRFToken(c)}
		return s.renderFragment(c, http.StatusUnprocessableEntity, "director_results.html", "entry-answer", v)
	}
	var msg string
	for _, g := range t.RoundGames(n) {
		if g.Table == table {
			g.Result, g.ByDefault = r, byDefault
			label, _ := dirResultLabel(g)
			if label == "" {
				label = "no result"
			}
			msg = fmt.Sprintf("Table %d: %s – %s %s", table, t.Player(g.White).FullName(), t.Player(g.Black).FullName(), label)
		}
	}
	if !isHTMX(c) {
		return redirectFlash(c, back, msg+".")
	}
	// The answer is built from a fresh snapshot, so that the row and the counter show what is
	// stored, including the results other devices entered meanwhile.
	sn, err := s.snapshot(c.Request().Context(), page.ID)
	if err != nil {
		return err
	}
	v := newResultsView(c, sn.t, page, n)
	v.Message, v.OOB = msg, true
	for _, r := range v.Rows {
		if r.Table == table {
			r.OOB = true
			v.Rows = []resultRow{r}
		}
	}
	return s.renderFragment(c, http.StatusOK, "director_results.html", "entry-answer", v)
}
