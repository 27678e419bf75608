package sgf

// Value returns the first value of the first property id, so that single-valued properties read
// in one call; ok is false when the node lacks the property.
func (n *Node) Value(id string) (string, bool) {
	for _, p := range n.Props {
		if p.ID == id && len(p.Values) > 0 {
			return p.Values[0], true
		}
	}
	return "", false
}

// Values returns every value of property id in file order. Some writers repeat a property within
// one node (Fox writes AP twice), so the values of all its occurrences are joined.
func (n *Node) Values(id string) []string {
	var vs []string
	for _, p := range n.Props {
		if p.ID == id {
			vs = append(vs, p.Values...)
		}
	}
	return vs
}

// MainLine returns n followed by its first child, that child's first child and so on: the moves
// actually played, since variations come after the main line.
func (n *Node) MainLine() []*Node {
	var line []*Node
	for m := n; m != nil; {
		line = append(line, m)
		if len(m.Children) == 0 {
			break
		}
		m = m.Children[0]
	}
	return line
}

// root returns the root of the game tree holding n, where the game-wide properties live.
func (n *Node) root() *Node {
	r := n
	for r.Parent != nil {
		r = r.Parent
	}
	return r
}
