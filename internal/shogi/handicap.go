package shogi

import (
	"fmt"
	"strings"
)

// Handicap is a named starting position: an even game or a piece handicap, in which the
// stronger player (uwate, playing White) removes pieces and moves first.
type Handicap struct {
	// Name is hoshi's name for it, used in settings, the API and the CLI.
	Name string
	// Japanese is the name KIF files give in their 手合割 line.
	Japanese string
	// English describes it for a reader: which pieces White removes.
	English string
	// SFEN is the starting position.
	SFEN string
}

// White's back ranks with pieces removed; Black's side is always complete.
const blackSide = "/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL"

// Handicaps are the starting positions hoshi knows, from the even game to the largest handicap.
// Lance handicaps remove White's left lance (on 1a, White's left as White faces Black).
var Handicaps = []Handicap{
	{"even", "平手", "even game", StartSFEN},
	{"lance", "香落ち", "White's left lance (1a)", "lnsgkgsn1/1r5b1" + blackSide + " w - 1"},
	{"right-lance", "右香落ち", "White's right lance (9a)", "1nsgkgsnl/1r5b1" + blackSide + " w - 1"},
	{"bishop", "角落ち", "White's bishop", "lnsgkgsnl/1r7" + blackSide + " w - 1"},
	{"rook", "飛車落ち", "White's rook", "lnsgkgsnl/7b1" + blackSide + " w - 1"},
	{"rook-lance", "飛香落ち", "White's rook and left lance", "lnsgkgsn1/7b1" + blackSide + " w - 1"},
	{"two-piece", "二枚落ち", "White's rook and bishop", "lnsgkgsnl/9" + blackSide + " w - 1"},
	{"three-piece", "三枚落ち", "White's rook, bishop and left lance", "lnsgkgsn1/9" + blackSide + " w - 1"},
	{"four-piece", "四枚落ち", "White's rook, bishop and both lances", "1nsgkgsn1/9" + blackSide + " w - 1"},
	{"five-piece", "五枚落ち", "White's rook, bishop, both lances and right knight", "2sgkgsn1/9" + blackSide + " w - 1"},
	{"left-five-piece", "左五枚落ち", "White's rook, bishop, both lances and left knight", "1nsgkgs2/9" + blackSide + " w - 1"},
	{"six-piece", "六枚落ち", "White's rook, bishop, lances and knights", "2sgkgs2/9" + blackSide + " w - 1"},
	{"eight-piece", "八枚落ち", "White's rook, bishop, lances, knights and silvers", "3gkg3/9" + blackSide + " w - 1"},
	{"ten-piece", "十枚落ち", "all of White's pieces but the king and the pawns", "4k4/9" + blackSide + " w - 1"},
}

// HandicapByName finds a handicap by hoshi's name or its Japanese name (with or without spaces).
func HandicapByName(name string) (Handicap, error) {
	n := strings.ToLower(strings.Join(strings.Fields(name), ""))
	for _, h := range Handicaps {
		if n == h.Name || n == h.Japanese {
			return h, nil
		}
	}
	names := make([]string, len(Handicaps))
	for i, h := range Handicaps {
		names[i] = h.Name
	}
	return Handicap{}, fmt.Errorf("unknown handicap %q (known: %s)", name, strings.Join(names, ", "))
}

// Position returns the handicap's starting position.
func (h Handicap) Position() *Position {
	p, err := ParseSFEN(h.SFEN)
	if err != nil {
		panic(err) // the table's positions parse
	}
	return p
}

// DefaultHandicapLadder is hoshi's default handicap for a difference in rank of 0, 1, 2, ...
// grades (kyu/dan steps): the even game (furigoma decides who starts), the even game with the
// weaker player as Black, then one step of the traditional ladder per grade. Seed 003 has no
// handicaps; this is hoshi's choice, following the principle of the GNU Shogi manual
// ("Handicaps": a handicap's place in the ladder is the rank difference it suits) with the
// ladder's common steps; a tournament may set its own table.
var DefaultHandicapLadder = []string{"even", "even", "lance", "bishop", "rook", "rook-lance",
	"two-piece", "four-piece", "six-piece", "eight-piece", "ten-piece"}

// missingPoints returns the impasse points of the pieces a position lacks from a full set: in a
// handicap game, the pieces White removed.
func (p *Position) missingPoints() int {
	var have [King + 1]int
	for s := Square(0); s < 81; s++ {
		if pc := p.board[s]; !pc.Empty() {
			have[pc.Kind.Unpromoted()]++
		}
	}
	pts := 0
	for k := Pawn; k < King; k++ {
		n := setCounts[k] - have[k] - p.hands[Black][k] - p.hands[White][k]
		if n > 0 {
			pts += n * piecePoints(k)
		}
	}
	return pts
}
