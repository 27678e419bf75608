package sgf

import (
	"fmt"
	"slices"
)

// Play resumed after the end of a game to settle a dispute about the status of stones
// continues the game's main line in the SGF hoshi writes. Three private properties (FF[4]
// lets applications add their own; other programs keep or ignore them) on the node of the
// first settling move mark where the game ends and the resumption begins, so that hoshi
// reads the file back as the same game and the same resumption:
//
//	HS[dispute]   the resumption starts at this node (required, the marker)
//	HSM[..][..]   the points of the groups the director marked dead or alive on the settled
//	              position, in the order of the clicks (optional)
//	HSR[B+1.5]    the count of the settled position, once it was made (optional)
const (
	PropResumed      = "HS"
	PropResumedMarks = "HSM"
	PropResumedCount = "HSR"
	// ResumedValue is the value of the marker.
	ResumedValue = "dispute"
)

// Resumption is play resumed to settle a dispute, as read from a file.
type Resumption struct {
	// Moves alternate from the first, which tells who moved first.
	Moves []Move
	// Marks are the HSM points in file order (a point may come twice: a mark taken back).
	Marks []Point
	// Count is the HSR value, "" when the settled position was not counted.
	Count string
}

// SplitResumption finds hoshi's marker of a resumption (HS[dispute]) in the game tree of
// root and cuts the resumption off the game: the node with the marker and the main line
// after it leave the tree, so that root's main line ends with the game's last move, and
// their moves are returned (points on the board of root's SZ). A tree without the marker is left alone and gives nil. A
// malformed marker is an error naming the property, and the tree is left alone.
func SplitResumption(root *Node) (*Resumption, error) {
	var marked *Node
	stack := []*Node{root}
	for len(stack) > 0 {
		n := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		_, hs := n.Value(PropResumed)
		if hs {
			if marked != nil {
				return nil, fmt.Errorf("the property %s (hoshi's settled dispute) comes twice, at byte offsets %d and %d: a game has one resumption",
					PropResumed, min(marked.Offset, n.Offset), max(marked.Offset, n.Offset))
			}
			marked = n
		} else {
			for _, id := range []string{PropResumedMarks, PropResumedCount} {
				if _, ok := n.Value(id); ok {
					return nil, fmt.Errorf("the property %s at byte offset %d belongs to hoshi's settled dispute, but the node lacks its marker %s[%s]",
						id, n.Offset, PropResumed, ResumedValue)
				}
			}
		}
		stack = append(stack, n.Children...)
	}
	if marked == nil {
		return nil, nil
	}
	where := fmt.Sprintf("the property %s[%s] (hoshi's settled dispute) at byte offset %d", PropResumed, ResumedValue, marked.Offset)
	if vs := marked.Values(PropResumed); len(vs) != 1 || vs[0] != ResumedValue {
		return nil, fmt.Errorf("the property %s at byte offset %d must be %s[%s] (hoshi's settled dispute), not %s%s",
			PropResumed, marked.Offset, PropResumed, ResumedValue, PropResumed, bracketed(vs))
	}
	if marked.Parent == nil {
		return nil, fmt.Errorf("%s is on the root node: it must be on the first settling move, after the game's moves", where)
	}
	for n := marked; n.Parent != nil; n = n.Parent {
		if n.Parent.Children[0] != n {
			return nil, fmt.Errorf("%s is in a variation: it must be on the game's main line", where)
		}
	}
	size := 19
	if v, ok := root.Value("SZ"); ok {
		n, err := parseSize(v)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", where, err)
		}
		size = n
	}
	r := &Resumption{}
	for k, n := range marked.MainLine() {
		m, ok, err := n.Move(size)
		if err != nil {
			return nil, fmt.Errorf("%s: settling move %d: %w", where, k+1, err)
		}
		if !ok {
			return nil, fmt.Errorf("%s: the node at byte offset %d after it has no move: a resumption holds only moves", where, n.Offset)
		}
		for _, id := range []string{"AB", "AW", "AE"} {
			if _, ok := n.Value(id); ok {
				return nil, fmt.Errorf("%s: settling move %d also places stones (%s): a resumption holds only moves", where, k+1, id)
			}
		}
		if k > 0 && m.Color == r.Moves[k-1].Color {
			return nil, fmt.Errorf("%s: settling move %d is %c's second move in a row: the players alternate", where, k+1, m.Color)
		}
		r.Moves = append(r.Moves, m)
	}
	for _, v := range marked.Values(PropResumedMarks) {
		p, err := parsePoint(v, size)
		if err != nil {
			return nil, fmt.Errorf("the property %s (the marks of hoshi's settled dispute) at byte offset %d: %w", PropResumedMarks, marked.Offset, err)
		}
		r.Marks = append(r.Marks, p)
	}
	if vs := marked.Values(PropResumedCount); len(vs) > 0 {
		if k := ParseResult(vs[0]).Kind; len(vs) != 1 || k != ResultScore && k != ResultDraw {
			return nil, fmt.Errorf("the property %s (the count of hoshi's settled dispute) at byte offset %d is %s%s: it must be one count such as %s[B+1.5]",
				PropResumedCount, marked.Offset, PropResumedCount, bracketed(vs), PropResumedCount)
		}
		r.Count = vs[0]
	}
	p := marked.Parent
	p.Children = slices.Delete(p.Children, 0, 1)
	marked.Parent = nil
	return r, nil
}

// bracketed writes values as SGF does, for messages.
func bracketed(vs []string) string {
	s := ""
	for _, v := range vs {
		s += "[" + v + "]"
	}
	return s
}
