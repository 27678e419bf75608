package public

import (
	"fmt"
	"slices"

	"github.com/hoshi-go/hoshi/internal/export"
	"github.com/hoshi-go/hoshi/internal/i18n"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/labstack/echo/v4"
)

// wallRow is one player of the wall chart: a row number that the other rows refer to, the
// player, one cell per round, the wins and the criteria.
type wallRow struct {
	Num    int
	Place  string
	Player seat
	Club   string
	Cells  []string
	NBW    string
	Values []string
}

type wallchartData struct {
	printFrame
	Rounds   []int
	ShowNBW  bool // NBW has a column of its own: it is not one of the criteria
	Criteria []string
	Rows     []wallRow
}

// wallchart builds the cross table after round n, players in the order of the standings
// (export.CrossTable): a cell is "opp+/w2", the opponent's row number, the result ("+" win,
// "-" loss, "=" jigo, "?" not reported, "!" after it when by default), the colour and the
// handicap if any; rounds without a game read "bye" or "–".
func wallchart(t *tournament.Tournament, n int) ([]int, []wallRow) {
	lines := export.CrossTable(t, n)
	st := make([]tournament.Standing, len(lines))
	for i, l := range lines {
		st[i] = l.Standing
	}
	places := app.PlaceLabels(st)
	rounds := make([]int, n)
	for r := range rounds {
		rounds[r] = r + 1
	}
	rows := make([]wallRow, len(lines))
	for i, l := range lines {
		p := l.Player
		row := wallRow{Num: l.Num, Place: places[i], Player: seat{ID: p.ID, Name: p.FullName(), Rank: app.RankLabel(p)},
			Club: p.Club, Cells: l.Cells, NBW: app.CriterionText(tournament.CritNBW, l.NBW)}
		for k, v := range l.Values {
			row.Values = append(row.Values, app.CriterionText(t.Settings.Criteria[k], v))
		}
		rows[i] = row
	}
	return rounds, rows
}

// ShowNBW tells whether the wins get a column of their own: when NBW is not a criterion.
func ShowNBW(t *tournament.Tournament) bool {
	return !slices.Contains(t.Settings.Criteria, tournament.CritNBW)
}

// printWallchart is GET /tournaments/{id}/print/wallchart?round=n: the cross table to pin
// on the wall, A4 landscape.
func (p *public) printWallchart(c echo.Context) error {
	return p.serveCached(c, "print-wallchart:"+c.QueryParam("round"), func(sn *app.Snapshot, l *i18n.Localizer) (*cachedPage, error) {
		t := sn.T
		n, err := app.StandingsRound(c, t)
		if err != nil {
			return nil, err
		}
		base := fmt.Sprintf("/tournaments/%d", mustID(c))
		d := wallchartData{printFrame: newPrintFrame(l, t, base+"/standings", l.T("print.wallchart_after", "N", n))}
		d.Landscape = true
		for _, cr := range t.Settings.Criteria {
			d.Criteria = append(d.Criteria, string(cr))
		}
		d.Rounds, d.Rows = wallchart(t, n)
		d.ShowNBW = ShowNBW(t)
		return p.html(l, "print_wallchart.html", d)
	})
}
