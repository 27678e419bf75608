package web

import (
	"fmt"
	"github.com/hoshi-go/hoshi/internal/i18n"
	"strconv"

	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/labstack/echo/v4"
)

// wallRow is one player of the wall chart: a row number that the other rows refer to, the
// player, one cell per round and the criteria.
type wallRow struct {
	Num    int
	Place  string
	Player seat
	Club   string
	Cells  []string
	Values []string
}

type wallchartData struct {
	printFrame
	Rounds   []int
	Criteria []string
	Rows     []wallRow
}

// wallchart builds the cross table after round n, players in the order of the standings.
// A cell is "opp+/w2": the opponent's row number, the result ("+" win, "-" loss, "=" jigo,
// "?" not reported, "!" after it when by default), the colour and the handicap if any.
// Rounds without a game read "bye" or "–".
func wallchart(t *tournament.Tournament, n int) ([]int, []wallRow) {
	st := t.Standings(n)
	places := placeLabels(st)
	num := make(map[tournament.PlayerID]int, len(st))
	for i, s := range st {
		num[s.Player.ID] = i + 1
	}
	rounds := make([]int, n)
	for r := range rounds {
		rounds[r] = r + 1
	}
	byPlayer := make([]map[tournament.PlayerID]*tournament.Game, n+1)
	for r := range byPlayer {
		byPlayer[r] = map[tournament.PlayerID]*tournament.Game{}
	}
	for i := range t.Games {
		if g := &t.Games[i]; g.Round >= 1 && g.Round <= n {
			byPlayer[g.Round][g.White], byPlayer[g.Round][g.Black] = g, g
		}
	}
	rows := make([]wallRow, len(st))
	for i, s := range st {
		id := s.Player.ID
		row := wallRow{Num: i + 1, Place: places[i], Player: seat{ID: id, Name: s.Player.FullName(), Rank: rankLabel(s.Player)}, Club: s.Player.Club}
		for r := 1; r <= n; r++ {
			row.Cells = append(row.Cells, wallCell(t, r, id, byPlayer[r], num))
		}
		for k, v := range s.Values {
			row.Values = append(row.Values, criterionText(t.Settings.Criteria[k], v))
		}
		rows[i] = row
	}
	return rounds, rows
}

// wallCell is player id's cell of round r; games holds the round's games by player.
func wallCell(t *tournament.Tournament, r int, id tournament.PlayerID, games map[tournament.PlayerID]*tournament.Game, num map[tournament.PlayerID]int) string {
	g := games[id]
	if g == nil {
		if t.ByeIn(r) == id {
			return "bye"
		}
		return "–"
	}
	res := map[string]string{"win": "+", "loss": "-", "jigo": "=", "": "?"}[outcome(g, id)]
	if g.ByDefault && g.Result != tournament.Unknown {
		res += "!"
	}
	cell := strconv.Itoa(num[g.Opponent(id)]) + res
	if !g.KnownColor {
		return cell
	}
	colour := "b"
	if g.White == id {
		colour = "w"
	}
	cell += "/" + colour
	if g.Handicap > 0 {
		cell += strconv.Itoa(g.Handicap)
	}
	return cell
}

// printWallchart is GET /tournaments/{id}/print/wallchart?round=n: the cross table to pin
// on the wall, A4 landscape.
func (p *public) printWallchart(c echo.Context) error {
	return p.serveCached(c, "print-wallchart:"+c.QueryParam("round"), func(sn *snapshot, l *i18n.Localizer) (*cachedPage, error) {
		t := sn.t
		n, err := standingsRound(c, t)
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
		return p.html(l, "print_wallchart.html", d)
	})
}
