package web

import (
	"fmt"
	"io"
	"net/http"

	"github.com/hoshi-go/hoshi/internal/goban"
	"github.com/hoshi-go/hoshi/internal/sgf"
	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/labstack/echo/v4"
)

// tallyJSON is one side's count.
type tallyJSON struct {
	Territory    int     `json:"territory"`
	Stones       int     `json:"stones"`
	Prisoners    int     `json:"prisoners"`
	DeadStones   int     `json:"dead_stones"`
	Seki         int     `json:"seki_points"`
	Komi         float64 `json:"komi"`
	Compensation float64 `json:"compensation"`
	Total        float64 `json:"total"`
}

// scoreJSON is the rules engine's score of an uploaded game, as stored with the SGF.
type scoreJSON struct {
	Round     int       `json:"round"`
	Table     int       `json:"table"`
	Result    string    `json:"result"`
	Rules     string    `json:"rules"`
	Black     tallyJSON `json:"black"`
	White     tallyJSON `json:"white"`
	DeadFrom  string    `json:"dead_from"`
	Agreement string    `json:"agreement"`
	Problems  []string  `json:"replay_problems"`
}

func newTallyJSON(t goban.Tally) tallyJSON {
	return tallyJSON{
		Territory: t.Territory, Stones: t.Stones, Prisoners: t.Prisoners, DeadStones: t.DeadStones,
		Seki: t.Seki, Komi: points(t.Komi), Compensation: points(t.Compensation), Total: points(t.Total),
	}
}

// boardSizeMismatch says why a game record does not belong to the tournament when it was
// played on another board size (SZ, 19 when missing), and is "" when the sizes agree. A
// malformed SZ is left to the replay, which names it.
func boardSizeMismatch(t *tournament.Tournament, root *sgf.Node) string {
	gi, err := sgf.ReadGameInfo(root)
	if err != nil || gi.Size == t.Settings.BoardSize {
		return ""
	}
	return fmt.Sprintf("the game is played on a %dx%d board (SZ[%d]), but the tournament plays on %dx%d",
		gi.Size, gi.Size, gi.Size, t.Settings.BoardSize, t.Settings.BoardSize)
}

// apiUploadSGF is POST /api/tournaments/{id}/rounds/{n}/games/{table}/sgf with the SGF as
// the body: the engine scores the final position under the tournament's rules and the
// game's komi, and the record and its score are stored. The game's result is left to the
// director.
func (s *Server) apiUploadSGF(c echo.Context) error {
	ctx := c.Request().Context()
	id, sn, err := s.pathSnapshot(c)
	if err != nil {
		return err
	}
	n, err := roundNumber(c, sn.t)
	if err != nil {
		return err
	}
	table, err := pathInt(c, "table", "table")
	if err != nil {
		return err
	}
	var komi int
	found := false
	for _, g := range sn.t.RoundGames(n) {
		if g.Table == table {
			komi, found = g.Komi, true
		}
	}
	if !found {
		return &Error{Status: http.StatusNotFound, Field: "table", Message: fmt.Sprintf("round %d has no game at table %d", n, table)}
	}
	data, err := io.ReadAll(c.Request().Body)
	if err != nil {
		return err
	}
	col, err := sgf.Parse(data)
	if err != nil {
		return errBadRequest("sgf", fmt.Sprintf("not a valid SGF file: %v", err))
	}
	if len(col.Games) == 0 {
		return errBadRequest("sgf", "the SGF file holds no game")
	}
	if msg := boardSizeMismatch(sn.t, col.Games[0]); msg != "" {
		return errBadRequest("sgf", msg)
	}
	opts := goban.GameScoreOptions{Komi: komi, KomiSet: true}
	if rules, err := goban.RulesByName(sn.t.Settings.Rules); err == nil {
		opts.Rules, opts.RulesSet = rules, true
	}
	scored, err := goban.ScoreGame(col.Games[0], opts)
	if err != nil {
		return errBadRequest("sgf", fmt.Sprintf("cannot replay the game: %v", err))
	}
	out := scoreJSON{
		Round: n, Table: table, Result: scored.Score.Result(), Rules: scored.Score.Rules.Name,
		Black: newTallyJSON(scored.Score.Black), White: newTallyJSON(scored.Score.White),
		DeadFrom: scored.DeadFrom, Agreement: scored.Agreement, Problems: []string{},
	}
	for _, p := range scored.Game.Problems {
		out.Problems = append(out.Problems, p.String())
	}
	details, err := marshalJSON(out)
	if err != nil {
		return err
	}
	rec := store.GameRecord{
		Round: n, Table: table, SGF: string(data), Score: out.Result, Details: string(details),
		UploadedBy: actor(c),
	}
	if err := s.db.SaveGameRecord(ctx, id, rec); err != nil {
		return err
	}
	return c.JSONBlob(http.StatusOK, details)
}
