package sgf

import (
	"bytes"
	"fmt"
)

// Color is the colour of a player as SGF writes it, so that a move's colour can be compared with
// the property it came from.
type Color byte

// The two players, with the letters SGF uses for their moves.
const (
	Black Color = 'B'
	White Color = 'W'
)

// Property is one property of a node. ID keeps only the capital letters of the name, so the long
// names of FF[1]-FF[3] files (GaMe, KoMi) read like their FF[4] forms (GM, KM). Values hold the raw
// bytes with escapes removed; decoding is left to Node.Text because the charset is a game-level
// setting.
type Property struct {
	ID     string
	Values []string
}

// Node is one node of a game tree. Offset is the byte offset of its ';' in the parsed input, so
// that messages about a bad move can point into the uploaded file.
type Node struct {
	Props    []Property
	Children []*Node
	Parent   *Node
	Offset   int
}

// Collection is the content of an SGF file, which may hold several games. Games holds the root
// node of each game tree.
type Collection struct {
	Games []*Node
}

// SyntaxError reports malformed input with the byte offset where reading stopped, so a user can
// find the fault in the file.
type SyntaxError struct {
	Offset int
	Msg    string
}

// Error names the byte offset first, because that is what a user needs to find the fault.
func (e *SyntaxError) Error() string {
	return fmt.Sprintf("sgf: byte offset %d: %s", e.Offset, e.Msg)
}

// frame is one open game tree during parsing.
type frame struct {
	parent     *Node // node the tree's first node hangs from; nil for a game root
	last       *Node // last node of the tree's sequence so far
	afterVars  bool  // a variation of this tree has been closed: only more variations may follow
	openOffset int
}

// parser holds the state of one Parse call. Game trees are tracked on an explicit stack so that
// nesting depth costs memory, never call depth.
type parser struct {
	data  []byte
	pos   int
	stack []frame
	coll  *Collection

	lead           func(byte) bool // lead bytes of the declared double-byte charset, or nil
	doubleByte     bool            // keep a lead byte and the byte after it together
	unescapedTrail bool            // a '\' after a lead byte escaped neither '\' nor ']'
}

// Parse reads every game tree of an SGF file. Text before the first game tree and between game
// trees (mail headers, signatures, byte order marks) is skipped; inside a game tree only
// whitespace may separate the parts. Malformed input gives a *SyntaxError, never a panic.
//
// Values are read with the specification's byte-level escape rule. When the file declares a
// double-byte charset whose second bytes may be '\' or ']' (Shift_JIS, Big5, GBK) and shows that
// its writer ignored the rule, it is read a second time keeping each such character whole (see
// the package documentation).
func Parse(data []byte) (*Collection, error) {
	lead := leadByte(declaredCharset(data))
	p := &parser{data: data, lead: lead}
	coll, err := p.parse()
	if lead != nil && (err != nil || p.unescapedTrail) {
		q := &parser{data: data, lead: lead, doubleByte: true}
		if c, err := q.parse(); err == nil {
			return c, nil
		}
	}
	return coll, err
}

func (p *parser) parse() (*Collection, error) {
	p.coll = &Collection{}
	if err := p.run(); err != nil {
		return nil, err
	}
	if len(p.coll.Games) == 0 {
		return nil, &SyntaxError{Offset: 0, Msg: "no game tree found"}
	}
	return p.coll, nil
}

func (p *parser) errorf(offset int, format string, args ...any) error {
	return &SyntaxError{Offset: offset, Msg: fmt.Sprintf(format, args...)}
}

func (p *parser) run() error {
	for {
		if len(p.stack) == 0 {
			if !p.skipToGameTree() {
				return nil
			}
			p.stack = append(p.stack, frame{openOffset: p.pos})
			p.pos++
			continue
		}
		p.skipSpace()
		if p.pos >= len(p.data) {
			return p.errorf(p.pos, "missing ')' for the game tree opened at byte offset %d", p.stack[len(p.stack)-1].openOffset)
		}
		top := &p.stack[len(p.stack)-1]
		c := p.data[p.pos]
		switch {
		case c == '(':
			if top.last == nil {
				return p.errorf(p.pos, "variation before the first node of a game tree")
			}
			p.stack = append(p.stack, frame{parent: top.last, openOffset: p.pos})
			p.pos++
		case c == ')':
			if top.last == nil {
				return p.errorf(p.pos, "empty game tree")
			}
			p.stack = p.stack[:len(p.stack)-1]
			if len(p.stack) > 0 {
				p.stack[len(p.stack)-1].afterVars = true
			}
			p.pos++
		case c == ';':
			if top.afterVars {
				return p.errorf(p.pos, "node after the variations of a game tree")
			}
			n := &Node{Offset: p.pos}
			switch {
			case top.last != nil:
				n.Parent = top.last
				top.last.Children = append(top.last.Children, n)
			case top.parent != nil:
				n.Parent = top.parent
				top.parent.Children = append(top.parent.Children, n)
			default:
				p.coll.Games = append(p.coll.Games, n)
			}
			top.last = n
			p.pos++
		case isLetter(c):
			if top.last == nil || top.afterVars {
				return p.errorf(p.pos, "property outside a node")
			}
			prop, err := p.property()
			if err != nil {
				return err
			}
			top.last.Props = append(top.last.Props, prop)
		default:
			return p.errorf(p.pos, "unexpected character %q", c)
		}
	}
}

// skipToGameTree moves to the next '(' that opens a game tree, that is one followed by ';' after
// optional whitespace, and reports whether there is one. Other bytes are not SGF and are ignored.
func (p *parser) skipToGameTree() bool {
	for ; p.pos < len(p.data); p.pos++ {
		if p.data[p.pos] != '(' {
			continue
		}
		i := p.pos + 1
		for i < len(p.data) && isSpace(p.data[i]) {
			i++
		}
		if i < len(p.data) && p.data[i] == ';' {
			return true
		}
	}
	return false
}

func (p *parser) skipSpace() {
	for p.pos < len(p.data) && isSpace(p.data[p.pos]) {
		p.pos++
	}
}

// property reads an identifier and its values. Lower-case letters of the identifier are dropped,
// as FF[4] prescribes for reading older files.
func (p *parser) property() (Property, error) {
	start := p.pos
	var id []byte
	for p.pos < len(p.data) && isLetter(p.data[p.pos]) {
		if c := p.data[p.pos]; c >= 'A' && c <= 'Z' {
			id = append(id, c)
		}
		p.pos++
	}
	if len(id) == 0 {
		return Property{}, p.errorf(start, "property name %q has no capital letter", p.data[start:p.pos])
	}
	prop := Property{ID: string(id)}
	for {
		p.skipSpace()
		if p.pos >= len(p.data) || p.data[p.pos] != '[' {
			break
		}
		v, err := p.value()
		if err != nil {
			return Property{}, err
		}
		prop.Values = append(prop.Values, v)
	}
	if len(prop.Values) == 0 {
		return Property{}, p.errorf(p.pos, "property %s has no value", prop.ID)
	}
	return prop, nil
}

// value reads one bracketed value starting at '['. A backslash keeps the byte after it, except
// that a backslash before a line break removes both (a soft line break).
func (p *parser) value() (string, error) {
	start := p.pos
	p.pos++
	// Most values hold no escape: return them without copying byte by byte.
	if end := p.plainEnd(); end >= 0 {
		v := string(p.data[p.pos:end])
		p.pos = end + 1
		return v, nil
	}
	var buf []byte
	afterLead := false
	for p.pos < len(p.data) {
		c := p.data[p.pos]
		switch {
		case c == ']':
			p.pos++
			return string(buf), nil
		case c == '\\':
			p.pos++
			if p.pos >= len(p.data) {
				break
			}
			e := p.data[p.pos]
			p.pos++
			if afterLead && e != '\\' && e != ']' {
				p.unescapedTrail = true
			}
			afterLead = false
			if e == '\n' || e == '\r' {
				if p.pos < len(p.data) && (p.data[p.pos] == '\n' || p.data[p.pos] == '\r') && p.data[p.pos] != e {
					p.pos++
				}
				continue
			}
			buf = append(buf, e)
		case p.doubleByte && p.lead(c) && p.pos+1 < len(p.data):
			buf = append(buf, c, p.data[p.pos+1])
			p.pos += 2
		default:
			afterLead = !afterLead && p.lead != nil && p.lead(c)
			buf = append(buf, c)
			p.pos++
		}
	}
	return "", p.errorf(start, "value not closed by ']'")
}

// plainEnd returns the offset of the ']' that ends the value at p.pos when the value needs no
// decoding (no backslash, and in double-byte mode no lead byte), or -1.
func (p *parser) plainEnd() int {
	end := bytes.IndexByte(p.data[p.pos:], ']')
	if end < 0 {
		return -1
	}
	v := p.data[p.pos : p.pos+end]
	if bytes.IndexByte(v, '\\') >= 0 {
		return -1
	}
	if p.doubleByte {
		for _, c := range v {
			if c >= 0x80 {
				return -1
			}
		}
	}
	return p.pos + end
}

func isLetter(c byte) bool { return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' }

func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'
}
