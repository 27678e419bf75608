package sgf

import (
	"fmt"
	"strconv"
	"strings"
)

// GameInfo is the game-wide information of a game's root node, normalised so that files from
// different servers compare: komi in half points, names decoded to UTF-8, the result parsed.
type GameInfo struct {
	Size int // SZ, 19 when missing

	// Komi is in half points (6.5 -> 13). KomiSet is false when KM is missing or empty, so that a
	// caller can tell "no komi written" from "komi 0".
	Komi    int
	KomiSet bool

	Handicap int    // HA as written, 0 when missing
	Rules    string // RU as written

	BlackName, WhiteName, BlackRank, WhiteRank string

	Result Result

	Date, Event, Round, Place, Application, Charset string
}

// ReadGameInfo reads the game-info properties of a game's root node. Malformed SZ, KM or HA values
// are errors, because scoring a game with a guessed board size or komi would give a wrong result;
// so is a GM other than Go's 1 (Othello's 2, gomoku's 4, ...), whose moves mean something else.
func ReadGameInfo(root *Node) (GameInfo, error) {
	gi := GameInfo{
		Size:        19,
		Rules:       strings.TrimSpace(root.Text("RU")),
		BlackName:   strings.TrimSpace(root.Text("PB")),
		WhiteName:   strings.TrimSpace(root.Text("PW")),
		BlackRank:   strings.TrimSpace(root.Text("BR")),
		WhiteRank:   strings.TrimSpace(root.Text("WR")),
		Result:      ParseResult(root.Text("RE")),
		Date:        strings.TrimSpace(root.Text("DT")),
		Event:       strings.TrimSpace(root.Text("EV")),
		Round:       strings.TrimSpace(root.Text("RO")),
		Place:       strings.TrimSpace(root.Text("PC")),
		Application: strings.TrimSpace(root.Text("AP")),
		Charset:     strings.TrimSpace(root.Text("CA")),
	}
	if v, ok := root.Value("GM"); ok && strings.TrimSpace(v) != "" && strings.TrimSpace(v) != "1" {
		return gi, fmt.Errorf("the file is a record of another game (GM[%s]; Go is GM[1])", strings.TrimSpace(v))
	}
	if v, ok := root.Value("SZ"); ok {
		size, err := parseSize(v)
		if err != nil {
			return gi, err
		}
		gi.Size = size
	}
	if v, ok := root.Value("KM"); ok && strings.TrimSpace(v) != "" {
		komi, err := parseKomi(v, isFox(root))
		if err != nil {
			return gi, err
		}
		gi.Komi, gi.KomiSet = komi, true
	}
	if v, ok := root.Value("HA"); ok && strings.TrimSpace(v) != "" {
		ha, err := strconv.Atoi(strings.TrimSpace(v))
		if err != nil || ha < 0 || ha > 361 {
			return gi, fmt.Errorf("handicap HA[%s] is not a number of stones", v)
		}
		gi.Handicap = ha
	}
	return gi, nil
}

// parseSize reads SZ, also in the square "19:19" form FF[4] allows. hoshi plays on square boards
// only, and SGF coordinates stop at 52.
func parseSize(v string) (int, error) {
	s := strings.TrimSpace(v)
	if a, b, ok := strings.Cut(s, ":"); ok {
		if strings.TrimSpace(a) != strings.TrimSpace(b) {
			return 0, fmt.Errorf("board size SZ[%s] is not square", v)
		}
		s = strings.TrimSpace(a)
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 1 || n > 52 {
		return 0, fmt.Errorf("board size SZ[%s] is not a number from 1 to 52", v)
	}
	return n, nil
}

// isFox reports whether the game comes from the Fox server (AP[foxwq]), which writes komi times 50.
// Fox files may carry a second, misleading AP, so every AP value is checked.
func isFox(root *Node) bool {
	for _, ap := range root.Values("AP") {
		if strings.HasPrefix(strings.ToLower(strings.TrimSpace(ap)), "foxwq") {
			return true
		}
	}
	return false
}

// parseKomi returns KM in half points. Fox writes komi times 50 (375 for 7.5, 325 for 6.5), so a
// Fox value of 50 or more is divided by 50; so is a multiple of 25 from 100 up in any file, since
// no real komi is that large and Fox files re-saved by other editors lose AP[foxwq]. A value in
// quarter points (2.75, 3.75) is komi counted in stones, as Chinese sources such as GoGoD's
// record it: one stone is two points, so 3.75 stones are 7.5 points. Anything else must be a
// multiple of half a point.
func parseKomi(v string, fox bool) (int, error) {
	f, ok := parseDecimal(strings.TrimSpace(v))
	if !ok {
		return 0, fmt.Errorf("komi KM[%s] is not a number", v)
	}
	whole25 := f/25 == float64(int(f/25))
	if fox && (f >= 50 || f <= -50) || whole25 && (f >= 100 || f <= -100) {
		if !whole25 {
			return 0, fmt.Errorf("komi KM[%s] from Fox is not a multiple of 25 (half a point times 50)", v)
		}
		return int(f / 25), nil
	}
	if h := f * 2; h == float64(int(h)) {
		return int(h), nil
	}
	if q := f * 4; q == float64(int(q)) {
		return int(q), nil
	}
	return 0, fmt.Errorf("komi KM[%s] is not a multiple of half a point", v)
}
