package public

import (
	"encoding/json"
	"fmt"
	"html/template"
	"strconv"
	"strings"

	"github.com/hoshi-go/hoshi/internal/goban"
	"github.com/hoshi-go/hoshi/internal/sgf"
	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
)

// DeadByDirector says the dead stones are the director's clicks on the board.
const DeadByDirector = "marked by the director"

// boardDetails is what the board pages store with a game record: the API's score, the dead
// stones as the director last left them (nil until a score fixed them) and the reported
// result the director chose to keep over the count.
type boardDetails struct {
	app.ScoreJSON
	Dead []string `json:"dead"`
	Kept string   `json:"kept,omitempty"`
	// Dispute is play resumed from the final position to settle a dispute, nil if none.
	Dispute *disputeJSON `json:"dispute,omitempty"`
}

// boardState is a game record scored under the tournament's rules and the game's komi.
type boardState struct {
	rec      store.GameRecord
	root     *sgf.Node
	replay   *goban.Game
	rules    goban.Rules
	komi     int
	handicap int
	// prisoners are those White handed Black before the game (Game.Prisoners).
	prisoners int
	pos       goban.Position
	dead      []bool
	deadFrom  string
	// uncertain marks the stones whose status the estimate left in doubt, until the director
	// confirms the groups as shown (confirmUncertain).
	uncertain []bool
	score     goban.Score
	details   boardDetails
	// entered is a position typed in on the board: no moves, so no prisoners are known,
	// unless the record gives them (givenPrisoners: the players said on their phones).
	entered        bool
	givenPrisoners bool
	// dispute is play resumed to settle a dispute, nil if none.
	dispute *disputeState
}

// scoreRecord replays rec and counts it. The dead stones are those stored with the record,
// else the file's TB/TW marks, else the engine's estimate (remembered in memo, since it takes
// a tenth of a second and records uploaded through the API do not store it).
func scoreRecord(t *tournament.Tournament, g *tournament.Game, rec store.GameRecord, memo *deadMemo) (*boardState, error) {
	col, err := sgf.Parse([]byte(rec.SGF))
	if err != nil {
		return nil, msgSGFInvalid.New(err)
	}
	if len(col.Games) == 0 {
		return nil, fmt.Errorf("the SGF file holds no game")
	}
	rules, err := goban.RulesByName(t.Settings.Rules)
	if err != nil {
		return nil, fmt.Errorf("the tournament's rules: %w", err)
	}
	root := col.Games[0]
	// A resumption hoshi wrote (HS[dispute], see appendDispute) is no part of the game: it
	// leaves the tree before the replay, and is read below.
	// A new upload (no details yet) with a malformed marker is refused; a stored record
	// (uploaded through the API, which does not read the marker) is shown as it reads
	// without it rather than not at all.
	upload := rec.Details == ""
	resumed, err := sgf.SplitResumption(root)
	if err != nil && upload {
		return nil, msgSGFDispute.New(err)
	}
	replay, err := goban.Replay(root, rules, goban.ReplayOptions{Lenient: true})
	if err != nil {
		return nil, msgSGFReplay.New(err)
	}
	st := &boardState{
		rec: rec, root: root, replay: replay, rules: rules, komi: g.Komi, handicap: replay.Handicap, prisoners: g.Prisoners,
		pos: replay.Board.Position(), entered: replay.Moves == 0,
	}
	if st.entered {
		st.handicap = g.Handicap
		b, w, given, err := recordPrisoners(root)
		if err != nil && upload {
			return nil, err
		}
		if given && err == nil {
			st.replay.Captures[goban.Black], st.replay.Captures[goban.White], st.givenPrisoners = b, w, true
		}
	}
	if rec.Details != "" {
		json.Unmarshal([]byte(rec.Details), &st.details)
	}
	if st.details.Dead != nil {
		st.dead = make([]bool, len(st.pos.Cells))
		for _, v := range st.details.Dead {
			if x, y, err := goban.ParseVertex(st.pos.Size, v); err == nil && st.pos.At(x, y) != goban.Empty {
				st.dead[y*st.pos.Size+x] = true
			}
		}
		st.deadFrom = st.details.DeadFrom
		st.uncertain = make([]bool, len(st.pos.Cells))
		for _, v := range st.details.Uncertain {
			if x, y, err := goban.ParseVertex(st.pos.Size, v); err == nil && st.pos.At(x, y) != goban.Empty {
				st.uncertain[y*st.pos.Size+x] = true
			}
		}
	} else if st.dead, st.uncertain, st.deadFrom, err = memo.dead(rec.SGF, root, rules); err != nil {
		return nil, msgSGFReplay.New(err)
	}
	// The file's resumption is the record's until the board page stores details of its own
	// (they always hold "dead"): after that the details say what the resumption is, so that
	// one cancelled on the page does not come back from the file.
	if resumed != nil && st.details.Dead == nil {
		if st.details.Dispute, err = st.fileDispute(resumed); err != nil && upload {
			return nil, msgSGFDispute.New(err)
		}
	}
	st.loadDispute()
	st.rescore()
	if upload && resumed != nil && st.details.Dispute != nil && st.details.Dispute.Result != "" && st.settled() == nil {
		return nil, msgSGFDispute.New(fmt.Errorf("%s gives a count, but the settled position cannot be counted (it must end with a move of the player who did not move first)",
			sgf.PropResumedCount))
	}
	return st, nil
}

// The prisoners of a final position entered without moves, which no move of the record
// shows: hoshi's private properties HSPB and HSPW on the root, the stones Black and White
// took during play, as the players gave them on their phones (docs/FORMATS.md).
const (
	propPrisonersBlack = "HSPB"
	propPrisonersWhite = "HSPW"
	maxPrisoners       = goban.MaxSize * goban.MaxSize * 4
)

// recordPrisoners reads HSPB and HSPW from root: given is false when neither is there.
func recordPrisoners(root *sgf.Node) (black, white int, given bool, err error) {
	for _, side := range []struct {
		id string
		n  *int
	}{{propPrisonersBlack, &black}, {propPrisonersWhite, &white}} {
		v, ok := root.Value(side.id)
		if !ok {
			continue
		}
		given = true
		n, perr := strconv.Atoi(strings.TrimSpace(v))
		if perr != nil || n < 0 || n > maxPrisoners {
			return 0, 0, true, msgRecordPrisoners.New(side.id + "[" + v + "]")
		}
		*side.n = n
	}
	return black, white, given, nil
}

// rescore counts the position again with the current dead stones, and the settled position
// of a dispute, whose dead stones follow from them.
func (st *boardState) rescore() {
	st.score = goban.ScorePosition(st.pos, st.options(st.dead))
	st.refreshDispute()
}

// options are the count's options of the game with the given dead stones.
func (st *boardState) options(dead []bool) goban.ScoreOptions {
	return goban.ScoreOptions{
		Rules: st.rules, Komi: st.komi, KomiSet: true, Dead: dead, Handicap: st.handicap, HandicapPrisoners: st.prisoners,
		CapturesBlack: st.replay.Captures[goban.Black], CapturesWhite: st.replay.Captures[goban.White],
		Winner: st.replay.Winner,
	}
}

// toggle marks the group at (x, y) dead or alive again, as the director clicks it.
func (st *boardState) toggle(x, y int) {
	st.dead = goban.ToggleDead(st.pos, st.dead, x, y)
	st.deadFrom = DeadByDirector
	st.rescore()
}

// unsure names the stones still uncertain ("D4"), none once the director confirmed them.
func (st *boardState) unsure() []string {
	out := []string{}
	for i, u := range st.uncertain {
		if u && st.pos.Cells[i] != goban.Empty {
			out = append(out, goban.VertexName(st.pos.Size, i%st.pos.Size, i/st.pos.Size))
		}
	}
	return out
}

// confirmUncertain records that the director confirmed the uncertain groups as the board
// shows them now.
func (st *boardState) confirmUncertain() { st.uncertain = nil }

// computed is the count as a tournament result: that of the settled position when a
// dispute was settled by play and its count made, else that of the final position.
func (st *boardState) computed() tournament.Result {
	if s := st.settled(); s != nil {
		return resultOf(s.Score)
	}
	return resultOf(st.score)
}

// effective is the count that decides the game in SGF form ("B+1"): the settled position's
// when there is one.
func (st *boardState) effective() string {
	if s := st.settled(); s != nil {
		return s.Score.Result()
	}
	return st.score.Result()
}

// resultOf is a count as a tournament result: Unknown for an atari-go game that no capture
// has decided.
func resultOf(s goban.Score) tournament.Result {
	switch s.Winner {
	case goban.Black:
		return tournament.BlackWins
	case goban.White:
		return tournament.WhiteWins
	}
	if s.Decision != goban.ByCount {
		return tournament.Unknown
	}
	return tournament.Jigo
}

// fileResult is the file's RE ("" without one) and whether the count agrees with it,
// which it can only do when RE is a count; an atari-go win by capture agrees with any RE
// that names the same winner.
func (st *boardState) fileResult() (re string, agrees bool) {
	r := st.replay.Info.Result
	if st.score.Decision == goban.ByCapture {
		ours := sgf.ParseResult(st.score.Result())
		return r.Raw, ours.Winner != 0 && ours.Winner == r.Winner
	}
	if r.Kind == sgf.ResultScore || r.Kind == sgf.ResultDraw {
		ours := sgf.ParseResult(st.score.Result())
		agrees = ours.Kind == r.Kind && ours.Winner == r.Winner && ours.Margin == r.Margin
	}
	return r.Raw, agrees
}

// storedDetails is what to store after a change: the score as the API writes it and the
// dead stones by name.
func (st *boardState) storedDetails(round, table int) (string, error) {
	d := boardDetails{Kept: st.details.Kept, Dispute: st.disputeJSON()}
	d.ScoreJSON = app.ScoreJSON{
		Round: round, Table: table, Result: st.score.Result(), Rules: st.score.Rules.Name,
		Black: app.NewTallyJSON(st.score.Black), White: app.NewTallyJSON(st.score.White),
		DeadFrom: st.deadFrom, Problems: []string{}, Uncertain: st.unsure(),
	}
	switch re, agrees := st.fileResult(); {
	case re == "":
		d.Agreement = "file has no result"
	case agrees:
		d.Agreement = "agrees"
	default:
		d.Agreement = "file says " + re
	}
	for _, p := range st.replay.Problems {
		d.Problems = append(d.Problems, p.String())
	}
	d.Dead = []string{}
	for i, dead := range st.dead {
		if dead && st.pos.Cells[i] != goban.Empty {
			d.Dead = append(d.Dead, goban.VertexName(st.pos.Size, i%st.pos.Size, i/st.pos.Size))
		}
	}
	b, err := app.MarshalJSON(d)
	return string(b), err
}

// svg draws the scored board: dead stones crossed, territory squares on empty points and
// under dead stones, seki ringed. clickable makes the points targets for the director.
func (st *boardState) svg(clickable bool, title string) template.HTML {
	n := len(st.pos.Cells)
	terr := make([]goban.Color, n)
	seki := make([]bool, n)
	m := st.score.Map
	for i := range n {
		if i < len(m.Owner) && (st.pos.Cells[i] == goban.Empty || st.dead[i]) {
			terr[i] = m.Owner[i]
		}
		seki[i] = i < len(m.Seki) && m.Seki[i] != goban.Empty
	}
	b := goban.RenderSVG(st.pos, goban.SVGOptions{
		Coordinates: true, LastMove: st.replay.LastMove, Dead: m.Dead, Territory: terr, Seki: seki,
		Clickable: clickable, Title: title,
	})
	// The renderer writes numbers and escapes the title itself: the markup is safe.
	return template.HTML(b)
}

// markedSGF is the record with the count written into its last node as TB/TW marks (the
// points each player owns, dead stones included), so that any SGF editor shows the score.
func (st *boardState) markedSGF() []byte {
	line := st.root.MainLine()
	last := line[len(line)-1]
	props := last.Props[:0:0]
	for _, p := range last.Props {
		if p.ID != "TB" && p.ID != "TW" {
			props = append(props, p)
		}
	}
	tb, tw := territoryMarks(st.pos, st.dead, st.score)
	if len(tb) > 0 {
		props = append(props, sgf.Property{ID: "TB", Values: tb})
	}
	if len(tw) > 0 {
		props = append(props, sgf.Property{ID: "TW", Values: tw})
	}
	last.Props = props
	st.appendDispute(last)
	return sgf.Marshal(&sgf.Collection{Games: []*sgf.Node{st.root}})
}

// territoryMarks are the SGF points each player owns in the count s of pos with the dead
// stones dead: empty points and points under dead stones.
func territoryMarks(pos goban.Position, dead []bool, s goban.Score) (tb, tw []string) {
	for i, owner := range s.Map.Owner {
		if pos.Cells[i] != goban.Empty && (i >= len(dead) || !dead[i]) {
			continue
		}
		pt := string([]byte{byte('a' + i%pos.Size), byte('a' + i/pos.Size)})
		switch owner {
		case goban.Black:
			tb = append(tb, pt)
		case goban.White:
			tw = append(tw, pt)
		}
	}
	return tb, tw
}
