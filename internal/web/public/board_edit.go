package public

import (
	"fmt"
	"html/template"
	"math"
	"net/http"
	"strconv"
	"strings"

	"github.com/hoshi-go/hoshi/internal/goban"
	"github.com/hoshi-go/hoshi/internal/sgf"
	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/labstack/echo/v4"
)

// editorData is the board on which the director types in a final position: stones travel
// in the form (one character a point), so an unfinished position is never stored.
type editorData struct {
	URL    string
	Stones string
	Tool   string
	SVG    template.HTML
}

const stoneChars = ".bw" // empty, black, white: goban.Color order

func newEditor(url string, pos goban.Position, tool string) *editorData {
	var b strings.Builder
	for _, c := range pos.Cells {
		b.WriteByte(stoneChars[c])
	}
	svg := goban.RenderSVG(pos, goban.SVGOptions{Coordinates: true, Clickable: true, Title: "Position editor"})
	return &editorData{URL: url, Stones: b.String(), Tool: tool, SVG: template.HTML(svg)}
}

// startPosition is what the editor opens with: the scored record's position, else an empty
// board of the tournament's size.
func startPosition(t *tournament.Tournament, st *boardState) goban.Position {
	if st != nil {
		return st.pos.Clone()
	}
	size := t.Settings.BoardSize
	if size < goban.MinSize || size > goban.MaxSize {
		size = 19
	}
	return goban.NewPosition(size)
}

// readStones reads the editor's stones field back into a position.
func readStones(s string) (goban.Position, error) {
	n := int(math.Sqrt(float64(len(s))))
	if n*n != len(s) || n < goban.MinSize || n > goban.MaxSize {
		return goban.Position{}, app.ErrBadRequest("stones", "the position is not a square board: reload the page")
	}
	pos := goban.NewPosition(n)
	for i := range len(s) {
		k := strings.IndexByte(stoneChars, s[i])
		if k < 0 {
			return goban.Position{}, app.ErrBadRequest("stones", "the position holds something other than stones: reload the page")
		}
		pos.Cells[i] = goban.Color(k)
	}
	return pos, nil
}

// postedPosition is the game of the path and the position the editor's form sends.
func (p *public) postedPosition(c echo.Context) (store.TournamentID, *tournament.Tournament, *tournament.Game, goban.Position, error) {
	id, t, g, err := p.boardGame(c)
	if err != nil {
		return 0, nil, nil, goban.Position{}, err
	}
	pos, err := readStones(c.FormValue("stones"))
	if err != nil {
		return 0, nil, nil, goban.Position{}, err
	}
	return id, t, g, pos, nil
}

// editPositionForm is POST .../board/edit: one click of the editor (stones, tool, point);
// it answers the editor with the point changed.
func (p *public) editPositionForm(c echo.Context) error {
	id, t, g, pos, err := p.postedPosition(c)
	if err != nil {
		return err
	}
	tool := c.FormValue("tool")
	colour := map[string]goban.Color{"black": goban.Black, "white": goban.White, "erase": goban.Empty}
	k, ok := colour[tool]
	if !ok {
		return app.ErrBadRequest("tool", "choose black, white or erase")
	}
	if pt := strings.TrimSpace(c.FormValue("point")); pt != "" {
		x, y, err := goban.ParseVertex(pos.Size, pt)
		if err != nil {
			return app.ErrBadRequestOf("point", err)
		}
		pos.Cells[y*pos.Size+x] = k
	}
	d := newBoardData(c, id, t, g, nil)
	d.Editor = newEditor(d.URL, pos, tool)
	if app.IsHTMX(c) {
		return p.boardBlock(c, "editor", d)
	}
	if st, err := p.latestBoard(c.Request().Context(), id, t, g); err == nil && st != nil {
		ed := d.Editor
		d = newBoardData(c, id, t, g, st)
		d.Editor = ed
	}
	return p.Render(c, http.StatusOK, "board_game.html", d)
}

// positionSGF writes an entered final position as a record without moves: the setup stones,
// the players, komi, handicap and rules of the tournament game.
func positionSGF(t *tournament.Tournament, g *tournament.Game, pos goban.Position) string {
	prop := func(id string, v ...string) sgf.Property { return sgf.Property{ID: id, Values: v} }
	root := &sgf.Node{Props: []sgf.Property{
		prop("GM", "1"), prop("FF", "4"), prop("CA", "UTF-8"), prop("AP", "hoshi"),
		prop("SZ", strconv.Itoa(pos.Size)), prop("KM", goban.HalfPoints(g.Komi)), prop("RU", t.Settings.Rules),
	}}
	for _, side := range []struct {
		id string
		pl tournament.PlayerID
	}{{"PW", g.White}, {"PB", g.Black}} {
		if pl := t.Player(side.pl); pl != nil {
			root.Props = append(root.Props, prop(side.id, pl.FullName()))
		}
	}
	if g.Handicap > 1 {
		root.Props = append(root.Props, prop("HA", strconv.Itoa(g.Handicap)))
	}
	for _, side := range []struct {
		id string
		c  goban.Color
	}{{"AB", goban.Black}, {"AW", goban.White}} {
		var pts []string
		for i, c := range pos.Cells {
			if c == side.c {
				pts = append(pts, string([]byte{byte('a' + i%pos.Size), byte('a' + i/pos.Size)}))
			}
		}
		if len(pts) > 0 {
			root.Props = append(root.Props, prop(side.id, pts...))
		}
	}
	return string(sgf.Marshal(&sgf.Collection{Games: []*sgf.Node{root}}))
}

// savePositionForm is POST .../board/position: the entered position becomes the game's
// record and is scored, the dead stones estimated for the director to correct.
func (p *public) savePositionForm(c echo.Context) error {
	id, t, g, pos, err := p.postedPosition(c)
	if err != nil {
		return err
	}
	return p.saveRecord(c, id, t, g, positionSGF(t, g, pos))
}

// uploadBoardForm is POST .../board/sgf, multipart with the file in "sgf": the record is
// replayed and scored; a file that does not parse or replay is refused and nothing is stored.
func (p *public) uploadBoardForm(c echo.Context) error {
	id, t, g, err := p.boardGame(c)
	if err != nil {
		return err
	}
	fh, data, err := app.UploadedFile(c, "sgf")
	if err != nil {
		return err
	}
	if !t.Settings.IsGo() {
		if fh == nil {
			return p.directorOtherBoard(c, id, t, g, http.StatusBadRequest, msgChooseRecord.New())
		}
		return p.saveOtherRecord(c, id, t, g, data)
	}
	if fh == nil {
		return p.boardError(c, id, t, g, msgChooseSGF.New())
	}
	return p.saveRecord(c, id, t, g, string(data))
}

// saveRecord scores a new record of the game and stores it with its dead stones; a record
// that cannot be scored is refused with the reason on the board page.
func (p *public) saveRecord(c echo.Context, id store.TournamentID, t *tournament.Tournament, g *tournament.Game, text string) error {
	// A record of another board size is refused before it is scored (a malformed file is
	// scoreRecord's to explain).
	if col, err := sgf.Parse([]byte(text)); err == nil && len(col.Games) > 0 {
		if err := app.BoardSizeMismatch(t, col.Games[0]); err != nil {
			return p.boardError(c, id, t, g, err)
		}
	}
	st, err := scoreRecord(t, g, store.GameRecord{SGF: text}, p.memo)
	if err != nil {
		return p.boardError(c, id, t, g, err)
	}
	details, err := st.storedDetails(g.Round, g.Table)
	if err != nil {
		return err
	}
	rec := store.GameRecord{Round: g.Round, Table: g.Table, SGF: text, Score: st.score.Result(), Details: details, UploadedBy: app.Actor(c)}
	if err := p.DB.SaveGameRecord(c.Request().Context(), id, rec); err != nil {
		return err
	}
	return c.Redirect(http.StatusSeeOther, boardURL(id, g))
}

// boardError shows the board page again with a refusal, changing nothing.
func (p *public) boardError(c echo.Context, id store.TournamentID, t *tournament.Tournament, g *tournament.Game, msg error) error {
	st, err := p.latestBoard(c.Request().Context(), id, t, g)
	if err != nil {
		return err
	}
	d := newBoardData(c, id, t, g, st)
	d.Error = msg
	d.Editor = newEditor(d.URL, startPosition(t, st), "black")
	return p.Render(c, http.StatusBadRequest, "board_game.html", d)
}

func boardURL(id store.TournamentID, g *tournament.Game) string {
	return fmt.Sprintf("/tournaments/%d/rounds/%d/games/%d/board", id, g.Round, g.Table)
}
