package api

import (
	"fmt"
	"io"
	"net/http"
	"time"

	"github.com/hoshi-go/hoshi/internal/gamerecord"
	"github.com/hoshi-go/hoshi/internal/goban"
	"github.com/hoshi-go/hoshi/internal/goban/estimate"
	"github.com/hoshi-go/hoshi/internal/sgf"
	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/labstack/echo/v4"
)

// apiUploadSGF is POST /api/tournaments/{id}/rounds/{n}/games/{table}/sgf with the SGF as
// the body: the engine scores the final position under the tournament's rules and the
// game's komi, and the record and its score are stored. The game's result is left to the
// director.
func (s *handlers) apiUploadSGF(c echo.Context) error {
	ctx := c.Request().Context()
	id, sn, n, table, err := s.pathGame(c)
	if err != nil {
		return err
	}
	var komi, prisoners int
	var game tournament.Game
	found := false
	for _, g := range sn.T.RoundGames(n) {
		if g.Table == table {
			komi, prisoners, found, game = g.Komi, g.Prisoners, true, g
		}
	}
	if !found {
		return app.NoGameAt(http.StatusNotFound, n, table)
	}
	data, err := io.ReadAll(c.Request().Body)
	if err != nil {
		return err
	}
	if !sn.T.Settings.IsGo() {
		return s.uploadOtherRecord(c, id, &sn.T.Settings, &game, data)
	}
	col, err := sgf.Parse(data)
	if err != nil {
		return app.BadRequest("sgf", msgSGFInvalid.New(err))
	}
	if len(col.Games) == 0 {
		return app.ErrBadRequest("sgf", "the SGF file holds no game")
	}
	if err := app.BoardSizeMismatch(sn.T, col.Games[0]); err != nil {
		return app.ErrBadRequestOf("sgf", err)
	}
	// A dispute settled by play that hoshi wrote into the file (HS[dispute]) is no part of the
	// game: the game is counted without it, and the board page reads it from the record.
	if _, err := sgf.SplitResumption(col.Games[0]); err != nil {
		return app.ErrBadRequest("sgf", fmt.Sprintf("the dispute settled by play in the file does not read: %v", err))
	}
	opts := goban.GameScoreOptions{Komi: komi, KomiSet: true, HandicapPrisoners: prisoners, Estimate: estimate.Dead}
	if rules, err := goban.RulesByName(sn.T.Settings.Rules); err == nil {
		opts.Rules, opts.RulesSet = rules, true
	}
	start := time.Now()
	scored, err := goban.ScoreGame(col.Games[0], opts)
	s.Metrics.ObserveScoring(start)
	if err != nil {
		return app.BadRequest("sgf", msgSGFReplay.New(err))
	}
	out := app.ScoreJSON{
		Round: n, Table: table, Result: scored.Score.Result(), Rules: scored.Score.Rules.Name,
		Black: app.NewTallyJSON(scored.Score.Black), White: app.NewTallyJSON(scored.Score.White),
		DeadFrom: scored.DeadFrom, Agreement: scored.Agreement, Problems: []string{},
		Uncertain: app.Vertices(scored.Position.Size, scored.Uncertain),
	}
	for _, p := range scored.Game.Problems {
		out.Problems = append(out.Problems, p.String())
	}
	details, err := app.MarshalJSON(out)
	if err != nil {
		return err
	}
	rec := store.GameRecord{
		Round: n, Table: table, SGF: string(data), Score: out.Result, Details: string(details),
		UploadedBy: app.Actor(c),
	}
	if err := s.DB.SaveGameRecord(ctx, id, rec); err != nil {
		return err
	}
	return c.JSONBlob(http.StatusOK, details)
}

// RecordJSON is the answer to the upload of a record of shogi, gomoku or ninuki: the round,
// the table and how the record says the game ended (gamerecord.Outcome), also stored as the
// record's details.
type RecordJSON struct {
	Round int `json:"round"`
	Table int `json:"table"`
	gamerecord.Outcome
	// Replay is the game of the table the record is of where drawn games are replayed: the
	// game's replays when it was uploaded (absent for the first game).
	Replay int `json:"replay,omitempty"`
}

// uploadOtherRecord stores a record of a game of shogi, gomoku or ninuki (a KIF or CSA file; an
// SGF file of gomoku or a renju.net move list) with its adjudication; a record that cannot be
// read is refused (400 on sgf) and nothing is stored. The game's result is left to the
// director, as for Go.
func (s *handlers) uploadOtherRecord(c echo.Context, id store.TournamentID, set *tournament.Settings, g *tournament.Game, data []byte) error {
	r, err := gamerecord.Read(set, g, data)
	if err != nil {
		return app.ErrBadRequestOf("sgf", err)
	}
	out := RecordJSON{Round: g.Round, Table: g.Table, Outcome: r.Outcome, Replay: g.Replays}
	details, err := app.MarshalJSON(out)
	if err != nil {
		return err
	}
	text, err := gamerecord.Text(set, data) // read, so UTF-8 or Shift_JIS
	if err != nil {
		return app.ErrBadRequestOf("sgf", err)
	}
	// Stored as the record of the game read for the request (its replays): a replay started
	// in between refuses it (409 on replays) rather than taking it for the replay's.
	rec := store.GameRecord{Round: g.Round, Table: g.Table, SGF: text, Score: r.Result, Details: string(details), UploadedBy: app.Actor(c), Replay: g.Replays}
	if err := s.DB.SaveGameRecordIf(c.Request().Context(), id, rec); err != nil {
		return err
	}
	return c.JSONBlob(http.StatusOK, details)
}
