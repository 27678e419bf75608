package public

// A dispute settled by play in SGF: read from an uploaded file, appended to the record.

import (
	"fmt"

	"github.com/hoshi-go/hoshi/internal/goban"
	"github.com/hoshi-go/hoshi/internal/sgf"
)

// fileDispute is the resumption read from an uploaded file (sgf.SplitResumption) as the
// details store it. Every move must play from the final position under the tournament's
// rules, and every mark must be on a stone of the settled position: a resumption that does
// not is refused, naming the marker and the move.
func (st *boardState) fileDispute(r *sgf.Resumption) (*disputeJSON, error) {
	if len(r.Moves) > maxDisputeMoves {
		return nil, fmt.Errorf("its %d moves (from %s[%s]) are more than the %d hoshi keeps",
			len(r.Moves), sgf.PropResumed, sgf.ResumedValue, maxDisputeMoves)
	}
	first := map[sgf.Color]goban.Color{sgf.Black: goban.Black, sgf.White: goban.White}[r.Moves[0].Color]
	j := &disputeJSON{First: colourLetter[first], Moves: []string{}}
	moves := make([]goban.DisputeMove, 0, len(r.Moves))
	for k, m := range r.Moves {
		c := first
		if k%2 == 1 {
			c = first.Opponent()
		}
		dm := goban.DisputeMove{Color: c, Pass: m.Pass, X: m.Point.X, Y: m.Point.Y}
		moves = append(moves, dm)
		j.Moves = append(j.Moves, moveName(st.pos.Size, dm))
	}
	res, err := goban.ResumePlay(st.pos, first, moves, st.rules)
	if err != nil {
		return nil, fmt.Errorf("its moves (from %s[%s]) do not play from the game's final position: %w", sgf.PropResumed, sgf.ResumedValue, err)
	}
	for _, p := range r.Marks {
		v := goban.VertexName(st.pos.Size, p.X, p.Y)
		if res.Position.At(p.X, p.Y) == goban.Empty {
			return nil, fmt.Errorf("%s marks %s, where the settled position has no stone", sgf.PropResumedMarks, v)
		}
		j.Marks = append(j.Marks, v)
	}
	j.Result = r.Count
	return j, nil
}

// disputeComment opens the resumption in the exported SGF; a viewer shows it at its first move.
const disputeComment = "Play resumed by hoshi to settle a dispute about the status of stones: " +
	"the player whose turn it was moves first, and a pass hands one prisoner to the opponent."

// appendDispute writes the resumption's moves after last, the final node of the record, as
// the continuation of the game: the first with a comment saying what they are, the last with
// the count of the settled position (TB/TW and a comment) when it was made.
func (st *boardState) appendDispute(last *sgf.Node) {
	ds := st.dispute
	if ds == nil || len(ds.moves) == 0 {
		return
	}
	node := last
	for k, m := range ds.moves {
		v := ""
		if !m.Pass {
			v = string([]byte{byte('a' + m.X), byte('a' + m.Y)})
		}
		n := &sgf.Node{Parent: node, Props: []sgf.Property{{ID: colourLetter[m.Color], Values: []string{v}}}}
		if k == 0 {
			// hoshi's marker (sgf.SplitResumption), so that the file reads back as the
			// same game and the same resumption.
			n.Props = append(n.Props, sgf.Property{ID: sgf.PropResumed, Values: []string{sgf.ResumedValue}})
			var marks []string
			for _, v := range ds.marks {
				if x, y, err := goban.ParseVertex(st.pos.Size, v); err == nil {
					marks = append(marks, string([]byte{byte('a' + x), byte('a' + y)}))
				}
			}
			if len(marks) > 0 {
				n.Props = append(n.Props, sgf.Property{ID: sgf.PropResumedMarks, Values: marks})
			}
			if ds.settle != nil {
				n.Props = append(n.Props, sgf.Property{ID: sgf.PropResumedCount, Values: []string{ds.settle.Score.Result()}})
			}
			n.Props = append(n.Props, sgf.Property{ID: "C", Values: []string{disputeComment}})
		}
		node.Children = append([]*sgf.Node{n}, node.Children...)
		node = n
	}
	s := ds.settle
	if s == nil {
		return
	}
	tb, tw := territoryMarks(s.Position, ds.dead, s.Score)
	if len(tb) > 0 {
		node.Props = append(node.Props, sgf.Property{ID: "TB", Values: tb})
	}
	if len(tw) > 0 {
		node.Props = append(node.Props, sgf.Property{ID: "TW", Values: tw})
	}
	node.Props = append(node.Props, sgf.Property{ID: "C", Values: []string{fmt.Sprintf(
		"Count of the settled position: %s (pass stones: %d for black, %d for white).",
		s.Score.Result(), s.PassStonesBlack, s.PassStonesWhite)}})
}
