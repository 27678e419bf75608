package director

import (
	"fmt"
	"net/http"
	"strconv"
	"strings"

	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
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
func (s *handlers) resultsPage(c echo.Context) error {
	t, page, n, err := s.directorRound(c, "Results")
	if err != nil {
		return err
	}
	page.atRound(n)
	v := newResultsView(c, t, page, n)
	return s.Render(c, http.StatusOK, "director_results.html", s.Page(c, v))
}

func newResultsView(c echo.Context, t *tournament.Tournament, page dirPage, n int) resultsView {
	v := resultsView{dirPage: page, N: n, CSRF: app.CSRFToken(c), Action: fmt.Sprintf("%s/rounds/%d/results", page.Base, n)}
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
