package public

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"github.com/hoshi-go/hoshi/internal/goban"
	"github.com/hoshi-go/hoshi/internal/sgf"
	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
)

// The final position scored on a phone (docs/DIRECTOR.md, "The final position scored on a
// phone"): a player enters his game's final position through his link, as an SGF record or
// stones on a board, and the position is counted exactly as the board page counts a game's
// record (scoreRecord: the tournament's rules, the game's komi, handicap and handed-over
// prisoners, the engine's guess of the dead stones with its uncertain groups); the players
// mark dead stones, and each confirms the count or disputes it (store/position.go). Both the
// player's pages and the JSON API use Positions.

// DeadByPlayers says the dead stones are the players' taps on their phones.
const DeadByPlayers = "marked by the players"

// Positions counts and changes the final positions the players propose through their links.
type Positions struct{ *app.Server }

// NewPositions serves the proposals of s's tournaments.
func NewPositions(s *app.Server) *Positions { return &Positions{Server: s} }

// PositionView is a player's game of a round and its proposal counted now (the game's komi
// may have changed since it was made).
type PositionView struct {
	T        *tournament.Tournament
	Game     *tournament.Game
	Player   tournament.PlayerID
	Proposal *store.PositionProposal // nil for none
	st       *boardState             // the proposal counted, nil for none
}

// errNoGame is the refusal of a round in which the player has no game (the store's words).
func errNoGame(round int) error {
	k := msgLinkNoGame.New(round)
	return &store.Error{Code: store.ENOTFOUND, Field: "round", Message: k.Error(), Key: k}
}

// errNoPosition is the refusal to change a proposal that does not exist (the store's words).
var errNoPosition = &store.Error{Code: store.ENOTFOUND, Field: "position", Message: msgPositionNone.New().Error(), Key: msgPositionNone.New()}

// playerGame is player's game of round in t.
func playerGame(t *tournament.Tournament, player tournament.PlayerID, round int) (*tournament.Game, error) {
	for _, g := range t.RoundGames(round) {
		if g.White == player || g.Black == player {
			return &g, nil
		}
	}
	return nil, errNoGame(round)
}

// View is the player's game of round with its proposal counted.
func (ps *Positions) View(ctx context.Context, link store.PlayerLink, sn *app.Snapshot, round int) (*PositionView, error) {
	g, err := playerGame(sn.T, link.Player, round)
	if err != nil {
		return nil, err
	}
	v := &PositionView{T: sn.T, Game: g, Player: link.Player}
	if v.Proposal, err = ps.DB.PositionOf(ctx, link.Tournament, round, g.Table); err != nil || v.Proposal == nil {
		return v, err
	}
	rec := store.GameRecord{Round: round, Table: g.Table, SGF: v.Proposal.Count.SGF, Details: v.Proposal.Count.Details}
	if v.st, err = scoreRecord(sn.T, g, rec, nil); err != nil {
		return nil, err
	}
	return v, nil
}

// count is the proposal counted now, as the store keeps it.
func (v *PositionView) count() (store.PositionCount, error) {
	details, err := v.st.storedDetails(v.Game.Round, v.Game.Table)
	if err != nil {
		return store.PositionCount{}, err
	}
	return store.PositionCount{SGF: v.st.rec.SGF, Details: details, Score: v.st.effective(), Result: v.st.computed()}, nil
}

// EnteredPosition is a final position placed on a board: its stones, and the prisoners each
// player took during play when they are given (Prisoners false: not known).
type EnteredPosition struct {
	Pos                            goban.Position
	Prisoners                      bool
	BlackPrisoners, WhitePrisoners int
}

// SGF writes the entered position as a record of game g of t without moves, the prisoners
// given as hoshi's HSPB and HSPW (recordPrisoners).
func (e EnteredPosition) SGF(t *tournament.Tournament, g *tournament.Game) string {
	text := positionSGF(t, g, e.Pos)
	if !e.Prisoners {
		return text
	}
	col, err := sgf.Parse([]byte(text))
	if err != nil || len(col.Games) == 0 {
		return text
	}
	root := col.Games[0]
	root.Props = append(root.Props,
		sgf.Property{ID: propPrisonersBlack, Values: []string{strconv.Itoa(e.BlackPrisoners)}},
		sgf.Property{ID: propPrisonersWhite, Values: []string{strconv.Itoa(e.WhitePrisoners)}})
	return string(sgf.Marshal(col))
}

// Propose counts text, an SGF record of the player's game of round, and stores it as the
// game's proposal. dead, when not nil, are the dead stones (each point marks its group, as a
// tap does); nil leaves them to the engine's guess. opponent is the one the player's page
// showed (0: any). A record that does not read, is of another board size or cannot be
// replayed is refused on "sgf".
func (ps *Positions) Propose(ctx context.Context, link store.PlayerLink, sn *app.Snapshot, round int, opponent tournament.PlayerID, text string, dead []string) (*PositionView, error) {
	g, err := playerGame(sn.T, link.Player, round)
	if err != nil {
		return nil, err
	}
	if col, err := sgf.Parse([]byte(text)); err == nil && len(col.Games) > 0 {
		if err := app.BoardSizeMismatch(sn.T, col.Games[0]); err != nil {
			return nil, app.ErrBadRequestOf("sgf", err)
		}
	}
	st, err := scoreRecord(sn.T, g, store.GameRecord{Round: round, Table: g.Table, SGF: text}, nil)
	if err != nil {
		return nil, app.ErrBadRequestOf("sgf", err)
	}
	v := &PositionView{T: sn.T, Game: g, Player: link.Player, st: st}
	if dead != nil {
		if err := v.setDead(dead); err != nil {
			return nil, err
		}
	}
	count, err := v.count()
	if err != nil {
		return nil, err
	}
	p, err := ps.DB.ProposePosition(ctx, link, round, opponent, count)
	if err != nil {
		return nil, err
	}
	v.Proposal = &p
	return v, nil
}

// change makes edit on the proposal of the player's game of round at version and stores it.
func (ps *Positions) change(ctx context.Context, link store.PlayerLink, sn *app.Snapshot, round, version int, edit func(*PositionView) error) (*PositionView, error) {
	v, err := ps.View(ctx, link, sn, round)
	if err != nil {
		return nil, err
	}
	if v.Proposal == nil {
		return nil, errNoPosition
	}
	if err := edit(v); err != nil {
		return nil, err
	}
	count, err := v.count()
	if err != nil {
		return nil, err
	}
	p, err := ps.DB.ChangePosition(ctx, link, round, version, count)
	if err != nil {
		return nil, err
	}
	v.Proposal = &p
	return v, nil
}

// Toggle marks the group at point dead or alive again, as a tap on the board does.
func (ps *Positions) Toggle(ctx context.Context, link store.PlayerLink, sn *app.Snapshot, round, version int, point string) (*PositionView, error) {
	return ps.change(ctx, link, sn, round, version, func(v *PositionView) error {
		x, y, err := v.stone(point, "point")
		if err != nil {
			return err
		}
		v.toggle(x, y)
		return nil
	})
}

// SetDead makes the dead stones those of the groups at points, every other stone alive.
func (ps *Positions) SetDead(ctx context.Context, link store.PlayerLink, sn *app.Snapshot, round, version int, points []string) (*PositionView, error) {
	return ps.change(ctx, link, sn, round, version, func(v *PositionView) error { return v.setDead(points) })
}

// stone reads point, which must hold a stone of the proposal's position.
func (v *PositionView) stone(point, field string) (int, int, error) {
	st := v.st
	x, y, err := goban.ParseVertex(st.pos.Size, point)
	if err != nil {
		return 0, 0, app.ErrBadRequestOf(field, err)
	}
	if st.pos.At(x, y) == goban.Empty {
		return 0, 0, app.BadRequest(field, msgNoStone.New(strings.ToUpper(strings.TrimSpace(point))))
	}
	return x, y, nil
}

// toggle marks the group at (x, y) dead or alive again.
func (v *PositionView) toggle(x, y int) {
	st := v.st
	st.dead = goban.ToggleDead(st.pos, st.dead, x, y)
	st.deadFrom = DeadByPlayers
	st.rescore()
}

// setDead makes the groups at points dead and every other stone alive.
func (v *PositionView) setDead(points []string) error {
	st := v.st
	st.dead = make([]bool, len(st.pos.Cells))
	for _, pt := range points {
		x, y, err := v.stone(pt, "dead")
		if err != nil {
			return err
		}
		if !st.dead[y*st.pos.Size+x] {
			st.dead = goban.ToggleDead(st.pos, st.dead, x, y)
		}
	}
	st.deadFrom = DeadByPlayers
	st.rescore()
	return nil
}

// Confirm records the player's confirmation of the count of version. While the engine left
// groups uncertain, the player must say he checked them (checked): else the answer is 400
// on "uncertain" naming them, and nothing changes.
func (ps *Positions) Confirm(ctx context.Context, link store.PlayerLink, sn *app.Snapshot, round, version int, checked bool) (*PositionView, error) {
	v, err := ps.View(ctx, link, sn, round)
	if err != nil {
		return nil, err
	}
	if v.Proposal == nil {
		return nil, errNoPosition
	}
	if u := v.st.unsure(); len(u) > 0 && !checked && v.Proposal.Version == version {
		return nil, app.BadRequest("uncertain", msgUncertain.New(strings.Join(u, " ")))
	}
	v.st.confirmUncertain()
	count, err := v.count()
	if err != nil {
		return nil, err
	}
	p, err := ps.DB.ConfirmPosition(ctx, link, round, version, count, app.ReporterName(sn.T))
	if err != nil {
		return nil, err
	}
	v.Proposal = &p
	return v, nil
}

// Dispute hands the proposal at version to the desk: it becomes the game's record, for the
// board page's dispute settled by play.
func (ps *Positions) Dispute(ctx context.Context, link store.PlayerLink, sn *app.Snapshot, round, version int) (*PositionView, error) {
	v, err := ps.View(ctx, link, sn, round)
	if err != nil {
		return nil, err
	}
	if v.Proposal == nil {
		return nil, errNoPosition
	}
	count, err := v.count()
	if err != nil {
		return nil, err
	}
	p, err := ps.DB.DisputePosition(ctx, link, round, version, count, app.ReporterName(sn.T))
	if err != nil {
		return nil, err
	}
	v.Proposal = &p
	return v, nil
}

// PositionJSON is a proposal as the API answers it: the count as the board's records are
// scored (app.ScoreJSON), the position's stones and dead stones, its version and where it
// stands.
type PositionJSON struct {
	app.ScoreJSON
	Version     int      `json:"version"`
	State       string   `json:"state"`
	Size        int      `json:"size"`
	BlackStones []string `json:"black_stones"`
	WhiteStones []string `json:"white_stones"`
	Dead        []string `json:"dead"`
	// PrisonersGiven: the position was entered without moves and the players gave the
	// prisoners taken during play (counted in the tallies' "prisoners").
	PrisonersGiven bool                `json:"prisoners_given"`
	ChangedBy      tournament.PlayerID `json:"changed_by"`
	Confirmed      struct {
		White bool `json:"white"`
		Black bool `json:"black"`
	} `json:"confirmed"`
	DisputedBy tournament.PlayerID `json:"disputed_by"`
}

// JSON is the proposal as the API answers it; nil without one.
func (v *PositionView) JSON() *PositionJSON {
	if v.Proposal == nil {
		return nil
	}
	st, p := v.st, v.Proposal
	s := st.score
	j := &PositionJSON{Version: p.Version, State: p.State.String(), Size: st.pos.Size, PrisonersGiven: st.givenPrisoners,
		ChangedBy: p.ChangedBy, DisputedBy: p.DisputedBy, BlackStones: []string{}, WhiteStones: []string{}, Dead: []string{}}
	j.ScoreJSON = app.ScoreJSON{
		Round: v.Game.Round, Table: v.Game.Table, Result: st.effective(), Rules: s.Rules.Name,
		Black: app.NewTallyJSON(s.Black), White: app.NewTallyJSON(s.White), DeadFrom: st.deadFrom,
		Uncertain: st.unsure(), Problems: []string{},
	}
	switch re, agrees := st.fileResult(); {
	case re == "":
		j.Agreement = "file has no result"
	case agrees:
		j.Agreement = "agrees"
	default:
		j.Agreement = "file says " + re
	}
	for _, pr := range st.replay.Problems {
		j.Problems = append(j.Problems, pr.String())
	}
	j.Confirmed.White, j.Confirmed.Black = p.WhiteConfirmed, p.BlackConfirmed
	for i, c := range st.pos.Cells {
		name := goban.VertexName(st.pos.Size, i%st.pos.Size, i/st.pos.Size)
		switch c {
		case goban.Black:
			j.BlackStones = append(j.BlackStones, name)
		case goban.White:
			j.WhiteStones = append(j.WhiteStones, name)
		}
		if c != goban.Empty && st.dead[i] {
			j.Dead = append(j.Dead, name)
		}
	}
	return j
}

// ReadEntered reads a position placed on a board of size: the points of the black and the
// white stones, refused on "black" or "white" when a point does not read or holds two stones.
func ReadEntered(size int, black, white []string) (goban.Position, error) {
	pos := goban.NewPosition(size)
	for _, side := range []struct {
		field string
		c     goban.Color
		pts   []string
	}{{"black", goban.Black, black}, {"white", goban.White, white}} {
		for _, pt := range side.pts {
			x, y, err := goban.ParseVertex(size, pt)
			if err != nil {
				return pos, app.ErrBadRequestOf(side.field, err)
			}
			if pos.At(x, y) != goban.Empty {
				return pos, app.ErrBadRequest(side.field, fmt.Sprintf("%s holds a stone already", strings.ToUpper(strings.TrimSpace(pt))))
			}
			pos.Cells[y*size+x] = side.c
		}
	}
	return pos, nil
}

// boardSize is the size of the tournament's board.
func boardSize(t *tournament.Tournament) int {
	size := t.Settings.BoardSize
	if size < goban.MinSize || size > goban.MaxSize {
		size = 19
	}
	return size
}

// territoryCounted tells whether the tournament's rules count prisoners (territory scoring):
// then a position entered without moves needs the prisoners the players took.
func territoryCounted(t *tournament.Tournament) bool {
	r, err := goban.RulesByName(t.Settings.Rules)
	return err == nil && r.Scoring == goban.ScoringTerritory
}

// readPrisoners reads a number of prisoners typed in field ("" is 0).
func readPrisoners(field, v string) (int, error) {
	v = strings.TrimSpace(v)
	if v == "" {
		return 0, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 0 || n > maxPrisoners {
		return 0, app.BadRequest(field, msgPositionPrisoners.New(v))
	}
	return n, nil
}
