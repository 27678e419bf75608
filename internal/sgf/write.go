package sgf

import "bytes"

// lineWidth is the length after which Marshal starts a new line before the next node or
// property, so files stay readable in a text editor and in mail.
const lineWidth = 78

// Marshal writes the collection as SGF text that Parse reads back into the same trees, with
// property order kept. A chain of single children is written as one sequence, so a file that
// nested a level of parentheses per move comes back flat. ']' and '\' are escaped byte by byte.
// A property without values is written with one empty value, since SGF has no other form for it.
func Marshal(c *Collection) []byte {
	w := &writer{}
	for _, g := range c.Games {
		if g != nil {
			w.tree(g)
			w.newline()
		}
	}
	return w.buf.Bytes()
}

// writer tracks the length of the current line for wrapping.
type writer struct {
	buf       bytes.Buffer
	lineStart int
}

// item is a step of the iterative walk: write a node and the sequence that follows it, opening a
// variation first if paren is set, or close a variation.
type item struct {
	node  *Node
	paren bool
	close bool
}

// tree writes one game tree with an explicit stack, so depth costs no call depth.
func (w *writer) tree(root *Node) {
	w.buf.WriteByte('(')
	stack := []item{{node: root}}
	for len(stack) > 0 {
		it := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if it.close {
			w.buf.WriteByte(')')
			continue
		}
		if it.paren {
			w.wrap()
			w.buf.WriteByte('(')
		}
		n := it.node
		for {
			w.node(n)
			if len(n.Children) != 1 {
				break
			}
			n = n.Children[0]
		}
		for i := len(n.Children) - 1; i >= 0; i-- {
			stack = append(stack, item{close: true}, item{node: n.Children[i], paren: true})
		}
	}
	w.buf.WriteByte(')')
}

// node writes ';' and the properties of n.
func (w *writer) node(n *Node) {
	w.wrap()
	w.buf.WriteByte(';')
	for _, p := range n.Props {
		w.wrap()
		w.buf.WriteString(p.ID)
		if len(p.Values) == 0 {
			w.buf.WriteString("[]")
		}
		for i, v := range p.Values {
			if i > 0 {
				w.wrap()
			}
			w.buf.WriteByte('[')
			for j := 0; j < len(v); j++ {
				if v[j] == ']' || v[j] == '\\' {
					w.buf.WriteByte('\\')
				}
				w.buf.WriteByte(v[j])
			}
			w.buf.WriteByte(']')
		}
		if i := bytes.LastIndexByte(w.buf.Bytes()[w.lineStart:], '\n'); i >= 0 {
			w.lineStart += i + 1
		}
	}
}

// wrap starts a new line when the current one is full. Breaks go only between nodes and
// properties, where whitespace is insignificant.
func (w *writer) wrap() {
	if w.buf.Len()-w.lineStart >= lineWidth {
		w.newline()
	}
}

func (w *writer) newline() {
	w.buf.WriteByte('\n')
	w.lineStart = w.buf.Len()
}
