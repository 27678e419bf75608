package goban

import "github.com/hoshi-go/hoshi/internal/keyed"

// The messages of the rules engine, with their catalogue keys (templates/i18n/en.toml).
var (
	msgPointForm       = keyed.Define("verr.point_form", "point %q: want a column letter and a row number, like D4")
	msgPointColumn     = keyed.Define("verr.point_column", "point %q: no column %q on a %dx%d board")
	msgPointRow        = keyed.Define("verr.point_row", "point %q: no row %q on a %dx%d board")
	msgMoveIllegal     = [...]*keyed.Message{Black: keyed.Define("note.move_illegal_black", "move %d: black %s is illegal (%s)"), White: keyed.Define("note.move_illegal_white", "move %d: white %s is illegal (%s)")}
	msgSetupNoLiberty  = [...]*keyed.Message{Black: keyed.Define("note.setup_no_liberties_black", "setup after move %d: black chain at %s has no liberties"), White: keyed.Define("note.setup_no_liberties_white", "setup after move %d: white chain at %s has no liberties")}
	msgReasonOccupied  = keyed.Define("note.reason_occupied", "occupied")
	msgReasonSuicide   = keyed.Define("note.reason_suicide", "suicide")
	msgReasonKo        = keyed.Define("note.reason_ko", "ko")
	msgReasonSuperko   = keyed.Define("note.reason_superko", "superko")
	msgReasonOffBoard  = keyed.Define("note.reason_off_board", "off-board")
	msgReasonMalformed = keyed.Define("note.reason_malformed", "malformed")
	msgReasonGameOver  = keyed.Define("note.reason_game_over", "game over")
	msgReasonBoth      = keyed.Define("note.reason_both_colours", ReasonBothColours)
)

// reasonMessages are the reasons of a Problem that the catalogue names.
var reasonMessages = map[string]*keyed.Message{
	"occupied": msgReasonOccupied, "suicide": msgReasonSuicide, "ko": msgReasonKo,
	"superko": msgReasonSuperko, "off-board": msgReasonOffBoard, "malformed": msgReasonMalformed,
	"game over": msgReasonGameOver, ReasonBothColours: msgReasonBoth,
}
