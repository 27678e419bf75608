package gomoku

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/hoshi-go/hoshi/internal/sgf"
)

// ParseSGF reads the first game of an SGF file of gomoku (GM[4]): SZ (15 when absent), set-up
// stones AB/AW in the root, the moves of the main line, PB, PW and RE. A file of another game, a
// pass or a point off the board is an error.
func ParseSGF(data []byte) (*Record, error) {
	col, err := sgf.Parse(data)
	if err != nil {
		return nil, err
	}
	if len(col.Games) == 0 {
		return nil, fmt.Errorf("no game in the file")
	}
	root := col.Games[0]
	gm, _ := root.Value("GM")
	if strings.TrimSpace(gm) != "4" {
		if strings.TrimSpace(gm) == "" {
			gm = "1"
		}
		return nil, fmt.Errorf("the file is not a gomoku record (GM[%s]; gomoku is GM[4])", strings.TrimSpace(gm))
	}
	rec := &Record{Size: 15}
	if v, ok := root.Value("SZ"); ok && strings.TrimSpace(v) != "" {
		n, err := strconv.Atoi(strings.TrimSpace(v))
		if err != nil || (n != 15 && n != 19) {
			return nil, fmt.Errorf("board size SZ[%s]: gomoku is played on 15x15 or 19x19", v)
		}
		rec.Size = n
	}
	rec.Black, rec.White, rec.Result = root.Text("PB"), root.Text("PW"), root.Text("RE")
	for _, setup := range []struct {
		id string
		c  Color
	}{{"AB", Black}, {"AW", White}} {
		pts, err := root.Points(setup.id, rec.Size)
		if err != nil {
			return nil, err
		}
		for _, p := range pts {
			rec.Setup = append(rec.Setup, Move{Color: setup.c, Point: Point{p.X, p.Y}})
		}
	}
	for _, n := range root.MainLine() {
		m, ok, err := n.Move(rec.Size)
		if err != nil {
			return nil, err
		}
		if !ok {
			continue
		}
		if m.Pass {
			return nil, fmt.Errorf("move %d (byte offset %d) is a pass, which gomoku does not have", len(rec.Moves)+1, n.Offset)
		}
		c := Black
		if m.Color == sgf.White {
			c = White
		}
		rec.Moves = append(rec.Moves, Move{Color: c, Point: Point{m.Point.X, m.Point.Y}})
	}
	return rec, nil
}

var (
	renjuMoveElement = regexp.MustCompile(`(?s)<move>(.*?)</move>`)
	renjuPoint       = regexp.MustCompile(`^([a-s])([0-9]{1,2})$`)
	renjuNumber      = regexp.MustCompile(`^[0-9]+[.)]$`)
)

// ParseRenjuNet reads the move list of a game as renju.net writes it: points like h8 i9 j10 (a
// column letter from the left, a row number from the bottom; h8 is the centre of 15x15), in
// playing order, Black first. It takes the text of the first <move> element of a RIF database
// file (renju.net's XML), else the whole text; move numbers ("1." or "1)"), commas and line breaks
// between the points are skipped. Anything else is an error naming it.
func ParseRenjuNet(data []byte, size int) (*Record, error) {
	if size != 15 && size != 19 {
		return nil, fmt.Errorf("board size %d: gomoku is played on 15x15 or 19x19", size)
	}
	text := string(data)
	if m := renjuMoveElement.FindStringSubmatch(text); m != nil {
		text = m[1]
	}
	rec := &Record{Size: size}
	c := Black
	for _, tok := range strings.FieldsFunc(text, func(r rune) bool {
		return r == ' ' || r == '\t' || r == '\n' || r == '\r' || r == ','
	}) {
		tok = strings.ToLower(tok)
		if renjuNumber.MatchString(tok) {
			continue
		}
		m := renjuPoint.FindStringSubmatch(tok)
		if m == nil {
			return nil, fmt.Errorf("move %d: %q is not a point like h8", len(rec.Moves)+1, tok)
		}
		x := int(m[1][0] - 'a')
		row, _ := strconv.Atoi(m[2])
		if x >= size || row < 1 || row > size {
			return nil, fmt.Errorf("move %d: %s is off the %dx%d board", len(rec.Moves)+1, tok, size, size)
		}
		rec.Moves = append(rec.Moves, Move{Color: c, Point: Point{x, size - row}})
		c = c.Opponent()
	}
	if len(rec.Moves) == 0 {
		return nil, fmt.Errorf("no moves in the text")
	}
	return rec, nil
}

// ParseRecord reads an SGF file (its text starts with "(") or else a renju.net move list on a
// board of the given size.
func ParseRecord(data []byte, size int) (*Record, error) {
	if strings.HasPrefix(strings.TrimSpace(string(data)), "(") {
		return ParseSGF(data)
	}
	return ParseRenjuNet(data, size)
}
