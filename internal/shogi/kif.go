package shogi

import (
	"bytes"
	"fmt"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/encoding/japanese"
)

// RecordText is a record's text in UTF-8, as hoshi stores it: UTF-8 as it is, else read as
// Shift_JIS (decodeJapanese).
func RecordText(data []byte) (string, error) { return decodeJapanese(data) }

// decodeJapanese returns a record's text: UTF-8 as it is (without a byte order mark), else read
// as Shift_JIS, the encoding of .kif files from Japanese software.
func decodeJapanese(data []byte) (string, error) {
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	if utf8.Valid(data) {
		return string(data), nil
	}
	out, err := japanese.ShiftJIS.NewDecoder().Bytes(data)
	if err != nil {
		return "", fmt.Errorf("the file is neither UTF-8 nor Shift_JIS: %w", err)
	}
	return string(out), nil
}

// kifPieces are the piece names KIF writes, longest first where one is a prefix of another.
var kifPieces = []struct {
	name string
	kind Kind
}{
	{"成香", ProLance}, {"成桂", ProKnight}, {"成銀", ProSilver},
	{"歩", Pawn}, {"香", Lance}, {"桂", Knight}, {"銀", Silver}, {"金", Gold}, {"角", Bishop},
	{"飛", Rook}, {"玉", King}, {"王", King}, {"と", ProPawn}, {"杏", ProLance}, {"圭", ProKnight},
	{"全", ProSilver}, {"馬", Horse}, {"龍", Dragon}, {"竜", Dragon},
}

// kifEnds are the words KIF writes for the end of a game.
var kifEnds = []struct {
	word string
	end  End
}{
	{"投了", EndResign}, {"中断", EndInterrupted}, {"千日手", EndRepetition}, {"持将棋", EndImpasse},
	{"入玉勝ち", EndDeclaration}, {"詰み", EndMate}, {"切れ負け", EndTimeLoss}, {"反則勝ち", EndIllegalWin},
	{"反則負け", EndIllegalLoss}, {"不詰", EndInterrupted}, {"最大手数", EndInterrupted},
}

const kanjiDigits = "一二三四五六七八九"

// digitValue reads one digit as KIF writes files and ranks: ASCII, full-width or kanji (1-9).
func digitValue(r rune) int {
	switch {
	case r >= '1' && r <= '9':
		return int(r - '0')
	case r >= '１' && r <= '９':
		return int(r-'１') + 1
	}
	if i := strings.IndexRune(kanjiDigits, r); i >= 0 {
		return i/len("一") + 1
	}
	return 0
}

// ParseKIF reads a game record in KIF, the format of Kifu for Windows and most Japanese shogi
// software: header lines "key：value" (手合割 the handicap, 先手/下手 and 後手/上手 the players), an
// optional board diagram (BOD) for a position that is not a named handicap, then numbered moves
// like "1 ７六歩(77)", "4 同　銀(31)", "5 ４五角打", "23 ２二角成(88)", ending with a word such as
// 投了. Comments (*, #, &) and the times after each move are skipped; the main line ends at the
// first variation (変化). The file may be UTF-8 or Shift_JIS.
func ParseKIF(data []byte) (*Record, error) {
	text, err := decodeJapanese(data)
	if err != nil {
		return nil, err
	}
	rec := &Record{}
	var bod []string
	var bodLine int
	prevTo := NoSquare
	ended := false
	lines := strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n")
	for i, raw := range lines {
		ln := i + 1
		line := strings.TrimSpace(strings.TrimRight(raw, "\r"))
		if line == "" || line[0] == '#' || line[0] == '*' || line[0] == '&' {
			continue
		}
		if strings.HasPrefix(line, "変化") {
			break
		}
		if strings.HasPrefix(line, "|") || strings.HasPrefix(line, "+---") || strings.HasPrefix(line, "９ ８") ||
			strings.HasPrefix(line, "先手の持駒") || strings.HasPrefix(line, "後手の持駒") ||
			strings.HasPrefix(line, "下手の持駒") || strings.HasPrefix(line, "上手の持駒") ||
			line == "先手番" || line == "後手番" || line == "下手番" || line == "上手番" {
			if bod == nil {
				bodLine = ln
			}
			bod = append(bod, line)
			continue
		}
		if key, val, ok := kifHeader(line); ok {
			switch key {
			case "手合割":
				h, err := HandicapByName(val)
				if err != nil {
					return nil, fmt.Errorf("line %d: 手合割 %q is not a handicap hoshi knows", ln, val)
				}
				rec.Start, rec.Handicap = h.Position(), h.Name
			case "先手", "下手":
				rec.Black = val
			case "後手", "上手":
				rec.White = val
			}
			continue
		}
		if line[0] < '0' || line[0] > '9' {
			if strings.HasPrefix(line, "まで") || strings.HasPrefix(line, "手数") {
				continue
			}
			return nil, fmt.Errorf("line %d: %q is neither a header, a move nor a comment", ln, line)
		}
		if ended {
			return nil, fmt.Errorf("line %d: a move after the end of the game", ln)
		}
		num, rest := splitNumber(line)
		if num != len(rec.Moves)+1 {
			return nil, fmt.Errorf("line %d: move number %d, want %d", ln, num, len(rec.Moves)+1)
		}
		mv := kifStripTime(rest)
		if end, ok := kifEnd(mv); ok {
			rec.End, rec.EndText, ended = end, mv, true
			continue
		}
		rm, err := kifMove(mv, prevTo)
		if err != nil {
			return nil, fmt.Errorf("line %d: move %d %q: %w", ln, num, mv, err)
		}
		rm.Line = ln
		rec.Moves = append(rec.Moves, rm)
		prevTo = rm.Move.To
	}
	if bod != nil {
		p, err := parseBOD(bod)
		if err != nil {
			return nil, fmt.Errorf("board diagram at line %d: %w", bodLine, err)
		}
		rec.Start, rec.Handicap = p, handicapOf(p)
	}
	if rec.Start == nil {
		rec.Start, rec.Handicap = Start(), "even"
	}
	return rec, nil
}

func kifHeader(line string) (key, val string, ok bool) {
	for _, sep := range []string{"：", ":"} {
		if k, v, found := strings.Cut(line, sep); found && k != "" && (k[0] < '0' || k[0] > '9') {
			return strings.TrimSpace(k), strings.TrimSpace(v), true
		}
	}
	return "", "", false
}

func splitNumber(line string) (int, string) {
	n, i := 0, 0
	for i < len(line) && line[i] >= '0' && line[i] <= '9' && n < 100000 {
		n = n*10 + int(line[i]-'0')
		i++
	}
	return n, strings.TrimSpace(line[i:])
}

// kifStripTime drops the time "( 0:01/00:00:01)" and a variation mark '+' after a move.
func kifStripTime(s string) string {
	if rest, ok := strings.CutPrefix(s, "同"); ok {
		s = "同" + strings.TrimLeft(rest, " 　")
	}
	if i := strings.IndexAny(s, " \t　"); i >= 0 {
		s = s[:i]
	}
	s = strings.TrimSuffix(s, "+")
	for _, mark := range []string{"▲", "△", "☗", "☖"} {
		s = strings.TrimPrefix(s, mark)
	}
	return s
}

func kifEnd(s string) (End, bool) {
	for _, e := range kifEnds {
		if s == e.word {
			return e.end, true
		}
	}
	return EndNone, false
}

// kifMove reads a move such as ７六歩(77), 同　銀(31), ４五角打 or ２二角成(88).
func kifMove(s string, prevTo Square) (RecordMove, error) {
	rm := RecordMove{Text: s, Move: Move{From: NoSquare}}
	if rest, ok := strings.CutPrefix(s, "同"); ok {
		if prevTo == NoSquare {
			return rm, fmt.Errorf("同 (same square) without a previous move")
		}
		rm.Move.To = prevTo
		s = rest
	} else {
		r := []rune(s)
		if len(r) < 3 {
			return rm, fmt.Errorf("too short for a move")
		}
		f, rk := digitValue(r[0]), digitValue(r[1])
		if f == 0 || rk == 0 {
			return rm, fmt.Errorf("%q is not a square", string(r[:2]))
		}
		rm.Move.To = SquareAt(f, rk)
		s = string(r[2:])
	}
	kind := NoKind
	for _, p := range kifPieces {
		if rest, ok := strings.CutPrefix(s, p.name); ok {
			kind, s = p.kind, rest
			break
		}
	}
	if kind == NoKind {
		return rm, fmt.Errorf("no piece named")
	}
	rm.Piece = kind
	switch {
	case strings.HasPrefix(s, "不成"), strings.HasPrefix(s, "生"):
		s = strings.TrimPrefix(strings.TrimPrefix(s, "不成"), "生")
	case strings.HasPrefix(s, "成"):
		rm.Move.Promote = true
		s = strings.TrimPrefix(s, "成")
	}
	if rest, ok := strings.CutPrefix(s, "打"); ok {
		if rm.Move.Promote || kind >= King {
			return rm, fmt.Errorf("a %s cannot be dropped", kind)
		}
		rm.Move.Drop, rm.Piece = kind, NoKind
		s = rest
		if s != "" {
			return rm, fmt.Errorf("unexpected %q after the drop", s)
		}
		return rm, nil
	}
	if len(s) == 4 && s[0] == '(' && s[3] == ')' && s[1] >= '1' && s[1] <= '9' && s[2] >= '1' && s[2] <= '9' {
		rm.Move.From = SquareAt(int(s[1]-'0'), int(s[2]-'0'))
		return rm, nil
	}
	if s == "" && kind < King {
		// Some writers leave out 打 when only a drop can reach the square.
		rm.Move.Drop, rm.Piece = kind, NoKind
		return rm, nil
	}
	return rm, fmt.Errorf("want the square moved from, like (77), or 打 for a drop")
}

// parseBOD reads a KIF board diagram: the hands, nine rows "|v香v桂...|一" (v marks White's
// pieces, ・ an empty square) and an optional 後手番 (White to move).
func parseBOD(lines []string) (*Position, error) {
	p := &Position{ply: 1}
	rows := 0
	for _, line := range lines {
		switch {
		case strings.HasPrefix(line, "|"):
			if rows == 9 {
				return nil, fmt.Errorf("more than 9 rows")
			}
			body := []rune(strings.TrimPrefix(line, "|"))
			x := 0
			for j := 0; j+1 < len(body) && body[j] != '|' && x < 9; j += 2 {
				col := Black
				if body[j] == 'v' || body[j] == 'V' {
					col = White
				} else if body[j] != ' ' && body[j] != '　' && body[j] != '^' {
					return nil, fmt.Errorf("row %d: %q is not a side mark", rows+1, body[j])
				}
				if body[j+1] != '・' {
					k := kifPieceRune(body[j+1])
					if k == NoKind {
						return nil, fmt.Errorf("row %d: %q is not a piece", rows+1, body[j+1])
					}
					p.board[squareXY(x, rows)] = Piece{k, col}
				}
				x++
			}
			if x != 9 {
				return nil, fmt.Errorf("row %d has %d squares, want 9", rows+1, x)
			}
			rows++
		case strings.Contains(line, "の持駒"):
			col := Black
			if strings.HasPrefix(line, "後手") || strings.HasPrefix(line, "上手") {
				col = White
			}
			if err := p.readKIFHand(col, line); err != nil {
				return nil, err
			}
		case line == "後手番" || line == "上手番":
			p.turn = White
		}
	}
	if rows != 9 {
		return nil, fmt.Errorf("%d rows, want 9", rows)
	}
	if err := p.validate(); err != nil {
		return nil, err
	}
	return p, nil
}

func kifPieceRune(r rune) Kind {
	for _, p := range kifPieces {
		if rs := []rune(p.name); len(rs) == 1 && rs[0] == r {
			return p.kind
		}
	}
	return NoKind
}

// readKIFHand reads "先手の持駒：角　歩十二" (なし: none).
func (p *Position) readKIFHand(c Color, line string) error {
	_, v, _ := kifHeader(line)
	v = strings.TrimSpace(v)
	if v == "" || v == "なし" {
		return nil
	}
	for _, item := range strings.FieldsFunc(v, func(r rune) bool { return r == ' ' || r == '　' }) {
		rs := []rune(item)
		k := kifPieceRune(rs[0])
		if k == NoKind || k >= King {
			return fmt.Errorf("hand %q: %q is not a piece one can hold", v, rs[0])
		}
		n := 1
		if len(rs) > 1 {
			n = kanjiNumber(string(rs[1:]))
			if n == 0 {
				return fmt.Errorf("hand %q: %q is not a count", v, string(rs[1:]))
			}
		}
		p.hands[c][k] += n
	}
	return nil
}

// kanjiNumber reads 1-18 in kanji (三, 十, 十二).
func kanjiNumber(s string) int {
	rs := []rune(s)
	switch {
	case len(rs) == 1 && rs[0] == '十':
		return 10
	case len(rs) == 1:
		return digitValue(rs[0])
	case len(rs) == 2 && rs[0] == '十':
		if d := digitValue(rs[1]); d > 0 {
			return 10 + d
		}
	}
	return 0
}
